import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { loadModelsConfig, type PredictionInputs } from '../../../src/config/models';
import { createFalImageModel } from '../../../src/models/providers/fal';
import { predictionInput } from '../../../src/models/providers/prediction-inputs';
import { createReplicateImageModel } from '../../../src/models/providers/replicate';
import { createModelRegistry } from '../../../src/models/registry';
import { startFakeFal, type FakeFal } from '../../fakes/fal';
import { startFakeReplicate, type FakeReplicate } from '../../fakes/replicate';
import { solidPng } from '../../fakes/images';
import { character, rejectsWithModelError, renderRequest } from './support';

const TIMING = { webhookGraceMs: 30_000, pollIntervalMs: 20, timeoutMs: 10_000, heartbeatEveryMs: 4_000, adoptWindowMs: 60_000 };

describe('Replicate and fal image models (render in one call: create, poll, copy), against their strict fakes', () => {
  let replicate: FakeReplicate;
  let fal: FakeFal;
  const replicateModel = (model = 'black-forest-labs/flux-kontext-pro', inputs?: PredictionInputs, apiToken = 'r8_test') =>
    createReplicateImageModel({ baseUrl: replicate.baseUrl, apiToken, model, inputs, timing: TIMING, timeoutMs: 2_000 });
  const falModel = (model = 'fal-ai/flux-pro/kontext', inputs?: PredictionInputs) => createFalImageModel({ queueUrl: fal.queueUrl, apiKey: 'fal-test', model, inputs, timing: TIMING, timeoutMs: 2_000 });

  beforeEach(async () => {
    replicate = await startFakeReplicate({ apiToken: 'r8_test', refuse: /forbidden/, durationMs: 30 });
    fal = await startFakeFal({ apiKey: 'fal-test', refuse: /forbidden/, durationMs: 30 });
  });
  afterEach(async () => {
    await replicate.close();
    await fal.close();
  });

  it("feeds FLUX.1 Kontext [pro] on Replicate as its schema asks: the references side by side in input_image, the ratio, a PNG, its safety tolerance", async () => {
    const request = await renderRequest({ characters: [await character('Mia'), await character('Leo')], width: 1024, height: 576 });
    const result = await replicateModel().render(request);
    const created = replicate.requests.find((sent) => sent.method === 'POST')!;
    assert.equal(created.path, '/v1/models/black-forest-labs/flux-kontext-pro/predictions');
    const { input, webhook } = created.json();
    assert.equal(webhook, undefined, 'no public URL: polled');
    assert.deepEqual(Object.keys(input).sort(), ['aspect_ratio', 'input_image', 'output_format', 'prompt', 'safety_tolerance', 'seed']);
    assert.deepEqual([input.aspect_ratio, input.output_format, input.safety_tolerance, input.seed], ['16:9', 'png', 2, 42]);
    assert.match(input.prompt, /The reference image shows, left to right: 1\) Mia: character reference.*2\) Leo: character reference/);
    const stitched = await sharp(Buffer.from(input.input_image.split(',')[1], 'base64')).metadata();
    assert.deepEqual([stitched.format, stitched.width, stitched.height], ['jpeg', 1024, 512], 'two references of 512 side by side');
    const meta = await sharp(result.png).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 1024, 576]);
  });

  it('runs a version id through POST /predictions, and a face model with its face input and pixel size', async () => {
    await replicateModel('zsxkib/flux-pulid:32235af21106089aad447a5afda017a7766f46ee09350243774091f115336d7f').render(await renderRequest({ width: 2048, height: 1000 }));
    const created = replicate.requests.find((sent) => sent.method === 'POST')!;
    assert.equal(created.path, '/v1/predictions');
    const body = created.json();
    assert.equal(body.version, '32235af21106089aad447a5afda017a7766f46ee09350243774091f115336d7f');
    assert.deepEqual([body.input.width, body.input.height, typeof body.input.main_face_image], [1536, 1000, 'string'], 'within the schema\'s 256-1536');
  });

  it('refuses, before sending, a picture without an image for a model that needs one', async () => {
    await rejectsWithModelError(replicateModel('zsxkib/flux-pulid').render(await renderRequest({ characters: [] })), { retryable: false, message: /needs a reference image \(main_face_image\)/ });
    assert.equal(replicate.requests.length, 0);
  });

  it("says Replicate's problems in words: a wrong token (401), an input its model lacks (422 naming it), a refusal", async () => {
    await rejectsWithModelError(replicateModel(undefined, undefined, 'r8_wrong').render(await renderRequest()), {
      retryable: false,
      status: 401,
      message: /replicate:black-forest-labs\/flux-kontext-pro answered HTTP 401 \(the API token is missing, wrong or revoked\): Unauthenticated: You did not pass a valid authentication token/,
    });
    const wrongInputs: PredictionInputs = { prompt: 'prompt', images: 'image_prompt' };
    await rejectsWithModelError(replicateModel(undefined, wrongInputs).render(await renderRequest()), {
      retryable: false,
      status: 422,
      message: /HTTP 422: Input validation failed: - input\.image_prompt: Additional property image_prompt is not allowed/,
    });
    const refused = await rejectsWithModelError(replicateModel().render(await renderRequest({ prompt: 'a forbidden banner' })), { retryable: false, message: /refused the request under its content policy: .*flagged as sensitive/ });
    assert.equal(refused.refused, true);
  });

  it('asks fal for Kontext with its image as image_url and reads the result through the submit answer\'s URLs', async () => {
    const result = await falModel().render(await renderRequest());
    const submitted = fal.requests.find((sent) => sent.method === 'POST')!;
    assert.equal(submitted.path, '/fal-ai/flux-pro/kontext');
    assert.equal(submitted.headers.authorization, 'Key fal-test');
    const input = submitted.json();
    assert.deepEqual(Object.keys(input).sort(), ['aspect_ratio', 'image_url', 'num_images', 'output_format', 'prompt', 'seed']);
    assert.deepEqual(
      fal.requests.filter((sent) => sent.method === 'GET').map((sent) => sent.path.replace(/[0-9a-f-]{36}/, 'ID')).filter((path, index, all) => all.indexOf(path) === index),
      ['/fal-ai/flux-pro/requests/ID/status', '/fal-ai/flux-pro/requests/ID', '/files/ID.png'],
      'status and result URLs name only the owner and the app',
    );
    assert.equal((await sharp(result.png).metadata()).format, 'png');
  });

  it("says fal's answers in words: an input its model lacks (422 naming it), a refusal", async () => {
    await rejectsWithModelError(falModel(undefined, { prompt: 'prompt', images: 'image_url', imagesAs: 'one', seed: 'random_seed' }).render(await renderRequest()), {
      retryable: false,
      status: 422,
      message: /HTTP 422: body\.random_seed: Additional property random_seed is not allowed/,
    });
    const refused = await rejectsWithModelError(falModel().render(await renderRequest({ prompt: 'a forbidden banner' })), { retryable: false, message: /refused the request under its content policy: .*flagged by a content checker/ });
    assert.equal(refused.refused, true);
  });

  it('builds inputs from a mapping: a list up to its limit, fal\'s image_size, fixed inputs, a seed within its bound', async () => {
    const images = await Promise.all([1, 2, 3].map(() => solidPng(40, 40)));
    const job = { prompt: 'p', references: images.map((image, index) => ({ label: `ref ${index + 1}`, kind: 'character' as const, image })), seed: 2 ** 33 + 5, width: 800, height: 600, names: ['Mia'], faceMode: 'illustrated' as const };
    const input = await predictionInput(job, { prompt: 'text', images: 'pics', imagesAs: 'list', maxImages: 2, seed: 'seed', seedMax: 1000, imageSize: 'image_size', fixed: { num_images: 1 } }, 'test');
    assert.equal((input.pics as string[]).length, 2);
    assert.deepEqual([input.seed, input.image_size, input.num_images], [(2 ** 33 + 5) % 1001, { width: 800, height: 600 }, 1]);
    assert.match(input.text as string, /Reference images, in order: 1\) ref 1; 2\) ref 2\./);
  });
});

describe('Replicate and fal configuration', () => {
  const base = { REPLICATE_API_TOKEN: 'r8_x', REPLICATE_MODELS: 'black-forest-labs/flux-kontext-pro, acme/painter', REPLICATE_MODEL_INPUTS: JSON.stringify({ 'acme/painter': { prompt: 'text' } }) };

  it('registers each model by its provider name; an unknown model works with an input mapping and is refused without one', () => {
    const registry = createModelRegistry(loadModelsConfig(base));
    assert.deepEqual(registry.imageModelNames().slice(2), ['replicate:black-forest-labs/flux-kontext-pro', 'replicate:acme/painter']);
    assert.throws(() => createModelRegistry(loadModelsConfig({ ...base, REPLICATE_MODEL_INPUTS: '' })), /Replicate model acme\/painter is not one Likeness knows how to feed .* give its inputs in REPLICATE_MODEL_INPUTS/);
    assert.throws(() => loadModelsConfig({ ...base, REPLICATE_MODEL_INPUTS: '{"acme/painter": {"prompt": "text", "colour": "red"}}' }), /REPLICATE_MODEL_INPUTS: acme\/painter: Unrecognized key: "colour"/);
    assert.throws(() => loadModelsConfig({ FAL_MODELS: 'fal-ai/flux-pro/kontext' }), /fal needs both FAL_KEY and FAL_MODELS/);
    assert.throws(() => loadModelsConfig({ ...base, PREDICTION_TIMEOUT_MS: '170000' }), /PREDICTION_TIMEOUT_MS must be at most 165000/);
  });

  it('sends webhooks to MODEL_WEBHOOK_BASE_URL, else to an https PUBLIC_BASE_URL, else polls', () => {
    assert.equal(loadModelsConfig({ ...base, MODEL_WEBHOOK_BASE_URL: 'https://hooks.example/' }).predictions.webhookBaseUrl, 'https://hooks.example');
    assert.equal(loadModelsConfig({ ...base, PUBLIC_BASE_URL: 'https://likeness.example' }).predictions.webhookBaseUrl, 'https://likeness.example');
    assert.equal(loadModelsConfig({ ...base, PUBLIC_BASE_URL: 'http://localhost:3000' }).predictions.webhookBaseUrl, undefined);
  });
});

describe('The Replicate and fal fakes refuse what the services refuse, with their statuses and bodies', () => {
  let replicate: FakeReplicate;
  let fal: FakeFal;
  const image = 'data:image/png;base64,iVBORw0KGgo=';

  before(async () => {
    replicate = await startFakeReplicate({ apiToken: 'r8_test' });
    fal = await startFakeFal({ apiKey: 'fal-test' });
  });
  after(async () => {
    await replicate.close();
    await fal.close();
  });

  const toReplicate = async (path: string, body: unknown) => {
    const response = await fetch(`${replicate.baseUrl}${path}`, { method: 'POST', headers: { authorization: 'Bearer r8_test', 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as any };
  };
  const kontext = '/models/black-forest-labs/flux-kontext-pro/predictions';

  it('Replicate: 422 problems with invalid_fields for the payload and the input, 404 for an unknown model', async () => {
    const cases: Array<[unknown, string, RegExp]> = [
      [{ inptu: { prompt: 'p' } }, '', /input is required/],
      [{ input: { prompt: 'p' }, webhook_completed: 'https://x' }, '', /Additional property webhook_completed is not allowed/],
      [{ input: { prompt: 'p', aspect_ratio: '7:5' } }, 'input.aspect_ratio', /aspect_ratio must be one of the following/],
      [{ input: { prompt: 'p', input_image: image, safety_tolerance: 5 } }, 'input.safety_tolerance', /2 is currently the maximum allowed when input images are used/],
      [{ input: { prompt: 'p', seed: 1.5 } }, 'input.seed', /Expected: integer/],
      [{ input: { prompt: 'p' }, webhook: 'not a url' }, 'webhook', /HTTPS URL/],
      [{ input: { prompt: 'p' }, webhook: 'https://x.example/hook', webhook_events_filter: ['done'] }, 'webhook_events_filter', /must be one of the following: start, output, logs, completed/],
    ];
    for (const [body, field, words] of cases) {
      const answer = await toReplicate(kontext, body);
      assert.equal(answer.status, 422, JSON.stringify(body));
      assert.equal(answer.type, 'application/problem+json');
      assert.equal(answer.body.title, 'Input validation failed');
      assert.equal(answer.body.invalid_fields[0].field, field);
      assert.match(answer.body.invalid_fields[0].description, words);
    }
    const unknown = await toReplicate('/models/acme/nothing/predictions', { input: { prompt: 'p' } });
    assert.deepEqual([unknown.status, unknown.body.status], [404, 404]);
    const version = await toReplicate('/predictions', { version: 'b94039e52f5065899a5f50cc69186801e28d63c74b0a3dafc22ea93bbdf4c36c', input: { prompt: 'p', output_format: 'png' } });
    assert.match(version.body.invalid_fields[0].description, /Additional property output_format is not allowed/, "kontext-max's schema has no output_format");
  });

  it('both send their webhook again after a 5xx, signed anew each time (Replicate: the same webhook-id)', async () => {
    const firstAnswers: Record<string, number> = { '/replicate': 500, '/fal': 502 };
    const receiver = createServer((request, response) => {
      request.resume();
      const status = firstAnswers[request.url ?? ''] ?? 200;
      delete firstAnswers[request.url ?? ''];
      response.writeHead(status).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hook = (path: string) => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${path}`;
    try {
      replicate.durationMs = 10;
      const created = await toReplicate(kontext, { input: { prompt: 'p' }, webhook: hook('/replicate'), webhook_events_filter: ['completed'] });
      fal.durationMs = 10;
      const queued = (await (await fetch(`${fal.queueUrl}/fal-ai/flux-pro/kontext?fal_webhook=${encodeURIComponent(hook('/fal'))}`, { method: 'POST', headers: { authorization: 'Key fal-test', 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'p', image_url: image }) })).json()) as any;
      const deliveries = async (id: string, count: number) => {
        for (let tries = 0; tries < 100; tries += 1) {
          const seen = [...replicate.webhooks, ...fal.webhooks].filter((attempt) => attempt.id === id);
          if (seen.length >= count) return seen;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return assert.fail(`fewer than ${count} deliveries of ${id}`);
      };
      const toReplicateHook = await deliveries(created.body.id, 2);
      assert.deepEqual(toReplicateHook.map((attempt) => attempt.status), [500, 200]);
      assert.equal(toReplicateHook[0].headers['webhook-id'], toReplicateHook[1].headers['webhook-id']);
      assert.deepEqual((await deliveries(queued.request_id, 2)).map((attempt) => attempt.status), [502, 200]);
    } finally {
      receiver.close();
    }
  });

  it('fal: 401 without the key, FastAPI 422s naming the field, 202 until done, 400 when cancelling what is done', async () => {
    const submit = (body: unknown, key = 'fal-test') => fetch(`${fal.queueUrl}/fal-ai/flux-pro/kontext`, { method: 'POST', headers: { authorization: `Key ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    assert.equal((await submit({ prompt: 'p', image_url: image }, 'wrong')).status, 401);
    for (const [body, loc] of [
      [{ prompt: 'p' }, 'body.image_url'],
      [{ prompt: 'p', image_url: image, safety_tolerance: 2 }, 'body.safety_tolerance'],
      [{ prompt: 'p', image_url: image, num_images: 9 }, 'body.num_images'],
    ] as const) {
      const answer = await submit(body);
      assert.equal(answer.status, 422);
      assert.equal(((await answer.json()) as any).detail[0].loc.join('.'), loc);
    }
    fal.durationMs = 200;
    const queued = (await (await submit({ prompt: 'p', image_url: image })).json()) as any;
    assert.equal((await fetch(queued.status_url, { headers: { authorization: 'Key fal-test' } })).status, 202);
    fal.finish(queued.request_id);
    assert.equal((await fetch(queued.status_url, { headers: { authorization: 'Key fal-test' } })).status, 200);
    const cancel = await fetch(queued.cancel_url, { method: 'PUT', headers: { authorization: 'Key fal-test' } });
    assert.deepEqual([cancel.status, await cancel.json()], [400, { status: 'ALREADY_COMPLETED' }]);
  });
});
