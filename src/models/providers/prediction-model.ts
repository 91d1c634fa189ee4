import { setTimeout as sleep } from 'node:timers/promises';
import type { PredictionInputs } from '../../config/models';
import type { PredictionFailure, PredictionHandle, PredictionOutcome, PredictionProvider, PredictionTiming } from '../../temporal/contracts/predictions';
import { ModelError } from '../errors';
import type { CallOptions, ImageModel, PredictionRunner } from '../types';
import { contentPolicyError } from './http';
import { providerImageModel, providerResult } from './image-model';
import { editJob, type ImageJob, referenceViewJob, renderJob } from './job';
import { predictionInput } from './prediction-inputs';

/** One provider's prediction API (Replicate, fal): the HTTP calls, each classified by http.ts. */
export interface PredictionApi {
  readonly provider: PredictionProvider;
  /** Creates the prediction for this input, reporting to `webhookUrl` when given. */
  create(input: Record<string, unknown>, webhookUrl: string | undefined, signal?: AbortSignal): Promise<Pick<PredictionHandle, 'id' | 'urls'>>;
  check(handle: PredictionHandle, signal?: AbortSignal): Promise<PredictionOutcome>;
  /** The output file's bytes; undefined when it is gone (expired). */
  download(handle: PredictionHandle, outputUrl: string, signal?: AbortSignal): Promise<Buffer | undefined>;
  cancel(handle: PredictionHandle): Promise<void>;
  /** Why an output that is gone cannot be copied, in the provider's terms. */
  expired(handle: PredictionHandle): string;
}

export interface PredictionModelConfig {
  /** Registry name, e.g. "replicate:black-forest-labs/flux-kontext-pro". */
  name: string;
  inputs: PredictionInputs;
  /** The provider's webhook route on our public URL; undefined: the prediction is polled. */
  webhookUrl?: string;
  timing: PredictionTiming;
}

/**
 * An image model served as predictions. Model calls use `prediction` (start, then a webhook or polls finish it without
 * holding a worker); `render` starts, polls and copies in one call (`likeness models check`, the library seed).
 */
export function predictionImageModel(config: PredictionModelConfig, api: PredictionApi): ImageModel {
  const { name, timing } = config;

  async function start(job: ImageJob, webhookUrl: string | undefined, signal?: AbortSignal): Promise<PredictionHandle> {
    const created = await api.create(await predictionInput(job, config.inputs, name), webhookUrl, signal);
    return { provider: api.provider, model: name, ...created, webhook: webhookUrl !== undefined, width: job.width, height: job.height, names: job.names };
  }

  function failure(failed: PredictionFailure): ModelError {
    if (failed.refused) return contentPolicyError(name, failed.message);
    // A failed prediction is not asked again as it is; the run's next attempt (another seed) may succeed.
    return new ModelError(`${name} ${failed.message}`, { provider: name, retryable: failed.retryable ?? false, declined: !failed.retryable, retryAfterMs: failed.retryAfterMs });
  }

  async function output(handle: PredictionHandle, outputUrl: string, signal?: AbortSignal): Promise<Buffer> {
    const bytes = await api.download(handle, outputUrl, signal);
    if (!bytes) throw failure({ message: api.expired(handle) });
    return bytes;
  }

  /** The whole call in one: a prediction polled (never a webhook) until it ends or runs out of time, then cancelled if it did not. */
  async function generate(job: ImageJob, { signal }: CallOptions): Promise<Buffer> {
    const handle = await start(job, undefined, signal);
    const deadline = Date.now() + timing.timeoutMs;
    let outcome: PredictionOutcome = { status: 'running' };
    try {
      while (outcome.status === 'running') {
        if (Date.now() >= deadline) throw timedOut(name, handle, timing.timeoutMs);
        await sleep(Math.min(timing.pollIntervalMs, deadline - Date.now()), undefined, { signal });
        outcome = await api.check(handle, signal);
      }
    } catch (error) {
      // Given up on (timed out, cancelled, the provider unreachable): the prediction must not run on unseen.
      await api.cancel(handle).catch(() => undefined);
      throw error;
    }
    if (outcome.status === 'failed') throw failure(outcome.failure);
    return output(handle, outcome.outputUrl, signal);
  }

  const prediction: PredictionRunner = {
    timing,
    needsImage: config.inputs.imageRequired === true,
    startRender: async (request, options = {}) => start(await renderJob(request), config.webhookUrl, options.signal),
    startReference: (request, options = {}) => start(referenceViewJob(request), config.webhookUrl, options.signal),
    startEdit: (request, options = {}) => start(editJob(request), config.webhookUrl, options.signal),
    check: (handle, options = {}) => api.check(handle, options.signal),
    result: async (handle, outputUrl, options = {}) => providerResult(name, await output(handle, outputUrl, options.signal), handle),
    cancel: (handle) => api.cancel(handle),
    failure,
  };
  return { ...providerImageModel(name, generate), prediction };
}

/** The prediction ran past its time: it is cancelled, and the call fails so that Temporal tries again. */
function timedOut(name: string, handle: PredictionHandle, timeoutMs: number): ModelError {
  return new ModelError(`${name} prediction ${handle.id} did not finish within ${timeoutMs} ms (PREDICTION_TIMEOUT_MS); it was cancelled`, { provider: name, retryable: true });
}
