import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const LISTING_STATUSES = ['active', 'withdrawn'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** A published character offered for sale; buyers get their own locked copy. */
@Entity({ name: 'marketplace_listings' })
export class MarketplaceListing {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  sellerId: string;

  /** Null once the seller deleted the character: the listing then reads as withdrawn. */
  @Column({ type: 'uuid', nullable: true })
  characterId: string | null;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'integer' })
  priceCredits: number;

  @Column({ type: 'text' })
  status: ListingStatus;

  @Column({ type: 'integer', default: 0 })
  salesCount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
