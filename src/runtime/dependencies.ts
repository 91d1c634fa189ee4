import type { DataSource } from 'typeorm';
import type { ActivityDeps } from '../activities';
import type { ImageModelCatalogue } from '../operations/context';
import type { AppConfig } from '../config/env';
import { loadModelsConfig } from '../config/models';
import { createModelRegistry } from '../models/registry';
import { createStorage } from '../storage';

/** What a worker's activities get: the database, file storage and the configured models. */
export function createActivityDeps(config: AppConfig, dataSource: DataSource): ActivityDeps {
  return { dataSource, storage: createStorage(config), models: createModelRegistry(loadModelsConfig()) };
}

/** The image model names the API accepts, from the same configuration the workers use. */
export function imageModelCatalogue(): ImageModelCatalogue {
  const registry = createModelRegistry(loadModelsConfig());
  return { names: registry.imageModelNames(), defaultName: registry.defaultImageModel };
}
