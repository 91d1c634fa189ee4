import type { HousekeepingJob } from '../temporal/contracts/housekeeping';

/** What the housekeeping schedules keep and how often each runs (docs/reference/housekeeping.md); HOUSEKEEPING_* override. */
export const HOUSEKEEPING = {
  batchSize: 1000,
  accountTokenRetention: '7d',
  webhookRetention: '30d',
  fileGrace: '24h',
  /** How often each job's schedule starts it. */
  every: {
    'idempotency-keys': '1h',
    sessions: '1h',
    'request-counts': '1h',
    'account-tokens': '1d',
    'webhook-history': '1d',
    'orphan-files': '1d',
    'ledger-report': '1d',
  } satisfies Record<HousekeepingJob, string>,
} as const;
