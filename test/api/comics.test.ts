import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { ModelError } from '../../src/models/errors';
import type { ModelRegistry } from '../../src/models/registry';
import { creditOperation, workflowIds } from '../../src/temporal/contracts/names';
import { createReadyCharacter } from '../support/characters';
import { withModelFaults } from '../support/faulty-models';
import { call } from '../support/http';
import { getTestStack, pauseStackWorker, resumeStackWorker, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';
import { startSideWorker, type SideWorker } from '../support/side-services';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const REFUSE = 'Zorblatt';
const PLANNER_DOWN = 'Planner-outage';

/** The stack's models, with a planner that fails for marked titles (like a provider that is down). */
function withFailingPlanner(models: ModelRegistry): ModelRegistry {
  const planner = models.planner();
  return {
    ...models,
    planner: () => ({
      name: planner.name,
      plan: async (request) => {
        if (request.title.includes(PLANNER_DOWN)) throw new ModelError('planner provider answered 400: model not found', { provider: 'planner', retryable: false, status: 400 });
        return planner.plan(request);
      },
    }),
  };
}

describe('Comics API', () => {
  let stack: TestStack;
  let user: TestUser;
  let mia: string;
  let rex: string;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 40 });
    mia = (await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat and green boots')).id;
    rex = (await createReadyCharacter(stack, user.id, 'Rex', 'an orange fox with a blue scarf')).id;
  });

  const api = (method: string, path: string, options: { key?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    call(stack.baseUrl, method, path, { key: user.key, ...options });
  const credits = async (key = user.key) => (await call(stack.baseUrl, 'GET', '/api/credits', { key })).body.credits as number;
  const newShell = async (body: Record<string, unknown> = {}) => {
    const res = await api('POST', '/api/comics', {
      body: { title: 'Kite Day', character_ids: [mia, rex], setting: 'a windy beach', outfit_locks: [{ character_name: 'Mia', outfit: 'yellow raincoat, green boots' }], ...body },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };
  const addPanel = (comicId: string, body: Record<string, unknown>) => api('POST', `/api/comics/${comicId}/panels`, { body });
  const fetchFile = async (url: string) => (await fetch(url)).status;

  async function pollUntilSettled(comicId: string, onPoll: (body: any) => void = () => undefined): Promise<any> {
    const deadline = Date.now() + 50_000;
    for (;;) {
      const res = await api('GET', `/api/comics/${comicId}`);
      assert.equal(res.status, 200);
      onPoll(res.body);
      if (res.body.comic.status !== 'generating') return res.body;
      assert.ok(Date.now() < deadline, 'comic generation did not settle in time');
      await sleep(40);
    }
  }

  describe('CRUD', () => {
    it('creates an empty shell, lists it newest first with a cover, reads and deletes it', async () => {
      const older = await newShell({ title: 'Older' });
      const comic = await newShell({ style_preset: 'manga_bw', story_prompt: 'A kite escapes.' });
      assert.equal(comic.status, 'ready');
      assert.equal(comic.page_count, 0);
      assert.deepEqual(comic.character_ids, [mia, rex]);
      assert.equal(comic.style_preset, 'manga_bw');
      assert.match(comic.style_lock, /manga/i);
      assert.equal(comic.setting, 'a windy beach');
      assert.deepEqual(comic.outfit_locks, [{ character_name: 'Mia', outfit: 'yellow raincoat, green boots' }]);
      assert.equal(comic.setting_anchor_url, null);
      assert.equal(comic.setting_anchor_alt_text, null);
      assert.equal(comic.cover_image_url, null);
      assert.equal((await newShell({ title: 'Default style' })).style_preset, 'classic_american');

      const list = await api('GET', '/api/comics');
      const ids = list.body.comics.map((entry: any) => entry.id);
      assert.ok(ids.indexOf(comic.id) < ids.indexOf(older.id), 'newest first');

      const read = await api('GET', `/api/comics/${comic.id}`);
      assert.equal(read.status, 200);
      assert.deepEqual(read.body.pages, []);
      assert.equal(read.body.comic.id, comic.id);

      const other = await createTestUser(stack);
      assert.equal((await call(stack.baseUrl, 'GET', `/api/comics/${comic.id}`, { key: other.key })).status, 404);
      assert.equal((await call(stack.baseUrl, 'DELETE', `/api/comics/${comic.id}`, { key: other.key })).status, 404);
      assert.ok(!(await call(stack.baseUrl, 'GET', '/api/comics', { key: other.key })).body.comics.some((entry: any) => entry.id === comic.id));

      const deleted = await api('DELETE', `/api/comics/${comic.id}`);
      assert.deepEqual(deleted.body, { deleted: true, id: comic.id });
      assert.equal((await api('GET', `/api/comics/${comic.id}`)).status, 404);
      assert.equal((await api('GET', '/api/comics/not-a-uuid')).status, 404);
    });

    it('validates the shell: title, characters, style preset, story length, outfit locks', async () => {
      const stranger = await createTestUser(stack);
      const strangerCharacter = (await createReadyCharacter(stack, stranger.id, 'Zed', 'a tall robot', { references: false })).id;
      const cases: Array<[Record<string, unknown>, number, RegExp]> = [
        [{ title: '' }, 400, /title/],
        [{ title: 'x'.repeat(201) }, 400, /title/],
        [{ character_ids: [] }, 400, /character_ids/],
        [{ character_ids: [mia, rex, mia] }, 400, /distinct/],
        [{ character_ids: [mia, rex, crypto.randomUUID(), crypto.randomUUID()] }, 400, /character_ids/],
        [{ character_ids: [crypto.randomUUID()] }, 404, /Character not found/],
        [{ character_ids: [strangerCharacter] }, 404, /Character not found/],
        [{ style_preset: 'watercolor' }, 400, /style_preset/],
        [{ story_prompt: 'x'.repeat(2001) }, 400, /story_prompt/],
        [{ outfit_locks: [{ character_name: 'Bob', outfit: 'a cape' }] }, 400, /outfit_locks.character_name: "Bob" is not one of the comic's characters/],
        [{ outfit_locks: [{ character_name: 'Mia' }] }, 400, /outfit/],
      ];
      for (const [override, status, message] of cases) {
        const res = await api('POST', '/api/comics', { body: { title: 'T', character_ids: [mia], ...override } });
        assert.equal(res.status, status, `${JSON.stringify(override)} -> ${JSON.stringify(res.body)}`);
        assert.match(res.body.error, message);
      }
      assert.equal((await call(stack.baseUrl, 'POST', '/api/comics', { body: { title: 'T', character_ids: [mia] } })).status, 401);
    });
  });

  describe('panels', () => {
    it('inserts a panel (1 credit) whose prompt carries the locks, then regenerates the slot and deletes the old file', async () => {
      const comic = await newShell();
      const before = await credits();
      const first = await addPanel(comic.id, { page_number: 1, action: 'Mia runs after the kite', shot: 'medium', caption: 'Come back, kite!', caption_type: 'dialogue', speaker: 'mia' });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      const panel = first.body.panel;
      assert.equal(await credits(), before - 1);
      assert.equal(panel.page_number, 1);
      assert.equal(panel.shot, 'medium');
      assert.equal(panel.speaker, 'Mia');
      assert.equal(first.body.image_url, panel.image_url);
      assert.equal(await fetchFile(panel.image_url), 200);
      assert.ok(panel.scene_prompt.includes('Mia runs after the kite'));
      assert.ok(panel.scene_prompt.includes('Mia wears yellow raincoat, green boots'), 'the outfit lock goes in verbatim');
      assert.ok(panel.scene_prompt.includes('a windy beach'), 'the locked setting goes in');
      assert.ok(panel.scene_prompt.includes(comic.style_lock), 'the style lock goes in');
      assert.ok(!panel.scene_prompt.includes('Rex'), 'Rex is not in this panel');
      assert.equal(panel.bubbles.length, 1);
      assert.equal(panel.bubbles[0].type, 'speech');
      assert.equal(panel.bubbles[0].speaker_name, 'Mia');

      const again = await addPanel(comic.id, { page_number: 1, action: 'Mia and Rex wave', caption: 'The end.' });
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.equal(again.body.panel.id, panel.id, 'the slot keeps its panel');
      assert.notEqual(again.body.image_url, panel.image_url);
      assert.equal(again.body.panel.bubbles[0].type, 'narration');
      assert.equal(again.body.panel.shot, 'wide', 'shot defaults to wide');
      assert.equal(await fetchFile(panel.image_url), 404, 'the replaced image is deleted');
      const read = await api('GET', `/api/comics/${comic.id}`);
      assert.equal(read.body.pages.length, 1);
      assert.equal(read.body.comic.cover_image_url, again.body.image_url);
      assert.equal(await credits(), before - 2);

      const deleted = await api('DELETE', `/api/comics/${comic.id}`);
      assert.equal(deleted.status, 200);
      assert.equal(await fetchFile(again.body.image_url), 404, 'deleting the comic deletes its files');
    });

    it('validates panels: page_number, action, shot, caption words, speaker, continue_from', async () => {
      const comic = await newShell();
      const ok = await addPanel(comic.id, { page_number: 2, action: 'Rex sniffs the sand' });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      const before = await credits();
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ page_number: 0 }, /page_number/],
        [{ page_number: 13 }, /page_number/],
        [{ action: '' }, /action/],
        [{ action: 'x'.repeat(1001) }, /action/],
        [{ shot: 'aerial' }, /shot/],
        [{ caption: 'one two three four five six seven eight nine ten eleven' }, /at most 10 words/],
        [{ caption_type: 'shout' }, /caption_type/],
        [{ caption: 'Hi', caption_type: 'dialogue' }, /speaker is required/],
        [{ caption: 'Hi', caption_type: 'dialogue', speaker: 'Bob' }, /speaker: "Bob" is not one of the comic's characters/],
        [{ page_number: 3, continue_from: 3 }, /continue_from must be the page_number of an earlier panel/],
        [{ page_number: 3, continue_from: 5 }, /continue_from must be the page_number of an earlier panel/],
        [{ page_number: 3, continue_from: 1 }, /continue_from: the comic has no panel with an image at page 1/],
      ];
      for (const [override, message] of cases) {
        const res = await addPanel(comic.id, { page_number: 4, action: 'Rex digs', ...override });
        assert.equal(res.status, 400, `${JSON.stringify(override)} -> ${JSON.stringify(res.body)}`);
        assert.match(res.body.error, message);
      }
      assert.equal(await credits(), before, 'refused requests cost nothing');

      const continued = await addPanel(comic.id, { page_number: 3, action: 'Rex digs up a shell', continue_from: 2, caption: 'Found it!', caption_type: 'dialogue', speaker: 'Rex' });
      assert.equal(continued.status, 200, JSON.stringify(continued.body));
      const pages = (await api('GET', `/api/comics/${comic.id}`)).body.pages;
      assert.deepEqual(
        pages.map((page: any) => page.page_number),
        [2, 3],
      );
      assert.equal((await addPanel(crypto.randomUUID(), { page_number: 1, action: 'x' })).status, 404);
    });

    it('refuses a panel with 402 when the balance is short, and replays an Idempotency-Key without charging again', async () => {
      const poor = await createTestUser(stack, { credits: 0 });
      const character = (await createReadyCharacter(stack, poor.id, 'Ana', 'a woman with a green hat')).id;
      const shell = await call(stack.baseUrl, 'POST', '/api/comics', { key: poor.key, body: { title: 'Broke', character_ids: [character] } });
      const refused = await call(stack.baseUrl, 'POST', `/api/comics/${shell.body.id}/panels`, { key: poor.key, body: { page_number: 1, action: 'Ana waves' } });
      assert.equal(refused.status, 402);
      assert.deepEqual([refused.body.credits, refused.body.required], [0, 1]);

      const comic = await newShell();
      const before = await credits();
      const headers = { 'Idempotency-Key': crypto.randomUUID() };
      const body = { page_number: 1, action: 'Mia flies the kite' };
      const first = await api('POST', `/api/comics/${comic.id}/panels`, { body, headers });
      const replay = await api('POST', `/api/comics/${comic.id}/panels`, { body, headers });
      assert.equal(replay.status, 200);
      assert.equal(replay.body.image_url, first.body.image_url);
      assert.equal(await credits(), before - 1);
      assert.equal((await api('POST', `/api/comics/${comic.id}/panels`, { body: { ...body, action: 'other' }, headers })).status, 409);
    });

    it('renders pages for client-side compositing, and serves composited PNG pages and the PDF', async () => {
      const comic = await newShell({ style_preset: 'european_tintin' });
      await addPanel(comic.id, { page_number: 1, action: 'Mia and Rex look at the sky', caption: 'It was a windy morning.' });
      await addPanel(comic.id, { page_number: 2, action: 'Mia points at the kite', caption: 'There it goes!', caption_type: 'dialogue', speaker: 'Mia', shot: 'two_shot' });

      const all = await api('POST', `/api/comics/${comic.id}/render`);
      assert.equal(all.status, 200, JSON.stringify(all.body));
      assert.deepEqual(
        all.body.pages.map((page: any) => page.page_number),
        [1, 2],
      );
      const one = await api('POST', `/api/comics/${comic.id}/render`, { body: { page_number: 2 } });
      assert.deepEqual(
        one.body.pages.map((page: any) => page.page_number),
        [2],
      );
      assert.equal((await api('POST', `/api/comics/${comic.id}/render`, { body: { page_number: 7 } })).status, 404);

      const page = one.body.pages[0];
      assert.equal(page.page_url, `${stack.baseUrl}/api/comics/${comic.id}/pages/2.png`);
      const composited = await fetch(page.page_url, { headers: { Authorization: `Bearer ${user.key}` } });
      assert.equal(composited.status, 200);
      assert.equal(composited.headers.get('content-type'), 'image/png');
      const drawn = await sharp(Buffer.from(await composited.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
      const raw = await sharp(Buffer.from(await (await fetch(page.image_url)).arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
      assert.equal(drawn.info.width, raw.info.width);
      const balloon = page.bubbles[0];
      const at = (Math.round((balloon.anchor.y / 100) * drawn.info.height) * drawn.info.width + Math.round((balloon.anchor.x / 100) * drawn.info.width)) * drawn.info.channels;
      const box = balloon.box;
      let changed = 0;
      for (let y = Math.ceil((box.y / 100) * drawn.info.height); y < ((box.y + box.height) / 100) * drawn.info.height; y += 4) {
        for (let x = Math.ceil((box.x / 100) * drawn.info.width); x < ((box.x + box.width) / 100) * drawn.info.width; x += 4) {
          const index = (y * drawn.info.width + x) * drawn.info.channels;
          if (Math.abs(drawn.data[index] - raw.data[index]) + Math.abs(drawn.data[index + 1] - raw.data[index + 1]) > 30) changed += 1;
        }
      }
      assert.ok(changed > 50, `the balloon is drawn over the panel (${changed} sampled pixels changed)`);
      assert.ok(drawn.data[at] > 200 || drawn.data[at] < 60, 'the balloon centre is white paper or black lettering');
      assert.equal((await call(stack.baseUrl, 'GET', `/api/comics/${comic.id}/pages/2.png`)).status, 401);
      assert.equal((await api('GET', `/api/comics/${comic.id}/pages/5.png`)).status, 404);
      assert.equal((await api('GET', `/api/comics/${comic.id}/pages/13.png`)).status, 404);

      const pdf = await fetch(`${stack.baseUrl}/api/comics/${comic.id}.pdf?layout=panels`, { headers: { Authorization: `Bearer ${user.key}` } });
      assert.equal(pdf.status, 200);
      assert.equal(pdf.headers.get('content-type'), 'application/pdf');
      const bytes = Buffer.from(await pdf.arrayBuffer());
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
      assert.equal(bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length, 2);
      assert.equal((await api('GET', `/api/comics/${(await newShell()).id}.pdf`)).status, 404, 'a comic without images has no PDF');
      assert.equal((await call(stack.baseUrl, 'GET', `/api/comics/${comic.id}.pdf`)).status, 401);
    });
  });

  describe('POST /api/comics/generate', () => {
    let worker: SideWorker | undefined;

    before(async () => {
      await pauseStackWorker();
      const models = withFailingPlanner(withModelFaults(stack.deps.models, { refusePromptsContaining: REFUSE, renderDelayMs: 300 }));
      worker = await startSideWorker(stack, { deps: { models } });
    });

    after(async () => {
      await worker?.stop();
      await resumeStackWorker();
    });

    it('validates the request and refuses with 402 when the balance is short of page_count', async () => {
      const cases: Array<[Record<string, unknown>, number, RegExp]> = [
        [{ story_prompt: '' }, 400, /story_prompt/],
        [{ story_prompt: undefined }, 400, /story_prompt/],
        [{ story_prompt: 'x'.repeat(2001) }, 400, /story_prompt/],
        [{ page_count: 2 }, 400, /page_count/],
        [{ page_count: 9 }, 400, /page_count/],
        [{ style_preset: 'noir' }, 400, /style_preset/],
        [{ title: undefined }, 400, /title/],
        [{ character_ids: [crypto.randomUUID()] }, 404, /Character not found/],
      ];
      for (const [override, status, message] of cases) {
        const res = await api('POST', '/api/comics/generate', { body: { title: 'T', story_prompt: 'Mia flies a kite.', character_ids: [mia], ...override } });
        assert.equal(res.status, status, `${JSON.stringify(override)} -> ${JSON.stringify(res.body)}`);
        assert.match(res.body.error, message);
      }
      const poor = await createTestUser(stack, { credits: 4 });
      const character = (await createReadyCharacter(stack, poor.id, 'Ana', 'a woman with a green hat')).id;
      const refused = await call(stack.baseUrl, 'POST', '/api/comics/generate', { key: poor.key, body: { title: 'T', story_prompt: 'Ana sails.', character_ids: [character] } });
      assert.equal(refused.status, 402);
      assert.deepEqual([refused.body.credits, refused.body.required], [4, 5]);
      assert.deepEqual((await call(stack.baseUrl, 'GET', '/api/comics', { key: poor.key })).body.comics, [], 'nothing was created');
    });

    it('returns at once, shows the plan, then panels one by one until ready; panels and render give 409 meanwhile', async () => {
      const before = await credits();
      const started = Date.now();
      const res = await api('POST', '/api/comics/generate', {
        body: {
          title: 'The Lost Kite',
          story_prompt: 'Mia and Rex fly a kite at the beach. The wind snaps the string. They chase it along the shore. Rex finds it in the dunes and they cheer.',
          character_ids: [mia, rex],
          page_count: 5,
          style_preset: 'newspaper_sunday',
        },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.ok(Date.now() - started < 3000, 'returns before the panels are rendered');
      assert.deepEqual(Object.keys(res.body).sort(), ['id', 'page_count', 'status']);
      assert.equal(res.body.status, 'generating');
      assert.equal(res.body.page_count, 5);
      const comicId = res.body.id;

      assert.equal((await addPanel(comicId, { page_number: 6, action: 'Mia waves' })).status, 409);
      assert.equal((await api('POST', `/api/comics/${comicId}/render`)).status, 409);

      const imageCounts = new Set<number>();
      let sawPlanWithoutImages = false;
      const done = await pollUntilSettled(comicId, (body) => {
        const withImages = body.pages.filter((page: any) => page.image_url).length;
        imageCounts.add(withImages);
        if (body.pages.length === 5 && withImages === 0) sawPlanWithoutImages = true;
      });
      assert.ok(sawPlanWithoutImages, 'the plan (captions, no images yet) was visible while generating');
      assert.ok([...imageCounts].some((count) => count > 0 && count < 5), `panels appeared one by one (saw counts ${[...imageCounts].join(', ')})`);

      assert.equal(done.comic.status, 'ready');
      assert.equal(done.comic.page_count, 5);
      assert.ok(done.comic.setting.length > 0);
      assert.deepEqual(
        done.comic.outfit_locks.map((lock: any) => lock.character_name).sort(),
        ['Mia', 'Rex'],
      );
      assert.ok(done.comic.setting_anchor_url, 'the establishing shot is stored');
      assert.equal(done.comic.setting_anchor_alt_text, `Establishing shot of the setting: ${done.comic.setting.replace(/[^.!?]$/, '$&.')}`);
      assert.equal(await fetchFile(done.comic.setting_anchor_url), 200);
      assert.equal(done.comic.cover_image_url, done.pages[0].image_url);
      assert.deepEqual(
        done.pages.map((page: any) => page.page_number),
        [1, 2, 3, 4, 5],
      );
      for (const page of done.pages) {
        assert.ok(page.image_url && page.caption && page.bubbles.length >= 1, JSON.stringify(page));
        for (const lock of done.comic.outfit_locks) {
          if (page.scene_prompt.includes(`${lock.character_name} wears`)) assert.ok(page.scene_prompt.includes(lock.outfit));
        }
      }
      assert.equal(await credits(), before - 5, 'one credit per panel; the setting anchor and the plan are free');
      assert.equal(await stack.services.ledger.netCharged(creditOperation.fromWorkflowId(workflowIds.comicGenerate(comicId))), 5);
      const progress = await stack.env.client.workflow.getHandle(workflowIds.comicGenerate(comicId)).query<{ status: string; rendered: number }>('progress');
      assert.deepEqual([progress.status, progress.rendered], ['ready', 5]);
    });

    it('refunds a panel the model refuses and still finishes ready with the others', async () => {
      const before = await credits();
      const res = await api('POST', '/api/comics/generate', {
        body: {
          title: 'Refusals',
          story_prompt: `Mia walks in the park. Mia meets ${REFUSE} by the pond. Mia waves goodbye.`,
          character_ids: [mia],
          page_count: 3,
        },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const done = await pollUntilSettled(res.body.id);
      assert.equal(done.comic.status, 'ready');
      const failed = done.pages.filter((page: any) => !page.image_url);
      assert.equal(failed.length, 1, JSON.stringify(done.pages.map((page: any) => page.action)));
      assert.ok(failed[0].action.includes(REFUSE));
      assert.match(failed[0].error, /refunded/);
      assert.equal(failed[0].error_status, 422, 'a content-policy refusal is the panel\'s 422');
      assert.equal(done.pages.filter((page: any) => page.image_url).length, 2);
      assert.equal(await credits(), before - 2, 'charged 3, refunded the refused panel');
      assert.deepEqual(await stack.services.ledger.reconcile(), []);
    });

    it('marks the comic failed and charges nothing when planning fails', async () => {
      const before = await credits();
      const res = await api('POST', '/api/comics/generate', { body: { title: `${PLANNER_DOWN} comic`, story_prompt: 'Mia flies a kite.', character_ids: [mia] } });
      assert.equal(res.status, 200);
      const done = await pollUntilSettled(res.body.id);
      assert.equal(done.comic.status, 'failed');
      assert.match(done.comic.error, /Planning the story failed/);
      assert.deepEqual(done.pages, []);
      assert.equal(await credits(), before);
      assert.ok((await stack.services.ledger.netCharged(creditOperation.fromWorkflowId(workflowIds.comicGenerate(res.body.id)))) === 0, 'no charge');
    });
  });
});
