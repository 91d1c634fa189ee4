import { ModelError } from '../errors';

/**
 * The one place where HTTP outcomes become ModelErrors, shared by every provider adapter:
 * network failures, timeouts, 408, 429 and 5xx can succeed on another attempt; other statuses,
 * content-policy refusals and unreadable output cannot.
 */
export interface HttpSettings {
  /** Named in every error, e.g. "openai:gpt-image-1". */
  provider: string;
  /** Per request, including reading the body. */
  timeoutMs: number;
  /** A provider's own reading of an error answer (ComfyUI's `node_errors`); undefined leaves it to statusError. */
  describeError?: (status: number, body: string, headers: Headers) => ModelError | undefined;
}

const MAX_DETAIL_CHARS = 300;

/** What a status usually means for a model API, in words a person configuring it can act on. */
const STATUS_HINTS: Record<number, string> = {
  401: 'the API key is missing, wrong or revoked',
  403: 'the key may not use this model or endpoint',
  404: 'no such model or endpoint at this base URL',
  429: 'rate limit or quota reached',
};

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export async function sendJson(url: string, init: RequestInit, settings: HttpSettings): Promise<unknown> {
  return parsedJson(await readBody(url, init, settings, (response) => response.text()), settings);
}

/**
 * A JSON answer whose error statuses (those `answers` accepts) are the provider's answer rather than a failed request,
 * e.g. a queued request's result that failed in the model: they come back with their status and body.
 */
export async function sendJsonAnswer(url: string, init: RequestInit, settings: HttpSettings, answers: (status: number) => boolean): Promise<{ status: number; json: unknown }> {
  const { status, text } = await readBody(url, init, settings, async (response) => ({ status: response.status, text: await response.text() }), answers);
  return { status, json: parsedJson(text, settings) };
}

function parsedJson(text: string, settings: HttpSettings): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidOutput(settings.provider, `response is not JSON: ${clip(text)}`, error);
  }
}

export async function sendBytes(url: string, init: RequestInit, settings: HttpSettings): Promise<Buffer> {
  return readBody(url, init, settings, async (response) => Buffer.from(await response.arrayBuffer()));
}

export function jsonRequest(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export function bearer(apiKey: string | undefined): Record<string, string> {
  return apiKey ? { authorization: `Bearer ${apiKey}` } : {};
}

/** The body is read under the same timeout as the request: a server that stalls mid-body is a timeout too. */
async function readBody<T>(
  url: string,
  init: RequestInit,
  settings: HttpSettings,
  read: (response: Response) => Promise<T>,
  answers: (status: number) => boolean = () => false,
): Promise<T> {
  try {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const response = await fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
    if (!response.ok && !answers(response.status)) {
      const body = await response.text();
      throw settings.describeError?.(response.status, body, response.headers) ?? statusError(settings.provider, response.status, body, retryAfterMs(response.headers));
    }
    return await read(response);
  } catch (error) {
    throw error instanceof ModelError ? error : transportError(settings, url, error);
  }
}

export function statusError(provider: string, status: number, body: string, retryAfter?: number): ModelError {
  const detail = errorDetail(body);
  if (mentionsContentPolicy(body)) return contentPolicyError(provider, detail, status);
  const hint = STATUS_HINTS[status];
  return new ModelError(`${provider} answered HTTP ${status}${hint ? ` (${hint})` : ''}: ${detail}`, {
    provider,
    status,
    retryable: isRetryableStatus(status),
    retryAfterMs: retryAfter ?? retryInfoDelayMs(body),
  });
}

/** Google APIs say how long to wait in the error body: a google.rpc.RetryInfo detail with `retryDelay: "31s"`. */
function retryInfoDelayMs(body: string): number | undefined {
  try {
    const details = (JSON.parse(body) as { error?: { details?: Array<{ '@type'?: string; retryDelay?: string }> } }).error?.details ?? [];
    const delay = details.find((detail) => detail['@type']?.endsWith('google.rpc.RetryInfo'))?.retryDelay;
    const seconds = delay ? /^(\d+(?:\.\d+)?)s$/.exec(delay)?.[1] : undefined;
    return seconds === undefined ? undefined : Math.round(Number(seconds) * 1000);
  } catch {
    return undefined;
  }
}

/**
 * How long the server asked us to wait (RFC 9110 section 10.2.3: delay-seconds or an HTTP-date), in ms; OpenAI also
 * sends `retry-after-ms`. Undefined when the server said nothing usable.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const milliseconds = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function contentPolicyError(provider: string, detail: string, status?: number): ModelError {
  return new ModelError(`${provider} refused the request under its content policy: ${clip(detail)}`, {
    provider,
    status,
    retryable: false,
    refused: true,
  });
}

/** The model answered, but not with something usable: asking again the same way is not expected to help. */
export function invalidOutput(provider: string, detail: string, cause?: unknown): ModelError {
  return new ModelError(`${provider} returned invalid output: ${clip(detail)}`, { provider, retryable: false, cause });
}

function transportError(settings: HttpSettings, url: string, error: unknown): ModelError {
  const name = error instanceof Error ? error.name : '';
  const reason =
    name === 'TimeoutError'
      ? `timed out after ${settings.timeoutMs} ms`
      : name === 'AbortError'
        ? 'was cancelled'
        : `network error: ${describe(error)}`;
  return new ModelError(`${settings.provider} request to ${new URL(url).origin} ${reason}`, {
    provider: settings.provider,
    retryable: true,
    cause: error,
  });
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

/** OpenAI-style `{error: {message, code}}`, `{error: "..."}`, a problem's or FastAPI's `{detail: "..."}`, or the raw text. */
function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown; detail?: unknown };
    const error = parsed.error;
    if (typeof error === 'string') return clip(error);
    if (error && typeof error === 'object' && 'message' in error) return clip(String(error.message));
    if (typeof parsed.message === 'string') return clip(parsed.message);
    if (typeof parsed.detail === 'string') return clip(parsed.detail);
  } catch {
    // Not JSON: the text itself is the detail.
  }
  return clip(body);
}

/** A provider's refusal under its content policy, in the words OpenAI-style errors use. */
export function mentionsContentPolicy(body: string): boolean {
  return /content_policy_violation|moderation_blocked|safety system|content policy/i.test(body);
}

export function clip(text: string, maxChars = MAX_DETAIL_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > maxChars ? `${flat.slice(0, maxChars)}…` : flat || '(empty)';
}
