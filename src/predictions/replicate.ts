// Replicate's prediction protocol as its HTTP API describes it (OpenAPI "Replicate HTTP API" 1.0.0-a1, predictions.get
// and webhooks.default.secret.get): what a prediction object says, and how its webhooks are verified. Pure reading and
// verification, shared by the API (webhooks) and the model adapter (polls).
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { z } from 'zod';
import type { PredictionOutcome } from '../temporal/contracts/predictions';
import { WebhookRejected } from './webhook-rejected';

/**
 * The prediction object, as `predictions.get` answers it and as every webhook's body carries it. `status` is one of
 * starting, processing, succeeded, failed, canceled; `output` holds HTTPS URLs for files (a string or an array of them);
 * `error` the model's error; `data_removed` is true once the input and output were deleted ("automatically removed after
 * an hour ... The `output` key will still be present, but its value will be `null`").
 */
export const ReplicatePrediction = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  output: z.unknown().optional(),
  error: z.unknown().optional(),
  data_removed: z.boolean().optional(),
  urls: z.object({ get: z.string().min(1), cancel: z.string().min(1) }).partial().optional(),
});
export type ReplicatePrediction = z.infer<typeof ReplicatePrediction>;

/**
 * Words Replicate's image models fail with when their safety checker or the partner's moderation refuses: the FLUX
 * models' "NSFW content detected", and "flagged as sensitive" with code E005 (seen on partner models; classified as a
 * content filter in HeyPuter/puter#3719 and pollinations/pollinations#10801). Replicate's `error` is free text with no
 * documented code field, so this is a reading of its words, not a contract.
 */
const REFUSAL_WORDS = /nsfw|flagged as sensitive|\(E005\)|content policy|safety (checker|filter)|moderat/i;

export function replicateOutcome(prediction: ReplicatePrediction): PredictionOutcome {
  switch (prediction.status) {
    case 'starting':
    case 'processing':
      return { status: 'running' };
    case 'succeeded':
      return succeeded(prediction);
    case 'canceled':
      return { status: 'failed', failure: { message: `prediction ${prediction.id} was canceled on Replicate` } };
    case 'failed': {
      const error = typeof prediction.error === 'string' && prediction.error.trim() ? prediction.error.trim() : 'no reason given';
      if (REFUSAL_WORDS.test(error)) return { status: 'failed', failure: { message: error, refused: true } };
      return { status: 'failed', failure: { message: `prediction ${prediction.id} failed: ${error}` } };
    }
    default:
      return { status: 'failed', failure: { message: `prediction ${prediction.id} ended with an unknown status "${prediction.status}"` } };
  }
}

function succeeded(prediction: ReplicatePrediction): PredictionOutcome {
  const output: unknown = Array.isArray(prediction.output) ? prediction.output[0] : prediction.output;
  if (typeof output === 'string' && output.length > 0) return { status: 'succeeded', outputUrl: output };
  if (prediction.data_removed) return { status: 'failed', failure: { message: expiredOutput(prediction.id) } };
  return { status: 'failed', failure: { message: `prediction ${prediction.id} succeeded without an output file` } };
}

export function expiredOutput(id: string): string {
  return `the output of prediction ${id} expired before it was copied (Replicate removes API outputs after an hour)`;
}

/**
 * Verifies a webhook before anything is done with it: Replicate signs per Standard Webhooks (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the `whsec_` secret
 * of `GET /webhooks/default/secret`), and a timestamp more than 5 minutes from now is refused. Returns the prediction.
 */
export function verifyReplicateWebhook(rawBody: Buffer, headers: Record<string, string | undefined>, secret: string): ReplicatePrediction {
  const signed = { 'webhook-id': headers['webhook-id'] ?? '', 'webhook-timestamp': headers['webhook-timestamp'] ?? '', 'webhook-signature': headers['webhook-signature'] ?? '' };
  let body: unknown;
  try {
    body = new Webhook(secret).verify(rawBody, signed);
  } catch (error) {
    if (error instanceof WebhookVerificationError) throw new WebhookRejected(`Replicate webhook refused: ${error.message}`);
    throw error;
  }
  const prediction = ReplicatePrediction.safeParse(body);
  if (!prediction.success) throw new WebhookRejected('Replicate webhook refused: its body is not a prediction', 400);
  return prediction.data;
}

/** `webhooks.default.secret.get`: `{"key": "whsec_..."}`, the same for every webhook of the account. */
const SecretAnswer = z.object({ key: z.string().startsWith('whsec_') });

/** The webhook secret: configured, or fetched once from Replicate with the API token and kept. */
export function replicateWebhookSecret(config: { baseUrl: string; apiToken: string; webhookSecret?: string }, timeoutMs: number): () => Promise<string> {
  let fetched: Promise<string> | undefined;
  return () => {
    if (config.webhookSecret) return Promise.resolve(config.webhookSecret);
    fetched ??= fetchSecret(config, timeoutMs).catch((error: unknown) => {
      fetched = undefined;
      throw error;
    });
    return fetched;
  };
}

async function fetchSecret(config: { baseUrl: string; apiToken: string }, timeoutMs: number): Promise<string> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/webhooks/default/secret`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${config.apiToken}` }, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`Replicate answered HTTP ${response.status} to ${url}: ${(await response.text()).slice(0, 200)}`);
  return SecretAnswer.parse(await response.json()).key;
}
