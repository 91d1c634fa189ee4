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
const CLIENT = path.join(ROOT, 'clients/typescript');
const TSC = path.join(ROOT, 'node_modules/.bin/tsc');
const run = promisify(execFile);

describe('TypeScript client (clients/typescript): built as published, then the walk-through of the docs with node --test against the stack', function () {
  this.timeout(600_000);

  before(async function () {
    const stack = await getTestStack();
    const user = await createTestUser(stack, { credits: 60 });
    await run(TSC, ['-p', CLIENT]);
    await run(TSC, ['-p', path.join(CLIENT, 'test')]);
    const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-node-test-')), 'junit.xml');
    const env = { ...process.env, LIKENESS_BASE_URL: stack.baseUrl, LIKENESS_API_KEY: user.key, LIKENESS_PORTRAIT: path.join(ROOT, 'test/fixtures/faces/portrait.jpg') };
    // node --test exits 1 when a test fails: the report says which, and each case becomes a test of this suite.
    await run(process.execPath, ['--test', '--test-reporter=junit', `--test-reporter-destination=${report}`, path.join(CLIENT, 'test/walkthrough.test.ts')], { env, cwd: CLIENT }).catch(() => undefined);
    assert.ok(fs.existsSync(report), 'node --test wrote no report');
    addJUnitCases(this.test!.parent!, readJUnit(report));
  });

  it('is an ES module with its types, exporting the client and its helpers', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(CLIENT, 'package.json'), 'utf8')) as { type: string; exports: Record<string, { types: string; default: string }> };
    assert.equal(manifest.type, 'module');
    for (const file of [manifest.exports['.'].types, manifest.exports['.'].default]) assert.ok(fs.existsSync(path.join(CLIENT, file)), `${file} is built`);
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', `import * as sdk from ${JSON.stringify(path.join(CLIENT, 'dist/index.js'))}; console.log(Object.keys(sdk).sort().join(','))`]);
    assert.equal(stdout.trim(), 'LikenessError,createLikeness,dataOf,errorOf,everyCharacter');
  });
});
