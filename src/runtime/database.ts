import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import { connectDatabase, migrateDatabase } from '../db/data-source';
import { readStackFile } from './stack-file';

export interface OpenedDatabase {
  dataSource: DataSource;
  /** True when this process serves the embedded PGlite itself. */
  embedded: boolean;
  url: string;
  close(): Promise<void>;
}

export const embeddedDataDir = (config: AppConfig) => path.join(config.dataDir, 'pglite');

/**
 * The database a process should use: DATABASE_URL; else the one the running dev stack serves;
 * else an embedded PGlite under the data dir, served by this process.
 */
export async function openDatabase(config: AppConfig, options: { port?: number } = {}): Promise<OpenedDatabase> {
  const url = config.databaseUrl ?? readStackFile(config.dataDir)?.databaseUrl;
  if (url) {
    const dataSource = await connectDatabase({ url });
    return { dataSource, embedded: false, url, close: () => dataSource.destroy() };
  }
  // Loaded only here: a process on PostgreSQL never needs PGlite's WebAssembly.
  const { startEmbeddedPostgres } = await import('../db/embedded');
  const server = await startEmbeddedPostgres({ dataDir: embeddedDataDir(config), port: options.port });
  // PGlite runs one session: the socket server multiplexes connections, but pg's unnamed prepared statements
  // from two connections can interleave there, so this process keeps to a single connection.
  const dataSource = await connectDatabase({ url: server.url, poolSize: 1 });
  await migrateDatabase(dataSource);
  return {
    dataSource,
    embedded: true,
    url: server.url,
    async close() {
      await dataSource.destroy();
      await server.stop();
    },
  };
}
