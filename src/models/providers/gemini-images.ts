import { z } from 'zod';
import type { ImageModel } from '../types';
import { nearestAspect } from './aspect';
import { contentPolicyError, type HttpSettings, invalidOutput, jsonRequest, sendJson } from './http';
import { decodeBase64, mimeOf } from './images';
import { providerImageModel } from './image-model';
import type { ImageJob } from './job';
import { withReferenceLegend } from './prompt';
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

const ASPECT_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'];

/** Finish reasons that mean the model refused on safety or policy grounds. */
const POLICY_FINISH = /SAFETY|PROHIBITED|BLOCKLIST|SPII|RECITATION/;

const InlineData = z.object({ data: z.string().min(1) });

const GenerateContentResponse = z.object({
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
  candidates: z
    .array(
      z.object({
        finishReason: z.string().optional(),
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

/** Gemini image generation (generateContent): the text prompt plus each reference as inline data. */
export function createGeminiImageModel(config: GeminiImagesConfig): ImageModel {
  const settings: HttpSettings = { provider: config.name, timeoutMs: config.timeoutMs };
  const url = `${config.baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(config.model)}:generateContent`;
  const headers: Record<string, string> = config.apiKey ? { 'x-goog-api-key': config.apiKey } : {};
  return providerImageModel(config.name, async (job) => {
    const answer = await sendJson(url, jsonRequest(requestBody(job), headers), settings);
    return imageFrom(parseOutput(GenerateContentResponse, answer, config.name), settings.provider);
  });
}

function requestBody(job: ImageJob): unknown {
  const prompt = withReferenceLegend(job.prompt, job.references.map((reference) => reference.label));
  const images = job.references.map((reference) => ({
    inline_data: { mime_type: mimeOf(reference.image), data: reference.image.toString('base64') },
  }));
  return {
    contents: [{ role: 'user', parts: [{ text: prompt }, ...images] }],
    generationConfig: {
      responseModalities: ['TEXT', 'IMAGE'],
      // The API takes a signed 32-bit seed.
      seed: job.seed % 2 ** 31,
      imageConfig: { aspectRatio: nearestAspect(job.width, job.height, ASPECT_RATIOS) },
    },
  };
}

function imageFrom(answer: z.infer<typeof GenerateContentResponse>, provider: string): Buffer {
  const blocked = answer.promptFeedback?.blockReason;
  if (blocked) throw contentPolicyError(provider, `prompt blocked (${blocked})`);
  const candidate = answer.candidates?.[0];
  const parts = candidate?.content?.parts ?? [];
  const image = parts.map((part) => part.inline_data ?? part.inlineData).find((data) => data !== undefined);
  if (image) return decodeBase64(image.data, provider);
  if (candidate?.finishReason && POLICY_FINISH.test(candidate.finishReason)) {
    throw contentPolicyError(provider, `generation stopped (${candidate.finishReason})`);
  }
  const text = parts.map((part) => part.text ?? '').join(' ').trim();
  throw invalidOutput(provider, `no image in the answer${text ? `; the model said: ${text}` : ''}`);
}
