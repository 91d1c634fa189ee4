import crypto from 'node:crypto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { WebhookAttempt, WebhookDelivery, type WebhookAttemptOutcome } from '../entities/webhook-delivery';
import { WebhookEndpoint } from '../entities/webhook-endpoint';
import { WebhookEvent } from '../entities/webhook-event';
import { fetchPage, newestFirst, type Page, type PageRequest } from '../db/keyset';
import { conflict, notFound } from '../errors';
import type { PlannedDelivery, WebhookDeliveryStatus } from '../temporal/contracts/webhooks';
import { WEBHOOK_TEST_EVENT } from '../vocabulary/webhooks';
import type { EventForDelivery } from '../webhooks/payload';
import { findOwned } from './ownership';

/** What one attempt needs: the event, where to send it and the secrets that sign it. */
export interface AttemptTarget {
  event: EventForDelivery;
  url: string;
  /** The current secret, then the previous one while a rotation's overlap lasts. */
  secrets: string[];
  /** False once the endpoint was disabled (by its owner, or after failing for the whole retry window). */
  enabled: boolean;
  /** Only a pending delivery is tried (a run that is somehow repeated sends nothing more). */
  status: WebhookDeliveryStatus;
}

export interface AttemptRecord {
  deliveryId: string;
  /** The delivery run (workflow id) and its attempt number within the run. */
  runId: string;
  runAttempt: number;
  redelivery: boolean;
  startedAt: Date;
  outcome: WebhookAttemptOutcome;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  /** The wait before the run's next attempt, or null when this was its last. */
  nextDelayMs: number | null;
  /** An endpoint whose every attempt failed for this long is disabled. */
  disableAfterMs: number;
}

export interface DeliveryWithAttempts {
  delivery: WebhookDelivery;
  event: WebhookEvent;
  attempts: WebhookAttempt[];
}

interface TargetRow {
  status: WebhookDeliveryStatus;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  created_at: Date;
  url: string;
  enabled: boolean;
  secrets: string[];
}

const hostOf = (url: string) => new URL(url).host;

/** Newest first, through the index of each endpoint's deliveries. */
const NEWEST_FIRST = newestFirst('delivery');

/** `259200000` as "3 days", `2000` as "2 s". */
function inWords(ms: number): string {
  const units: Array<[number, string]> = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
  ];
  const unit = units.find(([size]) => ms >= size && ms % size === 0);
  if (!unit) return `${ms / 1000} s`;
  const count = ms / unit[0];
  return `${count} ${unit[1]}${count === 1 ? '' : 's'}`;
}

/** Deliveries of webhook events: who gets each event, every attempt and its answer, redeliveries, endpoints that keep failing. */
export class WebhookDeliveries {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One delivery per enabled endpoint of the event's owner that wants its type (made once: a retry finds them), in one
   * statement, as it lies on the way from a state change to the receiver.
   */
  async plan(eventId: string): Promise<PlannedDelivery[]> {
    const rows: Array<{ delivery_id: string; endpoint_id: string; url: string; user_id: string; type: string }> = await this.dataSource.query(
      `WITH event AS (SELECT id, user_id, type FROM webhook_events WHERE id = $1),
       wanted AS (
         SELECT endpoint.id AS endpoint_id, endpoint.url FROM webhook_endpoints endpoint JOIN event ON endpoint.user_id = event.user_id
         WHERE endpoint.enabled AND event.type = ANY(endpoint.event_types)),
       inserted AS (
         INSERT INTO webhook_deliveries (event_id, endpoint_id, status) SELECT $1, endpoint_id, 'pending' FROM wanted
         ON CONFLICT DO NOTHING RETURNING id, endpoint_id),
       deliveries AS (SELECT id, endpoint_id FROM inserted UNION ALL SELECT id, endpoint_id FROM webhook_deliveries WHERE event_id = $1)
       SELECT deliveries.id AS delivery_id, wanted.endpoint_id, wanted.url, event.user_id, event.type
       FROM wanted JOIN deliveries ON deliveries.endpoint_id = wanted.endpoint_id CROSS JOIN event`,
      [eventId],
    );
    return rows.map((row) => ({ deliveryId: row.delivery_id, eventId, endpointId: row.endpoint_id, userId: row.user_id, eventType: row.type, host: hostOf(row.url) }));
  }

  /**
   * A `webhook.test` event for one of the caller's endpoints, and its delivery to that endpoint alone. The endpoint is
   * held while the delivery is written: one deleted meanwhile is a 404.
   */
  async planTest(userId: string, endpointId: string): Promise<PlannedDelivery> {
    return this.dataSource.transaction(async (manager) => {
      const endpoint = await findOwned(manager, WebhookEndpoint, endpointId, userId, 'Webhook endpoint', { lock: { mode: 'for_key_share' } });
      const event = await manager.save(
        manager.create(WebhookEvent, {
          userId,
          type: WEBHOOK_TEST_EVENT,
          changeKey: `test:${crypto.randomUUID()}`,
          data: { object: 'webhook_endpoint', id: endpoint.id, message: 'A test event, sent because you asked for one.' },
        }),
      );
      const delivery = await manager.save(manager.create(WebhookDelivery, { eventId: event.id, endpointId: endpoint.id, status: 'pending', nextAttemptAt: null, redeliveries: 0 }));
      return { deliveryId: delivery.id, eventId: event.id, endpointId: endpoint.id, userId, eventType: event.type, host: hostOf(endpoint.url) };
    });
  }

  /**
   * Marks one of the caller's deliveries for another run and returns that run's number; 409 while the delivery is
   * still being tried (its run would be joined, not repeated).
   */
  async redeliver(userId: string, endpointId: string, deliveryId: string): Promise<{ planned: PlannedDelivery; redelivery: number }> {
    return this.dataSource.transaction(async (manager) => {
      const endpoint = await findOwned(manager, WebhookEndpoint, endpointId, userId, 'Webhook endpoint');
      const delivery = await manager.findOne(WebhookDelivery, { where: { id: deliveryId, endpointId: endpoint.id }, lock: { mode: 'pessimistic_write' } });
      if (!delivery) throw notFound('Delivery');
      if (delivery.status === 'pending') throw conflict('This delivery is still being tried: wait until it is delivered or has failed, then redeliver it');
      const redelivery = delivery.redeliveries + 1;
      await manager.update(WebhookDelivery, { id: delivery.id }, { status: 'pending', nextAttemptAt: null, redeliveries: redelivery });
      const event = await manager.findOneByOrFail(WebhookEvent, { id: delivery.eventId });
      return { planned: { deliveryId: delivery.id, eventId: event.id, endpointId: endpoint.id, userId, eventType: event.type, host: hostOf(endpoint.url) }, redelivery };
    });
  }

  /** What the next attempt of a delivery sends and where (one query); undefined when the delivery (or its endpoint) was deleted. */
  async target(deliveryId: string): Promise<AttemptTarget | undefined> {
    const rows: TargetRow[] = await this.dataSource.query(
      `SELECT delivery.status, event.id AS event_id, event.type, event.data, event.created_at, endpoint.url, endpoint.enabled,
              array_remove(ARRAY[endpoint.secret, CASE WHEN endpoint.previous_secret_expires_at > now() THEN endpoint.previous_secret END], NULL) AS secrets
       FROM webhook_deliveries delivery
       JOIN webhook_events event ON event.id = delivery.event_id
       JOIN webhook_endpoints endpoint ON endpoint.id = delivery.endpoint_id
       WHERE delivery.id = $1`,
      [deliveryId],
    );
    const [row] = rows;
    if (!row) return undefined;
    return { event: { id: row.event_id, type: row.type, data: row.data, createdAt: new Date(row.created_at) }, url: row.url, secrets: row.secrets, enabled: row.enabled, status: row.status };
  }

  /** Ends a delivery whose endpoint was disabled: it is not tried again unless redelivered. */
  async abandon(deliveryId: string): Promise<void> {
    await this.dataSource.getRepository(WebhookDelivery).update({ id: deliveryId }, { status: 'failed', nextAttemptAt: null });
  }

  /**
   * Records one attempt (a retried activity rewrites its own row), the delivery's status after it, and the endpoint's run
   * of failures: a success ends it, and an endpoint whose attempts have all failed for `disableAfterMs` is disabled
   * with the reason. Returns the delivery's status; 'failed' when the endpoint was deleted.
   *
   * The endpoint is locked before its delivery, the order in which deleting an endpoint reaches them (its deliveries go
   * by ON DELETE CASCADE): in the other order, a delete during a recording deadlocked and one of them failed.
   */
  async recordAttempt(record: AttemptRecord): Promise<WebhookDeliveryStatus> {
    return this.dataSource.transaction(async (manager) => {
      const endpoints: unknown[] = await manager.query(
        `SELECT endpoint.id FROM webhook_endpoints endpoint JOIN webhook_deliveries delivery ON delivery.endpoint_id = endpoint.id
         WHERE delivery.id = $1 FOR NO KEY UPDATE OF endpoint`,
        [record.deliveryId],
      );
      const delivery = endpoints.length ? await manager.findOne(WebhookDelivery, { where: { id: record.deliveryId }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!delivery) return 'failed';
      await this.saveAttempt(manager, record);
      const status: WebhookDeliveryStatus = record.outcome === 'delivered' ? 'delivered' : record.nextDelayMs === null ? 'failed' : 'pending';
      const nextAttemptAt = status === 'pending' ? new Date(Date.now() + (record.nextDelayMs as number)) : null;
      await manager.update(WebhookDelivery, { id: delivery.id }, { status, nextAttemptAt });
      await this.recordEndpointHealth(manager, delivery.endpointId, record);
      return status;
    });
  }

  /** The caller's deliveries to one endpoint, newest first, each with its event and every attempt. */
  async list(userId: string, endpointId: string, page: PageRequest): Promise<Page<DeliveryWithAttempts>> {
    const endpoint = await findOwned(this.dataSource.manager, WebhookEndpoint, endpointId, userId, 'Webhook endpoint');
    const builder = this.dataSource.getRepository(WebhookDelivery).createQueryBuilder('delivery').where('delivery.endpoint_id = :endpointId', { endpointId: endpoint.id });
    const { rows: deliveries, ...paging } = await fetchPage(builder, NEWEST_FIRST, page, { scope: `deliveries:${endpoint.id}`, count: () => builder.getCount() });
    const ids = deliveries.map((delivery) => delivery.id);
    const [events, attempts] = await Promise.all([
      this.dataSource.getRepository(WebhookEvent).findBy({ id: In(deliveries.map((delivery) => delivery.eventId)) }),
      this.dataSource.getRepository(WebhookAttempt).find({ where: { deliveryId: In(ids) }, order: { number: 'ASC' } }),
    ]);
    return {
      rows: deliveries.map((delivery) => ({
        delivery,
        event: events.find((event) => event.id === delivery.eventId) as WebhookEvent,
        attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
      })),
      ...paging,
    };
  }

  private async saveAttempt(manager: EntityManager, record: AttemptRecord): Promise<void> {
    const { deliveryId, runId, runAttempt } = record;
    const existing = await manager.findOneBy(WebhookAttempt, { deliveryId, runId, runAttempt });
    const [{ last }]: Array<{ last: number | null }> = await manager.query('SELECT MAX(number) AS last FROM webhook_attempts WHERE delivery_id = $1', [deliveryId]);
    const fields = {
      redelivery: record.redelivery,
      startedAt: record.startedAt,
      outcome: record.outcome,
      statusCode: record.statusCode,
      latencyMs: record.latencyMs,
      responseExcerpt: record.responseExcerpt,
      error: record.error,
    };
    if (existing) await manager.update(WebhookAttempt, { id: existing.id }, fields);
    else await manager.insert(WebhookAttempt, { deliveryId, runId, runAttempt, number: (last ?? 0) + 1, ...fields });
  }

  /**
   * The endpoint's run of failures, by when attempts are recorded (in the order their transactions lock the endpoint,
   * so an attempt that was slow to record cannot reach back past a later success): a success ends it, a failure starts
   * it or, once it has lasted `disableAfterMs`, disables the endpoint.
   */
  private async recordEndpointHealth(manager: EntityManager, endpointId: string, record: AttemptRecord): Promise<void> {
    if (record.outcome === 'delivered') {
      await manager.update(WebhookEndpoint, { id: endpointId }, { failingSince: null });
      return;
    }
    const reason = `Disabled: every delivery attempt failed for ${inWords(record.disableAfterMs)}; the last said: ${(record.error ?? 'no answer').slice(0, 300)}. Fix the receiver, then enable the endpoint again.`;
    await manager.query(
      `UPDATE webhook_endpoints
       SET failing_since = COALESCE(failing_since, now()),
           enabled = enabled AND now() - COALESCE(failing_since, now()) < make_interval(secs => $2::double precision / 1000),
           disabled_reason = CASE WHEN enabled AND now() - COALESCE(failing_since, now()) >= make_interval(secs => $2::double precision / 1000) THEN $3 ELSE disabled_reason END,
           updated_at = now()
       WHERE id = $1`,
      [endpointId, record.disableAfterMs, reason],
    );
  }
}
