import type { AppConfig } from '../config/env';

/**
 * The Link header (RFC 8288) that names the next page of a paged list, as GitHub's API does: `<absolute url>;
 * rel="next"`, the URL on PUBLIC_BASE_URL with the page's query (its limit and the next cursor).
 */
export function nextPageLink(config: Pick<AppConfig, 'publicBaseUrl'>, path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]));
  return `<${config.publicBaseUrl}${path}?${search.toString()}>; rel="next"`;
}
