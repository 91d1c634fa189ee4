import type { Next } from 'koa';
import type { Logger } from '../../observability/logger';
import { httpRequestDuration } from '../../observability/metrics';
import type { AppContext } from '../context';

/** One JSON log line and one latency observation per request, labelled by route pattern (not raw path). */
export function requestLog(logger: Logger) {
  return async function logRequest(ctx: AppContext, next: Next): Promise<void> {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = (ctx as AppContext & { _matchedRoute?: string })._matchedRoute ?? 'unmatched';
      httpRequestDuration.observe({ method: ctx.method, route: String(route), status: String(ctx.status) }, seconds);
      logger.info(
        { requestId: ctx.state.requestId, method: ctx.method, route, path: ctx.path, status: ctx.status, ms: Math.round(seconds * 1000), userId: ctx.state.user?.id },
        'request',
      );
    }
  };
}
