import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Twice in CI the test process grew to the machine's whole memory (24 GiB, outside the JavaScript heap) during the
 * account export tests and was killed by the kernel without a word (it was node's assert diffing a 3 MB zip against
 * undefined after a check failed: see assertNoFile). Past this size a watch thread has a diagnostic
 * report written (the main thread's JavaScript stack, heap, handles, resource use), prints where the process stood,
 * and ends it: the run fails with a cause instead of taking the machine down. LIKENESS_TEST_MEMORY_LIMIT_MB sets it.
 */
const LIMIT_MB = Number(process.env.LIKENESS_TEST_MEMORY_LIMIT_MB ?? 12_288);
const CHECK_EVERY_MS = 250;
/** Time for the report to be written before the process is ended. */
const REPORT_WAIT_MS = 10_000;

// Plain JavaScript: it runs in its own thread, so it is heard while the main thread is busy. Besides the report it
// prints what it can see without the main thread's event loop: the memory over the last minute, which of the
// process's threads (/proc/self/task: the main JavaScript thread, V8's GC helpers, libuv's pool for sharp and files,
// the Temporal core's tokio runtime) spent the CPU since the previous look, and the main thread's JavaScript stack.
const WATCH = `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const say = (text) => fs.writeSync(2, text + '\\n');
const length = new Int32Array(workerData.title, 0, 1);
const runningTest = () => new TextDecoder().decode(new Uint8Array(workerData.title, 4, Atomics.load(length, 0)).slice());
const HISTORY_EVERY_MS = 5000;
const history = [];
function threadTicks() {
  const ticks = new Map();
  try {
    for (const tid of fs.readdirSync('/proc/self/task')) {
      const stat = fs.readFileSync('/proc/self/task/' + tid + '/stat', 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const key = (tid === String(process.pid) ? 'main ' : '') + name;
      ticks.set(key, (ticks.get(key) || 0) + Number(fields[11]) + Number(fields[12]));
    }
  } catch {}
  return ticks;
}
// The debugger stops the main thread even inside a JavaScript loop (the node report waits for its event loop, which
// a busy loop never reaches): where it stands is then printed, function by function.
function sayMainThreadStack() {
  try {
    const session = new (require('node:inspector').Session)();
    session.connectToMainThread();
    const urls = new Map();
    session.on('Debugger.scriptParsed', ({ params }) => urls.set(params.scriptId, params.url));
    session.on('Debugger.paused', ({ params }) => {
      const frames = params.callFrames.slice(0, 25).map((frame) => (frame.functionName || '(anonymous)') + ' ' + String(frame.url || urls.get(frame.location.scriptId) || '').split('/').slice(-2).join('/') + ':' + (frame.location.lineNumber + 1));
      say('!! main thread stopped at: ' + frames.join(' <- '));
    });
    session.post('Debugger.enable', () => session.post('Debugger.pause'));
  } catch (error) {
    say('!! the main thread could not be stopped: ' + error.message);
  }
}
let lastTicks = threadTicks();
let lastHistory = 0;
const timer = setInterval(() => {
  const rss = process.memoryUsage.rss();
  const now = Date.now();
  if (now - lastHistory >= HISTORY_EVERY_MS) {
    lastHistory = now;
    history.push(Math.round(rss / 2 ** 20));
    if (history.length > 12) history.shift();
    lastTicks = threadTicks();
  }
  if (rss < workerData.limitBytes) return;
  clearInterval(timer);
  say('\\n!! The test process holds ' + (rss / 2 ** 30).toFixed(1) + ' GiB (limit ' + workerData.limitMb + ' MiB) during "' + runningTest() + '": writing a report to ' + workerData.directory + ', then ending it');
  const ticks = threadTicks();
  const busiest = [...ticks].map(([thread, total]) => [thread, total - (lastTicks.get(thread) || 0)]).filter(([, used]) => used > 0).sort((a, b) => b[1] - a[1]).slice(0, 6);
  say('!! memory (MiB) every 5 s before: ' + history.join(', ') + '; CPU (1/100 s) by thread since the last of those: ' + busiest.map(([thread, used]) => thread + ' ' + used).join(', '));
  sayMainThreadStack();
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
