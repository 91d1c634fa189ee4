import crypto from 'node:crypto';
import { InsufficientCreditsError } from '../errors';
import type { ClaimedOperation } from '../services/idempotency';
import type { Caller, OperationDeps } from './context';

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
  if (!claimed.replay) {
    const balance = await deps.services.ledger.balance(user.id);
    if (balance < cost) throw new InsufficientCreditsError(balance, cost);
  }
  return claimed;
}
