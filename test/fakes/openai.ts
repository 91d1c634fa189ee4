import sharp from 'sharp';
import { type ChatServerKind, chatCompletion, chatRequestError } from './openai-chat';
import { missingKey, moderationBlocked, rateLimited, unparsableJson, wrongKey } from './openai-errors';
import { answeredSize, imageModelRules, imageRequestError, type ImageRequestFields } from './openai-images';
import { type FakeReply, type FakeServer, notFound, type RecordedRequest, shown, startFakeServer } from './server';

/**
 * OpenAI's API as a fake that holds clients to the service's contract: POST /v1/images/generations (JSON),
 * POST /v1/images/edits (multipart), POST /v1/chat/completions, each checked field by field as the service checks
 * them (openai-images.ts, openai-chat.ts) and answered with the service's error bodies (openai-errors.ts).
 * GET /v1/files/image.png serves `url` answers, for the OpenAI-compatible servers that answer with URLs.
 * Invalid output (invalidNext): images answer `{data: [{}]}`, chat answers text that is not JSON.
 */
export interface FakeOpenAIOptions {
  /** When set, requests must carry `Authorization: Bearer <apiKey>` (else 401 as OpenAI answers). */
  apiKey?: string;
  /** How images come back; default b64_json (GPT image models always answer base64). `url`: a compatible server. */
  imageFormat?: 'b64_json' | 'url';
  /** The chat answer: a JSON value (or raw text), or a function of the request's body; changeable with setChatReply. */
  chatReply?: ChatReply;
  /** Which kind of chat server this is (openai-chat.ts); default `openai`. */
  chatServer?: ChatServerKind;
  /** Chat models served; default OpenAI's current vision models. */
  chatModels?: string[];
  /** Image prompts or chat texts that match are refused as the service refuses them (moderation_blocked, a chat refusal). */
  refuse?: RegExp;
}

/** A JSON value (or raw text) to answer with, or a function of the request's body that makes one. */
export type ChatReply = unknown;
export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  guided_json?: unknown;
}

export interface FakeOpenAI extends FakeServer {
  /** The base URL clients are configured with (…/v1). */
  baseUrl: string;
  setChatReply(reply: ChatReply): void;
  /** The next `count` requests to `path` answer 429 with OpenAI's body and `Retry-After: seconds`. */
  rateLimitNext(count: number, seconds: number, path?: string): void;
}

const DEFAULT_CHAT_MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini', 'gpt-4.1', 'gpt-5-mini', 'gpt-5'];

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  let chatReply: ChatReply = options.chatReply ?? {};
  const images = imageMaker();
  const server = await startFakeServer(async (request, mode) => {
    if (request.path === '/v1/files/image.png') return { body: await images.draw(96, 64, 'png'), contentType: 'image/png' };
    const denied = keyError(request, options.apiKey);
    if (denied) return denied;
    if (request.path === '/v1/images/generations' || request.path === '/v1/images/edits') {
      const parsed = await imageRequest(request);
      if (!('endpoint' in parsed)) return parsed;
      const model = imageModelRules(parsed);
      if (!('rules' in model)) return model;
      const error = imageRequestError(parsed, model.rules, model.model);
      if (error) return error;
      if (options.refuse?.test(shown(parsed.fields.prompt))) return moderationBlocked();
      if (mode === 'invalid') return { json: { created: 1, data: [{}] } };
      return imageAnswer(parsed.fields, options.imageFormat ?? 'b64_json', images);
    }
    if (request.path === '/v1/chat/completions') {
      const body = jsonBody(request);
      if (!body) return unparsableJson();
      const error = chatRequestError(body, { kind: options.chatServer ?? 'openai', models: options.chatModels ?? DEFAULT_CHAT_MODELS });
      if (error) return error;
      const chat = body as unknown as ChatRequestBody;
      if (options.refuse?.test(JSON.stringify(chat.messages))) return chatCompletion(chat.model, null, "I'm sorry, I can't help with that.");
      if (mode === 'invalid') return chatCompletion(chat.model, 'this is not JSON');
      const reply = typeof chatReply === 'function' ? (chatReply as (body: ChatRequestBody) => unknown)(chat) : chatReply;
      return chatCompletion(chat.model, typeof reply === 'string' ? reply : JSON.stringify(reply));
    }
    return notFound(request);
  });
  return {
    ...server,
    baseUrl: `${server.url}/v1`,
    setChatReply: (reply) => (chatReply = reply),
    rateLimitNext: (count, seconds, path = '/v1/images') => {
      const { json, headers } = rateLimited('gpt-image-1', seconds);
      server.failNext(count, 429, { path, body: json, headers });
    },
  };
}

function keyError(request: RecordedRequest, apiKey: string | undefined): FakeReply | undefined {
  if (apiKey === undefined) return undefined;
  const sent = /^Bearer (.+)$/.exec(shown(request.headers.authorization ?? ''))?.[1];
  if (!sent) return missingKey();
  return sent === apiKey ? undefined : wrongKey(sent);
}

function jsonBody(request: RecordedRequest): Record<string, unknown> | undefined {
  try {
    const body: unknown = request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Generations are JSON; edits are multipart/form-data, with text fields and file parts apart as the service reads them. */
async function imageRequest(request: RecordedRequest): Promise<ImageRequestFields | FakeReply> {
  if (request.path.endsWith('/generations')) {
    const fields = jsonBody(request);
    return fields ? { endpoint: 'generations', fields, files: [] } : unparsableJson();
  }
  if (!shown(request.headers['content-type']).startsWith('multipart/form-data')) {
    return { status: 400, json: { error: { message: "Invalid Content-Type header (application/json), expected multipart/form-data. (HINT: If you're using curl, you can pass -F 'key=value' to send form data.)", type: 'invalid_request_error', param: null, code: null } } };
  }
  const form = await request.form();
  const fields: Record<string, unknown> = {};
  const files: ImageRequestFields['files'] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files.push({ field: name, type: value.type, size: value.size, data: Buffer.from(await value.arrayBuffer()) });
  }
  return { endpoint: 'edits', fields, files };
}

function imageAnswer(fields: Record<string, unknown>, format: 'b64_json' | 'url', images: ImageMaker): Promise<FakeReply> {
  const { width, height } = answeredSize(fields);
  const outputFormat = shown(fields.output_format ?? 'png') as 'png' | 'jpeg' | 'webp';
  return images.draw(width, height, outputFormat).then((image) => ({
    json: {
      created: Math.floor(Date.now() / 1000),
      data: [format === 'b64_json' ? { b64_json: image.toString('base64') } : { url: '/v1/files/image.png' }],
      output_format: outputFormat,
      size: `${width}x${height}`,
      quality: 'medium',
      usage: { total_tokens: 100, input_tokens: 50, output_tokens: 50 },
    },
  }));
}

interface ImageMaker {
  draw(width: number, height: number, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer>;
}

/** Solid images in the answered size and format, made once per size and format. */
function imageMaker(): ImageMaker {
  const made = new Map<string, Promise<Buffer>>();
  return {
    draw(width, height, format) {
      const key = `${width}x${height}.${format}`;
      if (!made.has(key)) {
        made.set(key, sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).toFormat(format).toBuffer());
      }
      return made.get(key)!;
    },
  };
}
