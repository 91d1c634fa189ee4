import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A programmable HTTP fake on 127.0.0.1 with an ephemeral port. It records every request and can be told
 * to fail the next N requests with a status, to hang (so clients time out), or to answer with invalid output
 * (what "invalid" means is up to each provider fake). Faults can be limited to a path prefix or pattern.
 */
export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When it arrived (ms since the epoch). */
  at: number;
  json<T = any>(): T;
  /** Parses a multipart/form-data (or urlencoded) body. */
  form(): Promise<FormData>;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is, with `contentType`. */
  body?: Buffer | string;
  contentType?: string;
  headers?: Record<string, string>;
}

export type ReplyMode = 'normal' | 'invalid';
export type FakeHandler = (request: RecordedRequest, mode: ReplyMode) => FakeReply | Promise<FakeReply>;

export interface FaultOptions {
  /** Only requests whose path starts with this string (or matches this pattern) are affected. */
  path?: string | RegExp;
}

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: RecordedRequest[];
  /** The next `count` matching requests get `status` with `body` (JSON) instead of the normal answer. */
  failNext(count: number, status: number, options?: FaultOptions & { body?: unknown; headers?: Record<string, string> }): void;
  /** The next `count` matching requests never get an answer: clients see a timeout. */
  hangNext(count: number, options?: FaultOptions): void;
  /** The next `count` matching requests get the fake's invalid output. */
  invalidNext(count: number, options?: FaultOptions): void;
  /** Forgets every fault not yet used up: the fake answers normally again. */
  clearFaults(): void;
  close(): Promise<void>;
}

type Fault =
  | { kind: 'fail'; status: number; body: unknown; headers?: Record<string, string>; remaining: number; path?: string | RegExp }
  | { kind: 'hang' | 'invalid'; remaining: number; path?: string | RegExp };

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded = record(incoming.method ?? 'GET', incoming.url ?? '/', incoming.headers, Buffer.concat(chunks));
      requests.push(recorded);
      const fault = takeFault(faults, recorded.path);
      if (fault?.kind === 'hang') return;
      if (fault?.kind === 'fail') return send(response, { status: fault.status, json: fault.body, headers: fault.headers });
      Promise.resolve(handler(recorded, fault?.kind === 'invalid' ? 'invalid' : 'normal'))
        .then((reply) => send(response, reply))
        .catch((error: Error) => send(response, { status: 500, json: { error: { message: `fake crashed: ${error.message}` } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (count, status, options = {}) =>
      faults.push({
        kind: 'fail',
        status,
        body: options.body ?? { error: { message: `fake failure ${status}` } },
        headers: options.headers,
        remaining: count,
        path: options.path,
      }),
    hangNext: (count, options = {}) => faults.push({ kind: 'hang', remaining: count, path: options.path }),
    invalidNext: (count, options = {}) => faults.push({ kind: 'invalid', remaining: count, path: options.path }),
    clearFaults: () => faults.splice(0, faults.length),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function takeFault(faults: Fault[], path: string): Fault | undefined {
  const fault = faults.find((candidate) => candidate.remaining > 0 && pathMatches(candidate.path, path));
  if (fault) fault.remaining -= 1;
  return fault;
}

function pathMatches(filter: string | RegExp | undefined, path: string): boolean {
  if (filter === undefined) return true;
  return typeof filter === 'string' ? path.startsWith(filter) : filter.test(path);
}

function record(method: string, rawUrl: string, headers: IncomingHttpHeaders, body: Buffer): RecordedRequest {
  const url = new URL(rawUrl, 'http://fake.invalid');
  return {
    method,
    path: decodeURIComponent(url.pathname),
    query: url.searchParams,
    headers,
    body,
    at: Date.now(),
    json: () => JSON.parse(body.toString('utf8')),
    form: () => new Response(new Uint8Array(body), { headers: { 'content-type': String(headers['content-type']) } }).formData(),
  };
}

function send(response: ServerResponse, reply: FakeReply): void {
  const status = reply.status ?? 200;
  if (reply.json !== undefined) {
    response.writeHead(status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.json));
  } else {
    response.writeHead(status, { 'content-type': reply.contentType ?? 'application/octet-stream', ...reply.headers }).end(reply.body ?? '');
  }
}

/** A 401 reply when the request does not carry the expected key in `header` (as "Bearer <key>" for authorization). */
export function unauthorized(request: RecordedRequest, header: string, apiKey: string | undefined): FakeReply | undefined {
  if (apiKey === undefined) return undefined;
  const expected = header === 'authorization' ? `Bearer ${apiKey}` : apiKey;
  return request.headers[header] === expected ? undefined : { status: 401, json: { error: { message: 'invalid API key' } } };
}

export function notFound(request: RecordedRequest): FakeReply {
  return { status: 404, json: { error: { message: `no route ${request.method} ${request.path}` } } };
}

/** A request value as services quote it in their errors: strings as they are, anything else as JSON. */
export function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
