/**
 * The events a webhook endpoint can subscribe to, each told when a run or a record changes what a client waits for.
 * Pure data, read by the API schemas, the services that record events and the console.
 */
export const WEBHOOK_EVENT_TYPES = [
  'comic.ready',
  'comic.failed',
  'storybook.completed',
  'storybook.completed_with_failures',
  'storybook.failed',
  'character.references_ready',
  'marketplace.sale',
  'credits.low',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by POST /api/webhooks/{id}/test, to the endpoint named, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type AnyWebhookEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** What each event means, for the API description and the console. */
export const WEBHOOK_EVENT_MEANINGS: Record<WebhookEventType, string> = {
  'comic.ready': 'A generated comic ended with at least one panel drawn',
  'comic.failed': 'A generated comic ended without any panel (planning failed, or every panel failed); its credits were refunded',
  'storybook.completed': 'A storybook run drew every page',
  'storybook.completed_with_failures': 'A storybook run ended with some pages failed (refunded; they can be retried)',
  'storybook.failed': 'A storybook run ended without any page drawn (every credit refunded)',
  'character.references_ready': "A character's reference sheet was drawn (some labels may have failed: see failures)",
  'marketplace.sale': 'Someone bought a copy of one of your listed characters; your share was credited',
  'credits.low': 'A charge took your balance below the threshold you set (PATCH /api/webhook-settings)',
};
