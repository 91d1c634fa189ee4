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
