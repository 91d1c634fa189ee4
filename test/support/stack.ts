import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, type Worker } from '@temporalio/worker';
import type { DataSource } from 'typeorm';
import { createApp } from '../../src/api/app';
import { AppConfig, loadConfig } from '../../src/config/env';
import { connectDatabase, migrateDatabase } from '../../src/db/data-source';
import { createServices, Services } from '../../src/services';
import { requireTemporalCli } from '../../src/temporal/cli';
import { ALL_SEARCH_ATTRIBUTES } from '../../src/temporal/shared';
import { bundleWorkflows, createWorker, WorkflowBundle } from '../../src/temporal/worker';
import { findFreePort } from '../../src/net/free-port';
import { createTestDatabase, TestDatabase } from './database';

export interface TestStack {
  baseUrl: string;
  config: AppConfig;
  dataSource: DataSource;
  services: Services;
  env: TestWorkflowEnvironment;
  workflowBundle: WorkflowBundle;
}

interface RunningStack extends TestStack {
  database: TestDatabase;
  worker: Worker;
  workerRun: Promise<void>;
  server: http.Server;
}

let running: Promise<RunningStack> | undefined;

async function startStack(): Promise<RunningStack> {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const database = await createTestDatabase();
  const port = await findFreePort();
  const config = loadConfig({ ...process.env, PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
  const dataSource = await connectDatabase({ url: database.url });
  await migrateDatabase(dataSource);
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path: requireTemporalCli() },
      searchAttributes: ALL_SEARCH_ATTRIBUTES,
    },
  });
  const workflowBundle = await bundleWorkflows();
  const worker = await createWorker({ connection: env.nativeConnection, config, deps: { dataSource }, workflowBundle });
  const workerRun = worker.run();
  const services = createServices(dataSource);
  const app = createApp(
    { config, dataSource, temporal: env.client, apiKeys: services.apiKeys, ledger: services.ledger },
    { logError: () => undefined },
  );
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    config,
    dataSource,
    services,
    env,
    workflowBundle,
    database,
    worker,
    workerRun,
    server,
  };
}

/** The shared stack: a real Temporal dev server, a real database, a worker and the API over HTTP. */
export function getTestStack(): Promise<TestStack> {
  running ??= startStack();
  return running;
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
}
