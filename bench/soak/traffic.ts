/**
 * The soak's traffic: users with characters, listings and a webhook endpoint, and a mix of what they do (generate,
 * multi, storybooks, comics, marketplace buys, webhook test events, history and search reads). Each request is sent
 * the way a careful client sends it: a 5xx or a dropped connection is retried, with the same Idempotency-Key, until a
 * final answer. Every attempt is recorded (for latency and 5xx), and every final answer adds what it delivered to what
 * its user should have paid.
 */
import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { COSTS, marketplaceFee } from '../../src/config/pricing';
import type { ModelRegistry } from '../../src/models/registry';
import type { Services } from '../../src/services';
import type { BlobStorage } from '../../src/storage';
import { createReadyCharacter } from '../../test/support/characters';
import { call, type ApiResponse } from '../../test/support/http';
import type { WebhookReceiver } from '../../test/support/webhook-receiver';

export const START_CREDITS = 1_000_000;
const LISTING_PRICE = 3;
/** A careful client gives up on a request after this long (it is then reported). */
const GIVE_UP_MS = 300_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SoakUser {
  id: string;
  key: string;
  characters: [string, string];
  endpointId?: string;
}

export interface Attempt {
  route: string;
  status: number;
  ms: number;
  at: number;
  retryAfter: boolean;
  /** The error of a 5xx (or a dropped connection), for the report. */
  error?: string;
  /** The answer restated an earlier attempt's (Idempotent-Replayed): not a failure of its own. */
  replayed: boolean;
}

/** What every final answer says was delivered, as what each user should have paid and been paid. */
export interface Ledger {
  spent: Map<string, number>;
  earned: Map<string, number>;
  comics: Array<{ userId: string; key: string; id: string }>;
  unfinished: string[];
  finals: Map<string, number>;
}

export interface Traffic {
  users: SoakUser[];
  listings: Array<{ id: string; sellerId: string }>;
  attempts: Attempt[];
  ledger: Ledger;
}

const pick = <T>(items: readonly T[]): T => items[crypto.randomInt(items.length)];
const add = (map: Map<string, number>, key: string, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

interface SetupDeps {
  dataSource: DataSource;
  services: Services;
  models: ModelRegistry;
  storage: BlobStorage;
}

/** Users (each with two ready characters), a third of them selling a published character, and one webhook endpoint each for some. */
export async function setUpUsers(deps: SetupDeps, count: number): Promise<Pick<Traffic, 'users' | 'listings'>> {
  const stack = { dataSource: deps.dataSource, deps: { models: deps.models, storage: deps.storage } };
  const users: SoakUser[] = [];
  for (let index = 0; index < count; index++) {
    const { user, apiKey } = await deps.services.users.create({ email: `soak-${index}-${crypto.randomBytes(3).toString('hex')}@example.test`, credits: START_CREDITS });
    const mia = await createReadyCharacter(stack, user.id, 'Mia', 'a girl with curly red hair in a yellow raincoat');
    const rusty = await createReadyCharacter(stack, user.id, 'Rusty', 'an orange fox with a blue scarf', { status: index % 3 === 0 ? 'published' : 'locked' });
    users.push({ id: user.id, key: apiKey, characters: [mia.id, rusty.id] });
  }
  return { users, listings: [] };
}

/** Listings of the sellers' published characters and webhook endpoints to the receiver, made through the API before the load. */
export async function listAndSubscribe(baseUrl: string, traffic: Pick<Traffic, 'users' | 'listings'>, receiver: WebhookReceiver): Promise<void> {
  const secrets: string[] = [];
  for (const [index, user] of traffic.users.entries()) {
    if (index % 3 === 0) {
      const listed = await call(baseUrl, 'POST', '/api/marketplace/listings', { key: user.key, body: { character_id: user.characters[1], price_credits: LISTING_PRICE, title: `Rusty of soak seller ${index}` } });
      if (listed.status !== 201) throw new Error(`listing failed: ${listed.status} ${JSON.stringify(listed.body)}`);
      traffic.listings.push({ id: listed.body.id, sellerId: user.id });
    }
    if (index % 2 === 0) {
      const endpoint = await call(baseUrl, 'POST', '/api/webhooks', { key: user.key, body: { url: receiver.url, event_types: ['comic.ready', 'comic.failed', 'storybook.completed', 'marketplace.sale'] } });
      if (endpoint.status !== 201) throw new Error(`webhook endpoint failed: ${endpoint.status} ${JSON.stringify(endpoint.body)}`);
      secrets.push(endpoint.body.secret);
      receiver.trust(...secrets);
      user.endpointId = endpoint.body.id;
    }
  }
}

export function newTraffic(setup: Pick<Traffic, 'users' | 'listings'>): Traffic {
  return { ...setup, attempts: [], ledger: { spent: new Map(), earned: new Map(), comics: [], unfinished: [], finals: new Map() } };
}

/** A paid request's options: its Idempotency-Key names one operation. */
interface PaidRequest {
  key: string;
  body: unknown;
  headers: { 'Idempotency-Key': string };
}

/**
 * One request sent until a final answer (not a 5xx, not a dropped connection), each attempt recorded under `route`. A
 * 5xx is retried with the same Idempotency-Key (it joins the first run), except a run's failure answered again for that
 * key (Idempotent-Replayed): the run ended and refunded, so the retry is a new operation with a new key.
 */
async function careful(traffic: Traffic, route: string, send: () => Promise<ApiResponse>, request?: PaidRequest): Promise<ApiResponse | undefined> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const started = performance.now();
    const response = await send().catch((error: Error) => ({ status: 599, body: { error: error.message }, headers: new Headers() }));
    const error = response.status >= 500 ? JSON.stringify(response.body).slice(0, 300) : undefined;
    const replayed = response.headers.get('idempotent-replayed') === 'true';
    traffic.attempts.push({ route, status: response.status, ms: performance.now() - started, at: Date.now(), retryAfter: response.headers.has('retry-after'), error, replayed });
    if (response.status < 500) {
      add(traffic.ledger.finals, `${route} ${response.status}`, 1);
      return response;
    }
    if (Date.now() > deadline) {
      traffic.ledger.unfinished.push(`${route}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
      return undefined;
    }
    if (replayed && request) request.headers['Idempotency-Key'] = crypto.randomUUID();
    await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
  }
}

type Operation = (baseUrl: string, traffic: Traffic, user: SoakUser) => Promise<void>;

const paid = (user: SoakUser, body: unknown): PaidRequest => ({ key: user.key, body, headers: { 'Idempotency-Key': crypto.randomUUID() } });

const OPERATIONS: Array<[weight: number, name: string, run: Operation]> = [
  [25, 'generate', async (baseUrl, traffic, user) => {
    const request = paid(user, { character_id: user.characters[0], prompt: `Mia at the harbour, take ${crypto.randomInt(1e6)}`, max_retries: 1, no_cache: true });
    const answer = await careful(traffic, 'POST /api/generate', () => call(baseUrl, 'POST', '/api/generate', request), request);
    if (answer?.status === 200) add(traffic.ledger.spent, user.id, COSTS.generate);
  }],
  [8, 'multi', async (baseUrl, traffic, user) => {
    const request = paid(user, { character_ids: user.characters, prompt: 'Mia and Rusty in the forest', max_retries: 1 });
    const answer = await careful(traffic, 'POST /api/generate-multi', () => call(baseUrl, 'POST', '/api/generate-multi', request), request);
    if (answer?.status === 200) add(traffic.ledger.spent, user.id, COSTS.generateMulti);
  }],
  [6, 'storybook', async (baseUrl, traffic, user) => {
    const request = paid(user, { character_id: user.characters[0], pages: ['Mia finds a map', 'Mia crosses the river', 'Mia reaches the beach'] });
    const answer = await careful(traffic, 'POST /api/storybook', () => call(baseUrl, 'POST', '/api/storybook', request), request);
    if (answer?.status === 200) add(traffic.ledger.spent, user.id, answer.body.generated * COSTS.storybookPage);
  }],
  [3, 'comic', async (baseUrl, traffic, user) => {
    const request = paid(user, { title: 'The Map', story_prompt: 'Mia and Rusty follow a map to the beach.', character_ids: user.characters, page_count: 3 });
    const answer = await careful(traffic, 'POST /api/comics/generate', () => call(baseUrl, 'POST', '/api/comics/generate', request), request);
    if (answer?.status === 200) traffic.ledger.comics.push({ userId: user.id, key: user.key, id: answer.body.id });
  }],
  [4, 'buy', async (baseUrl, traffic, user) => {
    const listing = pick(traffic.listings.filter((one) => one.sellerId !== user.id));
    const request = paid(user, undefined);
    const answer = await careful(traffic, 'POST /api/marketplace/listings/{id}/buy', () => call(baseUrl, 'POST', `/api/marketplace/listings/${listing.id}/buy`, request), request);
    if (answer?.status !== 201) return;
    add(traffic.ledger.spent, user.id, LISTING_PRICE);
    add(traffic.ledger.earned, listing.sellerId, LISTING_PRICE - marketplaceFee(LISTING_PRICE));
  }],
  [4, 'webhook test', async (baseUrl, traffic, user) => {
    if (!user.endpointId) return;
    await careful(traffic, 'POST /api/webhooks/{id}/test', () => call(baseUrl, 'POST', `/api/webhooks/${user.endpointId}/test`, { key: user.key }));
  }],
  ...(
    [
      [12, 'GET /api/credits/history', () => '/api/credits/history?limit=20'],
      [10, 'GET /api/library?search', () => `/api/library?search=${pick(['mia', 'fox', 'kofi', 'rain'])}&limit=24`],
      [10, 'GET /api/marketplace/listings?search', () => '/api/marketplace/listings?search=rusty&limit=24'],
      [8, 'GET /api/scenes', () => '/api/scenes'],
      [5, 'GET /api/storybooks', () => '/api/storybooks'],
      [5, 'GET /api/characters', () => '/api/characters'],
    ] as const
  ).map(([weight, route, path]): [number, string, Operation] => [
    weight,
    route,
    async (baseUrl, traffic, user) => {
      const url = path();
      await careful(traffic, route, () => call(baseUrl, 'GET', url, { key: user.key }));
    },
  ]),
];

const TOTAL_WEIGHT = OPERATIONS.reduce((sum, [weight]) => sum + weight, 0);

/** One request of the mix, by its weight, from a random user. */
export function oneOperation(baseUrl: string, traffic: Traffic): Promise<void> {
  let roll = crypto.randomInt(TOTAL_WEIGHT);
  const [, , run] = OPERATIONS.find(([weight]) => (roll -= weight) < 0) ?? OPERATIONS[0];
  return run(baseUrl, traffic, pick(traffic.users));
}

/** The mix sent back to back by `clients` clients for `ms`: how many requests a second the stack serves. */
export async function measureCapacity(baseUrl: string, traffic: Traffic, clients: number, ms: number): Promise<number> {
  const until = Date.now() + ms;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        await oneOperation(baseUrl, traffic);
        done++;
      }
    }),
  );
  return done / (ms / 1000);
}

/**
 * The mix at `perSecond` requests a second (arrivals spread evenly) until `until`, at most `maxInFlight` at once (a
 * client waiting out an outage holds its place); resolves when every request has its final answer.
 */
export async function openLoad(baseUrl: string, traffic: Traffic, perSecond: number, until: number, maxInFlight: number): Promise<{ sent: number; skipped: number }> {
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  let skipped = 0;
  for (let next = Date.now(); next < until; next += 1000 / perSecond) {
    await sleep(next - Date.now());
    if (inFlight.size >= maxInFlight) {
      skipped++;
      continue;
    }
    const request = oneOperation(baseUrl, traffic).finally(() => inFlight.delete(request));
    inFlight.add(request);
    sent++;
  }
  await Promise.all(inFlight);
  return { sent, skipped };
}
