import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { docPages, examplesOf, outputMismatches, ROOT, runsHere, shellScriptOf, unaccounted, type Example } from '../support/doc-examples';
import { getTestStack, type TestStack } from '../support/stack';

/** Where a page's commands run: a folder of its own inside the repository, so `npx likeness` finds the project. */
const WORK_ROOT = path.join(ROOT, '.data/docs-examples');

function runBash(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd, env, detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      // What the page left running in the background (a webhook receiver) ends with it.
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // Nothing of it is left.
      }
      resolve({ code, stdout, stderr });
    });
  });
}

/** The files a page writes before its commands run (`<!-- file: name -->` blocks). */
function writeFiles(examples: Example[], dir: string): void {
  for (const example of examples) if (example.marker?.kind === 'file') fs.writeFileSync(path.join(dir, example.marker.value), `${example.code}\n`);
}

const pages = docPages().map((page) => ({ page, examples: examplesOf(page) }));

describe('the docs: every shell and code example, run as written against a test stack', function () {
  this.timeout(600_000);
  let stack: TestStack;
  let fill: (code: string) => string;
  let env: NodeJS.ProcessEnv;

  before(async function () {
    const missing = ['curl', 'jq'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
    if (missing.length > 0) {
      const hint = `the docs' examples need ${missing.join(' and ')}: apt-get install -y ${missing.join(' ')}`;
      if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error(hint);
      console.log(`    (skipped) ${hint}`);
      this.skip();
    }
    stack = await getTestStack();
    const base = new URL(stack.baseUrl);
    fill = (code) => code.replaceAll('http://localhost:3000', stack.baseUrl).replaceAll('localhost:3000', base.host);
    env = { ...process.env, DATABASE_URL: stack.databaseUrl, TEMPORAL_ADDRESS: stack.env.address, LIKENESS_DATA_DIR: stack.config.dataDir };
    fs.rmSync(WORK_ROOT, { recursive: true, force: true });
  });

  it('every example is run here, run by a named test, written as a file a command uses, or says why it is not runnable', () => {
    const problems = pages.flatMap(({ examples }) => examples.map((example) => unaccounted(example, examples)).filter((problem) => problem !== undefined));
    assert.deepEqual(problems, []);
    assert.ok(pages.some(({ examples }) => examples.some(runsHere)), 'some examples run');
  });

  for (const { page, examples } of pages.filter(({ examples }) => examples.some(runsHere))) {
    it(`${page}: its commands run in order and print what the page shows`, async () => {
      const dir = path.join(WORK_ROOT, page.replace(/[/.]/g, '-'));
      fs.mkdirSync(dir, { recursive: true });
      writeFiles(examples, dir);
      const { script, expectations } = shellScriptOf(examples, fill);
      const run = await runBash(script, dir, env);
      assert.equal(run.code, 0, `${page}: the commands failed (exit ${run.code}):\n${run.stderr}\n--- output:\n${run.stdout}`);
      assert.deepEqual(outputMismatches(page, run.stdout, expectations), []);
    });
  }
});
