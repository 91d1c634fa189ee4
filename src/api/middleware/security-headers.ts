import type { Next } from 'koa';
import type { AppContext } from '../context';

export async function securityHeaders(ctx: AppContext, next: Next): Promise<void> {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  await next();
}
