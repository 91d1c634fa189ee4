import assert from 'node:assert/strict';
import { createOpenAIJudge } from '../../../src/models/providers/openai-judge';
import type { ScoreRequest } from '../../../src/models/types';
import { solidPng } from '../../fakes/images';
import { type FakeOpenAI, startFakeOpenAI } from '../../fakes/openai';
import { rejectsWithModelError } from './support';

const verdict = {
  character_scores: [
    { name: 'Leo', score: 71.6 },
    { name: 'Mia', score: 90 },
  ],
  brand_score: 64,
  found_characters: 2,
  score: 70,
  reasoning: 'Both characters match; the palette drifts.',
  issues: ['Use more Ocean blue'],
};

describe('OpenAI-compatible consistency judge', () => {
  let fake: FakeOpenAI;
  let request: ScoreRequest;
  const judge = () => createOpenAIJudge({ provider: 'openai-judge', baseUrl: fake.baseUrl, apiKey: 'sk-j', model: 'gpt-4o-mini', timeoutMs: 500 });

  beforeEach(async () => {
    fake = await startFakeOpenAI({ apiKey: 'sk-j', chatReply: verdict });
    request = {
      image: await solidPng(40, 40),
      characters: [
        { name: 'Mia', references: [await solidPng(8, 8), await solidPng(9, 9)] },
        { name: 'Leo', references: [await solidPng(10, 10)] },
      ],
      brand: { palette: ['#1e90ff'], logo: await solidPng(12, 12) },
    };
  });
  afterEach(() => fake.close());

  it('sends the scene and references as data URIs with a JSON schema, and maps the verdict in request order', async () => {
    const result = await judge().score(request);
    const sent = fake.requests[0];
    assert.equal(sent.path, '/v1/chat/completions');
    assert.equal(sent.headers.authorization, 'Bearer sk-j');
    const body = sent.json();
    assert.equal(body.model, 'gpt-4o-mini');
    assert.equal(body.response_format.type, 'json_schema');
    assert.equal(body.response_format.json_schema.strict, true);
    assert.deepEqual(body.response_format.json_schema.schema.required.sort(), Object.keys(verdict).sort());
    const images = body.messages[1].content.filter((part: any) => part.type === 'image_url');
    assert.equal(images.length, 5);
    assert.equal(images[0].image_url.url, `data:image/png;base64,${request.image.toString('base64')}`);
    assert.deepEqual(result, {
      characterScores: [
        { name: 'Mia', score: 90 },
        { name: 'Leo', score: 72 },
      ],
      brandScore: 64,
      foundCharacters: 2,
      score: 70,
      reasoning: verdict.reasoning,
      issues: verdict.issues,
    });
  });

  it('rejects invalid output instead of replacing it', async () => {
    fake.invalidNext(1);
    await rejectsWithModelError(judge().score(request), { retryable: false, message: /not JSON/ });
    fake.setChatReply({ ...verdict, score: 140 });
    await rejectsWithModelError(judge().score(request), { retryable: false, message: /score/ });
    fake.setChatReply({ ...verdict, character_scores: [{ name: 'Mia', score: 90 }] });
    await rejectsWithModelError(judge().score(request), { retryable: false, message: /one score each for mia, leo/ });
    fake.setChatReply({ ...verdict, brand_score: null });
    await rejectsWithModelError(judge().score(request), { retryable: false, message: /brand_score/ });
  });

  it('treats a refusal as content policy and classifies HTTP failures', async () => {
    fake.failNext(1, 200, { body: { choices: [{ finish_reason: 'stop', message: { content: null, refusal: 'I cannot help' } }] } });
    await rejectsWithModelError(judge().score(request), { retryable: false, message: /content policy.*cannot help/ });
    fake.failNext(1, 500);
    await rejectsWithModelError(judge().score(request), { retryable: true, status: 500 });
    fake.hangNext(1);
    await rejectsWithModelError(judge().score(request), { retryable: true, message: /timed out/ });
    fake.failNext(1, 400);
    await rejectsWithModelError(judge().score(request), { retryable: false, status: 400 });
  });

  it('works without an API key and reads fenced JSON (Ollama and friends)', async () => {
    await fake.close();
    fake = await startFakeOpenAI({ chatReply: `\`\`\`json\n${JSON.stringify({ ...verdict, brand_score: null })}\n\`\`\`` });
    const keyless = createOpenAIJudge({ provider: 'ollama-judge', baseUrl: fake.baseUrl, model: 'llava', timeoutMs: 500 });
    const result = await keyless.score({ ...request, brand: undefined });
    assert.equal(fake.requests[0].headers.authorization, undefined);
    assert.equal(result.brandScore, undefined);
  });
});
