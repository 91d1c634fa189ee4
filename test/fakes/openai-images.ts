import { invalidValue, missingParameter, openAIError, unknownParameter } from './openai-errors';
import { type FakeReply, shown } from './server';

/**
 * What OpenAI's images API accepts, per model, from its published description (github.com/openai/openai-openapi,
 * openapi.yaml of 2026-08-21: CreateImageRequest, CreateImageEditRequest, InputFidelity) and the errors seen from the
 * service (cited where used). Written from the description, not from src/: the adapter is held to it, not the reverse.
 */
type Family = 'gpt-image' | 'gpt-image-2' | 'dall-e-2' | 'dall-e-3';

interface ModelRules {
  family: Family;
  sizes: readonly string[] | 'free';
  qualities: readonly string[];
  /** input_fidelity on edits: "only supported for gpt-image-1 and gpt-image-1.5 and later models, unsupported for gpt-image-1-mini". */
  inputFidelity: 'yes' | 'only-gpt-image-1' | 'not-for-this-model' | 'unknown-parameter';
  maxPrompt: number;
  edits: boolean;
}

const GPT_SIZES = ['1024x1024', '1536x1024', '1024x1536', 'auto'];
const GPT_QUALITIES = ['low', 'medium', 'high', 'auto'];

const MODELS: Record<string, ModelRules> = {
  'gpt-image-1': { family: 'gpt-image', sizes: GPT_SIZES, qualities: GPT_QUALITIES, inputFidelity: 'yes', maxPrompt: 32_000, edits: true },
  'gpt-image-1.5': { family: 'gpt-image', sizes: GPT_SIZES, qualities: GPT_QUALITIES, inputFidelity: 'yes', maxPrompt: 32_000, edits: true },
  'gpt-image-1-mini': { family: 'gpt-image', sizes: GPT_SIZES, qualities: GPT_QUALITIES, inputFidelity: 'only-gpt-image-1', maxPrompt: 32_000, edits: true },
  'gpt-image-2': { family: 'gpt-image-2', sizes: 'free', qualities: GPT_QUALITIES, inputFidelity: 'not-for-this-model', maxPrompt: 32_000, edits: true },
  'dall-e-2': { family: 'dall-e-2', sizes: ['256x256', '512x512', '1024x1024'], qualities: ['standard'], inputFidelity: 'unknown-parameter', maxPrompt: 1000, edits: true },
  'dall-e-3': { family: 'dall-e-3', sizes: ['1024x1024', '1792x1024', '1024x1792'], qualities: ['standard', 'hd'], inputFidelity: 'unknown-parameter', maxPrompt: 4000, edits: false },
};

const GENERATION_FIELDS = ['prompt', 'model', 'n', 'quality', 'response_format', 'output_format', 'output_compression', 'stream', 'partial_images', 'size', 'moderation', 'background', 'style', 'user'];
const EDIT_FIELDS = ['image', 'image[]', 'prompt', 'mask', 'background', 'model', 'n', 'size', 'response_format', 'output_format', 'output_compression', 'user', 'input_fidelity', 'stream', 'partial_images', 'quality'];
/** Fields only some families know; the others answer "Unknown parameter". */
const FAMILY_ONLY: Record<string, readonly Family[]> = {
  response_format: ['dall-e-2', 'dall-e-3'],
  style: ['dall-e-3'],
  output_format: ['gpt-image', 'gpt-image-2'],
  output_compression: ['gpt-image', 'gpt-image-2'],
  background: ['gpt-image', 'gpt-image-2'],
  moderation: ['gpt-image', 'gpt-image-2'],
  partial_images: ['gpt-image', 'gpt-image-2'],
};

export const IMAGE_MODELS = Object.keys(MODELS);

export interface ImageRequestFields {
  endpoint: 'generations' | 'edits';
  /** Every field as sent: JSON values, or multipart text parts. */
  fields: Record<string, unknown>;
  /** Multipart file parts (edits): the field name, the file's MIME type, size and bytes. */
  files: Array<{ field: string; type: string; size: number; data: Buffer }>;
}

/** The model the request is for (OpenAI's default when none is named), or the error OpenAI answers. */
export function imageModelRules(request: ImageRequestFields): { model: string; rules: ModelRules } | FakeReply {
  const model = shown(request.fields.model ?? (request.endpoint === 'edits' ? 'gpt-image-1.5' : 'dall-e-2'));
  const rules = MODELS[model];
  const offered = request.endpoint === 'edits' ? IMAGE_MODELS.filter((name) => MODELS[name].edits) : IMAGE_MODELS;
  if (!rules || !offered.includes(model)) return invalidValue('model', model, offered);
  return { model, rules };
}

/** The error OpenAI answers for this request, or undefined when it would draw. */
export function imageRequestError(request: ImageRequestFields, rules: ModelRules, model: string): FakeReply | undefined {
  const { fields } = request;
  const known = request.endpoint === 'edits' ? EDIT_FIELDS : GENERATION_FIELDS;
  for (const name of Object.keys(fields)) {
    if (!known.includes(name)) return unknownParameter(name);
    const families = FAMILY_ONLY[name];
    if (families && !families.includes(rules.family)) return unknownParameter(name);
  }
  if (typeof fields.prompt !== 'string' || fields.prompt.length === 0) return missingParameter('prompt');
  if (fields.prompt.length > rules.maxPrompt) {
    return openAIError(400, `Invalid 'prompt': string too long. Expected a string with maximum length ${rules.maxPrompt}, but got a string with length ${fields.prompt.length} instead.`, { param: 'prompt', code: 'string_above_max_length' });
  }
  return (
    countError(fields.n, rules) ??
    enumError('quality', fields.quality, rules.qualities) ??
    enumError('output_format', fields.output_format, ['png', 'jpeg', 'webp']) ??
    enumError('background', fields.background, ['transparent', 'opaque', 'auto']) ??
    enumError('response_format', fields.response_format, ['url', 'b64_json']) ??
    transparencyError(fields) ??
    sizeError(fields.size, rules) ??
    (request.endpoint === 'edits' ? editError(request, rules, model) : undefined)
  );
}

function enumError(param: string, value: unknown, allowed: readonly string[]): FakeReply | undefined {
  return value === undefined || allowed.includes(shown(value)) ? undefined : invalidValue(param, value, allowed);
}

function countError(value: unknown, rules: ModelRules): FakeReply | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  const max = rules.family === 'dall-e-3' ? 1 : 10;
  if (Number.isInteger(n) && n >= 1 && n <= max) return undefined;
  return openAIError(400, `Invalid 'n': integer ${n > max ? 'above maximum' : 'below minimum'} value. Expected a value ${n > max ? `<= ${max}` : '>= 1'}, but got ${shown(value)} instead.`, { param: 'n', code: n > max ? 'integer_above_max_value' : 'integer_below_min_value' });
}

/** "When using transparent, set the output format to png or webp." */
function transparencyError(fields: Record<string, unknown>): FakeReply | undefined {
  if (fields.background !== 'transparent' || fields.output_format === undefined || fields.output_format !== 'jpeg') return undefined;
  return openAIError(400, 'Transparent background is not supported for the jpeg output format; use png or webp.', { param: 'background', code: 'invalid_value' });
}

/** gpt-image-2: "divisible by 16 ... aspect ratio between 1:3 and 3:1 ... maximum supported resolution is 3840x2160". */
function sizeError(value: unknown, rules: ModelRules): FakeReply | undefined {
  if (value === undefined) return undefined;
  const size = shown(value);
  if (rules.sizes !== 'free') return rules.sizes.includes(size) ? undefined : invalidValue('size', size, rules.sizes);
  if (size === 'auto') return undefined;
  const match = /^(\d+)x(\d+)$/.exec(size);
  const [width, height] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  const fits =
    width > 0 && width % 16 === 0 && height % 16 === 0 && Math.max(width, height) / Math.min(width, height) <= 3 &&
    Math.max(width, height) <= 3840 && Math.min(width, height) <= 2160;
  return fits ? undefined : openAIError(400, `Invalid size '${size}'. Width and height must be multiples of 16, the aspect ratio between 1:3 and 3:1, and at most 3840x2160.`, { param: 'size', code: 'invalid_value' });
}

function editError(request: ImageRequestFields, rules: ModelRules, model: string): FakeReply | undefined {
  const images = request.files.filter((file) => file.field === 'image' || file.field === 'image[]');
  const textImages = ['image', 'image[]'].some((field) => typeof request.fields[field] === 'string');
  if (images.length === 0 || textImages) return missingParameter('image');
  if (images.length > 16) return openAIError(400, `Invalid 'image': array too long. Expected an array with maximum length 16, but got an array with length ${images.length} instead.`, { param: 'image', code: 'array_above_max_length' });
  const badType = images.find((file) => !['image/png', 'image/jpeg', 'image/webp'].includes(file.type));
  if (badType) return openAIError(400, `Invalid file 'image': unsupported mimetype ('${badType.type}'). Supported file formats are 'image/jpeg', 'image/png', and 'image/webp'.`, { param: 'image', code: 'unsupported_file_mimetype' });
  if (rules.family === 'dall-e-2' && images.length > 1) return openAIError(400, 'dall-e-2 edits take a single image.', { param: 'image', code: 'invalid_value' });
  return imageSizeError(images, rules) ?? maskError(request, images[0]) ?? inputFidelityError(request.fields.input_fidelity, rules, model);
}

/**
 * CreateImageEditRequest.image: for the GPT image models "each image should be a `png`, `webp`, or `jpg` file less
 * than 50MB"; for dall-e-2 "a square `png` file less than 4MB".
 */
function imageSizeError(images: ImageRequestFields['files'], rules: ModelRules): FakeReply | undefined {
  const limit = rules.family === 'dall-e-2' ? 4 : 50;
  const big = images.find((file) => file.size >= limit * 1024 * 1024);
  if (big) return openAIError(400, `Invalid 'image': each image must be less than ${limit}MB.`, { param: 'image', code: 'invalid_value' });
  const header = rules.family === 'dall-e-2' ? pngHeader(images[0].data) : undefined;
  if (rules.family === 'dall-e-2' && (!header || header.width !== header.height)) {
    return openAIError(400, "Invalid 'image': dall-e-2 edits take a square PNG image.", { param: 'image', code: 'invalid_value' });
  }
  return undefined;
}

/** A PNG's width, height and colour type (IHDR, PNG 1.2 section 4.1.1): 0 grey, 2 RGB, 3 palette, 4 grey with alpha, 6 RGBA. */
function pngHeader(data: Buffer): { width: number; height: number; colourType: number } | undefined {
  if (data.length < 26 || !data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), colourType: data[25] };
}

const PIL_MODES: Record<number, string> = { 0: 'L', 2: 'RGB', 3: 'P', 4: 'LA', 6: 'RGBA' };

/**
 * CreateImageEditRequest.mask: "An additional image whose fully transparent areas (e.g. where alpha is zero) indicate
 * where `image` should be edited. If there are multiple images provided, the mask will be applied on the first image.
 * Must be a valid PNG file, less than 4MB, and have the same dimensions as `image`." A mask without transparency is
 * answered as go-openai#188 reports: "Invalid input image - format must be in ['RGBA', 'LA', 'L'], got RGB." The words
 * of the size-mismatch error are the fake's own (no sample of the service's is published); status, param and code are
 * those of its other invalid_value errors.
 */
function maskError(request: ImageRequestFields, first: ImageRequestFields['files'][number]): FakeReply | undefined {
  if (typeof request.fields.mask === 'string') return openAIError(400, "Invalid type for 'mask': expected a file, but got a string instead.", { param: 'mask', code: 'invalid_type' });
  const mask = request.files.find((file) => file.field === 'mask');
  if (!mask) return undefined;
  const header = pngHeader(mask.data);
  if (mask.type !== 'image/png' || !header) return openAIError(400, `Invalid file 'mask': unsupported mimetype ('${mask.type}'). Supported file formats are 'image/png'.`, { param: 'mask', code: 'unsupported_file_mimetype' });
  if (mask.size >= 4 * 1024 * 1024) return openAIError(400, 'Invalid mask: the mask must be less than 4MB.', { param: 'mask', code: 'invalid_value' });
  const mode = PIL_MODES[header.colourType] ?? 'unknown';
  if (!['RGBA', 'LA', 'L'].includes(mode)) return openAIError(400, `Invalid input image - format must be in ['RGBA', 'LA', 'L'], got ${mode}.`, { param: 'mask', code: 'invalid_image_format' });
  const image = pngHeader(first.data);
  if (image && (image.width !== header.width || image.height !== header.height)) {
    return openAIError(400, `Invalid mask: the mask (${header.width}x${header.height}) must have the same dimensions as the image (${image.width}x${image.height}).`, { param: 'mask', code: 'invalid_value' });
  }
  return undefined;
}

/**
 * lobehub#9920: gpt-image-1-mini answers "input_fidelity 'high' is only supported for model gpt-image-1";
 * pydantic-ai#5413: gpt-image-2 answers code invalid_input_fidelity_model.
 */
function inputFidelityError(value: unknown, rules: ModelRules, model: string): FakeReply | undefined {
  if (value === undefined) return undefined;
  if (rules.inputFidelity === 'only-gpt-image-1') return openAIError(400, `input_fidelity '${shown(value)}' is only supported for model gpt-image-1`, { param: 'input_fidelity', code: 'invalid_value' });
  if (rules.inputFidelity === 'not-for-this-model') {
    return openAIError(400, `The model '${model}' does not support the 'input_fidelity' parameter.`, { type: 'image_generation_user_error', param: 'input_fidelity', code: 'invalid_input_fidelity_model' });
  }
  return enumError('input_fidelity', value, ['high', 'low']);
}

/** The size of the image the service would draw: the requested one, 1024x1024 for `auto` or none. */
export function answeredSize(fields: Record<string, unknown>): { width: number; height: number } {
  const match = /^(\d+)x(\d+)$/.exec(shown(fields.size ?? 'auto'));
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 1024, height: 1024 };
}
