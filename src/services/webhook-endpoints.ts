import type { DataSource } from 'typeorm';
import { WEBHOOKS } from '../config/pricing';
import { User } from '../entities/user';
import { WebhookEndpoint } from '../entities/webhook-endpoint';
import { badRequest, notFound } from '../errors';
import type { WebhookEventType } from '../vocabulary/webhooks';
import { newWebhookSecret } from '../webhooks/signature';
import { findOwned } from './ownership';

export interface NewEndpoint {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
}

export interface EndpointChanges {
  url?: string;
  description?: string;
  eventTypes?: WebhookEventType[];
  enabled?: boolean;
}

/** A secret made now: shown to the caller this once. */
export interface WithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

/** A user's webhook endpoints: at most WEBHOOKS.maxEndpoints, each with its signing secret (rotatable with an overlap). */
export class WebhookEndpoints {
  constructor(private readonly dataSource: DataSource) {}

  /** The caller's endpoints, oldest first. */
  list(userId: string): Promise<WebhookEndpoint[]> {
    return this.dataSource.getRepository(WebhookEndpoint).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** One of the caller's endpoints; anyone else's (or a non-UUID id) is a 404 like a missing one. */
  get(userId: string, endpointId: string): Promise<WebhookEndpoint> {
    return findOwned(this.dataSource.manager, WebhookEndpoint, endpointId, userId, 'Webhook endpoint');
  }

  /** A new endpoint with a new secret, unless the user has WEBHOOKS.maxEndpoints already (400). */
  async create(userId: string, input: NewEndpoint): Promise<WithSecret> {
    return this.dataSource.transaction(async (manager) => {
      // The user's row is locked so that two creations at once cannot pass the cap together.
      await manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      const held = await manager.count(WebhookEndpoint, { where: { userId } });
      if (held >= WEBHOOKS.maxEndpoints) {
        throw badRequest(`You have ${held} webhook endpoints, the most one account may hold; delete one (DELETE /api/webhooks/{id}) before adding another`);
      }
      const secret = newWebhookSecret();
      const endpoint = await manager.save(
        manager.create(WebhookEndpoint, { userId, ...input, secret, previousSecret: null, previousSecretExpiresAt: null, enabled: true, disabledReason: null, failingSince: null }),
      );
      return { endpoint, secret };
    });
  }

  /** Changes what the request names (nothing when it names nothing); enabling an endpoint clears why it was disabled and its run of failures. */
  async update(userId: string, endpointId: string, changes: EndpointChanges): Promise<WebhookEndpoint> {
    const endpoint = await this.get(userId, endpointId);
    const reenabled = changes.enabled === true && !endpoint.enabled ? { disabledReason: null, failingSince: null } : {};
    const values = Object.fromEntries(Object.entries({ ...changes, ...reenabled }).filter(([, value]) => value !== undefined));
    if (Object.keys(values).length === 0) return endpoint;
    await this.dataSource.getRepository(WebhookEndpoint).update({ id: endpoint.id }, values);
    return this.get(userId, endpointId);
  }

  /** Deletes the endpoint with its deliveries and their attempts; deliveries still retrying end at their next attempt. */
  async delete(userId: string, endpointId: string): Promise<void> {
    const endpoint = await this.get(userId, endpointId);
    await this.dataSource.getRepository(WebhookEndpoint).delete({ id: endpoint.id });
  }

  /** A new secret; the old one keeps signing beside it for `overlapHours` (0: it stops at once). */
  async rotateSecret(userId: string, endpointId: string, overlapHours: number): Promise<WithSecret> {
    const endpoint = await this.get(userId, endpointId);
    const secret = newWebhookSecret();
    await this.dataSource.query(
      `UPDATE webhook_endpoints
       SET previous_secret = CASE WHEN $3 > 0 THEN secret END, previous_secret_expires_at = CASE WHEN $3 > 0 THEN now() + make_interval(hours => $3) END,
           secret = $2, updated_at = now()
       WHERE id = $1`,
      [endpoint.id, secret, overlapHours],
    );
    return { endpoint: await this.get(userId, endpointId), secret };
  }

  /** The balance below which a charge sends credits.low (null: never). */
  async lowCreditsThreshold(userId: string): Promise<number | null> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!user) throw notFound('User');
    return user.creditsLowThreshold;
  }

  async setLowCreditsThreshold(userId: string, threshold: number | null): Promise<void> {
    await this.dataSource.getRepository(User).update({ id: userId }, { creditsLowThreshold: threshold });
  }
}
