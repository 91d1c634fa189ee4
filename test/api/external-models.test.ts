import assert from 'node:assert/strict';
import sharp from 'sharp';
import { loadModelsConfig } from '../../src/config/models';
import { createModelRegistry } from '../../src/models/registry';
import { answerLikeAModel } from '../fakes/chat-answers';
import { type FakeGemini, startFakeGemini } from '../fakes/gemini';
import { type FakeOpenAI, startFakeOpenAI } from '../fakes/openai';
import type { FakeServer } from '../fakes/server';
import { call } from '../support/http';
import { assertLedgerExact } from '../support/integrity';
import { type SideApi, type SideWorker, startSideApi, startSideWorker } from '../support/side-services';
import { getTestStack, pauseStackWorker, resumeStackWorker, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const OPENAI_KEY = 'sk-proj-likeness-e2e';
const GEMINI_KEY = 'AIza-likeness-e2e';

interface ProviderCase {
  title: string;
  model: string;
  /** The environment a person would set, given the fakes' addresses. */
  env(openai: FakeOpenAI, gemini: FakeGemini): NodeJS.ProcessEnv;
  /** The fake that draws, and the paths of its drawing requests. */
  imageServer(openai: FakeOpenAI, gemini: FakeGemini): { fake: FakeServer; path: RegExp };
}

const chatOnOpenAI = (openai: FakeOpenAI): NodeJS.ProcessEnv => ({
  JUDGE_PROVIDER: 'openai',
  JUDGE_BASE_URL: openai.baseUrl,
  JUDGE_API_KEY: OPENAI_KEY,
  JUDGE_MODEL: 'gpt-4o-mini',
  PLANNER_PROVIDER: 'openai',
  PLANNER_BASE_URL: openai.baseUrl,
  PLANNER_API_KEY: OPENAI_KEY,
  PLANNER_MODEL: 'gpt-4.1-mini',
});

const CASES: ProviderCase[] = [
  {
    title: 'OpenAI (gpt-image-1 for images, gpt-4o-mini judging, gpt-4.1-mini planning)',
    model: 'openai:gpt-image-1',
    env: (openai) => ({ OPENAI_IMAGES_BASE_URL: openai.baseUrl, OPENAI_IMAGES_API_KEY: OPENAI_KEY, ...chatOnOpenAI(openai) }),
    imageServer: (openai) => ({ fake: openai, path: /^\/v1\/images\// }),
  },
  {
    title: 'Gemini (gemini-2.5-flash-image for images; judge and planner on OpenAI)',
    model: 'gemini:gemini-2.5-flash-image',
    env: (openai, gemini) => ({ GEMINI_BASE_URL: gemini.url, GEMINI_API_KEY: GEMINI_KEY, ...chatOnOpenAI(openai) }),
    imageServer: (_openai, gemini) => ({ fake: gemini, path: /:generateContent$/ }),
  },
];

describe('The stack on external models held to their real contracts (strict fakes over HTTP)', function () {
  this.timeout(240_000);
  let stack: TestStack;

  before(async () => {
    stack = await getTestStack();
  });

  for (const provider of CASES) {
    describe(provider.title, () => {
      let openai: FakeOpenAI;
      let gemini: FakeGemini;
      let worker: SideWorker;
      let api: SideApi;
      let user: TestUser;
      let delivered = 0;
      const START_CREDITS = 40;
      const characters: string[] = [];
      const call$ = (method: string, path: string, body?: unknown) => call(api.baseUrl, method, path, { key: user.key, body });

      before(async () => {
        openai = await startFakeOpenAI({ apiKey: OPENAI_KEY, chatReply: answerLikeAModel(97) });
        gemini = await startFakeGemini({ apiKey: GEMINI_KEY });
        const config = loadModelsConfig({ DEFAULT_IMAGE_MODEL: provider.model, MODEL_REQUEST_TIMEOUT_MS: '10000', ...provider.env(openai, gemini) });
        const models = createModelRegistry(config);
        await pauseStackWorker();
        worker = await startSideWorker(stack, { deps: { models } });
        api = await startSideApi(stack, { imageModels: { names: models.imageModelNames(), defaultName: models.defaultImageModel } });
        user = await createTestUser(stack, { credits: START_CREDITS });
      });

      after(async () => {
        await api?.close();
        await worker?.stop();
        await resumeStackWorker();
        await openai?.close();
        await gemini?.close();
      });

      const drawingRequests = () => {
        const { fake, path } = provider.imageServer(openai, gemini);
        return fake.requests.filter((request) => path.test(request.path)).length;
      };

      it('draws each character\'s reference sheet through the provider, then locks it', async () => {
        for (const [name, description] of [
          ['Pip', 'A small fox with orange fur, a green scarf and a blue backpack'],
          ['Ada', 'A girl with black curly hair, a red raincoat and yellow boots'],
        ]) {
          const form = new FormData();
          form.append('name', name);
          form.append('description', description);
          const created = await fetch(`${api.baseUrl}/api/characters`, { method: 'POST', headers: { authorization: `Bearer ${user.key}` }, body: form });
          const character = (await created.json()) as { id: string };
          assert.equal(created.status, 201, JSON.stringify(character));
          const before = drawingRequests();
          const sheet = await call$('POST', `/api/characters/${character.id}/references`, { labels: ['front', 'three_quarter'] });
          assert.equal(sheet.status, 200, JSON.stringify(sheet.body));
          assert.deepEqual([sheet.body.generated, sheet.body.failures], [2, []]);
          assert.equal(drawingRequests() - before, 2, 'each view was drawn by the provider');
          const image = await fetch(sheet.body.references[0].image_url);
          assert.equal((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format, 'png');
          assert.equal((await call$('POST', `/api/characters/${character.id}/lock`)).status, 200);
          characters.push(character.id);
        }
      });

      it('generates a scene and a two-character scene, judged by the provider\'s judge', async () => {
        const scene = await call$('POST', '/api/generate', { character_id: characters[0], prompt: 'Pip reads a map under a tree', no_cache: true });
        assert.equal(scene.status, 200, JSON.stringify(scene.body));
        assert.equal(scene.body.consistency_score, 97, 'the score is the vision judge\'s');
        assert.equal(scene.body.passed, true);
        delivered += 1;
        const multi = await call$('POST', '/api/generate-multi', { character_ids: characters, prompt: 'Pip and Ada share an apple on a bench' });
        assert.equal(multi.status, 200, JSON.stringify(multi.body));
        assert.deepEqual(multi.body.characters.map((entry: { score: number }) => entry.score), [97, 97]);
        assert.equal(multi.body.passed, true);
        delivered += 2;
      });

      it('makes a storybook', async () => {
        const book = await call$('POST', '/api/storybook', { character_id: characters[0], pages: ['Pip wakes up in a den', 'Pip walks to the river'], consistency_check: true });
        assert.equal(book.status, 200, JSON.stringify(book.body));
        assert.deepEqual([book.body.status, book.body.generated, book.body.failed], ['completed', 2, 0]);
        delivered += 2;
      });

      it('makes a comic planned by the provider\'s planner, polled until ready', async () => {
        const started = await call$('POST', '/api/comics/generate', {
          title: 'The Apple Tree',
          story_prompt: 'Pip and Ada find an apple tree. They climb it together. A branch bends. They land in the leaves and laugh.',
          character_ids: characters,
          page_count: 3,
        });
        assert.equal(started.status, 200, JSON.stringify(started.body));
        let comic: any;
        for (const deadline = Date.now() + 120_000; ; await sleep(200)) {
          comic = (await call$('GET', `/api/comics/${started.body.id}`)).body;
          if (comic.comic.status !== 'generating') break;
          assert.ok(Date.now() < deadline, 'the comic did not settle');
        }
        assert.equal(comic.comic.status, 'ready', JSON.stringify(comic));
        assert.equal(comic.pages.length, 3);
        assert.match(comic.pages[0].caption, /^1\. Pip and Ada find an apple tree/, 'the captions are the planner\'s');
        assert.ok(comic.pages.every((page: { image_url?: string }) => page.image_url));
        delivered += 3;
        const plannerCalls = openai.requests.filter((request) => request.path === '/v1/chat/completions' && /You plan comics/.test(request.body.toString()));
        assert.equal(plannerCalls.length, 1);
      });

      it('charged exactly what it delivered', async () => {
        await assertLedgerExact(stack, user, START_CREDITS, delivered);
      });
    });
  }
});
