/**
 * What the housekeeping runs pass around: the jobs, the policy they follow (from configuration, handed to each run by
 * its schedule) and what a run reports. Pure types and names: safe to import from workflows.
 */

/** Each job has its own schedule (`likeness-housekeeping-<job>`), paused and triggered on its own. */
export const HOUSEKEEPING_JOBS = [
  'idempotency-keys',
  'sessions',
  'request-counts',
  'account-tokens',
  'webhook-history',
  'orphan-files',
  'ledger-report',
] as const;
export type HousekeepingJob = (typeof HOUSEKEEPING_JOBS)[number];

export interface HousekeepingPolicy {
  /** Rows (or files) one activity handles; a run goes batch after batch until none is left. */
  batchSize: number;
  /** An Idempotency-Key is forgotten this long after its first use. */
  idempotencyKeyLifetimeMs: number;
  /** Used and expired email links are kept this long past their expiry (their error says "used" rather than "unknown"). */
  accountTokenRetentionMs: number;
  /** Webhook events (with their deliveries and attempts) are kept this long, unless a delivery is still pending. */
  webhookRetentionMs: number;
  /** A file no row points to is removed once it is this old, and older than every run that might still record it. */
  fileGraceMs: number;
}

export interface HousekeepingInput {
  job: HousekeepingJob;
  policy: HousekeepingPolicy;
  /** Where a run continued as new resumes, and what it had done so far. */
  resume?: { cursor: string; report: HousekeepingReport };
}

/** One batch: what it removed and looked at, where the next batch starts (null: done), and anything to report. */
export interface HousekeepingBatch {
  removed: number;
  checked: number;
  next: string | null;
  findings: string[];
}

/** What a run did, as its result in the Temporal UI. */
export interface HousekeepingReport {
  job: HousekeepingJob;
  removed: number;
  checked: number;
  batches: number;
  /** The first findings (ledger mismatches, unsettled charges); findingsTotal counts them all. */
  findings: string[];
  findingsTotal: number;
}
