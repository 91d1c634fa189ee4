import { z } from 'zod';
import type { PredictionInputs } from '../../config/models';
import { ReplicatePrediction, expiredOutput, replicateOutcome } from '../../predictions/replicate';
import { PREDICTION_WEBHOOK_PATHS, type PredictionHandle, type PredictionTiming } from '../../temporal/contracts/predictions';
import { ModelError } from '../errors';
import type { ImageModel } from '../types';
import { bearer, clip, contentPolicyError, type HttpSettings, isRetryableStatus, jsonRequest, mentionsContentPolicy, sendBytes, sendJson } from './http';
import { type PredictionApi, predictionImageModel } from './prediction-model';
import { REPLICATE_MODEL_INPUTS, replicateModelFamily } from './replicate-models';
import { parseOutput } from './validate';

export interface ReplicateConfig {
  baseUrl: string;
  apiToken: string;
  /** `owner/name` (its latest version, `models.predictions.create`) or `owner/name:version` (`predictions.create`). */
  model: string;
  /** From REPLICATE_MODEL_INPUTS, for a model the table does not know. */
  inputs?: PredictionInputs;
  /** Our public base URL (MODEL_WEBHOOK_BASE_URL); unset: predictions are polled. */
  webhookBaseUrl?: string;
  timing: PredictionTiming;
  timeoutMs: number;
}

/** The registry name of a Replicate model or version. */
export const replicateModelName = (model: string) => `replicate:${model}`;

/**
 * Replicate's HTTP API (OpenAPI "Replicate HTTP API" 1.0.0-a1): predictions are created for an official model
 * (`POST /models/{owner}/{name}/predictions`) or a version (`POST /predictions` with `version`), with our webhook and
 * `webhook_events_filter: ["completed"]` (start and completed are always sent otherwise; only the end matters here),
 * read with `GET urls.get` and stopped with `POST urls.cancel`. Errors are problem details (`application/problem+json`:
 * `{title, detail, status}`, and `invalid_fields` on a 422); a 429 says how long to wait (`retry_after`, seconds).
 */
export function createReplicateImageModel(config: ReplicateConfig): ImageModel {
  const name = replicateModelName(config.model);
  // Configuration first: a mapping given for a model the table knows replaces the table's (a model's inputs can change).
  const inputs = config.inputs ?? REPLICATE_MODEL_INPUTS[replicateModelFamily(config.model)];
  if (!inputs) {
    throw new Error(`Replicate model ${config.model} is not one Likeness knows how to feed (${Object.keys(REPLICATE_MODEL_INPUTS).join(', ')}): give its inputs in REPLICATE_MODEL_INPUTS`);
  }
  const base = config.baseUrl.replace(/\/+$/, '');
  const settings: HttpSettings = { provider: name, timeoutMs: config.timeoutMs, describeError: (status, body, headers) => problem(name, status, body, headers) };
  const auth = bearer(config.apiToken);
  const [model, version] = config.model.split(':');

  const api: PredictionApi = {
    provider: 'replicate',
    async create(input, webhookUrl, signal) {
      const body = { ...(version ? { version } : {}), input, ...(webhookUrl ? { webhook: webhookUrl, webhook_events_filter: ['completed'] } : {}) };
      const url = version ? `${base}/predictions` : `${base}/models/${model}/predictions`;
      const created = parseOutput(ReplicatePrediction, await sendJson(url, { ...jsonRequest(body, auth), signal }, settings), name);
      return { id: created.id, urls: { get: created.urls?.get ?? `${base}/predictions/${created.id}`, cancel: created.urls?.cancel ?? `${base}/predictions/${created.id}/cancel` } };
    },
    async check(handle, signal) {
      return replicateOutcome(parseOutput(ReplicatePrediction, await sendJson(handle.urls.get, { headers: auth, signal }, settings), name));
    },
    async download(_handle, outputUrl, signal) {
      try {
        return await sendBytes(outputUrl, { headers: outputAuth(outputUrl, base, auth), signal }, settings);
      } catch (error) {
        if (error instanceof ModelError && (error.status === 404 || error.status === 410)) return undefined;
        throw error;
      }
    },
    async cancel(handle) {
      await sendJson(handle.urls.cancel, { method: 'POST', headers: auth }, settings);
    },
    expired: (handle: PredictionHandle) => expiredOutput(handle.id),
  };
  return predictionImageModel({ name, inputs, webhookUrl: config.webhookBaseUrl && `${config.webhookBaseUrl}${PREDICTION_WEBHOOK_PATHS.replicate}`, timing: config.timing }, api);
}

/**
 * "Any files will be represented as HTTPS URLs. You'll need to pass the Authorization header to request them"
 * (predictions.get); "Output files are served by replicate.delivery and its subdomains". The token goes only there
 * (and to the API's own host), never to another host an output URL might name.
 */
function outputAuth(outputUrl: string, base: string, auth: Record<string, string>): Record<string, string> {
  const host = new URL(outputUrl).hostname;
  const trusted = host === new URL(base).hostname || host === 'replicate.delivery' || host.endsWith('.replicate.delivery');
  return trusted ? auth : {};
}

const Problem = z.object({ title: z.string().optional(), detail: z.string().optional(), retry_after: z.number().optional() }).passthrough();

/** A problem-details answer in words: "Unauthenticated: You did not pass a valid authentication token". */
function problem(provider: string, status: number, body: string, headers: Headers): ModelError | undefined {
  let parsed: z.infer<typeof Problem> | undefined;
  try {
    parsed = Problem.parse(JSON.parse(body));
  } catch {
    return undefined;
  }
  const words = [parsed.title, parsed.detail].filter(Boolean).join(': ') || clip(body);
  if (mentionsContentPolicy(words)) return contentPolicyError(provider, words, status);
  const header = Number(headers.get('retry-after'));
  const retryAfterMs = Number.isFinite(header) && headers.has('retry-after') ? header * 1000 : parsed.retry_after !== undefined ? parsed.retry_after * 1000 : undefined;
  const hint = status === 401 ? ' (the API token is missing, wrong or revoked)' : status === 404 ? ' (no such model or version)' : status === 429 ? ' (rate limit reached)' : '';
  return new ModelError(`${provider} answered HTTP ${status}${hint}: ${clip(words)}`, { provider, status, retryable: isRetryableStatus(status), retryAfterMs });
}
