// fal's queue protocol (docs.fal.ai "Queue", fal-js libs/client/src/queue.ts and types/common.ts) and its webhooks
// (docs.fal.ai "Webhooks": the body, the retry policy, "Verifying Your Webhook"): what a result or a webhook body
// says, and how a webhook is verified. Pure reading and verification, shared by the API (webhooks) and the model
// adapter (polls).
import crypto from 'node:crypto';
import { z } from 'zod';
import type { PredictionFailure, PredictionOutcome } from '../temporal/contracts/predictions';
import { WebhookRejected } from './webhook-rejected';

/** A model's image result: `{images: [{url, content_type, width, height, ...}], seed, ...}` (every image model's output schema). */
const ImageResult = z.object({ images: z.array(z.object({ url: z.string().min(1) }).passthrough()).min(1) }).passthrough();

/**
 * A model's error body: FastAPI's `{"detail": [{loc, msg, type, ...}]}` (fal-js ValidationError) or `{"detail": "..."}`.
 * A refusal is `type: "content_policy_violation"` (fal's error reference, docs.fal.ai/errors#content_policy_violation).
 */
const ErrorBody = z
  .object({
    detail: z.union([z.string(), z.array(z.object({ msg: z.string().optional(), type: z.string().optional(), loc: z.array(z.union([z.string(), z.number()])).optional() }).passthrough())]).optional(),
  })
  .passthrough();

/** The webhook body: `{request_id, gateway_request_id, status: "OK" | "ERROR", payload, error?, payload_error?}`. */
export const FalWebhookBody = z.object({
  request_id: z.string().min(1),
  gateway_request_id: z.string().optional(),
  status: z.enum(['OK', 'ERROR']),
  payload: z.unknown().optional(),
  error: z.string().nullable().optional(),
  payload_error: z.string().nullable().optional(),
});
export type FalWebhookBody = z.infer<typeof FalWebhookBody>;

/** The queue status (`GET .../requests/{id}/status`): IN_QUEUE, IN_PROGRESS or COMPLETED. */
export const FalQueueStatus = z.object({ status: z.enum(['IN_QUEUE', 'IN_PROGRESS', 'COMPLETED']) }).passthrough();

export function falWebhookOutcome(body: FalWebhookBody): PredictionOutcome {
  if (body.status === 'OK') return falResultOutcome(body.request_id, body.payload ?? null);
  return { status: 'failed', failure: falFailure(body.request_id, body.payload, body.error ?? body.payload_error ?? undefined) };
}

/** A completed request's result (`GET .../requests/{id}` answered 2xx, or a webhook's OK payload). */
export function falResultOutcome(requestId: string, payload: unknown): PredictionOutcome {
  const result = ImageResult.safeParse(payload);
  if (result.success) return { status: 'succeeded', outputUrl: result.data.images[0].url };
  return { status: 'failed', failure: { message: `request ${requestId} completed without an image in its result` } };
}

/** Why a request failed: the model's error body (a webhook's ERROR payload, or the result URL's error answer). */
export function falFailure(requestId: string, payload: unknown, error?: string): PredictionFailure {
  const said = falErrorWords(payload);
  if (said.refused) return { message: said.words, refused: true };
  return { message: `request ${requestId} failed: ${[error, said.words].filter(Boolean).join(': ') || 'no reason given'}` };
}

/** A fal error body in words, and whether it is a content checker's refusal (`content_policy_violation`). */
export function falErrorWords(payload: unknown): { words: string; refused: boolean } {
  const parsed = ErrorBody.safeParse(payload);
  const detail = parsed.success ? parsed.data.detail : undefined;
  const items = Array.isArray(detail) ? detail : [];
  const refusal = items.find((item) => item.type === 'content_policy_violation');
  if (refusal) return { words: refusal.msg ?? 'the content was flagged by a content checker', refused: true };
  const words = typeof detail === 'string' ? detail : items.map((item) => [item.loc?.join('.'), item.msg].filter(Boolean).join(': ')).join('; ');
  return { words, refused: false };
}

/** fal signs the request id, its user id, the timestamp and the body's SHA-256; a timestamp further than this from now is refused. */
const TIMESTAMP_TOLERANCE_S = 300;

/** A JSON Web Key Set of Ed25519 keys (`{"keys": [{"kty": "OKP", "crv": "Ed25519", "x": "<base64url>"}]}`). */
const Jwks = z.object({ keys: z.array(z.object({ kty: z.string(), crv: z.string().optional(), x: z.string().optional(), kid: z.string().optional() }).passthrough()) });

/**
 * Verifies a webhook before anything is done with it, as fal's guide says: the headers X-Fal-Webhook-Request-Id,
 * -User-Id, -Timestamp and -Signature (hex); the timestamp within 5 minutes of now; the Ed25519 signature over
 * `request_id \n user_id \n timestamp \n sha256_hex(body)` by one of the keys of fal's JWKS. The body's request_id must
 * be the signed one. Returns the body.
 */
export async function verifyFalWebhook(
  rawBody: Buffer,
  headers: Record<string, string | undefined>,
  keys: (refresh: boolean) => Promise<crypto.KeyObject[]>,
  nowMs = Date.now(),
): Promise<FalWebhookBody> {
  const requestId = headers['x-fal-webhook-request-id'];
  const userId = headers['x-fal-webhook-user-id'];
  const timestamp = headers['x-fal-webhook-timestamp'];
  const signature = headers['x-fal-webhook-signature'];
  if (!requestId || !userId || !timestamp || !signature) throw new WebhookRejected('fal webhook refused: missing X-Fal-Webhook-Request-Id, -User-Id, -Timestamp or -Signature');
  if (!/^\d+$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > TIMESTAMP_TOLERANCE_S) {
    throw new WebhookRejected('fal webhook refused: its timestamp is not within 5 minutes of now (stale or replayed)');
  }
  if (!/^[0-9a-f]+$/i.test(signature) || signature.length % 2 !== 0) throw new WebhookRejected('fal webhook refused: the signature is not hex');
  const message = Buffer.from(`${requestId}\n${userId}\n${timestamp}\n${crypto.createHash('sha256').update(rawBody).digest('hex')}`);
  const signatureBytes = Buffer.from(signature, 'hex');
  const signedBy = (candidates: crypto.KeyObject[]) => candidates.some((key) => crypto.verify(null, message, key, signatureBytes));
  // A key fal rotated in since the set was cached: read the set again once before refusing.
  if (!signedBy(await keys(false)) && !signedBy(await keys(true))) throw new WebhookRejected('fal webhook refused: no key of fal\'s JWKS signed it');
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejected('fal webhook refused: its body is not JSON', 400);
  }
  const parsed = FalWebhookBody.safeParse(body);
  if (!parsed.success) throw new WebhookRejected('fal webhook refused: its body is not a queue result', 400);
  if (parsed.data.request_id !== requestId) throw new WebhookRejected('fal webhook refused: the body is for another request than the signed one');
  return parsed.data;
}

/** fal's guide: cache the key set for up to 24 hours. */
const JWKS_CACHE_MS = 24 * 60 * 60 * 1000;
/** A refresh forced by an unknown signature is not repeated sooner than this (forged webhooks must not hammer fal). */
const JWKS_MIN_REFRESH_MS = 60_000;

/** fal's Ed25519 keys, fetched from its JWKS and cached. */
export function falWebhookKeys(jwksUrl: string, timeoutMs: number): (refresh: boolean) => Promise<crypto.KeyObject[]> {
  let cached: { keys: Promise<crypto.KeyObject[]>; at: number } | undefined;
  return (refresh) => {
    const age = cached ? Date.now() - cached.at : Infinity;
    if (!cached || age > JWKS_CACHE_MS || (refresh && age > JWKS_MIN_REFRESH_MS)) {
      const entry = { keys: fetchKeys(jwksUrl, timeoutMs), at: Date.now() };
      entry.keys.catch(() => {
        if (cached === entry) cached = undefined;
      });
      cached = entry;
    }
    return cached.keys;
  };
}

async function fetchKeys(jwksUrl: string, timeoutMs: number): Promise<crypto.KeyObject[]> {
  const response = await fetch(jwksUrl, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`fal's JWKS (${jwksUrl}) answered HTTP ${response.status}`);
  const { keys } = Jwks.parse(await response.json());
  return keys
    .filter((key) => key.kty === 'OKP' && key.crv === 'Ed25519' && key.x)
    .map((key) => crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.x as string }, format: 'jwk' }));
}
