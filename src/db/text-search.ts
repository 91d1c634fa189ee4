/**
 * A search as a full-text query on the `simple` configuration: every word of it, each as a word or the beginning of one,
 * in any order (`Red fo` finds "the red fox"); undefined when it holds no word. Words are letters and digits only, so
 * nothing the user types is read as query syntax; PostgreSQL splits each the way it split the indexed text.
 */
export function wordsQuery(search: string | undefined): string | undefined {
  const words = search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((word) => `'${word}':*`).join(' & ') : undefined;
}

/** The condition matching a query made by wordsQuery against a generated tsvector column. */
export const matchesWords = (column: string, parameter: string) => `${column} @@ to_tsquery('simple', :${parameter})`;
