import assert from 'node:assert/strict';
import { loadModelsConfig, type ModelsConfig } from '../../src/config/models';
import { UnknownModelError } from '../../src/models/errors';
import { createModelRegistry } from '../../src/models/registry';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai';
import { renderRequest } from './providers/support';

const builtinOnly = (): ModelsConfig => loadModelsConfig({});

describe('model registry', () => {
  it('registers the two built-in image models with builtin-flat as the default', () => {
    const registry = createModelRegistry(builtinOnly());
    assert.deepEqual(registry.imageModelNames(), ['builtin-flat', 'builtin-painterly']);
    assert.equal(registry.defaultImageModel, 'builtin-flat');
    assert.equal(registry.image().name, 'builtin-flat');
    assert.equal(registry.image('builtin-painterly').name, 'builtin-painterly');
    assert.equal(registry.image(), registry.image('builtin-flat'));
    assert.equal(registry.hasImageModel('builtin-painterly'), true);
    assert.equal(registry.hasImageModel('dall-e-9'), false);
  });

  it('rejects an unknown image model, listing the valid names', () => {
    const registry = createModelRegistry(builtinOnly());
    assert.throws(() => registry.image('dall-e-9'), (error: Error) => {
      assert.ok(error instanceof UnknownModelError);
      assert.match(error.message, /"dall-e-9".*builtin-flat, builtin-painterly/);
      return true;
    });
  });

  it('rejects a default that is not registered', () => {
    assert.throws(() => createModelRegistry({ ...builtinOnly(), defaultImageModel: 'nope' }), UnknownModelError);
  });

  it('uses the built-in planner unless another is configured', () => {
    assert.equal(createModelRegistry(builtinOnly()).planner().name, 'builtin-planner');
  });

  it('adds each configured external provider under its own name', () => {
    const registry = createModelRegistry(
      loadModelsConfig({
        OPENAI_IMAGES_API_KEY: 'sk',
        GEMINI_API_KEY: 'g',
        GEMINI_IMAGE_NAME: 'nano-banana',
        COMFYUI_URL: 'http://localhost:8188',
        DEFAULT_IMAGE_MODEL: 'comfyui',
      }),
    );
    assert.deepEqual(registry.imageModelNames(), ['builtin-flat', 'builtin-painterly', 'openai:gpt-image-1', 'nano-banana', 'comfyui']);
    assert.equal(registry.image().name, 'comfyui');
  });

  it('refuses two image models with the same name', () => {
    assert.throws(() => createModelRegistry(loadModelsConfig({ COMFYUI_URL: 'http://x', COMFYUI_NAME: 'builtin-flat' })), /both named "builtin-flat"/);
  });

  describe('with providers on local fakes (programmatic config)', () => {
    let fake: FakeOpenAI;
    beforeEach(async () => {
      fake = await startFakeOpenAI({ apiKey: 'k' });
    });
    afterEach(() => fake.close());

    it('routes images, judging and planning to the configured endpoints', async () => {
      const chat = { provider: 'openai' as const, baseUrl: fake.baseUrl, apiKey: 'k', model: 'gpt-4o-mini' };
      const registry = createModelRegistry({
        ...builtinOnly(),
        requestTimeoutMs: 1000,
        openaiImages: { name: 'fake-images', baseUrl: fake.baseUrl, apiKey: 'k', model: 'gpt-image-1', sizes: [] },
        judge: chat,
        planner: { ...chat, model: 'gpt-4.1-mini' },
      });
      await registry.image('fake-images').render(await renderRequest());
      assert.equal(registry.judge().name, 'judge:gpt-4o-mini');
      assert.equal(registry.planner().name, 'planner:gpt-4.1-mini');
      fake.invalidNext(1);
      await assert.rejects(registry.planner().plan({ title: 't', story: 's', characters: [], pageCount: 3, style: 'manga_bw' }));
      assert.deepEqual(fake.requests.map((request) => request.path), ['/v1/images/edits', '/v1/chat/completions']);
      assert.equal(JSON.parse(fake.requests[1].body.toString()).model, 'gpt-4.1-mini');
    });
  });
});

describe('models configuration from the environment', () => {
  it('defaults to built-in models only', () => {
    assert.deepEqual(loadModelsConfig({}), {
      defaultImageModel: 'builtin-flat',
      requestTimeoutMs: 120_000,
      openaiImages: undefined,
      geminiImages: undefined,
      comfyui: undefined,
      replicate: undefined,
      fal: undefined,
      predictions: { timing: { webhookGraceMs: 30_000, pollIntervalMs: 2_000, timeoutMs: 150_000, heartbeatEveryMs: 4_000, adoptWindowMs: 60_000 } },
      judge: { provider: 'builtin' },
      planner: { provider: 'builtin' },
    });
  });

  it('reads every provider', () => {
    const config = loadModelsConfig({
      DEFAULT_IMAGE_MODEL: 'gemini:gemini-2.5-flash-image',
      MODEL_REQUEST_TIMEOUT_MS: '5000',
      OPENAI_IMAGES_BASE_URL: 'http://localai:8080/v1',
      OPENAI_IMAGES_MODEL: 'sdxl',
      OPENAI_IMAGES_SIZES: '512x512, 768x512',
      GEMINI_API_KEY: 'g-key',
      COMFYUI_URL: 'http://comfy:8188',
      COMFYUI_WORKFLOW: '/etc/likeness/pulid.json',
      COMFYUI_POLL_INTERVAL_MS: '250',
      COMFYUI_API_KEY: 'comfyui-e2e-key',
      JUDGE_PROVIDER: 'openai',
      JUDGE_BASE_URL: 'http://ollama:11434/v1',
      JUDGE_MODEL: 'llava',
      JUDGE_OUTPUT_MODE: 'json_object',
      PLANNER_PROVIDER: 'openai',
      PLANNER_API_KEY: 'sk-p',
    });
    assert.equal(config.requestTimeoutMs, 5000);
    assert.deepEqual(config.openaiImages, { name: 'openai:sdxl', baseUrl: 'http://localai:8080/v1', apiKey: undefined, model: 'sdxl', sizes: ['512x512', '768x512'] });
    assert.deepEqual(config.geminiImages, {
      name: 'gemini:gemini-2.5-flash-image',
      baseUrl: 'https://generativelanguage.googleapis.com',
      apiKey: 'g-key',
      model: 'gemini-2.5-flash-image',
    });
    assert.deepEqual(config.comfyui, {
      name: 'comfyui',
      baseUrl: 'http://comfy:8188',
      workflowPath: '/etc/likeness/pulid.json',
      illustratedWorkflowPath: undefined,
      textWorkflowPath: undefined,
      inpaintWorkflowPath: undefined,
      poseWorkflowPath: undefined,
      outputNode: undefined,
      apiKey: 'comfyui-e2e-key',
      jobTimeoutMs: 150_000,
      pollIntervalMs: 250,
    });
    assert.deepEqual(config.judge, { provider: 'openai', baseUrl: 'http://ollama:11434/v1', apiKey: undefined, model: 'llava', outputMode: 'json_object' });
    assert.deepEqual(config.planner, { provider: 'openai', baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-p', model: 'gpt-4o-mini', outputMode: 'json_schema' });
  });

  it("leaves OpenAI's sizes to the model's contract, and reads the GPT image options", () => {
    const config = loadModelsConfig({
      OPENAI_IMAGES_API_KEY: 'sk',
      OPENAI_IMAGES_QUALITY: 'high',
      OPENAI_IMAGES_BACKGROUND: 'opaque',
      OPENAI_IMAGES_OUTPUT_FORMAT: 'webp',
      OPENAI_IMAGES_INPUT_FIDELITY: 'off',
    });
    assert.deepEqual(config.openaiImages, {
      name: 'openai:gpt-image-1',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk',
      model: 'gpt-image-1',
      sizes: [],
      quality: 'high',
      background: 'opaque',
      outputFormat: 'webp',
      inputFidelity: 'off',
    });
  });

  it('rejects invalid values with the variable name', () => {
    assert.throws(() => loadModelsConfig({ MODEL_REQUEST_TIMEOUT_MS: 'soon' }), /MODEL_REQUEST_TIMEOUT_MS/);
    assert.throws(() => loadModelsConfig({ JUDGE_PROVIDER: 'magic' }), /JUDGE_PROVIDER must be "builtin" or "openai"/);
    assert.throws(() => loadModelsConfig({ OPENAI_IMAGES_API_KEY: 'k', OPENAI_IMAGES_SIZES: 'big' }), /OPENAI_IMAGES_SIZES/);
    assert.throws(() => loadModelsConfig({ OPENAI_IMAGES_API_KEY: 'k', OPENAI_IMAGES_QUALITY: 'hd' }), /OPENAI_IMAGES_QUALITY must be one of low, medium, high, auto, got "hd"/);
    assert.throws(() => loadModelsConfig({ PLANNER_PROVIDER: 'openai', PLANNER_OUTPUT_MODE: 'xml' }), /PLANNER_OUTPUT_MODE must be one of json_schema/);
  });
});
