import path from 'node:path';

/**
 * Runtime configuration from the environment. Every variable is listed in the README's
 * configuration table; defaults make `npm run dev` work with nothing set.
 */
export interface AppConfig {
  port: number;
  publicBaseUrl: string;
  /** Unset: the dev stack and tests run an embedded PGlite. */
  databaseUrl?: string;
  dataDir: string;
  temporal: {
    address: string;
    namespace: string;
    uiPort: number;
    cliPath?: string;
  };
  worker: {
    maxConcurrentActivities: number;
    maxConcurrentWorkflowTasks: number;
    shutdownGraceMs: number;
    /** Port of a standalone worker's /metrics (app metrics); 0 disables it. */
    metricsPort: number;
    /** host:port where the Temporal SDK exports its worker metrics for Prometheus; unset disables them. */
    sdkMetricsAddress?: string;
  };
  storybookConcurrency: number;
  comicConcurrency: number;
  logLevel: string;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = intFrom(env, 'PORT', 3000);
  return {
    port,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.LIKENESS_DATA_DIR || '.data'),
    temporal: {
      address: env.TEMPORAL_ADDRESS || 'localhost:7233',
      namespace: env.TEMPORAL_NAMESPACE || 'default',
      uiPort: intFrom(env, 'TEMPORAL_UI_PORT', 8233),
      cliPath: env.TEMPORAL_CLI_PATH || undefined,
    },
    worker: {
      maxConcurrentActivities: intFrom(env, 'WORKER_MAX_CONCURRENT_ACTIVITIES', 8),
      maxConcurrentWorkflowTasks: intFrom(env, 'WORKER_MAX_CONCURRENT_WORKFLOW_TASKS', 40),
      shutdownGraceMs: intFrom(env, 'WORKER_SHUTDOWN_GRACE_MS', 30_000),
      metricsPort: intFrom(env, 'WORKER_METRICS_PORT', 9465),
      sdkMetricsAddress: env.TEMPORAL_SDK_METRICS_ADDRESS || undefined,
    },
    storybookConcurrency: intFrom(env, 'STORYBOOK_CONCURRENCY', 4),
    comicConcurrency: intFrom(env, 'COMIC_CONCURRENCY', 4),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
