import type { Next } from 'koa';
import type { AppContext } from '../context';
import { IDEMPOTENCY_FORMAT } from '../../config/pricing';

const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE';
/** What browser clients send: the bearer key, JSON bodies, idempotency keys and their own request ids. */
const ALLOWED_HEADERS = `Authorization, Content-Type, ${IDEMPOTENCY_FORMAT.keyHeader}, X-Request-Id`;
/** Response headers a browser client may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = `X-Request-Id, Retry-After, Content-Disposition, Link, X-Next-Cursor, X-Total-Count, ${IDEMPOTENCY_FORMAT.replayedHeader}`;
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * CORS for the configured origins (CORS_ORIGINS; `*` allows any). Keys travel in the Authorization
 * header, never in cookies, so credentials are not allowed. With no origins configured no CORS header
 * is ever sent and browsers keep their same-origin policy.
 */
export function cors(allowedOrigins: readonly string[]) {
  const anyOrigin = allowedOrigins.includes('*');
  const allowed = new Set(allowedOrigins);
  return async function applyCors(ctx: AppContext, next: Next): Promise<void> {
    if (allowed.size === 0) return void (await next());
    ctx.vary('Origin');
    const origin = ctx.get('Origin');
    if (!origin || !(anyOrigin || allowed.has(origin))) return void (await next());
    ctx.set('Access-Control-Allow-Origin', anyOrigin ? '*' : origin);
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    await next();
  };
}
