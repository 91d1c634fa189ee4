import type { DataSource } from 'typeorm';
import type { ModelRegistry } from '../models/registry';
import type { BlobStorage } from '../storage';

/** What activities need from the outside world, handed in by the worker. */
export interface ActivityDeps {
  dataSource: DataSource;
  storage: BlobStorage;
  models: ModelRegistry;
}
