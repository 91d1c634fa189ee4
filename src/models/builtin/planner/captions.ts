/** Comic captions must fit a bubble: at most this many words. */
export const MAX_CAPTION_WORDS = 10;

/** Clauses shorter than this read as fragments; below it we prefer a plain word cut. */
const MIN_CLAUSE_WORDS = 4;

/** Words a trimmed caption should not end on: they leave the sentence dangling. */
const DANGLING_WORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'so', 'of', 'to', 'in', 'on', 'at', 'with', 'for', 'from', 'by',
  'into', 'onto', 'as', 'that', 'than', 'then', 'their', 'his', 'her', 'its', 'our', 'my', 'your', 'is', 'was',
]);

export function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

export function countWords(text: string): number {
  return words(text).length;
}

/**
 * Shortens text to at most `max` words without cutting a word: prefers ending at a clause
 * boundary (comma, semicolon, dash), else cuts after the last word that does not dangle and marks the cut.
 */
export function fitCaption(text: string, max = MAX_CAPTION_WORDS): string {
  const all = words(text);
  if (all.length <= max) return all.join(' ').replace(/[,;:]$/, '');
  const head = all.slice(0, max);
  const clauseEnd = lastClauseBoundary(head);
  if (clauseEnd >= MIN_CLAUSE_WORDS) return stripTrailingPunctuation(head.slice(0, clauseEnd).join(' '));
  while (head.length > 1 && DANGLING_WORDS.has(bareWord(head[head.length - 1]))) head.pop();
  return `${stripTrailingPunctuation(head.join(' '))}…`;
}

/** Number of words up to and including the last word that ends a clause, or 0. */
function lastClauseBoundary(head: string[]): number {
  for (let i = head.length - 1; i >= 0; i -= 1) {
    if (/[,;:—–-]$/.test(head[i])) return i + 1;
  }
  return 0;
}

function bareWord(word: string): string {
  return word.toLowerCase().replace(/[^a-z']/g, '');
}

function stripTrailingPunctuation(text: string): string {
  return text.replace(/[\s,;:—–-]+$/, '');
}
