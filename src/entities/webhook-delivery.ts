import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import type { WebhookDeliveryStatus } from '../temporal/contracts/webhooks';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const satisfies readonly WebhookDeliveryStatus[];

export const WEBHOOK_ATTEMPT_OUTCOMES = ['delivered', 'failed', 'refused'] as const;
export type WebhookAttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];

/** One event to one endpoint: tried until delivered or its schedule ran out (unique per event and endpoint). */
@Entity({ name: 'webhook_deliveries' })
@Index(['endpointId', 'createdAt'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'uuid' })
  endpointId: string;

  @Column({ type: 'text' })
  status: WebhookDeliveryStatus;

  /** When the next attempt is due while the delivery is pending after a failed attempt. */
  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  /** Redeliveries asked for; each is a run of its own. */
  @Column({ type: 'integer' })
  redeliveries: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** One HTTP request of a delivery, as the receiver answered it (or why none was sent). */
@Entity({ name: 'webhook_attempts' })
export class WebhookAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  deliveryId: string;

  /** 1, 2, ... over the delivery's runs, in the order they were made. */
  @Column({ type: 'integer' })
  number: number;

  /** The delivery run (workflow id) and its attempt: a retried activity rewrites its own row. */
  @Column({ type: 'text' })
  runId: string;

  @Column({ type: 'integer' })
  runAttempt: number;

  @Column({ type: 'boolean' })
  redelivery: boolean;

  @Column({ type: 'timestamptz' })
  startedAt: Date;

  /** refused: nothing was sent (an address deliveries may not reach). */
  @Column({ type: 'text' })
  outcome: WebhookAttemptOutcome;

  @Column({ type: 'integer', nullable: true })
  statusCode: number | null;

  @Column({ type: 'integer' })
  latencyMs: number;

  /** The first 1 KB of the answer's body. */
  @Column({ type: 'text', nullable: true })
  responseExcerpt: string | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
