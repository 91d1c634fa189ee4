import { LIMITS } from '../../config/pricing';
import { receivePredictionWebhook } from '../../operations/predictions';
import { PREDICTION_WEBHOOK_PATHS, type PredictionProvider } from '../../temporal/contracts/predictions';
import type { AppContext, ApiDeps } from '../context';
import { rawBodyOf } from '../raw-body';
import type { ApiRoutes } from '../routing';
import { ErrorSchema } from '../schemas/common';
import { PredictionWebhookReceiptSchema } from '../schemas/predictions';

/** The headers each provider signs with (Standard Webhooks for Replicate; fal's X-Fal-Webhook-*). */
const SIGNATURE_HEADERS: Record<PredictionProvider, string[]> = {
  replicate: ['webhook-id', 'webhook-timestamp', 'webhook-signature'],
  fal: ['x-fal-webhook-request-id', 'x-fal-webhook-user-id', 'x-fal-webhook-timestamp', 'x-fal-webhook-signature'],
};

const DESCRIPTIONS: Record<PredictionProvider, { name: string; operationId: string; signature: string }> = {
  replicate: { name: 'Replicate', operationId: 'receiveReplicateWebhook', signature: 'Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature; the account\'s `whsec_` secret)' },
  fal: { name: 'fal', operationId: 'receiveFalWebhook', signature: "Ed25519 over request id, user id, timestamp and the body's SHA-256 (X-Fal-Webhook-* headers; keys from fal's JWKS)" },
};

function headersOf(ctx: AppContext, provider: PredictionProvider): Record<string, string | undefined> {
  return Object.fromEntries(SIGNATURE_HEADERS[provider].map((name) => [name, ctx.get(name) || undefined]));
}

export function predictionWebhookRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  for (const provider of ['replicate', 'fal'] as const) {
    const { name, operationId, signature } = DESCRIPTIONS[provider];
    routes.add({
      method: 'post',
      path: PREDICTION_WEBHOOK_PATHS[provider],
      operationId,
      description: `Receives ${name}'s word that a prediction this server started has ended. Verified by its signature (${signature}) before anything is done with it, with a timestamp within 5 minutes; no API key. Idempotent by prediction id: a delivery repeated changes nothing. Answered at once; the run waiting for the prediction copies its output.`,
      tag: 'Operations',
      summary: `${name} prediction webhooks (signed; no API key)`,
      auth: false,
      responses: {
        200: { description: 'Received; `applied` tells whether it changed anything', schema: PredictionWebhookReceiptSchema },
        400: { description: 'Signed, but not a prediction this API can read', schema: ErrorSchema },
        401: { description: 'Missing or invalid signature, or a stale or replayed timestamp: nothing was done', schema: ErrorSchema },
        404: { description: `${name} is not configured on this server`, schema: ErrorSchema },
        413: { description: 'Body too large', schema: ErrorSchema },
        503: { description: 'No run waits for this prediction yet (the webhook overtook its start), or the keys to verify it could not be fetched: send it again after Retry-After', schema: ErrorSchema },
      },
      handler: async (ctx) => ({
        body: await receivePredictionWebhook(deps, provider, await rawBodyOf(ctx.req, LIMITS.predictionWebhookBytes), headersOf(ctx, provider)),
      }),
    });
  }
}
