import assert from 'node:assert/strict';
import sharp from 'sharp';
import { createOpenAIImageModel } from '../../../src/models/providers/openai-images';
import { type FakeOpenAI, startFakeOpenAI } from '../../fakes/openai';
import { character, rejectsWithModelError, renderRequest } from './support';

describe('OpenAI-compatible image model', () => {
  let fake: FakeOpenAI;
  const model = (sizes: string[] = []) =>
    createOpenAIImageModel({ name: 'openai:gpt-image-1', baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'gpt-image-1', sizes, timeoutMs: 500 });

  beforeEach(async () => {
    fake = await startFakeOpenAI({ apiKey: 'sk-test' });
  });
  afterEach(() => fake.close());

  it('uses /images/edits with each reference as an image[] file', async () => {
    const request = await renderRequest();
    const result = await model().render(request);
    const sent = fake.requests[0];
    assert.equal(sent.path, '/v1/images/edits');
    assert.equal(sent.headers.authorization, 'Bearer sk-test');
    const form = await sent.form();
    assert.equal(form.get('model'), 'gpt-image-1');
    assert.equal(form.get('size'), '512x384');
    assert.equal(form.get('n'), '1');
    assert.equal(form.get('response_format'), 'b64_json');
    const images = form.getAll('image[]') as File[];
    assert.equal(images.length, 1);
    assert.ok(Buffer.from(await images[0].arrayBuffer()).equals(request.characters[0].references[0]));
    const prompt = form.get('prompt') as string;
    for (const words of ['Mia jumps into a puddle', 'Mia:', 'yellow raincoat', 'watercolor', 'indie webcomic', 'wide shot', 'Reference images, in order: 1) Mia']) {
      assert.ok(prompt.includes(words), `prompt lacks "${words}": ${prompt}`);
    }
    assert.deepEqual([result.width, result.height], [512, 384]);
    const meta = await sharp(result.png).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 512, 384]);
  });

  it('uses /images/generations as JSON when there are no references, and snaps to accepted sizes', async () => {
    const request = await renderRequest({ characters: [{ ...(await character()), references: [] }], width: 1200, height: 800 });
    await model(['1024x1024', '1536x1024', '1024x1536']).render(request);
    const sent = fake.requests[0];
    assert.equal(sent.path, '/v1/images/generations');
    assert.deepEqual(
      { ...sent.json<Record<string, unknown>>(), prompt: undefined },
      { model: 'gpt-image-1', prompt: undefined, size: '1536x1024', n: 1, response_format: 'b64_json' },
    );
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

  it('fetches url answers', async () => {
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

  it('classifies failures: 500, 429 and timeouts retryable; 400 and content policy not', async () => {
    const request = await renderRequest();
    fake.failNext(1, 500);
    await rejectsWithModelError(model().render(request), { retryable: true, status: 500 });
    fake.failNext(1, 429);
    await rejectsWithModelError(model().render(request), { retryable: true, status: 429 });
    fake.hangNext(1);
    await rejectsWithModelError(model().render(request), { retryable: true, message: /timed out/ });
    fake.failNext(1, 400, { body: { error: { message: 'bad size', type: 'invalid_request_error' } } });
    await rejectsWithModelError(model().render(request), { retryable: false, status: 400, message: /bad size/ });
    fake.failNext(1, 400, { body: { error: { code: 'content_policy_violation', message: 'rejected by the safety system' } } });
    const policy = await rejectsWithModelError(model().render(request), { retryable: false, message: /content policy/ });
    assert.equal(policy.provider, 'openai:gpt-image-1');
  });

  it('rejects a wrong API key and invalid output without retrying', async () => {
    const wrongKey = createOpenAIImageModel({ name: 'x', baseUrl: fake.baseUrl, apiKey: 'nope', model: 'm', sizes: [], timeoutMs: 500 });
    await rejectsWithModelError(wrongKey.render(await renderRequest()), { retryable: false, status: 401 });
    fake.invalidNext(1);
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: false, message: /invalid output/ });
  });
});
