import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { ApiDeps } from '../../src/api/context';
import { prepareStorybookRetry } from '../../src/operations/storybook-retry';
import { replayFailedStorybooks } from '../../src/cli/storybooks';
import { LIMITS } from '../../src/config/pricing';
import { GeneratedImage } from '../../src/entities/generated-image';
import { creditOperation, SEARCH_ATTRIBUTES, TASK_QUEUES, workflowIds } from '../../src/temporal/contracts/names';
import { generateStorybook } from '../../src/workflows/storybook';
import { progressQuery } from '../../src/workflows/progress';
import { createReadyCharacter } from '../support/characters';
import { withModelFaults } from '../support/faulty-models';
import { runCliCommand } from '../support/cli';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';
import { withSideWorker } from '../support/side-services';

const REFUSE = '[refuse-me]';

/** Pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

describe('Storybooks', () => {
  let stack: TestStack;
  let user: TestUser;
  let miaId: string;
  let rexId: string;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 40 });
    miaId = (await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat and green boots')).id;
    rexId = (await createReadyCharacter(stack, user.id, 'Rex', 'an orange fox with a blue scarf')).id;
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, options);
  const credits = async (key = user.key) => (await api('GET', '/api/credits', { key })).body.credits as number;
  const download = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());
  const imagesOf = (imageUrls: string[]) =>
    stack.dataSource.getRepository(GeneratedImage).find({ where: imageUrls.map((url) => ({ imageKey: url.split('/files/')[1] })) });

  const apiDeps = (): ApiDeps => ({
    config: stack.config,
    dataSource: stack.dataSource,
    temporal: stack.env.client,
    services: stack.services,
    storage: stack.deps.storage,
    imageModels: { names: stack.deps.models.imageModelNames(), defaultName: stack.deps.models.defaultImageModel },
  });

  /** Runs `work` with this test's worker (models that refuse prompts containing REFUSE) instead of the shared one. */
  async function withRefusingModels<T>(work: () => Promise<T>): Promise<T> {
    return withSideWorker(stack, { models: withModelFaults(stack.deps.models, { refusePromptsContaining: REFUSE }) }, work);
  }

  it('generates a single-character book with one scored attempt per page, a PDF, and stores it for GET', async function () {
    this.timeout(120_000);
    const before = await credits();
    const pages = ['Mia finds a map in the attic', 'Mia walks through the forest', 'Mia finds the treasure on the beach'];
    const res = await api('POST', '/api/storybook', { key: user.key, body: { character_id: miaId, pages, art_style: 'watercolour', export_pdf: true } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const book = res.body;
    assert.match(book.id, /^[0-9a-f-]{36}$/);
    assert.deepEqual(book.character_ids, [miaId]);
    assert.deepEqual(book.character_names, ['Mia']);
    assert.equal(book.total_pages, 3);
    assert.equal(book.generated, 3);
    assert.equal(book.failed, 0);
    assert.equal(book.status, 'completed');
    assert.deepEqual(book.pages.map((page: any) => [page.page, page.prompt]), pages.map((prompt, index) => [index + 1, prompt]));
    for (const page of book.pages) {
      assert.ok(Number.isInteger(page.consistency_score) && page.consistency_score >= 0 && page.consistency_score <= 100);
      assert.equal(page.error, undefined);
      assert.equal(page.alt_text, `Mia: ${page.prompt}. Art style: watercolour.`);
      assert.equal((await sharp(await download(page.image_url)).metadata()).format, 'png');
    }
    assert.equal(await credits(), before - 3);

    const images = await imagesOf(book.pages.map((page: any) => page.image_url));
    assert.equal(images.length, 3);
    for (const image of images) {
      assert.equal(image.kind, 'storybook_page');
      assert.equal(image.characterId, miaId);
      assert.equal(image.attempts, 1, 'consistency_check false: one attempt per page, even below the minimum');
      assert.equal(image.artStyle, 'watercolour');
    }

    const pdf = await download(book.pdf_url);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.equal(pdfPageCount(pdf), 3);
    const figures = [...pdf.toString('latin1').matchAll(/\/S \/Figure\s*\/Alt \(([^)]*)\)/g)].map((match) => match[1]);
    assert.deepEqual(figures, book.pages.map((page: any) => page.alt_text), "each page's picture is a tagged figure with its alt text");
    assert.match(pdf.toString('latin1'), /\/Lang \(en\)/);
    assert.match(book.pdf_url, /\/files\/storybooks\/.+\.pdf$/);

    const readBack = await api('GET', `/api/storybooks/${book.id}`, { key: user.key });
    assert.equal(readBack.status, 200);
    assert.deepEqual(readBack.body, book);
    const named = await fetch(`${stack.baseUrl}/api/storybooks/${book.id}.pdf`, { headers: { Authorization: `Bearer ${user.key}` } });
    assert.equal(named.status, 200);
    assert.equal(named.headers.get('content-disposition'), 'attachment; filename="Mia finds a map in the attic.pdf"', 'the download is named after the book');
    assert.deepEqual(Buffer.from(await named.arrayBuffer()), pdf);

    const handle = stack.env.client.workflow.getHandle(workflowIds.storybook(book.id));
    assert.deepEqual(await handle.query(progressQuery), { status: 'completed', total: 3, generated: 3, failed: 0, done: 3 });
    const attributes = (await handle.describe()).typedSearchAttributes;
    assert.equal(attributes.get(SEARCH_ATTRIBUTES.kind), 'storybook');
    assert.equal(attributes.get(SEARCH_ATTRIBUTES.status), 'completed');

    const stranger = await createTestUser(stack, { credits: 1 });
    assert.equal((await api('GET', `/api/storybooks/${book.id}`, { key: stranger.key })).status, 404);
    assert.equal((await api('GET', `/api/storybooks/${book.id}.pdf`, { key: stranger.key })).status, 404);
    assert.equal((await api('GET', '/api/storybooks/not-a-uuid', { key: user.key })).status, 404);
    assert.equal((await api('POST', `/api/storybooks/${book.id}/retry`, { key: stranger.key })).status, 404);
  });

  it('generates a two-character book with consistency_check (up to 3 attempts until 90) and a square PDF', async function () {
    this.timeout(120_000);
    const pages = ['Mia and Rex have a picnic', 'Mia and Rex fly a kite'];
    const res = await api('POST', '/api/storybook', {
      key: user.key,
      body: { character_ids: [miaId, rexId], pages, consistency_check: true, export_pdf: true, pdf_page_size: 'square' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.character_names, ['Mia', 'Rex']);
    assert.equal(res.body.generated, 2);
    const images = await imagesOf(res.body.pages.map((page: any) => page.image_url));
    for (const image of images) {
      assert.deepEqual(image.characterIds, [miaId, rexId]);
      assert.equal(image.characterId, null);
      assert.ok(image.attempts >= 1 && image.attempts <= 3);
      assert.ok(image.passed || image.attempts === 3, `a page below 90 after ${image.attempts} attempt(s) should have been retried`);
      assert.equal(image.passed, image.consistencyScore >= 90 && image.characterScores.length === 2);
    }
    const pdf = await download(res.body.pdf_url);
    assert.equal(pdfPageCount(pdf), 2);
    const mediaBox = pdf.toString('latin1').match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/);
    assert.ok(mediaBox && mediaBox[1] === mediaBox[2], `square pages expected, got ${mediaBox?.[0]}`);
  });

  it("lists the caller's own storybooks, newest first with title, status and page counts, paged; never another user's", async function () {
    this.timeout(120_000);
    const reader = await createTestUser(stack, { credits: 5 });
    const lina = await createReadyCharacter(stack, reader.id, 'Lina', 'a tall girl with a green hat and a striped scarf');
    const make = async (pages: string[]) => {
      const made = await api('POST', '/api/storybook', { key: reader.key, body: { character_id: lina.id, pages } });
      assert.equal(made.status, 200, JSON.stringify(made.body));
      return made.body.id as string;
    };
    const older = await make(['Lina plants a seed']);
    const newer = await make(['Lina waters the sprout', 'Lina picks a sunflower']);

    const list = await api('GET', '/api/storybooks', { key: reader.key });
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.deepEqual(
      list.body.storybooks.map((book: any) => [book.id, book.title, book.status, book.character_names, book.total_pages, book.generated, book.failed]),
      [
        [newer, 'Lina waters the sprout', 'completed', ['Lina'], 2, 2, 0],
        [older, 'Lina plants a seed', 'completed', ['Lina'], 1, 1, 0],
      ],
    );
    assert.ok(Date.parse(list.body.storybooks[1].created_at) <= Date.parse(list.body.storybooks[0].created_at));
    assert.deepEqual([list.body.total, list.body.limit, list.body.offset], [2, LIMITS.storybookListLimit.default, 0]);
    const second = await api('GET', '/api/storybooks?limit=1&offset=1', { key: reader.key });
    assert.deepEqual(second.body.storybooks.map((book: any) => book.id), [older]);
    assert.equal((await api('GET', `/api/storybooks?limit=${LIMITS.storybookListLimit.max + 1}`, { key: reader.key })).status, 400);

    const others = await api('GET', '/api/storybooks?limit=100', { key: user.key });
    assert.ok(!others.body.storybooks.some((book: any) => [older, newer].includes(book.id)), "another user's list never holds these books");
    const nobody = await createTestUser(stack, { credits: 1 });
    assert.deepEqual((await api('GET', '/api/storybooks', { key: nobody.key })).body, { storybooks: [], total: 0, limit: LIMITS.storybookListLimit.default, offset: 0, next_cursor: null });
  });

  it('answers the error rules: 400, 402, 404, 409, and charges once per Idempotency-Key', async () => {
    const cases: Array<[unknown, number, RegExp]> = [
      [{ pages: ['x'] }, 400, /exactly one of character_id/],
      [{ character_id: miaId, character_ids: [miaId, rexId], pages: ['x'] }, 400, /exactly one of character_id/],
      [{ character_id: miaId }, 400, /pages/],
      [{ character_id: miaId, pages: [] }, 400, /pages/],
      [{ character_id: miaId, pages: Array.from({ length: 21 }, () => 'x') }, 400, /pages/],
      [{ character_ids: [miaId, miaId], pages: ['x'] }, 400, /distinct/],
      [{ character_ids: [miaId], pages: ['x'] }, 400, /character_ids/],
      [{ character_id: miaId, pages: ['x'], pdf_page_size: 'letter' }, 400, /pdf_page_size/],
      [{ character_id: crypto.randomUUID(), pages: ['x'] }, 404, /Character not found/],
      [{ character_ids: [miaId, crypto.randomUUID()], pages: ['x'] }, 404, /Character not found/],
    ];
    for (const [body, status, message] of cases) {
      const res = await api('POST', '/api/storybook', { key: user.key, body });
      assert.equal(res.status, status, `${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`);
      assert.match(res.body.error, message);
    }
    const draft = await createReadyCharacter(stack, user.id, 'Dot', 'a small robot', { status: 'draft' });
    assert.equal((await api('POST', '/api/storybook', { key: user.key, body: { character_ids: [miaId, draft.id], pages: ['x'] } })).status, 409);
    const bare = await createReadyCharacter(stack, user.id, 'Bo', 'a brown bear', { references: false });
    const noReferences = await api('POST', '/api/storybook', { key: user.key, body: { character_id: bare.id, pages: ['x'] } });
    assert.equal(noReferences.status, 400);
    assert.match(noReferences.body.error, /no reference images/);

    const buyer = await createTestUser(stack, { credits: 3 });
    const fox = await createReadyCharacter(stack, buyer.id, 'Rex', 'an orange fox with a blue scarf');
    const short = await api('POST', '/api/storybook', { key: buyer.key, body: { character_id: fox.id, pages: ['a', 'b', 'c', 'd'] } });
    assert.equal(short.status, 402);
    assert.deepEqual([short.body.credits, short.body.required], [3, 4]);

    const body = { character_id: fox.id, pages: ['Rex runs', 'Rex sleeps'] };
    const headers = { 'Idempotency-Key': `book-${crypto.randomUUID()}` };
    const responses = await Promise.all([1, 2].map(() => api('POST', '/api/storybook', { key: buyer.key, body, headers })));
    for (const res of responses) assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(responses[0].body.id, responses[1].body.id);
    assert.equal(await credits(buyer.key), 1);
    const changed = await api('POST', '/api/storybook', { key: buyer.key, body: { ...body, pages: ['Rex swims'] }, headers });
    assert.equal(changed.status, 409);
  });

  it('refunds a failed page, retries only the failed pages for 1 credit each, and re-assembles the PDF', async function () {
    this.timeout(120_000);
    const pages = ['Mia wakes up', `Mia meets a dragon ${REFUSE}`, 'Mia goes home'];
    const before = await credits();
    const res = await withRefusingModels(() => api('POST', '/api/storybook', { key: user.key, body: { character_id: miaId, pages, export_pdf: true } }));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const book = res.body;
    assert.deepEqual([book.generated, book.failed, book.status], [2, 1, 'completed_with_failures']);
    const failedPage = book.pages[1];
    assert.equal(failedPage.image_url, null);
    assert.match(failedPage.error, /refused/);
    assert.equal(failedPage.error_status, 422, 'a content-policy refusal is the page\'s 422');
    assert.equal(book.pages[0].error, undefined);
    assert.equal(await credits(), before - 2, 'the failed page is refunded');
    assert.equal(await stack.services.ledger.netCharged(creditOperation.fromWorkflowId(workflowIds.storybook(book.id))), 2);
    assert.equal(pdfPageCount(await download(book.pdf_url)), 2);
    const described = await stack.env.client.workflow.getHandle(workflowIds.storybook(book.id)).describe();
    assert.equal(described.typedSearchAttributes.get(SEARCH_ATTRIBUTES.status), 'completed_with_failures');

    const broke = await createTestUser(stack, { credits: 0 });
    assert.equal((await api('POST', `/api/storybooks/${book.id}/retry`, { key: broke.key })).status, 404);

    // The balance drops between the API's check and the run's charge: the run fails unpaid and uses up its number.
    const plan = await prepareStorybookRetry(apiDeps(), { user: await stack.services.users.findById(user.id), requestId: 'test', request: 'test' }, book.id);
    const balance = await credits();
    await stack.services.ledger.reserve({ userId: user.id, operationId: 'test:drain', unitCost: balance, units: [0], description: 'drain' });
    await assert.rejects(stack.env.client.workflow.execute(generateStorybook, { taskQueue: TASK_QUEUES.generation, workflowId: plan.workflowId, args: [plan.input] }));
    await stack.services.ledger.refund({ userId: user.id, operationId: 'test:drain', unit: 0 });
    assert.equal(await credits(), before - 2);

    const retried = await api('POST', `/api/storybooks/${book.id}/retry`, { key: user.key });
    assert.equal(retried.status, 200, JSON.stringify(retried.body));
    assert.equal(retried.body.id, book.id);
    assert.deepEqual([retried.body.generated, retried.body.failed, retried.body.status], [3, 0, 'completed']);
    assert.equal(retried.body.pages[0].image_url, book.pages[0].image_url, 'pages that had an image are not regenerated');
    assert.equal(retried.body.pages[2].image_url, book.pages[2].image_url);
    assert.ok(retried.body.pages[1].image_url);
    assert.equal(retried.body.pages[1].error, undefined);
    assert.equal(await credits(), before - 3, 'the retry charged 1 credit for the one failed page');
    assert.equal(await stack.services.ledger.netCharged(creditOperation.fromWorkflowId(workflowIds.storybookRetry(book.id, 2))), 1);
    assert.notEqual(retried.body.pdf_url, book.pdf_url);
    assert.equal(pdfPageCount(await download(retried.body.pdf_url)), 3);
    assert.deepEqual((await api('GET', `/api/storybooks/${book.id}`, { key: user.key })).body, retried.body);

    const nothingToRetry = await api('POST', `/api/storybooks/${book.id}/retry`, { key: user.key });
    assert.equal(nothingToRetry.status, 400);
    assert.match(nothingToRetry.body.error, /no failed pages/);
    assert.deepEqual(await stack.services.ledger.reconcile(), []);
  });

  it('replays failed storybooks in batch (dry run lists them; a replay skips owners who cannot pay)', async function () {
    this.timeout(120_000);
    const payer = await createTestUser(stack, { credits: 4 });
    const poor = await createTestUser(stack, { credits: 3 });
    const book = async (owner: TestUser, pages: string[]) => {
      const character = await createReadyCharacter(stack, owner.id, 'Rex', 'an orange fox with a blue scarf');
      const res = await api('POST', '/api/storybook', { key: owner.key, body: { character_id: character.id, pages } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body;
    };
    const since = new Date();
    const [paid, unpaid] = await withRefusingModels(async () => {
      const books = [await book(payer, ['Rex at dawn', `Rex at noon ${REFUSE}`, `Rex at dusk ${REFUSE}`]), await book(poor, [`Rex sails ${REFUSE}`, `Rex rows ${REFUSE}`])];
      await book(poor, ['Rex naps', 'Rex eats']);
      return books;
    });
    assert.equal(await credits(payer.key), 3);
    assert.equal(await credits(poor.key), 1, 'the second book spent what the first one refunded');

    const deps = apiDeps();
    const lines: string[] = [];
    const dry = await replayFailedStorybooks(deps, { since, dryRun: true }, (line) => lines.push(line));
    assert.equal(dry.found, 2);
    assert.ok(lines.some((line) => line.includes(paid.id) && line.includes(payer.email) && line.includes('2 failed')));
    assert.ok(lines.some((line) => line.includes(unpaid.id) && line.includes(poor.email)));
    assert.equal((await api('GET', `/api/storybooks/${paid.id}`, { key: payer.key })).body.failed, 2, 'a dry run changes nothing');

    const onlyPayer = await runCliCommand(stack, ['storybooks', 'replay-failed', '--dry-run', '--since', since.toISOString(), '--user', payer.email]);
    assert.match(onlyPayer, /^1 storybook\(s\) with failed pages \(dry run/);
    assert.match(onlyPayer, new RegExp(`${paid.id}  ${payer.email}  2 failed page\\(s\\)`));

    lines.length = 0;
    const summary = await replayFailedStorybooks(deps, { since }, (line) => lines.push(line));
    assert.deepEqual(summary, { found: 2, replayed: 1, stillFailing: 0, skippedInsufficientCredits: 1, errors: 0 });
    assert.ok(lines.some((line) => line.includes(unpaid.id) && /skipped: needs 2 credit/.test(line)), lines.join('\n'));
    assert.match(lines.at(-1) ?? '', /Replayed 1 \(0 still failing\), skipped 1 for insufficient credits/);
    const replayed = await api('GET', `/api/storybooks/${paid.id}`, { key: payer.key });
    assert.deepEqual([replayed.body.generated, replayed.body.failed], [3, 0]);
    assert.equal(await credits(payer.key), 1);
    assert.equal((await api('GET', `/api/storybooks/${unpaid.id}`, { key: poor.key })).body.failed, 2);
    assert.deepEqual(await stack.services.ledger.reconcile(), []);
  });
});
