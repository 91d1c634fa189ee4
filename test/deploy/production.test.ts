import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Client, Connection } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/env';
import { LIMITS } from '../../src/config/pricing';
import { connectDatabase } from '../../src/db/data-source';
import { findFreePort } from '../../src/net/free-port';
import { createServices, type Services } from '../../src/services';
import { createStorage } from '../../src/storage';
import { TASK_QUEUES, workflowIds } from '../../src/temporal/contracts/names';
import { call, postForm } from '../support/http';
import { assertLedgerExact, storybookPagesGenerated } from '../support/integrity';
import { missingForProductionHost, startProductionHost, type ImageProcess, type ProductionHost } from '../support/production-host';

const PASSWORD = 'a long enough secret';
/** The defaults the image runs with (src/config/env.ts): how long a stopping API and worker may take. */
const API_GRACE_MS = loadConfig({}).http.shutdownGraceMs;
const WORKER_GRACE_MS = loadConfig({}).worker.shutdownGraceMs;
/** "At once" for a closed idle connection, with room for a loaded 2-core machine. */
const AT_ONCE_MS = 3_000;
/** TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY */
const ACTIVITY_QUEUE = 2;

/** How long a step of a run (a page, a recorded book) may take before the test says which one never came. */
const STEP_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The probe's first answer other than undefined, asked every 50 ms; an error naming `what` after STEP_TIMEOUT_MS. */
async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${STEP_TIMEOUT_MS} ms`);
    await sleep(50);
  }
}
const figure = (line: string) => console.log(`      figure: ${line}`);

interface HostUser {
  id: string;
  email: string;
  key: string;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** A JSON request on the given keep-alive agent (fetch keeps its own pool, so a test cannot hold its connections). */
function requestOn(agent: http.Agent, baseUrl: string, method: string, path: string, options: { key?: string; body?: unknown } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...(options.key ? { Authorization: `Bearer ${options.key}` } : {}), ...(payload ? { 'Content-Type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text.startsWith('{') ? JSON.parse(text) : text }));
    });
    request.once('error', reject);
    request.end(payload);
  });
}

/** Sends a request's first line and headers but not the blank line that ends them; `finish` sends it and resolves with the raw answer. */
async function startedRequest(port: number, path: string): Promise<{ finish(): Promise<string> }> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  return {
    async finish() {
      socket.write('\r\n');
      await closed;
      return answer;
    },
  };
}

describe('production on one host: the image built by the Dockerfile\'s steps, its API twice and its worker twice behind a round-robin proxy', function () {
  this.timeout(300_000);
  let host: ProductionHost;
  let dataSource: DataSource;
  let services: Services;
  let temporal: Client;
  let connection: Connection;
  let s3: S3Client;
  let metricsPort: number;
  /** Workers still running, as the tests kill, stop and add them. */
  let liveWorkers: ImageProcess[];

  before(async function () {
    const missing = missingForProductionHost();
    if (missing) {
      if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error(missing);
      console.log(`      SKIPPED: ${missing}`);
      this.skip();
    }
    metricsPort = await findFreePort();
    const started = performance.now();
    // Both workers are told the same metrics port: the second finds it taken. One storybook lane, so a book takes long
    // enough to strike mid-way with the built-in models.
    const sameMetricsPort = { WORKER_METRICS_PORT: String(metricsPort) };
    host = await startProductionHost({ apiEnv: { STORYBOOK_CONCURRENCY: '1' }, workerEnvs: [sameMetricsPort, sameMetricsPort] });
    figure(`image built in ${host.image.buildSeconds.toFixed(0)} s; everything up ${((performance.now() - started) / 1000).toFixed(0)} s after the start`);
    liveWorkers = [...host.workers];
    dataSource = await connectDatabase({ url: host.databaseUrl, poolSize: 2 });
    const storageEnv = { STORAGE_BACKEND: 's3', S3_BUCKET: host.s3.bucket, S3_ENDPOINT: host.s3.endpoint, S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test' };
    services = createServices(dataSource, createStorage(loadConfig(storageEnv)));
    connection = await Connection.connect({ address: host.temporalAddress });
    temporal = new Client({ connection });
    s3 = new S3Client({ region: 'us-east-1', endpoint: host.s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  });

  after(async () => {
    s3?.destroy();
    await connection?.close();
    await dataSource?.destroy();
    await host?.stop();
  });

  /** A user made with the image's CLI, as an operator does (`likeness users create`). */
  function createUser(credits: number): HostUser {
    const email = `host-${crypto.randomBytes(5).toString('hex')}@example.test`;
    const made = JSON.parse(host.runCommand(['node', 'bin/likeness.js', 'users', 'create', '--email', email, '--password', PASSWORD, '--credits', String(credits), '--json']));
    return { id: made.user_id, email, key: made.api_key };
  }

  /** A character drawn and locked through the proxy; its reference images' storage keys. */
  async function lockedCharacter(user: HostUser): Promise<{ id: string; referenceKeys: string[] }> {
    const proxy = host.proxy.baseUrl;
    const created = await postForm(proxy, '/api/characters', user.key, { name: 'Mia', description: 'a 7-year-old girl with curly red hair in a yellow raincoat and green boots' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id: string = created.body.id;
    const references = await call(proxy, 'POST', `/api/characters/${id}/references`, { key: user.key, body: { labels: ['front', 'three_quarter'] } });
    assert.equal(references.status, 200, JSON.stringify(references.body));
    assert.equal(references.body.generated, 2);
    assert.equal((await call(proxy, 'POST', `/api/characters/${id}/lock`, { key: user.key })).status, 200);
    return { id, referenceKeys: references.body.references.map((reference: { image_url: string }) => keyOf(reference.image_url)) };
  }

  const keyOf = (url: string) => url.split('/files/')[1];

  async function bucketKeys(): Promise<Set<string>> {
    const keys = new Set<string>();
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: host.s3.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) keys.add(object.Key as string);
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  }

  async function assertInBucket(keys: string[]): Promise<void> {
    const stored = await bucketKeys();
    assert.deepEqual(keys.filter((key) => !stored.has(key)), [], 'every delivered file is in the bucket');
  }

  /** The id of the user's storybook once its run has recorded it. */
  function storybookOf(user: HostUser): Promise<string> {
    return waitFor(`a storybook of ${user.email}`, async () => {
      const rows: Array<{ id: string }> = await dataSource.query('SELECT id FROM storybooks WHERE user_id = $1', [user.id]);
      return rows[0]?.id;
    });
  }

  function pagesGenerated(user: HostUser, atLeast: number): Promise<number> {
    return waitFor(`${atLeast} generated pages of ${user.email}'s storybook`, async () => {
      const done = await storybookPagesGenerated({ dataSource }, user.id);
      return done >= atLeast ? done : undefined;
    });
  }

  /** The worker running one of the run's activities (Temporal names it `pid@host`), looked for a few seconds; else the first. */
  async function workerRunningActivityOf(workflowId: string): Promise<{ worker: ImageProcess; running: boolean }> {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const { raw } = await temporal.workflow.getHandle(workflowId).describe();
      const identities = (raw.pendingActivities ?? []).map((activity) => activity.lastWorkerIdentity ?? '');
      const worker = liveWorkers.find((candidate) => identities.some((identity) => identity.startsWith(`${candidate.pid}@`)));
      if (worker) return { worker, running: true };
      await sleep(20);
    }
    return { worker: liveWorkers[0], running: false };
  }

  it('is what the Dockerfile ships: on the Node major its FROM names, with dist/, the built console and docs, bin/ and production packages only', () => {
    assert.equal(Number(process.versions.node.split('.')[0]), host.image.nodeMajor, 'the tests run on the Node major version the image runs');
    const app = host.image.appDir;
    assert.deepEqual(fs.readdirSync(app).sort(), ['bin', 'dist', 'docs', 'node_modules', 'package.json', 'web']);
    assert.deepEqual(fs.readdirSync(path.join(app, 'web')), ['dist']);
    assert.ok(fs.existsSync(path.join(app, 'web/dist/index.html')));
    assert.deepEqual(fs.readdirSync(path.join(app, 'docs')), ['.vitepress']);
    assert.deepEqual(fs.readdirSync(path.join(app, 'docs/.vitepress')), ['dist']);
    assert.ok(fs.existsSync(path.join(app, 'docs/.vitepress/dist/api/redoc.standalone.js')), 'the API reference is in the image');
    // The lock file marks `dev` what only the development packages need (a production package may need one of those too).
    const lock = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
    const devOnly = Object.entries(lock.packages).filter(([, entry]) => entry.dev).map(([location]) => location);
    assert.ok(devOnly.includes('node_modules/vite'));
    assert.deepEqual(devOnly.filter((location) => fs.existsSync(path.join(app, location))), [], 'no package only development needs is in the image');
  });

  it('each built API serves the docs at /docs and the API reference at /docs/api', async () => {
    for (const base of [host.proxy.baseUrl, ...host.apiUrls]) {
      for (const page of ['/docs/', '/docs/tutorials/first-comic.html', '/docs/api/']) assert.equal((await fetch(`${base}${page}`)).status, 200, `${base}${page}`);
    }
  });

  it('each built API serves the web console and its hashed assets', async () => {
    for (const base of [host.proxy.baseUrl, ...host.apiUrls]) {
      for (const page of ['/', '/api-keys']) {
        const answer = await fetch(`${base}${page}`);
        assert.equal(answer.status, 200, `${base}${page}`);
        assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
        assert.match(answer.headers.get('content-security-policy') ?? '', /script-src 'self'/);
        const assets = [...(await answer.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
        assert.ok(assets.some((asset) => asset.endsWith('.js')) && assets.some((asset) => asset.endsWith('.css')), `${page} names its script and styles: ${assets.join(', ')}`);
        for (const asset of assets) {
          const file = await fetch(`${base}${asset}`);
          assert.equal(file.status, 200, asset);
          assert.match(file.headers.get('cache-control') ?? '', /immutable/);
          assert.ok((await file.arrayBuffer()).byteLength > 0, asset);
        }
      }
    }
  });

  it('two workers on the host: the one that finds the metrics port taken says so and polls anyway; the other serves /metrics', async () => {
    const [first, second] = host.workers;
    assert.match(first.output(), new RegExp(`Worker metrics at http://0\\.0\\.0\\.0:${metricsPort}/metrics`));
    assert.match(second.output(), new RegExp(`WORKER_METRICS_PORT ${metricsPort} is in use .*give each worker on a host its own port`));
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    assert.equal(metrics.status, 200);
    assert.match(await metrics.text(), /likeness_/);
    const { pollers } = await temporal.workflowService.describeTaskQueue({ namespace: 'default', taskQueue: { name: TASK_QUEUES.generation }, taskQueueType: ACTIVITY_QUEUE });
    for (const worker of [first, second]) {
      assert.ok((pollers ?? []).some((poller) => poller.identity?.startsWith(`${worker.pid}@`)), `worker ${worker.pid} polls the generation queue`);
    }
  });

  it('a character to a comic through the proxy: every file in the bucket, the ledger equal to what was delivered', async () => {
    const proxy = host.proxy.baseUrl;
    const user = createUser(20);
    const character = await lockedCharacter(user);
    const started = performance.now();
    const generate = await call(proxy, 'POST', '/api/comics/generate', {
      key: user.key,
      body: { title: 'The Lost Kite', story_prompt: 'Mia flies a kite at the beach. The wind snaps the string. Mia chases it along the shore. She finds it in the dunes and cheers.', character_ids: [character.id], page_count: 4 },
    });
    assert.equal(generate.status, 200, JSON.stringify(generate.body));
    const comic = await waitFor('the comic done generating', async () => {
      const read = await call(proxy, 'GET', `/api/comics/${generate.body.id}`, { key: user.key });
      return read.body.comic.status === 'generating' ? undefined : read;
    });
    figure(`comic of 4 panels through the proxy in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    assert.equal(comic.body.comic.status, 'ready', JSON.stringify(comic.body.comic));
    const drawn = comic.body.pages.filter((panel: { image_url: string | null }) => panel.image_url);
    assert.equal(drawn.length, 4, JSON.stringify(comic.body.pages.map((panel: { error: string | null }) => panel.error)));
    const page = await fetch(drawn[0].page_url, { headers: { Authorization: `Bearer ${user.key}` } });
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-type'), 'image/png');
    const pdf = await fetch(`${proxy}/api/comics/${generate.body.id}.pdf`, { headers: { Authorization: `Bearer ${user.key}` } });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    await assertInBucket([...character.referenceKeys, ...drawn.map((panel: { image_url: string }) => keyOf(panel.image_url))]);
    await assertLedgerExact({ services }, user, 20, drawn.length);
    assert.ok(host.proxy.answered.every((count) => count > 0), `both APIs answered: ${host.proxy.answered.join(' / ')}`);
  });

  it('a session made on one API works on the other, and the failed sign-in limit is one limit across both', async () => {
    const user = createUser(0);
    const [first, second] = host.apiUrls;
    const signedIn = await call(first, 'POST', '/api/session', { body: { email: user.email, password: PASSWORD } });
    assert.equal(signedIn.status, 200);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
    const session = await call(second, 'GET', '/api/session', { headers: { Cookie: cookie } });
    assert.equal(session.status, 200);
    assert.equal(session.body.email, user.email);

    const answeredBefore = [...host.proxy.answered];
    const { perEmail } = LIMITS.signInFailures;
    for (let attempt = 1; attempt <= perEmail; attempt += 1) {
      const failed = await call(host.proxy.baseUrl, 'POST', '/api/session', { body: { email: user.email, password: `wrong password ${attempt}` } });
      assert.equal(failed.status, 401, `attempt ${attempt}`);
    }
    assert.ok(host.proxy.answered.every((count, index) => count - answeredBefore[index] >= 2), 'the failures were spread over both APIs');
    for (const api of host.apiUrls) {
      const limited = await call(api, 'POST', '/api/session', { body: { email: user.email, password: PASSWORD } });
      assert.equal(limited.status, 429, `${api} refuses after ${perEmail} failures in all`);
      assert.ok(Number(limited.headers.get('retry-after')) > 0);
    }
  });

  it('a worker killed with SIGKILL mid-storybook: the other takes its page over and the book is whole, ledger equal to what was delivered', async () => {
    const user = createUser(30);
    const character = await lockedCharacter(user);
    const pages = Array.from({ length: 20 }, (_, index) => `Mia on day ${index + 1} of her journey`);
    const started = performance.now();
    const answer = call(host.proxy.baseUrl, 'POST', '/api/storybook', { key: user.key, body: { character_id: character.id, pages } });
    const workflowId = workflowIds.storybook(await storybookOf(user));
    await pagesGenerated(user, 2);
    const { worker: victim, running } = await workerRunningActivityOf(workflowId);
    const killed = performance.now();
    await victim.stop('SIGKILL');
    liveWorkers = liveWorkers.filter((worker) => worker !== victim);
    const doneAtKill = await storybookPagesGenerated({ dataSource }, user.id);
    assert.ok(doneAtKill < pages.length, `the kill should land mid-book, but ${doneAtKill} pages were done`);
    await pagesGenerated(user, doneAtKill + 1);
    const nextPageS = (performance.now() - killed) / 1000;

    const replacement = await host.startWorker();
    liveWorkers.push(replacement);
    assert.match(replacement.output(), /Worker metrics off: set WORKER_METRICS_PORT/, 'a worker without WORKER_METRICS_PORT opens no port and says so');

    const book = await answer;
    assert.equal(book.status, 200, JSON.stringify(book.body));
    assert.deepEqual([book.body.total_pages, book.body.generated, book.body.failed], [20, 20, 0]);
    figure(`SIGKILL ${running ? 'of the worker running a page' : 'of a worker'} after ${doneAtKill}/20 pages; the next page ${nextPageS.toFixed(1)} s after the kill; the book in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await assertInBucket(book.body.pages.map((page: { image_url: string }) => keyOf(page.image_url)));
    await assertLedgerExact({ services }, user, 30, 20);
  });

  it('a worker sent SIGTERM mid-storybook finishes what it runs and exits within its grace; another worker completes the book', async () => {
    const user = createUser(10);
    const character = await lockedCharacter(user);
    const pages = Array.from({ length: 8 }, (_, index) => `Mia reads chapter ${index + 1}`);
    const answer = call(host.proxy.baseUrl, 'POST', '/api/storybook', { key: user.key, body: { character_id: character.id, pages } });
    const workflowId = workflowIds.storybook(await storybookOf(user));
    await pagesGenerated(user, 1);
    const { worker: victim, running } = await workerRunningActivityOf(workflowId);
    const stopped = await victim.stop('SIGTERM');
    liveWorkers = liveWorkers.filter((worker) => worker !== victim);
    figure(`worker ${running ? 'running a page' : '(none seen running a page)'} stopped by SIGTERM mid-book exited with ${stopped.code} in ${stopped.ms.toFixed(0)} ms (grace ${WORKER_GRACE_MS} ms)`);
    assert.equal(stopped.code, 0, victim.output());
    assert.ok(stopped.ms < WORKER_GRACE_MS, `exited ${stopped.ms.toFixed(0)} ms after SIGTERM`);

    const book = await answer;
    assert.equal(book.status, 200, JSON.stringify(book.body));
    assert.deepEqual([book.body.generated, book.body.failed], [8, 0]);
    await assertLedgerExact({ services }, user, 10, 8);
  });

  it('an API sent SIGTERM while clients hold keep-alive connections: idle ones closed at once, the request in flight and one half-sent answered, /health draining, exit within the grace', async () => {
    const user = createUser(10);
    const character = await lockedCharacter(user);
    const [api, url] = [host.apis[1], host.apiUrls[1]];

    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 3 });
    await Promise.all([1, 2, 3].map(async () => assert.equal((await requestOn(idleAgent, url, 'GET', '/health')).status, 200)));
    const idleSockets = Object.values(idleAgent.freeSockets).flat() as net.Socket[];
    assert.equal(idleSockets.length, 3, 'three idle keep-alive connections');
    const idleClosed = idleSockets.map((socket) => new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now()))));

    const busyAgent = new http.Agent({ keepAlive: true });
    const pages = Array.from({ length: 8 }, (_, index) => `Mia paints picture ${index + 1}`);
    const inFlight = requestOn(busyAgent, url, 'POST', '/api/storybook', { key: user.key, body: { character_id: character.id, pages } });
    const halfSent = await startedRequest(Number(new URL(url).port), '/health');
    await storybookOf(user);

    const stopping = api.stop('SIGTERM');
    const signalled = performance.now();
    await sleep(300);
    const health = await halfSent.finish();
    const book = await inFlight;
    const stopped = await stopping;
    const idleClosedMs = (await Promise.all(idleClosed)).map((at) => at - signalled);
    figure(`API drained: idle keep-alive connections closed ${Math.max(...idleClosedMs).toFixed(0)} ms after SIGTERM; exited with ${stopped.code} in ${stopped.ms.toFixed(0)} ms (grace ${API_GRACE_MS} ms)`);

    assert.ok(idleClosedMs.every((ms) => ms < AT_ONCE_MS), `idle connections closed after ${idleClosedMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    assert.match(health, /^HTTP\/1\.1 503 /);
    assert.match(health, /\r\nConnection: close\r\n/i);
    assert.match(health, /"status":"draining"/);
    assert.equal(book.status, 200, JSON.stringify(book.body));
    assert.equal(book.headers.connection, 'close', 'the answer in flight tells its client the connection ends');
    assert.deepEqual([book.body.generated, book.body.failed], [8, 0]);
    assert.equal(stopped.code, 0, api.output());
    assert.ok(stopped.ms < API_GRACE_MS, `exited ${stopped.ms.toFixed(0)} ms after SIGTERM`);
    assert.match(api.output(), /Likeness API stopped in \d+ ms\n/, 'nothing was cut at the grace');
    await assertLedgerExact({ services }, user, 10, 8);

    for (let attempt = 0; attempt < 2; attempt += 1) assert.equal((await call(host.proxy.baseUrl, 'GET', '/health')).status, 200, 'the proxy sends on to the API still running');
    idleAgent.destroy();
    busyAgent.destroy();
  });
});
