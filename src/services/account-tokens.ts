import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { ACCOUNTS } from '../config/pricing';
import { AccountToken, type AccountTokenPurpose } from '../entities/account-token';
import { badRequest } from '../errors';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** How long each kind of link works. */
export const LINK_LIFETIMES_MS: Record<AccountTokenPurpose, number> = {
  verify_email: ACCOUNTS.linkLifetimeMs.verifyEmail,
  change_email: ACCOUNTS.linkLifetimeMs.changeEmail,
  reset_password: ACCOUNTS.linkLifetimeMs.resetPassword,
};

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a link is for, as its errors say it. */
const PURPOSE_WORDS: Record<AccountTokenPurpose, string> = {
  verify_email: 'confirmation link',
  change_email: 'confirmation link',
  reset_password: 'password reset link',
};

/**
 * Links sent by email: 256 random bits, shown only in the email, stored as their SHA-256. Each works once, until it
 * expires; using one uses up every other open link of the account for the same purpose.
 */
export class AccountTokens {
  constructor(private readonly dataSource: DataSource) {}

  /** A new token for the link; the caller puts it in the email and nowhere else. */
  async issue(userId: string, purpose: AccountTokenPurpose, email: string): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const repository = this.dataSource.getRepository(AccountToken);
    const expiresAt = new Date(Date.now() + LINK_LIFETIMES_MS[purpose]);
    await repository.save(repository.create({ userId, purpose, email, tokenHash: sha256(token), expiresAt, usedAt: null }));
    return token;
  }

  /**
   * The token's row, used up inside the caller's transaction (with the account's other open tokens of its purpose);
   * 400 in words for a token that is unknown, used, expired or for another purpose.
   */
  async consume(manager: EntityManager, token: string, purposes: AccountTokenPurpose[]): Promise<AccountToken> {
    return this.use(manager, await this.find(manager, token, purposes));
  }

  /** The token's row, used or not, locked for the caller's transaction; 400 in words for an unknown token or another purpose. */
  async find(manager: EntityManager, token: string, purposes: AccountTokenPurpose[]): Promise<AccountToken> {
    const row = TOKEN_PATTERN.test(token)
      ? await manager.findOne(AccountToken, { where: { tokenHash: sha256(token) }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!row || !purposes.includes(row.purpose)) throw badRequest(`This ${PURPOSE_WORDS[purposes[0]]} is not valid: check that the whole link was opened, or ask for a new one`);
    return row;
  }

  /** Uses up a row `find` answered, with the account's other open tokens of its purpose; 400 in words once used or expired. */
  async use(manager: EntityManager, row: AccountToken): Promise<AccountToken> {
    const what = PURPOSE_WORDS[row.purpose];
    if (row.usedAt) throw badRequest(`This ${what} was used already: ask for a new one if you still need it`);
    if (row.expiresAt.getTime() <= Date.now()) throw badRequest(`This ${what} has expired: ask for a new one`);
    await manager.query(`UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [row.userId, row.purpose]);
    return row;
  }
}
