/**
 * Model configuration: which image models exist, which judge and planner run, and how long a model call may take.
 * Built-in offline models (builtin-flat, builtin-painterly, the built-in judge, planner, face detector and
 * descriptor extractor) need no configuration; each configured external provider adds its own image model.
 *
 * | Variable | Default | Meaning |
 * |---|---|---|
 * | DEFAULT_IMAGE_MODEL | builtin-flat | Image model used when a request names none; must be a registered name. |
 * | MODEL_REQUEST_TIMEOUT_MS | 120000 | Timeout of each HTTP request to an external model (timeouts are retryable). |
 * | OPENAI_IMAGES_BASE_URL | https://api.openai.com/v1 | OpenAI-compatible images API base (…/v1). Setting it or the key enables the provider. |
 * | OPENAI_IMAGES_API_KEY | (none) | Sent as `Authorization: Bearer`. |
 * | OPENAI_IMAGES_MODEL | gpt-image-1 | Model sent to the images API. |
 * | OPENAI_IMAGES_NAME | openai:<model> | Name of this image model in the registry (the API's `model` field). |
 * | OPENAI_IMAGES_SIZES | the model's own sizes | Comma-separated sizes the server accepts (e.g. 1024x1024,1536x1024); the nearest aspect is requested and the result is resized. Unset: OpenAI's sizes for a known OpenAI model, else the requested size as is. |
 * | OPENAI_IMAGES_QUALITY | (not sent) | `low`, `medium`, `high` or `auto` (GPT image models). |
 * | OPENAI_IMAGES_BACKGROUND | (not sent) | `transparent`, `opaque` or `auto` (GPT image models). |
 * | OPENAI_IMAGES_OUTPUT_FORMAT | (not sent: png) | `png`, `jpeg` or `webp` (GPT image models). |
 * | OPENAI_IMAGES_INPUT_FIDELITY | `high` where the model takes it | `high`, `low` or `off`: `input_fidelity` on edits with a character reference (gpt-image-1, gpt-image-1.5; never sent to gpt-image-1-mini or gpt-image-2). |
 * | GEMINI_BASE_URL | https://generativelanguage.googleapis.com | Gemini API host. Setting it or the key enables the provider. |
 * | GEMINI_API_KEY | (none) | Sent as `x-goog-api-key`. |
 * | GEMINI_IMAGE_MODEL | gemini-2.5-flash-image | Gemini model with image output. |
 * | GEMINI_IMAGE_NAME | gemini:<model> | Name of this image model in the registry. |
 * | COMFYUI_URL | (none) | ComfyUI server (e.g. http://localhost:8188); enables the provider. |
 * | COMFYUI_WORKFLOW | bundled PuLID workflow | API-format workflow JSON used with reference images when a character in the picture has a photographed face (face mode `pulid`); placeholders {{prompt}}, {{negative_prompt}}, {{seed}}, {{width}}, {{height}}, {{reference_image}}, {{reference_image_2}}… |
 * | COMFYUI_ILLUSTRATED_WORKFLOW | bundled Flux Kontext workflow | Workflow used with reference images of illustrated characters (every other job with references). |
 * | COMFYUI_TEXT_WORKFLOW | bundled SDXL text-to-image workflow | Workflow used without reference images. |
 * | COMFYUI_INPAINT_WORKFLOW | bundled FLUX.1 Fill workflow | Workflow for edits inside a mask: {{reference_image}} is the picture, {{mask_image}} the mask (white where it may change). |
 * | COMFYUI_POSE_WORKFLOW | bundled SDXL OpenPose ControlNet workflow | Workflow for characters drawn on a skeleton: {{pose_image}} is their OpenPose skeleton picture. |
 * | COMFYUI_OUTPUT_NODE | (none: the first saved image) | Id of the node whose image is the result, in each workflow from a file (start-up error where one lacks it); unset, and in the bundled workflows, the first image saved (`type: "output"`, SaveImage) is, never a preview. |
 * | COMFYUI_NAME | comfyui | Name of this image model in the registry. |
 * | COMFYUI_JOB_TIMEOUT_MS | 150000 | How long one attempt (uploads, the queued job, the download) may take before it fails (retryable) and the job is removed from the server; at most 165000, inside the model call's 3-minute activity timeout. |
 * | COMFYUI_POLL_INTERVAL_MS | 1000 | How often ComfyUI's history is polled. |
 * | COMFYUI_API_KEY | (none) | A comfy.org API key for the partner API nodes of ComfyUI's core (Flux Pro, Ideogram, Stability…), sent with each job as `extra_data.api_key_comfy_org`; never logged. |
 * | REPLICATE_API_TOKEN | (none) | Replicate API token (`r8_…`), sent as `Authorization: Bearer`. With REPLICATE_MODELS it enables the provider. |
 * | REPLICATE_MODELS | (none) | Comma-separated Replicate models (`owner/name`, run as its latest version) or versions (`owner/name:version`); each is registered as `replicate:<model>`. |
 * | REPLICATE_MODEL_INPUTS | (none) | JSON object: for a model the built-in table does not know, which input takes what (see PredictionInputs), e.g. `{"acme/painter": {"prompt": "prompt", "images": "input_images", "seed": "seed"}}`. |
 * | REPLICATE_BASE_URL | https://api.replicate.com/v1 | Replicate's HTTP API (a fake in tests). |
 * | REPLICATE_WEBHOOK_SECRET | fetched from Replicate (`GET /webhooks/default/secret`) | The `whsec_…` secret Replicate signs webhooks with (Standard Webhooks); read by the API. |
 * | FAL_KEY | (none) | fal.ai API key, sent as `Authorization: Key`. With FAL_MODELS it enables the provider. |
 * | FAL_MODELS | (none) | Comma-separated fal model ids (`fal-ai/flux-pro/kontext`); each is registered as `fal:<model>`. |
 * | FAL_MODEL_INPUTS | (none) | As REPLICATE_MODEL_INPUTS, for fal models the table does not know. |
 * | FAL_QUEUE_URL | https://queue.fal.run | fal's queue API (a fake in tests). |
 * | FAL_JWKS_URL | https://rest.alpha.fal.ai/.well-known/jwks.json | Where fal publishes the Ed25519 keys its webhooks are signed with; read by the API, cached a day. |
 * | MODEL_WEBHOOK_BASE_URL | PUBLIC_BASE_URL when it is https, else none | Public base URL under which providers reach `/webhooks/replicate` and `/webhooks/fal`. None: predictions are polled. |
 * | PREDICTION_WEBHOOK_GRACE_MS | 30000 | How long a prediction waits for its webhook before it is polled (then every PREDICTION_POLL_INTERVAL_MS). |
 * | PREDICTION_POLL_INTERVAL_MS | 2000 | How often a prediction is polled once its webhook is overdue, or always without a webhook URL. |
 * | PREDICTION_TIMEOUT_MS | 150000 | How long one prediction may run before it is cancelled and the call fails (retryable); at most 165000, inside the model call's 3-minute activity timeout. |
 * | JUDGE_PROVIDER | builtin | `builtin` (offline) or `openai` (any OpenAI-compatible vision chat API: OpenAI, Gemini's OpenAI endpoint, vLLM, Ollama). |
 * | JUDGE_BASE_URL | https://api.openai.com/v1 | Chat API base for the judge. |
 * | JUDGE_API_KEY | (none) | Bearer key for the judge; optional for local servers. |
 * | JUDGE_MODEL | gpt-4o-mini | Vision model for the judge. |
 * | JUDGE_OUTPUT_MODE | json_schema | How the judge's answer is constrained: `json_schema` (strict structured outputs), `json_schema_basic` (the same without length and range keywords: OpenAI fine-tuned models), `json_object` (JSON mode, schema in the instructions: Ollama, most local servers), `guided_json` (vLLM's own field). |
 * | PLANNER_PROVIDER | builtin | `builtin` (offline comic-grammar templates) or `openai` (OpenAI-compatible chat API). |
 * | PLANNER_BASE_URL | https://api.openai.com/v1 | Chat API base for the planner. |
 * | PLANNER_API_KEY | (none) | Bearer key for the planner; optional for local servers. |
 * | PLANNER_MODEL | gpt-4o-mini | Language model for the planner. |
 * | PLANNER_OUTPUT_MODE | json_schema | As JUDGE_OUTPUT_MODE, for the planner. |
 */
import { z } from 'zod';
import type { PredictionTiming } from '../temporal/contracts/predictions';

export const CHAT_OUTPUT_MODES = ['json_schema', 'json_schema_basic', 'json_object', 'guided_json'] as const;
export type ChatOutputMode = (typeof CHAT_OUTPUT_MODES)[number];

export interface ChatModelConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Default json_schema. */
  outputMode?: ChatOutputMode;
}

export const OPENAI_IMAGE_OPTION_VALUES = {
  quality: ['low', 'medium', 'high', 'auto'],
  background: ['transparent', 'opaque', 'auto'],
  outputFormat: ['png', 'jpeg', 'webp'],
  inputFidelity: ['high', 'low', 'off'],
} as const;

export type ChatModelChoice = { provider: 'builtin' } | ({ provider: 'openai' } & ChatModelConfig);

/**
 * Which input of a prediction model (Replicate, fal) takes what: the built-in tables (src/models/providers/
 * replicate-models.ts, fal-models.ts) hold the families they know; REPLICATE_MODEL_INPUTS and FAL_MODEL_INPUTS give it
 * for any other model.
 */
const PredictionInputsSchema = z
  .object({
    /** The input that takes the prompt. */
    prompt: z.string().min(1),
    /** The input that takes the reference images, most important first. */
    images: z.string().min(1).optional(),
    /** `one`: a single image (several are put side by side into one); `list`: an array of images. Default `one`. */
    imagesAs: z.enum(['one', 'list']).optional(),
    /** The most images the model reads (default 1 for `one`, 4 for `list`). */
    maxImages: z.number().int().min(1).max(16).optional(),
    /** The input that takes a face photo (identity models such as PuLID): the first character reference. */
    face: z.string().min(1).optional(),
    /** The model cannot draw without its image or face input: a job without one is refused before it is sent. */
    imageRequired: z.boolean().optional(),
    /** The input that takes the seed, and the largest seed it takes (default 2^31 - 1). */
    seed: z.string().min(1).optional(),
    seedMax: z.number().int().positive().optional(),
    /** The size as an aspect ratio: the input and the ratios it takes (the nearest to the request is sent). */
    aspectRatio: z.object({ input: z.string().min(1), values: z.array(z.string().regex(/^\d+:\d+$/)).min(1) }).strict().optional(),
    /** The size in pixels: the width and height inputs, rounded to a multiple and kept within bounds. */
    size: z.object({ width: z.string().min(1), height: z.string().min(1), multipleOf: z.number().int().positive().optional(), min: z.number().int().positive().optional(), max: z.number().int().positive().optional() }).strict().optional(),
    /** fal's `image_size` object (`{width, height}`): the input that takes it. */
    imageSize: z.string().min(1).optional(),
    /** The input that picks the output format, and the value asking for PNG (or another lossless format it has). */
    outputFormat: z.object({ input: z.string().min(1), value: z.string().min(1) }).strict().optional(),
    /** Inputs sent as they are, e.g. `{"num_images": 1}`. */
    fixed: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  })
  .strict();
export type PredictionInputs = z.infer<typeof PredictionInputsSchema>;

/** Waiting model calls are told they are alive this often: within the model calls' 10 s heartbeat timeout. */
const PREDICTION_HEARTBEAT_EVERY_MS = 4_000;
/** How long a finished prediction waits for its model call's next attempt to take it over (PredictionTiming). */
const PREDICTION_ADOPT_WINDOW_MS = 60_000;

export interface ModelsConfig {
  defaultImageModel: string;
  requestTimeoutMs: number;
  openaiImages?: {
    name: string;
    baseUrl: string;
    apiKey?: string;
    model: string;
    sizes: string[];
    quality?: string;
    background?: string;
    outputFormat?: string;
    inputFidelity?: 'high' | 'low' | 'off';
  };
  geminiImages?: { name: string; baseUrl: string; apiKey?: string; model: string };
  comfyui?: {
    name: string;
    baseUrl: string;
    workflowPath?: string;
    illustratedWorkflowPath?: string;
    textWorkflowPath?: string;
    inpaintWorkflowPath?: string;
    poseWorkflowPath?: string;
    outputNode?: string;
    apiKey?: string;
    jobTimeoutMs: number;
    pollIntervalMs: number;
  };
  replicate?: {
    baseUrl: string;
    apiToken: string;
    models: string[];
    inputs: Record<string, PredictionInputs>;
    /** Unset: the API fetches it from Replicate (GET /webhooks/default/secret). */
    webhookSecret?: string;
  };
  fal?: { queueUrl: string; apiKey: string; models: string[]; inputs: Record<string, PredictionInputs>; jwksUrl: string };
  predictions: {
    /** Where providers reach /webhooks/replicate and /webhooks/fal; unset, predictions are polled. */
    webhookBaseUrl?: string;
    timing: PredictionTiming;
  };
  judge: ChatModelChoice;
  planner: ChatModelChoice;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';
const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
const REPLICATE_BASE_URL = 'https://api.replicate.com/v1';
const FAL_QUEUE_URL = 'https://queue.fal.run';
/** fal's webhooks guide ("Verifying Your Webhook", docs.fal.ai/model-endpoints/webhooks) names this JWKS. */
const FAL_JWKS_URL = 'https://rest.alpha.fal.ai/.well-known/jwks.json';

export function loadModelsConfig(env: NodeJS.ProcessEnv = process.env): ModelsConfig {
  return {
    defaultImageModel: text(env, 'DEFAULT_IMAGE_MODEL') ?? 'builtin-flat',
    requestTimeoutMs: positiveInt(env, 'MODEL_REQUEST_TIMEOUT_MS', 120_000),
    openaiImages: openaiImagesFrom(env),
    geminiImages: geminiImagesFrom(env),
    comfyui: comfyuiFrom(env),
    replicate: replicateFrom(env),
    fal: falFrom(env),
    predictions: predictionsFrom(env),
    judge: chatModelFrom(env, 'JUDGE'),
    planner: chatModelFrom(env, 'PLANNER'),
  };
}

function openaiImagesFrom(env: NodeJS.ProcessEnv): ModelsConfig['openaiImages'] {
  const baseUrl = text(env, 'OPENAI_IMAGES_BASE_URL');
  const apiKey = text(env, 'OPENAI_IMAGES_API_KEY');
  if (!baseUrl && !apiKey) return undefined;
  const model = text(env, 'OPENAI_IMAGES_MODEL') ?? 'gpt-image-1';
  const sizes = text(env, 'OPENAI_IMAGES_SIZES');
  const values = OPENAI_IMAGE_OPTION_VALUES;
  return {
    name: text(env, 'OPENAI_IMAGES_NAME') ?? `openai:${model}`,
    baseUrl: baseUrl ?? OPENAI_BASE_URL,
    apiKey,
    model,
    sizes: sizes ? sizeList(sizes) : [],
    ...definedOnly({
      quality: oneOf(env, 'OPENAI_IMAGES_QUALITY', values.quality),
      background: oneOf(env, 'OPENAI_IMAGES_BACKGROUND', values.background),
      outputFormat: oneOf(env, 'OPENAI_IMAGES_OUTPUT_FORMAT', values.outputFormat),
      inputFidelity: oneOf(env, 'OPENAI_IMAGES_INPUT_FIDELITY', values.inputFidelity),
    }),
  };
}

function geminiImagesFrom(env: NodeJS.ProcessEnv): ModelsConfig['geminiImages'] {
  const baseUrl = text(env, 'GEMINI_BASE_URL');
  const apiKey = text(env, 'GEMINI_API_KEY');
  if (!baseUrl && !apiKey) return undefined;
  const model = text(env, 'GEMINI_IMAGE_MODEL') ?? 'gemini-2.5-flash-image';
  return { name: text(env, 'GEMINI_IMAGE_NAME') ?? `gemini:${model}`, baseUrl: baseUrl ?? GEMINI_BASE_URL, apiKey, model };
}

/**
 * A ComfyUI attempt must end (and remove its job) before the model-call activity's startToCloseTimeout of 3 minutes
 * (src/workflows/activities.ts, `modelCalls`) ends it unseen; 15 s are left for removing the job and the PNG conversion.
 */
const COMFYUI_MAX_JOB_TIMEOUT_MS = 165_000;

function comfyuiFrom(env: NodeJS.ProcessEnv): ModelsConfig['comfyui'] {
  const baseUrl = text(env, 'COMFYUI_URL');
  if (!baseUrl) return undefined;
  const jobTimeoutMs = positiveInt(env, 'COMFYUI_JOB_TIMEOUT_MS', 150_000);
  if (jobTimeoutMs > COMFYUI_MAX_JOB_TIMEOUT_MS) {
    throw new Error(
      `COMFYUI_JOB_TIMEOUT_MS must be at most ${COMFYUI_MAX_JOB_TIMEOUT_MS} so that a job ends, and is removed from ComfyUI's queue, within the model call's 3-minute timeout; got ${jobTimeoutMs}`,
    );
  }
  return {
    name: text(env, 'COMFYUI_NAME') ?? 'comfyui',
    baseUrl,
    workflowPath: text(env, 'COMFYUI_WORKFLOW'),
    illustratedWorkflowPath: text(env, 'COMFYUI_ILLUSTRATED_WORKFLOW'),
    textWorkflowPath: text(env, 'COMFYUI_TEXT_WORKFLOW'),
    inpaintWorkflowPath: text(env, 'COMFYUI_INPAINT_WORKFLOW'),
    poseWorkflowPath: text(env, 'COMFYUI_POSE_WORKFLOW'),
    outputNode: text(env, 'COMFYUI_OUTPUT_NODE'),
    apiKey: text(env, 'COMFYUI_API_KEY'),
    jobTimeoutMs,
    pollIntervalMs: positiveInt(env, 'COMFYUI_POLL_INTERVAL_MS', 1_000),
  };
}

function replicateFrom(env: NodeJS.ProcessEnv): ModelsConfig['replicate'] {
  const provider = predictionProvider(env, 'Replicate', 'REPLICATE_API_TOKEN', 'REPLICATE');
  if (!provider) return undefined;
  return {
    baseUrl: text(env, 'REPLICATE_BASE_URL') ?? REPLICATE_BASE_URL,
    apiToken: provider.key,
    models: provider.models,
    inputs: provider.inputs,
    ...definedOnly({ webhookSecret: text(env, 'REPLICATE_WEBHOOK_SECRET') }),
  };
}

function falFrom(env: NodeJS.ProcessEnv): ModelsConfig['fal'] {
  const provider = predictionProvider(env, 'fal', 'FAL_KEY', 'FAL');
  if (!provider) return undefined;
  return {
    queueUrl: text(env, 'FAL_QUEUE_URL') ?? FAL_QUEUE_URL,
    apiKey: provider.key,
    models: provider.models,
    inputs: provider.inputs,
    jwksUrl: text(env, 'FAL_JWKS_URL') ?? FAL_JWKS_URL,
  };
}

/** A prediction provider's key, models (`<PREFIX>_MODELS`) and input mappings (`<PREFIX>_MODEL_INPUTS`): both or none. */
function predictionProvider(env: NodeJS.ProcessEnv, label: string, keyName: string, prefix: string): { key: string; models: string[]; inputs: Record<string, PredictionInputs> } | undefined {
  const key = text(env, keyName);
  const models = list(env, `${prefix}_MODELS`);
  if (!key && models.length === 0) return undefined;
  if (!key || models.length === 0) throw new Error(`${label} needs both ${keyName} and ${prefix}_MODELS`);
  return { key, models, inputs: predictionInputs(env, `${prefix}_MODEL_INPUTS`) };
}

/**
 * A prediction must end (and be cancelled when it has not) before the model call's startToCloseTimeout of 3 minutes
 * (src/workflows/activities.ts, `modelCalls`) ends it unseen; 15 s are left for copying the output.
 */
const PREDICTION_MAX_TIMEOUT_MS = 165_000;

function predictionsFrom(env: NodeJS.ProcessEnv): ModelsConfig['predictions'] {
  const timeoutMs = positiveInt(env, 'PREDICTION_TIMEOUT_MS', 150_000);
  if (timeoutMs > PREDICTION_MAX_TIMEOUT_MS) {
    throw new Error(`PREDICTION_TIMEOUT_MS must be at most ${PREDICTION_MAX_TIMEOUT_MS}, within the model call's 3-minute timeout; got ${timeoutMs}`);
  }
  const publicBase = text(env, 'PUBLIC_BASE_URL');
  const webhookBaseUrl = text(env, 'MODEL_WEBHOOK_BASE_URL') ?? (publicBase?.startsWith('https://') ? publicBase : undefined);
  return {
    ...definedOnly({ webhookBaseUrl: webhookBaseUrl?.replace(/\/+$/, '') }),
    timing: {
      webhookGraceMs: positiveInt(env, 'PREDICTION_WEBHOOK_GRACE_MS', 30_000),
      pollIntervalMs: positiveInt(env, 'PREDICTION_POLL_INTERVAL_MS', 2_000),
      timeoutMs,
      heartbeatEveryMs: PREDICTION_HEARTBEAT_EVERY_MS,
      adoptWindowMs: PREDICTION_ADOPT_WINDOW_MS,
    },
  };
}

function predictionInputs(env: NodeJS.ProcessEnv, name: string): Record<string, PredictionInputs> {
  const raw = text(env, name);
  if (raw === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be a JSON object of model id to inputs, got "${raw}"`);
  }
  const result = z.record(z.string(), PredictionInputsSchema).safeParse(parsed);
  if (!result.success) {
    throw new Error(`${name}: ${result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`);
  }
  return result.data;
}

function list(env: NodeJS.ProcessEnv, name: string): string[] {
  return (text(env, name) ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

function chatModelFrom(env: NodeJS.ProcessEnv, prefix: 'JUDGE' | 'PLANNER'): ChatModelChoice {
  const provider = text(env, `${prefix}_PROVIDER`) ?? 'builtin';
  if (provider === 'builtin') return { provider };
  if (provider !== 'openai') throw new Error(`${prefix}_PROVIDER must be "builtin" or "openai", got "${provider}"`);
  return {
    provider,
    baseUrl: text(env, `${prefix}_BASE_URL`) ?? OPENAI_BASE_URL,
    apiKey: text(env, `${prefix}_API_KEY`),
    model: text(env, `${prefix}_MODEL`) ?? DEFAULT_CHAT_MODEL,
    outputMode: oneOf(env, `${prefix}_OUTPUT_MODE`, CHAT_OUTPUT_MODES) ?? 'json_schema',
  };
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[]): T | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

/** The entries whose value is set, so an unset option is absent rather than undefined. */
function definedOnly<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function sizeList(raw: string): string[] {
  const sizes = raw.split(',').map((size) => size.trim()).filter(Boolean);
  const bad = sizes.find((size) => !/^\d+x\d+$/.test(size));
  if (bad) throw new Error(`OPENAI_IMAGES_SIZES entries look like 1024x1024, got "${bad}"`);
  return sizes;
}
