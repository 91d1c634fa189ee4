/**
 * What the soak runs and breaks, each in its own process: a PostgreSQL of its own (initdb + pg_ctl in a temporary
 * folder, on a free port, so it can crash it and start it again), a Temporal dev server on a db file (killed with -9
 * and restarted), the API (src/api/main.ts) and the production worker (src/runtime/worker-main.ts, killed with SIGKILL
 * and replaced).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findFreePort } from '../../src/net/free-port';
import { startOwnTemporalServer, type OwnTemporalServer } from '../../test/support/temporal-server';
import { startTypeScriptProcess, type NodeProcess } from '../../test/support/worker-process';

export interface OwnPostgres {
  /** The `likeness` database on it. */
  url: string;
  /** `pg_ctl stop -m immediate`: every backend killed at once, as in a crash; recovery replays the WAL at the next start. */
  crash(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The newest PostgreSQL server binaries Debian installed (LIKENESS_PG_BIN names another folder). */
function postgresBinDir(): string {
  if (process.env.LIKENESS_PG_BIN) return process.env.LIKENESS_PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('The soak starts a PostgreSQL of its own: install the server (apt-get install postgresql) or set LIKENESS_PG_BIN');
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** PostgreSQL refuses to run as root: there it runs as the `postgres` user, which owns its folder. */
function asPostgresUser(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, { stdio: 'pipe' });
}

export async function startOwnPostgres(folder: string): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  const data = path.join(folder, 'data');
  fs.mkdirSync(folder, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', folder]);
  asPostgresUser(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await findFreePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', data, '-w', ...args]);
  const start = async () => pgCtl('-l', path.join(folder, 'server.log'), '-o', options, 'start');
  await start();
  asPostgresUser(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'likeness']);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/likeness`,
    crash: async () => pgCtl('-m', 'immediate', 'stop'),
    start,
    stop: async () => pgCtl('-m', 'fast', 'stop'),
  };
}

export interface SoakStack {
  root: string;
  postgres: OwnPostgres;
  temporal: OwnTemporalServer;
  api: NodeProcess;
  baseUrl: string;
  /** The worker running now (a kill starts a new one). */
  worker(): NodeProcess;
  /** SIGKILL the worker and start a replacement, as a process supervisor would. */
  replaceWorker(): Promise<void>;
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/** Everything the API and the worker share: the database, Temporal, the files, and settings that keep the soak's runs short. */
function sharedEnvironment(root: string, postgres: OwnPostgres, temporal: OwnTemporalServer, apiPort: number): NodeJS.ProcessEnv {
  const every = ['IDEMPOTENCY_KEYS', 'SESSIONS', 'REQUEST_COUNTS', 'ACCOUNT_TOKENS', 'WEBHOOK_HISTORY', 'ORPHAN_FILES', 'LEDGER_REPORT'];
  return {
    DATABASE_URL: postgres.url,
    TEMPORAL_ADDRESS: temporal.address,
    LIKENESS_DATA_DIR: path.join(root, 'data'),
    PORT: String(apiPort),
    PUBLIC_BASE_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: 'warn',
    WORKER_SHUTDOWN_GRACE_MS: '1000',
    // Receivers listen on loopback; a delivery's schedule fits the soak.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_DELAYS: '1s,2s,5s',
    WEBHOOK_RETRY_WINDOW: '2m',
    // Housekeeping runs through the faults too, every minute.
    ...Object.fromEntries(every.map((job) => [`HOUSEKEEPING_EVERY_${job}`, '1m'])),
  };
}

/** Workers bundle the workflow code on start: the bundle is kept across soaks in .data, while the sources are unchanged. */
function shareWorkflowBundleCache(dataDir: string): void {
  const cache = path.resolve(__dirname, '../../.data/soak/workflow-bundles');
  fs.mkdirSync(cache, { recursive: true });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.symlinkSync(cache, path.join(dataDir, 'workflow-bundles'));
}

export const startWorkerProcess = (env: NodeJS.ProcessEnv) => startTypeScriptProcess('src/runtime/worker-main.ts', env, 'Likeness worker polling');

/** The soak's stack, migrated: `prepare` runs once the database exists and before the API and worker start. */
export async function startSoakStack(root: string, prepare: (env: NodeJS.ProcessEnv) => Promise<void>): Promise<SoakStack> {
  const postgres = await startOwnPostgres(path.join(root, 'postgres'));
  const temporal = await startOwnTemporalServer(path.join(root, 'temporal.db'));
  const apiPort = await findFreePort();
  const env = sharedEnvironment(root, postgres, temporal, apiPort);
  shareWorkflowBundleCache(env.LIKENESS_DATA_DIR as string);
  await prepare(env);
  let worker = await startWorkerProcess(env);
  const api = await startTypeScriptProcess('src/api/main.ts', env, 'Likeness API listening');
  return {
    root,
    postgres,
    temporal,
    api,
    baseUrl: `http://127.0.0.1:${apiPort}`,
    worker: () => worker,
    async replaceWorker() {
      await worker.kill();
      worker = await startWorkerProcess(env);
    },
    env,
    async stop() {
      await api.stop().catch(() => undefined);
      await worker.kill().catch(() => undefined);
      await temporal.stop().catch(() => undefined);
      await postgres.stop().catch(() => undefined);
    },
  };
}

/** Resident memory of a process in bytes (VmRSS from /proc; Linux), 0 once it is gone. */
export function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
