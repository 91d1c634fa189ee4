import { DefaultLogger, NativeConnection, Worker, WorkerOptions, bundleWorkflowCode } from '@temporalio/worker';
import type { AppConfig } from '../../config/env';
import { createActivities, ActivityDeps } from '../../activities';
import { TASK_QUEUES } from '../contracts/names';

export type WorkflowBundle = Awaited<ReturnType<typeof bundleWorkflowCode>>;

export const WORKFLOWS_PATH = require.resolve('../../workflows');

/** Bundles the workflow code once; tests reuse the bundle across workers. */
export function bundleWorkflows(): Promise<WorkflowBundle> {
  return bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') });
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

export function createWorker(options: CreateWorkerOptions): Promise<Worker> {
  const { config } = options;
  return Worker.create({
    connection: options.connection,
    namespace: config.temporal.namespace,
    taskQueue: options.taskQueue ?? TASK_QUEUES.generation,
    ...(options.workflowBundle ? { workflowBundle: options.workflowBundle } : { workflowsPath: WORKFLOWS_PATH }),
    activities: createActivities(options.deps),
    maxConcurrentActivityTaskExecutions: config.worker.maxConcurrentActivities,
    maxConcurrentWorkflowTaskExecutions: config.worker.maxConcurrentWorkflowTasks,
    // Running activities finish (or heartbeat-time out) before the process exits on deploy.
    shutdownGraceTime: config.worker.shutdownGraceMs,
    ...options.overrides,
  });
}
