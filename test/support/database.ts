import crypto from 'node:crypto';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded';

export interface TestDatabase {
  url: string;
  /** Connections a process may open: one for the embedded PGlite (see src/runtime/database.ts). */
  poolSize?: number;
  drop(): Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the DATABASE_URL server, dropped afterwards. */
async function freshDatabaseOn(serverUrl: string): Promise<TestDatabase> {
  const name = `likeness_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** DATABASE_URL when set (CI: PostgreSQL from Debian), else an in-memory PGlite over the wire. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.DATABASE_URL) return freshDatabaseOn(process.env.DATABASE_URL);
  const embedded = await startEmbeddedPostgres();
  return { url: embedded.url, poolSize: 1, drop: () => embedded.stop() };
}
