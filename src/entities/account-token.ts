import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type AccountTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

/** A link sent by email: works once, until it expires; only the token's SHA-256 is stored. */
@Entity({ name: 'account_tokens' })
@Index(['userId', 'purpose'])
export class AccountToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  purpose: AccountTokenPurpose;

  @Column({ type: 'text', unique: true })
  tokenHash: string;

  /** The address the link went to: the account's own, or the new one of an email change. */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
