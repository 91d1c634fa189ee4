import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './naming-strategy';

export interface DataSourceOptions {
  url: string;
  /** Pool size; the embedded PGlite multiplexes one backend, so a small pool is enough there. */
  poolSize?: number;
}

export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    logging: false,
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000 },
  });
}

export async function connectDatabase(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  return dataSource;
}

/** Applies pending migrations, each in its own transaction; returns the names it ran. */
export async function migrateDatabase(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((migration) => migration.name);
}
