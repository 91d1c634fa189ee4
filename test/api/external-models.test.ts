import assert from 'node:assert/strict';
import path from 'node:path';
import sharp from 'sharp';
import { loadModelsConfig } from '../../src/config/models';
import { createModelRegistry } from '../../src/models/registry';
import { answerLikeAModel, judgeAndPlannerOn } from '../fakes/chat-answers';
import { type FakeGemini, startFakeGemini } from '../fakes/gemini';
import { type FakeOpenAI, startFakeOpenAI } from '../fakes/openai';
import type { FakeServer } from '../fakes/server';
import { requireComfyUI, startComfyUI } from '../support/comfyui-server';
import { call } from '../support/http';
import { assertLedgerExact } from '../support/integrity';
import { type SideApi, type SideWorker, startSideApi, startSideWorker } from '../support/side-services';
import { getTestStack, pauseStackWorker, resumeStackWorker, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const OPENAI_KEY = 'sk-proj-likeness-e2e';
const GEMINI_KEY = 'AIza-likeness-e2e';

/** A provider the stack is pointed at: the environment a person would set, and a count of its drawings. */
interface RunningProvider {
  env: NodeJS.ProcessEnv;
  drawings(): Promise<number>;
  stop(): Promise<void>;
}

/** Words in a prompt that the fakes refuse under their content policy: before drawing, and (Gemini) after drawing. */
const REFUSED_WORDS = 'a forbidden banner';
const WITHHELD_WORDS = 'a withheld banner';

interface ProviderCase {
  title: string;
  model: string;
  /** How the provider words a refusal of REFUSED_WORDS and of WITHHELD_WORDS; absent where its fake cannot refuse. */
  refusals?: { prompt: RegExp; image: RegExp };
  start(openai: FakeOpenAI, gemini: FakeGemini, context: Mocha.Context): Promise<RunningProvider>;
}

const chatOnOpenAI = (openai: FakeOpenAI): NodeJS.ProcessEnv => judgeAndPlannerOn(openai.baseUrl, OPENAI_KEY);

/** Requests to a fake whose path matches: what the provider was asked to draw. */
function counted(fake: FakeServer, path: RegExp): () => Promise<number> {
  return () => Promise.resolve(fake.requests.filter((request) => path.test(request.path)).length);
}

const FIXTURES = path.resolve(__dirname, '../fixtures/comfyui');

const CASES: ProviderCase[] = [
  {
    title: 'OpenAI (gpt-image-1 for images, gpt-4o-mini judging, gpt-4.1-mini planning)',
    model: 'openai:gpt-image-1',
    refusals: { prompt: /rejected by the safety system/, image: /rejected by the safety system/ },
    start: (openai) =>
      Promise.resolve({
        env: { OPENAI_IMAGES_BASE_URL: openai.baseUrl, OPENAI_IMAGES_API_KEY: OPENAI_KEY, ...chatOnOpenAI(openai) },
        drawings: counted(openai, /^\/v1\/images\//),
        stop: () => Promise.resolve(),
      }),
  },
  {
    title: 'Gemini (gemini-2.5-flash-image for images; judge and planner on OpenAI)',
    model: 'gemini:gemini-2.5-flash-image',
    refusals: { prompt: /flagged as prohibited content \(PROHIBITED_CONTENT\)/, image: /withheld by its image safety filter \(IMAGE_SAFETY\)/ },
    start: (openai, gemini) =>
      Promise.resolve({
        env: { GEMINI_BASE_URL: gemini.url, GEMINI_API_KEY: GEMINI_KEY, ...chatOnOpenAI(openai) },
        drawings: counted(gemini, /:generateContent$/),
        stop: () => Promise.resolve(),
      }),
  },
  {
    // ComfyUI's own server on CPU: workflows of core nodes that load no model (a canvas without references, the first
    // reference scaled to the requested size with them), so every upload, queue, poll and download is the real protocol.
    title: "ComfyUI (its own server, weightless workflows; judge and planner on OpenAI)",
    model: 'comfyui',
    start: async (openai, _gemini, context) => {
      const server = await startComfyUI(requireComfyUI(context));
      return {
        env: {
          COMFYUI_URL: server.url,
          COMFYUI_WORKFLOW: path.join(FIXTURES, 'scaled-reference.json'),
          COMFYUI_ILLUSTRATED_WORKFLOW: path.join(FIXTURES, 'scaled-reference.json'),
          COMFYUI_TEXT_WORKFLOW: path.join(FIXTURES, 'blank-canvas.json'),
          COMFYUI_POLL_INTERVAL_MS: '100',
          ...chatOnOpenAI(openai),
        },
        drawings: async () => Object.keys((await (await fetch(`${server.url}/history`)).json()) as object).length,
        stop: () => server.stop(),
      };
    },
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
      let running: RunningProvider | undefined;
      let worker: SideWorker;
      let api: SideApi;
      let user: TestUser;
      let delivered = 0;
      const START_CREDITS = 40;
      const characters: string[] = [];
      const sceneIds: string[] = [];
      const call$ = (method: string, path: string, body?: unknown) => call(api.baseUrl, method, path, { key: user.key, body });

      before(async function () {
        const refused = new RegExp(`${REFUSED_WORDS}|${WITHHELD_WORDS}`);
        openai = await startFakeOpenAI({ apiKey: OPENAI_KEY, chatReply: answerLikeAModel(97), refuse: refused });
        gemini = await startFakeGemini({ apiKey: GEMINI_KEY, blockPrompts: new RegExp(REFUSED_WORDS), withholdImages: new RegExp(WITHHELD_WORDS) });
        running = await provider.start(openai, gemini, this);
        const config = loadModelsConfig({ DEFAULT_IMAGE_MODEL: provider.model, MODEL_REQUEST_TIMEOUT_MS: '10000', ...running.env });
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
        await running?.stop();
        await openai?.close();
        await gemini?.close();
      });

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
          const before = await running!.drawings();
          const sheet = await call$('POST', `/api/characters/${character.id}/references`, { labels: ['front', 'three_quarter'] });
          assert.equal(sheet.status, 200, JSON.stringify(sheet.body));
          assert.deepEqual([sheet.body.generated, sheet.body.failures], [2, []]);
          assert.equal((await running!.drawings()) - before, 2, 'each view was drawn by the provider');
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
        sceneIds.push(scene.body.image_id);
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

      it('answers a refusal under the provider\'s content policy with 422 naming it, asks once, refunds; in a storybook it is that page\'s 422', async function () {
        const refusals = provider.refusals;
        if (!refusals) return this.skip();
        const credits = async () => (await call$('GET', '/api/credits')).body.credits as number;
        const before = { credits: await credits(), drawings: await running!.drawings() };
        const scene = await call$('POST', '/api/generate', { character_id: characters[0], prompt: `Pip holds ${REFUSED_WORDS}`, no_cache: true, max_retries: 3 });
        assert.equal(scene.status, 422, JSON.stringify(scene.body));
        assert.match(scene.body.error, new RegExp(`^The image could not be made: it was refused \\(image model: ${provider.model} refused the request under its content policy: `));
        assert.match(scene.body.error, refusals.prompt);
        assert.match(scene.body.error, /Your credit was refunded\.$/);
        assert.equal((await running!.drawings()) - before.drawings, 1, 'a refusal is not asked again');
        assert.equal(await credits(), before.credits, 'the refused scene was refunded');

        const book = await call$('POST', '/api/storybook', { character_id: characters[0], pages: ['Pip waves from the hill', `Pip carries ${WITHHELD_WORDS}`], consistency_check: true });
        assert.equal(book.status, 200, JSON.stringify(book.body));
        assert.deepEqual([book.body.generated, book.body.failed], [1, 1]);
        const [drawn, withheld] = book.body.pages;
        assert.equal(drawn.error_status, undefined);
        assert.equal(withheld.error_status, 422);
        assert.match(withheld.error, refusals.image);
        assert.equal(await credits(), before.credits - 1, 'only the drawn page was charged');
        delivered += 1;

        const multi = await call$('POST', '/api/generate-multi', { character_ids: characters, prompt: `Pip and Ada wave ${REFUSED_WORDS}`, max_retries: 3 });
        assert.equal(multi.status, 422, JSON.stringify(multi.body));
        assert.match(multi.body.error, refusals.prompt);
        const variants = await call$('POST', `/api/scenes/${sceneIds[0]}/vary`, { vary: 'pose', target: `waving ${REFUSED_WORDS}`, count: 2 });
        assert.equal(variants.status, 200, JSON.stringify(variants.body));
        assert.deepEqual(variants.body.failures.map((failure: { status: number }) => failure.status), [422, 422]);
        assert.match(variants.body.failures[0].error, refusals.prompt);
        const shell = await call$('POST', '/api/comics', { title: 'Banners', character_ids: [characters[0]] });
        assert.equal(shell.status, 200, JSON.stringify(shell.body));
        const panel = await call$('POST', `/api/comics/${shell.body.id}/panels`, { page_number: 1, action: `Pip raises ${REFUSED_WORDS}` });
        assert.equal(panel.status, 422, JSON.stringify(panel.body));
        assert.match(panel.body.error, /^The panel could not be made: it was refused/);
        assert.equal(await credits(), before.credits - 1, 'the refused multi scene, variants and panel were refunded');
      });

      it('charged exactly what it delivered', async () => {
        await assertLedgerExact(stack, user, START_CREDITS, delivered);
      });
    });
  }
});
