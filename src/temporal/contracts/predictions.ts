/**
 * Predictions: image models that run on a provider's queue (Replicate, fal). A model call starts one, hands its task
 * token to an `awaitPrediction` run and returns without holding a worker slot; that run completes the call when the
 * provider's signed webhook arrives (a signal from the API) or a poll finds it done. Workflow-safe: names, signal
 * definitions and plain data only.
 */
import type { RenderedImage } from './payloads';

export type PredictionProvider = 'replicate' | 'fal';

/** Where each provider reports the end of a prediction: MODEL_WEBHOOK_BASE_URL followed by this path. */
export const PREDICTION_WEBHOOK_PATHS: Record<PredictionProvider, string> = { replicate: '/webhooks/replicate', fal: '/webhooks/fal' };

/** How a prediction is waited on: by its webhook, else by polling, within a deadline (from src/config/models.ts). */
export interface PredictionTiming {
  webhookGraceMs: number;
  pollIntervalMs: number;
  timeoutMs: number;
  /** How often the waiting model call is told it is alive: within the model calls' 10 s heartbeat timeout (src/workflows/activities.ts). */
  heartbeatEveryMs: number;
  /**
   * How long a finished prediction waits for its model call's next attempt when the one that started it is gone (its
   * worker died and the heartbeat timed out): the next attempt takes the prediction over instead of paying for another.
   */
  adoptWindowMs: number;
}

/** What is needed to ask about a prediction again, cancel it and turn its output into the model call's result. */
export interface PredictionHandle {
  provider: PredictionProvider;
  /** The registry name of the image model that started it. */
  model: string;
  /** The provider's id (Replicate's prediction id, fal's request_id). */
  id: string;
  /** Where the provider says to read its state, its result and to cancel it. */
  urls: { get: string; cancel: string; result?: string };
  /** Whether the provider was given our webhook URL (else the prediction is only polled). */
  webhook: boolean;
  /** The picture asked for: the result is made exactly this size, with a layout estimated for these characters. */
  width: number;
  height: number;
  names: string[];
}

/** Why a prediction produced no image, in words, and how a run treats that. */
export interface PredictionFailure {
  message: string;
  /** Refused under the provider's content policy: a 422, not asked again. */
  refused?: boolean;
  /** Another attempt of the same call can succeed (a rate limit, an outage, our own timeout). */
  retryable?: boolean;
  /** How long the provider asked to wait first. */
  retryAfterMs?: number;
}

export type PredictionOutcome =
  | { status: 'running' }
  | { status: 'succeeded'; outputUrl: string }
  | { status: 'failed'; failure: PredictionFailure };

/** What the waiting model call returns once the output is stored: a scene (or panel) image, or a reference view. */
/** `keep`: an edit inside a mask, whose output is laid over the picture through the mask as it is stored. */
export type PredictionCompletion = { kind: 'scene'; folder: 'scenes' | 'panels'; keep?: { sourceImageKey: string; maskKey: string } } | { kind: 'reference'; label: string };
export type PredictionResult = RenderedImage | { label: string; imageKey: string };

export interface AwaitPredictionInput {
  handle: PredictionHandle;
  /** The waiting model call's task token, base64. */
  taskToken: string;
  /** The run the model call works for: once it is over, nobody will take the prediction over. */
  caller: { workflowId: string; runId: string };
  completion: PredictionCompletion;
  timing: PredictionTiming;
}

export const PREDICTION_SIGNALS = {
  /** The provider's verified word that the prediction ended (a PredictionOutcome, sent by the API's webhook routes). */
  reported: 'predictionReported',
  /** The model call's next attempt took the prediction over (its first attempt's worker died): `{taskToken}` to complete. */
  adopted: 'predictionAdopted',
} as const;

/** What the waiting model call carries in its heartbeat, so that its next attempt finds the prediction. */
export interface WaitingCallDetails {
  predictionWorkflowId: string;
}
