import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import type { Worker } from '@temporalio/worker';
import type { DataSource } from 'typeorm';
import type { ActivityDeps } from '../../src/activities';
import pino from 'pino';
import { createApp } from '../../src/api/app';
import { createHttpServer } from '../../src/runtime/api-server';
import { inspectGenerationQueue } from '../../src/operations/capacity';
import { AppConfig, loadConfig } from '../../src/config/env';
import { connectDatabase, migrateDatabase } from '../../src/db/data-source';
import { seedLibrary } from '../../src/library/seed';
import { createActivityDeps } from '../../src/runtime/dependencies';
import { createServices, Services } from '../../src/services';
import { devServerTuningArgs, requireTemporalCli } from '../../src/temporal/runtime/temporal-cli';
import { ALL_SEARCH_ATTRIBUTES } from '../../src/temporal/contracts/names';
import { bundleWorkflows, createWorker, WorkflowBundle } from '../../src/temporal/runtime/worker';
import { findFreePort } from '../../src/net/free-port';
import { modelCatalogue } from '../../src/models/registry';
import { createTestDatabase, TestDatabase } from './database';
import { installTestRuntime, TEST_BUNDLE_CACHE } from './runtime';
import { mailpitMailbox, outboxMailbox, type Mailbox } from './mailbox';
import { MAILPIT_MISSING, mailpitCommand, startMailpit, type Mailpit } from './mailpit';

export interface TestStack {
  baseUrl: string;
  config: AppConfig;
  dataSource: DataSource;
  services: Services;
  deps: ActivityDeps;
  env: TestWorkflowEnvironment;
  workflowBundle: WorkflowBundle;
  /** For worker processes the tests start themselves (Temporal: env.address; files: config.dataDir). */
  databaseUrl: string;
  /** The account emails the stack sent: through Mailpit (a real SMTP server) when it is installed, else caught in the outbox. */
  mailbox: Mailbox;
}

interface RunningStack extends TestStack {
  database: TestDatabase;
  worker: Worker;
  workerRun: Promise<void>;
  server: http.Server;
  mailpit?: Mailpit;
}

let running: Promise<RunningStack> | undefined;
/** Silent unless TEST_API_LOG_LEVEL is set (error: see the internal errors behind a 500 while a test runs). */
const apiLogger = pino({ level: process.env.TEST_API_LOG_LEVEL ?? 'silent' });

async function startStack(): Promise<RunningStack> {
  installTestRuntime();
  const database = await createTestDatabase();
  const port = await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-test-'));
  const mailpit = await startTestMailServer();
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    LIKENESS_DATA_DIR: dataDir,
    // Tests pause the shared worker between cases: a run an earlier test left behind must not hold that up for 30 s.
    WORKER_SHUTDOWN_GRACE_MS: '1000',
    // Webhook receivers in tests listen on loopback, and a delivery's 3 days of retries take 3 s.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_DELAYS: '100ms,200ms,400ms',
    WEBHOOK_RETRY_WINDOW: '3s',
    ...(mailpit ? { SMTP_URL: mailpit.smtpUrl } : {}),
  });
  const dataSource = await connectDatabase({ url: database.url, poolSize: database.poolSize });
  await migrateDatabase(dataSource);
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path: requireTemporalCli() },
      searchAttributes: ALL_SEARCH_ATTRIBUTES,
      extraArgs: devServerTuningArgs(),
    },
  });
  const workflowBundle = await bundleWorkflows(TEST_BUNDLE_CACHE);
  const deps = createActivityDeps(config, dataSource);
  await seedLibrary(dataSource, deps.storage);
  const worker = await createWorker({ connection: env.nativeConnection, config, deps, workflowBundle });
  const workerRun = worker.run();
  const services = createServices(dataSource, deps.storage);
  const imageModels = modelCatalogue(deps.models);
  const app = createApp({ config, dataSource, temporal: env.client, storage: deps.storage, services, imageModels }, { logger: apiLogger });
  const server = createHttpServer(config, app.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    config,
    dataSource,
    services,
    deps,
    env,
    workflowBundle,
    databaseUrl: database.url,
    mailbox: mailpit ? mailpitMailbox(mailpit.endpoint) : outboxMailbox(config.mail.outboxDir),
    mailpit,
    database,
    worker,
    workerRun,
    server,
  };
}

/** Mailpit when it is installed; without it mail is caught in the outbox (a failure where every runner must run). */
async function startTestMailServer(): Promise<Mailpit | undefined> {
  const command = mailpitCommand();
  if (command) return startMailpit(command);
  if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error(MAILPIT_MISSING);
  console.log(`      NOTE: ${MAILPIT_MISSING}; the tests read the caught mail from the outbox instead`);
  return undefined;
}

/** The shared stack: a real Temporal dev server, a real database, a worker and the API over HTTP. */
export function getTestStack(): Promise<TestStack> {
  running ??= startStack();
  return running;
}

/**
 * Stops the shared in-process worker, so a test can run its own workers on the generation queue
 * (with slow or failing models, or in a child process it kills); resumeStackWorker starts it again.
 */
export async function pauseStackWorker(): Promise<void> {
  const stack = await getTestStack() as RunningStack;
  stack.worker.shutdown();
  await stack.workerRun;
}

export async function resumeStackWorker(): Promise<void> {
  const stack = await getTestStack() as RunningStack;
  if (stack.worker.getState() !== 'STOPPED') return;
  stack.worker = await createWorker({ connection: stack.env.nativeConnection, config: stack.config, deps: stack.deps, workflowBundle: stack.workflowBundle });
  stack.workerRun = stack.worker.run();
  await untilServing(stack);
}

/** How long a worker just started may take to be seen polling the generation queue (a loaded CI machine included). */
const SERVING_WITHIN_MS = 30_000;

/**
 * Until the stack's Temporal server sees a live worker on the generation queue, as the API's admission control asks
 * it: between one worker's shutdown and the next one's first poll, the API answers 503 "no worker".
 */
export async function untilServing(stack: TestStack): Promise<void> {
  if (!(await untilAdmissionSees(stack, true, SERVING_WITHIN_MS))) {
    throw new Error(`no worker was seen polling the generation queue within ${SERVING_WITHIN_MS / 1000} s of its start`);
  }
}

/**
 * Until admission control, asking the stack's Temporal server as the API does, counts a worker as serving the
 * generation queue (`serving`) or counts none (`!serving`), for at most `withinMs`; whether it came to.
 */
export async function untilAdmissionSees(stack: TestStack, serving: boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (((await inspectGenerationQueue(stack.env.client, stack.config.temporal.namespace)) === 'ok') === serving) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopTestStack(): Promise<void> {
  if (!running) return;
  const stack = await running;
  running = undefined;
  await new Promise<void>((resolve) => stack.server.close(() => resolve()));
  stack.worker.shutdown();
  await stack.workerRun;
  await stack.env.teardown();
  await stack.dataSource.destroy();
  await stack.database.drop();
  await stack.mailpit?.stop();
  fs.rmSync(stack.config.dataDir, { recursive: true, force: true });
}
