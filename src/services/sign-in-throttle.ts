import { LIMITS } from '../config/pricing';
import { AppError } from '../errors';

/** A wait as a person says it: seconds under a minute, else whole minutes rounded up. */
function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Counters of windows that ended are dropped when read; past this many, all ended ones go, so a spray of new emails cannot grow memory without end. */
const SWEEP_AT_ENTRIES = 10_000;

/**
 * Failed sign-ins counted per email and per client address in a fixed window; past the limit, every attempt
 * (right password or not) is a 429 with Retry-After until the window ends. Kept in this process's memory:
 * API replicas each count their own.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Throws 429 when either the email or the address has used up its failures. */
  check(email: string, address: string): void {
    const { perEmail, perAddress } = LIMITS.signInFailures;
    const blockedUntil = Math.max(this.blockedUntil(`email:${email}`, perEmail), this.blockedUntil(`address:${address}`, perAddress));
    if (blockedUntil > 0) {
      const retryAfter = Math.max(1, Math.ceil((blockedUntil - this.now()) / 1000));
      throw new AppError(429, `Too many failed sign-ins: try again in ${waitInWords(retryAfter)}`, {}, { 'Retry-After': String(retryAfter) });
    }
  }

  recordFailure(email: string, address: string): void {
    this.bump(`email:${email}`);
    this.bump(`address:${address}`);
  }

  private blockedUntil(key: string, limit: number): number {
    const entry = this.current(key);
    return entry && entry.count >= limit ? entry.resetAt : 0;
  }

  private current(key: string) {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  private bump(key: string): void {
    if (this.failures.size >= SWEEP_AT_ENTRIES) this.sweepExpired();
    const entry = this.current(key) ?? { count: 0, resetAt: this.now() + LIMITS.signInFailures.windowMs };
    entry.count += 1;
    this.failures.set(key, entry);
  }

  private sweepExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
