import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { addJUnitCases, readJUnit } from '../support/junit-suite';
import { getTestStack } from '../support/stack';
import { createTestUser } from '../support/users';

const ROOT = path.resolve(__dirname, '../..');
/** .ci/run makes it (clients/python/test-requirements.txt and the client's dependencies); the client itself is installed by this test. */
const VENV = path.join(ROOT, '.data/python-client/venv');
const PORTRAIT = path.join(ROOT, 'test/fixtures/faces/portrait.jpg');
const run = promisify(execFile);

/** The venv's Python, or skips the suite with the reason (a failure where every runner must run). */
function requireVenv(context: Mocha.Context): string {
  const python = path.join(VENV, 'bin/python');
  if (fs.existsSync(python)) return python;
  const message = 'the Python client tests need .data/python-client/venv: .ci/run makes it (python3 -m venv, then pip install -r clients/python/test-requirements.txt ./clients/python)';
  if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error(message);
  console.log(`      SKIPPED: ${message}`);
  context.skip();
}

describe('Python client (clients/python): pip install, then the walk-through of the docs with pytest against the stack', function () {
  this.timeout(600_000);

  before(async function () {
    const python = requireVenv(this);
    const stack = await getTestStack();
    const user = await createTestUser(stack, { credits: 60 });
    // As a user installs it: a wheel built from the folder (its pyproject.toml), replacing any earlier one.
    await run(python, ['-m', 'pip', 'install', '-q', '--no-deps', '--no-build-isolation', '--force-reinstall', path.join(ROOT, 'clients/python')]);
    const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-pytest-')), 'junit.xml');
    const env = { ...process.env, LIKENESS_BASE_URL: stack.baseUrl, LIKENESS_API_KEY: user.key, LIKENESS_PORTRAIT: PORTRAIT, PYTHONDONTWRITEBYTECODE: '1' };
    // pytest exits 1 when a test fails: the report says which, and each case becomes a test of this suite.
    await run(python, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', `--junitxml=${report}`, path.join(ROOT, 'clients/python/tests')], { env, cwd: os.tmpdir() }).catch(() => undefined);
    assert.ok(fs.existsSync(report), 'pytest wrote no report');
    addJUnitCases(this.test!.parent!, readJUnit(report));
  });

  it('imports the installed package, not the source folder', async function () {
    const python = requireVenv(this);
    const { stdout } = await run(python, ['-c', 'import likeness, likeness_api; print(likeness.__file__)'], { cwd: os.tmpdir() });
    assert.match(stdout, /site-packages/);
  });
});
