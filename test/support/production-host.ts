import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { findFreePort } from '../../src/net/free-port';
import { buildImageWithoutDocker, imageFolder, type BuiltImage } from './dockerfile-steps';
import { createTestDatabase, type TestDatabase } from './database';
import { exited, keptOutput, outputShows } from './processes';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { motoServerCommand, startLocalS3Server, type LocalS3Server } from './s3-server';
import { startOwnTemporalServer, type OwnTemporalServer } from './temporal-server';

/**
 * The production build on one host, as the recipe of docs/how-to/several-processes.md runs it: the
 * image made by the Dockerfile's steps (dockerfile-steps.ts), its API twice and its worker twice, on a fresh database
 * of the CI PostgreSQL, a Temporal dev server and moto's S3, behind a round-robin proxy.
 */
export interface ImageProcess {
  pid: number;
  output(): string;
  /** Sends the signal; resolves with the exit code and how long the process took to exit after it. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

export interface ProductionHost {
  image: BuiltImage;
  proxy: RoundRobinProxy;
  /** The APIs' own addresses, in the proxy's order. */
  apiUrls: string[];
  apis: ImageProcess[];
  workers: ImageProcess[];
  databaseUrl: string;
  temporalAddress: string;
  s3: { endpoint: string; bucket: string };
  /** Environment of one more process of the image (a worker started later, a CLI command). */
  environment(extra?: Record<string, string>): NodeJS.ProcessEnv;
  startWorker(extra?: Record<string, string>): Promise<ImageProcess>;
  /** A one-shot command of the image (compose's migrate, `likeness users create`); its stdout. */
  runCommand(command: string[]): string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '../..');
const BUCKET = 'likeness-production-test';
const READY_TIMEOUT_MS = 120_000;
/** What the image's processes are told; the rest of the environment is the test machine's, not theirs. */
const MACHINE_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG'];

/** What this suite needs beyond Node: a PostgreSQL server (PGlite takes one connection) and moto; undefined when all are here. */
export function missingForProductionHost(): string | undefined {
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set: the production-shaped test runs its processes on PostgreSQL (.ci/run sets it)';
  if (!motoServerCommand()) return 'moto_server not found: install it with `pip install "moto[server]"` (.ci/run does)';
  return undefined;
}

/** The `command:` of a service in temporal/docker-compose.yml (one JSON array on one line). */
export function composeCommand(service: string): string[] {
  const compose = fs.readFileSync(path.join(ROOT, 'temporal/docker-compose.yml'), 'utf8');
  const block = compose.split(/\n(?= {2}[\w-]+:\n)/).find((part) => part.startsWith(`  ${service}:\n`));
  const command = block && /\n {4}command: (\[.*\])/.exec(block)?.[1];
  if (!command) throw new Error(`no command for ${service} in temporal/docker-compose.yml`);
  return JSON.parse(command) as string[];
}

/** `node` as the image's commands name it is this machine's Node (the tests check its major version is the image's). */
function executable(command: string[]): [string, string[]] {
  const [program, ...args] = command;
  return [program === 'node' ? process.execPath : program, args];
}

async function startImageProcess(image: BuiltImage, command: string[], env: NodeJS.ProcessEnv, readyMarker: string, name: string): Promise<ImageProcess> {
  const [program, args] = executable(command);
  const child = spawn(program, args, { cwd: image.appDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = keptOutput(child);
  try {
    await outputShows(child, output, readyMarker, READY_TIMEOUT_MS, name);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    pid: child.pid as number,
    output,
    async stop(signal) {
      const sent = performance.now();
      child.kill(signal);
      const code = await exited(child);
      return { code, ms: performance.now() - sent };
    },
  };
}

async function createBucket(endpoint: string): Promise<void> {
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  try {
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  } finally {
    client.destroy();
  }
}

export interface ProductionHostOptions {
  /** Added to both APIs' environment. */
  apiEnv?: Record<string, string>;
  /** Added to each worker's environment, in the order they start. */
  workerEnvs?: [Record<string, string>, Record<string, string>];
}

/** Builds the image, then starts everything. */
export async function startProductionHost(options: ProductionHostOptions = {}): Promise<ProductionHost> {
  const image = buildImageWithoutDocker(path.join(imageFolder(), 'image'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-host-'));
  const stops: Array<() => Promise<unknown>> = [async () => fs.rmSync(dataDir, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const database: TestDatabase = await createTestDatabase();
    stops.push(() => database.drop());
    const temporal: OwnTemporalServer = await startOwnTemporalServer(path.join(dataDir, 'temporal.db'));
    stops.push(() => temporal.stop());
    const moto: LocalS3Server = await startLocalS3Server(motoServerCommand() as string);
    stops.push(() => moto.stop());
    await createBucket(moto.endpoint);

    const apiPorts = [await findFreePort(), await findFreePort()];
    const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    const proxy = await startRoundRobinProxy(apiUrls);
    stops.push(() => proxy.close());
    const environment = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
      ...Object.fromEntries(MACHINE_ENV.filter((name) => process.env[name]).map((name) => [name, process.env[name]])),
      ...image.env,
      LIKENESS_DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      TEMPORAL_ADDRESS: temporal.address,
      PUBLIC_BASE_URL: proxy.baseUrl,
      STORAGE_BACKEND: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: moto.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      LOG_LEVEL: 'warn',
      ...extra,
    });
    const runCommand = (command: string[]): string => {
      const [program, args] = executable(command);
      const result = spawnSync(program, args, { cwd: image.appDir, env: environment(), encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`${command.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
      return result.stdout;
    };
    runCommand(composeCommand('migrate'));

    const processes: ImageProcess[] = [];
    stops.push(async () => Promise.all(processes.map((child) => child.stop('SIGKILL'))));
    const startWorker = async (extra: Record<string, string> = {}) => {
      const worker = await startImageProcess(image, composeCommand('worker'), environment(extra), 'Likeness worker polling', `worker ${processes.length}`);
      processes.push(worker);
      return worker;
    };
    // One after the other: the first bundles the workflows into the shared data folder's cache, the second reads it.
    const workers = [await startWorker(options.workerEnvs?.[0]), await startWorker(options.workerEnvs?.[1])];
    const apis: ImageProcess[] = [];
    for (const port of apiPorts) {
      const api = await startImageProcess(image, image.command, environment({ PORT: String(port), ...options.apiEnv }), 'Likeness API listening', `API on ${port}`);
      processes.push(api);
      apis.push(api);
    }
    return {
      image,
      proxy,
      apiUrls,
      apis,
      workers,
      databaseUrl: database.url,
      temporalAddress: temporal.address,
      s3: { endpoint: moto.endpoint, bucket: BUCKET },
      environment,
      startWorker,
      runCommand,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
