import { loadConfig, type AppConfig } from '../config/env';
import type { OperationDeps } from '../operations/context';
import { imageModelCatalogue } from '../runtime/dependencies';
import type { OpenedDatabase } from '../runtime/database';
import { readStackFile } from '../runtime/stack-file';
import { createServices } from '../services';
import { createStorage } from '../storage';
import { connectTemporalClient } from '../temporal/runtime/client';

/** TEMPORAL_ADDRESS when set, else the running `npm run dev` stack's, else the default. */
export function temporalAddressFor(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string {
  if (env.TEMPORAL_ADDRESS) return config.temporal.address;
  return readStackFile(config.dataDir)?.temporalAddress ?? config.temporal.address;
}

/** Runs `work` with what operations need (a Temporal client connected for the duration), as the API has it. */
export async function withOperationDeps<T>(db: OpenedDatabase, work: (deps: OperationDeps) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const temporal = await connectTemporalClient({ ...config, temporal: { ...config.temporal, address: temporalAddressFor(config) } });
  try {
    const storage = createStorage(config);
    return await work({ config, dataSource: db.dataSource, temporal, services: createServices(db.dataSource, storage), storage, imageModels: imageModelCatalogue() });
  } finally {
    await temporal.connection.close();
  }
}
