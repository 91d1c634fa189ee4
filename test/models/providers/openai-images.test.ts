import assert from 'node:assert/strict';
import sharp from 'sharp';
import { createOpenAIImageModel, type OpenAIImagesConfig } from '../../../src/models/providers/openai-images';
import { freeSize } from '../../../src/models/providers/openai-image-models';
import { type FakeOpenAI, startFakeOpenAI } from '../../fakes/openai';
import { character, rejectsWithModelError, renderRequest } from './support';

describe('OpenAI image model', () => {
  let fake: FakeOpenAI;
  const model = (overrides: Partial<OpenAIImagesConfig> = {}) =>
    createOpenAIImageModel({ name: 'openai:gpt-image-1', baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'gpt-image-1', sizes: [], timeoutMs: 2_000, ...overrides });
  const withoutReferences = async () => renderRequest({ characters: [{ ...(await character()), references: [] }] });

  beforeEach(async () => {
    fake = await startFakeOpenAI({ apiKey: 'sk-test', refuse: /\bgore\b/ });
  });
  afterEach(() => fake.close());

  it('edits with each reference as an image[] file, high input fidelity and no response_format', async () => {
    const request = await renderRequest();
    const result = await model().render(request);
    const sent = fake.requests[0];
    assert.equal(sent.path, '/v1/images/edits');
    assert.equal(sent.headers.authorization, 'Bearer sk-test');
    const form = await sent.form();
    assert.deepEqual(
      [...form.keys()].filter((key) => key !== 'image[]').sort(),
      ['input_fidelity', 'model', 'n', 'prompt', 'size'],
    );
    assert.equal(form.get('model'), 'gpt-image-1');
    assert.equal(form.get('size'), '1536x1024', 'the nearest of the sizes gpt-image-1 takes to 512x384');
    assert.equal(form.get('input_fidelity'), 'high');
    const images = form.getAll('image[]') as File[];
    assert.equal(images.length, 1);
    assert.ok(Buffer.from(await images[0].arrayBuffer()).equals(request.characters[0].references[0]));
    const prompt = form.get('prompt') as string;
    for (const words of ['Mia jumps into a puddle', 'Mia:', 'yellow raincoat', 'watercolor', 'indie webcomic', 'wide shot', 'Reference images, in order: 1) Mia']) {
      assert.ok(prompt.includes(words), `prompt lacks "${words}": ${prompt}`);
    }
    const meta = await sharp(result.png).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 512, 384]);
  });

  it('generates as JSON without references, with only the fields the model takes', async () => {
    const request = await renderRequest({ characters: [{ ...(await character()), references: [] }], width: 800, height: 1200 });
    await model({ quality: 'high', background: 'opaque', outputFormat: 'webp' }).render(request);
    const sent = fake.requests[0];
    assert.equal(sent.path, '/v1/images/generations');
    assert.deepEqual(
      { ...sent.json<Record<string, unknown>>(), prompt: undefined },
      { model: 'gpt-image-1', prompt: undefined, size: '1024x1536', n: 1, quality: 'high', background: 'opaque', output_format: 'webp' },
    );
  });

  it('reads a WebP or JPEG answer into a PNG of the requested size', async () => {
    const result = await model({ outputFormat: 'jpeg' }).render(await renderRequest({ width: 300, height: 200 }));
    const meta = await sharp(result.png).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 300, 200]);
  });

  it('sends input_fidelity only to the models that take it, and only with a character reference', async () => {
    for (const name of ['gpt-image-1-mini', 'gpt-image-2']) {
      await model({ model: name }).render(await renderRequest());
      assert.equal((await fake.requests.at(-1)!.form()).get('input_fidelity'), null, name);
    }
    await model({ model: 'gpt-image-1.5' }).render(await renderRequest());
    assert.equal((await fake.requests.at(-1)!.form()).get('input_fidelity'), 'high');
    await model({ inputFidelity: 'off' }).render(await renderRequest());
    assert.equal((await fake.requests.at(-1)!.form()).get('input_fidelity'), null);
    const settingOnly = await renderRequest({ characters: [{ ...(await character()), references: [] }], anchors: { settingAnchor: (await renderRequest()).characters[0].references[0] } });
    await model().render(settingOnly);
    assert.equal((await fake.requests.at(-1)!.form()).get('input_fidelity'), null, 'a setting image alone is not a likeness to keep');
  });

  it('asks gpt-image-2 for the requested size snapped to its limits', async () => {
    await model({ model: 'gpt-image-2' }).render(await renderRequest({ width: 1000, height: 700 }));
    assert.equal((await fake.requests[0].form()).get('size'), '992x688');
    assert.equal(freeSize(5000, 1000), '3840x1280', 'at most 3:1 and 3840 wide');
    assert.equal(freeSize(1000, 4000), '1280x3840', 'portrait: at most 1:3 and 3840 tall');
  });

  it('refuses DALL-E at start, saying why', () => {
    assert.throws(() => model({ model: 'dall-e-3' }), /cannot keep a character the same.*gpt-image-1\.5/);
    assert.throws(() => model({ model: 'dall-e-2' }), /cannot draw from reference images/);
  });

  it('includes the variation instruction, brand palette and anchors', async () => {
    const anchorImage = (await renderRequest()).characters[0].references[0];
    const request = await renderRequest({
      brand: { palette: [{ name: 'Ocean', hex: '#1e90ff' }], assets: [] },
      anchors: { variation: { source: anchorImage, sourcePrompt: 'Mia smiles', sourceSeed: 1, dimension: 'expression', target: 'surprised' } },
    });
    await model().render(request);
    const form = await fake.requests[0].form();
    const prompt = form.get('prompt') as string;
    assert.match(prompt, /change only the expression to surprised, keep everything else identical/);
    assert.match(prompt, /Ocean #1e90ff/);
    assert.match(prompt, /1\) the source image to edit; 2\) Mia/);
    assert.equal(form.getAll('image[]').length, 2);
  });

  it('fetches url answers (OpenAI-compatible servers)', async () => {
    await fake.close();
    fake = await startFakeOpenAI({ imageFormat: 'url' });
    const result = await model().renderReference({ character: await character(), label: 'side', seed: 3, width: 64, height: 64 });
    assert.deepEqual(fake.requests.map((request) => request.path), ['/v1/images/edits', '/v1/files/image.png']);
    assert.equal(result.layout.characters[0].name, 'Mia');
  });

  it('estimates a layout: evenly spaced figures, face in the top fifth', async () => {
    const request = await renderRequest({ characters: [await character('Mia'), await character('Leo')], width: 1000, height: 500 });
    const [mia, leo] = (await model().render(request)).layout.characters;
    assert.deepEqual([mia.name, leo.name], ['Mia', 'Leo']);
    assert.ok(mia.box.x + mia.box.width <= leo.box.x);
    assert.equal(mia.face.y, mia.box.y);
    assert.ok(mia.face.height <= mia.box.height / 5 + 1);
  });

  it('says in words what a refusal, a wrong key and a missing key are, without retrying', async () => {
    const refused = await rejectsWithModelError(model().render(await renderRequest({ prompt: 'Mia in a gore scene' })), { retryable: false, message: /content policy: Your request was rejected by the safety system/ });
    assert.equal(refused.provider, 'openai:gpt-image-1');
    await rejectsWithModelError(model({ apiKey: 'sk-wrong-key-1234' }).render(await renderRequest()), {
      retryable: false,
      status: 401,
      message: /HTTP 401 \(the API key is missing, wrong or revoked\): Incorrect API key provided: sk-wro\*\*\*1234/,
    });
    await rejectsWithModelError(model({ apiKey: undefined }).render(await renderRequest()), { retryable: false, status: 401, message: /You didn't provide an API key/ });
  });

  it('retries 500, 429 (with the wait the server asks for) and timeouts; not 400 or invalid output', async () => {
    const request = await renderRequest();
    fake.failNext(1, 500);
    await rejectsWithModelError(model().render(request), { retryable: true, status: 500 });
    fake.rateLimitNext(1, 7);
    const limited = await rejectsWithModelError(model().render(request), { retryable: true, status: 429, message: /rate limit or quota reached.*try again in 7s/ });
    assert.equal(limited.retryAfterMs, 7_000);
    fake.hangNext(1);
    await rejectsWithModelError(model({ timeoutMs: 300 }).render(request), { retryable: true, message: /timed out after 300 ms/ });
    fake.invalidNext(1);
    await rejectsWithModelError(model().render(request), { retryable: false, message: /invalid output/ });
  });

  it('stops at once when its caller gives up', async () => {
    fake.hangNext(1);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await rejectsWithModelError(model().render(await renderRequest(), { signal: controller.signal }), { retryable: true, message: /was cancelled/ });
  });

  describe('the fake answers as OpenAI does for what the service rejects', () => {
    const post = async (path: string, body: unknown, key = 'sk-test') =>
      fetch(`${fake.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const errorOf = async (response: Response): Promise<Record<string, unknown>> => ({ status: response.status, ...((await response.json()) as { error: Record<string, unknown> }).error });

    it('an unknown parameter: response_format to a GPT image model', async () => {
      const error = await errorOf(await post('/images/generations', { model: 'gpt-image-1', prompt: 'a fox', response_format: 'b64_json' }));
      assert.deepEqual(error, { status: 400, message: "Unknown parameter: 'response_format'.", type: 'invalid_request_error', param: 'response_format', code: 'unknown_parameter' });
    });

    it('a bad enum value and a size the model does not take', async () => {
      const quality = await errorOf(await post('/images/generations', { model: 'gpt-image-1', prompt: 'a fox', quality: 'hd' }));
      assert.deepEqual([quality.status, quality.param, quality.code], [400, 'quality', 'invalid_value']);
      assert.match(String(quality.message), /Supported values are: 'low', 'medium', 'high', and 'auto'\./);
      const size = await errorOf(await post('/images/generations', { model: 'gpt-image-1', prompt: 'a fox', size: '512x384' }));
      assert.deepEqual([size.status, size.param, size.code], [400, 'size', 'invalid_value']);
    });

    it('a body that is not JSON, a missing prompt, an unknown model', async () => {
      assert.match(String((await errorOf(await post('/images/generations', 'prompt=a fox'))).message), /could not parse the JSON body/);
      assert.equal((await errorOf(await post('/images/generations', { model: 'gpt-image-1' }))).code, 'missing_required_parameter');
      assert.equal((await errorOf(await post('/images/generations', { model: 'gpt-image-9', prompt: 'x' }))).param, 'model');
    });

    it('edits: JSON instead of a form, no image, a text part for the image, input_fidelity the model does not take', async () => {
      assert.match(String((await errorOf(await post('/images/edits', { model: 'gpt-image-1', prompt: 'x' }))).message), /expected multipart\/form-data/);
      const form = (fields: Record<string, string>, image?: Blob) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        if (image) body.append('image[]', image, 'ref.png');
        return fetch(`${fake.baseUrl}/images/edits`, { method: 'POST', headers: { authorization: 'Bearer sk-test' }, body });
      };
      const png = new Blob([new Uint8Array((await renderRequest()).characters[0].references[0])], { type: 'image/png' });
      assert.equal((await errorOf(await form({ model: 'gpt-image-1', prompt: 'x' }))).code, 'missing_required_parameter');
      assert.equal((await errorOf(await form({ model: 'gpt-image-1', prompt: 'x', 'image[]': 'not a file' }))).param, 'image');
      const mini = await errorOf(await form({ model: 'gpt-image-1-mini', prompt: 'x', input_fidelity: 'high' }, png));
      assert.match(String(mini.message), /only supported for model gpt-image-1/);
      const two = await errorOf(await form({ model: 'gpt-image-2', prompt: 'x', input_fidelity: 'high' }, png));
      assert.deepEqual([two.code, two.type], ['invalid_input_fidelity_model', 'image_generation_user_error']);
      assert.equal((await errorOf(await form({ model: 'dall-e-3', prompt: 'x' }, png))).param, 'model', 'DALL-E 3 has no edits');
      assert.equal((await form({ model: 'gpt-image-1', prompt: 'x', input_fidelity: 'high' }, png)).status, 200);
    });

    it('a missing or wrong key', async () => {
      const wrong = await errorOf(await post('/images/generations', { model: 'gpt-image-1', prompt: 'x' }, 'sk-nope-0000'));
      assert.deepEqual([wrong.status, wrong.code], [401, 'invalid_api_key']);
      const missing = await fetch(`${fake.baseUrl}/images/generations`, { method: 'POST', body: '{}' });
      assert.equal(missing.status, 401);
    });
  });

  it('a request without references is a generation (no image[] to send)', async () => {
    await model().render(await withoutReferences());
    assert.equal(fake.requests[0].path, '/v1/images/generations');
  });
});
