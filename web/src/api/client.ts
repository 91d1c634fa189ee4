import createClient, { type Middleware } from 'openapi-fetch';
import { everyCharacter } from '../../../clients/typescript/src/pages';
import type { components, paths } from '../../../clients/typescript/src/schema';

export type Schemas = components['schemas'];

/** The TypeScript client's own answer handling: an ApiError carries the API's message, status, body and Retry-After. */
export { LikenessError as ApiError, dataOf as unwrap } from '../../../clients/typescript/src/answers';

let csrfToken: string | null = null;

/** The session's CSRF token (GET /api/session): sent on every change a signed-in page makes. */
export function useCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** The headers every change a signed-in page makes carries: its CSRF token. */
export function csrfHeaders(): Record<string, string> {
  return csrfToken ? { 'X-CSRF-Token': csrfToken } : {};
}

const sendCsrfToken: Middleware = {
  onRequest({ request }) {
    if (csrfToken && request.method !== 'GET') request.headers.set('X-CSRF-Token', csrfToken);
    return request;
  },
};

/** The typed client: paths, bodies and answers come from /openapi.json (clients/typescript/src/schema.ts is generated). */
export const api = createClient<paths>({ baseUrl: window.location.origin, credentials: 'same-origin' });
api.use(sendCsrfToken);

/** A multipart/form-data body (uploads): strings and files as they are, nothing for fields left out. */
export function formBody(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value as string | Blob);
  return form;
}

/** Every character of the signed-in account, newest first: GET /api/characters page after page, by its Link headers. */
export async function allCharacters(): Promise<Array<Schemas['CharacterListItem']>> {
  const characters: Array<Schemas['CharacterListItem']> = [];
  for await (const character of everyCharacter(api)) characters.push(character);
  return characters;
}
