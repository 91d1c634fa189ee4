import { loadConfig } from '../config/env';
import { connectDatabase } from '../db/data-source';
import { startApiServer } from '../runtime/api-server';
import { createStorage } from '../storage';
import { connectTemporalClient } from '../temporal/runtime/client';

/** Production API entry point (`node dist/src/api/main.js`): needs DATABASE_URL and a Temporal server. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required in production (npm run dev embeds a database for local use)');
  const dataSource = await connectDatabase({ url: config.databaseUrl });
  const temporal = await connectTemporalClient(config);
  const api = await startApiServer(config, dataSource, temporal, createStorage(config));
  console.log(`Likeness API listening on ${config.port}`);
  let stopping = false;
  // A second signal while draining changes nothing: the grace already bounds the stop.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    console.log(`${signal}: draining (requests in flight get up to ${config.http.shutdownGraceMs} ms)`);
    const { cut } = await api.close();
    await temporal.connection.close();
    await dataSource.destroy();
    console.log(`Likeness API stopped in ${Date.now() - started} ms${cut ? `; ${cut} request(s) still running at the grace were cut` : ''}`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
