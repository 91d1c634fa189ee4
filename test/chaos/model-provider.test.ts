import assert from 'node:assert/strict';
import type { FakeOpenAI } from '../fakes/openai';
import { modelCatalogue } from '../../src/models/registry';
import { generateScene, newCaller } from '../support/callers';
import { assertLedgerExact, assertNoImageLost } from '../support/integrity';
import { startFakeProviderWorker, startSideApi, type FakeProviderWorker, type SideApi } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';

const MODEL = 'openai:gpt-image-1';
const IMAGES_PATH = '/v1/images';
/** MODEL_REQUEST_TIMEOUT_MS for the test: a hung provider request fails (retryably) after a second. */
const REQUEST_TIMEOUT_MS = 1000;

function imageRequests(fake: FakeOpenAI): number {
  return fake.requests.filter((request) => request.path.startsWith(IMAGES_PATH)).length;
}

describe('Chaos: an external image provider fails (OpenAI-compatible protocol fake over HTTP)', function () {
  this.timeout(90_000);
  let stack: TestStack;
  let fake: FakeOpenAI;
  let provider: FakeProviderWorker;
  let api: SideApi;

  before(async () => {
    stack = await getTestStack();
    provider = await startFakeProviderWorker(stack, REQUEST_TIMEOUT_MS, (baseUrl) => ({ openaiImages: { name: MODEL, baseUrl, model: 'gpt-image-1', sizes: [] } }));
    fake = provider.fake;
    const { models } = provider;
    api = await startSideApi(stack, { imageModels: modelCatalogue(models) });
  });

  after(async () => {
    await api.close();
    await provider.stop();
  });

  it('retries a 500, a 429 and a request that hangs past the timeout, then delivers one image for one credit', async () => {
    const caller = await newCaller(stack, 'Bolt');
    fake.failNext(1, 500, { path: IMAGES_PATH });
    fake.failNext(1, 429, { path: IMAGES_PATH, body: { error: { message: 'Rate limit reached' } } });
    fake.hangNext(1, { path: IMAGES_PATH });
    const before = imageRequests(fake);

    const res = await generateScene(api.baseUrl, caller, 'Bolt flies a kite on a windy hill', { model: MODEL, max_retries: 3 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    // Three failed calls exhaust the render activity's three tries; the next attempt succeeds.
    assert.equal(imageRequests(fake) - before, 4);
    await assertNoImageLost(stack, caller.user, [res.body.image_url]);
    await assertLedgerExact(stack, caller.user, caller.credits, 1);
  });

  for (const rejection of [
    { kind: 'a 400', message: "Invalid value: '7x7'. Supported values are: '1024x1024', '1024x1536', '1536x1024', and 'auto'.", status: 502 },
    { kind: 'a content-policy 400', message: 'Your request was rejected by the safety system', status: 422 },
  ]) {
    it(`fails fast on ${rejection.kind}: one provider request, ${rejection.status} with the reason, credit refunded`, async () => {
      const caller = await newCaller(stack, 'Gear');
      fake.failNext(1, 400, { path: IMAGES_PATH, body: { error: { message: rejection.message } } });
      const before = imageRequests(fake);

      const started = Date.now();
      const res = await generateScene(api.baseUrl, caller, 'Gear juggles torches', { model: MODEL, max_retries: 3 });
      assert.equal(res.status, rejection.status, JSON.stringify(res.body));
      assert.ok(res.body.error.includes(rejection.message), res.body.error);
      assert.match(res.body.error, /refunded/);
      assert.equal(imageRequests(fake) - before, 1, 'a rejected request is not retried');
      assert.ok(Date.now() - started < 5000, 'a rejection fails fast');
      await assertNoImageLost(stack, caller.user, []);
      await assertLedgerExact(stack, caller.user, caller.credits, 0);
      const rows: unknown[] = await stack.dataSource.query('SELECT id FROM generated_images WHERE user_id = $1', [caller.user.id]);
      assert.equal(rows.length, 0);
    });
  }

  it('waits as long as a 429 asks before the next call, and does not hold the run for a wait longer than a minute', async () => {
    const caller = await newCaller(stack, 'Dot');
    fake.rateLimitNext(1, 2);
    const before = imageRequests(fake);
    const started = Date.now();
    const res = await generateScene(api.baseUrl, caller, 'Dot paints a fence', { model: MODEL, max_retries: 1 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(imageRequests(fake) - before, 2);
    assert.ok(Date.now() - started >= 2000, 'the second call came after the 2 s the provider asked for');
    await assertLedgerExact(stack, caller.user, caller.credits, 1);

    const late = await newCaller(stack, 'Zed');
    fake.rateLimitNext(3, 3600);
    const limited = await generateScene(api.baseUrl, late, 'Zed waters a plant', { model: MODEL, max_retries: 1 });
    assert.equal(limited.status, 502, JSON.stringify(limited.body));
    assert.match(limited.body.error, /asked to wait 3600 s before trying again, longer than a run waits/);
    assert.match(limited.body.error, /refunded/);
    fake.clearFaults();
    await assertNoImageLost(stack, late.user, []);
    await assertLedgerExact(stack, late.user, late.credits, 0);
  });
});
