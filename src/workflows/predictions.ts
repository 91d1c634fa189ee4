// One run per prediction (Replicate, fal). The model call that started the prediction returned without a result and
// holds no worker slot; this run keeps it alive (a heartbeat by its task token, from whichever worker runs this) and
// completes it when the provider's verified webhook arrives (a signal from the API) or, once the webhook is overdue
// or when there is no public URL, when a poll finds the prediction done. A call given up on (its run cancelled or gone)
// cancels the prediction. When the call's worker died, its next attempt takes the prediction over (a signal) instead
// of paying for another; the result goes to whichever attempt waits.
import { ActivityFailure, ApplicationFailure, condition, defineSignal, setHandler, workflowInfo } from '@temporalio/workflow';
import type { Settlement } from '../activities/predictions';
import { type AwaitPredictionInput, PREDICTION_SIGNALS, type PredictionOutcome } from '../temporal/contracts/predictions';
import { predictionSteps as steps } from './activities';
import { discardImage } from './attempts';
import { failureText } from './failures';

const reported = defineSignal<[PredictionOutcome]>(PREDICTION_SIGNALS.reported);
const adopted = defineSignal<[{ taskToken: string }]>(PREDICTION_SIGNALS.adopted);

export async function awaitPrediction(input: AwaitPredictionInput): Promise<void> {
  const { handle, timing } = input;
  let report: Exclude<PredictionOutcome, { status: 'running' }> | undefined;
  let taskToken = input.taskToken;
  // A webhook delivered twice (providers retry), or after a poll found the end: the first word counts.
  setHandler(reported, (outcome) => {
    if (outcome.status !== 'running') report ??= outcome;
  });
  setHandler(adopted, (next) => {
    taskToken = next.taskToken;
  });

  /** The call whose token was `used` is gone: true once a next attempt takes over within the window (never when its run is over). */
  const takenOver = (used: string, why: 'gone' | 'abandoned') => why === 'gone' && condition(() => taskToken !== used, timing.adoptWindowMs);

  const details = { predictionWorkflowId: workflowInfo().workflowId };
  const deadline = Date.now() + timing.timeoutMs;
  let nextPoll = Date.now() + (handle.webhook ? timing.webhookGraceMs : timing.pollIntervalMs);
  let settlement: Settlement | undefined;
  while (!settlement) {
    if (report) {
      settlement = await settlementOf(report, input);
      break;
    }
    const used = taskToken;
    const call = await steps.heartbeatWaitingCall({ taskToken: used, details, caller: input.caller });
    if (call === 'cancelled' || (call !== 'alive' && !(await takenOver(used, call)))) {
      await cancel(input);
      if (call === 'cancelled') await steps.settleWaitingCall({ taskToken: used, handle, settlement: { cancelled: true }, caller: input.caller });
      return;
    }
    if (Date.now() >= deadline) {
      await cancel(input);
      settlement = { failure: { message: `prediction ${handle.id} did not finish within ${timing.timeoutMs} ms (PREDICTION_TIMEOUT_MS); it was cancelled`, retryable: true } };
      break;
    }
    if (Date.now() >= nextPoll) {
      const polled = await poll(input);
      // A steady cadence: the time a poll takes does not push the next one later (unless it overran the interval).
      nextPoll = Math.max(nextPoll + timing.pollIntervalMs, Date.now());
      if (polled && 'failed' in polled) settlement = polled;
      else if (polled && polled.status !== 'running') settlement = await settlementOf(polled, input);
      if (settlement) break;
    }
    await condition(() => report !== undefined, Math.max(0, Math.min(nextPoll, deadline, Date.now() + timing.heartbeatEveryMs) - Date.now()));
  }

  // Delivered to whichever attempt of the call waits now; a result nobody takes any more is deleted.
  for (;;) {
    const used = taskToken;
    const settled = await steps.settleWaitingCall({ taskToken: used, handle, settlement, caller: input.caller });
    if (settled === 'settled') return;
    if (!(await takenOver(used, settled))) break;
  }
  if ('result' in settlement) await discardImage(settlement.result.imageKey);
}

/** A finished prediction: its output copied into our storage (the call's result), or its failure. */
async function settlementOf(outcome: Exclude<PredictionOutcome, { status: 'running' }>, input: AwaitPredictionInput): Promise<Settlement> {
  if (outcome.status === 'failed') return { failure: outcome.failure };
  try {
    return { result: await steps.storePredictionOutput({ handle: input.handle, outputUrl: outcome.outputUrl, completion: input.completion }) };
  } catch (error) {
    return { failed: stepFailure(error) };
  }
}

/** One poll; a provider that stays unreachable is asked again at the next poll (the deadline bounds it), one that refuses ends the call. */
async function poll(input: AwaitPredictionInput): Promise<PredictionOutcome | Extract<Settlement, { failed: unknown }> | undefined> {
  try {
    return await steps.checkPrediction({ handle: input.handle });
  } catch (error) {
    const failure = stepFailure(error);
    return failure.nonRetryable ? { failed: failure } : undefined;
  }
}

/** Asks the provider to stop the prediction; one that cannot be stopped (already over, or unreachable) is left as it is. */
async function cancel(input: AwaitPredictionInput): Promise<void> {
  try {
    await steps.cancelPrediction({ handle: input.handle });
  } catch {
    // Best effort: the prediction ends on the provider's own time limit.
  }
}

/** The failure a step ended with, passed on to the waiting call as it is. */
function stepFailure(error: unknown): { message: string; type?: string; nonRetryable: boolean } {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure) return { message: cause.message, type: cause.type ?? undefined, nonRetryable: cause.nonRetryable === true };
  return { message: failureText(error), nonRetryable: false };
}
