/**
 * What each OpenAI image model accepts, from OpenAI's published API description (github.com/openai/openai-openapi,
 * openapi.yaml as of 2026-08-21: CreateImageRequest, CreateImageEditRequest, InputFidelity) and the errors the
 * service answers when a field does not apply (quoted in test/fakes/openai-images.ts, which enforces this table).
 */
export interface OpenAIImageModelContract {
  /** Sizes the model takes; `free` for gpt-image-2 (any WIDTHxHEIGHT within its limits). */
  sizes: readonly string[] | 'free';
  /** `input_fidelity` on /images/edits: "only supported for gpt-image-1 and gpt-image-1.5 and later models,
   * unsupported for gpt-image-1-mini" (InputFidelity); gpt-image-2 answers 400 invalid_input_fidelity_model. */
  inputFidelity: boolean;
}

/** The GPT image models' fixed sizes (CreateImageRequest.size: "1024x1024, 1536x1024, and 1024x1536 are supported by the GPT image models"). */
export const GPT_IMAGE_SIZES = ['1024x1024', '1536x1024', '1024x1536'] as const;

/** gpt-image-2's free sizes: "divisible by 16 ... aspect ratio between 1:3 and 3:1 ... maximum supported resolution is 3840x2160". */
export const FREE_SIZE_LIMITS = { multiple: 16, maxAspect: 3, maxLongEdge: 3840, maxShortEdge: 2160 } as const;

const GPT_IMAGE_1: OpenAIImageModelContract = { sizes: GPT_IMAGE_SIZES, inputFidelity: true };
const GPT_IMAGE_1_MINI: OpenAIImageModelContract = { sizes: GPT_IMAGE_SIZES, inputFidelity: false };
const GPT_IMAGE_2: OpenAIImageModelContract = { sizes: 'free', inputFidelity: false };

/** Model names (and their dated snapshots, e.g. gpt-image-1.5-2025-12-16) that Likeness knows. */
const KNOWN_MODELS: Array<[RegExp, OpenAIImageModelContract]> = [
  [/^gpt-image-1-mini(-\d{4}-\d{2}-\d{2})?$/, GPT_IMAGE_1_MINI],
  [/^gpt-image-1(\.5)?(-\d{4}-\d{2}-\d{2})?$/, GPT_IMAGE_1],
  [/^chatgpt-image-latest$/, GPT_IMAGE_1_MINI],
  [/^gpt-image-2(-\d{4}-\d{2}-\d{2})?$/, GPT_IMAGE_2],
];

/**
 * DALL-E 2 and 3 are refused when the provider is configured: DALL-E 3 has no edits endpoint (CreateImageEditRequest's
 * models omit it), DALL-E 2 edits take a single square PNG, so neither can draw a character from its reference sheet.
 */
export function refusedModelReason(model: string): string | undefined {
  if (!/^dall-e-[23]$/.test(model)) return undefined;
  return (
    `OPENAI_IMAGES_MODEL=${model} cannot keep a character the same: it cannot draw from reference images ` +
    '(DALL-E 3 has no edits, DALL-E 2 edits take one square PNG). Use gpt-image-1.5, gpt-image-1, gpt-image-1-mini or gpt-image-2.'
  );
}

/** The contract of a known OpenAI model; undefined for other names (an OpenAI-compatible server's own models). */
export function openAIImageModelContract(model: string): OpenAIImageModelContract | undefined {
  return KNOWN_MODELS.find(([pattern]) => pattern.test(model))?.[1];
}

/** The nearest size gpt-image-2 takes: the requested one snapped to multiples of 16 within its aspect and edge limits. */
export function freeSize(width: number, height: number): string {
  const { multiple, maxAspect, maxLongEdge, maxShortEdge } = FREE_SIZE_LIMITS;
  const aspect = Math.min(maxAspect, Math.max(1 / maxAspect, width / height));
  let long = Math.max(width, height);
  if (aspect >= 1) long = Math.min(long, maxLongEdge, maxShortEdge * aspect);
  else long = Math.min(long, maxLongEdge, maxShortEdge / aspect);
  const [w, h] = aspect >= 1 ? [long, long / aspect] : [long * aspect, long];
  const snap = (value: number) => Math.max(multiple, Math.floor(value / multiple) * multiple);
  return `${snap(w)}x${snap(h)}`;
}
