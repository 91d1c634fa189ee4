import { ApplicationFailure, CompleteAsyncError, Context } from '@temporalio/activity';
import { ActivityCancelledError, ActivityNotFoundError, WorkflowNotFoundError } from '@temporalio/client';
import type { PredictionRunner } from '../models/types';
import { keepOutside } from '../images/masks';
import { newStorageKey } from '../storage';
import { FAILURE_TYPES, WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import {
  type AwaitPredictionInput,
  PREDICTION_SIGNALS,
  type PredictionCompletion,
  type PredictionFailure,
  type PredictionHandle,
  type PredictionOutcome,
  type PredictionResult,
  type WaitingCallDetails,
} from '../temporal/contracts/predictions';
import type { ActivityDeps } from './deps';
import { callModel, modelFailure } from './model-failures';
import { loadStoredFile } from './stored-files';

/**
 * A model call on a prediction model: starts the prediction, hands this call's task token to its `awaitPrediction`
 * run and returns without a result (the worker slot is free at once); that run completes the call. A next attempt of
 * the call (its first attempt's worker died, so its heartbeat timed out) takes over the prediction its heartbeat
 * names instead of paying for another.
 */
export async function awaitPrediction(runner: PredictionRunner, start: (signal: AbortSignal) => Promise<PredictionHandle>, completion: PredictionCompletion): Promise<never> {
  const context = Context.current();
  const taskToken = Buffer.from(context.info.taskToken).toString('base64');
  const earlier = (context.info.heartbeatDetails as WaitingCallDetails | undefined)?.predictionWorkflowId;
  if (earlier && (await tookOver(earlier, taskToken))) throw new CompleteAsyncError();
  const handle = await callModel(() => start(context.cancellationSignal));
  const workflowId = workflowIds.prediction(handle.provider, handle.id);
  context.heartbeat({ predictionWorkflowId: workflowId } satisfies WaitingCallDetails);
  const caller = { workflowId: context.info.workflowExecution?.workflowId ?? '', runId: context.info.workflowExecution?.runId ?? '' };
  const input: AwaitPredictionInput = { handle, taskToken, caller, completion, timing: runner.timing };
  try {
    await context.client.workflow.start(WORKFLOW_TYPES.awaitPrediction, { taskQueue: context.info.taskQueue, workflowId, args: [input] });
  } catch (error) {
    // Nobody would wait for it: it must not run (and be paid for) unseen.
    await runner.cancel(handle).catch(() => undefined);
    throw error;
  }
  throw new CompleteAsyncError();
}

/** Tells the prediction's run that this attempt now waits for it; false when that run is over. */
async function tookOver(workflowId: string, taskToken: string): Promise<boolean> {
  try {
    await Context.current().client.workflow.getHandle(workflowId).signal(PREDICTION_SIGNALS.adopted, { taskToken });
    return true;
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return false;
    throw error;
  }
}

/** A waiting call no longer waits: `gone` while its run goes on (a next attempt may take over), `abandoned` once the run is over. */
export type WaitingCallGone = 'gone' | 'abandoned';

async function whyGone(caller: AwaitPredictionInput['caller']): Promise<WaitingCallGone> {
  try {
    const { status } = await Context.current().client.workflow.getHandle(caller.workflowId, caller.runId).describe();
    return status.name === 'RUNNING' ? 'gone' : 'abandoned';
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return 'abandoned';
    throw error;
  }
}

/**
 * How a waiting model call ends: with its result; with the provider's failure (a failed, refused or timed-out
 * prediction); with the failure a step of its `awaitPrediction` run ended with, passed on as it is; or cancelled.
 */
export type Settlement =
  | { result: PredictionResult }
  | { failure: PredictionFailure }
  | { failed: { message: string; type?: string; nonRetryable: boolean } }
  | { cancelled: true };

/** The activities of an `awaitPrediction` run (local activities: quick, one HTTP call or one Temporal call each). */
export function createPredictionActivities(deps: ActivityDeps) {
  function runner(handle: PredictionHandle): PredictionRunner {
    const prediction = deps.models.image(handle.model).prediction;
    if (!prediction) throw ApplicationFailure.nonRetryable(`${handle.model} is not a prediction model on this worker`, FAILURE_TYPES.invalidRequest);
    return prediction;
  }

  const tokenOf = (taskToken: string) => new Uint8Array(Buffer.from(taskToken, 'base64'));

  return {
    /** One poll: the prediction's state now. */
    async checkPrediction(input: { handle: PredictionHandle }): Promise<PredictionOutcome> {
      return callModel(() => runner(input.handle).check(input.handle));
    },

    /**
     * Copies a finished prediction's output into our storage at once (providers delete outputs: Replicate after an
     * hour) and returns what the waiting call returns. An output that is gone fails, saying so.
     */
    async storePredictionOutput(input: { handle: PredictionHandle; outputUrl: string; completion: PredictionCompletion }): Promise<PredictionResult> {
      const { handle, completion } = input;
      const result = await callModel(() => runner(handle).result(handle, input.outputUrl));
      const imageKey = newStorageKey(completion.kind === 'reference' ? 'references' : completion.folder);
      const keep = completion.kind === 'scene' ? completion.keep : undefined;
      const png = keep ? await keepOutside(await loadStoredFile(deps.storage, keep.sourceImageKey), result.png, await loadStoredFile(deps.storage, keep.maskKey)) : result.png;
      await deps.storage.put(imageKey, png, 'image/png');
      if (completion.kind === 'reference') return { label: completion.label, imageKey };
      return { imageKey, width: result.width, height: result.height, layout: result.layout };
    },

    /**
     * Tells the waiting call it is alive (a heartbeat by its task token): `cancelled` when its run cancelled it, `gone`
     * when it timed out while its run goes on (its next attempt may take over), `abandoned` when its run is over.
     */
    async heartbeatWaitingCall(input: { taskToken: string; details: WaitingCallDetails; caller: AwaitPredictionInput['caller'] }): Promise<'alive' | 'cancelled' | WaitingCallGone> {
      try {
        await Context.current().client.activity.heartbeat(tokenOf(input.taskToken), input.details);
        return 'alive';
      } catch (error) {
        if (error instanceof ActivityCancelledError) return 'cancelled';
        if (error instanceof ActivityNotFoundError) return whyGone(input.caller);
        throw error;
      }
    },

    /** Ends the waiting call; `gone` or `abandoned` (as heartbeatWaitingCall says) when it is no longer waiting. */
    async settleWaitingCall(input: { taskToken: string; handle: PredictionHandle; settlement: Settlement; caller: AwaitPredictionInput['caller'] }): Promise<'settled' | WaitingCallGone> {
      const { activity } = Context.current().client;
      const token = tokenOf(input.taskToken);
      const { settlement } = input;
      try {
        if ('result' in settlement) await activity.complete(token, settlement.result);
        else if ('failure' in settlement) await activity.fail(token, modelFailure(runner(input.handle).failure(settlement.failure)));
        else if ('failed' in settlement) await activity.fail(token, ApplicationFailure.create(settlement.failed));
        else await activity.reportCancellation(token);
        return 'settled';
      } catch (error) {
        if (error instanceof ActivityNotFoundError) return whyGone(input.caller);
        throw error;
      }
    },

    /** Asks the provider to stop a prediction nobody waits for any more (its cancel URL). */
    async cancelPrediction(input: { handle: PredictionHandle }): Promise<void> {
      await callModel(() => runner(input.handle).cancel(input.handle));
    },
  };
}
