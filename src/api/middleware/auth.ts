import type { Next } from 'koa';
import { SESSION_FORMAT } from '../../config/pricing';
import { AppError, unauthorized } from '../../errors';
import type { ApiKeyService } from '../../services/api-keys';
import { csrfTokenMatches, type SessionService } from '../../services/sessions';
import type { AppContext } from '../context';
import { sessionCookie } from '../session-cookie';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Authenticators {
  apiKeys: ApiKeyService;
  sessions: SessionService;
  secureCookies: boolean;
}

/**
 * Requires `Authorization: Bearer <key>` or the console's session cookie and puts the caller on ctx.state.user.
 * A cookie-authenticated request that changes anything must carry the session's CSRF token header (else 403):
 * a page on another site can make the browser send the cookie, never the header.
 */
export function requireCaller({ apiKeys, sessions, secureCookies }: Authenticators) {
  return async function authenticate(ctx: AppContext, next: Next): Promise<void> {
    const header = ctx.get('Authorization');
    const sessionToken = ctx.cookies.get(SESSION_FORMAT.cookieName);
    if (header || !sessionToken) {
      if (!header) throw unauthorized('Missing API key: send Authorization: Bearer <key> (or sign in to the console)');
      const match = BEARER.exec(header);
      if (!match) throw unauthorized('Malformed Authorization header: expected Bearer <key>');
      ctx.state.user = await apiKeys.authenticate(match[1]);
    } else {
      if (!SAFE_METHODS.has(ctx.method) && !csrfTokenMatches(sessionToken, ctx.get(SESSION_FORMAT.csrfHeader))) {
        throw new AppError(403, `Missing or wrong ${SESSION_FORMAT.csrfHeader} header: a signed-in request that changes something must carry the token from GET /api/session`);
      }
      const { user, extendedUntil } = await sessions.authenticate(sessionToken);
      if (extendedUntil) ctx.append('Set-Cookie', sessionCookie(sessionToken, extendedUntil, secureCookies));
      ctx.state.user = user;
      ctx.state.sessionToken = sessionToken;
    }
    await next();
  };
}
