import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { findFreePort } from '../net/free-port';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite served over the Postgres wire protocol, so `pg` and TypeORM talk to it unchanged.
 * `dataDir` persists the database; without one it lives in memory.
 */
export async function startEmbeddedPostgres(options: { dataDir?: string; port?: number } = {}): Promise<EmbeddedPostgres> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir ?? 'memory://');
  const host = '127.0.0.1';
  const port = options.port || (await findFreePort(host));
  const server = new PGLiteSocketServer({ db, host, port, maxConnections: 64 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@${host}:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
