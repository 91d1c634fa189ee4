import type { DataSource } from 'typeorm';
import type { WebhookConfig } from '../config/env';
import type { Mailer } from '../mail/mailer';
import type { ModelRegistry } from '../models/registry';
import type { PaymentGateway } from '../payments/stripe-gateway';
import type { BlobStorage } from '../storage';

/** What activities need from the outside world, handed in by the worker. */
export interface ActivityDeps {
  dataSource: DataSource;
  storage: BlobStorage;
  models: ModelRegistry;
  /** Webhook deliveries: the schedule new ones follow, whether private addresses may be reached, the base of event links. */
  webhooks: WebhookConfig & { publicBaseUrl: string };
  /** Account emails: where they go, and the base of the links in them. */
  mail: { mailer: Mailer; publicBaseUrl: string };
  /** Stripe, to cancel a deleted account's subscriptions; unset without STRIPE_SECRET_KEY. */
  payments?: PaymentGateway;
}
