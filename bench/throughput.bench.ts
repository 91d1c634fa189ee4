/**
 * Sustained load: CLIENTS concurrent clients each sending POST /api/generate (max_retries 1, no_cache) back to back,
 * against the API and one worker in their own Node processes (src/api/main.ts and test/support/worker-entry.ts,
 * joined to the test stack's Temporal server, database and files): first with model doubles for DOUBLES_LOAD_MS (the
 * worker's own CPU per generate), then with the built-in illustrator and judge for LOAD_MS. Reports requests/s,
 * latency p50/p95, CPU per generate and the peak RSS of each process (VmRSS from /proc, sampled every 200 ms).
 * Run on its own: `npx ts-node --transpile-only bench/throughput.bench.ts`.
 */
import fs from 'node:fs';
import { findFreePort } from '../src/net/free-port';
import { call } from '../test/support/http';
import { pauseStackWorker, resumeStackWorker, type TestStack } from '../test/support/stack';
import { stackEnvironment, startTypeScriptProcess, startWorkerProcess, type NodeProcess, type WorkerProcessOptions } from '../test/support/worker-process';
import { runOnStack, runStandalone, untilAdmitted, type BenchFixture, type BenchReport } from './harness';
import { percentile } from './stats';

const CLIENTS = 8;
const THROUGHPUT_TARGET = 25;
const WORKER_CPU_TARGET_MS = 30;
const LOAD_MS = 30_000;
const DOUBLES_LOAD_MS = 20_000;
const RSS_SAMPLE_EVERY_MS = 200;
const MIB = 1024 * 1024;
const EMBEDDED_DATABASE_NOTE =
  'DATABASE_URL is unset, so the database is the embedded PGlite, which runs every connection on one session: ' +
  'under this load its transactions interleave and requests fail. Set DATABASE_URL to a PostgreSQL server for real figures.';

/** Resident memory of a process in bytes, from /proc (Linux). */
function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const CLOCK_TICK_MS = 10;
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

/** Samples a process's RSS until stopped; returns the peak. */
function trackPeakRss(pid: number): { stop(): number } {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, RSS_SAMPLE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid));
    },
  };
}

async function startApiProcess(stack: TestStack): Promise<{ process: NodeProcess; baseUrl: string }> {
  const port = await findFreePort();
  const child = await startTypeScriptProcess('src/api/main.ts', { ...stackEnvironment(stack), PORT: String(port) }, 'Likeness API listening');
  return { process: child, baseUrl: `http://127.0.0.1:${port}` };
}

interface LoadResult {
  latencies: number[];
  /** Per status other than 200: how many, and the first error message. */
  failures: Map<number, { count: number; first: string }>;
  elapsedMs: number;
}

/** CLIENTS loops sending generates until `loadMs` has passed; latencies of the 200s, counts of other statuses. */
async function generateLoad(baseUrl: string, fixture: BenchFixture, loadMs: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: LoadResult['failures'] = new Map();
  const started = performance.now();
  const client = async (clientIndex: number) => {
    for (let run = 0; performance.now() - started < loadMs; run++) {
      const sent = performance.now();
      const body = { character_id: fixture.character.id, prompt: `Mia in scene ${clientIndex}-${run}`, max_retries: 1, no_cache: true };
      const res = await call(baseUrl, 'POST', '/api/generate', { key: fixture.user.key, body });
      if (res.status === 200) latencies.push(performance.now() - sent);
      else failures.set(res.status, { count: (failures.get(res.status)?.count ?? 0) + 1, first: failures.get(res.status)?.first ?? JSON.stringify(res.body) });
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  return { latencies, failures, elapsedMs: performance.now() - started };
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;

interface LoadMeasure {
  load: LoadResult;
  perSecond: number;
  failed: number;
  /** CPU ms per generate served, of each process. */
  cpu: { api: number; worker: number };
  idleRss: { api: number; worker: number };
  peakRss: { api: number; worker: number };
}

/** The load against a fresh worker process and API process: requests/s, CPU per generate and memory of each. */
async function measureLoad(stack: TestStack, fixture: BenchFixture, worker: WorkerProcessOptions, loadMs: number): Promise<LoadMeasure> {
  const workerProcess = await startWorkerProcess(stack, worker);
  const api = await startApiProcess(stack).catch(async (error) => {
    await workerProcess.stop();
    throw error;
  });
  try {
    await untilAdmitted(() => call(api.baseUrl, 'POST', '/api/generate', { key: fixture.user.key, body: { character_id: fixture.character.id, prompt: 'warm-up', no_cache: true } }));
    const pids = { api: api.process.pid, worker: workerProcess.pid };
    const idleRss = { api: residentBytes(pids.api), worker: residentBytes(pids.worker) };
    const cpuBefore = { api: cpuMs(pids.api), worker: cpuMs(pids.worker) };
    const rss = { api: trackPeakRss(pids.api), worker: trackPeakRss(pids.worker) };
    const load = await generateLoad(api.baseUrl, fixture, loadMs);
    const peakRss = { api: rss.api.stop(), worker: rss.worker.stop() };
    const served = Math.max(1, load.latencies.length);
    return {
      load,
      perSecond: (load.latencies.length / load.elapsedMs) * 1000,
      failed: [...load.failures.values()].reduce((sum, failure) => sum + failure.count, 0),
      cpu: { api: (cpuMs(pids.api) - cpuBefore.api) / served, worker: (cpuMs(pids.worker) - cpuBefore.worker) / served },
      idleRss,
      peakRss,
    };
  } finally {
    await api.process.stop();
    await workerProcess.stop();
  }
}

function failureText(load: LoadResult): string {
  return [...load.failures].map(([status, { count, first }]) => `${count} x ${status} (${first.slice(0, 200)})`).join(', ') || 'none';
}

function latencyText(measure: LoadMeasure): string {
  const { latencies } = measure.load;
  return `${measure.perSecond.toFixed(2)} req/s, p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms${measure.failed ? `, ${measure.failed} FAILED` : ''}`;
}

export async function throughputBench(stack: TestStack, fixture: BenchFixture): Promise<BenchReport> {
  await pauseStackWorker();
  try {
    const doubles = await measureLoad(stack, fixture, { modelDoubles: true }, DOUBLES_LOAD_MS);
    const builtin = await measureLoad(stack, fixture, {}, LOAD_MS);
    return {
      rows: [
        {
          name: `throughput, ${CLIENTS} clients, built-in models`,
          figure: latencyText(builtin),
          target: `>= ${THROUGHPUT_TARGET} req/s, no failures`,
          met: builtin.perSecond >= THROUGHPUT_TARGET && builtin.failed === 0,
        },
        {
          name: 'worker CPU per generate under that load',
          figure: `${builtin.cpu.worker.toFixed(0)} ms (API ${builtin.cpu.api.toFixed(0)} ms)`,
          target: `<= ${WORKER_CPU_TARGET_MS} ms`,
          met: builtin.cpu.worker <= WORKER_CPU_TARGET_MS,
        },
        { name: 'peak RSS under that load', figure: `API ${mib(builtin.peakRss.api)}, worker ${mib(builtin.peakRss.worker)}` },
        { name: `throughput, ${CLIENTS} clients, model doubles`, figure: latencyText(doubles) },
        {
          name: 'worker CPU per generate, model doubles',
          figure: `${doubles.cpu.worker.toFixed(0)} ms (API ${doubles.cpu.api.toFixed(0)} ms)`,
          target: `<= ${WORKER_CPU_TARGET_MS} ms`,
          met: doubles.cpu.worker <= WORKER_CPU_TARGET_MS,
        },
      ],
      details: [
        `throughput: ${builtin.load.latencies.length} generates in ${(builtin.load.elapsedMs / 1000).toFixed(1)} s, failures: ${failureText(builtin.load)}; ` +
          `with model doubles ${doubles.load.latencies.length} in ${(doubles.load.elapsedMs / 1000).toFixed(1)} s, failures: ${failureText(doubles.load)}; ` +
          `API and worker in separate processes, WORKER_MAX_CONCURRENT_ACTIVITIES ${process.env.WORKER_MAX_CONCURRENT_ACTIVITIES ?? stack.config.worker.maxConcurrentActivities}`,
        `RSS after warm-up, before the load: API ${mib(builtin.idleRss.api)}, worker ${mib(builtin.idleRss.worker)}`,
        'CPU per generate: user + system time of each process over the load, divided by the generates served. With the built-in models the render and ' +
          'the judge are part of the worker figure; with model doubles (a pre-drawn picture at once, a fixed passing score) what is left is the ' +
          "worker's own part: Temporal, payloads, storage and records. The rest of the two cores goes to the Temporal server, the database and this process",
        ...(process.env.DATABASE_URL ? [] : [EMBEDDED_DATABASE_NOTE]),
      ],
    };
  } finally {
    await resumeStackWorker();
  }
}

if (require.main === module) runStandalone(() => runOnStack(throughputBench));
