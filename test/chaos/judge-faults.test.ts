import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { GeneratedImage } from '../../src/entities/generated-image';
import { newStorageKey } from '../../src/storage';
import type { FakeOpenAI } from '../fakes/openai';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { assertLedgerExact, assertNoImageLost } from '../support/integrity';
import { startFakeProviderWorker, type FakeProviderWorker } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

const JUDGE_PATH = '/v1/chat/completions';
/** MODEL_REQUEST_TIMEOUT_MS for the test: a hung judge request fails (retryably) after a second. */
const REQUEST_TIMEOUT_MS = 1000;
/** More failures than any run below can ask for: the judge stays down for the whole test. */
const FOR_THE_WHOLE_TEST = 500;

interface Fault {
  name: string;
  /** Puts the judge fake into the fault. */
  start(fake: FakeOpenAI): void;
  /** What every error names. */
  reason: RegExp;
}

const FAULTS: Fault[] = [
  { name: 'answers 500 until the retries run out', start: (fake) => fake.failNext(FOR_THE_WHOLE_TEST, 500, { path: JUDGE_PATH }), reason: /HTTP 500/ },
  { name: 'hangs past the request timeout', start: (fake) => fake.hangNext(FOR_THE_WHOLE_TEST, { path: JUDGE_PATH }), reason: /tim(ed|e) ?out/i },
  {
    name: 'refuses with a 400',
    start: (fake) => fake.failNext(FOR_THE_WHOLE_TEST, 400, { path: JUDGE_PATH, body: { error: { message: 'image could not be processed' } } }),
    reason: /HTTP 400|could not be processed/,
  },
];

interface Cast {
  user: TestUser;
  credits: number;
  ids: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Chaos: the consistency judge fails (OpenAI-compatible vision judge, HTTP fake) in every paid operation', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let fake: FakeOpenAI;
  let provider: FakeProviderWorker;

  before(async () => {
    stack = await getTestStack();
    provider = await startFakeProviderWorker(stack, REQUEST_TIMEOUT_MS, (baseUrl) => ({ judge: { provider: 'openai', baseUrl, model: 'gpt-4o-mini' } }));
    fake = provider.fake;
  });

  afterEach(() => fake.clearFaults());

  after(() => provider.stop());

  async function cast(credits: number, names: string[]): Promise<Cast> {
    const user = await createTestUser(stack, { credits });
    const ids = [];
    for (const name of names) ids.push((await createReadyCharacter(stack, user.id, name, `${name}, a tall fox with a green scarf`)).id);
    return { user, credits, ids };
  }

  /** A delivered scene of the character to vary, stored directly (the judge is down, so it cannot be generated now). */
  async function storeScene(user: TestUser, characterId: string, prompt: string): Promise<string> {
    const rendered = await stack.deps.models.image('builtin-flat').render({ prompt, seed: 1, characters: [] });
    const imageKey = newStorageKey('scenes');
    await stack.deps.storage.put(imageKey, rendered.png, 'image/png');
    const id = crypto.randomUUID();
    await stack.dataSource.getRepository(GeneratedImage).insert({
      id, userId: user.id, kind: 'scene', characterId, characterIds: [characterId], brandKitId: null, prompt, artStyle: null, model: 'builtin-flat', seed: 1,
      imageKey, consistencyScore: 90, characterScore: 90, brandScore: null, characterScores: [], attempts: 1, passed: true, reasoning: '', issues: [], cacheKey: null, sourceImageId: null,
    });
    return id;
  }

  const api = (user: TestUser, method: string, path: string, body?: unknown) => call(stack.baseUrl, method, path, { key: user.key, body });

  for (const fault of FAULTS) {
    describe(`the judge ${fault.name}`, () => {
      beforeEach(() => fault.start(fake));

      it('generate answers 502 naming the judge; the credit is refunded', async () => {
        const { user, credits, ids } = await cast(3, ['Rusty']);
        const res = await api(user, 'POST', '/api/generate', { character_id: ids[0], prompt: 'Rusty reads a map', no_cache: true, max_retries: 2 });
        assert.equal(res.status, 502, JSON.stringify(res.body));
        assert.match(res.body.error, /consistency judge/);
        assert.match(res.body.error, fault.reason);
        assert.match(res.body.error, /refunded/);
        await assertNoImageLost(stack, user, []);
        await assertLedgerExact(stack, user, credits, 0);
      });

      it('generate-multi answers 502; both credits are refunded', async () => {
        const { user, credits, ids } = await cast(4, ['Rusty', 'Pip']);
        const res = await api(user, 'POST', '/api/generate-multi', { character_ids: ids, prompt: 'Rusty and Pip share an apple', max_retries: 1 });
        assert.equal(res.status, 502, JSON.stringify(res.body));
        assert.match(res.body.error, fault.reason);
        await assertLedgerExact(stack, user, credits, 0);
      });

      it('vary answers with every variant failed and refunded', async () => {
        const { user, credits, ids } = await cast(4, ['Rusty']);
        const source = await storeScene(user, ids[0], 'Rusty waves');
        const res = await api(user, 'POST', `/api/scenes/${source}/vary`, { vary: 'expression', target: 'surprised', count: 2 });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.deepEqual([res.body.generated, res.body.failed], [0, 2]);
        for (const failure of res.body.failures) assert.match(failure.error, fault.reason);
        await assertLedgerExact(stack, user, credits, 0);
      });

      it('a storybook with consistency_check ends failed, not generating (so it can be retried), with every page refunded', async () => {
        const { user, credits, ids } = await cast(3, ['Rusty']);
        const res = await api(user, 'POST', '/api/storybook', { character_id: ids[0], pages: ['Rusty wakes up', 'Rusty bakes bread'], consistency_check: true });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.deepEqual([res.body.status, res.body.generated, res.body.failed], ['failed', 0, 2]);
        for (const page of res.body.pages) assert.match(page.error, fault.reason);
        await assertLedgerExact(stack, user, credits, 0);
      });

      it('comics/generate ends the comic failed (never generating) with every panel refunded', async () => {
        const { user, credits, ids } = await cast(3, ['Rusty']);
        const res = await api(user, 'POST', '/api/comics/generate', { title: 'Map', story_prompt: 'Rusty finds a map and follows it.', character_ids: ids, page_count: 3 });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        let comic;
        do {
          await sleep(250);
          comic = (await api(user, 'GET', `/api/comics/${res.body.id}`)).body;
        } while (comic.comic.status === 'generating');
        assert.equal(comic.comic.status, 'failed');
        for (const page of comic.pages) {
          assert.equal(page.image_url, null);
          assert.match(page.error, fault.reason);
        }
        await assertLedgerExact(stack, user, credits, 0);
      });
    });
  }
});
