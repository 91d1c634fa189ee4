#!/usr/bin/env node
'use strict';
// `npm test`: every test runner of the project, as jobs run side by side, then one line with all their totals,
// `N passed, N failed`, alone on the last line (CI reads it to know that tests ran).
//
// The jobs: the static checks (type-check, lint, import cycles; each counts as one test), mocha split into lanes
// (separate processes, each with its own Temporal dev server, database, worker and API, given test files so that
// their measured times in test/durations.json even out), the soak and the API fuzzer. Most of a test's time is
// spent waiting on servers, timers and child processes, so lanes overlap well even on two cores. At most
// LIKENESS_TEST_JOBS jobs run at once (default: the lanes and two more); LIKENESS_TEST_LANES sets the lanes
// (default 3). Each job's output goes to its own log, printed whole when the job ends, with its time.
//
// The API fuzzer (schemathesis) runs when its binary is found (SCHEMATHESIS or `schemathesis` on PATH) and counts
// its generated test cases; without it the step is skipped with a note, unless LIKENESS_REQUIRE_ALL_RUNNERS=1 (CI),
// where a missing runner is a failure. LIKENESS_SKIP_FUZZ=1 and LIKENESS_SKIP_SOAK=1 skip those on purpose.
// LIKENESS_RECORD_DURATIONS=1 writes the files' measured times back to test/durations.json.
// `npm test -- <files or mocha options>` runs only mocha with them, in this process's terminal.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const requireAll = process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1';
const DURATIONS_FILE = path.join(root, 'test/durations.json');
const LANES = Math.max(1, Number(process.env.LIKENESS_TEST_LANES ?? 3));
const MAX_JOBS = Math.max(1, Number(process.env.LIKENESS_TEST_JOBS ?? LANES + 2));
/** Test files that build the same output (clients/typescript/dist) and so must not run at once: one lane each group. */
const SAME_LANE = [['test/clients/docs-quickstarts.test.ts', 'test/clients/typescript-sdk.test.ts']];
/** What a test file not yet in test/durations.json is expected to take, in seconds. */
const UNMEASURED_FILE_SECONDS = 20;
/** The memory all lanes together may hold before one is ended with a report (test/support/memory-watchdog.ts). */
const ALL_LANES_MEMORY_MB = Math.floor((os.totalmem() / 2 ** 20) * 0.75);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const temporaryFile = (prefix, name) => path.join(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), name);
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** `bash -c` that runs its arguments, then prints the CPU time of everything they started (the `times` builtin). */
const WITH_CPU_TIME = '"$@"; status=$?; times >&2; exit $status';

/** The CPU seconds `times` printed last: its second line, `<user>m<s>s <system>m<s>s` of the children. */
function cpuSecondsIn(log) {
  const lines = log.trimEnd().split('\n');
  const children = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(lines.at(-1) ?? '');
  if (!children) return { log, cpuSeconds: undefined };
  const [, userMinutes, userSeconds, systemMinutes, systemSeconds] = children.map(Number);
  return { log: `${lines.slice(0, -2).join('\n')}\n`, cpuSeconds: Math.round(userMinutes * 60 + userSeconds + systemMinutes * 60 + systemSeconds) };
}

/** The jobs' process groups still running: a Ctrl-C (or a stop of CI) ends them with this process. */
const runningGroups = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    runningGroups.forEach(endProcessGroup);
    process.exit(130);
  });
}

function endProcessGroup(leader) {
  runningGroups.delete(leader);
  try {
    if (leader) process.kill(-leader, 'SIGKILL');
  } catch {
    // Nothing of it is left.
  }
}

/** Runs a command with its output in a log file; resolves with whether it succeeded, its exit status, its log, its time and its CPU time. */
function runLogged(command, args, env = {}) {
  const logFile = temporaryFile('likeness-job-', 'output.log');
  const output = fs.openSync(logFile, 'w');
  const started = Date.now();
  return new Promise((resolve) => {
    // A process group of its own: whatever the job leaves running (a server a timed-out hook started) ends with it.
    const child = spawn('bash', ['-c', WITH_CPU_TIME, 'job', command, ...args], { cwd: root, stdio: ['ignore', output, output], env: { ...process.env, ...env }, detached: true });
    runningGroups.add(child.pid);
    const finish = (ok, error, exitCode) => {
      endProcessGroup(child.pid);
      fs.closeSync(output);
      const { log, cpuSeconds } = cpuSecondsIn(fs.readFileSync(logFile, 'utf8'));
      fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
      resolve({ ok, exitCode, log: log + (error ? `${command}: ${error.message}\n` : ''), seconds: seconds(started), cpuSeconds });
    };
    child.once('error', (error) => finish(false, error));
    child.once('exit', (code, signal) => finish(code === 0, undefined, code ?? signal));
  });
}

function runInTerminal(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(`${command}: ${result.error.message}`);
  return result.status === 0;
}

const STATIC_CHECKS = [
  ['type-check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.']],
  ['type-check the web console (tsc --noEmit -p web)', bin('tsc'), ['--noEmit', '-p', 'web']],
  ['lint (ESLint with typescript-eslint, type-aware, zero warnings)', bin('eslint'), ['--max-warnings', '0', '.']],
  [
    'import cycles (dpdm, runtime imports)',
    bin('dpdm'),
    ['--no-tree', '--no-warning', '--transform', '--exit-code', 'circular:1', 'src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
  ],
];

/** The static checks, one after another (each counts as one test). */
async function staticChecks() {
  const result = { passed: 0, failed: 0, note: [], log: '', cpuSeconds: 0 };
  for (const [title, command, args] of STATIC_CHECKS) {
    const check = await runLogged(command, args);
    result.log += `\n== ${title} (${check.seconds} s, CPU ${check.cpuSeconds} s)\n${check.log}`;
    result.cpuSeconds += check.cpuSeconds ?? 0;
    if (check.ok) result.passed += 1;
    else {
      result.failed += 1;
      result.note.push(`failed: ${title}`);
    }
  }
  return result;
}

/**
 * The fast workflow tests' time-skipping server comes from Maven Central: fetch it once when Maven is here, and
 * record the class archive it starts from (the SDK gives it 5 s to answer, which a cold JVM can miss under load).
 */
function ensureTestServer() {
  const jars = path.join(root, 'temporal/test-server/lib');
  const hasJars = () => fs.existsSync(jars) && fs.readdirSync(jars).some((file) => file.endsWith('.jar'));
  if (!hasJars() && spawnSync('sh', ['-c', 'command -v mvn']).status === 0) {
    console.log('== fetching the Temporal time-skipping test server (mvn -f temporal/test-server/pom.xml dependency:copy-dependencies)');
    runInTerminal('mvn', ['-q', '-f', path.join(root, 'temporal/test-server/pom.xml'), 'dependency:copy-dependencies']);
  }
  if (hasJars() && !fs.existsSync(path.join(jars, 'classes.jsa')) && spawnSync('java', ['-version']).status === 0) {
    console.log('== recording the test server\'s class archive (temporal/test-server/make-class-archive.sh)');
    runInTerminal(path.join(root, 'temporal/test-server/make-class-archive.sh'), []);
  }
}

function testFiles(dir = path.join(root, 'test')) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(full);
      return entry.name.endsWith('.test.ts') ? [path.relative(root, full)] : [];
    })
    .sort();
}

/**
 * The test files in `lanes` groups of about equal measured time: the longest first (files of a SAME_LANE group
 * together), each to the least loaded lane.
 */
function splitIntoLanes(files, durations, lanes) {
  const groups = Array.from({ length: lanes }, () => ({ files: [], seconds: 0 }));
  const expected = (file) => durations[file] ?? UNMEASURED_FILE_SECONDS;
  const together = SAME_LANE.map((group) => group.filter((file) => files.includes(file))).filter((group) => group.length > 0);
  const units = [...together, ...files.filter((file) => !together.flat().includes(file)).map((file) => [file])];
  const unitSeconds = (unit) => unit.reduce((sum, file) => sum + expected(file), 0);
  for (const unit of units.sort((a, b) => unitSeconds(b) - unitSeconds(a))) {
    const lightest = groups.reduce((least, group) => (group.seconds < least.seconds ? group : least));
    lightest.files.push(...unit);
    lightest.seconds += unitSeconds(unit);
  }
  return groups.filter((group) => group.files.length > 0);
}

/** The web console's build (web/dist), made once here: lanes that serve it would otherwise build it at once. */
function buildConsole() {
  runInTerminal(bin('ts-node'), ['--transpile-only', '-e', "require('./src/dev/console-build').buildConsoleIfStale()"]);
}

/** How many of its last log lines a lane that ended without its totals is named with, at the end of the log. */
const LAST_WORDS_LINES = 8;

/** A log's last non-blank lines, on one line. */
function lastWords(log) {
  const lines = (log ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.slice(-LAST_WORDS_LINES).join(' | ');
}

function mochaTotals(summary, run, laneName) {
  const { ok } = run;
  if (!summary) {
    // Its own log is far above the tail a CI log is cut to: say here how it ended.
    const status = run.exitCode === undefined ? '' : ` (exit ${run.exitCode}${run.exitCode > 128 ? `: signal ${run.exitCode - 128}` : ''})`;
    return { passed: 0, failed: 1, note: [`${laneName} ended before reporting its totals${status}; its last lines: ${lastWords(run.log)}`] };
  }
  // Named again at the end, where a CI log cut to its tail still shows them.
  const note = (summary.failedTitles || []).map((title) => `mocha failed: ${title}`);
  return { passed: summary.passed, failed: summary.failed || (ok ? 0 : 1), note };
}

/** One lane: one mocha process over its files. */
function mochaLane(group, index, count, measured) {
  return async () => {
    const name = `mocha lane ${index + 1} of ${count}`;
    const summaryFile = temporaryFile('likeness-mocha-', 'summary.json');
    const memoryLimitMb = Math.floor(ALL_LANES_MEMORY_MB / count);
    const run = await runLogged(bin('mocha'), ['--reporter', path.join(root, 'test/support/summary-reporter.js'), ...group.files], {
      LIKENESS_TEST_SUMMARY_FILE: summaryFile,
      LIKENESS_TEST_MEMORY_LIMIT_MB: String(memoryLimitMb),
    });
    const summary = readJson(summaryFile);
    Object.assign(measured.seconds, summary?.fileSeconds ?? {});
    Object.assign(measured.cpuSeconds, summary?.fileCpuSeconds ?? {});
    const header = `${group.files.length} files, expected ${Math.round(group.seconds)} s`;
    const memory = summary?.peakRssMb && `peak memory ${summary.peakRssMb} MiB (limit ${memoryLimitMb})`;
    return { ...mochaTotals(summary, run, name), log: `\n== ${name} (${header})\n${run.log}`, cpuSeconds: run.cpuSeconds, memory };
  };
}

function findSchemathesis() {
  if (process.env.SCHEMATHESIS) return process.env.SCHEMATHESIS;
  const found = spawnSync('sh', ['-c', 'command -v schemathesis'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

function missingRunner(note) {
  return requireAll ? { passed: 0, failed: 1, note: [note] } : { passed: 0, failed: 0, note: [`${note}; skipped`] };
}

async function fuzz() {
  if (process.env.LIKENESS_SKIP_FUZZ === '1') return { passed: 0, failed: 0, note: ['schemathesis skipped (LIKENESS_SKIP_FUZZ=1)'] };
  const schemathesis = findSchemathesis();
  if (!schemathesis) return missingRunner('schemathesis not found: pip install schemathesis (see .ci/run for the pinned version)');
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-fuzz-report-'));
  const run = await runLogged(path.join(root, 'scripts/schemathesis.sh'), [], { SCHEMATHESIS: schemathesis, SCHEMATHESIS_REPORT_DIR: reportDir });
  const log = `\n== schemathesis against /openapi.json of a running dev stack\n${run.log}`;
  const reportFile = fs.readdirSync(reportDir).find((name) => name.endsWith('.json'));
  const cases = reportFile && readJson(path.join(reportDir, reportFile))?.test_cases;
  if (!cases) return { passed: 0, failed: 1, note: ['schemathesis wrote no report'], log, cpuSeconds: run.cpuSeconds };
  const failed = cases.with_failures + cases.errored;
  return { passed: cases.generated - failed, failed: failed || (run.ok ? 0 : 1), log, cpuSeconds: run.cpuSeconds };
}

/**
 * The short soak (`npm run soak -- --ci`): its own PostgreSQL, Temporal server, API and worker under mixed traffic for
 * 2.5 minutes while the worker is killed and Temporal and PostgreSQL restart; one test, passed when money, runs and 5xx
 * are right. It needs the PostgreSQL server binaries (skipped with a note without them, a failure where every runner
 * must run).
 */
async function soak() {
  if (process.env.LIKENESS_SKIP_SOAK === '1') return { passed: 0, failed: 0, note: ['soak skipped (LIKENESS_SKIP_SOAK=1)'] };
  if (!process.env.LIKENESS_PG_BIN && !fs.existsSync('/usr/lib/postgresql')) {
    return missingRunner('soak: no PostgreSQL server binaries (apt-get install postgresql, or LIKENESS_PG_BIN)');
  }
  const summaryFile = temporaryFile('likeness-soak-', 'summary.json');
  const run = await runLogged(bin('ts-node'), ['--transpile-only', path.join(root, 'bench/soak/index.ts'), '--ci'], { LIKENESS_SOAK_SUMMARY_FILE: summaryFile });
  const log = `\n== soak under faults (npm run soak -- --ci)\n${run.log}`;
  if (run.ok) return { passed: 1, failed: 0, log, cpuSeconds: run.cpuSeconds };
  // Named again at the end, where a CI log cut to its tail still shows them.
  const summary = readJson(summaryFile);
  const reasons = [...(summary?.missed ?? []).map((missed) => `soak missed ${missed}`), ...(summary?.problems ?? []).map((problem) => `soak: ${problem}`)];
  return { passed: 0, failed: 1, note: reasons.length ? reasons : ['soak failed before its report (see its output above)'], log, cpuSeconds: run.cpuSeconds };
}

/** Runs the jobs, at most `limit` at once, in the order given; prints each one's log and time as it ends. */
async function runJobs(jobs, limit) {
  const results = [];
  const queue = [...jobs];
  const started = Date.now();
  async function worker() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const jobStarted = Date.now();
      const result = await job.run();
      result.name = job.name;
      result.seconds = seconds(jobStarted);
      console.log(result.log ?? '');
      const memory = result.memory ? `, ${result.memory}` : '';
      console.log(`== ${job.name}: ${result.passed} passed, ${result.failed} failed in ${result.seconds} s, CPU ${result.cpuSeconds ?? '?'} s${memory} (at ${seconds(started)} s)`);
      results.push(result);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

function recordDurations(fileSeconds) {
  const known = readJson(DURATIONS_FILE) ?? {};
  const merged = Object.fromEntries(Object.entries({ ...known, ...fileSeconds }).filter(([file]) => fs.existsSync(path.join(root, file))).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(DURATIONS_FILE, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`== test/durations.json: ${Object.keys(fileSeconds).length} files measured`);
}

/** The files that took longest, in wall time and in the test process's own CPU time (children not counted). */
function printSlowestFiles(measured, count = 12) {
  for (const [what, times] of [['wall', measured.seconds], ['CPU of the test process', measured.cpuSeconds]]) {
    const slowest = Object.entries(times).sort(([, a], [, b]) => b - a).slice(0, count);
    if (slowest.length) console.log(`== slowest test files (${what}): ${slowest.map(([file, time]) => `${file} ${time} s`).join(', ')}`);
  }
}

async function everyRunner() {
  ensureTestServer();
  buildConsole();
  const measured = { seconds: {}, cpuSeconds: {} };
  const lanes = splitIntoLanes(testFiles(), readJson(DURATIONS_FILE) ?? {}, LANES);
  const jobs = [
    ...lanes.map((group, index) => ({ name: `mocha lane ${index + 1} of ${lanes.length}`, run: mochaLane(group, index, lanes.length, measured) })),
    { name: 'soak', run: soak },
    { name: 'schemathesis', run: fuzz },
    { name: 'static checks', run: staticChecks },
  ];
  console.log(`== ${jobs.length} jobs, at most ${MAX_JOBS} at once; mocha in ${lanes.length} lanes of ${lanes.map((group) => `${Math.round(group.seconds)} s`).join(', ')} (expected)`);
  const results = await runJobs(jobs, MAX_JOBS);
  printSlowestFiles(measured);
  if (process.env.LIKENESS_RECORD_DURATIONS === '1') recordDurations(measured.seconds);
  console.log(`== job times (wall, CPU): ${results.map((result) => `${result.name} ${result.seconds} s, ${result.cpuSeconds ?? '?'} s`).join('; ')}`);
  return results;
}

function onlyMocha(mochaArgs) {
  ensureTestServer();
  const summaryFile = temporaryFile('likeness-mocha-', 'summary.json');
  const ok = runInTerminal(bin('mocha'), ['--reporter', path.join(root, 'test/support/summary-reporter.js'), ...mochaArgs], { LIKENESS_TEST_SUMMARY_FILE: summaryFile });
  return [mochaTotals(readJson(summaryFile), { ok }, 'mocha')];
}

async function main() {
  const mochaArgs = process.argv.slice(2);
  const results = mochaArgs.length ? onlyMocha(mochaArgs) : await everyRunner();
  const totals = { passed: 0, failed: 0 };
  for (const result of results) {
    totals.passed += result.passed;
    totals.failed += result.failed;
  }
  for (const note of results.flatMap((result) => result.note ?? [])) console.log(`note: ${note}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

void main();
