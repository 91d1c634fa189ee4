import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got, verified with the reference implementation of Standard Webhooks. */
export interface Received {
  id: string;
  timestamp: string;
  signatures: string[];
  /** The parsed body when a trusted secret verified it; undefined when none did. */
  verified?: any;
  body: string;
  answered: number;
  at: number;
}

/**
 * A webhook receiver as a customer writes one: an HTTP server on loopback that checks every request's signature
 * with the `standardwebhooks` package (never with the project's own code) and deduplicates by webhook-id. It can be
 * down (not listening), answer errors for a while, or fail every other request.
 */
export interface WebhookReceiver {
  url: string;
  /** Every request, in arrival order. */
  requests: Received[];
  /** Verified events, one per webhook-id (what a receiver that deduplicates keeps). */
  events(): any[];
  /** Secrets whose signatures the receiver accepts. */
  trust(...secrets: string[]): void;
  /** The status it answers (200 by default) for the next `count` requests, then 200 again. */
  failNext(count: number, status?: number): void;
  /** Answers 500 to every other request (the 1st, 3rd, 5th...). */
  failEveryOther(): void;
  /** A handler of its own for the next requests (a redirect, a slow answer). */
  answerWith(handler: ((request: http.IncomingMessage, response: http.ServerResponse) => void) | undefined): void;
  /** Stops listening (connections are refused) until up(). */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Resolves once `count` distinct verified events arrived (or rejects after `timeoutMs`). */
  waitForEvents(count: number, timeoutMs?: number): Promise<any[]>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startWebhookReceiver(host = '127.0.0.1'): Promise<WebhookReceiver> {
  const requests: Received[] = [];
  let secrets: string[] = [];
  let failing = 0;
  let failingStatus = 500;
  let everyOther = false;
  let custom: ((request: http.IncomingMessage, response: http.ServerResponse) => void) | undefined;

  const verify = (body: string, headers: Record<string, string>) => {
    for (const secret of secrets) {
      try {
        return new Webhook(secret).verify(body, headers);
      } catch {
        // The next trusted secret may have signed it.
      }
    }
    return undefined;
  };

  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (custom) return custom(request, response);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      };
      const fail = failing > 0 || (everyOther && requests.length % 2 === 0);
      if (failing > 0) failing -= 1;
      const answered = fail ? failingStatus : 200;
      requests.push({
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        signatures: headers['webhook-signature'].split(' '),
        verified: fail ? undefined : verify(body, headers),
        body,
        answered,
        at: Date.now(),
      });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end(fail ? 'receiver says no' : 'ok');
    });
  };

  let server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const listening = () => new Promise<void>((resolve) => server.listen(port, host, resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const events = () => {
    const seen = new Map<string, unknown>();
    for (const received of requests) if (received.verified && !seen.has(received.id)) seen.set(received.id, received.verified);
    return [...seen.values()];
  };

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/hooks`,
    requests,
    events,
    trust: (...trusted) => {
      secrets = trusted;
    },
    failNext: (count, status = 500) => {
      failing = count;
      failingStatus = status;
    },
    failEveryOther: () => {
      everyOther = true;
    },
    answerWith: (handler) => {
      custom = handler;
    },
    down: stop,
    async up() {
      server = http.createServer(handle);
      await listening();
    },
    async waitForEvents(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (events().length < count) {
        if (Date.now() > deadline) throw new Error(`the receiver has ${events().length} verified events of ${count} after ${timeoutMs} ms (${requests.length} requests)`);
        await sleep(25);
      }
      return events();
    },
    close: stop,
  };
}
