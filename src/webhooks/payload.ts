// The body every delivery of an event sends (the same bytes on every attempt): Standard Webhooks' `type`, `timestamp`
// and `data`, plus the event's `id` (also the webhook-id header). `data.url` is the API address whose GET returns the
// whole resource the event is about.

export interface EventForDelivery {
  id: string;
  type: string;
  createdAt: Date;
  data: Record<string, unknown>;
}

/** Where each kind of event data (its `object`) is read in full. */
const RESOURCE_PATHS: Record<string, (data: Record<string, unknown>) => string> = {
  comic: (data) => `/api/comics/${String(data.id)}`,
  storybook: (data) => `/api/storybooks/${String(data.id)}`,
  character: (data) => `/api/characters/${String(data.id)}`,
  marketplace_sale: (data) => `/api/marketplace/listings/${String(data.listing_id)}`,
  credits: () => '/api/credits',
  webhook_endpoint: (data) => `/api/webhooks/${String(data.id)}`,
};

export function webhookBody(event: EventForDelivery, publicBaseUrl: string): string {
  const path = RESOURCE_PATHS[String(event.data.object)];
  const data = path ? { ...event.data, url: `${publicBaseUrl}${path(event.data)}` } : event.data;
  return JSON.stringify({ id: event.id, type: event.type, timestamp: event.createdAt.toISOString(), data });
}
