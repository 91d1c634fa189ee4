import assert from 'node:assert/strict';
import sharp from 'sharp';
import { createGeminiImageModel } from '../../../src/models/providers/gemini-images';
import { startFakeGemini } from '../../fakes/gemini';
import type { FakeServer } from '../../fakes/server';
import { rejectsWithModelError, renderRequest } from './support';

describe('Gemini image model', () => {
  let fake: FakeServer;
  const model = () =>
    createGeminiImageModel({ name: 'gemini:gemini-2.5-flash-image', baseUrl: fake.url, apiKey: 'g-key', model: 'gemini-2.5-flash-image', timeoutMs: 500 });

  beforeEach(async () => {
    fake = await startFakeGemini({ apiKey: 'g-key' });
  });
  afterEach(() => fake.close());

  it('sends the prompt and each reference as inline data, and reads the inline image', async () => {
    const request = await renderRequest({ anchors: { previousImage: (await renderRequest()).characters[0].references[0] } });
    const result = await model().render(request);
    const sent = fake.requests[0];
    assert.equal(sent.path, '/v1beta/models/gemini-2.5-flash-image:generateContent');
    assert.equal(sent.headers['x-goog-api-key'], 'g-key');
    const body = sent.json();
    const [text, ...images] = body.contents[0].parts;
    assert.match(text.text, /Mia jumps into a puddle/);
    assert.match(text.text, /1\) the previous panel.*; 2\) Mia/);
    assert.deepEqual(
      images.map((part: any) => part.inline_data.mime_type),
      ['image/png', 'image/png'],
    );
    assert.equal(images[1].inline_data.data, request.characters[0].references[0].toString('base64'));
    assert.deepEqual(body.generationConfig.responseModalities, ['TEXT', 'IMAGE']);
    assert.equal(body.generationConfig.imageConfig.aspectRatio, '4:3');
    const meta = await sharp(result.png).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 512, 384]);
  });

  it('treats blocked prompts and safety stops as content policy, not retryable', async () => {
    fake.failNext(1, 200, { body: { promptFeedback: { blockReason: 'SAFETY' } } });
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: false, message: /content policy.*SAFETY/ });
    fake.failNext(1, 200, { body: { candidates: [{ finishReason: 'IMAGE_SAFETY', content: { parts: [] } }] } });
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: false, message: /content policy/ });
  });

  it('classifies HTTP failures and timeouts', async () => {
    fake.failNext(1, 503);
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: true, status: 503 });
    fake.failNext(1, 429);
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: true, status: 429 });
    fake.hangNext(1);
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: true, message: /timed out/ });
    fake.failNext(1, 400);
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: false, status: 400 });
  });

  it('treats an answer without an image as invalid output', async () => {
    fake.invalidNext(1);
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: false, message: /no image.*cannot draw/ });
  });
});
