import { z } from 'zod';
import type { PredictionInputs } from '../../config/models';
import { FalQueueStatus, falErrorWords, falFailure, falResultOutcome } from '../../predictions/fal';
import { PREDICTION_WEBHOOK_PATHS, type PredictionOutcome, type PredictionTiming } from '../../temporal/contracts/predictions';
import { ModelError } from '../errors';
import type { ImageModel } from '../types';
import { clip, contentPolicyError, type HttpSettings, jsonRequest, sendBytes, sendJson, sendJsonAnswer } from './http';
import { FAL_MODEL_INPUTS } from './fal-models';
import { type PredictionApi, predictionImageModel } from './prediction-model';
import { parseOutput } from './validate';

export interface FalConfig {
  queueUrl: string;
  apiKey: string;
  /** The model id with its path, e.g. fal-ai/flux-pro/kontext/max. */
  model: string;
  inputs?: PredictionInputs;
  webhookBaseUrl?: string;
  timing: PredictionTiming;
  timeoutMs: number;
}

/** The registry name of a fal model. */
export const falModelName = (model: string) => `fal:${model}`;

/** The submit answer: `{request_id, response_url, status_url, cancel_url, ...}` (fal-js InQueueQueueStatus). */
const Submitted = z.object({ request_id: z.string().min(1), response_url: z.string().min(1), status_url: z.string().min(1), cancel_url: z.string().min(1) }).passthrough();

/**
 * fal's queue (docs.fal.ai "Queue"; fal-js `queue.submit`, `status`, `result`, `cancel`): `POST queue.fal.run/<model id>`
 * with `Authorization: Key <FAL_KEY>` and our webhook as `?fal_webhook=`, then the status, result and cancel URLs the
 * submit answer gives ("Do not build these URLs yourself"): `GET status_url` (IN_QUEUE, IN_PROGRESS, COMPLETED),
 * `GET response_url` for the result (a failed request's result is its error answer, as fal-js `result()` reads it) and
 * `PUT cancel_url`. Errors are FastAPI's `{"detail": ...}`.
 */
export function createFalImageModel(config: FalConfig): ImageModel {
  const name = falModelName(config.model);
  // Configuration first: a mapping given for a model the table knows replaces the table's (a model's inputs can change).
  const inputs = config.inputs ?? FAL_MODEL_INPUTS[config.model];
  if (!inputs) {
    throw new Error(`fal model ${config.model} is not one Likeness knows how to feed (${Object.keys(FAL_MODEL_INPUTS).join(', ')}): give its inputs in FAL_MODEL_INPUTS`);
  }
  const base = config.queueUrl.replace(/\/+$/, '');
  const settings: HttpSettings = { provider: name, timeoutMs: config.timeoutMs, describeError: (status, body) => falError(name, status, body) };
  const auth = { authorization: `Key ${config.apiKey}` };

  const api: PredictionApi = {
    provider: 'fal',
    async create(input, webhookUrl, signal) {
      const url = `${base}/${config.model}${webhookUrl ? `?fal_webhook=${encodeURIComponent(webhookUrl)}` : ''}`;
      const submitted = parseOutput(Submitted, await sendJson(url, { ...jsonRequest(input, auth), signal }, settings), name);
      return { id: submitted.request_id, urls: { get: submitted.status_url, result: submitted.response_url, cancel: submitted.cancel_url } };
    },
    async check(handle, signal): Promise<PredictionOutcome> {
      const status = parseOutput(FalQueueStatus, await sendJson(handle.urls.get, { headers: auth, signal }, settings), name);
      if (status.status !== 'COMPLETED') return { status: 'running' };
      // The result of a request that failed in its model is the model's error answer (4xx other than these).
      const answer = await sendJsonAnswer(handle.urls.result ?? handle.urls.get, { headers: auth, signal }, settings, (code) => code >= 400 && code < 500 && ![401, 403, 404, 408, 429].includes(code));
      return answer.status < 300 ? falResultOutcome(handle.id, answer.json) : { status: 'failed', failure: falFailure(handle.id, answer.json) };
    },
    async download(_handle, outputUrl, signal) {
      try {
        return await sendBytes(outputUrl, { signal }, settings);
      } catch (error) {
        if (error instanceof ModelError && (error.status === 404 || error.status === 410)) return undefined;
        throw error;
      }
    },
    async cancel(handle) {
      await sendJsonAnswer(handle.urls.cancel, { method: 'PUT', headers: auth }, settings, (code) => code === 400);
    },
    expired: (handle) => `the output of request ${handle.id} expired before it was copied (fal's media URLs do not last)`,
  };
  return predictionImageModel({ name, inputs, webhookUrl: config.webhookBaseUrl && `${config.webhookBaseUrl}${PREDICTION_WEBHOOK_PATHS.fal}`, timing: config.timing }, api);
}

/** A fal error answer in words: a content checker's refusal (`content_policy_violation`) is a refusal; a rejected input names its field. */
function falError(provider: string, status: number, body: string): ModelError | undefined {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return undefined;
  }
  const said = falErrorWords(payload);
  if (said.refused) return contentPolicyError(provider, said.words, status);
  // Everything else (a key refused, a rate limit with its Retry-After, an outage) reads as any provider's status.
  if (status !== 400 && status !== 422) return undefined;
  return new ModelError(`${provider} answered HTTP ${status}: ${clip(said.words || body)}`, { provider, status, retryable: false });
}
