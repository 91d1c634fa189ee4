import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { answerLikeAModel } from '../fakes/chat-answers';
import { startFakeFal } from '../fakes/fal';
import { type FakeGemini, startFakeGemini } from '../fakes/gemini';
import { startFakeReplicate } from '../fakes/replicate';
import { type FakeOpenAI, startFakeOpenAI } from '../fakes/openai';
import { runLikeness } from '../support/cli';

const OPENAI_KEY = 'sk-proj-check-1234';
const GEMINI_KEY = 'AIza-check';

interface CheckOutput {
  ok: boolean;
  checks: Array<{ kind: string; name: string; ok: boolean; latency_ms: number | null; detail: string }>;
}

/** A loopback port nothing listens on: a provider that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('likeness models check (the real command, against the strict fakes)', function () {
  this.timeout(60_000);
  let openai: FakeOpenAI;
  let gemini: FakeGemini;

  before(async () => {
    openai = await startFakeOpenAI({ apiKey: OPENAI_KEY, chatReply: answerLikeAModel(96) });
    gemini = await startFakeGemini({ apiKey: GEMINI_KEY });
  });
  after(async () => {
    await openai.close();
    await gemini.close();
  });

  const configured = (overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
    OPENAI_IMAGES_BASE_URL: openai.baseUrl,
    OPENAI_IMAGES_API_KEY: OPENAI_KEY,
    GEMINI_BASE_URL: gemini.url,
    GEMINI_API_KEY: GEMINI_KEY,
    JUDGE_PROVIDER: 'openai',
    JUDGE_BASE_URL: openai.baseUrl,
    JUDGE_API_KEY: OPENAI_KEY,
    PLANNER_PROVIDER: 'openai',
    PLANNER_BASE_URL: openai.baseUrl,
    PLANNER_API_KEY: OPENAI_KEY,
    ...overrides,
  });

  async function check(env: NodeJS.ProcessEnv): Promise<{ code: number; output: CheckOutput }> {
    const run = await runLikeness(['models', 'check', '--json'], env);
    return { code: run.code, output: JSON.parse(run.stdout) as CheckOutput };
  }

  it('reports every configured model working: a picture drawn, the judge scoring it, a plan made', async () => {
    const sent = openai.requests.length;
    const { code, output } = await check(configured());
    assert.equal(code, 0, JSON.stringify(output));
    const byName = Object.fromEntries(output.checks.map((entry) => [entry.name, entry]));
    assert.deepEqual(Object.keys(byName).sort(), ['builtin-flat', 'builtin-painterly', 'gemini:gemini-2.5-flash-image', 'judge:gpt-4o-mini', 'openai:gpt-image-1', 'planner:gpt-4o-mini'].sort());
    assert.equal(byName['openai:gpt-image-1'].detail, 'drew a 1024x1024 picture');
    assert.equal(byName['judge:gpt-4o-mini'].detail, 'scored its own test picture 96/100');
    assert.equal(byName['planner:gpt-4o-mini'].detail, 'planned 3 panels');
    assert.ok(byName['openai:gpt-image-1'].latency_ms! >= 0);
    assert.equal(byName['builtin-flat'].latency_ms, null);
    assert.deepEqual(
      openai.requests.slice(sent).map((request) => request.path),
      ['/v1/images/generations', '/v1/chat/completions', '/v1/chat/completions'],
      'one small request each',
    );
  });

  it('says a wrong key is a wrong key, and exits 1', async () => {
    const { code, output } = await check(configured({ OPENAI_IMAGES_API_KEY: 'sk-proj-wrong-0000' }));
    assert.equal(code, 1);
    const failed = output.checks.filter((entry) => !entry.ok);
    assert.deepEqual(failed.map((entry) => entry.name), ['openai:gpt-image-1']);
    assert.match(failed[0].detail, /answered HTTP 401 \(the API key is missing, wrong or revoked\): Incorrect API key provided/);
  });

  it('says a refusal is a refusal', async () => {
    const refusing = await startFakeOpenAI({ apiKey: OPENAI_KEY, refuse: /./ });
    try {
      const { code, output } = await check(configured({ OPENAI_IMAGES_BASE_URL: refusing.baseUrl }));
      assert.equal(code, 1);
      const images = output.checks.find((entry) => entry.name === 'openai:gpt-image-1')!;
      assert.match(images.detail, /refused the request under its content policy: Your request was rejected by the safety system/);
    } finally {
      await refusing.close();
    }
  });

  it('says a provider that is down is unreachable, in plain text without --json', async () => {
    const port = await closedPort();
    const run = await runLikeness(['models', 'check'], configured({ GEMINI_BASE_URL: `http://127.0.0.1:${port}`, JUDGE_BASE_URL: `http://127.0.0.1:${port}/v1` }));
    assert.equal(run.code, 1);
    assert.match(run.stdout, new RegExp(`FAIL image {3}gemini:gemini-2\\.5-flash-image: gemini:gemini-2\\.5-flash-image request to http://127\\.0\\.0\\.1:${port} network error: fetch failed \\(connect ECONNREFUSED`));
    assert.match(run.stdout, /FAIL judge {3}judge:gpt-4o-mini: .*network error/);
    assert.match(run.stdout, /ok {3}image {3}openai:gpt-image-1: drew a 1024x1024 picture/);
    assert.match(run.stdout, /Some models did not answer as they should/);
  });

  it('checks Replicate and fal models by a prediction each (polled: no webhook reaches a command); a wrong key is said', async () => {
    const replicate = await startFakeReplicate({ apiToken: 'r8_check' });
    const fal = await startFakeFal({ apiKey: 'fal-check' });
    try {
      const providers = (token: string, key: string) => ({
        REPLICATE_API_TOKEN: token,
        REPLICATE_MODELS: 'black-forest-labs/flux-kontext-pro',
        REPLICATE_BASE_URL: replicate.baseUrl,
        FAL_KEY: key,
        FAL_MODELS: 'fal-ai/flux-pro/kontext',
        FAL_QUEUE_URL: fal.queueUrl,
        PREDICTION_POLL_INTERVAL_MS: '100',
      });
      const { code, output } = await check(configured(providers('r8_check', 'fal-check')));
      assert.equal(code, 0, JSON.stringify(output));
      const byName = Object.fromEntries(output.checks.map((entry) => [entry.name, entry]));
      assert.equal(byName['replicate:black-forest-labs/flux-kontext-pro'].detail, 'drew a 1024x1024 picture');
      assert.equal(byName['fal:fal-ai/flux-pro/kontext'].detail, 'drew a 1024x1024 picture');
      assert.equal(replicate.predictions.size, 1);
      const [edit] = [...fal.queue.values()];
      assert.match(String(edit.input.image_url), /^data:image\/jpeg;base64,/, "fal's Kontext, an edit model, was given the built-in apple to start from");

      const wrong = await check(configured(providers('r8_wrong', 'fal-wrong')));
      assert.equal(wrong.code, 1);
      const failed = Object.fromEntries(wrong.output.checks.filter((entry) => !entry.ok).map((entry) => [entry.name, entry.detail]));
      assert.match(failed['replicate:black-forest-labs/flux-kontext-pro'], /answered HTTP 401 \(the API token is missing, wrong or revoked\): Unauthenticated: You did not pass a valid authentication token/);
      assert.match(failed['fal:fal-ai/flux-pro/kontext'], /answered HTTP 401 \(the API key is missing, wrong or revoked\)/);
    } finally {
      await replicate.close();
      await fal.close();
    }
  });

  it('says a configuration it cannot use in words', async () => {
    const { code, output } = await check(configured({ OPENAI_IMAGES_MODEL: 'dall-e-3' }));
    assert.equal(code, 1);
    assert.match(output.checks[0].detail, /OPENAI_IMAGES_MODEL=dall-e-3 cannot keep a character the same/);
  });
});
