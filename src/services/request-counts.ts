import type { DataSource } from 'typeorm';
import { AppError } from '../errors';

/** A wait as a person says it: seconds under a minute, else whole minutes rounded up. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A 429 with Retry-After, saying in words when to try again: `${what}: try again in 12 minutes`. */
export function tooManyRequests(what: string, seconds: number): AppError {
  const wait = Math.max(1, seconds);
  return new AppError(429, `${what}: try again in ${waitInWords(wait)}`, {}, { 'Retry-After': String(wait) });
}

/**
 * What a per-address limit counts by: an IPv4 address (also when IPv6-mapped), or an IPv6 address's /64, which one
 * subscriber holds whole (a script could otherwise take a new address from its /64 for every request).
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** A key and how many counts it may hold within its window. */
export interface CountLimit {
  key: string;
  limit: number;
}

/**
 * Requests counted per key (an email, a client address) in fixed windows, in PostgreSQL on the database's clock, so
 * any number of API processes enforce the same limits as one. Keys carry what they count: `sign-in:email:<email>`.
 */
export class RequestCounts {
  constructor(private readonly dataSource: DataSource) {}

  /** Seconds until every key at or over its limit has its window end; null when none is. */
  async blockedFor(limits: CountLimit[]): Promise<number | null> {
    const [{ retry_after: retryAfter }]: Array<{ retry_after: number | null }> = await this.dataSource.query(
      `SELECT CEIL(EXTRACT(EPOCH FROM MAX(counts.window_ends_at) - now()))::int AS retry_after
         FROM request_counts counts JOIN unnest($1::text[], $2::int[]) AS limits(key, lim) ON limits.key = counts.key
        WHERE counts.window_ends_at > now() AND counts.count >= limits.lim`,
      [limits.map((limit) => limit.key), limits.map((limit) => limit.limit)],
    );
    return retryAfter;
  }

  /** Counts one for each key (a window that ended starts again at 1) and drops ended windows; returns the new counts. */
  async add(keys: string[], windowMs: number): Promise<Map<string, number>> {
    const rows: Array<{ key: string; count: number }> = await this.dataSource.query(
      `INSERT INTO request_counts (key, count, window_ends_at)
       SELECT key, 1, now() + make_interval(secs => $2) FROM unnest($1::text[]) AS key
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN request_counts.window_ends_at <= now() THEN 1 ELSE request_counts.count + 1 END,
         window_ends_at = CASE WHEN request_counts.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE request_counts.window_ends_at END
       RETURNING key, count`,
      [keys, windowMs / 1000],
    );
    // Without this a spray of new keys would grow the table without end; the index makes it cheap.
    await this.dataSource.query(`DELETE FROM request_counts WHERE window_ends_at <= now()`);
    return new Map(rows.map((row) => [row.key, row.count]));
  }

  /**
   * Counts this request for every key, then throws 429 (`what`, with the wait in words) when any key went over its
   * limit: counting first keeps concurrent requests from slipping past the limit together.
   */
  async take(limits: CountLimit[], windowMs: number, what: string): Promise<void> {
    const counts = await this.add(limits.map((limit) => limit.key), windowMs);
    const over = limits.filter((limit) => (counts.get(limit.key) ?? 0) > limit.limit);
    if (!over.length) return;
    const seconds = await this.blockedFor(over);
    throw tooManyRequests(what, seconds ?? Math.ceil(windowMs / 1000));
  }
}
