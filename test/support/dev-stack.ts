import { spawn } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from '../../src/net/free-port';
import { exited } from './processes';

/** `npm run dev` (bin/dev.js) in its own process on free ports and a data folder of the caller's. */
export interface DevStackProcess {
  baseUrl: string;
  /** Seconds from spawning the process to its "Likeness is up" line. */
  upSeconds: number;
  /** The demo user's key, printed on the very first start only. */
  demoKey?: string;
  output(): string;
  /** Ctrl-C: resolves with the exit code once every part has stopped. */
  interrupt(): Promise<number | null>;
}

const UP_LINE = /Likeness is up in/;

async function devStackEnv(dataDir: string, ports: DevStackPorts): Promise<NodeJS.ProcessEnv> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return {
    ...env,
    LIKENESS_DATA_DIR: dataDir,
    PORT: String(ports.api),
    PUBLIC_BASE_URL: `http://127.0.0.1:${ports.api}`,
    TEMPORAL_ADDRESS: `127.0.0.1:${ports.temporal}`,
    TEMPORAL_UI_PORT: String(ports.temporalUi),
    EMBEDDED_DB_PORT: String(ports.database),
    WORKER_METRICS_PORT: String(ports.metrics),
  };
}

export interface DevStackPorts {
  api: number;
  temporal: number;
  temporalUi: number;
  database: number;
  metrics: number;
}

export async function freeDevStackPorts(): Promise<DevStackPorts> {
  const [api, temporal, temporalUi, database, metrics] = await Promise.all(Array.from({ length: 5 }, () => findFreePort()));
  return { api, temporal, temporalUi, database, metrics };
}

export async function startDevStackProcess(dataDir: string, ports: DevStackPorts, timeoutMs: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<DevStackProcess> {
  const started = performance.now();
  const env = { ...(await devStackEnv(dataDir, ports)), ...extraEnv };
  const child = spawn(process.execPath, [path.resolve(__dirname, '../../bin/dev.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const interrupt = () => {
    child.kill('SIGINT');
    return exited(child);
  };
  const upSeconds = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev was not up within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const watch = () => {
      if (!UP_LINE.test(output)) return;
      clearTimeout(timer);
      child.stdout.off('data', watch);
      resolve((performance.now() - started) / 1000);
    };
    child.stdout.on('data', watch);
    child.once('exit', (code) => reject(new Error(`npm run dev exited with ${code} before it was up:\n${output}`)));
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  // The lines after "up" (API, demo key) arrive in the same write or the next ones.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    baseUrl: `http://127.0.0.1:${ports.api}`,
    upSeconds,
    demoKey: /API key (lk_live_\w+)/.exec(output)?.[1],
    output: () => output,
    interrupt,
  };
}
