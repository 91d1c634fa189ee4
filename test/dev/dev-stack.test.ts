import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeDevStackPorts, startDevStackProcess } from '../support/dev-stack';
import { call } from '../support/http';

const START_TIMEOUT_MS = 180_000;
const LIBRARY_WAIT_MS = 120_000;

/** The library is drawn in the background on a first start: waits until it lists a character. */
async function firstLibraryCharacter(baseUrl: string): Promise<string> {
  const deadline = Date.now() + LIBRARY_WAIT_MS;
  for (;;) {
    const page = await call(baseUrl, 'GET', '/api/library?limit=1');
    if (page.body.characters?.length) return page.body.characters[0].id as string;
    if (Date.now() > deadline) throw new Error('the library stayed empty');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('npm run dev: the whole local stack in one command', function () {
  this.timeout(600_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-dev-'));

  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('serves the API with a demo user who can generate, stops on Ctrl-C, and keeps everything across a restart', async () => {
    const ports = await freeDevStackPorts();
    const first = await startDevStackProcess(dataDir, ports, START_TIMEOUT_MS);
    let key: string;
    try {
      assert.ok(first.demoKey, `no demo key printed:\n${first.output()}`);
      key = first.demoKey;
      assert.match(first.output(), new RegExp(`Temporal UI:\\s+http://localhost:${ports.temporalUi}`));
      const libraryCharacter = await firstLibraryCharacter(first.baseUrl);
      const imported = await call(first.baseUrl, 'POST', '/api/library/import', { key, body: { library_character_id: libraryCharacter } });
      assert.equal(imported.status, 201, JSON.stringify(imported.body));
      const generated = await call(first.baseUrl, 'POST', '/api/generate', { key, body: { character_id: imported.body.character_id, prompt: 'waving in the park', max_retries: 1 } });
      assert.equal(generated.status, 200, JSON.stringify(generated.body));
      const image = await fetch(generated.body.image_url);
      assert.equal(image.status, 200);
      assert.equal(image.headers.get('content-type'), 'image/png');
    } finally {
      assert.equal(await first.interrupt(), 0, first.output());
      assert.doesNotMatch(first.output(), /failed|Error/, 'a Ctrl-C while the library is drawn stops cleanly');
    }

    // The second start has a real image model configured (never called here) beside the built-in judge.
    const second = await startDevStackProcess(dataDir, ports, START_TIMEOUT_MS, { OPENAI_IMAGES_API_KEY: 'sk-not-used' });
    try {
      assert.doesNotMatch(first.output(), /the consistency judge is the built-in one/, 'no note with built-in models only');
      assert.match(second.output(), /Note: openai:gpt-image-1 is configured, but the consistency judge is the built-in one, calibrated on the built-in illustrator's pictures.*Set JUDGE_PROVIDER=openai/);
      assert.equal(second.demoKey, undefined, 'the demo user is created on the first start only');
      const credits = await call(second.baseUrl, 'GET', '/api/credits', { key });
      assert.equal(credits.status, 200);
      assert.equal(credits.body.credits, 99, 'the generate of the first start stays paid, nothing else moved');
    } finally {
      assert.equal(await second.interrupt(), 0, second.output());
    }
  });
});
