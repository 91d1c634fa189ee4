'use strict';
// Mocha's spec reporter, plus the run's totals, the titles of the tests that failed and each test file's wall time
// (its hooks included) written as JSON to LIKENESS_TEST_SUMMARY_FILE, so the test runner (scripts/run-tests.js) can
// add them to the other runners' totals, name the failures at the end, where a CI log cut to its tail still shows
// them, and balance its lanes by the files' measured times (test/durations.json).
const fs = require('node:fs');
const path = require('node:path');
const Mocha = require('mocha');

const ROOT = path.join(__dirname, '..', '..');

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const failedTitles = [];
    const fileSeconds = {};
    const startedAt = new Map();
    runner.on(Mocha.Runner.constants.EVENT_TEST_FAIL, (test) => failedTitles.push(test.fullTitle()));
    // A file's top-level suites: from the first one's start to the last one's end.
    runner.on(Mocha.Runner.constants.EVENT_SUITE_BEGIN, (suite) => {
      if (suite.file && suite.parent?.root && !startedAt.has(suite.file)) startedAt.set(suite.file, Date.now());
    });
    runner.on(Mocha.Runner.constants.EVENT_SUITE_END, (suite) => {
      if (!suite.file || !suite.parent?.root) return;
      fileSeconds[path.relative(ROOT, suite.file)] = Math.round((Date.now() - startedAt.get(suite.file)) / 100) / 10;
    });
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const file = process.env.LIKENESS_TEST_SUMMARY_FILE;
      if (!file) return;
      const { passes, failures, pending } = this.stats;
      fs.writeFileSync(file, JSON.stringify({ passed: passes, failed: failures, skipped: pending, failedTitles, fileSeconds }));
    });
  }
}

module.exports = SummaryReporter;
