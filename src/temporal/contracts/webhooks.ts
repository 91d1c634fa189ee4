/**
 * What webhook runs pass around: events recorded for delivery, the deliveries they plan and the schedule a delivery
 * retries on. Pure types: safe to import from workflows.
 */

/** What a workflow needs of a recorded event to have it delivered. */
export interface WebhookEventRef {
  id: string;
  type: string;
  userId: string;
}

/** A delivery to start: which event, to which endpoint (its host names the run in the Temporal UI). */
export interface PlannedDelivery {
  deliveryId: string;
  eventId: string;
  endpointId: string;
  userId: string;
  eventType: string;
  host: string;
}

/** How a delivery retries: a delivery run gets it as input, so a deploy never changes a running delivery. */
export interface WebhookDeliveryPolicy {
  /** The wait before each retry, in order (the first after the first attempt failed); when they run out, the delivery failed. */
  retryDelaysMs: number[];
  /** An endpoint whose every attempt failed for this long (the whole schedule) is disabled. */
  disableAfterMs: number;
}

/** pending while a delivery is tried, then delivered or failed (its schedule ran out, or its endpoint was disabled). */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';
