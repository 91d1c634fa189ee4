import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createReadyCharacter } from '../support/characters';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser } from '../support/users';

const ROOT = path.resolve(__dirname, '../..');
const PYTHON = path.join(ROOT, '.data/python-client/venv/bin/python');
const run = promisify(execFile);

/** The docs page whose quick starts run here (also shown in the first-scene tutorial). */
const QUICK_STARTS = 'docs/reference/clients.md';

/** The first fenced block of `language` on the docs' client page, as a reader copies it. */
function quickStart(language: string): string {
  const page = fs.readFileSync(path.join(ROOT, QUICK_STARTS), 'utf8');
  const block = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(page);
  assert.ok(block, `${QUICK_STARTS} has a ${language} block`);
  return block[1];
}

describe('the client quick starts of the docs (docs/reference/clients.md), run as written against the stack', function () {
  this.timeout(300_000);
  let stack: TestStack;
  let fill: (code: string) => string;
  let workDir: string;

  before(async () => {
    stack = await getTestStack();
    const user = await createTestUser(stack, { credits: 5 });
    const character = await createReadyCharacter(stack, user.id, 'Pip', 'a small fox with orange fur and a green scarf');
    fill = (code) => code.replace('http://localhost:3000', stack.baseUrl).replace('lk_live_…', user.key).replace('CHARACTER_ID', character.id);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-quickstart-'));
  });

  const savedPng = (dir: string) => fs.readFileSync(path.join(dir, 'scene.png')).subarray(0, 4).toString('latin1');

  it('Python: generates a scene and saves it', async function () {
    if (!fs.existsSync(PYTHON)) {
      if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error('.data/python-client/venv is missing: .ci/run makes it');
      this.skip();
    }
    const dir = fs.mkdtempSync(path.join(workDir, 'python-'));
    await run(PYTHON, ['-c', fill(quickStart('python'))], { cwd: dir });
    assert.equal(savedPng(dir), '\x89PNG');
  });

  it('TypeScript: generates a scene and saves it, importing the package by its name', async () => {
    const dir = fs.mkdtempSync(path.join(workDir, 'typescript-'));
    // As `npm install ./clients/typescript` leaves it: a link under node_modules to the built package.
    await run(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', path.join(ROOT, 'clients/typescript')]);
    fs.mkdirSync(path.join(dir, 'node_modules/@likeness'), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'clients/typescript'), path.join(dir, 'node_modules/@likeness/client'));
    fs.writeFileSync(path.join(dir, 'quickstart.mjs'), fill(quickStart('js')));
    await run(process.execPath, ['quickstart.mjs'], { cwd: dir });
    assert.equal(savedPng(dir), '\x89PNG');
  });
});
