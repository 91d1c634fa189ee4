import crypto from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { SESSION_FORMAT } from '../config/pricing';
import { Session } from '../entities/session';
import type { User } from '../entities/user';
import { unauthorized } from '../errors';

export interface OpenedSession {
  /** The cookie value: returned once, stored only hashed. */
  token: string;
  expiresAt: Date;
}

export interface SessionCaller {
  user: User;
  /** Set when the expiry moved ahead: the cookie is sent again with the new Max-Age. */
  extendedUntil?: Date;
}

function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/**
 * The CSRF token a session issues: derived from its secret token, so it needs no storage and dies with the
 * session. Readable only by the page that signed in (the cookie itself is HttpOnly).
 */
export function csrfTokenFor(sessionToken: string): string {
  return crypto.createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

export function csrfTokenMatches(sessionToken: string, sent: string): boolean {
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(sent);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export class SessionService {
  constructor(private readonly dataSource: DataSource) {}

  async open(userId: string): Promise<OpenedSession> {
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_FORMAT.lifetimeMs);
    const repository = this.dataSource.getRepository(Session);
    await repository.save(repository.create({ userId, tokenHash: sha256(token), expiresAt, revokedAt: null }));
    return { token, expiresAt };
  }

  /** The signed-in user; 401 for unknown, expired and signed-out sessions. Slides the expiry forward. */
  async authenticate(token: string): Promise<SessionCaller> {
    const repository = this.dataSource.getRepository(Session);
    const session = await repository.findOne({ where: { tokenHash: sha256(token), revokedAt: IsNull() }, relations: { user: true } });
    const now = Date.now();
    if (!session?.user || session.expiresAt.getTime() <= now) throw unauthorized('Your session has ended: sign in again');
    const extendedUntil = new Date(now + SESSION_FORMAT.lifetimeMs);
    if (extendedUntil.getTime() - session.expiresAt.getTime() < SESSION_FORMAT.extendAfterMs) return { user: session.user };
    await repository.update({ id: session.id }, { expiresAt: extendedUntil });
    return { user: session.user, extendedUntil };
  }

  /** Ends every open session of the user but the one of `keepToken` (the caller's own); returns how many ended. */
  async closeAll(userId: string, keepToken?: string): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: () => 'now()' })
      .where('user_id = :userId AND revoked_at IS NULL AND token_hash <> :kept', { userId, kept: keepToken ? sha256(keepToken) : '' })
      .execute();
    return result.affected ?? 0;
  }

  async close(token: string): Promise<void> {
    await this.dataSource.getRepository(Session).update({ tokenHash: sha256(token), revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
