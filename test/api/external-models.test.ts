import assert from 'node:assert/strict';
import path from 'node:path';
import sharp from 'sharp';
import { loadModelsConfig } from '../../src/config/models';
import { createModelRegistry, modelCatalogue } from '../../src/models/registry';
import { predictionWebhookVerifiers } from '../../src/predictions';
import { answerLikeAModel, judgeAndPlannerOn } from '../fakes/chat-answers';
import { startFakeFal } from '../fakes/fal';
import { type FakeGemini, startFakeGemini } from '../fakes/gemini';
import { solidPng } from '../fakes/images';
import { startFakeReplicate } from '../fakes/replicate';
import { type FakeOpenAI, startFakeOpenAI } from '../fakes/openai';
import type { FakeServer } from '../fakes/server';
import { requireComfyUI, startComfyUI } from '../support/comfyui-server';
import { call } from '../support/http';
import { assertLedgerExact } from '../support/integrity';
import { type SideApi, type SideWorker, startSideApi, startSideWorker } from '../support/side-services';
import { getTestStack, pauseStackWorker, resumeStackWorker, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const OPENAI_KEY = 'sk-proj-likeness-e2e';
const GEMINI_KEY = 'AIza-likeness-e2e';

/** A provider the stack is pointed at: the environment a person would set, and a count of its drawings. */
interface RunningProvider {
  env: NodeJS.ProcessEnv;
  /** The environment that names the API's public URL, where a provider sends its webhooks. */
  webhookEnv?: (apiBaseUrl: string) => NodeJS.ProcessEnv;
  drawings(): Promise<number>;
  /** Checked after the suite: how the provider's work came back (every prediction by a signed webhook, none polled). */
  verify?(): void;
  /** Where the provider's work stands, for a run that did not end in time: each webhook delivery so far. */
  waits?(): string;
  stop(): Promise<void>;
}

/** Words in a prompt that the fakes refuse under their content policy: before drawing, and (Gemini) after drawing. */
const REFUSED_WORDS = 'a forbidden banner';
const WITHHELD_WORDS = 'a withheld banner';

interface ProviderCase {
  title: string;
  model: string;
  /** Characters are created with a drawing as their source image (for models that only edit an image). */
  sourceImage?: boolean;
  /** How the provider words a refusal of REFUSED_WORDS and of WITHHELD_WORDS; absent where its fake cannot refuse. */
  refusals?: { prompt: RegExp; image: RegExp };
  start(openai: FakeOpenAI, gemini: FakeGemini, context: Mocha.Context): Promise<RunningProvider>;
  /** Checks what the provider was sent for the last edit (a region of the picture, in pixels), and what it made. */
  sawEdit?(fakes: Fakes, region: PixelBox, edited: Buffer): Promise<void>;
  /** Checks what the provider was sent for the last posed scene ("Pip" on a skeleton), and what it made. */
  sawPose?(fakes: Fakes, result: Buffer): Promise<void>;
}

interface Fakes {
  openai: FakeOpenAI;
  gemini: FakeGemini;
}

interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An edit's region, in percent of the picture. */
const REGION = { x: 25, y: 25, width: 50, height: 50 };
const EDIT = 'make the scarf red';

const lastRequest = (fake: FakeServer, path: RegExp) => [...fake.requests].reverse().find((request) => path.test(request.path))!;
const pixels = async (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/** Mean absolute difference (0-255) of two pictures over the pixels outside `box`, and over those inside. */
async function differences(a: Buffer, b: Buffer, box: PixelBox): Promise<{ outside: number; inside: number }> {
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
  const sums = { outside: [0, 0], inside: [0, 0] };
  for (let y = 0; y < pa.info.height; y += 1) {
    for (let x = 0; x < pa.info.width; x += 1) {
      const where = x >= box.left && x < box.left + box.width && y >= box.top && y < box.top + box.height ? sums.inside : sums.outside;
      for (let c = 0; c < 3; c += 1) where[0] += Math.abs(pa.data[(y * pa.info.width + x) * 3 + c] - pb.data[(y * pa.info.width + x) * 3 + c]);
      where[1] += 3;
    }
  }
  return { outside: sums.outside[0] / Math.max(1, sums.outside[1]), inside: sums.inside[0] / Math.max(1, sums.inside[1]) };
}

/** The share of a picture's pixels that are black, and of those that are a saturated colour: an OpenPose skeleton is mostly black. */
async function skeletonLike(image: Buffer): Promise<{ black: number; coloured: number }> {
  const { data, info } = await pixels(image);
  let black = 0;
  let coloured = 0;
  for (let i = 0; i < info.width * info.height; i += 1) {
    const [r, g, b] = [data[i * 3], data[i * 3 + 1], data[i * 3 + 2]];
    if (r + g + b < 30) black += 1;
    else if (Math.max(r, g, b) - Math.min(r, g, b) > 120) coloured += 1;
  }
  return { black: black / (info.width * info.height), coloured: coloured / (info.width * info.height) };
}

async function imageParts(fakes: Fakes): Promise<{ texts: string[]; images: Buffer[] }> {
  const body = lastRequest(fakes.gemini, /:generateContent$/).json<{ contents: Array<{ parts: Array<{ text?: string; inline_data?: { data: string } }> }> }>();
  const parts = body.contents[0].parts;
  return { texts: parts.flatMap((part) => (part.text ? [part.text] : [])), images: parts.flatMap((part) => (part.inline_data ? [Buffer.from(part.inline_data.data, 'base64')] : [])) };
}

async function openAIEdit(fakes: Fakes): Promise<{ prompt: string; images: Buffer[]; mask?: Buffer }> {
  const form = await lastRequest(fakes.openai, /^\/v1\/images\/edits$/).form();
  const file = async (value: ReturnType<FormData['get']>) => (value && typeof value !== 'string' ? Buffer.from(await value.arrayBuffer()) : undefined);
  return { prompt: form.get('prompt') as string, images: await Promise.all(form.getAll('image[]').map(async (value) => (await file(value))!)), mask: await file(form.get('mask')) };
}

/** The alpha of a mask's pixel (OpenAI: 0 where the picture may change). */
async function alphaAt(mask: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(mask).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * 4 + 3];
}

const chatOnOpenAI = (openai: FakeOpenAI): NodeJS.ProcessEnv => judgeAndPlannerOn(openai.baseUrl, OPENAI_KEY);

/** Requests to a fake whose path matches: what the provider was asked to draw. */
function counted(fake: FakeServer, path: RegExp): () => Promise<number> {
  return () => Promise.resolve(fake.requests.filter((request) => path.test(request.path)).length);
}

const FIXTURES = path.resolve(__dirname, '../fixtures/comfyui');
const REPLICATE_TOKEN = 'r8_likeness_e2e';
const FAL_KEY = 'fal-likeness-e2e';
const REFUSED_BY_PREDICTION = new RegExp(`${REFUSED_WORDS}|${WITHHELD_WORDS}`);
/** Long enough that a prediction that ends waits for its webhook, never for a poll. */
const NO_POLLS_BEFORE_MS = '120000';

/** Without a public URL predictions are polled this often. */
const POLL_EVERY_MS = '100';

/** No webhook asked for or sent, every prediction polled: the runs were completed by polls. */
function completedByPolls(webhooks: unknown[], predictions: number, polls: number): void {
  assert.ok(predictions > 0);
  assert.equal(webhooks.length, 0, 'no webhook was sent');
  assert.ok(polls >= predictions, `each prediction was polled (${polls} polls for ${predictions})`);
}

/**
 * Each prediction's webhook accepted (200) in the end, and no prediction polled: the runs were completed by webhooks.
 * A delivery that overtook the start of its run is answered 503 and sent again, as both providers do.
 */
function completedByWebhooks(webhooks: Array<{ id: string; status: number; attempt?: number; at?: number }>, predictions: number, polls: number): void {
  assert.ok(predictions > 0);
  const ids = [...new Set(webhooks.map((webhook) => webhook.id))];
  assert.equal(ids.length, predictions, 'one webhook per prediction');
  const said = deliveries(webhooks);
  for (const id of ids) {
    const statuses = webhooks.filter((webhook) => webhook.id === id).map((webhook) => webhook.status);
    const accepted = statuses.at(-1) === 200 && statuses.slice(0, -1).every((status) => status === 503);
    assert.ok(accepted, `each webhook accepted, after 503s only while its run had not started; the webhooks: ${said}`);
  }
  assert.equal(polls, 0, `no prediction was polled; the webhooks: ${said}`);
}

/** Each delivery as [prediction, attempt, status, ms after the first webhook], to tell which run waited for a poll. */
function deliveries(webhooks: Array<{ id: string; status: number; attempt?: number; at?: number }>): string {
  const start = Math.min(...webhooks.map((webhook) => webhook.at ?? 0));
  return JSON.stringify(webhooks.map((webhook) => [webhook.id.slice(0, 8), webhook.attempt, webhook.status, (webhook.at ?? 0) - start]));
}

/**
 * How predictions come back: by their signed webhooks to the side API (never polled before two minutes), or, without a
 * public URL (local development: nothing can reach the API), by polls.
 */
type CompletedBy = 'webhooks' | 'polls';

function completion(completedBy: CompletedBy): Pick<RunningProvider, 'webhookEnv'> & { env: NodeJS.ProcessEnv } {
  return completedBy === 'webhooks'
    ? { env: { PREDICTION_WEBHOOK_GRACE_MS: NO_POLLS_BEFORE_MS }, webhookEnv: (apiBaseUrl) => ({ MODEL_WEBHOOK_BASE_URL: apiBaseUrl }) }
    : { env: { PREDICTION_POLL_INTERVAL_MS: POLL_EVERY_MS } };
}

function completedAsSaid(completedBy: CompletedBy, webhooks: Array<{ id: string; status: number }>, predictions: number, polls: number): void {
  if (completedBy === 'webhooks') completedByWebhooks(webhooks, predictions, polls);
  else completedByPolls(webhooks, predictions, polls);
}

/** Replicate's API (predictions, their signed webhooks): each model call returns at once, the prediction's run completes it. */
function replicateCase(completedBy: CompletedBy): ProviderCase {
  return {
    title: `Replicate (flux-kontext-pro, completed by ${completedBy === 'webhooks' ? 'signed webhooks' : 'polls: no public URL'}; judge and planner on OpenAI)`,
    model: 'replicate:black-forest-labs/flux-kontext-pro',
    refusals: { prompt: /flagged as sensitive.*\(E005\)/, image: /flagged as sensitive/ },
    start: async (openai) => {
      const replicate = await startFakeReplicate({ apiToken: REPLICATE_TOKEN, refuse: REFUSED_BY_PREDICTION });
      const { env, webhookEnv } = completion(completedBy);
      const polls = () => replicate.requests.filter((request) => request.method === 'GET' && /^\/v1\/predictions\//.test(request.path)).length;
      return {
        env: { REPLICATE_API_TOKEN: REPLICATE_TOKEN, REPLICATE_MODELS: 'black-forest-labs/flux-kontext-pro', REPLICATE_BASE_URL: replicate.baseUrl, ...env, ...chatOnOpenAI(openai) },
        webhookEnv,
        drawings: () => Promise.resolve(replicate.predictions.size),
        verify: () => completedAsSaid(completedBy, replicate.webhooks, replicate.predictions.size, polls()),
        waits: () => `${replicate.predictions.size} predictions, ${polls()} polls; webhooks: ${deliveries(replicate.webhooks)}`,
        stop: () => replicate.close(),
      };
    },
  };
}

/** fal's queue with its Ed25519-signed webhooks; Kontext [pro] only edits an image, so characters have a drawing. */
function falCase(completedBy: CompletedBy): ProviderCase {
  return {
    title: `fal (flux-pro/kontext, completed by ${completedBy === 'webhooks' ? 'signed webhooks' : 'polls: no public URL'}; judge and planner on OpenAI)`,
    model: 'fal:fal-ai/flux-pro/kontext',
    sourceImage: true,
    refusals: { prompt: /flagged by a content checker/, image: /flagged by a content checker/ },
    start: async (openai) => {
      const fal = await startFakeFal({ apiKey: FAL_KEY, refuse: REFUSED_BY_PREDICTION });
      const { env, webhookEnv } = completion(completedBy);
      const polls = () => fal.requests.filter((request) => request.method === 'GET' && /\/status$/.test(request.path)).length;
      return {
        env: { FAL_KEY, FAL_MODELS: 'fal-ai/flux-pro/kontext', FAL_QUEUE_URL: fal.queueUrl, FAL_JWKS_URL: fal.jwksUrl, ...env, ...chatOnOpenAI(openai) },
        webhookEnv,
        drawings: () => Promise.resolve(fal.queue.size),
        verify: () => completedAsSaid(completedBy, fal.webhooks, fal.queue.size, polls()),
        waits: () => `${fal.queue.size} requests, ${polls()} polls; webhooks: ${deliveries(fal.webhooks)}`,
        stop: () => fal.close(),
      };
    },
  };
}

const CASES: ProviderCase[] = [
  {
    title: 'OpenAI (gpt-image-1 for images, gpt-4o-mini judging, gpt-4.1-mini planning)',
    model: 'openai:gpt-image-1',
    refusals: { prompt: /rejected by the safety system/, image: /rejected by the safety system/ },
    start: (openai) =>
      Promise.resolve({
        env: { OPENAI_IMAGES_BASE_URL: openai.baseUrl, OPENAI_IMAGES_API_KEY: OPENAI_KEY, ...chatOnOpenAI(openai) },
        drawings: counted(openai, /^\/v1\/images\//),
        stop: () => Promise.resolve(),
      }),
    // images/edits: the picture first ("the mask will be applied on the first image"), the mask an RGBA PNG of its size,
    // transparent (alpha 0) where it may change (CreateImageEditRequest.mask).
    async sawEdit(fakes, region) {
      const sent = await openAIEdit(fakes);
      // A multipart text field's line breaks are CRLF (the HTML form encoding FormData follows).
      assert.match(sent.prompt, new RegExp(`^Edit the first image: ${EDIT}\\.\\r?\\nChange only the masked area`));
      const [picture, mask] = await Promise.all([sharp(sent.images[0]).metadata(), sharp(sent.mask).metadata()]);
      assert.deepEqual([mask.format, mask.channels, mask.width, mask.height], ['png', 4, picture.width, picture.height]);
      assert.equal(await alphaAt(sent.mask!, region.left + region.width / 2, region.top + region.height / 2), 0, 'transparent inside the region');
      assert.equal(await alphaAt(sent.mask!, 2, 2), 255, 'opaque outside it');
    },
    async sawPose(fakes) {
      const sent = await openAIEdit(fakes);
      assert.match(sent.prompt, /Pose: draw Pip exactly in the pose of its OpenPose skeleton image\./);
      const legend = /Reference images?[^\n]*/.exec(sent.prompt)?.[0] ?? sent.prompt;
      assert.match(legend, /the pose of Pip: an OpenPose skeleton/);
      const skeletons = await Promise.all(sent.images.map(skeletonLike));
      assert.ok(skeletons.some((shares) => shares.black > 0.8 && shares.coloured > 0.005), 'the skeleton picture is among the images');
    },
  },
  {
    title: 'Gemini (gemini-2.5-flash-image for images; judge and planner on OpenAI)',
    model: 'gemini:gemini-2.5-flash-image',
    refusals: { prompt: /flagged as prohibited content \(PROHIBITED_CONTENT\)/, image: /withheld by its image safety filter \(IMAGE_SAFETY\)/ },
    start: (openai, gemini) =>
      Promise.resolve({
        env: { GEMINI_BASE_URL: gemini.url, GEMINI_API_KEY: GEMINI_KEY, ...chatOnOpenAI(openai) },
        drawings: counted(gemini, /:generateContent$/),
        stop: () => Promise.resolve(),
      }),
    // generateContent with the instruction, the picture and the mask as a labelled image ("Image editing", text-and-image-to-image).
    async sawEdit(fakes, region) {
      const { texts, images } = await imageParts(fakes);
      assert.match(texts[0], new RegExp(`^Edit the first image: ${EDIT}\\.`));
      assert.equal(texts[1], 'Reference image 1: the picture to edit.');
      assert.match(texts[2], /^Reference image 2: where the picture to edit may change: white; black parts stay exactly as they are\.$/);
      const mask = await sharp(images[1]).greyscale().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => mask.data[y * mask.info.width + x];
      assert.deepEqual([at(region.left + region.width / 2, region.top + region.height / 2), at(2, 2)], [255, 0]);
    },
    async sawPose(fakes) {
      const { texts, images } = await imageParts(fakes);
      const index = texts.findIndex((text) => /^Reference image \d+: the pose of Pip: an OpenPose skeleton/.test(text));
      assert.ok(index > 0, texts.join('\n'));
      const skeleton = await skeletonLike(images[index - 1]);
      assert.ok(skeleton.black > 0.8 && skeleton.coloured > 0.005, 'the image after its words is the skeleton');
    },
  },
  {
    // ComfyUI's own server on CPU: workflows of core nodes that load no model (a canvas without references, the first
    // reference scaled to the requested size with them), so every upload, queue, poll and download is the real protocol.
    title: "ComfyUI (its own server, weightless workflows; judge and planner on OpenAI)",
    model: 'comfyui',
    start: async (openai, _gemini, context) => {
      const server = await startComfyUI(requireComfyUI(context));
      return {
        env: {
          COMFYUI_URL: server.url,
          COMFYUI_WORKFLOW: path.join(FIXTURES, 'scaled-reference.json'),
          COMFYUI_ILLUSTRATED_WORKFLOW: path.join(FIXTURES, 'scaled-reference.json'),
          COMFYUI_TEXT_WORKFLOW: path.join(FIXTURES, 'blank-canvas.json'),
          COMFYUI_INPAINT_WORKFLOW: path.join(FIXTURES, 'fill-mask.json'),
          COMFYUI_POSE_WORKFLOW: path.join(FIXTURES, 'pose-skeleton.json'),
          COMFYUI_POLL_INTERVAL_MS: '100',
          ...chatOnOpenAI(openai),
        },
        drawings: async () => Object.keys((await (await fetch(`${server.url}/history`)).json()) as object).length,
        stop: () => server.stop(),
      };
    },
    // fill-mask.json paints magenta through the uploaded mask over a green canvas: the server read the mask where it is
    // (the green it painted outside is the service's to undo).
    async sawEdit(_fakes, region, edited) {
      const { data, info } = await pixels(edited);
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      assert.deepEqual(at(region.left + region.width / 2, region.top + region.height / 2), [255, 0, 255]);
    },
    // pose-skeleton.json saves the {{pose_image}} it was given: the skeleton itself.
    async sawPose(_fakes, result) {
      const skeleton = await skeletonLike(result);
      assert.ok(skeleton.black > 0.8 && skeleton.coloured > 0.005, JSON.stringify(skeleton));
    },
  },
  ...(['webhooks', 'polls'] as const).flatMap((completedBy) => [replicateCase(completedBy), falCase(completedBy)]),
];

describe('The stack on external models held to their real contracts (strict fakes over HTTP)', function () {
  this.timeout(240_000);
  let stack: TestStack;

  before(async () => {
    stack = await getTestStack();
  });

  for (const provider of CASES) {
    describe(provider.title, () => {
      let openai: FakeOpenAI;
      let gemini: FakeGemini;
      let running: RunningProvider | undefined;
      let worker: SideWorker;
      let api: SideApi;
      let user: TestUser;
      let delivered = 0;
      const START_CREDITS = 40;
      const characters: string[] = [];
      const sceneIds: string[] = [];
      const call$ = (method: string, path: string, body?: unknown) => call(api.baseUrl, method, path, { key: user.key, body });
      const credits = async () => (await call$('GET', '/api/credits')).body.credits as number;
      const download = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

      before(async function () {
        const refused = new RegExp(`${REFUSED_WORDS}|${WITHHELD_WORDS}`);
        openai = await startFakeOpenAI({ apiKey: OPENAI_KEY, chatReply: answerLikeAModel(97, /\ba map\b/), refuse: refused });
        gemini = await startFakeGemini({ apiKey: GEMINI_KEY, blockPrompts: new RegExp(REFUSED_WORDS), withholdImages: new RegExp(WITHHELD_WORDS) });
        running = await provider.start(openai, gemini, this);
        const env = { DEFAULT_IMAGE_MODEL: provider.model, MODEL_REQUEST_TIMEOUT_MS: '10000', ...running.env };
        const catalogue = createModelRegistry(loadModelsConfig(env));
        api = await startSideApi(stack, {
          imageModels: modelCatalogue(catalogue),
          predictionWebhooks: predictionWebhookVerifiers(loadModelsConfig(env)),
        });
        const models = createModelRegistry(loadModelsConfig({ ...env, ...running.webhookEnv?.(api.baseUrl) }));
        await pauseStackWorker();
        worker = await startSideWorker(stack, { deps: { models } });
        user = await createTestUser(stack, { credits: START_CREDITS });
      });

      after(async () => {
        await api?.close();
        await worker?.stop();
        await resumeStackWorker();
        await running?.stop();
        await openai?.close();
        await gemini?.close();
      });

      it('draws each character\'s reference sheet through the provider, then locks it', async () => {
        for (const [name, description] of [
          ['Pip', 'A small fox with orange fur, a green scarf and a blue backpack'],
          ['Ada', 'A girl with black curly hair, a red raincoat and yellow boots'],
        ]) {
          const form = new FormData();
          form.append('name', name);
          form.append('description', description);
          if (provider.sourceImage) form.append('image', new Blob([new Uint8Array(await solidPng(256, 256, { r: 230, g: 120, b: 30 }))], { type: 'image/png' }), 'drawing.png');
          const created = await fetch(`${api.baseUrl}/api/characters`, { method: 'POST', headers: { authorization: `Bearer ${user.key}` }, body: form });
          const character = (await created.json()) as { id: string };
          assert.equal(created.status, 201, JSON.stringify(character));
          const before = await running!.drawings();
          const sheet = await call$('POST', `/api/characters/${character.id}/references`, { labels: ['front', 'three_quarter'] });
          assert.equal(sheet.status, 200, JSON.stringify(sheet.body));
          assert.deepEqual([sheet.body.generated, sheet.body.failures], [2, []]);
          assert.equal((await running!.drawings()) - before, 2, 'each view was drawn by the provider');
          const image = await fetch(sheet.body.references[0].image_url);
          assert.equal((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format, 'png');
          assert.equal((await call$('POST', `/api/characters/${character.id}/lock`)).status, 200);
          characters.push(character.id);
        }
      });

      it('generates a scene and a two-character scene, judged by the provider\'s judge', async () => {
        const scene = await call$('POST', '/api/generate', { character_id: characters[0], prompt: 'Pip reads a map under a tree', no_cache: true });
        assert.equal(scene.status, 200, JSON.stringify(scene.body));
        assert.equal(scene.body.consistency_score, 97, 'the score is the vision judge\'s');
        assert.equal(scene.body.passed, true, 'the likeness met the bar');
        assert.deepEqual(scene.body.prompt_issues, ['The prompt asks for a map; the scene does not show it.'], 'what the judge saw missing of the prompt, apart from the likeness');
        assert.ok(scene.body.issues.includes(scene.body.prompt_issues[0]));
        sceneIds.push(scene.body.image_id);
        delivered += 1;
        const multi = await call$('POST', '/api/generate-multi', { character_ids: characters, prompt: 'Pip and Ada share an apple on a bench' });
        assert.equal(multi.status, 200, JSON.stringify(multi.body));
        assert.deepEqual(multi.body.characters.map((entry: { score: number }) => entry.score), [97, 97]);
        assert.equal(multi.body.passed, true);
        delivered += 2;
      });

      it('edits a scene inside a region through the provider: every pixel outside it is the original\'s, the provider got the picture, the mask and the instruction; a bad mask is a 400 sent nowhere, nothing charged', async () => {
        // A picture the built-in illustrator drew, so that whatever the provider returns differs from it.
        const source = await call$('POST', '/api/generate', { character_id: characters[0], prompt: 'Pip walks down the street in the rain', model: 'builtin-flat', no_cache: true, min_score: 0.1 });
        assert.equal(source.status, 200, JSON.stringify(source.body));
        delivered += 1;
        const original = await download(source.body.image_url);
        const before = { credits: await credits(), drawings: await running!.drawings() };
        const small = await solidPng(64, 64, { r: 255, g: 255, b: 255 });
        const refused = await call$('POST', `/api/scenes/${source.body.image_id}/edit`, { instruction: EDIT, mask: small.toString('base64'), model: provider.model });
        assert.equal(refused.status, 400);
        assert.match(refused.body.error, /^mask is 64x64; it must be the picture's size/);
        assert.deepEqual([await credits(), await running!.drawings()], [before.credits, before.drawings]);
        const res = await call$('POST', `/api/scenes/${source.body.image_id}/edit`, { instruction: EDIT, region: REGION, min_score: 0.1, model: provider.model });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        delivered += 1;
        assert.equal(res.body.edited_from_image_id, source.body.image_id);
        assert.equal((await running!.drawings()) - before.drawings, 1, 'the provider made the edit');
        const edited = await download(res.body.image_url);
        const { width, height } = (await sharp(original).metadata()) as { width: number; height: number };
        const region = { left: Math.round((REGION.x / 100) * width), top: Math.round((REGION.y / 100) * height), width: Math.round((REGION.width / 100) * width), height: Math.round((REGION.height / 100) * height) };
        const difference = await differences(original, edited, region);
        console.log(`      mean absolute difference outside the region (0-255): ${difference.outside.toFixed(2)}; inside: ${difference.inside.toFixed(1)}`);
        assert.equal(difference.outside, 0, 'every pixel outside the region is the original\'s');
        assert.ok(difference.inside > 5, `the provider's picture shows inside it (${difference.inside.toFixed(1)})`);
        await provider.sawEdit?.({ openai, gemini }, region, edited);
      });

      it('draws a character on a skeleton through the provider (its pose said unchecked: the provider does not say where it drew the figure)', async () => {
        const res = await call$('POST', '/api/generate', { character_id: characters[0], prompt: 'Pip cheers on a hill', pose: { name: 'arms_up' }, no_cache: true, min_score: 0.1 });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        delivered += 1;
        assert.deepEqual(res.body.poses, [{ name: 'Pip', pck: null }]);
        assert.ok(res.body.issues.includes("Pip's pose was not checked: the image model does not say where it drew the figure"), JSON.stringify(res.body.issues));
        await provider.sawPose?.({ openai, gemini }, await download(res.body.image_url));
      });

      it('edits a comic panel through the provider: the panel shows the edit, every pixel outside the region kept', async () => {
        const shell = await call$('POST', '/api/comics', { title: 'Scarves', character_ids: [characters[0]] });
        assert.equal(shell.status, 200, JSON.stringify(shell.body));
        const drawn = await call$('POST', `/api/comics/${shell.body.id}/panels`, { page_number: 1, action: 'Pip waves from the hill' });
        assert.equal(drawn.status, 200, JSON.stringify(drawn.body));
        delivered += 1;
        const original = await download(drawn.body.image_url);
        const res = await call$('POST', `/api/comics/${shell.body.id}/panels/1/edit`, { instruction: EDIT, region: REGION, min_score: 0.1 });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        delivered += 1;
        assert.deepEqual([res.body.panel.image_id, res.body.panel.image_url], [res.body.image_id, res.body.image_url]);
        const { width, height } = (await sharp(original).metadata()) as { width: number; height: number };
        const region = { left: Math.round((REGION.x / 100) * width), top: Math.round((REGION.y / 100) * height), width: Math.round((REGION.width / 100) * width), height: Math.round((REGION.height / 100) * height) };
        assert.equal((await differences(original, await download(res.body.image_url), region)).outside, 0);
      });

      it('makes a storybook', async () => {
        const book = await call$('POST', '/api/storybook', { character_id: characters[0], pages: ['Pip wakes up in a den', 'Pip walks to the river'], consistency_check: true });
        assert.equal(book.status, 200, JSON.stringify(book.body));
        assert.deepEqual([book.body.status, book.body.generated, book.body.failed], ['completed', 2, 0]);
        delivered += 2;
      });

      it('makes a comic planned by the provider\'s planner, polled until ready', async () => {
        const started = await call$('POST', '/api/comics/generate', {
          title: 'The Apple Tree',
          story_prompt: 'Pip and Ada find an apple tree. They climb it together. A branch bends. They land in the leaves and laugh.',
          character_ids: characters,
          page_count: 3,
        });
        assert.equal(started.status, 200, JSON.stringify(started.body));
        let comic: any;
        for (const deadline = Date.now() + 120_000; ; await sleep(200)) {
          comic = (await call$('GET', `/api/comics/${started.body.id}`)).body;
          if (comic.comic.status !== 'generating') break;
          if (Date.now() >= deadline) assert.fail(`the comic did not settle: setting anchor ${comic.comic.setting_anchor_url ? 'drawn' : 'not drawn'}, pages ${JSON.stringify(comic.pages.map((page: { image_url: string | null; error: string | null }) => page.image_url ? 'drawn' : page.error ?? 'waiting'))}; ${running!.waits?.() ?? ''}`);
        }
        assert.equal(comic.comic.status, 'ready', JSON.stringify(comic));
        assert.equal(comic.pages.length, 3);
        assert.match(comic.pages[0].caption, /^1\. Pip and Ada find an apple tree/, 'the captions are the planner\'s');
        assert.ok(comic.pages.every((page: { image_url?: string }) => page.image_url));
        delivered += 3;
        const plannerCalls = openai.requests.filter((request) => request.path === '/v1/chat/completions' && /You plan comics/.test(request.body.toString()));
        assert.equal(plannerCalls.length, 1);
      });

      it('answers a refusal under the provider\'s content policy with 422 naming it, asks once, refunds; in a storybook it is that page\'s 422', async function () {
        const refusals = provider.refusals;
        if (!refusals) return this.skip();
        const before = { credits: await credits(), drawings: await running!.drawings() };
        const scene = await call$('POST', '/api/generate', { character_id: characters[0], prompt: `Pip holds ${REFUSED_WORDS}`, no_cache: true, max_retries: 3 });
        assert.equal(scene.status, 422, JSON.stringify(scene.body));
        assert.match(scene.body.error, new RegExp(`^The image could not be made: it was refused \\(image model: ${provider.model} refused the request under its content policy: `));
        assert.match(scene.body.error, refusals.prompt);
        assert.match(scene.body.error, /Your credit was refunded\.$/);
        assert.equal((await running!.drawings()) - before.drawings, 1, 'a refusal is not asked again');
        assert.equal(await credits(), before.credits, 'the refused scene was refunded');

        const book = await call$('POST', '/api/storybook', { character_id: characters[0], pages: ['Pip waves from the hill', `Pip carries ${WITHHELD_WORDS}`], consistency_check: true });
        assert.equal(book.status, 200, JSON.stringify(book.body));
        assert.deepEqual([book.body.generated, book.body.failed], [1, 1]);
        const [drawn, withheld] = book.body.pages;
        assert.equal(drawn.error_status, undefined);
        assert.equal(withheld.error_status, 422);
        assert.match(withheld.error, refusals.image);
        assert.equal(await credits(), before.credits - 1, 'only the drawn page was charged');
        delivered += 1;

        const multi = await call$('POST', '/api/generate-multi', { character_ids: characters, prompt: `Pip and Ada wave ${REFUSED_WORDS}`, max_retries: 3 });
        assert.equal(multi.status, 422, JSON.stringify(multi.body));
        assert.match(multi.body.error, refusals.prompt);
        const variants = await call$('POST', `/api/scenes/${sceneIds[0]}/vary`, { vary: 'pose', target: `waving ${REFUSED_WORDS}`, count: 2 });
        assert.equal(variants.status, 200, JSON.stringify(variants.body));
        assert.deepEqual(variants.body.failures.map((failure: { status: number }) => failure.status), [422, 422]);
        assert.match(variants.body.failures[0].error, refusals.prompt);
        const refusedEdit = await call$('POST', `/api/scenes/${sceneIds[0]}/edit`, { instruction: `add ${REFUSED_WORDS}`, region: REGION, max_retries: 3 });
        assert.equal(refusedEdit.status, 422, JSON.stringify(refusedEdit.body));
        assert.match(refusedEdit.body.error, refusals.prompt);
        const shell = await call$('POST', '/api/comics', { title: 'Banners', character_ids: [characters[0]] });
        assert.equal(shell.status, 200, JSON.stringify(shell.body));
        const panel = await call$('POST', `/api/comics/${shell.body.id}/panels`, { page_number: 1, action: `Pip raises ${REFUSED_WORDS}` });
        assert.equal(panel.status, 422, JSON.stringify(panel.body));
        assert.match(panel.body.error, /^The panel could not be made: it was refused/);
        assert.equal(await credits(), before.credits - 1, 'the refused multi scene, variants and panel were refunded');
      });

      it('charged exactly what it delivered', async () => {
        await assertLedgerExact(stack, user, START_CREDITS, delivered);
        running?.verify?.();
      });
    });
  }
});
