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
 * | OPENAI_IMAGES_SIZES | OpenAI's three gpt-image-1 sizes with the default base URL, else none | Comma-separated sizes the server accepts (e.g. 1024x1024,1536x1024); the nearest aspect is requested and the result is resized. Empty: the requested size is sent as is. |
 * | GEMINI_BASE_URL | https://generativelanguage.googleapis.com | Gemini API host. Setting it or the key enables the provider. |
 * | GEMINI_API_KEY | (none) | Sent as `x-goog-api-key`. |
 * | GEMINI_IMAGE_MODEL | gemini-2.5-flash-image | Gemini model with image output. |
 * | GEMINI_IMAGE_NAME | gemini:<model> | Name of this image model in the registry. |
 * | COMFYUI_URL | (none) | ComfyUI server (e.g. http://localhost:8188); enables the provider. |
 * | COMFYUI_WORKFLOW | bundled PuLID workflow | API-format workflow JSON used when there are reference images; placeholders {{prompt}}, {{negative_prompt}}, {{seed}}, {{width}}, {{height}}, {{reference_image}}, {{reference_image_2}}… |
 * | COMFYUI_TEXT_WORKFLOW | bundled SDXL text-to-image workflow | Workflow used without reference images. |
 * | COMFYUI_NAME | comfyui | Name of this image model in the registry. |
 * | COMFYUI_JOB_TIMEOUT_MS | 300000 | How long a queued ComfyUI job may run before the attempt fails (retryable). |
 * | COMFYUI_POLL_INTERVAL_MS | 1000 | How often ComfyUI's history is polled. |
 * | JUDGE_PROVIDER | builtin | `builtin` (offline) or `openai` (any OpenAI-compatible vision chat API: OpenAI, Gemini's OpenAI endpoint, vLLM, Ollama). |
 * | JUDGE_BASE_URL | https://api.openai.com/v1 | Chat API base for the judge. |
 * | JUDGE_API_KEY | (none) | Bearer key for the judge; optional for local servers. |
 * | JUDGE_MODEL | gpt-4o-mini | Vision model for the judge. |
 * | PLANNER_PROVIDER | builtin | `builtin` (offline comic-grammar templates) or `openai` (OpenAI-compatible chat API). |
 * | PLANNER_BASE_URL | https://api.openai.com/v1 | Chat API base for the planner. |
 * | PLANNER_API_KEY | (none) | Bearer key for the planner; optional for local servers. |
 * | PLANNER_MODEL | gpt-4o-mini | Language model for the planner. |
 */
export interface ChatModelConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export type ChatModelChoice = { provider: 'builtin' } | ({ provider: 'openai' } & ChatModelConfig);

export interface ModelsConfig {
  defaultImageModel: string;
  requestTimeoutMs: number;
  openaiImages?: { name: string; baseUrl: string; apiKey?: string; model: string; sizes: string[] };
  geminiImages?: { name: string; baseUrl: string; apiKey?: string; model: string };
  comfyui?: {
    name: string;
    baseUrl: string;
    workflowPath?: string;
    textWorkflowPath?: string;
    jobTimeoutMs: number;
    pollIntervalMs: number;
  };
  judge: ChatModelChoice;
  planner: ChatModelChoice;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const OPENAI_IMAGE_SIZES = ['1024x1024', '1536x1024', '1024x1536'];
const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';
const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';

export function loadModelsConfig(env: NodeJS.ProcessEnv = process.env): ModelsConfig {
  return {
    defaultImageModel: text(env, 'DEFAULT_IMAGE_MODEL') ?? 'builtin-flat',
    requestTimeoutMs: positiveInt(env, 'MODEL_REQUEST_TIMEOUT_MS', 120_000),
    openaiImages: openaiImagesFrom(env),
    geminiImages: geminiImagesFrom(env),
    comfyui: comfyuiFrom(env),
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
  return {
    name: text(env, 'OPENAI_IMAGES_NAME') ?? `openai:${model}`,
    baseUrl: baseUrl ?? OPENAI_BASE_URL,
    apiKey,
    model,
    sizes: sizes ? sizeList(sizes) : baseUrl ? [] : OPENAI_IMAGE_SIZES,
  };
}

function geminiImagesFrom(env: NodeJS.ProcessEnv): ModelsConfig['geminiImages'] {
  const baseUrl = text(env, 'GEMINI_BASE_URL');
  const apiKey = text(env, 'GEMINI_API_KEY');
  if (!baseUrl && !apiKey) return undefined;
  const model = text(env, 'GEMINI_IMAGE_MODEL') ?? 'gemini-2.5-flash-image';
  return { name: text(env, 'GEMINI_IMAGE_NAME') ?? `gemini:${model}`, baseUrl: baseUrl ?? GEMINI_BASE_URL, apiKey, model };
}

function comfyuiFrom(env: NodeJS.ProcessEnv): ModelsConfig['comfyui'] {
  const baseUrl = text(env, 'COMFYUI_URL');
  if (!baseUrl) return undefined;
  return {
    name: text(env, 'COMFYUI_NAME') ?? 'comfyui',
    baseUrl,
    workflowPath: text(env, 'COMFYUI_WORKFLOW'),
    textWorkflowPath: text(env, 'COMFYUI_TEXT_WORKFLOW'),
    jobTimeoutMs: positiveInt(env, 'COMFYUI_JOB_TIMEOUT_MS', 300_000),
    pollIntervalMs: positiveInt(env, 'COMFYUI_POLL_INTERVAL_MS', 1_000),
  };
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
  };
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
