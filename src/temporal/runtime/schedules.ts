import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client, type ScheduleOptions } from '@temporalio/client';
import type { AppConfig } from '../../config/env';
import { HOUSEKEEPING_JOBS, type HousekeepingJob, type HousekeepingInput } from '../contracts/housekeeping';
import { housekeepingScheduleId, TASK_QUEUES, WORKFLOW_TYPES, workflowIds } from '../contracts/names';

/** What each job's schedule does, in the note the Temporal UI shows beside it. */
const NOTES: Record<HousekeepingJob, string> = {
  'idempotency-keys': 'Forgets Idempotency-Keys older than IDEMPOTENCY_KEY_LIFETIME (24 h)',
  sessions: 'Removes expired console sessions',
  'request-counts': 'Removes per-address and per-email counters whose window has ended',
  'account-tokens': 'Removes email links expired for longer than ACCOUNT_TOKEN_RETENTION (7 d)',
  'webhook-history': 'Removes webhook events, deliveries and attempts older than WEBHOOK_RETENTION (30 d), none still pending',
  'orphan-files': 'Removes stored files no row points to, older than ORPHAN_FILE_GRACE (24 h) and than every run that may still record one',
  'ledger-report': 'Reports balances that differ from their ledger and charges of ended runs left open (its result lists them; nothing is changed)',
};

function scheduleOf(job: HousekeepingJob, config: AppConfig): ScheduleOptions {
  const input: HousekeepingInput = { job, policy: config.housekeeping.policy };
  return {
    scheduleId: housekeepingScheduleId(job),
    spec: { intervals: [{ every: config.housekeeping.everyMs[job] }] },
    action: { type: 'startWorkflow', workflowType: WORKFLOW_TYPES.housekeeping, workflowId: workflowIds.housekeeping(job), taskQueue: TASK_QUEUES.generation, args: [input] },
    // A run still going when the next is due lets it pass (each job is safe to run twice at once, but need not).
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 hour' },
    state: { note: NOTES[job] },
  };
}

/**
 * Creates each housekeeping schedule that does not exist yet and brings an existing one's interval and input to the
 * configuration, keeping its state: one an operator paused in the UI stays paused. Safe for every worker to run at start.
 */
export async function ensureHousekeepingSchedules(client: Client, config: AppConfig): Promise<void> {
  for (const job of HOUSEKEEPING_JOBS) {
    const wanted = scheduleOf(job, config);
    try {
      await client.schedule.create(wanted);
    } catch (error) {
      if (!(error instanceof ScheduleAlreadyRunning)) throw error;
      await client.schedule.getHandle(wanted.scheduleId).update((current) => ({ ...current, spec: wanted.spec, action: { ...current.action, ...wanted.action }, policies: { ...current.policies, ...wanted.policies } }));
    }
  }
}
