import assert from 'node:assert/strict';
import { COSTS } from '../../src/config/pricing';
import { uuidFrom } from '../../src/services/canonical-hash';
import { workflowIds } from '../../src/temporal/contracts/names';
import { createReadyCharacter } from '../support/characters';
import { runCliCommand } from '../support/cli';
import { withModelFaults } from '../support/faulty-models';
import { call, type ApiResponse } from '../support/http';
import { assertChargesSettled, assertLedgerExact, assertNoImageLost, storybookPagesGenerated } from '../support/integrity';
import { until } from '../support/polling';
import { withSideWorker } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

/** Renders slow enough that an operator's cancel or terminate lands mid-run. */
const RENDER_DELAY_MS = 700;
const PAGES = 6;
/** Renders after the first round of lanes (and a comic's setting anchor) take this long, so a cancel sent once a page is made always lands before the run ends, however loaded the machine. */
const LATER_RENDER_DELAY_MS = 20_000;
const FIRST_ROUND_RENDERS = 5;


/** How long a step of an operator's stop may take to show. */
const STEP_MS = 60_000;

describe('Operators stop paid runs: cancel and terminate from the Temporal UI or CLI', function () {
  this.timeout(180_000);
  let stack: TestStack;

  before(async () => {
    stack = await getTestStack();
  });

  const slowModels = () => ({
    models: withModelFaults(stack.deps.models, { renderDelayMs: (renderIndex) => (renderIndex < FIRST_ROUND_RENDERS ? RENDER_DELAY_MS : LATER_RENDER_DELAY_MS) }),
  });
  const api = (user: TestUser, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    call(stack.baseUrl, method, path, { key: user.key, body, headers });

  /** Starts a storybook with an Idempotency-Key, so the test knows its id (and workflow id) before the answer comes. */
  async function startStorybook(user: TestUser, pages: string[], characterId: string): Promise<{ storybookId: string; answer: Promise<ApiResponse> }> {
    const key = `book-${Date.now()}`;
    const answer = api(user, 'POST', '/api/storybook', { character_id: characterId, pages }, { 'Idempotency-Key': key });
    return { storybookId: uuidFrom(`${user.id}:${key}`), answer };
  }

  it('cancel mid-storybook: the pages already made are kept and paid, the rest refunded, the book ends with failed pages to retry', async () => {
    const user = await createTestUser(stack, { credits: PAGES });
    const character = await createReadyCharacter(stack, user.id, 'Pip', 'a small girl with a yellow raincoat');
    await withSideWorker(stack, slowModels(), async () => {
      const { storybookId, answer } = await startStorybook(user, Array.from({ length: PAGES }, (_, index) => `Pip at stop ${index + 1}`), character.id);
      await until(async () => (await storybookPagesGenerated(stack, user.id)) >= 1, 'a page is made', STEP_MS);
      await stack.env.client.workflow.getHandle(workflowIds.storybook(storybookId)).cancel();
      const res = await answer;
      assert.equal(res.status, 503, JSON.stringify(res.body));
      assert.match(res.body.error, /cancelled by an operator.*refunded/);

      const book = (await api(user, 'GET', `/api/storybooks/${storybookId}`)).body;
      assert.equal(book.status, 'completed_with_failures');
      assert.ok(book.generated >= 1 && book.generated < PAGES, `generated ${book.generated}`);
      for (const page of book.pages.filter((entry: { image_url: string | null }) => !entry.image_url)) assert.match(page.error, /cancelled/);
      const delivered = book.pages.flatMap((page: { image_url: string | null }) => (page.image_url ? [page.image_url] : []));
      await assertNoImageLost(stack, user, delivered);
      await assertLedgerExact(stack, user, PAGES, book.generated);
    });
  });

  it('cancel mid-comic: panels made are kept and paid, the rest refunded, the comic ends ready', async () => {
    const user = await createTestUser(stack, { credits: 8 });
    const character = await createReadyCharacter(stack, user.id, 'Pip', 'a small girl with a yellow raincoat');
    await withSideWorker(stack, slowModels(), async () => {
      const started = await api(user, 'POST', '/api/comics/generate', { title: 'Kite', story_prompt: 'Pip loses her kite and looks for it all day.', character_ids: [character.id], page_count: 8 });
      assert.equal(started.status, 200, JSON.stringify(started.body));
      const comicId = started.body.id;
      const read = async () => (await api(user, 'GET', `/api/comics/${comicId}`)).body;
      await until(async () => (await read()).pages.some((page: { image_url: string | null }) => page.image_url), 'a panel is made', STEP_MS);
      await stack.env.client.workflow.getHandle(workflowIds.comicGenerate(comicId)).cancel();
      await until(async () => (await read()).comic.status !== 'generating', 'the comic ends', STEP_MS);

      const comic = await read();
      const panels = JSON.stringify(comic.pages.map((page: { image_url: string | null; error: string | null }) => page.image_url ? 'made' : page.error));
      assert.equal(comic.comic.status, 'ready', `comic ${comic.comic.status}, panels ${panels}`);
      const made = comic.pages.filter((page: { image_url: string | null }) => page.image_url);
      assert.ok(made.length >= 1 && made.length < 8, `made ${made.length}: ${panels}`);
      for (const page of comic.pages.filter((entry: { image_url: string | null }) => !entry.image_url)) assert.match(page.error, /cancelled/);
      await assertLedgerExact(stack, user, 8, made.length);
    });
  });

  it('terminate mid-storybook: `credits reconcile` lists the unpaid pages, `--fix` refunds exactly them and ends the book, a second run changes nothing', async () => {
    const user = await createTestUser(stack, { credits: PAGES });
    const character = await createReadyCharacter(stack, user.id, 'Pip', 'a small girl with a yellow raincoat');
    await withSideWorker(stack, slowModels(), async () => {
      const { storybookId, answer } = await startStorybook(user, Array.from({ length: PAGES }, (_, index) => `Pip at stop ${index + 1}`), character.id);
      await until(async () => (await storybookPagesGenerated(stack, user.id)) >= 1, 'a page is made', STEP_MS);
      await stack.env.client.workflow.getHandle(workflowIds.storybook(storybookId)).terminate('operator test');
      const res = await answer;
      assert.equal(res.status, 503, JSON.stringify(res.body));
      assert.match(res.body.error, /credits reconcile/);
      assert.equal((await api(user, 'GET', `/api/storybooks/${storybookId}`)).body.status, 'generating', 'termination skips the workflow code');

      const listed = JSON.parse(await runCliCommand(stack, ['credits', 'reconcile', '--json']));
      const mine = listed.unsettled.find((row: { workflow_id: string }) => row.workflow_id === workflowIds.storybook(storybookId));
      assert.ok(mine, JSON.stringify(listed));
      assert.equal(mine.run_status, 'TERMINATED');
      const delivered = await storybookPagesGenerated(stack, user.id);
      assert.equal(mine.open_units.length, PAGES - delivered, 'exactly the pages not delivered');

      const fixed = JSON.parse(await runCliCommand(stack, ['credits', 'reconcile', '--fix', '--json']));
      assert.equal(fixed.fixed, true);
      const book = (await api(user, 'GET', `/api/storybooks/${storybookId}`)).body;
      assert.deepEqual([book.status, book.generated, book.failed], ['completed_with_failures', delivered, PAGES - delivered]);
      await assertLedgerExact(stack, user, PAGES, delivered);

      const again = JSON.parse(await runCliCommand(stack, ['credits', 'reconcile', '--fix', '--json']));
      assert.equal(again.unsettled.some((row: { workflow_id: string }) => row.workflow_id === workflowIds.storybook(storybookId)), false);
      await assertLedgerExact(stack, user, PAGES, delivered);
    });
  });

  it('a price change deployed while a run is open does not change what the run refunds (the price travels with the run)', async () => {
    const user = await createTestUser(stack, { credits: 10 });
    const character = await createReadyCharacter(stack, user.id, 'Pip', 'a small girl with a yellow raincoat');
    const faults = withModelFaults(stack.deps.models, { renderDelayMs: RENDER_DELAY_MS, refusePromptsContaining: 'REFUSE' });
    const price = COSTS.storybookPage;
    await withSideWorker(stack, { models: faults }, async () => {
      const { storybookId, answer } = await startStorybook(user, ['Pip wakes', 'Pip REFUSE', 'Pip sleeps'], character.id);
      await until(async () => (await stack.services.ledger.netCharged(`wf:${workflowIds.storybook(storybookId)}`)) > 0, 'the run is charged', STEP_MS);
      (COSTS as { storybookPage: number }).storybookPage = price * 5;
      try {
        const res = await answer;
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.deepEqual([res.body.generated, res.body.failed], [2, 1]);
      } finally {
        (COSTS as { storybookPage: number }).storybookPage = price;
      }
    });
    await assertChargesSettled(stack, user);
    assert.equal((await api(user, 'GET', '/api/credits')).body.credits, 10 - 2 * price, 'one page refunded at the price it was charged');
  });
});
