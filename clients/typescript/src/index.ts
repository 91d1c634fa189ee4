/**
 * The Likeness API for TypeScript on Node. `api` is openapi-fetch's client typed by schema.ts, which is generated from
 * the API's /openapi.json (`npm run clients` in the repository); around it: `dataOf` (answers or a LikenessError with
 * the API's own text), waiting for a comic or a storybook, and downloading any file the API serves to a path.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import createClient, { type Client } from 'openapi-fetch';
import { dataOf, errorOf } from './answers.js';
import { everyCharacter } from './pages.js';
import type { components, paths } from './schema.js';

export { dataOf, errorOf, LikenessError } from './answers.js';
export { everyCharacter } from './pages.js';
export type { components, paths } from './schema.js';
export type Schemas = components['schemas'];

type Json<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends { responses: { 200: { content: { 'application/json': infer T } } } } ? T : never;
export type ComicWithPages = Json<'/api/comics/{id}', 'get'>;
export type CharacterListItem = Schemas['CharacterListItem'];
export type Storybook = Json<'/api/storybooks/{id}', 'get'>;

export interface LikenessOptions {
  /** Where the API is, e.g. http://localhost:3000 */
  baseUrl: string;
  /** An API key, `lk_live_...`. */
  apiKey: string;
}

export interface WaitOptions {
  /** Give up after this long (default 10 minutes). */
  timeoutMs?: number;
}

export interface Likeness {
  /** The typed client: `await dataOf(likeness.api.GET('/api/credits'))`. */
  api: Client<paths>;
  /** Polls a comic until it is no longer generating (backing off from 1 s to 10 s); its last answer. */
  waitForComic(id: string, options?: WaitOptions): Promise<ComicWithPages>;
  /** Polls a storybook until it is no longer generating; its last answer. */
  waitForStorybook(id: string, options?: WaitOptions): Promise<Storybook>;
  /** Saves any file the API serves (an image URL from an answer, or a path such as /api/comics/<id>.epub) to `to`. */
  download(url: string, to: string): Promise<string>;
  /** Every character of the account, newest first, page after page as the Link headers of GET /api/characters name them. */
  characters(options?: { pageSize?: number }): AsyncGenerator<CharacterListItem>;
}

const FIRST_POLL_MS = 1_000;
const LONGEST_POLL_MS = 10_000;

export function createLikeness(options: LikenessOptions): Likeness {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const authorization = `Bearer ${options.apiKey}`;
  const api = createClient<paths>({ baseUrl, headers: { Authorization: authorization } });
  return {
    api,
    waitForComic: (id, wait) => until(() => dataOf(api.GET('/api/comics/{id}', { params: { path: { id } } })), (answer) => answer.comic.status, wait),
    waitForStorybook: (id, wait) => until(() => dataOf(api.GET('/api/storybooks/{id}', { params: { path: { id } } })), (answer) => answer.status, wait),
    async download(url, to) {
      const response = await fetch(/^https?:\/\//.test(url) ? url : `${baseUrl}${url}`, { headers: { Authorization: authorization } });
      if (!response.ok || !response.body) throw errorOf(response, await response.json().catch(() => undefined));
      await mkdir(dirname(to), { recursive: true });
      await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), createWriteStream(to));
      return to;
    },
    characters: ({ pageSize } = {}) => everyCharacter(api, pageSize),
  };
}

async function until<T>(poll: () => Promise<T>, statusOf: (answer: T) => string, wait: WaitOptions = {}): Promise<T> {
  const deadline = Date.now() + (wait.timeoutMs ?? 600_000);
  for (let interval = FIRST_POLL_MS; ; interval = Math.min(interval * 1.5, LONGEST_POLL_MS)) {
    const answer = await poll();
    const status = statusOf(answer);
    if (status !== 'generating') return answer;
    if (Date.now() + interval > deadline) {
      throw Object.assign(new Error(`still ${status} after ${Math.round((wait.timeoutMs ?? 600_000) / 1000)} s`), { name: 'TimeoutError' });
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
