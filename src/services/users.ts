import crypto from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { DEFAULTS } from '../config/pricing';
import { User } from '../entities/user';
import type { ConsoleLanguage } from '../vocabulary/console-languages';
import { AppError, badRequest, notFound } from '../errors';
import { ApiKeyService } from './api-keys';
import { CreditLedger } from './credit-ledger';
import { checkNewPassword, hashPassword, passwordMatches } from './passwords';

export interface NewUser {
  email: string;
  plan?: string;
  credits?: number;
  password?: string;
  /** True for accounts an operator makes; console sign-ups start unverified until the emailed link is followed. */
  verified?: boolean;
}

let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

export interface CreatedUser {
  user: User;
  apiKey: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(normalised)) throw badRequest(`"${email}" is not an email address`);
  return normalised;
}

export class UserService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: CreditLedger,
    private readonly apiKeys: ApiKeyService,
  ) {}

  /** Creates a verified user (an operator vouches for the address) with its opening credit grant and first API key. */
  async create(input: NewUser): Promise<CreatedUser> {
    const user = await this.register({ ...input, verified: true });
    const { key } = await this.apiKeys.create(user.id, DEFAULTS.apiKeyName);
    return { user, apiKey: key };
  }

  /** Creates a user with its opening credit grant and, when given, a console password (stored as argon2id). */
  async register(input: NewUser): Promise<User> {
    const email = normaliseEmail(input.email);
    const credits = input.credits ?? 0;
    if (!Number.isInteger(credits) || credits < 0) throw badRequest('credits must be a non-negative integer');
    if (input.password !== undefined) checkNewPassword(input.password);
    const repository = this.dataSource.getRepository(User);
    if (await repository.exists({ where: { email } })) throw badRequest(`A user with email ${email} already exists`);
    const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
    const emailVerifiedAt = input.verified ? new Date() : null;
    const user = await repository.save(repository.create({ email, plan: input.plan ?? DEFAULTS.plan, credits: 0, passwordHash, emailVerifiedAt }));
    if (credits > 0) await this.grant(user.id, credits, 'opening balance');
    return { ...user, passwordHash: undefined, credits };
  }

  /**
   * A console account for this address on the free plan, unverified and without credits; or, when the address has an
   * account already, that account, untouched. The password is checked and hashed either way, so neither the answer
   * nor its timing tells which (no account enumeration).
   */
  async registerUnlessTaken(email: string, password: string): Promise<{ user: User; created: boolean }> {
    const normalised = normaliseEmail(email);
    checkNewPassword(password);
    const passwordHash = await hashPassword(password);
    const repository = this.dataSource.getRepository(User);
    const existing = await repository.findOne({ where: { email: normalised } });
    if (existing) return { user: existing, created: false };
    // ON CONFLICT DO NOTHING: another sign-up for the address that wins the race makes this one find it taken.
    const inserted = await repository.createQueryBuilder().insert().values({ email: normalised, plan: DEFAULTS.plan, credits: 0, passwordHash, emailVerifiedAt: null }).orIgnore().returning('id').execute();
    const user = await repository.findOneOrFail({ where: { email: normalised } });
    return { user, created: (inserted.raw as unknown[]).length > 0 };
  }

  /** The user these credentials belong to, or undefined: never says whether the email or the password was wrong. */
  async withPassword(email: string, password: string): Promise<User | undefined> {
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: email.trim().toLowerCase() })
      .getOne();
    return this.ifPasswordMatches(user, password);
  }

  /** Whether this user's password is `password` (false for users without one), at the same cost either way. */
  async hasPassword(userId: string, password: string): Promise<boolean> {
    const user = await this.dataSource.getRepository(User).createQueryBuilder('user').addSelect('user.passwordHash').where('user.id = :userId', { userId }).getOne();
    return (await this.ifPasswordMatches(user, password)) !== undefined;
  }

  /** Sets a new password (checked against the rules first). */
  async setPassword(userId: string, password: string): Promise<void> {
    checkNewPassword(password);
    await this.dataSource.getRepository(User).update({ id: userId }, { passwordHash: await hashPassword(password) });
  }

  /** Keeps the web console's language for the account (null: follow the browser's). */
  async setConsoleLanguage(userId: string, language: ConsoleLanguage | null): Promise<void> {
    await this.dataSource.getRepository(User).update({ id: userId }, { consoleLanguage: language });
  }

  /** The live (not deleted) account with this address, if any. */
  async findLive(email: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOne({ where: { email: normaliseEmail(email), deletionRequestedAt: IsNull() } });
  }

  private async ifPasswordMatches(user: User | null, password: string): Promise<User | undefined> {
    // An unknown email still costs one hash check, so timing does not tell which part was wrong.
    const matches = await passwordMatches(user?.passwordHash ?? (await unknownUserHash()), password);
    if (!user?.passwordHash || !matches) return undefined;
    return { ...user, passwordHash: undefined };
  }

  async findByEmail(email: string): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { email: normaliseEmail(email) } });
    if (!user) throw notFound(`User ${email}`);
    return user;
  }

  async findById(userId: string): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { id: userId } });
    if (!user) throw notFound('User');
    return user;
  }

  /**
   * Free model work (reference sheets) costs the operator a model call and the account nothing, so an account must
   * have confirmed its address or bought credits first: else a script could farm it with unconfirmed sign-ups. 403.
   */
  async requireFreeWorkAllowed(user: User): Promise<void> {
    if (user.emailVerifiedAt) return;
    const bought: unknown[] = await this.dataSource.query(`SELECT 1 FROM credit_ledger WHERE user_id = $1 AND kind = 'purchase' LIMIT 1`, [user.id]);
    if (bought.length) return;
    throw new AppError(403, `Confirm your email address first: free work such as reference sheets needs the link we sent to ${user.email} followed (POST /api/account/verification sends a new one), or credits you bought`);
  }

  /** Adds credits (a ledger grant); returns the new balance. */
  async grant(userId: string, amount: number, description: string): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw badRequest('amount must be a positive integer');
    const result = await this.ledger.grant(userId, `grant:${crypto.randomUUID()}`, amount, description);
    return result.balance;
  }
}
