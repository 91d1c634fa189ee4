import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { BrandKit } from './brand-kit';

export const BRAND_ASSET_KINDS = ['logo', 'product', 'packaging', 'reference'] as const;
export type BrandAssetKind = (typeof BRAND_ASSET_KINDS)[number];

@Entity({ name: 'brand_assets' })
export class BrandAsset {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  brandKitId: string;

  // Named, not imported: the two entities refer to each other, and only one of them imports the other.
  @ManyToOne('BrandKit', (kit: BrandKit) => kit.assets, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brand_kit_id' })
  brandKit?: Relation<BrandKit>;

  @Column({ type: 'text' })
  kind: BrandAssetKind;

  @Column({ type: 'text' })
  label: string;

  @Column({ type: 'text' })
  imageKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
