import type { Next } from 'koa';
import { AppError } from '../../errors';
import type { AppContext } from '../context';
import { UNAVAILABLE_RETRY_AFTER_S, unreachableDependency } from './unavailable';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  type?: string;
}

function messageForClientError(error: HttpLikeError, status: number): string {
  if (status === 413) return 'Request body too large';
  // The JSON parser refuses prototype-polluting keys before the reserved "_" field check could name them.
  if (/forbidden prototype property/i.test(error.message ?? '')) return 'JSON bodies may not contain "__proto__" or "constructor.prototype" keys';
  if (error.type === 'entity.parse.failed' || /JSON/i.test(error.message ?? '')) return 'Malformed JSON body';
  return error.expose && error.message ? error.message : 'Bad request';
}

/**
 * Every error leaves as `{"error": "..."}` with the right status; unexpected errors are logged
 * and answered with a 500 that carries no internals.
 */
export function errorHandler(log: (error: unknown, ctx: AppContext) => void) {
  return async function handleErrors(ctx: AppContext, next: Next): Promise<void> {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { error: `No route for ${ctx.method} ${ctx.path}` };
      } else if ((ctx.status === 405 || ctx.status === 501) && ctx.body === undefined) {
        // The router answers methods it has no route for at all (TRACE...) with 501; for the caller it is a 405 like any other.
        ctx.status = 405;
        ctx.body = { error: `${ctx.method} is not allowed on ${ctx.path}` };
      }
    } catch (error) {
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = { error: error.message, ...error.body };
        return;
      }
      const httpError = error as HttpLikeError;
      const status = httpError.status ?? httpError.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { error: messageForClientError(httpError, status) };
        return;
      }
      log(error, ctx);
      const unreachable = unreachableDependency(error);
      if (unreachable) {
        ctx.status = 503;
        ctx.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
        ctx.body = { error: `The ${unreachable} is unavailable for a moment (request ${ctx.state.requestId}); retry after ${UNAVAILABLE_RETRY_AFTER_S} s (with the same Idempotency-Key, a retry joins the first run)` };
        return;
      }
      ctx.status = 500;
      // True for paid requests too: a run that fails refunds what it did not deliver, and a retry with the same
      // Idempotency-Key joins the first run instead of paying again.
      ctx.body = { error: `Internal server error (request ${ctx.state.requestId}); nothing undelivered was charged, and it is safe to retry with backoff (with the same Idempotency-Key, a retry joins the first run)` };
    }
  };
}
