import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { type ComfyUIConfig, createComfyUIImageModel } from '../../../src/models/providers/comfyui';
import { startFakeComfyUI } from '../../fakes/comfyui';
import type { FakeServer } from '../../fakes/server';
import { character, rejectsWithModelError, renderRequest } from './support';

describe('ComfyUI image model', () => {
  let fake: FakeServer;
  const model = (overrides: Partial<ComfyUIConfig> = {}) =>
    createComfyUIImageModel({ name: 'comfyui', baseUrl: fake.url, timeoutMs: 500, jobTimeoutMs: 2000, pollIntervalMs: 10, ...overrides });

  beforeEach(async () => {
    fake = await startFakeComfyUI({ pendingPolls: 2 });
  });
  afterEach(() => fake.close());

  it('uploads the reference, queues the filled PuLID workflow, polls history and downloads the output', async () => {
    const request = await renderRequest();
    const result = await model().render(request);
    assert.deepEqual(
      fake.requests.map((sent) => `${sent.method} ${sent.path}`),
      ['POST /upload/image', 'POST /prompt', 'GET /history/job-1', 'GET /history/job-1', 'GET /history/job-1', 'GET /view'],
    );
    const uploaded = (await fake.requests[0].form()).get('image') as File;
    assert.ok(Buffer.from(await uploaded.arrayBuffer()).equals(request.characters[0].references[0]));
    const workflow = fake.requests[1].json().prompt;
    assert.equal(workflow['5'].inputs.image, uploaded.name);
    assert.equal(workflow['6'].class_type, 'ApplyPulid');
    assert.match(workflow['7'].inputs.text, /Mia jumps into a puddle/);
    assert.equal(workflow['10'].inputs.seed, 42);
    assert.deepEqual([workflow['9'].inputs.width, workflow['9'].inputs.height], [512, 384]);
    assert.equal(fake.requests[5].query.get('filename'), 'likeness_job-1.png');
    assert.equal(fake.requests[5].query.get('type'), 'output');
    const meta = await sharp(result.png).metadata();
    assert.deepEqual([meta.width, meta.height], [512, 384]);
  });

  it('uses the text workflow without references', async () => {
    await model().renderReference({ character: { ...(await character()), references: [] }, label: 'front', seed: 7 });
    assert.equal(fake.requests[0].path, '/prompt');
    const workflow = fake.requests[0].json().prompt;
    assert.equal(Object.values(workflow).some((node: any) => node.class_type === 'ApplyPulid'), false);
    assert.match(workflow['7'].inputs.text, /front view/);
  });

  it('loads a workflow template from a file and rejects unknown placeholders', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'likeness-comfy-'));
    const custom = join(dir, 'custom.json');
    writeFileSync(custom, JSON.stringify({ a: { inputs: { text: 'style: {{prompt}}', image: '{{reference_image_2}}', seed: '{{seed}}' } } }));
    await model({ workflowPath: custom }).render(await renderRequest({ characters: [await character('Mia'), await character('Leo')] }));
    const workflow = fake.requests.find((sent) => sent.path === '/prompt')!.json().prompt;
    assert.match(workflow.a.inputs.text, /^style: Mia jumps/);
    assert.match(workflow.a.inputs.image, /^likeness-[0-9a-f]{16}\.png$/);
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify({ a: { inputs: { text: '{{prompt}} {{mood}}' } } }));
    assert.throws(() => model({ workflowPath: broken }), /unknown placeholders: mood/);
  });

  it('gives up polling after the job timeout, as retryable', async () => {
    await fake.close();
    fake = await startFakeComfyUI({ pendingPolls: 1000 });
    await rejectsWithModelError(model({ jobTimeoutMs: 100 }).render(await renderRequest()), {
      retryable: true,
      message: /did not finish within 100 ms/,
    });
  });

  it('reports a failed execution and an unreadable output as not retryable', async () => {
    fake.invalidNext(1, { path: '/history' });
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: false, message: /workflow failed/ });
    fake.invalidNext(1, { path: '/view' });
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: false, message: /invalid output/ });
  });

  it('classifies HTTP failures: 500 and timeouts retryable, 400 not', async () => {
    fake.failNext(1, 500, { path: '/prompt' });
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: true, status: 500 });
    fake.hangNext(1, { path: '/upload' });
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: true, message: /timed out/ });
    fake.failNext(1, 400, { path: '/prompt', body: { error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation' } } });
    await rejectsWithModelError(model().render(await renderRequest()), { retryable: false, status: 400, message: /failed validation/ });
  });
});
