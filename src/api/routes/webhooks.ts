import type { WebhookAttempt } from '../../entities/webhook-delivery';
import type { WebhookEndpoint } from '../../entities/webhook-endpoint';
import { createEndpoint, redeliver, sendTestEvent, updateEndpoint } from '../../operations/webhooks';
import type { DeliveryWithAttempts } from '../../services/webhook-deliveries';
import { WEBHOOK_EVENT_MEANINGS, WEBHOOK_EVENT_TYPES } from '../../vocabulary/webhooks';
import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import { ErrorSchema, IdParams } from '../schemas/common';
import {
  CreatedWebhookEndpointSchema,
  CreateWebhookEndpointBody,
  DeletedWebhookEndpointSchema,
  DeliveryParams,
  RotatedWebhookSecretSchema,
  RotateWebhookSecretBody,
  StartedDeliverySchema,
  UpdateWebhookEndpointBody,
  UpdateWebhookSettingsBody,
  WebhookDeliveriesQuery,
  WebhookDeliveryListSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookSettingsSchema,
} from '../schemas/webhooks';

const SECRET_WARNING = 'Store this secret now: it is shown only once. Verify each delivery with it (Standard Webhooks).';

function endpointView(endpoint: WebhookEndpoint) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    event_types: endpoint.eventTypes,
    enabled: endpoint.enabled,
    disabled_reason: endpoint.disabledReason,
    failing_since: endpoint.failingSince?.toISOString() ?? null,
    previous_secret_expires_at: endpoint.previousSecretExpiresAt?.toISOString() ?? null,
    created_at: endpoint.createdAt.toISOString(),
    updated_at: endpoint.updatedAt.toISOString(),
  };
}

function attemptView(attempt: WebhookAttempt) {
  return {
    number: attempt.number,
    redelivery: attempt.redelivery,
    started_at: attempt.startedAt.toISOString(),
    outcome: attempt.outcome,
    status_code: attempt.statusCode,
    latency_ms: attempt.latencyMs,
    response_excerpt: attempt.responseExcerpt,
    error: attempt.error,
  };
}

function deliveryView({ delivery, event, attempts }: DeliveryWithAttempts) {
  return {
    id: delivery.id,
    event: { id: event.id, type: event.type, created_at: event.createdAt.toISOString() },
    status: delivery.status,
    next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
    redeliveries: delivery.redeliveries,
    created_at: delivery.createdAt.toISOString(),
    attempts: attempts.map(attemptView),
  };
}

function settingsView(threshold: number | null) {
  return { credits_low_threshold: threshold, event_types: WEBHOOK_EVENT_TYPES.map((type) => ({ type, description: WEBHOOK_EVENT_MEANINGS[type] })) };
}

const NOT_FOUND_404 = { description: 'No such webhook endpoint of yours', schema: ErrorSchema };

export function webhookRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  const { webhookEndpoints, webhookDeliveries } = deps.services;

  routes.add({
    method: 'get',
    path: '/api/webhooks',
    operationId: 'listWebhookEndpoints',
    description: 'Your webhook endpoints, oldest first, with the events each receives and whether it is enabled (secrets are never shown again).',
    tag: 'Webhooks',
    summary: 'Your webhook endpoints',
    responses: { 200: { description: 'Endpoints', schema: WebhookEndpointListSchema } },
    handler: async (_ctx, { user }) => ({ body: { endpoints: (await webhookEndpoints.list(user.id)).map(endpointView) } }),
  });

  routes.add({
    method: 'post',
    path: '/api/webhooks',
    operationId: 'createWebhookEndpoint',
    description:
      'Adds an endpoint that receives the events it names, each POSTed as JSON and signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) with the secret this answer shows once. At most 10 endpoints per account.',
    tag: 'Webhooks',
    summary: 'Add a webhook endpoint; its signing secret is returned this once',
    body: CreateWebhookEndpointBody,
    responses: {
      201: { description: 'Created, with its secret', schema: CreatedWebhookEndpointSchema },
      400: { description: 'Invalid URL or event types, an address deliveries never reach, or 10 endpoints already', schema: ErrorSchema },
    },
    handler: async (_ctx, { body, caller }) => {
      const { endpoint, secret } = await createEndpoint(deps, caller, { url: body.url, description: body.description, eventTypes: body.event_types });
      return { status: 201, body: { ...endpointView(endpoint), secret, warning: SECRET_WARNING } };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/webhook-settings',
    operationId: 'getWebhookSettings',
    description: 'The balance below which a charge sends credits.low, and every event type with what it tells.',
    tag: 'Webhooks',
    summary: 'Webhook settings and the event types',
    responses: { 200: { description: 'Settings', schema: WebhookSettingsSchema } },
    handler: async (_ctx, { user }) => ({ body: settingsView(await webhookEndpoints.lowCreditsThreshold(user.id)) }),
  });

  routes.add({
    method: 'patch',
    path: '/api/webhook-settings',
    operationId: 'updateWebhookSettings',
    description: 'Sets the balance below which a charge sends credits.low (once each time a charge crosses it); null turns it off.',
    tag: 'Webhooks',
    summary: 'Set the credits.low threshold',
    body: UpdateWebhookSettingsBody,
    responses: { 200: { description: 'Settings', schema: WebhookSettingsSchema } },
    handler: async (_ctx, { body, user }) => {
      await webhookEndpoints.setLowCreditsThreshold(user.id, body.credits_low_threshold);
      return { body: settingsView(body.credits_low_threshold) };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/webhooks/:id',
    operationId: 'getWebhookEndpoint',
    description: 'One of your endpoints: its events, whether it is enabled and, when it was disabled automatically, why.',
    tag: 'Webhooks',
    summary: 'A webhook endpoint',
    params: IdParams,
    responses: { 200: { description: 'The endpoint', schema: WebhookEndpointSchema }, 404: NOT_FOUND_404 },
    handler: async (_ctx, { params, user }) => ({ body: endpointView(await webhookEndpoints.get(user.id, params.id)) }),
  });

  routes.add({
    method: 'patch',
    path: '/api/webhooks/:id',
    operationId: 'updateWebhookEndpoint',
    description: 'Changes the URL, the events, the description, or disables (enabled: false) or enables again (enabled: true, which clears why it was disabled) the endpoint.',
    tag: 'Webhooks',
    summary: 'Change or disable a webhook endpoint',
    params: IdParams,
    body: UpdateWebhookEndpointBody,
    responses: {
      200: { description: 'The endpoint', schema: WebhookEndpointSchema },
      400: { description: 'An invalid field, or an address deliveries never reach', schema: ErrorSchema },
      404: NOT_FOUND_404,
    },
    handler: async (_ctx, { body, params, caller }) => ({
      body: endpointView(await updateEndpoint(deps, caller, params.id, { url: body.url, eventTypes: body.event_types, description: body.description, enabled: body.enabled })),
    }),
  });

  routes.add({
    method: 'delete',
    path: '/api/webhooks/:id',
    operationId: 'deleteWebhookEndpoint',
    description: 'Deletes the endpoint with its deliveries; deliveries still being retried stop at their next attempt.',
    tag: 'Webhooks',
    summary: 'Delete a webhook endpoint',
    params: IdParams,
    responses: { 200: { description: 'Deleted', schema: DeletedWebhookEndpointSchema }, 404: NOT_FOUND_404 },
    handler: async (_ctx, { params, user }) => {
      await webhookEndpoints.delete(user.id, params.id);
      return { body: { deleted: true, id: params.id } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/webhooks/:id/rotate-secret',
    operationId: 'rotateWebhookSecret',
    description:
      'Makes a new signing secret, returned this once. For overlap_hours (default 24) deliveries carry two signatures, by the new and by the old secret, so receivers can switch without missing one.',
    tag: 'Webhooks',
    summary: "Rotate an endpoint's signing secret, with an overlap",
    params: IdParams,
    body: RotateWebhookSecretBody,
    responses: { 200: { description: 'The new secret', schema: RotatedWebhookSecretSchema }, 404: NOT_FOUND_404 },
    handler: async (_ctx, { body, params, user }) => {
      const { endpoint, secret } = await webhookEndpoints.rotateSecret(user.id, params.id, body.overlap_hours);
      return { body: { id: endpoint.id, secret, previous_secret_expires_at: endpoint.previousSecretExpiresAt?.toISOString() ?? null, warning: SECRET_WARNING } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/webhooks/:id/test',
    operationId: 'sendWebhookTestEvent',
    description: 'Sends a webhook.test event to this endpoint now (whatever events it receives), delivered and retried like any other; follow it in listWebhookDeliveries.',
    tag: 'Webhooks',
    summary: 'Send a test event to a webhook endpoint',
    params: IdParams,
    responses: { 202: { description: 'Sending', schema: StartedDeliverySchema }, 404: NOT_FOUND_404 },
    handler: async (_ctx, { params, caller }) => {
      const delivery = await sendTestEvent(deps, caller, params.id);
      return { status: 202, body: { delivery_id: delivery.deliveryId, event_id: delivery.eventId } };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/webhooks/:id/deliveries',
    operationId: 'listWebhookDeliveries',
    description:
      'Deliveries to this endpoint, newest first, each with its event, its status and every attempt: when, the status code, the latency and the first 1 KB of the answer; pages with limit and offset or cursor (next_cursor of the page before).',
    tag: 'Webhooks',
    summary: "A webhook endpoint's deliveries with their attempts",
    params: IdParams,
    query: WebhookDeliveriesQuery,
    responses: { 200: { description: 'One page of deliveries', schema: WebhookDeliveryListSchema }, 404: NOT_FOUND_404 },
    handler: async (_ctx, { params, query, user }) => {
      const { rows: deliveries, total, nextCursor } = await webhookDeliveries.list(user.id, params.id, query);
      return { body: { deliveries: deliveries.map(deliveryView), total, limit: query.limit, offset: query.offset, next_cursor: nextCursor } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/webhooks/:id/deliveries/:delivery_id/redeliver',
    operationId: 'redeliverWebhook',
    description: 'Sends a delivered or failed delivery again, once, with the same event and so the same webhook-id (receivers that deduplicate by it see it once).',
    tag: 'Webhooks',
    summary: 'Redeliver a webhook delivery',
    params: DeliveryParams,
    responses: {
      202: { description: 'Sending', schema: StartedDeliverySchema },
      404: { description: 'No such endpoint or delivery of yours', schema: ErrorSchema },
      409: { description: 'The delivery is still being tried', schema: ErrorSchema },
    },
    handler: async (_ctx, { params, caller }) => {
      const delivery = await redeliver(deps, caller, params.id, params.delivery_id);
      return { status: 202, body: { delivery_id: delivery.deliveryId, event_id: delivery.eventId } };
    },
  });
}
