/** What an answer of the API means, in code that runs in browsers and on Node alike (the web console uses it too). */

/** An answer that was not a success: the HTTP status, the API's own error text (`message`) and its whole body. */
export class LikenessError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    /** Seconds the API asked to wait before trying again (Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'LikenessError';
  }
}

/** The data of a typed call (openapi-fetch), or a LikenessError carrying the API's own message. */
export async function dataOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  throw errorOf(response, error);
}

/** The LikenessError of an answer that was not a success, from its status, headers and (JSON) body. */
export function errorOf(response: Response, error: unknown): LikenessError {
  const body = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>;
  const retryAfter = Number(response.headers.get('Retry-After'));
  const message = typeof body.error === 'string' ? body.error : `${response.status} ${response.statusText}`;
  return new LikenessError(response.status, message, body, retryAfter > 0 ? retryAfter : undefined);
}
