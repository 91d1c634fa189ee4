import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * grant/charge/refund move credits; a delivery (amount 0) marks one charged unit as delivered; purchase is credits
 * paid for through Stripe; sale and fee are a marketplace seller's proceeds and the platform's share of them.
 */
export type CreditEntryKind = 'grant' | 'charge' | 'refund' | 'delivery' | 'purchase' | 'sale' | 'fee';

/** One append-only row per grant, charge or refund; unique per (operation_id, kind, unit). */
@Entity({ name: 'credit_ledger' })
export class CreditEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  /** The business operation this entry belongs to, e.g. `wf:generate-<image id>`. */
  @Column({ type: 'text' })
  operationId: string;

  @Column({ type: 'text' })
  kind: CreditEntryKind;

  /** 0 for the whole-operation charge; the unit (page, variant, panel) of a refund or delivery. */
  @Column({ type: 'integer' })
  unit: number;

  /** On a charge: the units it pays for, each at an equal share of the amount. */
  @Column({ type: 'integer', array: true, nullable: true })
  units: number[] | null;

  /** Signed change of the balance: negative for a charge. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'integer' })
  balanceAfter: number;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
