import http from 'node:http';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  key?: string;
  body?: unknown;
  /** Sent as-is (for malformed JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** A tiny HTTP client for tests: JSON in, JSON out, the status kept. */
export async function call<T = any>(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.Authorization = `Bearer ${options.key}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') && text ? JSON.parse(text) : text, headers: response.headers };
}

/**
 * Polls `reached` every 100 ms while `request` is unanswered. An answer that comes first (a 503, a refusal) fails the
 * wait at once, naming it, rather than leaving it to run into the test's timeout.
 */
export async function untilBeforeAnswer(request: Promise<ApiResponse>, reached: () => boolean | Promise<boolean>, what: string): Promise<void> {
  let answer: string | undefined;
  request.then(
    (response) => (answer = `${response.status} ${JSON.stringify(response.body)}`),
    (error: unknown) => (answer = String(error)),
  );
  while (!(await reached())) {
    if (answer !== undefined) throw new Error(`the request was answered (${answer}) before ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `call` from another loopback address (all of 127.0.0.0/8 is this machine): limits counted per client address
 * (sign-ups, failed sign-ins) then count a test's requests apart from every other test's.
 */
export function callFrom<T = any>(localAddress: string, baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...options.headers, ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) } : {}) };
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, { method, localAddress, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => {
        const text = Buffer.concat(chunks).toString();
        const received = new Headers(Object.entries(response.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]])));
        resolve({ status: response.statusCode ?? 0, body: (response.headers['content-type'] ?? '').includes('json') && text ? JSON.parse(text) : text, headers: received });
      });
    });
    request.once('error', reject);
    request.end(payload);
  });
}

export type FormFields = Record<string, string | Buffer>;

/** A multipart/form-data POST; Buffer fields are sent as PNG files named after the field. */
export async function postForm<T = any>(baseUrl: string, path: string, key: string | undefined, fields: FormFields): Promise<ApiResponse<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)], { type: 'image/png' }), `${name}.png`);
  }
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: key ? { Authorization: `Bearer ${key}` } : {}, body: form });
  const text = await response.text();
  return { status: response.status, body: (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text, headers: response.headers };
}
