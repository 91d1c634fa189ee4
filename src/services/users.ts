import crypto from 'node:crypto';
import { DataSource } from 'typeorm';
import { DEFAULTS } from '../config/pricing';
import { User } from '../entities/user';
import { badRequest, notFound } from '../errors';
import { ApiKeyService } from './api-keys';
import { CreditLedger } from './credit-ledger';

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

  /** Creates a user with its opening credit grant and first API key. */
  async create(input: { email: string; plan?: string; credits?: number }): Promise<CreatedUser> {
    const email = normaliseEmail(input.email);
    const credits = input.credits ?? 0;
    if (!Number.isInteger(credits) || credits < 0) throw badRequest('credits must be a non-negative integer');
    const repository = this.dataSource.getRepository(User);
    if (await repository.exists({ where: { email } })) throw badRequest(`A user with email ${email} already exists`);
    const user = await repository.save(repository.create({ email, plan: input.plan ?? DEFAULTS.plan, credits: 0 }));
    if (credits > 0) await this.grant(user.id, credits, 'opening balance');
    const { key } = await this.apiKeys.create(user.id, DEFAULTS.apiKeyName);
    return { user: { ...user, credits }, apiKey: key };
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

  /** Adds credits (a ledger grant); returns the new balance. */
  async grant(userId: string, amount: number, description: string): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw badRequest('amount must be a positive integer');
    const result = await this.ledger.grant(userId, `grant:${crypto.randomUUID()}`, amount, description);
    return result.balance;
  }
}
