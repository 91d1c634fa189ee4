/**
 * Every list and search route at the scale of a busy year (bench/scale/seed.ts: 2 million ledger rows, 200,000
 * characters, 100,000 library characters and 100,000 listings), through an API on that database: p50/p95 of each, as
 * the heavy user where the route is per user; then `likeness credits reconcile` over its million charges.
 * Needs DATABASE_URL (a PostgreSQL server); the first run seeds `likeness_scale` there (a few minutes), later runs reuse it.
 * Run on its own: `npx ts-node --transpile-only bench/scale.bench.ts`.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../src/config/env';
import { logger } from '../src/observability/logger';
import { findFreePort } from '../src/net/free-port';
import { findUnsettledCharges } from '../src/operations/credit-reconciliation';
import { startApiServer } from '../src/runtime/api-server';
import { imageModelCatalogue } from '../src/runtime/dependencies';
import { createServices } from '../src/services';
import { createStorage } from '../src/storage';
import { call } from '../test/support/http';
import type { TestStack } from '../test/support/stack';
import { runOnStack, runStandalone, type BenchReport, type BenchRow } from './harness';
import { scaleDatabase, SHAPE, type ScaleDatabase } from './scale/seed';
import { percentile } from './stats';

const WARM_UP = 3;
const RUNS = 30;
const P50_TARGET_MS = 15;
const P95_TARGET_MS = 30;
const RECONCILE_TARGET_MS = 1000;
const RECONCILE_GIVE_UP_MS = 180_000;

/** One route as a client calls it; `next` names the field holding the cursor of the page after (read from a first call). */
interface RouteCase {
  label: string;
  path: string;
  /** Public routes are called without the heavy user's key. */
  public?: boolean;
  /** Times the page after the first: `path` plus `&cursor=<next_cursor of the first page>` (or the named field and parameter), or its Link header's next page. */
  nextPage?: { field: string; parameter: string } | { link: true };
}

function routeCases(scale: ScaleDatabase): RouteCase[] {
  const cursor = { field: 'next_cursor', parameter: 'cursor' };
  return [
    { label: 'GET /api/library', path: '/api/library', public: true },
    { label: 'GET /api/library?search=fox', path: '/api/library?search=fox', public: true },
    { label: 'GET /api/library?search=fox, next page', path: '/api/library?search=fox', public: true, nextPage: cursor },
    { label: 'GET /api/library?search=velvet+moose', path: '/api/library?search=velvet+moose', public: true },
    { label: 'GET /api/library?search=lanterns (~7 % of rows)', path: '/api/library?search=lanterns', public: true },
    { label: 'GET /api/marketplace', path: '/api/marketplace' },
    { label: 'GET /api/marketplace/listings', path: '/api/marketplace/listings' },
    { label: 'GET /api/marketplace/listings, next page', path: '/api/marketplace/listings', nextPage: cursor },
    { label: 'GET /api/marketplace/listings?sort=price', path: '/api/marketplace/listings?sort=price' },
    { label: 'GET /api/marketplace/listings?sort=popular', path: '/api/marketplace/listings?sort=popular' },
    { label: 'GET /api/marketplace/listings?search=dragon', path: '/api/marketplace/listings?search=dragon' },
    { label: 'GET /api/marketplace/listings?search=dragon&sort=price', path: '/api/marketplace/listings?search=dragon&sort=price' },
    { label: 'GET /api/marketplace/listings?offset=5000', path: '/api/marketplace/listings?offset=5000' },
    { label: 'GET /api/marketplace/my-listings', path: '/api/marketplace/my-listings' },
    { label: 'GET /api/characters (the newest 100 of 2,000)', path: '/api/characters' },
    { label: 'GET /api/characters, next page by its Link header', path: '/api/characters', nextPage: { link: true } },
    { label: 'GET /api/characters?limit=200', path: '/api/characters?limit=200' },
    { label: 'GET /api/credits/history', path: '/api/credits/history' },
    { label: 'GET /api/credits/history?offset=15000', path: '/api/credits/history?offset=15000' },
    { label: 'GET /api/credits/history, next page', path: '/api/credits/history', nextPage: cursor },
    { label: 'GET /api/storybooks', path: '/api/storybooks' },
    { label: 'GET /api/storybooks?offset=480', path: '/api/storybooks?offset=480' },
    { label: 'GET /api/scenes', path: '/api/scenes' },
    { label: 'GET /api/scenes, next page', path: '/api/scenes', nextPage: { field: 'next_after', parameter: 'after' } },
    { label: 'GET /api/comics', path: '/api/comics' },
    { label: 'GET /api/brand-kits', path: '/api/brand-kits' },
    { label: 'GET /api/api-keys', path: '/api/api-keys' },
    { label: 'GET /api/webhooks', path: '/api/webhooks' },
    { label: 'GET /api/webhooks/{id}/deliveries', path: `/api/webhooks/${scale.endpointId}/deliveries` },
    { label: 'GET /api/webhooks/{id}/deliveries?offset=19000', path: `/api/webhooks/${scale.endpointId}/deliveries?offset=19000` },
    { label: 'GET /api/account/exports', path: '/api/account/exports' },
  ];
}

const withParameter = (url: string, name: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

/** The path timed for a case: its own, or the page after its first page; undefined when the route gives no cursor. */
async function pathToTime(baseUrl: string, key: string | undefined, route: RouteCase): Promise<string | undefined> {
  if (!route.nextPage) return route.path;
  const first = await call(baseUrl, 'GET', route.path, { key });
  const { nextPage } = route;
  if ('link' in nextPage) return /^<[^>]*(\/api\/[^>]+)>; rel="next"$/.exec(first.headers.get('link') ?? '')?.[1];
  const next = first.body?.[nextPage.field];
  return typeof next === 'string' ? withParameter(route.path, nextPage.parameter, next) : undefined;
}

async function timeRoute(baseUrl: string, key: string, route: RouteCase): Promise<BenchRow> {
  const caller = route.public ? undefined : key;
  const target = `p50 <= ${P50_TARGET_MS} ms, p95 <= ${P95_TARGET_MS} ms`;
  const url = await pathToTime(baseUrl, caller, route);
  if (!url) return { name: route.label, figure: 'no cursor in the first page', target, met: false };
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const started = performance.now();
    const response = await call(baseUrl, 'GET', url, { key: caller });
    const elapsed = performance.now() - started;
    if (response.status !== 200) return { name: route.label, figure: `${response.status} ${JSON.stringify(response.body).slice(0, 120)}`, target, met: false };
    if (run >= WARM_UP) times.push(elapsed);
  }
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
  return { name: route.label, figure: `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`, target, met: p50 <= P50_TARGET_MS && p95 <= P95_TARGET_MS };
}

/** Wall time of `likeness credits reconcile` as an operator runs it (a whole CLI process), and of its work alone. */
async function reconcileRows(stack: TestStack, scale: ScaleDatabase): Promise<{ rows: BenchRow[]; details: string[] }> {
  const [{ charges }]: Array<{ charges: string }> = await scale.dataSource.query(`SELECT COUNT(*) AS charges FROM credit_ledger WHERE kind = 'charge'`);
  const env = { ...process.env, DATABASE_URL: scale.url, TEMPORAL_ADDRESS: stack.env.address };
  const cli = () => {
    const started = performance.now();
    const output = execFileSync(process.execPath, [path.resolve(__dirname, '../bin/likeness.js'), 'credits', 'reconcile'], { env, encoding: 'utf8', timeout: RECONCILE_GIVE_UP_MS });
    return { ms: performance.now() - started, output: output.trim().split('\n')[0] };
  };
  const name = `likeness credits reconcile, ${Number(charges).toLocaleString('en')} charges`;
  try {
    cli();
  } catch (error) {
    const figure = `no answer in ${RECONCILE_GIVE_UP_MS / 1000} s (${(error as Error).message.split('\n')[0].slice(0, 80)})`;
    return { rows: [{ name, figure, target: `<= ${RECONCILE_TARGET_MS} ms`, met: false }], details: [] };
  }
  const runs = [cli(), cli(), cli()];
  const deps = { config: stack.config, dataSource: scale.dataSource, temporal: stack.env.client, storage: stack.deps.storage, services: createServices(scale.dataSource, stack.deps.storage), imageModels: imageModelCatalogue() };
  const inProcess: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    await findUnsettledCharges(deps);
    inProcess.push(performance.now() - started);
  }
  const wall = percentile(runs.map((run) => run.ms), 50);
  return {
    rows: [
      {
        name,
        figure: `${wall.toFixed(0)} ms wall (the search alone p50 ${percentile(inProcess, 50).toFixed(0)} ms)`,
        target: `<= ${RECONCILE_TARGET_MS} ms`,
        met: wall <= RECONCILE_TARGET_MS,
      },
    ],
    details: [`reconcile said: "${runs[0].output}"; wall time is the whole CLI process (median of 3 after one warm-up), the search alone is findUnsettledCharges in this process (median of 5)`],
  };
}

async function databaseShape(scale: ScaleDatabase): Promise<string> {
  const count = async (table: string) => Number((await scale.dataSource.query(`SELECT reltuples::bigint AS rows FROM pg_class WHERE relname = $1`, [table]))[0].rows).toLocaleString('en');
  const tables = ['users', 'credit_ledger', 'characters', 'library_characters', 'marketplace_listings', 'generated_images', 'reference_images', 'storybook_pages', 'webhook_deliveries'];
  return (await Promise.all(tables.map(async (table) => `${table} ${await count(table)}`))).join(', ');
}

export async function scaleBench(stack: TestStack): Promise<BenchReport> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { rows: [{ name: 'routes at scale', figure: 'skipped: set DATABASE_URL (a PostgreSQL server) to seed the scale database' }], details: [] };
  const scale = await scaleDatabase(serverUrl);
  // One log line per request would bury the report; writing it costs microseconds.
  logger.level = 'warn';
  const port = await findFreePort();
  const config = loadConfig({ ...process.env, DATABASE_URL: scale.url, PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, LIKENESS_DATA_DIR: stack.config.dataDir });
  const api = await startApiServer(config, scale.dataSource, stack.env.client, createStorage(config));
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const rows: BenchRow[] = [];
    for (const route of routeCases(scale)) rows.push(await timeRoute(baseUrl, scale.heavyKey, route));
    const reconcile = await reconcileRows(stack, scale);
    return {
      rows: [...rows, ...reconcile.rows],
      details: [
        `scale: ${await databaseShape(scale)} (planner's estimates); ${SHAPE.users.toLocaleString('en')} users; per-user routes as the heavy user (2,000 characters, 20,000 charges, 500 storybooks of 20 pages, 10,000 scenes, 20,000 webhook deliveries)`,
        `each route ${RUNS} times after ${WARM_UP} warm-up, one at a time, over HTTP on loopback to an API in this process` +
          (scale.seededSeconds ? `; seeded in this run in ${scale.seededSeconds.toFixed(0)} s` : '; the seeded database was reused') +
          (scale.migratedSeconds ? `; migrations new to it took ${scale.migratedSeconds.toFixed(1)} s` : ''),
        ...reconcile.details,
      ],
    };
  } finally {
    await api.close();
    await scale.dataSource.destroy();
  }
}

if (require.main === module) runStandalone(() => runOnStack(scaleBench));
