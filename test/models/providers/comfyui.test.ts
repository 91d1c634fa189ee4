import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadModelsConfig } from '../../../src/config/models';
import { type ComfyUIConfig, createComfyUIImageModel } from '../../../src/models/providers/comfyui';
import { startFakeComfyUI } from '../../fakes/comfyui';
import type { FakeServer } from '../../fakes/server';
import { character, rejectsWithModelError, renderRequest } from './support';

/** Quick tests against the fake; comfyui-server.test.ts holds the adapter to ComfyUI's own server. */
describe('ComfyUI image model', () => {
  let fake: FakeServer;
  const model = (overrides: Partial<ComfyUIConfig> = {}) =>
    createComfyUIImageModel({ name: 'comfyui', baseUrl: fake.url, timeoutMs: 500, jobTimeoutMs: 2000, pollIntervalMs: 10, ...overrides });
  const sent = () => fake.requests.map((request) => `${request.method} ${request.path}`);
  const queuedPrompt = () => fake.requests.find((request) => request.path === '/prompt')!.json();
  const photographed = async (name = 'Mia') => ({ ...(await character(name)), faceMode: 'pulid' as const });

  beforeEach(async () => {
    fake = await startFakeComfyUI({ pendingPolls: 2 });
  });
  afterEach(() => fake.close());

  it('uploads the reference, queues the PuLID workflow for a photographed face under its own id, polls and downloads the saved image', async () => {
    const request = await renderRequest({ characters: [await photographed()] });
    const result = await model().render(request);
    const { prompt_id: id, prompt: workflow } = queuedPrompt();
    assert.match(id, /^[0-9a-f-]{36}$/);
    assert.deepEqual(sent(), [
      'POST /upload/image',
      'POST /prompt',
      ...Array(2).fill([`GET /history/${id}`, 'GET /queue']).flat(),
      `GET /history/${id}`,
      'GET /view',
    ]);
    const uploaded = (await fake.requests[0].form()).get('image') as File;
    assert.ok(Buffer.from(await uploaded.arrayBuffer()).equals(request.characters[0].references[0]));
    assert.equal(workflow['5'].inputs.image, uploaded.name);
    assert.equal(workflow['6'].class_type, 'ApplyPulid');
    assert.match(workflow['7'].inputs.text, /Mia jumps into a puddle/);
    assert.equal(workflow['10'].inputs.seed, 42);
    assert.deepEqual([workflow['9'].inputs.width, workflow['9'].inputs.height], [512, 384]);
    assert.equal(fake.requests.at(-1)!.query.get('filename'), `likeness_${id}.png`);
    assert.equal(fake.requests.at(-1)!.query.get('type'), 'output');
    const meta = await sharp(result.png).metadata();
    assert.deepEqual([meta.width, meta.height], [512, 384]);
  });

  it('uses the illustrated workflow unless a character has a photographed face, each distinct reference uploaded once', async () => {
    await model().render(await renderRequest({ characters: [await character('Mia'), { ...(await character('Leo')), faceMode: 'illustrated' }] }));
    const workflow = queuedPrompt().prompt;
    assert.equal(workflow['12'].class_type, 'ReferenceLatent');
    assert.equal(sent().filter((request) => request === 'POST /upload/image').length, 1, 'both solid references are the same image');
    assert.deepEqual(['4', '5', '6'].map((node) => workflow[node].inputs.image), Array(3).fill(workflow['4'].inputs.image));
    fake.requests.length = 0;
    await model().render(await renderRequest({ characters: [await character('Mia'), await photographed('Leo')] }));
    assert.equal(queuedPrompt().prompt['6'].class_type, 'ApplyPulid');
  });

  it('uses the text workflow without references', async () => {
    await model().renderReference({ character: { ...(await photographed()), references: [] }, label: 'front', seed: 7 });
    assert.equal(fake.requests[0].path, '/prompt');
    const workflow = queuedPrompt().prompt;
    assert.equal(Object.values(workflow).some((node: any) => node.class_type === 'ApplyPulid'), false);
    assert.match(workflow['7'].inputs.text, /front view/);
  });

  it('loads workflow templates from files and rejects unknown placeholders and an output node they lack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'likeness-comfy-'));
    const custom = join(dir, 'custom.json');
    const styled = {
      a: { class_type: 'LoadImage', inputs: { image: '{{reference_image_2}}' } },
      b: { class_type: 'SaveImage', inputs: { images: ['a', 0], filename_prefix: 'likeness' } },
      c: { class_type: 'CLIPTextEncode', inputs: { text: 'style: {{prompt}}', seed: '{{seed}}' } },
    };
    writeFileSync(custom, JSON.stringify(styled));
    await model({ illustratedWorkflowPath: custom, outputNode: 'b' }).render(await renderRequest({ characters: [await character('Mia'), await character('Leo')] }));
    const workflow = queuedPrompt().prompt;
    assert.match(workflow.c.inputs.text, /^style: Mia jumps/);
    assert.equal(workflow.c.inputs.seed, 42);
    assert.match(workflow.a.inputs.image, /^likeness-[0-9a-f]{16}\.png$/);
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify({ a: { inputs: { text: '{{prompt}} {{mood}}' } } }));
    assert.throws(() => model({ workflowPath: broken }), /unknown placeholders: mood/);
    assert.throws(() => model({ illustratedWorkflowPath: custom, outputNode: '12' }), /COMFYUI_OUTPUT_NODE 12 is not a node of the workflow .*custom\.json$/);
  });

  it('gives up at the job timeout, as retryable, and removes the job from the server', async () => {
    await fake.close();
    fake = await startFakeComfyUI({ pendingPolls: 1000 });
    await rejectsWithModelError(model({ jobTimeoutMs: 100 }).render(await renderRequest()), {
      retryable: true,
      message: /^comfyui job did not finish within 100 ms \(COMFYUI_JOB_TIMEOUT_MS\)$/,
    });
    const id = queuedPrompt().prompt_id;
    const removal = fake.requests.slice(-2);
    assert.deepEqual(removal.map((request) => [request.path, request.json()]), [
      ['/queue', { delete: [id] }],
      ['/interrupt', { prompt_id: id }],
    ]);
  });

  it('stops and removes the job when the call is cancelled; a call cancelled before it starts sends nothing', async () => {
    await fake.close();
    fake = await startFakeComfyUI({ pendingPolls: 1000 });
    const cancel = new AbortController();
    const call = model({ jobTimeoutMs: 10_000 }).render(await renderRequest(), { signal: cancel.signal });
    while (!sent().includes('GET /queue')) await new Promise((done) => setTimeout(done, 5));
    cancel.abort();
    await rejectsWithModelError(call, { retryable: true, message: /call was cancelled by its caller/ });
    assert.deepEqual(sent().slice(-2), ['POST /queue', 'POST /interrupt']);
    fake.requests.length = 0;
    await rejectsWithModelError(model().render(await renderRequest(), { signal: AbortSignal.abort() }), { retryable: true, message: /cancelled/ });
    assert.deepEqual(sent(), []);
  });

  it('reports a job the server no longer knows (restarted) as retryable at once; a server that does not answer is asked again until the timeout', async () => {
    fake.failNext(1, 200, { path: '/queue', body: { queue_running: [], queue_pending: [] } });
    await rejectsWithModelError(model().render(await renderRequest()), {
      retryable: true,
      message: /^comfyui job [0-9a-f-]{36} is neither queued nor in the server's history: the server was restarted/,
    });
    fake.failNext(2, 502, { path: '/history' });
    const result = await model().render(await renderRequest());
    assert.ok(result.png.length > 0);
    fake.failNext(1000, 503, { path: '/history' });
    await rejectsWithModelError(model({ jobTimeoutMs: 200 }).render(await renderRequest()), {
      retryable: true,
      message: /^comfyui job did not finish within 200 ms \(COMFYUI_JOB_TIMEOUT_MS\); the server's last answer: comfyui answered HTTP 503/,
    });
  });

  it('reports a failed execution with its exception, and an unreadable output, as not retryable', async () => {
    fake.invalidNext(1, { path: '/history' });
    await rejectsWithModelError(model().render(await renderRequest()), {
      retryable: false,
      message: /^comfyui workflow failed at node 10 KSampler: RuntimeError: mat1 and mat2 shapes cannot be multiplied \(154x2048 and 768x320\)$/,
    });
    fake.invalidNext(1, { path: '/view' });
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: false, message: /invalid output/ });
  });

  it("keeps the server's node errors: a 400 and a 200 that queued only the valid part (then removed)", async () => {
    const missingCheckpoint = {
      errors: [{ type: 'value_not_in_list', message: 'Value not in list', details: "ckpt_name: 'sd_xl_base_1.0.safetensors' not in []", extra_info: {} }],
      dependent_outputs: ['12'],
      class_type: 'CheckpointLoaderSimple',
    };
    const failedValidation = { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '', extra_info: {} };
    fake.failNext(1, 400, { path: '/prompt', body: { error: failedValidation, node_errors: { '1': missingCheckpoint } } });
    await rejectsWithModelError(model().render(await renderRequest()), {
      retryable: false,
      status: 400,
      message: /^comfyui rejected the workflow: Prompt outputs failed validation: node 1 CheckpointLoaderSimple: Value not in list: ckpt_name: 'sd_xl_base_1\.0\.safetensors' not in \[\]$/,
    });
    assert.equal(sent().at(-1), 'POST /prompt', 'nothing to remove after a 400');
    fake.failNext(1, 200, { path: '/prompt', body: { prompt_id: 'ignored', number: 3, node_errors: { '1': missingCheckpoint } } });
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: false, message: /rejected part of the workflow: node 1 CheckpointLoaderSimple/ });
  });

  it('classifies HTTP failures: 500 and timeouts retryable', async () => {
    fake.failNext(1, 500, { path: '/prompt' });
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: true, status: 500 });
    fake.hangNext(1, { path: '/upload' });
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: true, message: /timed out/ });
  });

  it('is configured with a job timeout that ends inside the model call activity', () => {
    assert.equal(loadModelsConfig({ COMFYUI_URL: 'http://comfy:8188' }).comfyui?.jobTimeoutMs, 150_000);
    assert.equal(loadModelsConfig({ COMFYUI_URL: 'http://comfy:8188', COMFYUI_JOB_TIMEOUT_MS: '165000' }).comfyui?.jobTimeoutMs, 165_000);
    assert.throws(
      () => loadModelsConfig({ COMFYUI_URL: 'http://comfy:8188', COMFYUI_JOB_TIMEOUT_MS: '300000' }),
      /^Error: COMFYUI_JOB_TIMEOUT_MS must be at most 165000 .* within the model call's 3-minute timeout; got 300000$/,
    );
  });
});
