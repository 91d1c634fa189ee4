import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Twice in CI the test process grew to the machine's whole memory (24 GiB, outside the JavaScript heap) during the
 * account export tests and was killed by the kernel without a word. Past this size a watch thread has a diagnostic
 * report written (the main thread's JavaScript stack, heap, handles, resource use), prints where the process stood,
 * and ends it: the run fails with a cause instead of taking the machine down. LIKENESS_TEST_MEMORY_LIMIT_MB sets it.
 */
const LIMIT_MB = Number(process.env.LIKENESS_TEST_MEMORY_LIMIT_MB ?? 12_288);
const CHECK_EVERY_MS = 250;
/** Time for the report to be written before the process is ended. */
const REPORT_WAIT_MS = 10_000;

// Plain JavaScript: it runs in its own thread, so it is heard while the main thread is busy.
const WATCH = `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const say = (text) => fs.writeSync(2, text + '\\n');
const length = new Int32Array(workerData.title, 0, 1);
const runningTest = () => new TextDecoder().decode(new Uint8Array(workerData.title, 4, Atomics.load(length, 0)).slice());
const timer = setInterval(() => {
  const rss = process.memoryUsage.rss();
  if (rss < workerData.limitBytes) return;
  clearInterval(timer);
  say('\\n!! The test process holds ' + (rss / 2 ** 30).toFixed(1) + ' GiB (limit ' + workerData.limitMb + ' MiB) during "' + runningTest() + '": writing a report to ' + workerData.directory + ', then ending it');
  process.kill(process.pid, workerData.signal);
  setTimeout(() => {
    for (const name of fs.readdirSync(workerData.directory).filter((file) => file.endsWith('.json'))) {
      const report = JSON.parse(fs.readFileSync(workerData.directory + '/' + name, 'utf8'));
      say('!! ' + name + ': JavaScript stack of the main thread: ' + JSON.stringify(report.javascriptStack) + '; heap: ' + JSON.stringify(report.javascriptHeap && { total: report.javascriptHeap.totalMemory, used: report.javascriptHeap.usedMemory }));
    }
    process.kill(process.pid, 'SIGKILL');
  }, workerData.waitMs);
}, workerData.everyMs);
`;

const TITLE_BYTES = 1024;
/** The running test's full title (its byte length, then UTF-8), shared with the watch thread. */
const runningTitle = new SharedArrayBuffer(4 + TITLE_BYTES);

/** Tells the watch thread which test runs now (from the root beforeEach hook). */
export function noteRunningTest(title: string): void {
  const bytes = new TextEncoder().encode(title).subarray(0, TITLE_BYTES);
  new Uint8Array(runningTitle, 4).set(bytes);
  Atomics.store(new Int32Array(runningTitle, 0, 1), 0, bytes.length);
}

/** Starts the watch thread; it never keeps the process alive. */
export function watchMemory(): void {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-mocha-memory-'));
  const signal = 'SIGUSR2';
  process.report.directory = directory;
  process.report.signal = signal;
  process.report.reportOnSignal = true;
  const worker = new Worker(WATCH, {
    eval: true,
    workerData: { title: runningTitle, limitBytes: LIMIT_MB * 2 ** 20, limitMb: LIMIT_MB, directory, signal, everyMs: CHECK_EVERY_MS, waitMs: REPORT_WAIT_MS },
  });
  worker.unref();
}
