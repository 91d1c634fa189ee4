'use strict';
// Mocha's spec reporter, plus the run's totals and the titles of the tests that failed written as JSON to
// LIKENESS_TEST_SUMMARY_FILE, so the test runner (scripts/run-tests.js) can add them to the other runners' totals and
// name the failures at the end, where a CI log cut to its tail still shows them.
const fs = require('node:fs');
const Mocha = require('mocha');

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const failedTitles = [];
    runner.on(Mocha.Runner.constants.EVENT_TEST_FAIL, (test) => failedTitles.push(test.fullTitle()));
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const file = process.env.LIKENESS_TEST_SUMMARY_FILE;
      if (!file) return;
      const { passes, failures, pending } = this.stats;
      fs.writeFileSync(file, JSON.stringify({ passed: passes, failed: failures, skipped: pending, failedTitles }));
    });
  }
}

module.exports = SummaryReporter;
