import type { DataSource } from 'typeorm';
import { LIMITS } from '../config/pricing';
import { AppError } from '../errors';

/** A wait as a person says it: seconds under a minute, else whole minutes rounded up. */
function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const emailKey = (email: string) => `email:${email}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * Failed sign-ins counted per email and per client address in a fixed window; past the limit, every attempt
 * (right password or not) is a 429 with Retry-After until the window ends. Counted in PostgreSQL on the database's
 * clock, so any number of API processes enforce the same limit as one.
 */
export class SignInThrottle {
  constructor(private readonly dataSource: DataSource) {}

  /** Throws 429 when either the email or the address has used up its failures. */
  async check(email: string, address: string): Promise<void> {
    const { perEmail, perAddress } = LIMITS.signInFailures;
    const [{ retry_after: retryAfter }]: Array<{ retry_after: number | null }> = await this.dataSource.query(
      `SELECT CEIL(EXTRACT(EPOCH FROM MAX(window_ends_at) - now()))::int AS retry_after
         FROM sign_in_failures
        WHERE window_ends_at > now() AND ((key = $1 AND failures >= $2) OR (key = $3 AND failures >= $4))`,
      [emailKey(email), perEmail, addressKey(address), perAddress],
    );
    if (retryAfter === null) return;
    const seconds = Math.max(1, retryAfter);
    throw new AppError(429, `Too many failed sign-ins: try again in ${waitInWords(seconds)}`, {}, { 'Retry-After': String(seconds) });
  }

  /** Counts one failure for the email and the address (a window that ended starts again at 1), and drops ended windows. */
  async recordFailure(email: string, address: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sign_in_failures (key, failures, window_ends_at)
       SELECT key, 1, now() + make_interval(secs => $2) FROM unnest($1::text[]) AS key
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN sign_in_failures.window_ends_at <= now() THEN 1 ELSE sign_in_failures.failures + 1 END,
         window_ends_at = CASE WHEN sign_in_failures.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE sign_in_failures.window_ends_at END`,
      [[emailKey(email), addressKey(address)], LIMITS.signInFailures.windowMs / 1000],
    );
    // Without this a spray of new emails would grow the table without end; the index makes it cheap.
    await this.dataSource.query(`DELETE FROM sign_in_failures WHERE window_ends_at <= now()`);
  }
}
