// Webhook endpoints and deliveries on request: endpoints are checked against where deliveries may go; a test event
// and a redelivery start a deliverWebhook run at once (events of runs are started by the runs themselves, see
// src/workflows/webhooks.ts); events recorded outside a run (credits reconcile) get their dispatchWebhookEvent here.
import { isIP } from 'node:net';
import type { AppConfig } from '../config/env';
import { badRequest } from '../errors';
import type { WebhookEndpoint } from '../entities/webhook-endpoint';
import type { EndpointChanges, NewEndpoint, WithSecret } from '../services/webhook-endpoints';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { PlannedDelivery, WebhookDeliveryPolicy, WebhookEventRef } from '../temporal/contracts/webhooks';
import { refusedAddress } from '../webhooks/address-policy';
import type { Caller, OperationDeps } from './context';
import { startOrJoin } from './workflow-runs';

/** Input of the dispatchWebhookEvent workflow. */
export interface DispatchWebhookEventInput {
  eventId: string;
}

/** Input of the deliverWebhook workflow. */
export interface DeliverWebhookInput {
  delivery: PlannedDelivery;
  /** 0 for the delivery's own run; n for the n-th redelivery asked for. */
  redelivery: number;
  policy: WebhookDeliveryPolicy;
  /** 1, or 2 when the run goes on after a first attempt its dispatch made (it waits the schedule's first delay first). */
  firstAttempt: number;
}

export interface DeliverWebhookOutput {
  status: 'delivered' | 'failed';
  attempts: number;
}

/** A redelivery on request is one attempt now: its owner is watching, and can ask again. */
const ONE_ATTEMPT: Pick<WebhookDeliveryPolicy, 'retryDelaysMs'> = { retryDelaysMs: [] };

/**
 * 400 naming what is wrong with an endpoint URL: http(s) only (https when the service itself is served over https),
 * no credentials, and no host that is an address deliveries never reach (checked again on every attempt, after DNS).
 */
export function checkEndpointUrl(config: Pick<AppConfig, 'publicBaseUrl' | 'webhooks'>, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('url: is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest(`url: must be http or https, got ${url.protocol.replace(':', '')}`);
  if (url.protocol === 'http:' && config.publicBaseUrl.startsWith('https:')) throw badRequest('url: must be https, as this service is served over https');
  if (url.username || url.password) throw badRequest('url: must not carry a user name or password; check signatures instead');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refusal = isIP(host) ? refusedAddress(host) : host === 'localhost' || host.endsWith('.localhost') ? 'a loopback address' : undefined;
  if (refusal && !config.webhooks.allowPrivate) throw badRequest(`url: ${host} is ${refusal}; deliveries never reach loopback, private, link-local or metadata addresses`);
  return url.toString();
}

export function createEndpoint(deps: OperationDeps, caller: Caller, input: NewEndpoint): Promise<WithSecret> {
  return deps.services.webhookEndpoints.create(caller.user.id, { ...input, url: checkEndpointUrl(deps.config, input.url) });
}

export function updateEndpoint(deps: OperationDeps, caller: Caller, endpointId: string, changes: EndpointChanges): Promise<WebhookEndpoint> {
  const url = changes.url === undefined ? undefined : checkEndpointUrl(deps.config, changes.url);
  return deps.services.webhookEndpoints.update(caller.user.id, endpointId, { ...changes, url });
}

async function startDelivery(deps: OperationDeps, caller: Caller, delivery: PlannedDelivery, redelivery: number, policy: WebhookDeliveryPolicy): Promise<void> {
  await startOrJoin<DeliverWebhookInput, DeliverWebhookOutput>(deps, {
    workflowType: WORKFLOW_TYPES.deliverWebhook,
    workflowId: workflowIds.webhookDelivery(delivery.eventId, delivery.endpointId, redelivery),
    input: { delivery, redelivery, policy, firstAttempt: 1 },
    labels: { userId: caller.user.id, kind: 'webhook', summary: `${delivery.eventType} to ${delivery.host}${redelivery ? ` (redelivery ${redelivery})` : ''}` },
    requestId: caller.requestId,
  });
}

/** Sends a `webhook.test` event to one of the caller's endpoints now, on the usual schedule. */
export async function sendTestEvent(deps: OperationDeps, caller: Caller, endpointId: string): Promise<PlannedDelivery> {
  const delivery = await deps.services.webhookDeliveries.planTest(caller.user.id, endpointId);
  await startDelivery(deps, caller, delivery, 0, deps.config.webhooks.policy);
  return delivery;
}

/** Sends a delivery again, once, with the same event (and so the same webhook-id); 409 while it is still being tried. */
export async function redeliver(deps: OperationDeps, caller: Caller, endpointId: string, deliveryId: string): Promise<PlannedDelivery> {
  const { planned, redelivery } = await deps.services.webhookDeliveries.redeliver(caller.user.id, endpointId, deliveryId);
  await startDelivery(deps, caller, planned, redelivery, { ...deps.config.webhooks.policy, ...ONE_ATTEMPT });
  return planned;
}

/** Has events recorded outside a workflow (an operator's reconcile ending a book) delivered, as a run would. */
export async function announceEvents(deps: OperationDeps, events: WebhookEventRef[], requestId: string): Promise<void> {
  for (const event of events) {
    await startOrJoin<DispatchWebhookEventInput, { deliveries: number }>(deps, {
      workflowType: WORKFLOW_TYPES.dispatchWebhookEvent,
      workflowId: workflowIds.webhookEvent(event.id),
      input: { eventId: event.id },
      labels: { userId: event.userId, kind: 'webhook', summary: `webhook event ${event.type}` },
      requestId,
    });
  }
}
