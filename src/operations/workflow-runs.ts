import {
  ActivityFailure,
  ApplicationFailure,
  CancelledFailure,
  TerminatedFailure,
  TimeoutFailure,
  WorkflowExecutionAlreadyStartedError,
  WorkflowFailedError,
  type WorkflowHandle,
  WorkflowNotFoundError,
} from '@temporalio/client';
import { AppError, InsufficientCreditsError, RunEndedError } from '../errors';
import { FAILURE_TYPES, SEARCH_ATTRIBUTES, TASK_QUEUES } from '../temporal/contracts/names';
import type { OperationDeps } from './context';

/** A workflow function's shape as the client sees it: one input, one output. */
type WorkflowOf<I, O> = (input: I) => Promise<O>;

/** Failure types a run may end with that reach the caller as this status. */
const FAILURE_STATUS: Record<string, number> = {
  [FAILURE_TYPES.modelFailed]: 502,
  [FAILURE_TYPES.contentRefused]: 422,
  [FAILURE_TYPES.invalidRequest]: 400,
  [FAILURE_TYPES.notFound]: 404,
  [FAILURE_TYPES.conflict]: 409,
  [FAILURE_TYPES.internal]: 500,
};

/** A run's end is its answer: the same Idempotency-Key answers it again, so a retry that should run again takes a new key. */
const RETRY = 'It is safe to retry with a new Idempotency-Key (the same key answers this result again).';
const REFUNDED = `Every credit it had not delivered was refunded. ${RETRY}`;

export interface RunLabels {
  userId: string;
  kind: string;
  characterId?: string;
  /** One line shown in the Temporal UI for this run. */
  summary: string;
}

/** One run to start: which workflow, under which id, with what input, labelled for operators. */
export interface RunRequest<I> {
  workflowType: string;
  workflowId: string;
  input: I;
  labels: RunLabels;
  requestId: string;
  /** A run whose id may start again once an earlier run with it failed (a deletion an operator resumes); default: never. */
  restartAfterFailure?: boolean;
}

function searchAttributesFor(labels: RunLabels) {
  return [
    { key: SEARCH_ATTRIBUTES.userId, value: labels.userId },
    { key: SEARCH_ATTRIBUTES.kind, value: labels.kind },
    { key: SEARCH_ATTRIBUTES.status, value: 'running' },
    ...(labels.characterId ? [{ key: SEARCH_ATTRIBUTES.characterId, value: labels.characterId }] : []),
  ];
}

/** The message of a run that ended without a result, as the caller should read it; never a stack trace. */
function endedRunError(failure: unknown): AppError | undefined {
  if (failure instanceof CancelledFailure) return new RunEndedError(503, `The run was cancelled by an operator. ${REFUNDED}`);
  if (failure instanceof TerminatedFailure || failure instanceof TimeoutFailure) {
    return new RunEndedError(503, `The run was stopped by an operator before it finished; its undelivered credits are refunded by \`likeness credits reconcile\`. ${RETRY}`);
  }
  if (failure instanceof ActivityFailure) {
    // A step that found the request itself wrong (the listing bought meanwhile, the character deleted) says so.
    const type = failure.cause instanceof ApplicationFailure ? failure.cause.type : undefined;
    if (type === FAILURE_TYPES.notFound || type === FAILURE_TYPES.conflict) return new RunEndedError(FAILURE_STATUS[type], failure.cause!.message);
    return new RunEndedError(503, `A service the run depends on failed (${failure.activityType}: ${failure.cause?.message ?? failure.message}). ${REFUNDED}`);
  }
  if (!(failure instanceof ApplicationFailure) || !failure.type) return undefined;
  if (failure.type === FAILURE_TYPES.insufficientCredits) {
    const details = (failure.details?.[0] ?? {}) as { credits?: number; required?: number };
    return new InsufficientCreditsError(details.credits ?? 0, details.required ?? 0);
  }
  const status = FAILURE_STATUS[failure.type];
  return status ? new RunEndedError(status, failure.message) : undefined;
}

/** Turns a failed run into the AppError its failure names; anything else stays a 500. */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof WorkflowFailedError)) return error;
  return endedRunError(error.cause) ?? error;
}

/**
 * Starts a run, or joins the run that already has its id (a retried or concurrent request with the same
 * Idempotency-Key), so one operation is one run and one charge.
 */
export async function startOrJoin<I, O>(deps: OperationDeps, run: RunRequest<I>): Promise<WorkflowHandle<WorkflowOf<I, O>>> {
  try {
    return await deps.temporal.workflow.start<WorkflowOf<I, O>>(run.workflowType, {
      taskQueue: TASK_QUEUES.generation,
      workflowId: run.workflowId,
      args: [run.input],
      typedSearchAttributes: searchAttributesFor(run.labels),
      staticSummary: run.labels.summary,
      memo: { requestId: run.requestId },
      workflowIdConflictPolicy: 'USE_EXISTING',
      workflowIdReusePolicy: run.restartAfterFailure ? 'ALLOW_DUPLICATE_FAILED_ONLY' : 'REJECT_DUPLICATE',
    });
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) return deps.temporal.workflow.getHandle<WorkflowOf<I, O>>(run.workflowId);
    throw error;
  }
}

/** The result of the run with this id, as runToEnd answers it; undefined when no run has the id. */
export async function joinRun<O>(deps: OperationDeps, workflowId: string): Promise<O | undefined> {
  try {
    return (await deps.temporal.workflow.getHandle(workflowId).result()) as O;
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return undefined;
    throw toAppError(error);
  }
}

/**
 * Runs a workflow to its end (or joins the run with its id) and returns its result, mapping business failures to
 * the caller's errors. Over capacity (deps.capacity) it answers 503 with Retry-After instead, before the run starts.
 */
export async function runToEnd<I, O>(deps: OperationDeps, run: RunRequest<I>): Promise<O> {
  const execute = async (): Promise<O> => {
    const handle = await startOrJoin<I, O>(deps, run);
    try {
      return await handle.result();
    } catch (error) {
      throw toAppError(error);
    }
  };
  return deps.capacity ? deps.capacity.admit(execute) : execute();
}
