// The account area's runs: an email (its link issued and sent by one activity, retried for half an hour), an export
// (built, announced, kept on a durable timer, deleted) and a deletion (runs stopped, charges settled, subscriptions
// cancelled, everything erased, the row anonymised). Each step may run again without doing anything twice.
import { ApplicationFailure, CancellationScope, isCancellation, patched, proxyActivities, sleep, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { AccountEmailInput, AccountEmailOutput } from '../operations/account-email';
import type { DeleteAccountInput, DeleteAccountOutput } from '../operations/account-deletion';
import type { ExportAccountInput, ExportAccountOutput } from '../operations/account-export';
import { FAILURE_TYPES } from '../temporal/contracts/names';
import { bookkeeping } from './activities';
import { trackProgress } from './progress';

/** An SMTP server that is down is tried again for about half an hour; one that refuses for good (5xx) is not. */
const mail = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 9, nonRetryableErrorTypes: [FAILURE_TYPES.mailRefused, FAILURE_TYPES.notFound] },
});

/** Reading every file of an account and writing them back as one zip, or deleting them: minutes, with heartbeats. */
const longWork = proxyActivities<Activities>({
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 5 },
});

/**
 * Cancelling the account's Stripe subscriptions: an outage (network, 5xx, 429) is tried again for about a day (10
 * doubling waits from 1 s, then every 10 minutes), then the deletion fails for an operator; a refusal is not retried.
 * Either way nothing is erased while a subscription may still bill.
 */
const billing = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 150, nonRetryableErrorTypes: [FAILURE_TYPES.billingNotEnded] },
});

/** Looking for the account's runs between stops. */
const STOP_POLL = '2 seconds';
/** Runs stopped by cancelling refund in a non-cancellable scope; if some still run after this, the deletion fails for an operator. */
const STOP_ROUNDS = 900;

export async function sendAccountEmail(input: AccountEmailInput): Promise<AccountEmailOutput> {
  return mail.sendAccountEmail(input);
}

/** Builds the zip, emails its link, keeps it for `ttlMs`, then deletes it (at once, if the run is cancelled). */
export async function exportAccount(input: ExportAccountInput): Promise<ExportAccountOutput> {
  const { stage } = trackProgress({ status: 'building' });
  const expire = () => CancellationScope.nonCancellable(() => bookkeeping.expireAccountExport({ exportId: input.exportId }));
  try {
    await longWork.buildAccountExport({ exportId: input.exportId, ttlMs: input.ttlMs });
  } catch (error) {
    await CancellationScope.nonCancellable(() => bookkeeping.failAccountExport({ exportId: input.exportId, error: 'The export could not be built; ask for a new one' }));
    if (isCancellation(error)) throw error;
    stage('failed');
    return { status: 'failed' };
  }
  try {
    stage('ready');
    await mail.sendAccountEmail({ kind: 'export_ready', userId: input.userId, exportId: input.exportId }).catch((error: unknown) => {
      if (isCancellation(error)) throw error;
    });
    await sleep(input.ttlMs);
  } finally {
    await expire();
  }
  stage('expired');
  return { status: 'expired' };
}

/**
 * Stops the account's runs, settles its charges, cancels its subscriptions, erases what it owns and anonymises it; see
 * src/operations/account-deletion.ts. Runs started before the `deletion-cancels-subscriptions` patch replay without
 * the cancelling.
 */
export async function deleteAccount(input: DeleteAccountInput): Promise<DeleteAccountOutput> {
  const { userId } = input;
  const { stage } = trackProgress({ status: 'closing' });
  await bookkeeping.closeAccountAccess({ userId });
  stage('stopping runs');
  const stopped = new Set<string>();
  for (let round = 0; ; round += 1) {
    const { running } = await bookkeeping.stopAccountRuns({ userId, except: workflowInfo().workflowId });
    running.forEach((id) => stopped.add(id));
    if (!running.length) break;
    if (round === STOP_ROUNDS) throw ApplicationFailure.nonRetryable(`Runs of the account are still running: ${running.join(', ')}; resume with \`likeness users delete\` once they end`);
    await sleep(STOP_POLL);
  }
  stage('settling');
  const { refundedUnits } = await bookkeeping.settleAccountCharges({ userId });
  let cancelledSubscriptions = 0;
  if (patched('deletion-cancels-subscriptions')) {
    stage('cancelling subscriptions');
    cancelledSubscriptions = (await billing.cancelAccountSubscriptions({ userId })).cancelled.length;
  }
  stage('erasing');
  await longWork.eraseAccountData({ userId });
  await mail.sendAccountEmail({ kind: 'account_deleted', userId, at: input.requestedAt }).catch(() => undefined);
  await bookkeeping.anonymiseAccount({ userId });
  stage('deleted');
  return { stoppedRuns: stopped.size, refundedUnits, cancelledSubscriptions };
}
