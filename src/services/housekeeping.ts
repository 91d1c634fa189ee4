import type { DataSource } from 'typeorm';
import type { HousekeepingJob, HousekeepingPolicy } from '../temporal/contracts/housekeeping';
import type { ReconciliationMismatch } from './credit-ledger';

/** The jobs that remove rows past an age: each a condition on its table (an index answers it), and the age it keeps. */
type RowJob = Exclude<HousekeepingJob, 'orphan-files' | 'ledger-report'>;

const EXPIRED_ROWS: Record<RowJob, { table: string; olderThan: string; keptMs: (policy: HousekeepingPolicy) => number }> = {
  'idempotency-keys': { table: 'idempotency_keys', olderThan: 'created_at', keptMs: (policy) => policy.idempotencyKeyLifetimeMs },
  sessions: { table: 'sessions', olderThan: 'expires_at', keptMs: () => 0 },
  'request-counts': { table: 'request_counts', olderThan: 'window_ends_at', keptMs: () => 0 },
  'account-tokens': { table: 'account_tokens', olderThan: 'expires_at', keptMs: (policy) => policy.accountTokenRetentionMs },
  // An event goes with its deliveries and their attempts (the foreign keys cascade), never while one is pending.
  'webhook-history': { table: 'webhook_events', olderThan: 'created_at', keptMs: (policy) => policy.webhookRetentionMs },
};

const UNLESS_PENDING: Partial<Record<RowJob, string>> = {
  'webhook-history': `NOT EXISTS (SELECT 1 FROM webhook_deliveries delivery WHERE delivery.event_id = webhook_events.id AND delivery.status = 'pending')`,
};

/** Every column that points at a stored file (the library's keys are the values of a JSON object). */
const FILE_REFERENCES = [
  ['characters', 'source_image_key'],
  ['reference_images', 'image_key'],
  ['generated_images', 'image_key'],
  ['storybooks', 'pdf_key'],
  ['storybook_pages', 'image_key'],
  ['comics', 'setting_anchor_key'],
  ['comic_panels', 'image_key'],
  ['brand_kits', 'logo_key'],
  ['brand_assets', 'image_key'],
  ['account_exports', 'file_key'],
] as const;

export function isRowJob(job: HousekeepingJob): job is RowJob {
  return job in EXPIRED_ROWS;
}

/**
 * The database side of housekeeping. Every step is one batch, idempotent, and safe beside another run of the same job:
 * rows are taken with FOR UPDATE SKIP LOCKED, so two runs at once delete different rows, and a row deleted twice is
 * simply not found the second time.
 */
export class Housekeeping {
  constructor(private readonly dataSource: DataSource) {}

  /** Deletes up to batchSize rows of the job's table past their age; returns how many. */
  async removeExpired(job: RowJob, policy: HousekeepingPolicy): Promise<number> {
    const { table, olderThan, keptMs } = EXPIRED_ROWS[job];
    const conditions = [`${olderThan} < now() - make_interval(secs => $2)`, UNLESS_PENDING[job]].filter(Boolean).join(' AND ');
    const [, removed]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM ${table} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${table} WHERE ${conditions} LIMIT $1 FOR UPDATE SKIP LOCKED))`,
      [policy.batchSize, keptMs(policy) / 1000],
    );
    return removed;
  }

  /** Of these stored keys, those no row points to. */
  async unreferenced(keys: string[]): Promise<string[]> {
    if (!keys.length) return [];
    const pointedAt = FILE_REFERENCES.map(([table, column]) => `NOT EXISTS (SELECT 1 FROM ${table} WHERE ${column} = key)`);
    pointedAt.push('NOT EXISTS (SELECT 1 FROM library_characters WHERE stored_file_keys(reference_keys) @> ARRAY[key])');
    const rows: Array<{ key: string }> = await this.dataSource.query(`SELECT key FROM unnest($1::text[]) AS key WHERE ${pointedAt.join(' AND ')}`, [keys]);
    return rows.map((row) => row.key);
  }

  /**
   * Users after `afterId` (in id order, up to batchSize) whose balance differs from the sum of their ledger entries,
   * how many were looked at, and the last id (null when none was left).
   */
  async balanceMismatches(afterId: string, policy: HousekeepingPolicy): Promise<{ mismatches: ReconciliationMismatch[]; checked: number; last: string | null }> {
    const rows: Array<{ id: string; credits: number; ledger_sum: string }> = await this.dataSource.query(
      `SELECT batch.id, batch.credits, COALESCE((SELECT SUM(amount) FROM credit_ledger WHERE user_id = batch.id), 0) AS ledger_sum
         FROM (SELECT id, credits FROM users WHERE id > $1::uuid ORDER BY id LIMIT $2) batch ORDER BY batch.id`,
      [afterId, policy.batchSize],
    );
    const mismatches = rows.filter((row) => Number(row.ledger_sum) !== row.credits).map((row) => ({ userId: row.id, balance: row.credits, ledgerSum: Number(row.ledger_sum) }));
    return { mismatches, checked: rows.length, last: rows.length ? rows[rows.length - 1].id : null };
  }
}
