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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
