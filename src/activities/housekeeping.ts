import { Context, log } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import { findUnsettledCharges, type UnsettledCharge } from '../operations/credit-reconciliation';
import type { CreditLedger, ReconciliationMismatch } from '../services/credit-ledger';
import { Housekeeping, isRowJob } from '../services/housekeeping';
import { FILE_RECORDING_WORKFLOWS } from '../temporal/contracts/names';
import type { HousekeepingBatch, HousekeepingJob, HousekeepingPolicy } from '../temporal/contracts/housekeeping';
import type { ActivityDeps } from './deps';

const FIRST_USER_ID = '00000000-0000-0000-0000-000000000000';

export interface HousekeepingBatchInput {
  job: HousekeepingJob;
  policy: HousekeepingPolicy;
  /** Where the batch starts: the last key or id of the batch before (null: the beginning). */
  cursor: string | null;
}

/**
 * Files written before this may go when no row points to them: older than the grace period, and older than the oldest
 * running run that stores a file before it records it (a file a run wrote after it started may still be recorded).
 */
async function unrecordedFilesBefore(client: Client, policy: HousekeepingPolicy): Promise<Date> {
  let before = Date.now() - policy.fileGraceMs;
  const types = FILE_RECORDING_WORKFLOWS.map((type) => `"${type}"`).join(', ');
  const query = `ExecutionStatus = "Running" AND StartTime < "${new Date(before).toISOString()}" AND WorkflowType IN (${types})`;
  for await (const run of client.workflow.list({ query })) before = Math.min(before, run.startTime.getTime());
  return new Date(before);
}

const mismatchFinding = (row: ReconciliationMismatch) => `user ${row.userId}: balance ${row.balance}, ledger entries sum to ${row.ledgerSum}`;
const unsettledFinding = (charge: UnsettledCharge) =>
  `${charge.workflowId} (user ${charge.userId}, run ${charge.runStatus}): unit(s) ${charge.open.join(', ')} neither delivered nor refunded (${charge.open.length * charge.unitCost} credit(s)); likeness credits reconcile --fix refunds them`;

/** One batch of a housekeeping job; the workflow calls it until it says there is nothing after it. */
export function createHousekeepingActivities(deps: ActivityDeps, ledger: CreditLedger) {
  const housekeeping = new Housekeeping(deps.dataSource);

  async function orphanFiles({ policy, cursor }: HousekeepingBatchInput): Promise<HousekeepingBatch> {
    const files = await deps.storage.list(cursor ?? '', policy.batchSize);
    const before = await unrecordedFilesBefore(Context.current().client, policy);
    const orphans = await housekeeping.unreferenced(files.filter((file) => file.modifiedAt < before).map((file) => file.key));
    for (const key of orphans) await deps.storage.delete(key);
    return { removed: orphans.length, checked: files.length, next: files.length === policy.batchSize ? files[files.length - 1].key : null, findings: [] };
  }

  /** Balances against their ledger entries, a batch of users at a time; after the last, charges of ended runs left open. */
  async function ledgerReport({ policy, cursor }: HousekeepingBatchInput): Promise<HousekeepingBatch> {
    const { mismatches, checked, last } = await housekeeping.balanceMismatches(cursor ?? FIRST_USER_ID, policy);
    const findings = mismatches.map(mismatchFinding);
    if (checked === policy.batchSize && last) return { removed: 0, checked, next: last, findings };
    const unsettled = await findUnsettledCharges({ temporal: Context.current().client, services: { ledger } });
    return { removed: 0, checked, next: null, findings: [...findings, ...unsettled.map(unsettledFinding)] };
  }

  return {
    async housekeepingBatch(input: HousekeepingBatchInput): Promise<HousekeepingBatch> {
      let batch: HousekeepingBatch;
      if (isRowJob(input.job)) {
        const removed = await housekeeping.removeExpired(input.job, input.policy);
        batch = { removed, checked: removed, next: removed === input.policy.batchSize ? 'more' : null, findings: [] };
      } else {
        batch = input.job === 'orphan-files' ? await orphanFiles(input) : await ledgerReport(input);
      }
      for (const finding of batch.findings) log.warn(`housekeeping ${input.job}: ${finding}`);
      return batch;
    },
  };
}
