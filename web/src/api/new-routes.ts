import { errorOf } from '../../../clients/typescript/src/answers';
import { refreshBalance } from '../balance';
import { csrfHeaders } from './client';

/**
 * Routes the console offers before every server has them (a panel's edit, a pose read from a photo): called by path,
 * outside the typed client, which knows only what this server's clients were generated from.
 */

const known = new Map<string, Promise<boolean>>();

/**
 * Whether the server has a POST route at `path`, asked once per path: a GET there is 405 (method not allowed) when
 * the route exists and 404 when it does not.
 */
export function serverHas(path: string): Promise<boolean> {
  if (!known.has(path)) known.set(path, fetch(path, { credentials: 'same-origin' }).then((answer) => answer.status !== 404, () => true));
  return known.get(path) as Promise<boolean>;
}

/** POSTs JSON or a form to a route of the API; its answer's JSON, or the API's error (a LikenessError). */
export async function postTo<T>(path: string, body: FormData | object, idempotent = false): Promise<T> {
  const form = body instanceof FormData;
  const headers: Record<string, string> = { ...csrfHeaders(), ...(form ? {} : { 'Content-Type': 'application/json' }), ...(idempotent ? { 'Idempotency-Key': crypto.randomUUID() } : {}) };
  const answer = await fetch(path, { method: 'POST', credentials: 'same-origin', headers, body: form ? body : JSON.stringify(body) });
  const parsed: unknown = await answer.json().catch(() => ({}));
  if (idempotent) void refreshBalance();
  if (!answer.ok) throw errorOf(answer, parsed);
  return parsed as T;
}
