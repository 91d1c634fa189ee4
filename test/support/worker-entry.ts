// A worker in its own process (spawned by worker-process.ts): the real activities and workflows against the
// test stack's Temporal, database and file storage, with slow image models so a test can kill it mid-book, or with
// benchmark doubles for the models (TEST_MODEL_DOUBLES) so a benchmark measures the worker's own CPU.
import 'reflect-metadata';
import fs from 'node:fs';
import { NativeConnection } from '@temporalio/worker';
import { loadConfig } from '../../src/config/env';
import { connectDatabase } from '../../src/db/data-source';
import { createActivityDeps } from '../../src/runtime/dependencies';
import { createWorker, type WorkflowBundle } from '../../src/temporal/runtime/worker';
import { benchmarkModels } from './benchmark-models';
import { withModelFaults } from './faulty-models';

async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = await connectDatabase({ url: config.databaseUrl as string });
  const deps = createActivityDeps(config, dataSource);
  const renderDelayMs = Number(process.env.TEST_RENDER_DELAY_MS ?? 0);
  // Without a delay the models are the configured ones as they are (prediction models keep their asynchronous calls).
  const models = process.env.TEST_MODEL_DOUBLES
    ? benchmarkModels(deps.models, await deps.models.image().render({ prompt: 'a park', seed: 1, characters: [] }), 0)
    : renderDelayMs > 0
      ? withModelFaults(deps.models, { renderDelayMs })
      : deps.models;
  const connection = await NativeConnection.connect({ address: config.temporal.address });
  const workflowBundle = JSON.parse(fs.readFileSync(process.env.TEST_WORKFLOW_BUNDLE as string, 'utf8')) as WorkflowBundle;
  const worker = await createWorker({ connection, config, deps: { ...deps, models }, workflowBundle });
  const running = worker.run();
  console.log('worker ready');
  await running;
  await connection.close();
  await dataSource.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
