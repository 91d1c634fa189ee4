// Finds charged units that were neither delivered nor refunded although their run has ended (a run terminated from
// the Temporal UI skips its own refunds), and settles them: `likeness credits reconcile [--fix]`.
import { WorkflowNotFoundError } from '@temporalio/client';
import type { Settlement } from '../services/credit-ledger';
import { creditOperation, resourceOfRun } from '../temporal/contracts/names';
import type { OperationDeps } from './context';
import { announceEvents } from './webhooks';

export interface UnsettledCharge extends Settlement {
  workflowId: string;
  /** How the run ended (TERMINATED, TIMED_OUT, FAILED, ...), or NOT_FOUND when its history is gone. */
  runStatus: string;
}

/** Charges of ended runs with units still open; runs in progress are left to finish themselves. */
export async function findUnsettledCharges(deps: Pick<OperationDeps, 'temporal'> & { services: Pick<OperationDeps['services'], 'ledger'> }): Promise<UnsettledCharge[]> {
  const unsettled: UnsettledCharge[] = [];
  for (const settlement of await deps.services.ledger.settlements({ openOnly: true })) {
    const workflowId = creditOperation.toWorkflowId(settlement.operationId);
    if (!workflowId) continue;
    const runStatus = await runStatusOf(deps, workflowId);
    if (runStatus !== 'RUNNING') unsettled.push({ ...settlement, workflowId, runStatus });
  }
  return unsettled;
}

async function runStatusOf(deps: Pick<OperationDeps, 'temporal'>, workflowId: string): Promise<string> {
  try {
    return (await deps.temporal.workflow.getHandle(workflowId).describe()).status.name;
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return 'NOT_FOUND';
    throw error;
  }
}

/**
 * Refunds every open unit of an ended run (idempotent: a second pass finds nothing) and ends the storybook or comic it
 * left generating, so its owner sees a final status and can retry (and their webhooks hear of it).
 */
export async function settleCharge(deps: OperationDeps, charge: UnsettledCharge): Promise<void> {
  const reason = `reconciled: the run ended ${charge.runStatus.toLowerCase()} before delivering this unit`;
  for (const unit of charge.open) await deps.services.ledger.refund({ userId: charge.userId, operationId: charge.operationId, unit }, reason);
  const resource = resourceOfRun(charge.workflowId);
  const unfinishedReason = `The run was stopped (${charge.runStatus.toLowerCase()}) before this was made. Its credit was refunded.`;
  if (resource?.kind === 'storybook') {
    const { events } = await deps.services.storybooks.finishRun(resource.id, { pdfKey: null, unfinishedReason });
    await announceEvents(deps, events, `reconcile ${charge.operationId}`);
  }
  if (resource?.kind === 'comic') {
    const { events } = await deps.services.comics.finish(resource.id, { error: 'The run was stopped before any panel was made. Every credit was refunded.', unfinishedReason });
    await announceEvents(deps, events, `reconcile ${charge.operationId}`);
  }
}
