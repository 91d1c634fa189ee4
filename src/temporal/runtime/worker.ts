import { NativeConnection, Worker, WorkerOptions, bundleWorkflowCode } from '@temporalio/worker';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker as Thread } from 'node:worker_threads';
import type { AppConfig } from '../../config/env';
import { createActivities, ActivityDeps } from '../../activities';
import { TASK_QUEUES } from '../contracts/names';

export type WorkflowBundle = Awaited<ReturnType<typeof bundleWorkflowCode>>;

export const WORKFLOWS_PATH = require.resolve('../../workflows');

/** Every source file a workflow could import (the whole source tree) and the SDK's version, as one hash. */
function workflowSourcesHash(): string {
  const sourceRoot = path.dirname(path.dirname(WORKFLOWS_PATH));
  const hash = createHash('sha256').update(fs.readFileSync(require.resolve('@temporalio/workflow/package.json')));
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(ts|js)$/.test(entry.name)) hash.update(file).update(fs.readFileSync(file));
    }
  };
  visit(sourceRoot);
  return hash.digest('hex').slice(0, 24);
}

/**
 * webpack on its own thread: the dev stack bundles while its main thread starts the embedded database, and on two
 * cores the two no longer take turns.
 */
function bundleInThread(workflowsPath: string): Promise<WorkflowBundle> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { bundleWorkflowCode, DefaultLogger } = require(workerData.sdk);
    bundleWorkflowCode({ workflowsPath: workerData.workflowsPath, logger: new DefaultLogger('WARN') }).then((bundle) => parentPort.postMessage(bundle));`;
  return new Promise((resolve, reject) => {
    const thread = new Thread(source, { eval: true, workerData: { sdk: require.resolve('@temporalio/worker'), workflowsPath } });
    thread.once('message', (bundle: WorkflowBundle) => {
      resolve(bundle);
      void thread.terminate();
    });
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the workflow bundler thread exited with code ${code}`)));
  });
}

/**
 * Bundles the workflow code (webpack, seconds). With a cache folder, a bundle made from the same sources is
 * reused, so a restart of the dev stack or a test run after no workflow change skips the bundling.
 */
export async function bundleWorkflows(cacheDir?: string): Promise<WorkflowBundle> {
  const cached = cacheDir && path.join(cacheDir, `workflows-${workflowSourcesHash()}.json`);
  if (cached && fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8')) as WorkflowBundle;
  const bundle = await bundleInThread(WORKFLOWS_PATH);
  if (cached) {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(`${cached}.${process.pid}.tmp`, JSON.stringify(bundle));
    fs.renameSync(`${cached}.${process.pid}.tmp`, cached);
  }
  return bundle;
}

export interface CreateWorkerOptions {
  connection: NativeConnection;
  config: AppConfig;
  deps: ActivityDeps;
  workflowBundle?: WorkflowBundle;
  taskQueue?: string;
  /** Extra options (tests add interceptors). */
  overrides?: Partial<WorkerOptions>;
}

/**
 * Each worker its own identity (the SDK's default is the process's pid and host): a worker started again in the
 * same process is then never taken for the one that stopped, whose shutdown admission control reads by identity
 * (src/operations/capacity.ts).
 */
export function workerIdentity(): string {
  return `${process.pid}@${os.hostname()}/${randomUUID().slice(0, 8)}`;
}

export function createWorker(options: CreateWorkerOptions): Promise<Worker> {
  const { config } = options;
  return Worker.create({
    connection: options.connection,
    namespace: config.temporal.namespace,
    taskQueue: options.taskQueue ?? TASK_QUEUES.generation,
    ...(options.workflowBundle ? { workflowBundle: options.workflowBundle } : { workflowsPath: WORKFLOWS_PATH }),
    activities: createActivities(options.deps),
    maxConcurrentActivityTaskExecutions: config.worker.maxConcurrentActivities,
    // The SDK's default (a poll per slot, up to 10) holds every free slot in a poll, which leaves none for eager dispatch.
    activityTaskPollerBehavior: { type: 'simple-maximum', maximum: config.worker.activityPolls },
    maxConcurrentWorkflowTaskExecutions: config.worker.maxConcurrentWorkflowTasks,
    // Running activities finish (or heartbeat-time out) before the process exits on deploy.
    shutdownGraceTime: config.worker.shutdownGraceMs,
    shutdownForceTime: config.worker.shutdownForceMs,
    identity: workerIdentity(),
    ...options.overrides,
  });
}
