import assert from 'node:assert/strict';
import { createModelRegistry, modelCatalogue } from '../../src/models/registry';
import { loadModelsConfig } from '../../src/config/models';
import { answerLikeAModel } from '../fakes/chat-answers';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai';
import { createReadyCharacter } from '../support/characters';
import { call, postForm } from '../support/http';
import { startSideApi, withSideWorker, type SideApi } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

const JAPANESE_STORY = 'ミナとレックスは夜市へ行く。ちょうちんが落ちてくる。レックスが受け止める。';
const PLANNER_KEY = 'sk-planner';

/** Settles a comic started with POST /api/comics/generate: its panels with their captions. */
async function settledComic(baseUrl: string, key: string, id: string): Promise<{ status: string; captions: string[] }> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const { body } = await call(baseUrl, 'GET', `/api/comics/${id}`, { key });
    if (body.comic.status !== 'generating') return { status: body.comic.status, captions: body.pages.map((page: { caption: string }) => page.caption) };
  }
  throw new Error(`comic ${id} did not settle`);
}

describe('stories and descriptions in other languages: a language model plans in the book\'s language; the built-in models say what they cannot read', function () {
  this.timeout(180_000);
  let stack: TestStack;
  let user: TestUser;
  let characterIds: string[];
  const api = (method: string, path: string, body?: unknown) => call(stack.baseUrl, method, path, { key: user.key, body });

  before(async function () {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 20 });
    characterIds = [
      (await createReadyCharacter(stack, user.id, 'ミナ', 'a girl with black braids in a red jacket')).id,
      (await createReadyCharacter(stack, user.id, 'レックス', 'a grey cat with a green bow tie')).id,
    ];
  });

  it('a character described in Japanese is created with a warning: the built-in descriptor kept its defaults, and how to set the look', async () => {
    const created = await postForm(stack.baseUrl, '/api/characters', user.key, { name: 'ミナ', description: '黒い三つ編みで赤いジャケットを着た女の子' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.match(created.body.warning, /^The built-in descriptor reads English only: it cannot read the description, written in Japanese, so the descriptor holds its defaults \(.*hair colour.*\)\./);
    assert.match(created.body.warning, /PATCH \/api\/characters\/\{id\} \(descriptor\)/);
    assert.match(created.body.warning, /OPENAI_IMAGES_API_KEY/);
    const english = await postForm(stack.baseUrl, '/api/characters', user.key, { name: 'Mina', description: 'A girl with black braids and a red jacket' });
    assert.equal(english.status, 201, JSON.stringify(english.body));
    assert.equal(english.body.warning, undefined, 'an English description is read');
  });

  it('a comic planned from a Japanese story by the built-in planner answers with a warning naming the planner settings', async () => {
    const started = await api('POST', '/api/comics/generate', { title: '夜市', story_prompt: JAPANESE_STORY, character_ids: characterIds, page_count: 3 });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    assert.match(started.body.warning, /^The built-in planner reads English only: it cannot read the story, written in Japanese,/);
    assert.match(started.body.warning, /PLANNER_PROVIDER=openai with PLANNER_MODEL, PLANNER_API_KEY and PLANNER_BASE_URL/);
    assert.equal((await settledComic(stack.baseUrl, user.key, started.body.id)).status, 'ready');
  });

  it('a storybook and a comic whose texts the built-in illustrator cannot read answer with a warning naming the image model settings', async () => {
    const book = await api('POST', '/api/storybook', { pages: ['ミナは夜市でちょうちんを見上げる。'], character_id: characterIds[0] });
    assert.equal(book.status, 200, JSON.stringify(book.body));
    assert.match(book.body.warning, /^The image model builtin-flat reads English only: it cannot read the page texts, written in Japanese,/);
    assert.match(book.body.warning, /GEMINI_API_KEY.*name it in `model`\.$/);
    const comic = await api('POST', '/api/comics', { title: 'Night market', character_ids: characterIds, setting: '提灯が並ぶ夜市、雨上がり' });
    assert.equal(comic.status, 200, JSON.stringify(comic.body));
    assert.match(comic.body.warning, /^The image model builtin-flat reads English only: it cannot read the setting and outfits, written in Japanese,/);
    assert.match(comic.body.warning, /DEFAULT_IMAGE_MODEL/);
    const english = await api('POST', '/api/comics', { title: 'Night market', character_ids: characterIds, setting: 'A night market after the rain' });
    assert.equal(english.body.warning, undefined, 'an English setting is read');
  });

  describe('with a language model as planner', () => {
    let openai: FakeOpenAI;
    let sideApi: SideApi;

    before(async () => {
      openai = await startFakeOpenAI({ apiKey: PLANNER_KEY, chatReply: answerLikeAModel() });
    });

    after(async () => {
      await sideApi?.close();
      await openai?.close();
    });

    it('plans Japanese captions from a Japanese story, told to write them in Japanese, without a warning', async () => {
      const env = { PLANNER_PROVIDER: 'openai', PLANNER_BASE_URL: openai.baseUrl, PLANNER_API_KEY: PLANNER_KEY, PLANNER_MODEL: 'gpt-4.1-mini' };
      const models = createModelRegistry(loadModelsConfig(env));
      sideApi = await startSideApi(stack, { imageModels: modelCatalogue(models) });
      await withSideWorker(stack, { models }, async () => {
        const started = await call(sideApi.baseUrl, 'POST', '/api/comics/generate', {
          key: user.key,
          body: { title: '夜市', story_prompt: JAPANESE_STORY, character_ids: characterIds, page_count: 3, style_preset: 'manga_bw' },
        });
        assert.equal(started.status, 200, JSON.stringify(started.body));
        assert.equal(started.body.warning, undefined, 'the language model reads the story');
        const comic = await settledComic(sideApi.baseUrl, user.key, started.body.id);
        assert.equal(comic.status, 'ready');
        assert.deepEqual(comic.captions, ['1. ミナとレックスは夜市へ行く。', '2. ちょうちんが落ちてくる。', '3. レックスが受け止める。']);
      });
      const [planning] = openai.requests.filter((request) => request.path === '/v1/chat/completions');
      const system = planning.json<{ messages: Array<{ role: string; content: string }> }>().messages.find((message) => message.role === 'system')!.content;
      assert.match(system, /Write every caption, narration and dialogue alike, in Japanese \(ja\), keeping the character names exactly as given/);
    });
  });
});
