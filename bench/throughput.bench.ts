/**
 * Sustained load with the built-in illustrator and judge: CLIENTS concurrent clients each sending POST /api/generate
 * (max_retries 1, no_cache) back to back for LOAD_MS, against the API and one worker in their own Node processes
 * (src/api/main.ts and test/support/worker-entry.ts, joined to the test stack's Temporal server, database and files).
 * Reports requests/s, latency p50/p95 and the peak RSS of each process (VmRSS from /proc, sampled every 200 ms).
 * Run on its own: `npx ts-node --transpile-only bench/throughput.bench.ts`.
 */
import fs from 'node:fs';
import { findFreePort } from '../src/net/free-port';
import { call } from '../test/support/http';
import { pauseStackWorker, resumeStackWorker, type TestStack } from '../test/support/stack';
import { stackEnvironment, startTypeScriptProcess, startWorkerProcess, type NodeProcess } from '../test/support/worker-process';
import { runOnStack, runStandalone, untilAdmitted, type BenchFixture, type BenchReport } from './harness';
import { percentile } from './stats';

const CLIENTS = 8;
const THROUGHPUT_TARGET = 25;
const WORKER_CPU_TARGET_MS = 30;
const LOAD_MS = 30_000;
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

/** CLIENTS loops sending generates until LOAD_MS has passed; latencies of the 200s, counts of other statuses. */
async function generateLoad(baseUrl: string, fixture: BenchFixture): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: LoadResult['failures'] = new Map();
  const started = performance.now();
  const client = async (clientIndex: number) => {
    for (let run = 0; performance.now() - started < LOAD_MS; run++) {
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

export async function throughputBench(stack: TestStack, fixture: BenchFixture): Promise<BenchReport> {
  await pauseStackWorker();
  const worker = await startWorkerProcess(stack);
  const api = await startApiProcess(stack).catch(async (error) => {
    await worker.stop();
    throw error;
  });
  try {
    await untilAdmitted(() => call(api.baseUrl, 'POST', '/api/generate', { key: fixture.user.key, body: { character_id: fixture.character.id, prompt: 'warm-up', no_cache: true } }));
    const idle = { api: residentBytes(api.process.pid), worker: residentBytes(worker.pid) };
    const cpuBefore = { api: cpuMs(api.process.pid), worker: cpuMs(worker.pid) };
    const apiRss = trackPeakRss(api.process.pid);
    const workerRss = trackPeakRss(worker.pid);
    const load = await generateLoad(api.baseUrl, fixture);
    const peak = { api: apiRss.stop(), worker: workerRss.stop() };
    const cpuPerRequest = (pid: number, before: number) => (cpuMs(pid) - before) / load.latencies.length;
    const workerCpu = cpuPerRequest(worker.pid, cpuBefore.worker);
    const perSecond = (load.latencies.length / load.elapsedMs) * 1000;
    const failed = [...load.failures.values()].reduce((sum, failure) => sum + failure.count, 0);
    const failures = [...load.failures].map(([status, { count, first }]) => `${count} x ${status} (${first.slice(0, 200)})`).join(', ') || 'none';
    return {
      rows: [
        {
          name: `throughput, ${CLIENTS} clients, built-in models`,
          figure: `${perSecond.toFixed(2)} req/s, p50 ${percentile(load.latencies, 50).toFixed(0)} ms, p95 ${percentile(load.latencies, 95).toFixed(0)} ms${failed ? `, ${failed} FAILED` : ''}`,
          target: `>= ${THROUGHPUT_TARGET} req/s, no failures`,
          met: perSecond >= THROUGHPUT_TARGET && failed === 0,
        },
        {
          name: 'worker CPU per generate under that load',
          figure: `${workerCpu.toFixed(0)} ms (API ${cpuPerRequest(api.process.pid, cpuBefore.api).toFixed(0)} ms)`,
          target: `<= ${WORKER_CPU_TARGET_MS} ms`,
          met: workerCpu <= WORKER_CPU_TARGET_MS,
        },
        { name: 'peak RSS under that load', figure: `API ${mib(peak.api)}, worker ${mib(peak.worker)}` },
      ],
      details: [
        `throughput: ${load.latencies.length} generates in ${(load.elapsedMs / 1000).toFixed(1)} s, failures: ${failures}; API and worker in separate processes, ` +
          `WORKER_MAX_CONCURRENT_ACTIVITIES ${process.env.WORKER_MAX_CONCURRENT_ACTIVITIES ?? stack.config.worker.maxConcurrentActivities}`,
        `RSS after warm-up, before the load: API ${mib(idle.api)}, worker ${mib(idle.worker)}`,
        'CPU per generate: user + system time of each process over the load, divided by the generates served (the built-in render and judge are part of the worker figure; the rest of the two cores goes to the Temporal server, the database and this process)',
        ...(process.env.DATABASE_URL ? [] : [EMBEDDED_DATABASE_NOTE]),
      ],
    };
  } finally {
    await api.process.stop();
    await worker.stop();
    await resumeStackWorker();
  }
}

if (require.main === module) runStandalone(() => runOnStack(throughputBench));
