import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

export type Schemas = components['schemas'];

/** An API answer that was not a success, with the error text the API wrote for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    /** Seconds the API asked to wait before trying again (Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;

/** The session's CSRF token (GET /api/session): sent on every change a signed-in page makes. */
export function useCsrfToken(token: string | null): void {
  csrfToken = token;
}

const sendCsrfToken: Middleware = {
  onRequest({ request }) {
    if (csrfToken && request.method !== 'GET') request.headers.set('X-CSRF-Token', csrfToken);
    return request;
  },
};

/** The typed client: paths, bodies and answers come from /openapi.json (schema.d.ts is generated). */
export const api = createClient<paths>({ baseUrl: window.location.origin, credentials: 'same-origin' });
api.use(sendCsrfToken);

/** The data of a typed call, or an ApiError carrying the API's own message. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  const body = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>;
  const retryAfter = Number(response.headers.get('Retry-After'));
  throw new ApiError(response.status, typeof body.error === 'string' ? body.error : `${response.status} ${response.statusText}`, body, retryAfter > 0 ? retryAfter : undefined);
}
