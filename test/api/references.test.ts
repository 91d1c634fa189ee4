import assert from 'node:assert/strict';
import sharp from 'sharp';
import { loadModelsConfig } from '../../src/config/models';
import { DEFAULTS } from '../../src/config/pricing';
import { createModelRegistry, type ModelRegistry } from '../../src/models/registry';
import { progressQuery } from '../../src/workflows/progress';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai';
import { call } from '../support/http';
import { getTestStack, pauseStackWorker, resumeStackWorker, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';
import { startSideWorker, type SideWorker } from '../support/side-services';

interface Reference {
  id: string;
  character_id: string;
  label: string;
  image_url: string;
  alt_text: string;
  created_at: string;
}

const WORKER_SWAP_PAUSE_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const labelsOf = (references: Reference[]) => references.map((reference) => reference.label).sort();

describe('reference sheets over HTTP', () => {
  let stack: TestStack;
  let user: TestUser;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack);
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, options);

  async function newDraft(name = 'Mia', description = 'A cheerful girl with red pigtails, a yellow raincoat and green boots'): Promise<string> {
    const form = new FormData();
    form.append('name', name);
    form.append('description', description);
    const response = await fetch(`${stack.baseUrl}/api/characters`, { method: 'POST', headers: { Authorization: `Bearer ${user.key}` }, body: form });
    const body = (await response.json()) as { id: string };
    assert.equal(response.status, 201, JSON.stringify(body));
    return body.id;
  }

  const generate = (id: string, body: unknown = {}) => api('POST', `/api/characters/${id}/references`, { key: user.key, body });
  const download = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('draws the eight default views and moods as PNGs and lists them on the character', async function () {
    this.timeout(120_000);
    const id = await newDraft();
    const res = await generate(id);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.generated, 8);
    assert.deepEqual(res.body.failures, []);
    assert.deepEqual(labelsOf(res.body.references), [...DEFAULTS.referenceLabels].sort());
    const digests = new Set<string>();
    for (const reference of res.body.references as Reference[]) {
      assert.equal(reference.character_id, id);
      const view = { front: 'front view', three_quarter: 'three-quarter view', side: 'side view', back: 'seen from behind' }[reference.label] ?? `${reference.label} expression`;
      assert.equal(reference.alt_text, `Mia, ${view}: A cheerful girl with red pigtails, a yellow raincoat and green boots.`);
      const file = await download(reference.image_url);
      assert.equal(file.status, 200);
      const meta = await sharp(file.bytes).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['png', 1024, 1024]);
      digests.add(file.bytes.toString('base64'));
    }
    assert.equal(digests.size, 8, 'every label is a different drawing');

    const character = await api('GET', `/api/characters/${id}`, { key: user.key });
    assert.deepEqual(labelsOf(character.body.references), labelsOf(res.body.references));

    const runs = [];
    for await (const run of stack.env.client.workflow.list({ query: `WorkflowType = 'generateReferences' AND LikenessCharacterId = '${id}'` })) runs.push(run);
    assert.equal(runs.length, 1, 'the run is findable by its character');
    const progress = await stack.env.client.workflow.getHandle(runs[0].workflowId).query(progressQuery);
    assert.deepEqual(progress, { status: 'completed', total: 8, rendered: 8, failed: 0 });
  });

  it('a label drawn again replaces its image (the old file is deleted); new labels are added', async () => {
    const id = await newDraft('Tom', 'A tall man with a grey beard in a blue coat');
    const first = await generate(id, { labels: ['front', 'side'] });
    const oldFront = (first.body.references as Reference[]).find((reference) => reference.label === 'front')!;
    const again = await generate(id, { labels: ['front', 'waving'], model: 'builtin-painterly' });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.generated, 2);
    assert.deepEqual(labelsOf(again.body.references), ['front', 'side', 'waving']);
    const newFront = (again.body.references as Reference[]).find((reference) => reference.label === 'front')!;
    assert.notEqual(newFront.image_url, oldFront.image_url);
    assert.equal((await download(oldFront.image_url)).status, 404);
    assert.equal((await download(newFront.image_url)).status, 200);
  });

  it('answers 400 for invalid labels and for an unknown model (listing the valid ones)', async () => {
    const id = await newDraft();
    const cases: Array<[unknown, RegExp]> = [
      [{ labels: [] }, /labels: must hold at least 1 label/],
      [{ labels: Array.from({ length: 13 }, (_, index) => `pose ${index}`) }, /labels: must hold at most 12 labels/],
      [{ labels: ['front', 'front'] }, /labels: must not repeat a label/],
      [{ labels: ['  '] }, /labels\.0: must not be empty/],
      [{ labels: ['x'.repeat(41)] }, /labels\.0: must be at most 40 characters/],
      [{ labels: 'front' }, /labels/],
      [{ model: 'dall-e-9' }, /Unknown model "dall-e-9"\. Valid models: builtin-flat, builtin-painterly/],
    ];
    for (const [body, message] of cases) {
      const res = await generate(id, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(res.body.error, message);
    }
    assert.deepEqual((await api('GET', `/api/characters/${id}`, { key: user.key })).body.references, []);
  });

  describe('with an OpenAI-compatible image provider that fails on demand', () => {
    let fake: FakeOpenAI;
    let worker: SideWorker;

    /** The stack's models, except that every image model is the OpenAI-compatible adapter talking to the fake. */
    function modelsThroughFake(): ModelRegistry {
      const external = createModelRegistry({
        ...loadModelsConfig({}),
        openaiImages: { name: 'fake-openai', baseUrl: fake.baseUrl, model: 'gpt-image-1', sizes: [] },
      });
      return { ...stack.deps.models, image: () => external.image('fake-openai') };
    }

    // This block's worker (with the fake provider) stands in for the shared one. The pauses let the API see
    // the new worker's polls as coming after the old worker's shutdown (its admission check looks for that).
    before(async () => {
      fake = await startFakeOpenAI();
      await pauseStackWorker();
      await sleep(WORKER_SWAP_PAUSE_MS);
      worker = await startSideWorker(stack, { deps: { models: modelsThroughFake() } });
    });

    after(async () => {
      await worker.stop();
      await sleep(WORKER_SWAP_PAUSE_MS);
      await resumeStackWorker();
      await fake.close();
    });

    it('reports a label the provider refuses (not retried) and records the others', async () => {
      const id = await newDraft();
      const labels = ['front', 'side', 'happy', 'sad'];
      const sent = fake.requests.length;
      fake.failNext(1, 400, { path: '/v1/images', body: { error: { message: 'Your request was rejected by the safety system' } } });
      const res = await generate(id, { labels });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.generated, 3);
      assert.equal(res.body.failures.length, 1);
      const [failure] = res.body.failures;
      assert.ok(labels.includes(failure.label));
      assert.match(failure.error, /rejected by the safety system/);
      assert.deepEqual(labelsOf(res.body.references), labels.filter((label) => label !== failure.label).sort());
      assert.equal(fake.requests.length - sent, 4, 'the refused label was asked once, not retried');
    });

    it('retries a label whose provider is briefly unavailable (503) and then draws it', async () => {
      const id = await newDraft();
      const sent = fake.requests.length;
      fake.failNext(2, 503, { path: '/v1/images' });
      const res = await generate(id, { labels: ['front', 'back'] });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.generated, 2);
      assert.deepEqual(res.body.failures, []);
      assert.equal(fake.requests.length - sent, 4, 'two failed requests and two successful retries');
    });

    it('answers 502 naming each label when no label could be drawn, and records nothing', async () => {
      const id = await newDraft();
      fake.failNext(2, 400, { path: '/v1/images' });
      const res = await generate(id, { labels: ['front', 'back'] });
      assert.equal(res.status, 502, JSON.stringify(res.body));
      assert.match(res.body.error, /No reference image could be made \(.*front: .*back: |No reference image could be made \(.*back: .*front: /);
      assert.deepEqual((await api('GET', `/api/characters/${id}`, { key: user.key })).body.references, []);
    });
  });
});
