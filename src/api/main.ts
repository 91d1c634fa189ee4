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
  const stop = async () => {
    await api.close();
    await dataSource.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
