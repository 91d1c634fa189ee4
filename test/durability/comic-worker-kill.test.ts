import assert from 'node:assert/strict';
import { creditOperation, workflowIds } from '../../src/temporal/contracts/names';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser } from '../support/users';
import { useChildProcessWorkers } from '../support/worker-process';
import { storedFiles } from '../support/integrity';

const PANELS = 8;
/** Slow enough that the kill lands while panels are rendering (4 lanes: two rounds of renders and scores). */
const RENDER_DELAY_MS = 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function panelsWithImages(stack: TestStack, comicId: string): Promise<number> {
  const rows: Array<{ count: string }> = await stack.dataSource.query(`SELECT COUNT(*) AS count FROM comic_panels WHERE comic_id = $1 AND image_key IS NOT NULL`, [comicId]);
  return Number(rows[0].count);
}

describe('Durability: a comic survives its worker being killed (kill -9) mid-generation', function () {
  // A killed worker's running renders are retried once their heartbeat timeout (10 s) runs out.
  this.timeout(180_000);
  let stack: TestStack;
  const workers = useChildProcessWorkers();

  before(async () => {
    stack = await getTestStack();
  });

  it('finishes every panel on a new worker, charging each panel once', async () => {
    const user = await createTestUser(stack, { credits: 20 });
    const mia = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat');
    const filesBefore = storedFiles(stack, 'panels');

    const first = await workers.start(stack, { renderDelayMs: RENDER_DELAY_MS });
    const story = Array.from({ length: PANELS }, (_, index) => `Mia explores room ${index + 1} of the castle.`).join(' ');
    const res = await call(stack.baseUrl, 'POST', '/api/comics/generate', { key: user.key, body: { title: 'Castle', story_prompt: story, character_ids: [mia.id], page_count: PANELS } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const comicId = res.body.id;

    while ((await panelsWithImages(stack, comicId)) < 1) await sleep(100);
    await first.kill();
    const doneAtKill = await panelsWithImages(stack, comicId);
    assert.ok(doneAtKill < PANELS, `the kill should land mid-comic, but ${doneAtKill} panels were already done`);

    await workers.start(stack);
    let comic: any;
    for (;;) {
      const read = await call(stack.baseUrl, 'GET', `/api/comics/${comicId}`, { key: user.key });
      assert.equal(read.status, 200, JSON.stringify(read.body));
      comic = read.body;
      if (comic.comic.status !== 'generating') break;
      await sleep(250);
    }
    assert.equal(comic.comic.status, 'ready');
    assert.equal(comic.pages.length, PANELS);
    const imageKeys = comic.pages.map((page: any) => page.image_url?.split('/files/')[1]);
    assert.ok(imageKeys.every(Boolean), 'every panel has an image');

    assert.equal(new Set(imageKeys).size, PANELS, 'one image per panel');
    const files = storedFiles(stack, 'panels');
    assert.ok(imageKeys.every((key: string) => files.has(key) && !filesBefore.has(key)), 'every panel image is a new stored file');

    assert.equal(await stack.services.ledger.netCharged(creditOperation.fromWorkflowId(workflowIds.comicGenerate(comicId))), PANELS);
    assert.equal((await call(stack.baseUrl, 'GET', '/api/credits', { key: user.key })).body.credits, 20 - PANELS);
    assert.deepEqual(await stack.services.ledger.reconcile(), []);
  });
});
