import crypto from 'node:crypto';
import { InsufficientCreditsError } from '../errors';
import type { ClaimedOperation } from '../services/idempotency';
import type { Caller, OperationDeps } from './context';
import { joinRun } from './workflow-runs';

/**
 * Claims the operation of a paid request: from its Idempotency-Key when it has one (the same key
 * and body always map to the same operation id, hence the same workflow), else a new UUID. A new
 * operation needs the balance to cover its cost (402 before any workflow starts); a replay joins
 * the first run, which was already paid for.
 */
export async function claimPaidOperation(
  deps: OperationDeps,
  caller: Caller,
  cost: number,
  request: unknown,
  workflowIdFor: (operationId: string) => string,
): Promise<ClaimedOperation> {
  const { user, idempotencyKey } = caller;
  const claimed = idempotencyKey
    ? await deps.services.idempotency.claim(user.id, idempotencyKey, caller.request, request, workflowIdFor)
    : { operationId: crypto.randomUUID(), replay: false };
  if (claimed.replay) caller.markReplayed?.();
  else {
    const balance = await deps.services.ledger.balance(user.id);
    if (balance < cost) throw new InsufficientCreditsError(balance, cost);
  }
  return claimed;
}

/**
 * The result of the run a retried paid request (the same Idempotency-Key and body) already started, joined before
 * anything of the request is checked or worked out again (a pose's photo estimated, counted against the hour's
 * estimates); undefined for a first request, or one whose first try never started its run.
 */
export async function joinRetriedRun<O>(deps: OperationDeps, caller: Caller, request: unknown): Promise<O | undefined> {
  if (!caller.idempotencyKey) return undefined;
  const workflowId = await deps.services.idempotency.claimedWorkflow(caller.user.id, caller.idempotencyKey, caller.request, request);
  if (!workflowId) return undefined;
  caller.markReplayed?.();
  return joinRun<O>(deps, workflowId);
}
