import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ type: 'text' })
  plan: string;

  /** Current balance; changed only together with a credit_ledger row. Never negative (CHECK). */
  @Column({ type: 'integer' })
  credits: number;

  /** Stored the first time the user pays through Stripe, then reused. */
  @Column({ type: 'text', nullable: true, unique: true })
  stripeCustomerId: string | null;

  /** When the Stripe event that last set the plan happened; older events change nothing. */
  @Column({ type: 'timestamptz', nullable: true })
  planChangedAt: Date | null;

  /** argon2id hash (PHC string) for console sign-in; null for users who only hold API keys. */
  @Column({ type: 'text', nullable: true, select: false })
  passwordHash?: string | null;

  /** A charge that takes the balance below this sends `credits.low` to the user's webhooks; null: never. */
  @Column({ type: 'integer', nullable: true })
  creditsLowThreshold: number | null;

  /** When the owner proved the address by a link sent to it; null: unverified (no sign-up credits yet). */
  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** When the owner asked for the account to be deleted: keys and sessions ended then, the deletion run goes on. */
  @Column({ type: 'timestamptz', nullable: true })
  deletionRequestedAt: Date | null;

  /** When everything the owner had was removed; the row stays, anonymous, for the ledger and marketplace sales. */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  /** The web console's language the owner chose (one of CONSOLE_LANGUAGES); null: the browser's. */
  @Column({ type: 'text', nullable: true })
  consoleLanguage: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
