'use strict';
// Mocha's spec reporter, plus the run's totals, its peak memory, the titles of the tests that failed (each with the first line of its error) and each test file's wall time
// (its hooks included) and the CPU time spent on it (by the test process and the processes it started and saw end,
// from /proc where there is one) written as JSON to LIKENESS_TEST_SUMMARY_FILE, so the test runner (scripts/run-tests.js) can
// add them to the other runners' totals, name the failures at the end, where a CI log cut to its tail still shows
// them, and balance its lanes by the files' measured times (test/durations.json).
const fs = require('node:fs');
const path = require('node:path');
const Mocha = require('mocha');

const ROOT = path.join(__dirname, '..', '..');

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime + cutime + cstime of /proc/self/stat: this process and its children that ended; undefined without /proc. */
function processTreeCpuSeconds() {
  try {
    // The fields after the command's closing parenthesis, from the 3rd (state): utime is the 14th field, cstime the 17th.
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ').at(-1).split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** How much of a failure's message the end of the log repeats beside its title. */
const FAILURE_MESSAGE_CHARS = 400;

function firstLine(error) {
  const message = String(error?.message ?? error).split('\n').find((line) => line.trim()) ?? '';
  return message.length > FAILURE_MESSAGE_CHARS ? `${message.slice(0, FAILURE_MESSAGE_CHARS)}...` : message;
}

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const failedTitles = [];
    const fileSeconds = {};
    const fileCpuSeconds = {};
    const startedAt = new Map();
    const cpuAt = new Map();
    const cpuSeconds = () => processTreeCpuSeconds() ?? Object.values(process.cpuUsage()).reduce((sum, micros) => sum + micros, 0) / 1e6;
    runner.on(Mocha.Runner.constants.EVENT_TEST_FAIL, (test, error) => failedTitles.push(`${test.fullTitle()}: ${firstLine(error)}`));
    // A file's top-level suites: from the first one's start to the last one's end.
    runner.on(Mocha.Runner.constants.EVENT_SUITE_BEGIN, (suite) => {
      if (!suite.file || !suite.parent?.root || startedAt.has(suite.file)) return;
      startedAt.set(suite.file, Date.now());
      cpuAt.set(suite.file, cpuSeconds());
    });
    runner.on(Mocha.Runner.constants.EVENT_SUITE_END, (suite) => {
      if (!suite.file || !suite.parent?.root) return;
      const file = path.relative(ROOT, suite.file);
      fileSeconds[file] = Math.round((Date.now() - startedAt.get(suite.file)) / 100) / 10;
      fileCpuSeconds[file] = Math.round((cpuSeconds() - cpuAt.get(suite.file)) * 10) / 10;
    });
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const file = process.env.LIKENESS_TEST_SUMMARY_FILE;
      if (!file) return;
      const { passes, failures, pending } = this.stats;
      // The most memory the test process held (KiB): next to the memory watchdog's limit (test/support/memory-watchdog.ts).
      const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
      fs.writeFileSync(file, JSON.stringify({ passed: passes, failed: failures, skipped: pending, failedTitles, fileSeconds, fileCpuSeconds, peakRssMb }));
    });
  }
}

module.exports = SummaryReporter;
