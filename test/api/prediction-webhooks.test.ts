import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { loadModelsConfig } from '../../src/config/models';
import { createModelRegistry, modelCatalogue } from '../../src/models/registry';
import type { OperationDeps } from '../../src/operations/context';
import { receivePredictionWebhook } from '../../src/operations/predictions';
import { predictionWebhookVerifiers } from '../../src/predictions';
import { WORKFLOW_TYPES, workflowIds } from '../../src/temporal/contracts/names';
import { type FakeFal, startFakeFal } from '../fakes/fal';
import { type FakeReplicate, startFakeReplicate } from '../fakes/replicate';
import type { WebhookAttempt } from '../fakes/webhook-sender';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { type SideApi, type SideWorker, startSideApi, startSideWorker } from '../support/side-services';
import { getTestStack, pauseStackWorker, resumeStackWorker, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough that a prediction never ends by itself: a test ends it (or cancels it). */
const FOREVER_MS = 600_000;

/** Waits for a condition a run reaches in its own time (a test's assertions follow, never a timing). */
async function until<T>(what: string, read: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(50)) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    assert.ok(Date.now() < deadline, `timed out waiting for ${what}`);
  }
}

interface Forgery {
  what: string;
  body: string;
  headers: Record<string, string>;
}

interface ProviderUnderTest {
  name: 'replicate' | 'fal';
  model: string;
  start(): Promise<{ env: NodeJS.ProcessEnv; close(): Promise<void> }>;
  /** Ids of the provider's predictions, oldest first, and which still run. */
  predictions(): Array<{ id: string; running: boolean; canceled: boolean }>;
  setDuration(ms: number): void;
  finish(id: string): void;
  expireOutputs(on: boolean): void;
  /** Cancels a prediction the way a person would on the provider (its API), not through Likeness. */
  cancelOnProvider(id: string): Promise<void>;
  /** The next prediction creation answers 429 asking to wait `seconds`. */
  throttleNext(seconds: number): void;
  /** Webhooks claiming `id` succeeded with another image, each broken in one way. */
  forgeries(id: string): Forgery[];
  webhooks(): WebhookAttempt[];
  /** The output file of `id` was fetched from the provider. */
  outputCopied(id: string): boolean;
  words: { failed: RegExp; canceled: RegExp; expired: RegExp };
}

/** What both fakes let a test change while they run. */
function controls(fake: () => { durationMs: number; expireOutputs: boolean; finish(id: string): void }): Pick<ProviderUnderTest, 'setDuration' | 'finish' | 'expireOutputs'> {
  return {
    setDuration: (ms) => {
      fake().durationMs = ms;
    },
    finish: (id) => fake().finish(id),
    expireOutputs: (on) => {
      fake().expireOutputs = on;
    },
  };
}

const FAIL_PROMPT = /a crashing/;
const FORGED_IMAGE = 'https://forger.example/forged.png';
const TOKEN = 'r8_webhook_tests';
const FAL_KEY = 'fal-webhook-tests';

function replicateUnderTest(): ProviderUnderTest {
  let fake: FakeReplicate;
  const now = () => new Date();
  return {
    name: 'replicate',
    model: 'replicate:black-forest-labs/flux-kontext-pro',
    start: async () => {
      fake = await startFakeReplicate({ apiToken: TOKEN, fail: FAIL_PROMPT });
      return { env: { REPLICATE_API_TOKEN: TOKEN, REPLICATE_MODELS: 'black-forest-labs/flux-kontext-pro', REPLICATE_BASE_URL: fake.baseUrl }, close: () => fake.close() };
    },
    predictions: () => [...fake.predictions.values()].map((p) => ({ id: p.id, running: !['succeeded', 'failed', 'canceled'].includes(p.status), canceled: p.status === 'canceled' })),
    ...controls(() => fake),
    cancelOnProvider: async (id) => {
      const response = await fetch(`${fake.baseUrl}/predictions/${id}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(response.status, 200);
    },
    throttleNext: (seconds) => fake.throttleNext(1, seconds),
    forgeries: (id) => {
      const claimed = JSON.stringify({ id, status: 'succeeded', output: FORGED_IMAGE, error: null, input: {}, urls: { get: `${fake.baseUrl}/predictions/${id}`, cancel: `${fake.baseUrl}/predictions/${id}/cancel` } });
      const signed = (secret: string, at: Date, body = claimed) => {
        const messageId = `msg_${randomBytes(8).toString('hex')}`;
        return { 'webhook-id': messageId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(messageId, at, body) };
      };
      const genuine = signed(fake.secret, now());
      return [
        { what: 'unsigned', body: claimed, headers: {} },
        { what: 'signed with another secret', body: claimed, headers: signed(`whsec_${randomBytes(24).toString('base64')}`, now()) },
        { what: 'altered after signing', body: claimed.replace('succeeded', 'failed'), headers: genuine },
        { what: 'replayed with a new timestamp', body: claimed, headers: { ...genuine, 'webhook-timestamp': String(Number(genuine['webhook-timestamp']) + 120) } },
        { what: 'stale (signed 10 minutes ago)', body: claimed, headers: signed(fake.secret, new Date(Date.now() - 600_000)) },
      ];
    },
    webhooks: () => fake.webhooks,
    outputCopied: (id) => fake.requests.some((request) => request.method === 'GET' && request.path === `/v1/files/output/${id}.png`),
    words: { failed: /prediction \w+ failed: CUDA out of memory/, canceled: /prediction \w+ was canceled on Replicate/, expired: /the output of prediction \w+ expired before it was copied \(Replicate removes API outputs after an hour\)/ },
  };
}

function falUnderTest(): ProviderUnderTest {
  let fake: FakeFal;
  const seconds = () => Math.floor(Date.now() / 1000);
  return {
    name: 'fal',
    model: 'fal:fal-ai/flux-pro/kontext',
    start: async () => {
      fake = await startFakeFal({ apiKey: FAL_KEY, fail: FAIL_PROMPT });
      return { env: { FAL_KEY, FAL_MODELS: 'fal-ai/flux-pro/kontext', FAL_QUEUE_URL: fake.queueUrl, FAL_JWKS_URL: fake.jwksUrl }, close: () => fake.close() };
    },
    predictions: () => [...fake.queue.values()].map((entry) => ({ id: entry.id, running: entry.status !== 'COMPLETED', canceled: entry.cancelled })),
    ...controls(() => fake),
    cancelOnProvider: async (id) => {
      const entry = fake.queue.get(id)!;
      const [owner, app] = entry.model.split('/');
      const response = await fetch(`${fake.queueUrl}/${owner}/${app}/requests/${id}/cancel`, { method: 'PUT', headers: { authorization: `Key ${FAL_KEY}` } });
      assert.equal(response.status, 202);
    },
    throttleNext: (after) => fake.failNext(1, 429, { path: '/fal-ai/flux-pro/kontext', headers: { 'retry-after': String(after) }, body: { detail: 'Too many requests' } }),
    forgeries: (id) => {
      const claimed = JSON.stringify({ request_id: id, gateway_request_id: id, status: 'OK', payload: { images: [{ url: FORGED_IMAGE }] } });
      const { privateKey } = generateKeyPairSync('ed25519');
      const digest = createHash('sha256').update(claimed).digest('hex');
      const genuine = fake.signWebhook(id, claimed, seconds());
      return [
        { what: 'unsigned', body: claimed, headers: {} },
        {
          what: 'signed with a key fal does not publish',
          body: claimed,
          headers: { ...genuine, 'x-fal-webhook-signature': sign(null, Buffer.from(`${id}\n${fake.userId}\n${genuine['x-fal-webhook-timestamp']}\n${digest}`), privateKey).toString('hex') },
        },
        { what: 'altered after signing', body: claimed.replace('"OK"', '"ERROR"'), headers: genuine },
        { what: 'replayed with a new timestamp', body: claimed, headers: { ...genuine, 'x-fal-webhook-timestamp': String(seconds() + 60) } },
        { what: 'stale (signed 10 minutes ago)', body: claimed, headers: fake.signWebhook(id, claimed, seconds() - 600) },
        { what: 'signed for another request', body: claimed, headers: fake.signWebhook('00000000-0000-4000-8000-000000000000', claimed, seconds()) },
      ];
    },
    webhooks: () => fake.webhooks,
    outputCopied: (id) => fake.requests.some((request) => request.method === 'GET' && request.path === `/files/${id}.png`),
    words: { failed: /request [\w-]+ failed: Invalid status code: 500: CUDA out of memory/, canceled: /request [\w-]+ failed: Request was cancelled/, expired: /the output of request [\w-]+ expired before it was copied/ },
  };
}

describe('Predictions on Replicate and fal: signed webhooks only, failures refunded and said, given-up predictions cancelled', function () {
  this.timeout(120_000);
  let stack: TestStack;

  before(async () => {
    stack = await getTestStack();
  });

  for (const provider of [replicateUnderTest(), falUnderTest()]) {
    describe(provider.name, () => {
      let running: { close(): Promise<void> };
      let api: SideApi;
      let worker: SideWorker;
      let user: TestUser;
      let characterId: string;
      const credits = async () => (await call(api.baseUrl, 'GET', '/api/credits', { key: user.key })).body.credits as number;
      const scene = (prompt: string) => call(api.baseUrl, 'POST', '/api/generate', { key: user.key, body: { character_id: characterId, prompt, no_cache: true, max_retries: 1, min_score: 0 } });
      const newPrediction = (before: number) => until('the prediction to start', () => provider.predictions()[before]?.id);
      const webhookTo = (forgery: Forgery) => fetch(`${api.baseUrl}/webhooks/${provider.name}`, { method: 'POST', headers: { 'content-type': 'application/json', ...forgery.headers }, body: forgery.body });

      before(async () => {
        const started = await provider.start();
        running = started;
        // Webhooks overdue after a second are polled for: a prediction a test cancels on the provider is then seen ended.
        const env = { DEFAULT_IMAGE_MODEL: provider.model, PREDICTION_WEBHOOK_GRACE_MS: '1000', PREDICTION_POLL_INTERVAL_MS: '200', ...started.env };
        const catalogue = createModelRegistry(loadModelsConfig(env));
        api = await startSideApi(stack, { imageModels: modelCatalogue(catalogue), predictionWebhooks: predictionWebhookVerifiers(loadModelsConfig(env)) });
        await pauseStackWorker();
        worker = await startSideWorker(stack, { deps: { models: createModelRegistry(loadModelsConfig({ ...env, MODEL_WEBHOOK_BASE_URL: api.baseUrl })) } });
        user = await createTestUser(stack, { credits: 20 });
        characterId = (await createReadyCharacter(stack, user.id, 'Mia', 'a girl with curly red hair in a yellow raincoat')).id;
      });

      after(async () => {
        await api?.close();
        await worker?.stop();
        await resumeStackWorker();
        await running?.close();
      });

      it('refuses forged, altered, replayed and stale webhooks with 401 and changes nothing; the real one completes the scene', async () => {
        provider.setDuration(FOREVER_MS);
        const before = { credits: await credits(), predictions: provider.predictions().length };
        const pending = scene('Mia reads under a tree');
        const id = await newPrediction(before.predictions);
        const run = stack.env.client.workflow.getHandle(workflowIds.prediction(provider.name, id));
        await until('the prediction run to start', () => run.describe().then(() => true, () => undefined));
        for (const forgery of provider.forgeries(id)) {
          const response = await webhookTo(forgery);
          const body = (await response.json()) as { error: string };
          assert.equal(response.status, 401, `${forgery.what}: ${JSON.stringify(body)}`);
          assert.match(body.error, /webhook refused/, forgery.what);
        }
        const signals = (await run.fetchHistory()).events?.filter((event) => event.workflowExecutionSignaledEventAttributes) ?? [];
        assert.equal(signals.length, 0, 'no refused webhook reached the run');
        assert.deepEqual(provider.predictions().find((prediction) => prediction.id === id), { id, running: true, canceled: false });
        assert.equal(await credits(), before.credits - 1, 'the credit is still reserved, neither delivered nor refunded');

        provider.finish(id);
        const done = await pending;
        assert.equal(done.status, 200, JSON.stringify(done.body));
        assert.ok(provider.outputCopied(id), "the image is the provider's output, copied");
        const image = await fetch(done.body.image_url);
        assert.equal(image.status, 200);
        const real = await until('the webhook', () => provider.webhooks().find((attempt) => attempt.id === id && attempt.status === 200));

        const again = await webhookTo({ what: 'the same delivery again', body: real.body, headers: real.headers });
        assert.equal(again.status, 200);
        assert.deepEqual(await again.json(), { received: true, applied: false, detail: `prediction ${id} was settled before` });
        assert.equal(await credits(), before.credits - 1, 'one scene, paid once');
        provider.setDuration(50);
      });

      it('refunds a failed prediction and says why (502)', async () => {
        const before = await credits();
        const response = await scene('Mia in a crashing wave');
        assert.equal(response.status, 502, JSON.stringify(response.body));
        assert.match(response.body.error, provider.words.failed);
        assert.match(response.body.error, /Your credit was refunded\.$/);
        assert.equal(await credits(), before);
      });

      it('refunds a prediction cancelled on the provider, saying so', async () => {
        provider.setDuration(FOREVER_MS);
        const before = { credits: await credits(), predictions: provider.predictions().length };
        const pending = scene('Mia waits for a bus');
        await provider.cancelOnProvider(await newPrediction(before.predictions));
        const response = await pending;
        provider.setDuration(50);
        assert.equal(response.status, 502, JSON.stringify(response.body));
        assert.match(response.body.error, provider.words.canceled);
        assert.equal(await credits(), before.credits);
      });

      it('waits as long as a rate limit asks, then draws (one charge); a wait longer than a run waits is refunded and said', async () => {
        const before = { credits: await credits(), predictions: provider.predictions().length };
        provider.throttleNext(1);
        const drawn = await scene('Mia flies a kite');
        assert.equal(drawn.status, 200, JSON.stringify(drawn.body));
        assert.equal(provider.predictions().length, before.predictions + 1, 'one prediction after the wait');
        assert.equal(await credits(), before.credits - 1);

        provider.throttleNext(120);
        const refused = await scene('Mia flies another kite');
        assert.equal(refused.status, 502, JSON.stringify(refused.body));
        assert.match(refused.body.error, /HTTP 429 \(rate limit.*asked to wait 120 s before trying again, longer than a run waits/);
        assert.equal(await credits(), before.credits - 1, 'the second scene was refunded');
      });

      it('refunds an output that expired before it was copied, saying so', async () => {
        const before = await credits();
        provider.expireOutputs(true);
        const response = await scene('Mia paints a fence');
        provider.expireOutputs(false);
        assert.equal(response.status, 502, JSON.stringify(response.body));
        assert.match(response.body.error, provider.words.expired);
        assert.equal(await credits(), before);
      });

      it('cancels the prediction when its run gives up (the run cancelled), and refunds', async () => {
        provider.setDuration(FOREVER_MS);
        const before = { credits: await credits(), predictions: provider.predictions().length };
        const pending = scene('Mia sails a boat');
        const id = await newPrediction(before.predictions);
        const generation = await until('the run', async () => {
          for await (const execution of stack.env.client.workflow.list({ query: `WorkflowType = 'generateScene' AND ExecutionStatus = 'Running'` })) return execution.workflowId;
          return undefined;
        });
        await stack.env.client.workflow.getHandle(generation).cancel();
        const response = await pending;
        assert.equal(response.status, 503, JSON.stringify(response.body));
        await until('the prediction to be cancelled on the provider', () => provider.predictions().find((prediction) => prediction.id === id)?.canceled);
        provider.setDuration(50);
        assert.equal(await credits(), before.credits);
      });
    });
  }
});

describe('Prediction webhooks whose keys cannot be had', () => {
  it('answers 503 with Retry-After when fal\'s JWKS cannot be fetched (fal sends it again), 404 for a provider not configured', async () => {
    const stack = await getTestStack();
    const fal = await startFakeFal({ apiKey: FAL_KEY });
    const unreachable = loadModelsConfig({ FAL_KEY, FAL_MODELS: 'fal-ai/flux-pro/kontext', FAL_JWKS_URL: `${fal.queueUrl}/no-such-jwks.json`, MODEL_REQUEST_TIMEOUT_MS: '2000' });
    const api = await startSideApi(stack, { predictionWebhooks: predictionWebhookVerifiers(unreachable) });
    try {
      const body = JSON.stringify({ request_id: 'r-1', status: 'OK', payload: { images: [{ url: FORGED_IMAGE }] } });
      const headers = fal.signWebhook('r-1', body, Math.floor(Date.now() / 1000));
      const response = await fetch(`${api.baseUrl}/webhooks/fal`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      assert.equal(response.status, 503);
      assert.equal(response.headers.get('retry-after'), '30');
      assert.match(((await response.json()) as { error: string }).error, /The fal webhook cannot be verified now: fal's JWKS \(http:\/\/127\.0\.0\.1:\d+\/no-such-jwks\.json\) answered HTTP 401/);
      const replicate = await fetch(`${api.baseUrl}/webhooks/replicate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      assert.equal(replicate.status, 404);
    } finally {
      await api.close();
      await fal.close();
    }
  });
});

describe('A prediction webhook that overtakes the start of its run', () => {
  it('reaches a run that started between its first signal and the look that followed (applied, not "settled before")', async () => {
    const stack = await getTestStack();
    const fal = await startFakeFal({ apiKey: FAL_KEY });
    const requestId = randomBytes(8).toString('hex');
    const workflowId = workflowIds.prediction('fal', requestId);
    // The model call's start of the run, landing just after the webhook's signal found no run.
    const startTheRun = () => stack.env.client.workflow.start(WORKFLOW_TYPES.awaitPrediction, { taskQueue: `nobody-polls-${requestId}`, workflowId, args: [] });
    const real = stack.env.client.workflow.getHandle(workflowId);
    let signals = 0;
    const temporal = {
      workflow: {
        getHandle: () => ({
          describe: () => real.describe(),
          signal: async (...args: Parameters<typeof real.signal>) => {
            signals += 1;
            try {
              return await real.signal(...args);
            } finally {
              if (signals === 1) await startTheRun();
            }
          },
        }),
      },
    };
    try {
      const verifiers = predictionWebhookVerifiers(loadModelsConfig({ FAL_KEY, FAL_MODELS: 'fal-ai/flux-pro/kontext', FAL_JWKS_URL: fal.jwksUrl }));
      const body = JSON.stringify({ request_id: requestId, status: 'OK', payload: { images: [{ url: `${fal.queueUrl}/files/${requestId}.png` }] } });
      const headers = fal.signWebhook(requestId, body, Math.floor(Date.now() / 1000));
      const receipt = await receivePredictionWebhook({ predictionWebhooks: verifiers, temporal } as unknown as OperationDeps, 'fal', Buffer.from(body), headers);
      assert.deepEqual(receipt, { received: true, applied: true, detail: `prediction ${requestId} succeeded` });
      const delivered = (await real.fetchHistory()).events?.filter((event) => event.workflowExecutionSignaledEventAttributes) ?? [];
      assert.equal(delivered.length, 1, 'the run got the webhook\'s word');
    } finally {
      await real.terminate('test over').catch(() => undefined);
      await fal.close();
    }
  });
});
