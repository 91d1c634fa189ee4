import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One purchase of a listing: unique per (listing, buyer) and per ledger operation. */
@Entity({ name: 'marketplace_sales' })
export class MarketplaceSale {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  listingId: string;

  @Column({ type: 'uuid' })
  buyerId: string;

  @Column({ type: 'uuid' })
  sellerId: string;

  /** The buyer's copy (null once the buyer deleted it). */
  @Column({ type: 'uuid', nullable: true })
  characterId: string | null;

  @Column({ type: 'text', unique: true })
  operationId: string;

  @Column({ type: 'integer' })
  priceCredits: number;

  @Column({ type: 'integer' })
  sellerCredits: number;

  @Column({ type: 'integer' })
  feeCredits: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
