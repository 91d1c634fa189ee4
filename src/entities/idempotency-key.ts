import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An Idempotency-Key a user sent, the request it first came with and the workflow that serves it. */
@Entity({ name: 'idempotency_keys' })
export class IdempotencyKey {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'text' })
  key: string;

  /** SHA-256 of the route and canonical body: the same key with another body is a 409. */
  @Column({ type: 'text' })
  requestHash: string;

  @Column({ type: 'text' })
  workflowId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
