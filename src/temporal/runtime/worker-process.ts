import { Client } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { ActivityDeps } from '../../activities';
import type { AppConfig } from '../../config/env';
import path from 'node:path';
import { ensureHousekeepingSchedules } from './schedules';
import { bundleWorkflows, createWorker, type WorkflowBundle } from './worker';

export interface RunningWorker {
  worker: Worker;
  /** Resolves when the worker has stopped (after shutdown() and its grace time). */
  done: Promise<void>;
  stop(): Promise<void>;
}

/** The workflow bundle, from the data folder's cache while the workflow sources are unchanged. */
export function workflowBundleOf(config: AppConfig): Promise<WorkflowBundle> {
  return bundleWorkflows(path.join(config.dataDir, 'workflow-bundles'));
}

/**
 * Starts a worker on the generation queue; `workflowBundle` when the caller bundled already (the dev stack, while other
 * things start). Every worker makes sure the housekeeping schedules exist (a failure is logged: the worker serves anyway).
 */
export async function startWorker(config: AppConfig, deps: ActivityDeps, workflowBundle?: WorkflowBundle): Promise<RunningWorker> {
  const connection = await NativeConnection.connect({ address: config.temporal.address });
  const bundle = workflowBundle ?? (await workflowBundleOf(config));
  const worker = await createWorker({ connection, config, deps, workflowBundle: bundle });
  await ensureHousekeepingSchedules(new Client({ connection, namespace: config.temporal.namespace }), config).catch((error: Error) =>
    console.error(`The housekeeping schedules could not be brought up to date (the worker serves anyway): ${error.message}`),
  );
  const done = worker.run().finally(() => connection.close());
  return {
    worker,
    done,
    async stop() {
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await done;
    },
  };
}
