import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestStack } from './stack';

export interface WorkerProcess {
  pid: number;
  /** SIGKILL: no shutdown, no grace time; running activities are lost mid-call. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the worker to drain and exit. */
  stop(): Promise<void>;
}

const ENTRY = path.join(__dirname, 'worker-entry.ts');
const READY_TIMEOUT_MS = 60_000;

function bundleFile(stack: TestStack): string {
  const file = path.join(stack.config.dataDir, 'workflow-bundle.json');
  if (!fs.existsSync(file)) fs.writeFileSync(file, JSON.stringify(stack.workflowBundle));
  return file;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

function ready(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker process not ready after ${READY_TIMEOUT_MS} ms:\n${output.join('')}`)), READY_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('worker ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker process exited (${code}) before it was ready:\n${output.join('')}`));
    });
  });
}

/**
 * Starts a Likeness worker in a separate Node process on the test stack's Temporal server, database and
 * file storage (polling the generation queue), whose image models take at least `renderDelayMs` per scene.
 */
export async function startWorkerProcess(stack: TestStack, options: { renderDelayMs?: number } = {}): Promise<WorkerProcess> {
  const output: string[] = [];
  const child = spawn(process.execPath, ['-r', 'ts-node/register', ENTRY], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      TS_NODE_TRANSPILE_ONLY: 'true',
      TS_NODE_FILES: 'true',
      DATABASE_URL: stack.databaseUrl,
      TEMPORAL_ADDRESS: stack.env.address,
      LIKENESS_DATA_DIR: stack.config.dataDir,
      PUBLIC_BASE_URL: stack.config.publicBaseUrl,
      TEST_WORKFLOW_BUNDLE: bundleFile(stack),
      TEST_RENDER_DELAY_MS: String(options.renderDelayMs ?? 0),
      WORKER_SHUTDOWN_GRACE_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await ready(child, output);
  return {
    pid: child.pid as number,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
