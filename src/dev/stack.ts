import fs from 'node:fs';
import { Connection, Client } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../config/env';
import { loadModelsConfig } from '../config/models';
import { docsBuildDir } from '../api/docs-site';
import { builtinJudgeNotice } from '../models/check';
import { User } from '../entities/user';
import { migrateDatabase } from '../db/data-source';
import { startApiServer } from '../runtime/api-server';
import { openDatabase } from '../runtime/database';
import { seedLibrary } from '../library/seed';
import { createActivityDeps } from '../runtime/dependencies';
import { installTemporalRuntime } from '../temporal/runtime/sdk-runtime';
import { removeStackFile, writeStackFile } from '../runtime/stack-file';
import { startWorker, workflowBundleOf } from '../temporal/runtime/worker-process';
import { createServices } from '../services';
import type { BlobStorage } from '../storage';
import { TemporalCliMissingError } from '../temporal/runtime/temporal-cli';
import { buildConsoleIfStale } from './console-build';
import { startDevTemporal } from './temporal-dev-server';

const DEMO_EMAIL = 'demo@likeness.local';
const DEMO_CREDITS = 100;

/** On the very first start, a demo user whose key is printed once. */
async function createDemoUserOnFirstStart(dataSource: DataSource, storage: BlobStorage): Promise<string | undefined> {
  if ((await dataSource.getRepository(User).count()) > 0) return undefined;
  const { apiKey } = await createServices(dataSource, storage).users.create({ email: DEMO_EMAIL, credits: DEMO_CREDITS });
  return apiKey;
}

/**
 * The pre-built library is drawn on the first start (seconds of rendering); the stack serves meanwhile, and
 * GET /api/library lists what is already there. The returned stop ends the drawing after the character at hand
 * and waits for it, so a Ctrl-C meanwhile closes the database after its last insert (the next start draws the rest).
 */
function seedLibraryInBackground(dataSource: DataSource, storage: BlobStorage): () => Promise<void> {
  const stop = new AbortController();
  const seeding = seedLibrary(dataSource, storage, stop.signal).then(
    (library) => {
      if (!stop.signal.aborted) console.log(`  Library:      ${library.added.length + library.alreadyPresent} pre-built characters (${library.added.length} seeded now)`);
    },
    (error) => console.error('[dev] seeding the library failed:', error),
  );
  return async () => {
    stop.abort();
    await seeding;
  };
}

/** `npm run dev`: Temporal dev server, database, migrations, worker and API in one process tree. */
export async function runDevStack(): Promise<void> {
  // Webhook receivers on this machine (localhost) are reachable in development only.
  const config = loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true', ...process.env });
  installTemporalRuntime(config);
  const started = Date.now();
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error('[dev] while stopping:', error));
  };

  try {
    buildConsoleIfStale();
    // The Temporal server, the database and the workflow bundle (a first start bundles) are made side by side;
    // whichever started is stopped if another failed.
    const [temporalStart, databaseStart, bundling] = await Promise.allSettled([
      startDevTemporal(config),
      openDatabase(config, { port: config.embeddedDatabasePort }),
      workflowBundleOf(config),
    ]);
    if (temporalStart.status === 'fulfilled') stops.push(() => temporalStart.value.stop());
    if (databaseStart.status === 'fulfilled') stops.push(() => databaseStart.value.close());
    if (temporalStart.status === 'rejected') throw temporalStart.reason;
    if (databaseStart.status === 'rejected') throw databaseStart.reason;
    if (bundling.status === 'rejected') throw bundling.reason;
    const [temporal, database] = [temporalStart.value, databaseStart.value];
    await migrateDatabase(database.dataSource);

    const deps = createActivityDeps(config, database.dataSource);
    const demoKey = await createDemoUserOnFirstStart(database.dataSource, deps.storage);
    const worker = await startWorker(config, deps, bundling.value);
    stops.push(() => worker.stop());
    const connection = await Connection.connect({ address: config.temporal.address });
    stops.push(() => connection.close());
    const api = await startApiServer(
      config,
      database.dataSource,
      new Client({ connection, namespace: config.temporal.namespace }),
      deps.storage,
    );
    stops.push(async () => {
      await api.close();
    });

    writeStackFile(config.dataDir, {
      pid: process.pid,
      databaseUrl: database.url,
      temporalAddress: config.temporal.address,
      apiUrl: config.publicBaseUrl,
    });
    stops.push(async () => removeStackFile(config.dataDir));

    console.log(`\nLikeness is up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(`  Console:      ${config.publicBaseUrl}/   (sign up there, or sign in as a user made with \`likeness users create --password\`)`);
    console.log(`  API:          ${config.publicBaseUrl}   (OpenAPI: ${config.publicBaseUrl}/openapi.json)`);
    console.log(`  Docs:         ${config.publicBaseUrl}/docs   (API reference: ${config.publicBaseUrl}/docs/api${fs.existsSync(docsBuildDir()) ? '' : '; build them first: npm run docs:build'})`);
    console.log(`  Temporal UI:  ${temporal.uiUrl}`);
    console.log(`  Database:     ${database.embedded ? `embedded PGlite in ${config.dataDir}/pglite` : 'DATABASE_URL'}`);
    console.log(`  Mail:         ${deps.mail.mailer.description}`);
    if (demoKey) console.log(`  Demo user:    ${DEMO_EMAIL} with ${DEMO_CREDITS} credits, API key ${demoKey} (shown once)`);
    const judgeNotice = builtinJudgeNotice(loadModelsConfig());
    if (judgeNotice) console.log(`  ${judgeNotice}`);
    console.log('Press Ctrl-C to stop.\n');
    stops.push(seedLibraryInBackground(database.dataSource, deps.storage));
  } catch (error) {
    await stopAll();
    if (error instanceof TemporalCliMissingError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping API, worker, database and Temporal...`);
    await stopAll();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Entry point of `npm run dev`. */
export function main(): void {
  runDevStack().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
