// Webhook events, recorded by the transaction that records the state change they tell of (an outbox): a comic or a
// storybook run that ends, a reference sheet drawn, a sale, a charge that takes the balance below the user's threshold.
// One event per change (its change key is unique), and only when one of the user's endpoints wants its type.
import type { EntityManager } from 'typeorm';
import type { Comic } from '../entities/comic';
import type { StorybookStatus } from '../entities/storybook';
import type { WebhookEventRef } from '../temporal/contracts/webhooks';
import type { AnyWebhookEventType, WebhookEventType } from '../vocabulary/webhooks';

export interface NewWebhookEvent {
  userId: string;
  type: WebhookEventType;
  /** Names the state change (`comic:<id>:finished`): recording it again finds the event recorded the first time. */
  changeKey: string;
  /** The payload's `data`: `object` names what it is about, `id` which one. */
  data: Record<string, unknown> & { object: string };
}

interface EventRow {
  id: string;
  type: AnyWebhookEventType;
  user_id: string;
}

/** The state change each event tells of, by name (unique among events). */
export const CHANGE_KEYS = {
  comicFinished: (comicId: string) => `comic:${comicId}:finished`,
  storybookRunFinished: (storybookId: string, retry: number) => `storybook:${storybookId}:run:${retry}`,
  referencesDrawn: (characterId: string, runKey: string) => `character:${characterId}:references:${runKey}`,
  sale: (saleId: string) => `marketplace-sale:${saleId}`,
  creditsLow: (operationId: string) => `credits-low:${operationId}`,
};

const refOf = (row: EventRow): WebhookEventRef => ({ id: row.id, type: row.type, userId: row.user_id });

/** The event a state change recorded, if any: what a retried record returns when its first try already wrote it. */
export async function recordedEvents(manager: EntityManager, changeKey: string): Promise<WebhookEventRef[]> {
  const rows: EventRow[] = await manager.query('SELECT id, type, user_id FROM webhook_events WHERE change_key = $1', [changeKey]);
  return rows.map(refOf);
}

/**
 * Records the event in the caller's transaction when one of the user's enabled endpoints wants its type, and returns
 * it (or the event this change recorded before); an empty list when nobody listens.
 */
export async function recordWebhookEvent(manager: EntityManager, event: NewWebhookEvent): Promise<WebhookEventRef[]> {
  const inserted: EventRow[] = await manager.query(
    `INSERT INTO webhook_events (user_id, type, change_key, data)
     SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM webhook_endpoints WHERE user_id = $1 AND enabled AND $2 = ANY(event_types))
     ON CONFLICT (change_key) DO NOTHING
     RETURNING id, type, user_id`,
    [event.userId, event.type, event.changeKey, JSON.stringify(event.data)],
  );
  return inserted.length ? inserted.map(refOf) : recordedEvents(manager, event.changeKey);
}

/** comic.ready or comic.failed, when a generated comic ends. */
export function comicFinishedEvent(comic: Comic, counts: { drawn: number; failed: number }): NewWebhookEvent {
  const ready = comic.status === 'ready';
  return {
    userId: comic.userId,
    type: ready ? 'comic.ready' : 'comic.failed',
    changeKey: CHANGE_KEYS.comicFinished(comic.id),
    data: { object: 'comic', id: comic.id, title: comic.title, status: comic.status, page_count: comic.pageCount, panels_drawn: counts.drawn, panels_failed: counts.failed, error: comic.error },
  };
}

/** storybook.<status>, when a run of a book ends (each retry run is a change of its own). */
export function storybookFinishedEvent(book: { id: string; userId: string; retryCount: number }, status: Exclude<StorybookStatus, 'generating'>, counts: { total: number; generated: number; failed: number }): NewWebhookEvent {
  return {
    userId: book.userId,
    type: `storybook.${status}`,
    changeKey: CHANGE_KEYS.storybookRunFinished(book.id, book.retryCount),
    data: { object: 'storybook', id: book.id, status, total_pages: counts.total, generated: counts.generated, failed: counts.failed, retry: book.retryCount },
  };
}

/** character.references_ready, when a run drew a character's reference sheet (`runKey` names that run). */
export function referencesReadyEvent(
  character: { id: string; userId: string; name: string },
  runKey: string,
  outcome: { generated: number; references: number; failures: Array<{ label: string; error: string }> },
): NewWebhookEvent {
  return {
    userId: character.userId,
    type: 'character.references_ready',
    changeKey: CHANGE_KEYS.referencesDrawn(character.id, runKey),
    data: { object: 'character', id: character.id, name: character.name, generated: outcome.generated, references: outcome.references, failures: outcome.failures },
  };
}

/** marketplace.sale, to the seller, in the transaction that records the sale. */
export function saleEvent(sale: { id: string; sellerId: string; listingId: string; priceCredits: number; sellerCredits: number; feeCredits: number }, title: string): NewWebhookEvent {
  return {
    userId: sale.sellerId,
    type: 'marketplace.sale',
    changeKey: CHANGE_KEYS.sale(sale.id),
    data: {
      object: 'marketplace_sale',
      id: sale.id,
      listing_id: sale.listingId,
      title,
      price_credits: sale.priceCredits,
      credits_earned: sale.sellerCredits,
      fee_credits: sale.feeCredits,
    },
  };
}

/** credits.low, when a charge (`operationId`) takes the balance from at or above the user's threshold to below it. */
export function creditsLowEvent(charge: { userId: string; operationId: string; description: string }, balance: { before: number; after: number }, threshold: number): NewWebhookEvent {
  return {
    userId: charge.userId,
    type: 'credits.low',
    changeKey: CHANGE_KEYS.creditsLow(charge.operationId),
    data: { object: 'credits', credits: balance.after, threshold, charged: balance.before - balance.after, description: charge.description },
  };
}
