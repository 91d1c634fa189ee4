// One webhook attempt over HTTP: the host is resolved here at every attempt, each address it resolves to is checked,
// and the request connects to exactly the address that was checked (so a name that later resolves elsewhere, DNS
// rebinding, cannot slip past); redirects are never followed; the whole attempt has one deadline.
import { promises as dns, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusedAddress } from './address-policy';

export type AttemptOutcome = 'delivered' | 'failed' | 'refused';

export interface AttemptResult {
  outcome: AttemptOutcome;
  /** The receiver's HTTP status; null when it never answered (or nothing was sent). */
  statusCode: number | null;
  /** From the start of the attempt to the answer's status line (or to the failure). */
  latencyMs: number;
  /** The start of the answer's body. */
  responseExcerpt: string | null;
  /** Why the attempt failed or was refused, in words. */
  error: string | null;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SendOptions {
  /** WEBHOOK_ALLOW_PRIVATE: loopback, private and link-local addresses may be reached. */
  allowPrivate: boolean;
  timeoutMs: number;
  excerptBytes: number;
  /** Resolves a host name to its addresses (tests swap it); the system resolver by default. */
  resolve?: (host: string) => Promise<LookupAddress[]>;
}

const USER_AGENT = 'Likeness-Webhooks/1.0';

class Refused extends Error {}

const systemResolve = (host: string) => dns.lookup(host, { all: true, verbatim: true });

/** The address to connect to: the host itself when it is an IP, else what it resolves to now; every one must be allowed. */
async function checkedAddress(host: string, options: SendOptions): Promise<LookupAddress> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await (options.resolve ?? systemResolve)(bare);
  if (addresses.length === 0) throw new Error(`${bare} did not resolve to any address`);
  if (!options.allowPrivate) {
    for (const { address } of addresses) {
      const refusal = refusedAddress(address);
      if (refusal) throw new Refused(`${bare} is ${address}, ${refusal}: deliveries never reach loopback, private, link-local or metadata addresses`);
    }
  }
  return addresses[0];
}

/** A lookup that answers with the checked address only, whatever the resolver would say now. */
function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: LookupAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/** POSTs and reads the status and the start of the body; rejects on a network failure or at the deadline. */
function post(url: URL, request: WebhookRequest, address: LookupAddress, signal: AbortSignal, excerptBytes: number): Promise<{ statusCode: number; excerpt: string; answeredAt: number }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body), 'user-agent': USER_AGENT },
        lookup: pinnedLookup(address),
        signal,
        agent: false,
      },
      (response) => {
        const answeredAt = performance.now();
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => resolve({ statusCode: response.statusCode ?? 0, excerpt: Buffer.concat(chunks).subarray(0, excerptBytes).toString('utf8'), answeredAt });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          kept += chunk.length;
          // Enough is read: the rest of a large answer is never downloaded.
          if (kept >= excerptBytes) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

function failureText(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return `no answer within ${timeoutMs / 1000} s`;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

function statusOutcome(statusCode: number): { outcome: AttemptOutcome; error: string | null } {
  if (statusCode >= 200 && statusCode < 300) return { outcome: 'delivered', error: null };
  if (statusCode >= 300 && statusCode < 400) return { outcome: 'failed', error: `the receiver answered ${statusCode}, a redirect: deliveries never follow redirects` };
  return { outcome: 'failed', error: `the receiver answered ${statusCode}` };
}

/** Makes one attempt: never throws; a refused address sends nothing. */
export async function sendWebhook(request: WebhookRequest, options: SendOptions): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const url = new URL(request.url);
  try {
    const address = await Promise.race([
      checkedAddress(url.hostname, options),
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })),
    ]);
    const answer = await post(url, request, address, signal, options.excerptBytes);
    return { ...statusOutcome(answer.statusCode), statusCode: answer.statusCode, latencyMs: Math.round(answer.answeredAt - started), responseExcerpt: answer.excerpt };
  } catch (error) {
    const outcome = error instanceof Refused ? 'refused' : 'failed';
    return { outcome, statusCode: null, latencyMs: elapsed(), responseExcerpt: null, error: failureText(error, options.timeoutMs) };
  }
}
