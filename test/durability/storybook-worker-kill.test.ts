import assert from 'node:assert/strict';
import { creditOperation, workflowIds } from '../../src/temporal/contracts/names';
import { createReadyCharacter } from '../support/characters';
import { call, untilBeforeAnswer } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser } from '../support/users';
import { useChildProcessWorkers } from '../support/worker-process';
import { storedFiles, storybookPagesGenerated } from '../support/integrity';

const PAGES = 10;
/** Slow enough that a kill lands while pages are still rendering (4 lanes: about 3 rounds of renders). */
const RENDER_DELAY_MS = 1500;
const KILL_AFTER_PAGES = 3;


describe('Durability: a storybook survives its worker being killed (kill -9) mid-book', function () {
  // A killed worker's running renders are retried once their heartbeat timeout (10 s) runs out.
  this.timeout(180_000);
  let stack: TestStack;
  const workers = useChildProcessWorkers();

  before(async () => {
    stack = await getTestStack();
  });

  it('completes every page exactly once, with one charge per generated page', async () => {
    const user = await createTestUser(stack, { credits: 20 });
    const character = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat');
    const filesBefore = storedFiles(stack, 'scenes');

    const first = await workers.start(stack, { renderDelayMs: RENDER_DELAY_MS });
    const pages = Array.from({ length: PAGES }, (_, index) => `Mia on day ${index + 1} of her journey`);
    const response = call(stack.baseUrl, 'POST', '/api/storybook', { key: user.key, body: { character_id: character.id, pages } });

    await untilBeforeAnswer(response, async () => (await storybookPagesGenerated(stack, user.id)) >= KILL_AFTER_PAGES, `${KILL_AFTER_PAGES} pages were made`);
    await first.kill();
    const doneAtKill = await storybookPagesGenerated(stack, user.id);
    assert.ok(doneAtKill < PAGES, `the kill should land mid-book, but ${doneAtKill} pages were already done`);

    await workers.start(stack);
    const res = await response;
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const book = res.body;
    assert.deepEqual([book.total_pages, book.generated, book.failed], [PAGES, PAGES, 0]);

    const images: Array<{ id: string; image_key: string }> = await stack.dataSource.query(
      `SELECT id, image_key FROM generated_images WHERE user_id = $1 AND kind = 'storybook_page'`,
      [user.id],
    );
    assert.equal(images.length, PAGES, 'one generated image per page');
    const pageImageKeys = book.pages.map((page: any) => page.image_url.split('/files/')[1]);
    assert.deepEqual(new Set(pageImageKeys), new Set(images.map((image) => image.image_key)));
    const newFiles = [...storedFiles(stack, 'scenes')].filter((file) => !filesBefore.has(file));
    assert.deepEqual(new Set(newFiles), new Set(pageImageKeys), 'no duplicate or orphaned page files');

    assert.equal(await stack.services.ledger.netCharged(creditOperation.fromWorkflowId(workflowIds.storybook(book.id))), PAGES);
    assert.equal((await call(stack.baseUrl, 'GET', '/api/credits', { key: user.key })).body.credits, 20 - PAGES);
    assert.deepEqual(await stack.services.ledger.reconcile(), []);
  });
});
