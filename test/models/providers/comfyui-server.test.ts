import assert from 'node:assert/strict';
import { join } from 'node:path';
import sharp from 'sharp';
import { type ComfyUIConfig, createComfyUIImageModel } from '../../../src/models/providers/comfyui';
import { jsonRequest } from '../../../src/models/providers/http';
import { DEFAULT_WORKFLOWS, fillWorkflow, loadWorkflow, referenceValues, type Workflow } from '../../../src/models/providers/comfyui/workflow';
import type { CharacterInput, RenderRequest } from '../../../src/models/types';
import { catalogueSkeleton } from '../../../src/poses/catalogue';
import { solidPng } from '../../fakes/images';
import { type ComfyUIServer, requireComfyUI, startComfyUI } from '../../support/comfyui-server';
import { character, rejectsWithModelError, renderRequest } from './support';

/**
 * The ComfyUI adapter against ComfyUI's own server (0.3.64, ../shared/vendor/comfyui-server) on CPU, with workflows of
 * core nodes that load no model (test/fixtures/comfyui) and the bundled workflows, whose model files are absent here.
 */
const FIXTURES = join(__dirname, '../../fixtures/comfyui');
const RED = { r: 220, g: 30, b: 30 };
const GREEN = { r: 30, g: 200, b: 40 };
const BLUE = { r: 30, g: 40, b: 220 };
const STANDING = catalogueSkeleton('standing');

interface QueueItem extends Array<unknown> {
  1: string;
}
interface HistoryItem {
  prompt: [number, string, Workflow];
  outputs: Record<string, { images?: { type: string }[] }>;
  status: { status_str: string; messages: [string, unknown][] };
}

describe("ComfyUI image model against ComfyUI's own server", function () {
  this.timeout(60_000);
  let server: ComfyUIServer;

  before(async function () {
    this.timeout(180_000);
    server = await startComfyUI(requireComfyUI(this));
  });
  after(() => server?.stop());

  const model = (overrides: Partial<ComfyUIConfig> = {}) =>
    createComfyUIImageModel({ name: 'comfyui', baseUrl: server.url, timeoutMs: 10_000, jobTimeoutMs: 30_000, pollIntervalMs: 100, ...overrides });
  const fixture = (name: string) => join(FIXTURES, `${name}.json`);
  const withWorkflow = (name: string, overrides: Partial<ComfyUIConfig> = {}) =>
    model({ illustratedWorkflowPath: fixture(name), textWorkflowPath: fixture(name), ...overrides });
  const getJson = async <T>(path: string): Promise<T> => (await fetch(`${server.url}${path}`)).json() as Promise<T>;
  const queue = () => getJson<{ queue_running: QueueItem[]; queue_pending: QueueItem[] }>('/queue');
  const history = () => getJson<Record<string, HistoryItem>>('/history');

  async function cast(colours: (typeof RED)[], faceMode: CharacterInput['faceMode'] = 'illustrated'): Promise<CharacterInput[]> {
    return Promise.all(
      colours.map(async (colour, index) => ({ ...(await character(`Kid${index + 1}`)), faceMode, references: [await solidPng(32, 32, colour)] })),
    );
  }
  async function scene(overrides: Partial<RenderRequest> = {}): Promise<RenderRequest> {
    return renderRequest({ characters: await cast([RED]), width: 96, height: 32, ...overrides });
  }
  /** The finished job whose EmptyImage has the colour `seed` (the fixtures put the seed there to tell jobs apart). */
  async function historyOfSeed(seed: number): Promise<HistoryItem | undefined> {
    const colourOf = (node: unknown) => (node as { inputs: { color?: unknown } }).inputs.color;
    return Object.values(await history()).find((item) => Object.values(item.prompt[2]).some((node) => colourOf(node) === seed));
  }
  async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await probe();
      if (found !== undefined) return found;
      if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  it('draws with one, two and three references, each uploaded and loaded by the workflow (slots repeat when there are fewer)', async () => {
    const expected = [
      [RED, RED, RED],
      [RED, GREEN, RED],
      [RED, GREEN, BLUE],
    ];
    for (const colours of expected) {
      const count = new Set(colours).size;
      const result = await withWorkflow('three-references').render(await scene({ characters: await cast([RED, GREEN, BLUE].slice(0, count)) }));
      const { data } = await sharp(result.png).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number) => ({ r: data[(16 * 96 + x) * 3], g: data[(16 * 96 + x) * 3 + 1], b: data[(16 * 96 + x) * 3 + 2] });
      assert.deepEqual([pixel(16), pixel(48), pixel(80)], colours, `${count} reference(s)`);
    }
  });

  it('says which node failed validation and why (a 400: the bundled text workflow without its checkpoint), not retried', async () => {
    const request = await scene({ characters: [{ ...(await character()), references: [] }] });
    await rejectsWithModelError(model().render(request), {
      retryable: false,
      status: 400,
      message:
        /^comfyui rejected the workflow: Prompt outputs failed validation: node 1 CheckpointLoaderSimple: Value not in list: ckpt_name: 'sd_xl_base_1\.0\.safetensors' not in \[\]$/,
    });
  });

  it('rejects a workflow that is partly invalid (a 200 with node_errors) in words, and leaves no job behind', async () => {
    await rejectsWithModelError(withWorkflow('partly-invalid').render(await scene({ seed: 101 })), {
      retryable: false,
      message: /^comfyui rejected part of the workflow: node 3 LoadImage: Custom validation failed for node: image - Invalid image file: never-uploaded\.png$/,
    });
    // The server stops an interrupted job on its executing thread, a moment after the interrupt is answered.
    let left = await queue();
    for (let wait = 0; wait < 50 && left.queue_running.length + left.queue_pending.length > 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await queue();
    }
    assert.deepEqual([left.queue_running.length, left.queue_pending.length], [0, 0], 'a job of the rejected workflow is still queued or running 5 s later');
  });

  it("reports an execution error with the node and the exception's own text, not retried", async () => {
    const request = await scene({ characters: [{ ...(await character()), references: [Buffer.from('not an image at all')] }] });
    const error = await rejectsWithModelError(withWorkflow('three-references').render(request), {
      retryable: false,
      message: /^comfyui workflow failed at node [123] LoadImage: PIL\.UnidentifiedImageError: cannot identify image file '.*likeness-[0-9a-f]{16}\.bin'$/,
    });
    assert.doesNotMatch(error.message, /traceback|\{/i);
  });

  it('fails at once, in words, when a job finishes without saving an image', async () => {
    const started = Date.now();
    await rejectsWithModelError(withWorkflow('preview-only').render(await scene({ seed: 102 })), {
      retryable: false,
      message: /^comfyui workflow finished without an image: it needs a SaveImage node \(it only previewed 1 image, which are not kept\)$/,
    });
    assert.ok(Date.now() - started < 10_000, 'not polled until the job timeout');
  });

  it('returns the saved image, not a preview the server lists first; COMFYUI_OUTPUT_NODE picks another node', async () => {
    const request = await scene({ seed: 0x00ff00 });
    const result = await withWorkflow('preview-and-save').render(request);
    const listed = (await historyOfSeed(0x00ff00))!;
    const types = Object.values(listed.outputs).flatMap((output) => (output.images ?? []).map((image) => image.type));
    assert.equal(types[0], 'temp', `a preview is listed first: ${types.join(', ')}`);
    const saved = await sharp(result.png).raw().toBuffer();
    assert.deepEqual([...saved.subarray(0, 3)], [0, 255, 0]);
    const preview = await withWorkflow('preview-and-save', { outputNode: '2' }).render(request);
    assert.deepEqual([...(await sharp(preview.png).raw().toBuffer()).subarray(0, 3)], [RED.r, RED.g, RED.b]);
  });

  it('gives up on a running job at the job timeout and interrupts it on the server', async () => {
    await rejectsWithModelError(withWorkflow('slow', { jobTimeoutMs: 1_500 }).render(await scene({ seed: 201 })), {
      retryable: true,
      message: /^comfyui job did not finish within 1500 ms \(COMFYUI_JOB_TIMEOUT_MS\)$/,
    });
    const stopped = await until('the interrupted job in the history', () => historyOfSeed(201), 10_000);
    assert.equal(stopped.status.status_str, 'error');
    assert.ok(stopped.status.messages.some(([event]) => event === 'execution_interrupted'));
    // The server stops an interrupted job on its executing thread, a moment after the interrupt is answered.
    let left = await queue();
    for (let wait = 0; wait < 50 && left.queue_running.length + left.queue_pending.length > 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await queue();
    }
    assert.deepEqual([left.queue_running.length, left.queue_pending.length], [0, 0], 'a job of the rejected workflow is still queued or running 5 s later');
  });

  it('removes a pending job from the queue when its call is cancelled', async () => {
    const slow = fillWorkflow(loadWorkflow(fixture('slow')), { seed: 301, prompt: 'a job queued before ours' });
    const blocker = (await (await fetch(`${server.url}/prompt`, jsonRequest({ prompt: slow }))).json()) as { prompt_id: string };
    const cancel = new AbortController();
    const call = withWorkflow('slow').render(await scene({ seed: 302 }), { signal: cancel.signal });
    const pending = await until('the job to wait in the queue', async () => ((await queue()).queue_pending.length === 1 ? (await queue()).queue_pending[0][1] : undefined));
    cancel.abort();
    await rejectsWithModelError(call, { retryable: true, message: /^comfyui call was cancelled by its caller$/ });
    const left = await queue();
    assert.deepEqual(left.queue_pending, []);
    assert.deepEqual(left.queue_running.map((item) => item[1]), [blocker.prompt_id]);
    assert.equal(await historyOfSeed(302), undefined, `job ${pending} never ran`);
    await fetch(`${server.url}/interrupt`, jsonRequest({ prompt_id: blocker.prompt_id }));
    await until('the blocker to stop', () => historyOfSeed(301));
  });

  it('reports a job lost to a server restart as retryable, without polling until the timeout', async function () {
    this.timeout(240_000);
    const call = withWorkflow('slow', { jobTimeoutMs: 160_000, pollIntervalMs: 250 }).render(await scene({ seed: 401 }));
    call.catch(() => undefined); // Asserted below, after the restart.
    await until('the job to run', async () => ((await queue()).queue_running.length === 1 ? true : undefined));
    await server.restart();
    const started = Date.now();
    await rejectsWithModelError(call, { retryable: true, message: /^comfyui job [0-9a-f-]{36} is neither queued nor in the server's history: the server was restarted/ });
    assert.ok(Date.now() - started < 10_000, 'noticed within a few polls of the restart');
  });

  describe("the bundled workflows, against the server's /object_info", () => {
    let nodes: Record<string, NodeInfo>;
    before(async () => {
      nodes = await getJson<Record<string, NodeInfo>>('/object_info');
    });
    const sample = (workflow: Workflow) =>
      fillWorkflow(workflow, {
        prompt: 'a fox',
        negative_prompt: 'text',
        seed: 42,
        width: 1024,
        height: 768,
        mask_image: 'mask.png',
        pose_image: 'skeleton.png',
        ...referenceValues(['a.png', 'b.png', 'c.png']),
      });

    it('text (SDXL), illustrated (Flux Kontext), inpainting (FLUX.1 Fill) and pose (SDXL, OpenPose ControlNet): core classes only, every required input given with a plausible value', () => {
      for (const name of ['text', 'illustrated', 'inpaint', 'pose'] as const) assert.deepEqual(problemsOf(sample(DEFAULT_WORKFLOWS[name]), nodes), [], name);
    });

    it('the inpainting workflow reads the mask from the red channel of the mask picture and keeps the picture outside it', () => {
      const inpaint = sample(DEFAULT_WORKFLOWS.inpaint) as Record<string, { class_type: string; inputs: Record<string, unknown> }>;
      const byClass = (type: string) => Object.entries(inpaint).find(([, node]) => node.class_type === type)!;
      const [maskId, mask] = byClass('LoadImageMask');
      const [pictureId, picture] = byClass('LoadImage');
      assert.deepEqual([mask.inputs.image, mask.inputs.channel, picture.inputs.image], ['mask.png', 'red', 'a.png']);
      const [, composite] = byClass('ImageCompositeMasked');
      assert.deepEqual([composite.inputs.destination, composite.inputs.mask], [[pictureId, 0], [maskId, 0]]);
      const [, save] = byClass('SaveImage');
      assert.equal((save.inputs.images as [string])[0], byClass('ImageCompositeMasked')[0]);
    });

    it('the check finds what the server would refuse', () => {
      const broken = structuredClone(sample(DEFAULT_WORKFLOWS.illustrated)) as Record<string, { inputs: Record<string, unknown> }>;
      broken['7'].inputs.direction = 'diagonal';
      delete broken['16'].inputs.seed;
      broken['17'].inputs.vae = ['2', 0];
      assert.deepEqual(problemsOf(broken, nodes), [
        'node 7 ImageStitch.direction: "diagonal" is not one of right, down, left, up',
        'node 16 KSampler: required input seed is missing',
        'node 17 VAEDecode.vae: linked to node 2 output 0 (CLIP), wants VAE',
      ]);
    });

    it('PuLID: core classes, and the PuLID pack classes as the pack declares them', () => {
      const pulid = sample(DEFAULT_WORKFLOWS.pulid);
      const custom = Object.values(pulid).map((node) => (node as { class_type: string }).class_type).filter((type) => !(type in nodes));
      assert.deepEqual(custom.sort(), Object.keys(PULID_NODES).sort());
      assert.deepEqual(problemsOf(pulid, { ...nodes, ...PULID_NODES }), []);
    });

    it('the inpainting and pose workflows are refused by a server without weights only for their model files', async () => {
      const picture = await solidPng(64, 48, RED);
      const mask = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#000' } }).composite([{ input: await solidPng(16, 16, { r: 255, g: 255, b: 255 }), left: 8, top: 8 }]).greyscale().png().toBuffer();
      const characters = await cast([RED]);
      const editing = await rejectsWithModelError(model().edit!({ source: picture, mask, instruction: 'make the cap blue', scene: await scene({ characters }) }), { retryable: false, status: 400 });
      assert.deepEqual(failingNodes(editing.message), ['1 UNETLoader', '2 DualCLIPLoader', '3 VAELoader']);
      assert.match(editing.message, /unet_name: 'flux1-fill-dev\.safetensors' not in \[\]/);
      const posing = await rejectsWithModelError(model().render(await scene({ characters: [{ ...characters[0], pose: STANDING }] })), { retryable: false, status: 400 });
      assert.deepEqual(failingNodes(posing.message), ['1 CheckpointLoaderSimple', '5 ControlNetLoader']);
      assert.match(posing.message, /control_net_name: 'controlnet-openpose-sdxl-1\.0\.safetensors' not in \[\]/);
    });

    it('the illustrated workflow is refused by a server without weights only for its three model files', async () => {
      const request = await scene({ characters: await cast([RED, GREEN]), width: 512, height: 512 });
      const error = await rejectsWithModelError(model().render(request), { retryable: false, status: 400 });
      assert.deepEqual(failingNodes(error.message), ['1 UNETLoader', '2 DualCLIPLoader', '3 VAELoader']);
      assert.match(error.message, /unet_name: 'flux1-dev-kontext_fp8_scaled\.safetensors' not in \[\]/);
    });
  });
});

/** The nodes a validation error names, as `id class`, sorted. */
function failingNodes(message: string): string[] {
  return [...new Set([...message.matchAll(/node (\d+) (\w+):/g)].map((match) => `${match[1]} ${match[2]}`))].sort();
}

/** A node class in /object_info's shape: inputs as `[type or choices, options]`, output types by slot. */
interface NodeInfo {
  input: { required?: Record<string, InputSpec>; optional?: Record<string, InputSpec> };
  output: string[];
}
type InputSpec = [string | string[], { min?: number; max?: number; options?: string[] }?];

/**
 * The PuLID pack's classes (cubiq/PuLID_ComfyUI at 4e1fd40, pulid.py: the INPUT_TYPES and RETURN_TYPES of
 * PulidModelLoader, PulidInsightFaceLoader, PulidEvaClipLoader and ApplyPulid), written as /object_info would list them.
 */
const PULID_NODES: Record<string, NodeInfo> = {
  // pulid_file: folder_paths.get_filename_list("pulid"), empty without weights.
  PulidModelLoader: { input: { required: { pulid_file: [[]] } }, output: ['PULID'] },
  PulidInsightFaceLoader: { input: { required: { provider: [['CPU', 'CUDA', 'ROCM', 'CoreML']] } }, output: ['FACEANALYSIS'] },
  PulidEvaClipLoader: { input: { required: {} }, output: ['EVA_CLIP'] },
  ApplyPulid: {
    input: {
      required: {
        model: ['MODEL'],
        pulid: ['PULID'],
        eva_clip: ['EVA_CLIP'],
        face_analysis: ['FACEANALYSIS'],
        image: ['IMAGE'],
        method: [['fidelity', 'style', 'neutral']],
        weight: ['FLOAT', { min: -1, max: 5 }],
        start_at: ['FLOAT', { min: 0, max: 1 }],
        end_at: ['FLOAT', { min: 0, max: 1 }],
      },
      optional: { attn_mask: ['MASK'] },
    },
    output: ['MODEL'],
  },
};

const FILE_NAME = /^[\w.-]+\.(safetensors|ckpt|pt|pth|png|jpe?g|webp)$/i;

function problemsOf(workflow: Workflow, nodes: Record<string, NodeInfo>): string[] {
  return Object.entries(workflow).flatMap(([id, raw]) => {
    const node = raw as { class_type: string; inputs: Record<string, unknown> };
    const info = nodes[node.class_type];
    if (!info) return [`node ${id}: the server has no class ${node.class_type}`];
    const specs = { ...info.input.required, ...info.input.optional };
    const missing = Object.keys(info.input.required ?? {})
      .filter((name) => !(name in node.inputs))
      .map((name) => `node ${id} ${node.class_type}: required input ${name} is missing`);
    const wrong = Object.entries(node.inputs).flatMap(([name, value]) => {
      const problem = name in specs ? valueProblem(value, specs[name], workflow, nodes) : 'no such input';
      return problem ? [`node ${id} ${node.class_type}.${name}: ${problem}`] : [];
    });
    return [...missing, ...wrong];
  });
}

/** A link must come from an output of the wanted type; a value must fit the input's type, choices and range. */
function valueProblem(value: unknown, [type, options = {}]: InputSpec, workflow: Workflow, nodes: Record<string, NodeInfo>): string | undefined {
  if (Array.isArray(value)) {
    const [from, slot] = value as [string, number];
    const source = workflow[from] as { class_type: string } | undefined;
    const given = source && nodes[source.class_type]?.output[slot];
    return given === type || type === '*' ? undefined : `linked to node ${from} output ${slot} (${given}), wants ${String(type)}`;
  }
  if (Array.isArray(type) || type === 'COMBO') {
    const choices = Array.isArray(type) ? type : (options.options ?? []);
    // Choices of model files and input images list what the server holds (nothing here): any file name is plausible.
    const isFileName = typeof value === 'string' && FILE_NAME.test(value);
    return isFileName || choices.includes(value as string) ? undefined : `${JSON.stringify(value)} is not one of ${choices.join(', ')}`;
  }
  const fits: Record<string, (candidate: unknown) => boolean> = {
    INT: (candidate) => Number.isInteger(candidate),
    FLOAT: (candidate) => typeof candidate === 'number',
    STRING: (candidate) => typeof candidate === 'string',
    BOOLEAN: (candidate) => typeof candidate === 'boolean',
  };
  if (!fits[type]) return `a literal for an input of type ${type}`;
  if (!fits[type](value)) return `${JSON.stringify(value)} is not a ${type}`;
  const number = value as number;
  if ((options.min !== undefined && number < options.min) || (options.max !== undefined && number > options.max)) {
    return `${number} is outside ${options.min}..${options.max}`;
  }
  return undefined;
}
