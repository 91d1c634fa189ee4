import { z } from 'zod';
import type { ChatOutputMode } from '../../config/models';
import { bearer, contentPolicyError, type HttpSettings, invalidOutput, jsonRequest, sendJson } from './http';
import { dataUri } from './images';
import { structuredOutputFields } from './structured-output';
import { parseOutput } from './validate';

/** An OpenAI-compatible chat endpoint: OpenAI, Gemini's OpenAI endpoint, vLLM, Ollama... */
export interface ChatConfig {
  /** Named in errors, e.g. "openai-judge". */
  provider: string;
  /** Up to and including the version segment, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** How the answer's shape is asked for (structured-output.ts); default `json_schema`. */
  outputMode?: ChatOutputMode;
}

export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: 'system' | 'user';
  content: string | ContentPart[];
}

export interface StructuredOutput<T extends z.ZodType> {
  name: string;
  /** Sent to the model as a strict JSON schema. */
  wire: z.ZodType;
  /** What the answer must satisfy: the wire shape plus rules a JSON schema cannot say. */
  validate: T;
}

const ChatAnswer = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({
          content: z.union([z.string(), z.array(z.object({ text: z.string().optional() }))]).nullish(),
          refusal: z.string().nullish(),
        }),
      }),
    )
    .min(1),
});

export function textPart(text: string): ContentPart {
  return { type: 'text', text };
}

export function imagePart(image: Buffer): ContentPart {
  return { type: 'image_url', image_url: { url: dataUri(image) } };
}

/** One chat completion constrained to a JSON schema; the answer is parsed and validated, never patched. */
export async function chatJson<T extends z.ZodType>(
  config: ChatConfig,
  messages: ChatMessage[],
  output: StructuredOutput<T>,
): Promise<z.infer<T>> {
  const settings: HttpSettings = { provider: config.provider, timeoutMs: config.timeoutMs };
  const body = { model: config.model, ...structuredOutputFields(config.outputMode ?? 'json_schema', messages, output) };
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const answer = parseOutput(ChatAnswer, await sendJson(url, jsonRequest(body, bearer(config.apiKey)), settings), config.provider);
  return parseOutput(output.validate, parseJson(answerText(answer, config.provider), config.provider), config.provider);
}

function answerText(answer: z.infer<typeof ChatAnswer>, provider: string): string {
  const choice = answer.choices[0];
  if (choice.message.refusal) throw contentPolicyError(provider, choice.message.refusal);
  if (choice.finish_reason === 'content_filter') throw contentPolicyError(provider, 'the answer was filtered');
  const content = choice.message.content;
  const text = typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');
  if (!text.trim()) throw invalidOutput(provider, `empty answer (finish_reason ${choice.finish_reason ?? 'unknown'})`);
  return text;
}

/** Some OpenAI-compatible servers wrap JSON in a Markdown fence even in JSON mode. */
function parseJson(text: string, provider: string): unknown {
  const unfenced = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  try {
    return JSON.parse(unfenced);
  } catch (error) {
    throw invalidOutput(provider, `the answer is not JSON: ${text}`, error);
  }
}
