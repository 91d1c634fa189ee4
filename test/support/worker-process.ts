import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getTestStack, pauseStackWorker, resumeStackWorker, type TestStack, untilServing } from './stack';
import { exited, keptOutput, outputShows } from './processes';

export interface NodeProcess {
  pid: number;
  /** SIGKILL: no shutdown, no grace time; running activities are lost mid-call. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the process to drain and exit. */
  stop(): Promise<void>;
}

export type WorkerProcess = NodeProcess;

export interface WorkerProcessOptions {
  /** Every scene render takes at least this long. */
  renderDelayMs?: number;
  /** Benchmark doubles instead of the models: a pre-drawn picture at once and a fixed passing score. */
  modelDoubles?: boolean;
  /** More environment, e.g. the model providers' settings (REPLICATE_*, MODEL_WEBHOOK_BASE_URL). */
  env?: NodeJS.ProcessEnv;
}

const ROOT = path.resolve(__dirname, '../..');
const WORKER_ENTRY = path.join(__dirname, 'worker-entry.ts');
const READY_TIMEOUT_MS = 60_000;

function bundleFile(stack: TestStack): string {
  const file = path.join(stack.config.dataDir, 'workflow-bundle.json');
  if (!fs.existsSync(file)) fs.writeFileSync(file, JSON.stringify(stack.workflowBundle));
  return file;
}

/** Runs a TypeScript entry of this repository in its own Node process (through the transpile cache) and waits for `readyMarker` on its stdout. */
export async function startTypeScriptProcess(entry: string, env: NodeJS.ProcessEnv, readyMarker: string): Promise<NodeProcess> {
  // LIKENESS_CPU_PROF_DIR=dir: each such process writes a V8 CPU profile there when it exits (bench profiling).
  const profile = process.env.LIKENESS_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LIKENESS_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '-r', path.join(ROOT, 'bin', 'register.js'), path.resolve(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await outputShows(child, keptOutput(child), readyMarker, READY_TIMEOUT_MS, path.basename(entry));
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

/** The test stack's Temporal server, database and file storage, for a process that joins it. */
export function stackEnvironment(stack: TestStack): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: stack.databaseUrl,
    TEMPORAL_ADDRESS: stack.env.address,
    LIKENESS_DATA_DIR: stack.config.dataDir,
    PUBLIC_BASE_URL: stack.config.publicBaseUrl,
  };
}

/**
 * Starts a Likeness worker in a separate Node process on the test stack's Temporal server, database and
 * file storage (polling the generation queue), with its models slowed or replaced as `options` say.
 */
export function startWorkerProcess(stack: TestStack, options: WorkerProcessOptions = {}): Promise<WorkerProcess> {
  return startTypeScriptProcess(
    WORKER_ENTRY,
    {
      ...stackEnvironment(stack),
      TEST_WORKFLOW_BUNDLE: bundleFile(stack),
      TEST_RENDER_DELAY_MS: String(options.renderDelayMs ?? 0),
      ...(options.modelDoubles ? { TEST_MODEL_DOUBLES: '1' } : {}),
      WORKER_SHUTDOWN_GRACE_MS: '1000',
      ...options.env,
    },
    'worker ready',
  );
}

/**
 * Mocha hooks for a suite whose workers run in child processes it may kill: the shared in-process worker is
 * paused for the suite, and every worker started through `start` is killed after it. `start` returns once admission
 * control counts a worker (a worker's first poll can lag its "ready" on a loaded machine, and a request in between is
 * refused with 503 "no worker").
 */
export function useChildProcessWorkers(): { start(stack: TestStack, options?: WorkerProcessOptions): Promise<WorkerProcess> } {
  const workers: WorkerProcess[] = [];
  before(async () => {
    await getTestStack();
    await pauseStackWorker();
  });
  after(async () => {
    for (const worker of workers) await worker.kill();
    await resumeStackWorker();
  });
  return {
    async start(stack, options) {
      const worker = await startWorkerProcess(stack, options);
      workers.push(worker);
      await untilServing(stack);
      return worker;
    },
  };
}
