import { loadConfig } from '../config/env';
import { loadModelsConfig } from '../config/models';
import { builtinJudgeNotice } from '../models/check';
import { connectDatabase } from '../db/data-source';
import { createActivityDeps } from './dependencies';
import { startWorker } from '../temporal/runtime/worker-process';
import { installTemporalRuntime } from '../temporal/runtime/sdk-runtime';
import { startMetricsServer } from '../observability/metrics-server';

/** Production worker entry point (`node dist/src/runtime/worker-main.js`); run as many as you need. */
async function main(): Promise<void> {
  const config = loadConfig();
  installTemporalRuntime(config);
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required for a standalone worker');
  const metrics = config.worker.metricsPort ? startMetricsServer(config.worker.metricsPort) : undefined;
  if (!metrics) console.log('Worker metrics off: set WORKER_METRICS_PORT (its own port for each worker on a host) to serve /metrics');
  const dataSource = await connectDatabase({ url: config.databaseUrl });
  const running = await startWorker(config, createActivityDeps(config, dataSource));
  console.log(`Likeness worker polling ${config.temporal.address}`);
  const judgeNotice = builtinJudgeNotice(loadModelsConfig());
  if (judgeNotice) console.log(judgeNotice);
  // Worker.run() already handles SIGINT/SIGTERM: it stops polling, waits shutdownGraceTime for running activities,
  // then cancels them, and gives up waiting at shutdownForceTime (worker.ts).
  await running.done;
  metrics?.close();
  await dataSource.destroy();
  // Whatever still holds the event loop (an idle keep-alive socket of the storage client) must not outlive the grace.
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
