import assert from 'node:assert/strict';
import sharp from 'sharp';
import { createGeminiImageModel, imageSizeFor } from '../../../src/models/providers/gemini-images';
import { type FakeGemini, startFakeGemini } from '../../fakes/gemini';
import { character, rejectsWithModelError, renderRequest } from './support';

describe('Gemini image model', () => {
  let fake: FakeGemini;
  const model = (name = 'gemini-2.5-flash-image', key: { apiKey?: string } = { apiKey: 'g-key' }) =>
    createGeminiImageModel({ name: `gemini:${name}`, baseUrl: fake.url, ...key, model: name, timeoutMs: 2_000 });

  beforeEach(async () => {
    fake = await startFakeGemini({ apiKey: 'g-key', blockPrompts: /\bweapon\b/, withholdImages: /\bbloody\b/, declinePrompts: /\bdescribe\b/ });
  });
  afterEach(() => fake.close());

  it('sends the prompt, then each reference as a labelled inline image, and reads the inline image', async () => {
    const request = await renderRequest({ anchors: { previousImage: (await renderRequest()).characters[0].references[0] } });
    const result = await model().render(request);
    const sent = fake.requests[0];
    assert.equal(sent.path, '/v1beta/models/gemini-2.5-flash-image:generateContent');
    assert.equal(sent.headers['x-goog-api-key'], 'g-key');
    const body = sent.json();
    const [prompt, ...rest] = body.contents[0].parts;
    assert.match(prompt.text, /Mia jumps into a puddle/);
    assert.deepEqual(
      rest.map((part: any) => part.text ?? part.inline_data.mime_type),
      [
        'Reference image 1: the previous panel: keep its background, palette and style.',
        'image/png',
        'Reference image 2: Mia: character reference (keep face, hair and outfit).',
        'image/png',
      ],
    );
    assert.equal(rest[3].inline_data.data, request.characters[0].references[0].toString('base64'));
    assert.deepEqual(body.generationConfig.responseModalities, ['TEXT', 'IMAGE']);
    assert.deepEqual(body.generationConfig.imageConfig, { aspectRatio: '4:3' }, 'gemini-2.5-flash-image takes no imageSize');
    const meta = await sharp(result.png).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 512, 384]);
  });

  it('asks the Gemini 3 image models for the size that covers the request, and keeps each model to its reference limit', async () => {
    const four = await renderRequest({ characters: await Promise.all(['Mia', 'Leo', 'Ada', 'Kit'].map((name) => character(name))), width: 1536, height: 1024 });
    await model('gemini-3-pro-image-preview').render(four);
    const pro = fake.requests[0].json();
    assert.deepEqual(pro.generationConfig.imageConfig, { aspectRatio: '3:2', imageSize: '2K' });
    assert.equal(pro.contents[0].parts.filter((part: any) => part.inline_data).length, 4);
    await model().render(four);
    assert.equal(fake.requests[1].json().contents[0].parts.filter((part: any) => part.inline_data).length, 3, 'gemini-2.5-flash-image: up to 3');
    assert.deepEqual([imageSizeFor(1024, 1024), imageSizeFor(2048, 1000), imageSizeFor(3000, 2000)], ['1K', '2K', '4K']);
  });

  it('says in words why there is no image: a blocked prompt, a withheld image (refusals), a declined drawing (another seed may draw)', async () => {
    await rejectsWithModelError(model().render(await renderRequest({ prompt: 'Mia holds a weapon' })), {
      retryable: false,
      message: /refused the request under its content policy: the request was flagged as prohibited content \(PROHIBITED_CONTENT\)/,
    });
    await rejectsWithModelError(model().render(await renderRequest({ prompt: 'a bloody battle' })), {
      retryable: false,
      message: /the generated image was withheld by its image safety filter \(IMAGE_SAFETY\)/,
    });
    const declined = await rejectsWithModelError(model().render(await renderRequest({ prompt: 'describe the park' })), {
      retryable: false,
      message: /drew nothing: the model answered without drawing an image \(NO_IMAGE\); it said: Here is a description/,
    });
    assert.equal(declined.declined, true);
  });

  it('says what a wrong or missing key is, and waits as long as a quota error asks', async () => {
    await rejectsWithModelError(model('gemini-2.5-flash-image', { apiKey: 'bad' }).render(await renderRequest()), { retryable: false, status: 400, message: /API key not valid/ });
    await rejectsWithModelError(model('gemini-2.5-flash-image', {}).render(await renderRequest()), {
      retryable: false,
      status: 403,
      message: /HTTP 403 \(the key may not use this model or endpoint\): Method doesn't allow unregistered callers/,
    });
    fake.quotaExhaustedNext(1, 31);
    const quota = await rejectsWithModelError(model().render(await renderRequest()), { retryable: true, status: 429, message: /exceeded your current quota/ });
    assert.equal(quota.retryAfterMs, 31_000);
  });

  it('classifies HTTP failures and timeouts', async () => {
    fake.failNext(1, 503);
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: true, status: 503 });
    fake.hangNext(1);
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: true, message: /timed out/ });
    await rejectsWithModelError(model('gemini-9-image').render(await renderRequest()), { retryable: false, status: 404, message: /is not found for API version v1beta/ });
  });

  it('treats an answer without an image or a reason as invalid output', async () => {
    fake.invalidNext(1);
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: false, message: /no image.*cannot draw/ });
  });

  describe('the fake answers as the Gemini API does for what it rejects', () => {
    const post = (body: unknown, model = 'gemini-2.5-flash-image') =>
      fetch(`${fake.url}/v1beta/models/${model}:generateContent`, { method: 'POST', headers: { 'x-goog-api-key': 'g-key', 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const errorOf = async (response: Response): Promise<Record<string, unknown>> => ({ httpStatus: response.status, ...((await response.json()) as { error: Record<string, unknown> }).error });
    const contents = [{ role: 'user', parts: [{ text: 'a fox' }] }];

    it('an unknown field, a bad enum value, a seed out of int32', async () => {
      const unknown = await errorOf(await post({ contents, generationConfig: { imageConfig: { size: '1K' } } }));
      assert.deepEqual([unknown.httpStatus, unknown.code, unknown.status], [400, 400, 'INVALID_ARGUMENT']);
      assert.equal(unknown.message, 'Invalid JSON payload received. Unknown name "size" at \'generation_config.image_config\': Cannot find field.');
      assert.equal((await errorOf(await post({ contents, generationConfig: { responseModalities: ['PICTURE'] } }))).message, "Invalid value at 'generation_config.response_modalities[0]' (type.googleapis.com/google.ai.generativelanguage.v1beta.GenerationConfig.Modality), \"PICTURE\"");
      assert.match(String((await errorOf(await post({ contents, generationConfig: { seed: 2 ** 32 } }))).message), /TYPE_INT32/);
    });

    it('imageSize where the model takes none, too many reference images, an unsupported aspect ratio', async () => {
      assert.equal((await post({ contents, generationConfig: { imageConfig: { imageSize: '2K' } } })).status, 400);
      assert.equal((await post({ contents, generationConfig: { imageConfig: { imageSize: '2K' } } }, 'gemini-3-pro-image-preview')).status, 200);
      const image = { inline_data: { mime_type: 'image/png', data: (await renderRequest()).characters[0].references[0].toString('base64') } };
      assert.match(String((await errorOf(await post({ contents: [{ role: 'user', parts: [{ text: 'x' }, image, image, image, image] }] }))).message), /at most 3/);
      assert.equal((await post({ contents, generationConfig: { imageConfig: { aspectRatio: '7:5' } } })).status, 400);
    });
  });
});
