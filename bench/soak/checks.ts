/**
 * What the soak proves once its traffic has ended and its runs have finished: every user's balance is what the
 * final answers delivered, no charge is left open, `likeness credits reconcile` is empty, no storybook or comic is
 * left generating, every generated image has its file; and how the requests fared (5xx inside and outside the
 * outage windows, latency per route).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { COSTS } from '../../src/config/pricing';
import type { Services } from '../../src/services';
import type { BlobStorage } from '../../src/storage';
import { FILE_RECORDING_WORKFLOWS } from '../../src/temporal/contracts/names';
import { call } from '../../test/support/http';
import { percentile } from '../stats';
import { START_CREDITS, type Attempt, type Traffic } from './traffic';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DRAIN_TIMEOUT_MS = 300_000;

/** When a dependency was down, and the time after it the clients' connections took to come back. */
export interface OutageWindow {
  name: string;
  start: number;
  end: number;
  /** A worker killed: nothing is down, but the runs it held are retried at once; only "busy" answers are granted after it. */
  busyOnly?: boolean;
}

/** Waits for every comic to end (adding its drawn panels to what its user pays), then for every paid run to end. */
export async function drain(baseUrl: string, temporal: Client, traffic: Traffic): Promise<{ seconds: number; runningLeft: number }> {
  const started = Date.now();
  const deadline = started + DRAIN_TIMEOUT_MS;
  for (const comic of traffic.ledger.comics) {
    for (;;) {
      const answer = await call(baseUrl, 'GET', `/api/comics/${comic.id}`, { key: comic.key }).catch(() => undefined);
      if (answer?.status === 200 && answer.body.comic.status !== 'generating') {
        const drawn = (answer.body.pages as Array<{ image_url: string | null }>).filter((page) => page.image_url).length;
        traffic.ledger.spent.set(comic.userId, (traffic.ledger.spent.get(comic.userId) ?? 0) + drawn * COSTS.comicPanel);
        break;
      }
      if (Date.now() > deadline) break;
      await sleep(500);
    }
  }
  // The runs that charge and record what they make (webhook deliveries and housekeeping go on, and need not end).
  const types = FILE_RECORDING_WORKFLOWS.map((type) => `"${type}"`).join(', ');
  const query = `ExecutionStatus = "Running" AND WorkflowType IN (${types})`;
  let runningLeft = (await temporal.workflow.count(query)).count;
  while (runningLeft > 0 && Date.now() < deadline) {
    await sleep(1000);
    runningLeft = (await temporal.workflow.count(query)).count;
  }
  return { seconds: (Date.now() - started) / 1000, runningLeft };
}

export interface MoneyCheck {
  /** Users whose balance is not their start, less what was delivered to them, plus what their sales paid them. */
  wrongBalances: string[];
  /** Users whose balance is not the sum of their ledger entries. */
  ledgerDrift: number;
  /** Charged units neither delivered nor refunded, or kept credits that are not the delivered units' price. */
  openOrWrongCharges: string[];
  /** What `likeness credits reconcile --json` listed. */
  unsettled: number;
  usersChecked: number;
  creditsDelivered: number;
}

export async function checkMoney(services: Services, traffic: Traffic, env: NodeJS.ProcessEnv): Promise<MoneyCheck> {
  const wrongBalances: string[] = [];
  let creditsDelivered = 0;
  for (const user of traffic.users) {
    const expected = START_CREDITS - (traffic.ledger.spent.get(user.id) ?? 0) + (traffic.ledger.earned.get(user.id) ?? 0);
    creditsDelivered += traffic.ledger.spent.get(user.id) ?? 0;
    const balance = await services.ledger.balance(user.id);
    if (balance !== expected) wrongBalances.push(`${user.id}: balance ${balance}, expected ${expected}`);
  }
  const openOrWrongCharges = (await services.ledger.settlements())
    .filter((settlement) => settlement.open.length || settlement.netCharged !== settlement.unitCost * settlement.delivered.length)
    .map((settlement) => `${settlement.operationId}: open ${settlement.open.join(',') || '-'}, kept ${settlement.netCharged} for ${settlement.delivered.length} delivered`);
  const cli = execFileSync(process.execPath, [path.resolve(__dirname, '../../bin/likeness.js'), 'credits', 'reconcile', '--json'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  const unsettled = (JSON.parse(cli.trim().split('\n').pop() as string) as { unsettled: unknown[] }).unsettled.length;
  return { wrongBalances, ledgerDrift: (await services.ledger.reconcile()).length, openOrWrongCharges, unsettled, usersChecked: traffic.users.length, creditsDelivered };
}

/** Storybooks and comics left `generating`, and generated images whose file is missing. */
export async function checkRecords(dataSource: DataSource, storage: BlobStorage): Promise<{ stuck: number; imagesWithoutFile: number; images: number }> {
  const [{ stuck }]: Array<{ stuck: string }> = await dataSource.query(
    `SELECT (SELECT COUNT(*) FROM storybooks WHERE status = 'generating') + (SELECT COUNT(*) FROM comics WHERE status = 'generating') AS stuck`,
  );
  const images: Array<{ image_key: string }> = await dataSource.query('SELECT image_key FROM generated_images');
  let imagesWithoutFile = 0;
  for (const image of images) if (!(await storage.get(image.image_key))) imagesWithoutFile++;
  return { stuck: Number(stuck), imagesWithoutFile, images: images.length };
}

export interface RequestCheck {
  attempts: number;
  /** 5xx or dropped connections at a moment no dependency was down. */
  serverErrorsOutside: Attempt[];
  /** Inside the outage windows: how many, and how many were 503 with Retry-After. */
  inside: { errors: number; retryAfter503: number };
  /** p50/p95/p99 per route of the answers that were not 5xx. */
  latency: Array<{ route: string; count: number; p50: number; p95: number; p99: number }>;
}

/**
 * The runs an outage or a worker kill held up finish in a rush once it is over, and until they have the API's admission
 * control may turn new runs away (503 "busy", with Retry-After): by design, and only this long past the fault. A soak
 * at 10.5 requests/s once had 2 such answers 3 s after the Temporal restart's window; one at 10.3 requests/s on 2 CPUs
 * had them 19 to 24 s after that window and 9 to 24 s after a worker kill (60 answers, every one retried and answered,
 * the ledger exact).
 */
const BACKLOG_DRAIN_MS = 30_000;
const turnedAwayBusy = (attempt: Attempt) => attempt.status === 503 && attempt.retryAfter && (attempt.error ?? '').includes('This server is busy');

export function checkRequests(attempts: Attempt[], windows: OutageWindow[]): RequestCheck {
  const inWindow = (attempt: Attempt) =>
    windows.some(
      (window) => (!window.busyOnly || turnedAwayBusy(attempt)) && attempt.at >= window.start && attempt.at - attempt.ms <= window.end + (turnedAwayBusy(attempt) ? BACKLOG_DRAIN_MS : 0),
    );
  // A replayed answer restates the failure of an attempt already counted (the run it joined ended then).
  const errors = attempts.filter((attempt) => attempt.status >= 500 && !attempt.replayed);
  const inside = errors.filter(inWindow);
  const routes = [...new Set(attempts.map((attempt) => attempt.route))].sort();
  return {
    attempts: attempts.length,
    serverErrorsOutside: errors.filter((attempt) => !inWindow(attempt)),
    inside: { errors: inside.length, retryAfter503: inside.filter((attempt) => attempt.status === 503 && attempt.retryAfter).length },
    latency: routes.map((route) => {
      const times = attempts.filter((attempt) => attempt.route === route && attempt.status < 500).map((attempt) => attempt.ms);
      return { route, count: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
    }),
  };
}
