import { z } from 'zod';
import type { ImageModel } from '../types';
import { nearestAspect } from './aspect';
import { contentPolicyError, type HttpSettings, invalidOutput, jsonRequest, sendJson } from './http';
import { decodeBase64, mimeOf } from './images';
import { providerImageModel } from './image-model';
import type { ImageJob, LabelledImage } from './job';
import { ModelError } from '../errors';
import { parseOutput } from './validate';

export interface GeminiImagesConfig {
  /** Registry name, e.g. "gemini:gemini-2.5-flash-image". */
  name: string;
  /** Host root, e.g. https://generativelanguage.googleapis.com */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/**
 * The Gemini API's image models (generateContent, v1beta), per Google's reference for GenerationConfig.imageConfig
 * (ImageConfig: aspectRatio "1:1, 2:3, 3:2, 3:4, 4:3, 4:5, 5:4, 9:16, 16:9, 21:9"; imageSize "1K, 2K, 4K", default 1K)
 * and the image-generation guide: gemini-2.5-flash-image takes no imageSize and "works best with up to 3 images" as
 * input; the Gemini 3 image models take imageSize and up to 14 reference images.
 */
export const GEMINI_ASPECT_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'];
export const GEMINI_IMAGE_SIZES = ['1K', '2K', '4K'];

export interface GeminiImageModelContract {
  maxReferences: number;
  imageSize: boolean;
}

export function geminiImageModelContract(model: string): GeminiImageModelContract {
  return /^gemini-2\./.test(model) ? { maxReferences: 3, imageSize: false } : { maxReferences: 14, imageSize: true };
}

/**
 * Why a candidate carries no image (Candidate.FinishReason and PromptFeedback.BlockReason), in words. Policy reasons
 * are refusals (the run stops asking); NO_IMAGE, IMAGE_OTHER and OTHER are the model declining this time, which the
 * next attempt, with another seed, may not repeat.
 */
const POLICY_REASONS: Record<string, string> = {
  SAFETY: 'its safety filters blocked the request',
  PROHIBITED_CONTENT: 'the request was flagged as prohibited content',
  BLOCKLIST: 'the request contains blocklisted terms',
  SPII: 'the request may contain sensitive personal information',
  RECITATION: 'the answer resembled protected material too closely',
  IMAGE_SAFETY: 'the generated image was withheld by its image safety filter',
  IMAGE_PROHIBITED_CONTENT: 'the generated image was flagged as prohibited content',
  IMAGE_RECITATION: 'the generated image resembled protected material too closely',
};
const DECLINED_REASONS: Record<string, string> = {
  NO_IMAGE: 'the model answered without drawing an image',
  IMAGE_OTHER: 'the model stopped before finishing the image',
  OTHER: 'the model stopped for an unstated reason',
};

const InlineData = z.object({ data: z.string().min(1) });

const GenerateContentResponse = z.object({
  promptFeedback: z.object({ blockReason: z.string().optional(), blockReasonMessage: z.string().optional() }).optional(),
  candidates: z
    .array(
      z.object({
        finishReason: z.string().optional(),
        finishMessage: z.string().optional(),
        content: z
          .object({
            parts: z
              .array(
                z.object({ text: z.string().optional(), inline_data: InlineData.optional(), inlineData: InlineData.optional() }),
              )
              .default([]),
          })
          .optional(),
      }),
    )
    .optional(),
});

/** Gemini image generation (generateContent): the prompt, then each reference as a labelled inline image. */
export function createGeminiImageModel(config: GeminiImagesConfig): ImageModel {
  const settings: HttpSettings = { provider: config.name, timeoutMs: config.timeoutMs };
  const url = `${config.baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(config.model)}:generateContent`;
  const headers: Record<string, string> = config.apiKey ? { 'x-goog-api-key': config.apiKey } : {};
  const contract = geminiImageModelContract(config.model);
  return providerImageModel(config.name, async (job, { signal }) => {
    const answer = await sendJson(url, { ...jsonRequest(requestBody(job, contract), headers), signal }, settings);
    return imageFrom(parseOutput(GenerateContentResponse, answer, config.name), settings.provider);
  });
}

/**
 * Gemini edits the image it is given by the words with it ("Image editing (text-and-image-to-image)", Gemini API image
 * generation guide) and takes no mask: the mask goes right after the picture as an image that says where it may
 * change (the service keeps the rest of the picture as it was, whatever comes back).
 */
function imagesOf(job: ImageJob): LabelledImage[] {
  if (!job.mask) return job.references;
  const [picture, ...rest] = job.references;
  return [picture, { label: 'where the picture to edit may change: white; black parts stay exactly as they are', kind: 'anchor', image: job.mask }, ...rest];
}

function requestBody(job: ImageJob, contract: GeminiImageModelContract): unknown {
  const references = imagesOf(job).slice(0, contract.maxReferences);
  return {
    contents: [{ role: 'user', parts: [{ text: job.prompt }, ...references.flatMap(labelledImage)] }],
    generationConfig: {
      responseModalities: ['TEXT', 'IMAGE'],
      // GenerationConfig.seed is an int32.
      seed: job.seed % 2 ** 31,
      imageConfig: {
        aspectRatio: nearestAspect(job.width, job.height, GEMINI_ASPECT_RATIOS),
        ...(contract.imageSize ? { imageSize: imageSizeFor(job.width, job.height) } : {}),
      },
    },
  };
}

/** Each reference right after a text part that says what it is, as Google's multi-image examples do. */
function labelledImage(reference: LabelledImage, index: number): unknown[] {
  return [
    { text: `Reference image ${index + 1}: ${reference.label}.` },
    { inline_data: { mime_type: mimeOf(reference.image), data: reference.image.toString('base64') } },
  ];
}

/** The smallest size whose long edge (about 1024, 2048 or 4096 pixels) covers the requested one. */
export function imageSizeFor(width: number, height: number): string {
  const longEdge = Math.max(width, height);
  return longEdge <= 1024 ? '1K' : longEdge <= 2048 ? '2K' : '4K';
}

function imageFrom(answer: z.infer<typeof GenerateContentResponse>, provider: string): Buffer {
  const blocked = answer.promptFeedback?.blockReason;
  if (blocked) throw refusal(provider, blocked, 'the prompt', answer.promptFeedback?.blockReasonMessage);
  const candidate = answer.candidates?.[0];
  const parts = candidate?.content?.parts ?? [];
  const image = parts.map((part) => part.inline_data ?? part.inlineData).find((data) => data !== undefined);
  if (image) return decodeBase64(image.data, provider);
  const said = [candidate?.finishMessage, parts.map((part) => part.text ?? '').join(' ')].filter((text) => text?.trim()).join(' ').trim();
  const reason = candidate?.finishReason ?? 'STOP';
  if (POLICY_REASONS[reason]) throw refusal(provider, reason, 'the image', said);
  if (DECLINED_REASONS[reason]) throw declined(provider, `${DECLINED_REASONS[reason]} (${reason})${said ? `; it said: ${said}` : ''}`);
  throw invalidOutput(provider, `no image in the answer (finish reason ${reason})${said ? `; the model said: ${said}` : ''}`);
}

function refusal(provider: string, reason: string, what: string, message?: string): ModelError {
  const words = POLICY_REASONS[reason] ?? `${what} was blocked`;
  return contentPolicyError(provider, `${words} (${reason})${message ? `: ${message}` : ''}`);
}

/** The model declined to draw this time: the same request is not sent again, the next attempt (another seed) may draw. */
function declined(provider: string, detail: string): ModelError {
  return new ModelError(`${provider} drew nothing: ${detail}`, { provider, retryable: false, declined: true });
}
