import { NativeConnection, Worker } from '@temporalio/worker';
import type { ActivityDeps } from '../../activities';
import type { AppConfig } from '../../config/env';
import path from 'node:path';
import { bundleWorkflows, createWorker } from './worker';

export interface RunningWorker {
  worker: Worker;
  /** Resolves when the worker has stopped (after shutdown() and its grace time). */
  done: Promise<void>;
  stop(): Promise<void>;
}

export async function startWorker(config: AppConfig, deps: ActivityDeps): Promise<RunningWorker> {
  const connection = await NativeConnection.connect({ address: config.temporal.address });
  const workflowBundle = await bundleWorkflows(path.join(config.dataDir, 'workflow-bundles'));
  const worker = await createWorker({ connection, config, deps, workflowBundle });
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
