import { type FakeReply, type FakeServer, notFound, startFakeServer, unauthorized } from './server';
import { solidPng } from './images';

/**
 * OpenAI-compatible fake: POST /v1/images/generations, POST /v1/images/edits (multipart),
 * POST /v1/chat/completions, and GET /v1/files/<n>.png for `url` image answers.
 * Invalid output: images answer `{data: [{}]}`, chat answers text that is not JSON.
 */
export interface FakeOpenAIOptions {
  /** When set, requests without `Authorization: Bearer <apiKey>` get 401. */
  apiKey?: string;
  /** How images come back; default b64_json. */
  imageFormat?: 'b64_json' | 'url';
  /** The JSON object (or raw text) the chat endpoint answers with; can be changed later with setChatReply. */
  chatReply?: unknown;
}

export interface FakeOpenAI extends FakeServer {
  /** The base URL clients are configured with (…/v1). */
  baseUrl: string;
  setChatReply(reply: unknown): void;
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const image = await solidPng(96, 64);
  let chatReply: unknown = options.chatReply ?? {};
  const server = await startFakeServer((request, mode) => {
    if (request.path === '/v1/files/image.png') return { body: image, contentType: 'image/png' };
    const denied = unauthorized(request, 'authorization', options.apiKey);
    if (denied) return denied;
    if (request.path === '/v1/images/generations' || request.path === '/v1/images/edits') {
      return mode === 'invalid' ? { json: { data: [{}] } } : imageReply(image, options.imageFormat ?? 'b64_json');
    }
    if (request.path === '/v1/chat/completions') return chatCompletion(mode === 'invalid' ? 'this is not JSON' : chatReply);
    return notFound(request);
  });
  return { ...server, baseUrl: `${server.url}/v1`, setChatReply: (reply) => (chatReply = reply) };
}

function imageReply(image: Buffer, format: 'b64_json' | 'url'): FakeReply {
  const item = format === 'b64_json' ? { b64_json: image.toString('base64') } : { url: '/v1/files/image.png' };
  return { json: { created: 1, data: [item] } };
}

function chatCompletion(reply: unknown): FakeReply {
  const content = typeof reply === 'string' ? reply : JSON.stringify(reply);
  return {
    json: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    },
  };
}
