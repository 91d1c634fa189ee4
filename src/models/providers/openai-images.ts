import sharp from 'sharp';
import { z } from 'zod';
import type { ImageModel } from '../types';
import { nearestAspect } from './aspect';
import { bearer, type HttpSettings, invalidOutput, jsonRequest, sendBytes, sendJson } from './http';
import { decodeBase64, extensionOf, imageBlob } from './images';
import { providerImageModel } from './image-model';
import type { ImageJob } from './job';
import { freeSize, openAIImageModelContract, type OpenAIImageModelContract, refusedModelReason } from './openai-image-models';
import { withReferenceLegend } from './prompt';
import { parseOutput } from './validate';

export interface OpenAIImageOptions {
  /** `quality` (low, medium, high, auto); not sent when unset. */
  quality?: string;
  /** `background` (transparent, opaque, auto); not sent when unset. */
  background?: string;
  /** `output_format` (png, jpeg, webp); not sent when unset (OpenAI's default is png). */
  outputFormat?: string;
  /** `input_fidelity` on edits: `high` by default where the model takes it, `off` never sends it. */
  inputFidelity?: 'high' | 'low' | 'off';
}

export interface OpenAIImagesConfig extends OpenAIImageOptions {
  /** Registry name, e.g. "openai:gpt-image-1". */
  name: string;
  /** Up to and including the version segment, e.g. https://api.openai.com/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Sizes the server accepts ("1024x1024"); the nearest aspect is sent. Empty: the model's own sizes (see openai-image-models.ts), else the requested size as is. */
  sizes: string[];
  timeoutMs: number;
}

const ImagesResponse = z.object({
  data: z
    .array(z.object({ b64_json: z.string().min(1).optional(), url: z.string().min(1).optional() }))
    .min(1),
});

/**
 * OpenAI's images API (and servers that speak it): /images/generations as JSON without references, /images/edits
 * (multipart, one `image[]` part per reference) with them. GPT image models always answer base64 and reject
 * `response_format` ("Unknown parameter: 'response_format'.", CreateImageRequest.response_format), so it is never
 * sent; a server that answers a `url` instead is still read.
 */
export function createOpenAIImageModel(config: OpenAIImagesConfig): ImageModel {
  const refused = refusedModelReason(config.model);
  if (refused) throw new Error(refused);
  const settings: HttpSettings = { provider: config.name, timeoutMs: config.timeoutMs };
  const base = config.baseUrl.replace(/\/+$/, '');
  const contract = openAIImageModelContract(config.model);
  return providerImageModel(config.name, async (job, { signal }) => {
    const withReferences = job.references.length > 0;
    const init = withReferences ? await editRequest(config, contract, job) : generationRequest(config, contract, job);
    const url = `${base}/images/${withReferences ? 'edits' : 'generations'}`;
    const answer = parseOutput(ImagesResponse, await sendJson(url, { ...init, signal }, settings), config.name);
    return imageFrom(answer.data[0], base, settings);
  });
}

function sizeFor(config: OpenAIImagesConfig, contract: OpenAIImageModelContract | undefined, job: ImageJob): string {
  if (config.sizes.length > 0) return nearestAspect(job.width, job.height, config.sizes);
  if (contract?.sizes === 'free') return freeSize(job.width, job.height);
  if (contract) return nearestAspect(job.width, job.height, [...contract.sizes]);
  return `${job.width}x${job.height}`;
}

/** The fields both endpoints share; optional ones only when configured, so a server that lacks them is not sent them. */
function commonFields(config: OpenAIImagesConfig, contract: OpenAIImageModelContract | undefined, job: ImageJob): Record<string, string> {
  return {
    model: config.model,
    size: sizeFor(config, contract, job),
    ...(config.quality ? { quality: config.quality } : {}),
    ...(config.background ? { background: config.background } : {}),
    ...(config.outputFormat ? { output_format: config.outputFormat } : {}),
  };
}

function generationRequest(config: OpenAIImagesConfig, contract: OpenAIImageModelContract | undefined, job: ImageJob): RequestInit {
  return jsonRequest({ ...commonFields(config, contract, job), prompt: job.prompt, n: 1 }, bearer(config.apiKey));
}

async function editRequest(config: OpenAIImagesConfig, contract: OpenAIImageModelContract | undefined, job: ImageJob): Promise<RequestInit> {
  const form = new FormData();
  const fields: Record<string, string> = {
    ...commonFields(config, contract, job),
    prompt: withReferenceLegend(job.prompt, job.references.map((reference) => reference.label)),
    n: '1',
  };
  const fidelity = inputFidelity(config, contract, job);
  if (fidelity) fields.input_fidelity = fidelity;
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  job.references.forEach((reference, index) => {
    form.append('image[]', imageBlob(reference.image), `reference-${index + 1}.${extensionOf(reference.image)}`);
  });
  if (job.mask) form.append('mask', imageBlob(await transparentWhereEditable(job.mask)), 'mask.png');
  return { method: 'POST', headers: bearer(config.apiKey), body: form };
}

/**
 * The service's mask (255 where the picture may change) in OpenAI's terms: "An additional image whose fully
 * transparent areas (e.g. where alpha is zero) indicate where `image` should be edited. If there are multiple images
 * provided, the mask will be applied on the first image. Must be a valid PNG file, less than 4MB, and have the same
 * dimensions as `image`" (openai-openapi, openapi.yaml: CreateImageEditRequest.mask). A PNG without an alpha channel
 * is refused ("Invalid input image - format must be in ['RGBA', 'LA', 'L'], got RGB.", go-openai#188), so it is RGBA:
 * black, transparent where the picture may change, opaque elsewhere.
 */
async function transparentWhereEditable(mask: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(mask).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const rgba = Buffer.alloc(info.width * info.height * 4);
  for (let i = 0; i < data.length; i += 1) rgba[i * 4 + 3] = data[i] >= 128 ? 0 : 255;
  return sharp(rgba, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer();
}

/**
 * High input fidelity keeps faces and outfits from the references ("especially useful when editing images with faces",
 * OpenAI cookbook: Generate images with high input fidelity): sent when a character's reference is among the images
 * and the model takes it. An unknown model gets it only when configured explicitly.
 */
function inputFidelity(config: OpenAIImagesConfig, contract: OpenAIImageModelContract | undefined, job: ImageJob): string | undefined {
  if (config.inputFidelity === 'off') return undefined;
  if (!job.references.some((reference) => reference.kind === 'character')) return undefined;
  if (contract) return contract.inputFidelity ? (config.inputFidelity ?? 'high') : undefined;
  return config.inputFidelity;
}

async function imageFrom(item: { b64_json?: string; url?: string }, base: string, settings: HttpSettings): Promise<Buffer> {
  if (item.b64_json) return decodeBase64(item.b64_json, settings.provider);
  if (item.url) return sendBytes(new URL(item.url, `${base}/`).toString(), { method: 'GET' }, settings);
  throw invalidOutput(settings.provider, 'the answer holds neither b64_json nor url');
}
