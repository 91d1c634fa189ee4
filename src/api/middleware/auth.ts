import type { Next } from 'koa';
import { unauthorized } from '../../errors';
import type { ApiKeyService } from '../../services/api-keys';
import type { AppContext } from '../context';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Requires `Authorization: Bearer <key>` and puts the key's owner on ctx.state.user. */
export function requireApiKey(apiKeys: ApiKeyService) {
  return async function authenticate(ctx: AppContext, next: Next): Promise<void> {
    const header = ctx.get('Authorization');
    if (!header) throw unauthorized('Missing API key: send Authorization: Bearer <key>');
    const match = BEARER.exec(header);
    if (!match) throw unauthorized('Malformed Authorization header: expected Bearer <key>');
    ctx.state.user = await apiKeys.authenticate(match[1]);
    await next();
  };
}
