/**
 * Words as the vocabulary tables write them: "sofa" also finds "sofas", "swim*" any word starting so ("swims",
 * "swimming"), "living room" the phrase; groups and alternatives as in a regular expression ("wav(e|es)"). Each
 * table entry becomes one pattern.
 */
export type Words = readonly string[];

const escape = (text: string) => text.replace(/[.^${}\\]/g, '\\$&');

function wordPattern(word: string): string {
  const body = escape(word).replace(/\*/g, "[\\w'-]*").replace(/ /g, '\\s+');
  return word.endsWith('*') ? body : `${body}(?:s|es)?`;
}

export function pattern(words: Words): RegExp {
  return new RegExp(`\\b(?:${words.map(wordPattern).join('|')})\\b`, 'g');
}

export interface Found<K> {
  key: K;
  at: number;
  end: number;
}

/** Every place in `text` where an entry's words occur, in text order. */
export function findAll<K>(text: string, table: ReadonlyArray<{ key: K; re: RegExp }>): Array<Found<K>> {
  const found: Array<Found<K>> = [];
  for (const { key, re } of table) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) found.push({ key, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return found.sort((a, b) => a.at - b.at || b.end - a.end);
}

/** The entry whose words appear earliest in `text`. */
export function earliest<K>(text: string, table: ReadonlyArray<{ key: K; re: RegExp }>): K | undefined {
  return findAll(text, table)[0]?.key;
}

/** A table of entries keyed by name, with each entry's pattern compiled once. */
export function compile<K extends string, E extends { words: Words }>(entries: Record<K, E>): Array<{ key: K; re: RegExp; entry: E }> {
  return (Object.entries(entries) as Array<[K, E]>).map(([key, entry]) => ({ key, re: pattern(entry.words), entry }));
}
