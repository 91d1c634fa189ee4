import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type AccountExportStatus = 'preparing' | 'ready' | 'failed' | 'expired';

/** A zip of everything an account holds, made by an exportAccount run and removed when it expires. */
@Entity({ name: 'account_exports' })
export class AccountExport {
  /** Chosen before the run starts (the run's id is built from it). */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  status: AccountExportStatus;

  @Column({ type: 'text', nullable: true })
  fileKey: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) } })
  sizeBytes: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  readyAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
