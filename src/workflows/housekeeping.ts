// Housekeeping, started by its Temporal Schedules (one per job): batch after batch until nothing is left, continuing as
// new every so often so that a long job keeps a short history. The work itself is in the housekeepingBatch activity.
import { continueAsNew, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { HousekeepingBatch, HousekeepingInput, HousekeepingReport } from '../temporal/contracts/housekeeping';

/** A batch touches at most a policy's batchSize rows or files; a database restart is waited out. */
const { housekeepingBatch } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 },
});

const BATCHES_PER_RUN = 100;
/** The report keeps the first findings; findingsTotal counts them all. */
const FINDINGS_KEPT = 50;

function withBatch(report: HousekeepingReport, batch: HousekeepingBatch): HousekeepingReport {
  return {
    ...report,
    removed: report.removed + batch.removed,
    checked: report.checked + batch.checked,
    batches: report.batches + 1,
    findings: [...report.findings, ...batch.findings].slice(0, FINDINGS_KEPT),
    findingsTotal: report.findingsTotal + batch.findings.length,
  };
}

export async function housekeeping(input: HousekeepingInput): Promise<HousekeepingReport> {
  let report = input.resume?.report ?? { job: input.job, removed: 0, checked: 0, batches: 0, findings: [], findingsTotal: 0 };
  let cursor = input.resume?.cursor ?? null;
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const done = await housekeepingBatch({ job: input.job, policy: input.policy, cursor });
    report = withBatch(report, done);
    if (done.next === null) return report;
    cursor = done.next;
  }
  return continueAsNew<typeof housekeeping>({ ...input, resume: { cursor: cursor as string, report } });
}
