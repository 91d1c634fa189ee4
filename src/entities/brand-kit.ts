import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { BrandAsset } from './brand-asset';

export interface PaletteColor {
  name: string;
  hex: string;
}

@Entity({ name: 'brand_kits' })
@Index(['userId', 'createdAt'])
export class BrandKit {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  logoKey: string | null;

  @Column({ type: 'jsonb' })
  palette: PaletteColor[];

  @Column({ type: 'text', nullable: true })
  brandVoice: string | null;

  @OneToMany(() => BrandAsset, (asset) => asset.brandKit)
  assets?: BrandAsset[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
