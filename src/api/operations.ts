import crypto from 'node:crypto';
import type { User } from '../entities/user';
import { InsufficientCreditsError } from '../errors';
import type { ClaimedOperation } from '../services/idempotency';
import type { AppContext, ApiDeps } from './context';

/**
 * Claims the operation of a paid request: from its Idempotency-Key when it has one (the same key
 * and body always map to the same operation id, hence the same workflow), else a new UUID. A new
 * operation needs the balance to cover its cost (402 before any workflow starts); a replay joins
 * the first run, which was already paid for.
 */
export async function claimPaidOperation(
  ctx: AppContext,
  deps: ApiDeps,
  user: User,
  cost: number,
  body: unknown,
  workflowIdFor: (operationId: string) => string,
): Promise<ClaimedOperation> {
  const key = ctx.get('Idempotency-Key');
  const claimed = key
    ? await deps.services.idempotency.claim(user.id, key, `${ctx.method} ${ctx.path}`, body, workflowIdFor)
    : { operationId: crypto.randomUUID(), replay: false };
  if (!claimed.replay) {
    const balance = await deps.services.ledger.balance(user.id);
    if (balance < cost) throw new InsufficientCreditsError(balance, cost);
  }
  return claimed;
}
