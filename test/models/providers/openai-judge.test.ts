import assert from 'node:assert/strict';
import type { ChatOutputMode } from '../../../src/config/models';
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
  prompt_issues: ['The prompt asks for a kite; the scene shows none.'],
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
      promptIssues: verdict.prompt_issues,
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

  it('works without an API key on a JSON-mode server and reads fenced JSON (Ollama and friends)', async () => {
    await fake.close();
    fake = await startFakeOpenAI({ chatServer: 'json-mode-only', chatModels: ['llava'], chatReply: `\`\`\`json\n${JSON.stringify({ ...verdict, brand_score: null })}\n\`\`\`` });
    const keyless = (outputMode?: ChatOutputMode) => createOpenAIJudge({ provider: 'ollama-judge', baseUrl: fake.baseUrl, model: 'llava', timeoutMs: 500, outputMode });
    await rejectsWithModelError(keyless().score({ ...request, brand: undefined }), { retryable: false, status: 400, message: /Invalid value: 'json_schema'/ });
    const result = await keyless('json_object').score({ ...request, brand: undefined });
    const body = fake.requests[1].json();
    assert.equal(fake.requests[1].headers.authorization, undefined);
    assert.deepEqual(body.response_format, { type: 'json_object' });
    assert.match(body.messages[0].content, /Answer with one JSON object and nothing else\. It must match this JSON schema: \{"type":"object"/);
    assert.equal(result.brandScore, undefined);
  });

  it('fine-tuned OpenAI models: the schema without length and range keywords, which they refuse', async () => {
    const fineTuned = (outputMode?: ChatOutputMode) => createOpenAIJudge({ provider: 'ft-judge', baseUrl: fake.baseUrl, apiKey: 'sk-j', model: 'ft:gpt-4o-mini:acme::abc123', timeoutMs: 500, outputMode });
    await rejectsWithModelError(fineTuned().score(request), { retryable: false, status: 400, message: /Invalid schema for response_format 'consistency_verdict': In context=\(.*\), 'minimum' is not permitted\./ });
    assert.equal((await fineTuned('json_schema_basic').score(request)).score, 70);
    assert.doesNotMatch(JSON.stringify(fake.requests.at(-1)!.json().response_format), /minimum|maximum/);
  });

  it("vLLM's own guided_json field, for servers without json_schema", async () => {
    await fake.close();
    fake = await startFakeOpenAI({ chatServer: 'vllm-guided', chatModels: ['Qwen/Qwen2.5-VL-7B-Instruct'], chatReply: verdict });
    const vllm = createOpenAIJudge({ provider: 'vllm-judge', baseUrl: fake.baseUrl, model: 'Qwen/Qwen2.5-VL-7B-Instruct', timeoutMs: 500, outputMode: 'guided_json' });
    assert.equal((await vllm.score(request)).score, 70);
    const body = fake.requests[0].json();
    assert.equal(body.response_format, undefined);
    assert.deepEqual(body.guided_json.required.sort(), Object.keys(verdict).sort());
  });

  describe('the fake answers as OpenAI does for what it rejects', () => {
    const send = async (body: Record<string, unknown>) => {
      const response = await fetch(`${fake.baseUrl}/chat/completions`, { method: 'POST', headers: { authorization: 'Bearer sk-j', 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, ...((await response.json()) as { error: { message: string } }).error };
    };
    const messages = [{ role: 'user', content: 'Score this.' }];
    const strict = (schema: Record<string, unknown>) => ({ model: 'gpt-4o-mini', messages, response_format: { type: 'json_schema', json_schema: { name: 'v', strict: true, schema } } });

    it('strict schemas: open objects, optional properties, unsupported keywords', async () => {
      const open = await send(strict({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }));
      assert.deepEqual([open.status, open.message], [400, "Invalid schema for response_format 'v': In context=(), 'additionalProperties' is required to be supplied and to be false."]);
      const optional = await send(strict({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required: ['a'], additionalProperties: false }));
      assert.match(optional.message, /'required' is required to be supplied and to be an array including every key in properties\. Missing 'b'\./);
      const length = await send(strict({ type: 'object', properties: { a: { type: 'string', minLength: 1 } }, required: ['a'], additionalProperties: false }));
      assert.equal(length.message, "Invalid schema for response_format 'v': In context=('properties', 'a'), 'minLength' is not permitted.");
    });

    it('JSON mode without the word JSON, an argument it does not know, an unknown model', async () => {
      assert.match((await send({ model: 'gpt-4o-mini', messages, response_format: { type: 'json_object' } })).message, /must contain the word 'json'/);
      assert.equal((await send({ model: 'gpt-4o-mini', messages, guided_json: {} })).message, 'Unrecognized request argument supplied: guided_json');
      const unknown = await send({ model: 'gpt-9', messages });
      assert.deepEqual([unknown.status, unknown.message], [404, 'The model `gpt-9` does not exist or you do not have access to it.']);
    });
  });
});
