import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request that went through the proxy, with the status its client got. */
export interface ProxiedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  idempotencyKey: string | undefined;
  status: number;
}

/** What the proxy answers itself instead of forwarding a request. */
export interface ProxyAnswer {
  status: number;
  body: unknown;
}

/** Decides a request before it is forwarded: an answer of the proxy's own, or undefined to forward it (it may wait first). */
export type Interceptor = (request: { method: string; path: string }) => Promise<ProxyAnswer | undefined> | ProxyAnswer | undefined;

/**
 * An HTTP proxy on 127.0.0.1 to `target` (an origin) that writes down every request and lets a test answer some
 * itself, or hold them: a stateless server behind it (stripe-mock) then shows what its clients asked, and when.
 */
export interface RecordingProxy {
  url: string;
  requests: ProxiedRequest[];
  intercept: Interceptor;
  close(): Promise<void>;
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const proxy: RecordingProxy = {
    url: '',
    requests: [],
    intercept: () => undefined,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      const seen: ProxiedRequest = { method, path, idempotencyKey: request.headers['idempotency-key'] as string | undefined, status: 0 };
      proxy.requests.push(seen);
      const answer = async (): Promise<void> => {
        const own = await proxy.intercept({ method, path });
        if (own) {
          seen.status = own.status;
          response.writeHead(own.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(own.body));
          return;
        }
        const forwarded = http.request({ host: upstream.hostname, port: upstream.port, method, path, headers: { ...request.headers, host: upstream.host } }, (reply) => {
          seen.status = reply.statusCode ?? 0;
          response.writeHead(seen.status, reply.headers);
          reply.pipe(response);
        });
        forwarded.on('error', () => response.destroy());
        forwarded.end(Buffer.concat(chunks));
      };
      answer().catch(() => response.destroy());
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
