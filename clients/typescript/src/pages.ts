/**
 * Lists paged by Link headers (RFC 8288): GET /api/characters answers the spec's bare array, one page at a time, and
 * names the next page in `Link: <url>; rel="next"` until the last.
 */
import type { Client } from 'openapi-fetch';
import { dataOf } from './answers.js';
import type { components, paths } from './schema.js';

type PageQuery = { limit?: number; cursor?: string };

/** The query of the page a Link header names as rel="next"; undefined on the last page. */
export function nextPageQuery(link: string | null): PageQuery | undefined {
  const next = link && /<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1];
  if (!next) return undefined;
  const search = new URL(next).searchParams;
  return { limit: Number(search.get('limit')) || undefined, cursor: search.get('cursor') ?? undefined };
}

/** Every character of the account, newest first, page after page as the Link headers name them. */
export async function* everyCharacter(api: Client<paths>, pageSize?: number): AsyncGenerator<components['schemas']['CharacterListItem']> {
  let query: PageQuery | undefined = pageSize ? { limit: pageSize } : {};
  while (query) {
    const page = await api.GET('/api/characters', { params: { query } });
    yield* await dataOf(Promise.resolve(page));
    query = nextPageQuery(page.response.headers.get('link'));
  }
}
