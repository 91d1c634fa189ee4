import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP load balancer on 127.0.0.1, like a default nginx upstream: each request goes to the next backend in
 * turn, on a new connection; a backend that refuses the connection (stopped) is skipped for the next one.
 */
export interface RoundRobinProxy {
  baseUrl: string;
  /** Requests answered by each backend, in the order the backends were given. */
  answered: number[];
  close(): Promise<void>;
}

/** Headers that belong to one connection, never forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const answered = backends.map(() => 0);
  let next = 0;

  const forward = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse, triesLeft: number) => {
    const index = next;
    next = (next + 1) % backends.length;
    const target = new URL(request.url ?? '/', backends[index]);
    const upstream = http.request(target, { method: request.method, headers: withoutHopByHop(request.headers), agent: false }, (answer) => {
      answered[index] += 1;
      response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(response);
    });
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && triesLeft > 1) return forward(request, body, response, triesLeft - 1);
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: `proxy: ${error.message}` }));
    });
    upstream.end(body);
  };

  const server = http.createServer((request, response) => {
    readBody(request).then(
      (body) => forward(request, body, response, backends.length),
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
