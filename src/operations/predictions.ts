import { type WorkflowHandle, WorkflowNotFoundError } from '@temporalio/client';
import { AppError, notFound } from '../errors';
import { WebhookRejected } from '../predictions';
import { workflowIds } from '../temporal/contracts/names';
import { PREDICTION_SIGNALS, type PredictionOutcome, type PredictionProvider } from '../temporal/contracts/predictions';
import type { OperationDeps } from './context';

export interface PredictionWebhookReceipt {
  received: true;
  /** False when it changed nothing: delivered before, about a prediction still running, or one already settled. */
  applied: boolean;
  detail: string;
}

/** How long a provider is asked to wait when the keys to verify its webhook could not be fetched. */
const KEYS_UNAVAILABLE_RETRY_S = 30;

/** Until its run exists (a webhook that overtook the model call starting it), the provider is asked to send it again. */
const NOT_WAITED_ON_RETRY_S = 2;

/**
 * A provider's webhook: verified before anything is done with it (401 when it is forged, altered, replayed with
 * another timestamp, or stale), then its word passed to the prediction's `awaitPrediction` run as a signal, which
 * keeps the first and ignores repeats. Answers at once: copying the output is the run's work.
 */
export async function receivePredictionWebhook(
  deps: OperationDeps,
  provider: PredictionProvider,
  rawBody: Buffer,
  headers: Record<string, string | undefined>,
): Promise<PredictionWebhookReceipt> {
  const verify = deps.predictionWebhooks?.[provider];
  if (!verify) throw notFound(`The ${provider} provider is not configured on this server, so its webhook`);
  let report;
  try {
    report = await verify(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookRejected) throw new AppError(error.status, error.message);
    // The keys to verify with could not be had (Replicate's secret, fal's JWKS): the provider sends it again later.
    throw new AppError(503, `The ${provider} webhook cannot be verified now: ${error instanceof Error ? error.message : String(error)}`, {}, { 'Retry-After': String(KEYS_UNAVAILABLE_RETRY_S) });
  }
  if (report.outcome.status === 'running') return { received: true, applied: false, detail: `prediction ${report.id} is still running` };
  const run = deps.temporal.workflow.getHandle(workflowIds.prediction(provider, report.id));
  const applied = { received: true, applied: true, detail: `prediction ${report.id} ${report.outcome.status}` } as const;
  if (await signalled(run, report.outcome)) return applied;
  const state = await stateOf(run);
  if (state === 'absent') {
    throw new AppError(503, `No run waits for ${provider} prediction ${report.id} yet; send it again`, {}, { 'Retry-After': String(NOT_WAITED_ON_RETRY_S) });
  }
  // A run that started between the signal and the look (the model call starting it was that close behind) still waits.
  if (state === 'running' && (await signalled(run, report.outcome))) return applied;
  return { received: true, applied: false, detail: `prediction ${report.id} was settled before` };
}

/** Signals the prediction's run; false when no run by its id is running (not started yet, or over). */
async function signalled(run: WorkflowHandle, outcome: PredictionOutcome): Promise<boolean> {
  try {
    await run.signal(PREDICTION_SIGNALS.reported, outcome);
    return true;
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return false;
    throw error;
  }
}

async function stateOf(run: WorkflowHandle): Promise<'absent' | 'running' | 'over'> {
  try {
    return (await run.describe()).status.name === 'RUNNING' ? 'running' : 'over';
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return 'absent';
    throw error;
  }
}
