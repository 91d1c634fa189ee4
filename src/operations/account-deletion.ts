// Deleting an account: access closes at once; a deleteAccount run (one per account, resumable) stops the account's
// runs (each refunds what it did not deliver), refunds what ended runs left open, cancels its Stripe subscriptions at
// once, removes every file and row the account owns, says goodbye by email and leaves an anonymous user row for the
// ledger and marketplace sales. A paid plan never stands in the way: ending its billing is the run's own step.
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import { consoleAccounts } from './accounts';
import type { Caller, OperationDeps } from './context';
import { startOrJoin } from './workflow-runs';

/** Input of the deleteAccount workflow. */
export interface DeleteAccountInput {
  userId: string;
  /** When the deletion was asked for (ISO), as the goodbye email says it. */
  requestedAt: string;
}

/** Output of the deleteAccount workflow. */
export interface DeleteAccountOutput {
  /** Runs of the account that were still running and were stopped. */
  stoppedRuns: number;
  /** Units of ended runs refunded by the deletion itself (a run stopped by cancelling refunds its own). */
  refundedUnits: number;
  /** Stripe subscriptions that still billed and were cancelled. */
  cancelledSubscriptions: number;
}

export interface DeletionRequest {
  /** The account's email, typed by its owner. */
  confirm: string;
  /** Signed in with the console's session: the password too, so a browser left open cannot delete the account. */
  password?: string;
  sessionToken?: string;
  address: string;
}

/** Checks the request, then deletes the account (see the top of this file); returns the deletion's run id. */
export async function deleteAccount(deps: OperationDeps, caller: Caller, request: DeletionRequest): Promise<string> {
  const { user } = caller;
  deps.services.accountErasure.checkRequest(user, request.confirm);
  if (request.sessionToken) await consoleAccounts(deps).checkPassword(user, request.password ?? '', request.address, 'password');
  return startDeletion(deps, user.id, caller.requestId);
}

/**
 * Starts (or joins, or after a failure restarts) the account's deletion run, then closes access at once: should
 * the start fail, nothing has changed and the request can be repeated.
 */
export async function startDeletion(deps: OperationDeps, userId: string, requestId: string): Promise<string> {
  const workflowId = workflowIds.accountDeletion(userId);
  await startOrJoin<DeleteAccountInput, DeleteAccountOutput>(deps, {
    workflowType: WORKFLOW_TYPES.deleteAccount,
    workflowId,
    input: { userId, requestedAt: new Date().toISOString() },
    labels: { userId, kind: 'account-deletion', summary: 'deletion of an account' },
    requestId,
    restartAfterFailure: true,
  });
  await deps.services.accountErasure.closeAccess(userId);
  return workflowId;
}
