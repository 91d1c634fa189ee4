import { loadConfig } from '../config/env';
import type { OperationDeps } from '../operations/context';
import { imageModelCatalogue } from '../runtime/dependencies';
import type { OpenedDatabase } from '../runtime/database';
import { createServices } from '../services';
import { createStorage } from '../storage';
import { withTemporal } from './temporal';

/** Runs `work` with what operations need (a Temporal client connected for the duration), as the API has it. */
export function withOperationDeps<T>(db: OpenedDatabase, work: (deps: OperationDeps) => Promise<T>): Promise<T> {
  const config = loadConfig();
  return withTemporal(config, (temporal) => {
    const storage = createStorage(config);
    return work({ config, dataSource: db.dataSource, temporal, services: createServices(db.dataSource, storage), storage, imageModels: imageModelCatalogue() });
  });
}
