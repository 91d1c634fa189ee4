import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AnyWebhookEventType } from '../vocabulary/webhooks';

/** One event: written with the state change it tells of, once per change (changeKey is unique). */
@Entity({ name: 'webhook_events' })
export class WebhookEvent {
  /** The `webhook-id` of every delivery of this event. */
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  type: AnyWebhookEventType;

  /** Names the state change, e.g. `comic:<id>:finished`: a retried record finds the event its first try wrote. */
  @Column({ type: 'text', unique: true })
  changeKey: string;

  /** The payload's `data`. */
  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
