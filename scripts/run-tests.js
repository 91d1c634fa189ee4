#!/usr/bin/env node
'use strict';
// `npm test`: every test runner of the project in turn, then one line with all their totals,
// `N passed, N failed`, alone on the last line (CI reads it to know that tests ran).
//
// A static check (type-check, lint, import cycles) counts as one test. The API fuzzer (schemathesis) runs when
// its binary is found (SCHEMATHESIS or `schemathesis` on PATH) and counts its generated test cases;
// without it the step is skipped with a note, unless LIKENESS_REQUIRE_ALL_RUNNERS=1 (CI), where a
// missing runner is a failure. LIKENESS_SKIP_FUZZ=1 skips it on purpose (quicker local runs).
// `npm test -- <files or mocha options>` runs only mocha with them.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const requireAll = process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(`${command}: ${result.error.message}`);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function check(title, command, args) {
  return () => {
    console.log(`\n== ${title}`);
    const ok = run(command, args);
    return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, note: `failed: ${title}` };
  };
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
    run('mvn', ['-q', '-f', path.join(root, 'temporal/test-server/pom.xml'), 'dependency:copy-dependencies']);
  }
  if (hasJars() && !fs.existsSync(path.join(jars, 'classes.jsa')) && spawnSync('java', ['-version']).status === 0) {
    console.log('== recording the test server\'s class archive (temporal/test-server/make-class-archive.sh)');
    run(path.join(root, 'temporal/test-server/make-class-archive.sh'), []);
  }
}

function mocha(extraArgs = []) {
  ensureTestServer();
  console.log('\n== mocha');
  const summaryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-mocha-')), 'summary.json');
  const ok = run(bin('mocha'), ['--reporter', path.join(root, 'test/support/summary-reporter.js'), ...extraArgs], { LIKENESS_TEST_SUMMARY_FILE: summaryFile });
  const summary = readJson(summaryFile);
  if (!summary) return { passed: 0, failed: 1, note: 'mocha ended before reporting its totals' };
  // Named again at the end, where a CI log cut to its tail still shows them.
  const failures = (summary.failedTitles || []).map((title) => `mocha failed: ${title}`);
  return { passed: summary.passed, failed: summary.failed || (ok ? 0 : 1), note: failures };
}

function findSchemathesis() {
  if (process.env.SCHEMATHESIS) return process.env.SCHEMATHESIS;
  const found = spawnSync('sh', ['-c', 'command -v schemathesis'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

function fuzz() {
  console.log('\n== schemathesis against /openapi.json of a running dev stack');
  if (process.env.LIKENESS_SKIP_FUZZ === '1') return { passed: 0, failed: 0, note: 'schemathesis skipped (LIKENESS_SKIP_FUZZ=1)' };
  const schemathesis = findSchemathesis();
  if (!schemathesis) {
    const note = 'schemathesis not found: pip install schemathesis (see .ci/run for the pinned version)';
    return requireAll ? { passed: 0, failed: 1, note } : { passed: 0, failed: 0, note: `${note}; skipped` };
  }
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-fuzz-report-'));
  const ok = run(path.join(root, 'scripts/schemathesis.sh'), [], { SCHEMATHESIS: schemathesis, SCHEMATHESIS_REPORT_DIR: reportDir });
  const reportFile = fs.readdirSync(reportDir).find((name) => name.endsWith('.json'));
  const cases = reportFile && readJson(path.join(reportDir, reportFile))?.test_cases;
  if (!cases) return { passed: 0, failed: 1, note: 'schemathesis wrote no report' };
  const failed = cases.with_failures + cases.errored;
  return { passed: cases.generated - failed, failed: failed || (ok ? 0 : 1) };
}

/**
 * The short soak (`npm run soak -- --ci`): its own PostgreSQL, Temporal server, API and worker under mixed traffic for
 * 2.5 minutes while the worker is killed and Temporal and PostgreSQL restart; one test, passed when money, runs and 5xx
 * are right. It needs the PostgreSQL server binaries (skipped with a note without them, a failure where every runner
 * must run); LIKENESS_SKIP_SOAK=1 skips it on purpose.
 */
function soak() {
  console.log('\n== soak under faults (npm run soak -- --ci)');
  if (process.env.LIKENESS_SKIP_SOAK === '1') return { passed: 0, failed: 0, note: 'soak skipped (LIKENESS_SKIP_SOAK=1)' };
  if (!process.env.LIKENESS_PG_BIN && !fs.existsSync('/usr/lib/postgresql')) {
    const note = 'soak: no PostgreSQL server binaries (apt-get install postgresql, or LIKENESS_PG_BIN)';
    return requireAll ? { passed: 0, failed: 1, note } : { passed: 0, failed: 0, note: `${note}; skipped` };
  }
  const summaryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-soak-')), 'summary.json');
  const ok = run(bin('ts-node'), ['--transpile-only', path.join(root, 'bench/soak/index.ts'), '--ci'], { LIKENESS_SOAK_SUMMARY_FILE: summaryFile });
  if (ok) return { passed: 1, failed: 0 };
  // Named again at the end, where a CI log cut to its tail still shows them.
  const summary = readJson(summaryFile);
  const reasons = [...(summary?.missed ?? []).map((missed) => `soak missed ${missed}`), ...(summary?.problems ?? []).map((problem) => `soak: ${problem}`)];
  return { passed: 0, failed: 1, note: reasons.length ? reasons : 'soak failed before its report (see its output above)' };
}

const mochaArgs = process.argv.slice(2);
const steps = mochaArgs.length
  ? [() => mocha(mochaArgs)]
  : [
      check('type-check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.']),
      check('type-check the web console (tsc --noEmit -p web)', bin('tsc'), ['--noEmit', '-p', 'web']),
      check('lint (ESLint with typescript-eslint, type-aware, zero warnings)', bin('eslint'), ['--max-warnings', '0', '.']),
      check('import cycles (dpdm, runtime imports)', bin('dpdm'), ['--no-tree', '--no-warning', '--transform', '--exit-code', 'circular:1', 'src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts']),
      () => mocha(),
      soak,
      fuzz,
    ];

const totals = { passed: 0, failed: 0 };
const notes = [];
for (const step of steps) {
  const result = step();
  totals.passed += result.passed;
  totals.failed += result.failed;
  if (result.note) notes.push(...[].concat(result.note));
}
for (const note of notes) console.log(`note: ${note}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
