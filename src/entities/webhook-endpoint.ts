import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { WebhookEventType } from '../vocabulary/webhooks';

/** A user's webhook receiver: where events of the types it wants are delivered, signed with its secret. */
@Entity({ name: 'webhook_endpoints' })
@Index(['userId', 'createdAt'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', array: true })
  eventTypes: WebhookEventType[];

  /** `whsec_` + base64 key (Standard Webhooks); read only where a delivery is signed. */
  @Column({ type: 'text', select: false })
  secret?: string;

  /** The secret before the last rotation: it signs too until previousSecretExpiresAt. */
  @Column({ type: 'text', nullable: true, select: false })
  previousSecret?: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousSecretExpiresAt: Date | null;

  @Column({ type: 'boolean' })
  enabled: boolean;

  /** Why the endpoint was disabled, when it was disabled automatically. */
  @Column({ type: 'text', nullable: true })
  disabledReason: string | null;

  /** When the first of the attempts that have failed in a row since the last success was recorded. */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
