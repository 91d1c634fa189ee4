import { WorkflowExecutionAlreadyStartedError, WorkflowFailedError, type WorkflowHandle, type WorkflowStartOptions } from '@temporalio/client';
import { ApplicationFailure, type Workflow } from '@temporalio/common';
import { AppError, InsufficientCreditsError } from '../errors';
import { FAILURE_TYPES, SEARCH_ATTRIBUTES, TASK_QUEUES } from '../temporal/contracts/names';
import type { ApiDeps } from './context';

/** Failure types a workflow may end with that the API turns into a client-facing status. */
export const WORKFLOW_FAILURE_STATUS: Record<string, number> = {
  [FAILURE_TYPES.insufficientCredits]: 402,
  [FAILURE_TYPES.modelFailed]: 502,
  [FAILURE_TYPES.invalidRequest]: 400,
  [FAILURE_TYPES.notFound]: 404,
  [FAILURE_TYPES.conflict]: 409,
};

export interface WorkflowLabels {
  userId: string;
  kind: string;
  characterId?: string;
  /** One line shown in the Temporal UI for this run. */
  summary: string;
}

export function searchAttributesFor(labels: WorkflowLabels) {
  return [
    { key: SEARCH_ATTRIBUTES.userId, value: labels.userId },
    { key: SEARCH_ATTRIBUTES.kind, value: labels.kind },
    { key: SEARCH_ATTRIBUTES.status, value: 'running' },
    ...(labels.characterId ? [{ key: SEARCH_ATTRIBUTES.characterId, value: labels.characterId }] : []),
  ];
}

/** Workflow start options every API-started run shares: task queue, search attributes, summary, request id. */
export function startOptions<W extends Workflow>(
  workflowId: string,
  args: Parameters<W>,
  labels: WorkflowLabels,
  requestId: string,
): WorkflowStartOptions<W> {
  return {
    taskQueue: TASK_QUEUES.generation,
    workflowId,
    args,
    typedSearchAttributes: searchAttributesFor(labels),
    staticSummary: labels.summary,
    memo: { requestId },
  } as unknown as WorkflowStartOptions<W>;
}

/** Turns a failed run into the AppError its failure type names; anything else stays a 500. */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof WorkflowFailedError)) return error;
  const failure = error.cause instanceof ApplicationFailure ? error.cause : (error.cause?.cause as unknown);
  if (!(failure instanceof ApplicationFailure) || !failure.type) return error;
  if (failure.type === FAILURE_TYPES.insufficientCredits) {
    const details = (failure.details?.[0] ?? {}) as { credits?: number; required?: number };
    return new InsufficientCreditsError(details.credits ?? 0, details.required ?? 0);
  }
  const status = WORKFLOW_FAILURE_STATUS[failure.type];
  return status ? new AppError(status, failure.message) : error;
}

/**
 * Starts a workflow, or attaches to the run that already has this id (a retried or concurrent
 * request with the same Idempotency-Key), so one operation is one run and one charge.
 */
export async function startOrAttach<W extends Workflow>(deps: ApiDeps, workflow: W, options: WorkflowStartOptions<W>): Promise<WorkflowHandle<W>> {
  try {
    return await deps.temporal.workflow.start(workflow, {
      ...options,
      workflowIdConflictPolicy: 'USE_EXISTING',
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
    });
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) return deps.temporal.workflow.getHandle(options.workflowId);
    throw error;
  }
}

/**
 * Runs a workflow to completion (or joins the run with its id) and returns its result, mapping business failures to HTTP errors.
 * When the API is over capacity (deps.capacity) it answers 503 with Retry-After instead, before the run starts.
 */
export async function executeWorkflow<W extends Workflow>(
  deps: ApiDeps,
  workflow: W,
  options: WorkflowStartOptions<W>,
): Promise<Awaited<ReturnType<W>>> {
  const run = async (): Promise<Awaited<ReturnType<W>>> => {
    const handle = await startOrAttach(deps, workflow, options);
    try {
      return (await handle.result()) as Awaited<ReturnType<W>>;
    } catch (error) {
      throw toAppError(error);
    }
  };
  return deps.capacity ? deps.capacity.admit(run) : run();
}
