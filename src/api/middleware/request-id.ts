import crypto from 'node:crypto';
import type { Next } from 'koa';
import type { AppContext } from '../context';

const INCOMING_ID = /^[\w.-]{1,64}$/;

/** Tags every request with an id (the caller's X-Request-Id when sane) and echoes it back. */
export async function requestId(ctx: AppContext, next: Next): Promise<void> {
  const incoming = ctx.get('X-Request-Id');
  ctx.state.requestId = INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
  ctx.set('X-Request-Id', ctx.state.requestId);
  await next();
}
