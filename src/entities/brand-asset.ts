import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BrandKit } from './brand-kit';

export const BRAND_ASSET_KINDS = ['logo', 'product', 'packaging', 'reference'] as const;
export type BrandAssetKind = (typeof BRAND_ASSET_KINDS)[number];

@Entity({ name: 'brand_assets' })
export class BrandAsset {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  brandKitId: string;

  @ManyToOne(() => BrandKit, (kit) => kit.assets, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brand_kit_id' })
  brandKit?: BrandKit;

  @Column({ type: 'text' })
  kind: BrandAssetKind;

  @Column({ type: 'text' })
  label: string;

  @Column({ type: 'text' })
  imageKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
