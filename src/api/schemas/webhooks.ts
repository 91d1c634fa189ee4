import { WEBHOOKS } from '../../config/pricing';
import { WEBHOOK_ATTEMPT_OUTCOMES, WEBHOOK_DELIVERY_STATUSES } from '../../entities/webhook-delivery';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '../../vocabulary/webhooks';
import { z } from '../zod';
import { isoDate, nextCursorField, pageCursor, pageLimit, pageOffset } from './common';

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).openapi('WebhookEventType', { description: 'An event an endpoint can subscribe to (GET /api/webhook-settings lists what each means)' });

const url = z
  .string()
  .trim()
  .min(1)
  .max(WEBHOOKS.urlLength)
  .openapi({ description: 'Where events are POSTed: http or https (https when this service is served over https); never a loopback, private, link-local or metadata address', example: 'https://example.com/hooks/likeness' });

const eventTypes = z
  .array(WebhookEventTypeSchema)
  .min(1, 'name at least one event type')
  .refine((types) => new Set(types).size === types.length, 'each event type once')
  .openapi({ description: 'The events this endpoint receives' });

const description = z.string().trim().max(WEBHOOKS.descriptionLength).openapi({ description: 'What the endpoint is for, for you' });

export const WebhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    event_types: z.array(WebhookEventTypeSchema),
    enabled: z.boolean().openapi({ description: 'False once disabled, by you or after failing for the whole retry window (3 days): then nothing is delivered to it' }),
    disabled_reason: z.string().nullable().openapi({ description: 'Why it was disabled automatically' }),
    failing_since: isoDate().nullable().openapi({ description: 'When the attempts that have failed in a row since the last success began' }),
    previous_secret_expires_at: isoDate().nullable().openapi({ description: 'After a rotation, until when the previous secret still signs beside the new one' }),
    created_at: isoDate(),
    updated_at: isoDate(),
  })
  .openapi('WebhookEndpoint');

export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) }).openapi('WebhookEndpointList');

const secret = z.string().openapi({ description: 'The signing secret (Standard Webhooks: whsec_ and a base64 key); shown only now', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
const secretWarning = z.string().openapi({ example: 'Store this secret now: it is shown only once. Verify each delivery with it.' });

export const CreatedWebhookEndpointSchema = WebhookEndpointSchema.extend({ secret, warning: secretWarning }).openapi('CreatedWebhookEndpoint');

export const RotatedWebhookSecretSchema = z
  .object({ id: z.uuid(), secret, previous_secret_expires_at: isoDate().nullable(), warning: secretWarning })
  .openapi('RotatedWebhookSecret');

export const CreateWebhookEndpointBody = z.object({ url, event_types: eventTypes, description: description.default('') });

export const UpdateWebhookEndpointBody = z
  .object({
    url: url.optional(),
    event_types: eventTypes.optional(),
    description: description.optional(),
    enabled: z.boolean().optional().openapi({ description: 'false disables it (nothing is delivered); true enables it again and clears why it was disabled' }),
  })
  .openapi({ description: 'The fields to change; those left out stay as they are' });

export const RotateWebhookSecretBody = z
  .object({
    overlap_hours: z
      .number()
      .int()
      .min(0)
      .max(WEBHOOKS.secretOverlapHours.max)
      .default(WEBHOOKS.secretOverlapHours.default)
      .openapi({ description: `How long the old secret keeps signing beside the new one, in hours (0-${WEBHOOKS.secretOverlapHours.max}, default ${WEBHOOKS.secretOverlapHours.default})` }),
  })
  .default({ overlap_hours: WEBHOOKS.secretOverlapHours.default });

export const DeletedWebhookEndpointSchema = z.object({ deleted: z.boolean(), id: z.uuid() });

export const DeliveryParams = z.object({ id: z.uuid(), delivery_id: z.uuid() });

export const WebhookDeliveriesQuery = z.object({ limit: pageLimit(WEBHOOKS.deliveriesLimit), offset: pageOffset(), cursor: pageCursor() });

export const WebhookAttemptSchema = z
  .object({
    number: z.number().int().openapi({ description: '1, 2, ... over every run of the delivery' }),
    redelivery: z.boolean().openapi({ description: 'Made by a redelivery you asked for' }),
    started_at: isoDate(),
    outcome: z.enum(WEBHOOK_ATTEMPT_OUTCOMES).openapi({ description: 'delivered: a 2xx answer; failed: another answer, none, or a timeout (10 s); refused: nothing sent, the URL leads to an address deliveries never reach' }),
    status_code: z.number().int().nullable(),
    latency_ms: z.number().int().openapi({ description: 'From the start of the attempt to the answer (or the failure)' }),
    response_excerpt: z.string().nullable().openapi({ description: 'The first 1 KB of the answer' }),
    error: z.string().nullable(),
  })
  .openapi('WebhookAttempt');

export const WebhookDeliverySchema = z
  .object({
    id: z.uuid(),
    event: z.object({ id: z.uuid().openapi({ description: 'The webhook-id header of every attempt' }), type: z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]), created_at: isoDate() }),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).openapi({ description: 'pending while it is tried, then delivered or failed (its schedule ran out, or the endpoint was disabled)' }),
    next_attempt_at: isoDate().nullable(),
    redeliveries: z.number().int(),
    created_at: isoDate(),
    attempts: z.array(WebhookAttemptSchema),
  })
  .openapi('WebhookDelivery');

export const WebhookDeliveryListSchema = z
  .object({ deliveries: z.array(WebhookDeliverySchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int(), next_cursor: nextCursorField() })
  .openapi('WebhookDeliveryList');

export const StartedDeliverySchema = z
  .object({ delivery_id: z.uuid(), event_id: z.uuid().openapi({ description: 'The webhook-id the receiver sees' }) })
  .openapi('StartedWebhookDelivery');

export const WebhookSettingsSchema = z
  .object({
    credits_low_threshold: z.number().int().nullable().openapi({ description: 'A charge that takes your balance below this sends credits.low; null: never' }),
    event_types: z.array(z.object({ type: WebhookEventTypeSchema, description: z.string() })).openapi({ description: 'Every event type and what it tells' }),
  })
  .openapi('WebhookSettings');

export const UpdateWebhookSettingsBody = z.object({
  credits_low_threshold: z
    .number()
    .int()
    .min(WEBHOOKS.lowCreditsThreshold.min)
    .max(WEBHOOKS.lowCreditsThreshold.max)
    .nullable()
    .openapi({ description: 'The balance below which a charge sends credits.low; null turns it off' }),
});
