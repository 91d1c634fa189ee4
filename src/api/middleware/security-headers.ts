import type { Next } from 'koa';
import type { AppContext } from '../context';

/** The API serves JSON, images and PDFs, never pages: nothing may load from or frame its responses. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export async function securityHeaders(ctx: AppContext, next: Next): Promise<void> {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  await next();
}
