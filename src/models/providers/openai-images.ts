import { z } from 'zod';
import type { ImageModel } from '../types';
import { nearestAspect } from './aspect';
import { bearer, type HttpSettings, invalidOutput, jsonRequest, sendBytes, sendJson } from './http';
import { decodeBase64, extensionOf, imageBlob } from './images';
import { providerImageModel } from './image-model';
import type { ImageJob } from './job';
import { withReferenceLegend } from './prompt';
import { parseOutput } from './validate';

export interface OpenAIImagesConfig {
  /** Registry name, e.g. "openai:gpt-image-1". */
  name: string;
  /** Up to and including the version segment, e.g. https://api.openai.com/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Sizes the server accepts ("1024x1024"); the nearest aspect is sent. Empty: send the requested size as is. */
  sizes: string[];
  timeoutMs: number;
}

const ImagesResponse = z.object({
  data: z
    .array(z.object({ b64_json: z.string().min(1).optional(), url: z.string().min(1).optional() }))
    .min(1),
});

/**
 * OpenAI-compatible images API: /images/generations without references, /images/edits (multipart,
 * image[] files) with them. Accepts b64_json or url answers.
 */
export function createOpenAIImageModel(config: OpenAIImagesConfig): ImageModel {
  const settings: HttpSettings = { provider: config.name, timeoutMs: config.timeoutMs };
  const base = config.baseUrl.replace(/\/+$/, '');
  return providerImageModel(config.name, async (job) => {
    const init = job.references.length === 0 ? generationRequest(config, job) : editRequest(config, job);
    const endpoint = job.references.length === 0 ? 'generations' : 'edits';
    const answer = parseOutput(ImagesResponse, await sendJson(`${base}/images/${endpoint}`, init, settings), config.name);
    return imageFrom(answer.data[0], base, settings);
  });
}

function sizeFor(config: OpenAIImagesConfig, job: ImageJob): string {
  return config.sizes.length > 0 ? nearestAspect(job.width, job.height, config.sizes) : `${job.width}x${job.height}`;
}

function generationRequest(config: OpenAIImagesConfig, job: ImageJob): RequestInit {
  return jsonRequest(
    { model: config.model, prompt: job.prompt, size: sizeFor(config, job), n: 1, response_format: 'b64_json' },
    bearer(config.apiKey),
  );
}

function editRequest(config: OpenAIImagesConfig, job: ImageJob): RequestInit {
  const form = new FormData();
  form.append('model', config.model);
  form.append('prompt', withReferenceLegend(job.prompt, job.references.map((reference) => reference.label)));
  form.append('size', sizeFor(config, job));
  form.append('n', '1');
  form.append('response_format', 'b64_json');
  job.references.forEach((reference, index) => {
    form.append('image[]', imageBlob(reference.image), `reference-${index + 1}.${extensionOf(reference.image)}`);
  });
  return { method: 'POST', headers: bearer(config.apiKey), body: form };
}

async function imageFrom(item: { b64_json?: string; url?: string }, base: string, settings: HttpSettings): Promise<Buffer> {
  if (item.b64_json) return decodeBase64(item.b64_json, settings.provider);
  if (item.url) return sendBytes(new URL(item.url, `${base}/`).toString(), { method: 'GET' }, settings);
  throw invalidOutput(settings.provider, 'the answer holds neither b64_json nor url');
}
