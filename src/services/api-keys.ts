import crypto from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { API_KEY_FORMAT, apiKeyCapForPlan } from '../config/pricing';
import { ApiKey } from '../entities/api-key';
import { User } from '../entities/user';
import { badRequest, notFound, unauthorized } from '../errors';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = new RegExp(`^${API_KEY_FORMAT.livePrefix}[0-9A-Za-z]{32,}$`);

/** Crypto-random base62 characters, without modulo bias. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function hashApiKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

export interface CreatedApiKey {
  apiKey: ApiKey;
  /** The full key: returned once, never stored. */
  key: string;
}

export class ApiKeyService {
  constructor(private readonly dataSource: DataSource) {}

  /** Creates a key unless the user's plan cap of active keys is reached (400). */
  async create(userId: string, name: string): Promise<CreatedApiKey> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw notFound('User');
      const active = await manager.count(ApiKey, { where: { userId, revokedAt: IsNull() } });
      const cap = apiKeyCapForPlan(user.plan);
      if (active >= cap) {
        throw badRequest(
          `The ${user.plan} plan allows ${cap} active API keys and you have ${active}; revoke one (DELETE /api/api-keys) before creating another`,
        );
      }
      const key = API_KEY_FORMAT.livePrefix + randomBase62(API_KEY_FORMAT.randomLength);
      const apiKey = manager.create(ApiKey, {
        userId,
        name,
        keyPrefix: key.slice(0, API_KEY_FORMAT.displayPrefixLength),
        keyHash: hashApiKey(key),
        lastUsedAt: null,
        revokedAt: null,
      });
      return { apiKey: await manager.save(apiKey), key };
    });
  }

  list(userId: string): Promise<ApiKey[]> {
    return this.dataSource.getRepository(ApiKey).find({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  /** Revokes one of the caller's keys; another user's key is 404 like a missing one. */
  async revoke(userId: string, keyId: string): Promise<void> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(ApiKey)
      .set({ revokedAt: () => 'COALESCE(revoked_at, now())' })
      .where('id = :keyId AND user_id = :userId', { keyId, userId })
      .execute();
    if (!result.affected) throw notFound('API key');
  }

  /** Resolves a bearer key to its user: 401 for malformed, unknown and revoked keys. */
  async authenticate(key: string): Promise<User> {
    if (!KEY_PATTERN.test(key)) throw unauthorized('Malformed API key: expected lk_live_ followed by at least 32 letters and digits');
    const apiKey = await this.dataSource.getRepository(ApiKey).findOne({ where: { keyHash: hashApiKey(key) }, relations: { user: true } });
    if (!apiKey || !apiKey.user) throw unauthorized('Unknown API key');
    if (apiKey.revokedAt) throw unauthorized('This API key has been revoked');
    await this.touch(apiKey);
    return apiKey.user;
  }

  private async touch(apiKey: ApiKey): Promise<void> {
    const stale = !apiKey.lastUsedAt || Date.now() - apiKey.lastUsedAt.getTime() > API_KEY_FORMAT.lastUsedResolutionMs;
    if (stale) await this.dataSource.getRepository(ApiKey).update({ id: apiKey.id }, { lastUsedAt: new Date() });
  }
}
