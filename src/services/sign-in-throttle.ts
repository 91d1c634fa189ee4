import type { DataSource } from 'typeorm';
import { LIMITS } from '../config/pricing';
import { RequestCounts, tooManyRequests } from './request-counts';

const emailKey = (email: string) => `sign-in:email:${email}`;
const addressKey = (address: string) => `sign-in:address:${address}`;

/**
 * Failed sign-ins counted per email and per client address in a fixed window; past the limit, every attempt
 * (right password or not) is a 429 with Retry-After until the window ends. Counted in PostgreSQL (RequestCounts),
 * so any number of API processes enforce the same limit as one.
 */
export class SignInThrottle {
  private readonly counts: RequestCounts;

  constructor(dataSource: DataSource) {
    this.counts = new RequestCounts(dataSource);
  }

  /** Throws 429 when either the email or the address has used up its failures. */
  async check(email: string, address: string): Promise<void> {
    const { perEmail, perAddress } = LIMITS.signInFailures;
    const retryAfter = await this.counts.blockedFor([
      { key: emailKey(email), limit: perEmail },
      { key: addressKey(address), limit: perAddress },
    ]);
    if (retryAfter !== null) throw tooManyRequests('Too many failed sign-ins', retryAfter);
  }

  /** Counts one failure for the email and the address. */
  async recordFailure(email: string, address: string): Promise<void> {
    await this.counts.add([emailKey(email), addressKey(address)], LIMITS.signInFailures.windowMs);
  }
}
