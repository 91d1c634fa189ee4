import { solidPng } from './images';
import { type FakeReply, type FakeServer, type RecordedRequest, shown, startFakeServer } from './server';

/**
 * The Gemini API's generateContent for image models (POST /v1beta/models/<model>:generateContent), holding clients to
 * the service's contract: the key (x-goog-api-key or ?key=), the request fields the API knows (GenerateContentRequest,
 * GenerationConfig, ImageConfig, Part, Blob of the v1beta reference), the image models' documented limits, and
 * google.rpc error bodies (`{error: {code, message, status, details}}`). Answers one candidate with an inlineData PNG.
 * Invalid output (invalidNext): a candidate with only text.
 */
export interface FakeGeminiOptions {
  apiKey?: string;
  /** Prompts that match are blocked before generation (promptFeedback.blockReason PROHIBITED_CONTENT). */
  blockPrompts?: RegExp;
  /** Prompts whose image is withheld after generation (finishReason IMAGE_SAFETY). */
  withholdImages?: RegExp;
  /** Prompts the model answers with text only (finishReason NO_IMAGE). */
  declinePrompts?: RegExp;
}

export interface FakeGemini extends FakeServer {
  /** The next `count` requests answer 429 RESOURCE_EXHAUSTED with a RetryInfo of `seconds`. */
  quotaExhaustedNext(count: number, seconds: number): void;
}

/** Models served, with the reference-image limits and imageSize support of Google's image-generation guide. */
const MODELS: Record<string, { maxImages: number; imageSize: boolean }> = {
  'gemini-2.5-flash-image': { maxImages: 3, imageSize: false },
  'gemini-3-pro-image-preview': { maxImages: 14, imageSize: true },
  'gemini-3.1-flash-image-preview': { maxImages: 14, imageSize: true },
};
const ASPECT_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'];
const IMAGE_SIZES = ['1K', '2K', '4K'];
const MODALITIES = ['TEXT', 'IMAGE', 'AUDIO'];
const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/heif'];

/** Field names as the API takes them (proto JSON: lowerCamelCase or the proto's snake_case). */
const REQUEST_FIELDS = ['contents', 'generationConfig', 'safetySettings', 'systemInstruction', 'tools', 'toolConfig', 'cachedContent'];
const GENERATION_CONFIG_FIELDS = [
  'responseModalities', 'seed', 'candidateCount', 'temperature', 'topP', 'topK', 'maxOutputTokens', 'stopSequences',
  'imageConfig', 'responseMimeType', 'presencePenalty', 'frequencyPenalty', 'thinkingConfig',
];
const IMAGE_CONFIG_FIELDS = ['aspectRatio', 'imageSize'];
const PART_FIELDS = ['text', 'inlineData', 'fileData', 'thought', 'thoughtSignature'];
const BLOB_FIELDS = ['mimeType', 'data'];

export async function startFakeGemini(options: FakeGeminiOptions = {}): Promise<FakeGemini> {
  const image = await solidPng(64, 96);
  const server = await startFakeServer((request, mode) => {
    const route = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(request.path);
    if (!route || request.method !== 'POST') return googleError(404, 'NOT_FOUND', `The requested URL ${request.path} was not found on this server.`);
    const denied = keyError(request, options.apiKey);
    if (denied) return denied;
    const model = MODELS[route[1]];
    if (!model) {
      return googleError(404, 'NOT_FOUND', `models/${route[1]} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`);
    }
    let body: Record<string, unknown>;
    try {
      body = request.json();
    } catch {
      return googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received. Unexpected token.');
    }
    const error = requestError(body, model);
    if (error) return error;
    const prompt = textOf(body);
    if (options.blockPrompts?.test(prompt)) return { json: { promptFeedback: { blockReason: 'PROHIBITED_CONTENT' }, usageMetadata: usage() } };
    if (options.withholdImages?.test(prompt)) return candidate('IMAGE_SAFETY', []);
    if (options.declinePrompts?.test(prompt)) return candidate('NO_IMAGE', [{ text: 'Here is a description of the scene instead.' }]);
    if (mode === 'invalid') return candidate('STOP', [{ text: 'I cannot draw that today.' }]);
    return candidate('STOP', [{ text: 'Here you go.' }, { inlineData: { mimeType: 'image/png', data: image.toString('base64') } }]);
  });
  return {
    ...server,
    quotaExhaustedNext: (count, seconds) =>
      server.failNext(count, 429, {
        body: googleErrorBody(429, 'RESOURCE_EXHAUSTED', 'You exceeded your current quota, please check your plan and billing details.', [
          { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${seconds}s` },
        ]),
      }),
  };
}

function keyError(request: RecordedRequest, apiKey: string | undefined): FakeReply | undefined {
  if (apiKey === undefined) return undefined;
  const sent = request.headers['x-goog-api-key'] ?? request.query.get('key') ?? undefined;
  if (!sent) {
    return googleError(403, 'PERMISSION_DENIED', "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.");
  }
  if (sent === apiKey) return undefined;
  return googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
    { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com', metadata: { service: 'generativelanguage.googleapis.com' } },
  ]);
}

/** The first field the API would not take, as its "Invalid JSON payload" / "Invalid value" errors say. */
function requestError(body: Record<string, unknown>, model: { maxImages: number; imageSize: boolean }): FakeReply | undefined {
  const unknown = unknownField(body, REQUEST_FIELDS, '') ?? unknownGenerationField(body);
  if (unknown) return unknown;
  const contents = body.contents;
  if (!Array.isArray(contents) || contents.length === 0) return googleError(400, 'INVALID_ARGUMENT', '* GenerateContentRequest.contents: contents is not specified\n');
  let images = 0;
  for (const [index, content] of (contents as Array<Record<string, unknown>>).entries()) {
    for (const [partIndex, part] of ((content.parts ?? []) as Array<Record<string, unknown>>).entries()) {
      const where = `contents[${index}].parts[${partIndex}]`;
      const partProblem = unknownField(part, PART_FIELDS, where);
      if (partProblem) return partProblem;
      const blob = (part.inlineData ?? part.inline_data) as Record<string, unknown> | undefined;
      if (!blob) continue;
      images += 1;
      const blobProblem = unknownField(blob, BLOB_FIELDS, `${where}.inline_data`);
      if (blobProblem) return blobProblem;
      const mime = shown(blob.mimeType ?? blob.mime_type);
      if (!IMAGE_MIME_TYPES.includes(mime)) return googleError(400, 'INVALID_ARGUMENT', `Unsupported MIME type: ${mime}`);
      if (typeof blob.data !== 'string' || !/^[A-Za-z0-9+/]+=*$/.test(blob.data)) {
        return googleError(400, 'INVALID_ARGUMENT', `Invalid value at '${where}.inline_data.data' (TYPE_BYTES), Base64 decoding failed`);
      }
    }
  }
  if (images > model.maxImages) return googleError(400, 'INVALID_ARGUMENT', `Too many input images: at most ${model.maxImages} are supported for this model, got ${images}.`);
  return generationConfigError(config(body), model);
}

function config(body: Record<string, unknown>): Record<string, unknown> {
  return (body.generationConfig ?? body.generation_config ?? {}) as Record<string, unknown>;
}

function unknownGenerationField(body: Record<string, unknown>): FakeReply | undefined {
  const generation = config(body);
  return (
    unknownField(generation, GENERATION_CONFIG_FIELDS, 'generation_config') ??
    unknownField((generation.imageConfig ?? generation.image_config ?? {}) as Record<string, unknown>, IMAGE_CONFIG_FIELDS, 'generation_config.image_config')
  );
}

function generationConfigError(generation: Record<string, unknown>, model: { imageSize: boolean }): FakeReply | undefined {
  const modalities = (generation.responseModalities ?? generation.response_modalities ?? []) as unknown[];
  const badModality = modalities.findIndex((modality) => !MODALITIES.includes(shown(modality)));
  if (badModality >= 0) {
    return googleError(400, 'INVALID_ARGUMENT', `Invalid value at 'generation_config.response_modalities[${badModality}]' (type.googleapis.com/google.ai.generativelanguage.v1beta.GenerationConfig.Modality), "${shown(modalities[badModality])}"`);
  }
  const seed = generation.seed;
  if (seed !== undefined && (!Number.isInteger(seed) || Math.abs(seed as number) >= 2 ** 31)) {
    return googleError(400, 'INVALID_ARGUMENT', `Invalid value at 'generation_config.seed' (TYPE_INT32), ${shown(seed)}`);
  }
  const image = (generation.imageConfig ?? generation.image_config ?? {}) as Record<string, unknown>;
  const aspect = image.aspectRatio ?? image.aspect_ratio;
  if (aspect !== undefined && !ASPECT_RATIOS.includes(shown(aspect))) {
    return googleError(400, 'INVALID_ARGUMENT', `Unsupported aspect ratio: ${shown(aspect)}. Supported: ${ASPECT_RATIOS.join(', ')}.`);
  }
  const size = image.imageSize ?? image.image_size;
  if (size === undefined) return undefined;
  // The guide documents imageSize for the Gemini 3 image models only: this fake refuses it elsewhere.
  if (!model.imageSize) return googleError(400, 'INVALID_ARGUMENT', 'imageSize is not supported for this model.');
  return IMAGE_SIZES.includes(shown(size)) ? undefined : googleError(400, 'INVALID_ARGUMENT', `Unsupported image size: ${shown(size)}. Supported: ${IMAGE_SIZES.join(', ')}.`);
}

/** Proto JSON takes each field in lowerCamelCase or snake_case; any other name is "Cannot find field". */
function unknownField(object: Record<string, unknown>, fields: readonly string[], where: string): FakeReply | undefined {
  const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const name = Object.keys(object).find((key) => !fields.includes(key) && !fields.map(snake).includes(key));
  if (name === undefined) return undefined;
  const at = where ? ` at '${where}'` : '';
  return googleError(400, 'INVALID_ARGUMENT', `Invalid JSON payload received. Unknown name "${name}"${at}: Cannot find field.`, [
    { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: where, description: `Invalid JSON payload received. Unknown name "${name}"${at}: Cannot find field.` }] },
  ]);
}

function textOf(body: Record<string, unknown>): string {
  return ((body.contents ?? []) as Array<{ parts?: Array<{ text?: string }> }>)
    .flatMap((content) => content.parts ?? [])
    .map((part) => part.text ?? '')
    .join(' ');
}

function candidate(finishReason: string, parts: unknown[]): FakeReply {
  return { json: { candidates: [{ content: { role: 'model', parts }, finishReason, index: 0 }], usageMetadata: usage(), modelVersion: 'fake' } };
}

function usage() {
  return { promptTokenCount: 100, candidatesTokenCount: 1290, totalTokenCount: 1390 };
}

function googleErrorBody(code: number, status: string, message: string, details: unknown[] = []) {
  return { error: { code, message, status, ...(details.length > 0 ? { details } : {}) } };
}

function googleError(code: number, status: string, message: string, details: unknown[] = []): FakeReply {
  return { status: code, json: googleErrorBody(code, status, message, details) };
}
