/**
 * A story in a language the planner's English reading does not know, read by its punctuation alone: sentences end at
 * a full stop of any script (。！？ . ! ? ؟ ۔ ।), quoted speech is what stands between a script's quote marks
 * (「」『』“”„“«»""), and a character is in a sentence when its name is written there. The words are kept exactly as
 * written: the English reading turned 。 into "." and cut a quote's opening 「 off into the sentence before it.
 */
import type { Beat } from './story';

/** Quote marks by their opening mark: the closing one each script pairs it with. */
const QUOTE_PAIRS: Readonly<Record<string, string>> = { '「': '」', '『': '』', '“': '”', '„': '“', '«': '»', '"': '"' };
/** Marks that end a sentence in some script: Latin, CJK (full width too), Arabic, Urdu and Devanagari. */
const SENTENCE_ENDS = new Set(['.', '!', '?', '。', '．', '！', '？', '؟', '۔', '।', '॥']);
/** Marks that end a sentence only before a space or the end of the text (a decimal point, an abbreviation's dot). */
const SPACED_ENDS = new Set(['.']);
/** Marks that may close a sentence after its full stop and belong to it. */
const CLOSERS = new Set([...Object.values(QUOTE_PAIRS), ')', '）']);

/**
 * Whether a quote closed at `at` ends its sentence too: it ended on a full stop and a space follows, then anything but
 * a lower-case letter ('« Bonjour ! » dit Mia' goes on; '"नमस्ते!" फिर वह हँसी।' and 「はい！」と言った are one sentence
 * and a new one, and one sentence).
 */
function quoteEndsSentence(chars: string[], at: number): boolean {
  if (!SENTENCE_ENDS.has(chars[at - 1] ?? '') || !/\s/.test(chars[at + 1] ?? '')) return false;
  const next = chars.slice(at + 1).find((char) => !/\s/.test(char));
  return next !== undefined && !/\p{Ll}/u.test(next);
}

/** The sentences of a text; a quote's own full stops do not end the sentence around it. */
export function plainSentences(text: string): string[] {
  const chars = [...text];
  const sentences: string[] = [];
  let start = 0;
  let closing: string | undefined;
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i];
    if (closing !== undefined) {
      if (char !== closing) continue;
      closing = undefined;
      if (!quoteEndsSentence(chars, i)) continue;
      sentences.push(chars.slice(start, i + 1).join(''));
      start = i + 1;
      continue;
    }
    if (QUOTE_PAIRS[char] !== undefined) {
      closing = QUOTE_PAIRS[char];
      continue;
    }
    if (!SENTENCE_ENDS.has(char) || (SPACED_ENDS.has(char) && chars[i + 1] !== undefined && !/\s/.test(chars[i + 1]))) continue;
    let end = i + 1;
    while (end < chars.length && (SENTENCE_ENDS.has(chars[end]) || CLOSERS.has(chars[end]))) end += 1;
    sentences.push(chars.slice(start, end).join(''));
    start = end;
    i = end - 1;
  }
  sentences.push(chars.slice(start).join(''));
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}

/** The quoted speech of a sentence, without its marks, and what is left of the sentence around it. */
export function plainQuotes(sentence: string): { quotes: string[]; narration: string } {
  const quotes: string[] = [];
  let narration = '';
  let quote: { closing: string; text: string } | undefined;
  for (const char of sentence) {
    if (quote) {
      if (char === quote.closing) {
        if (quote.text.trim()) quotes.push(quote.text.trim());
        quote = undefined;
      } else quote.text += char;
    } else if (QUOTE_PAIRS[char] !== undefined) quote = { closing: QUOTE_PAIRS[char], text: '' };
    else narration += char;
  }
  // An unclosed quote is speech to the end of the sentence.
  if (quote?.text.trim()) quotes.push(quote.text.trim());
  return { quotes, narration: narration.replace(/\s+/g, ' ').trim() };
}

/** The characters whose names the text holds, in the order they first appear. */
function namesIn(text: string, names: readonly string[]): string[] {
  return names
    .map((name) => ({ name, at: name ? text.indexOf(name) : -1 }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

const EXCLAMATION = /[!！]$/;

function plainBeat(sentence: number, narration: string, names: readonly string[], quote?: string): Beat {
  const actors = namesIn(narration || (quote ?? ''), names);
  return {
    sentence,
    text: narration,
    caption: narration,
    actors,
    ...(quote === undefined ? {} : { act: 'says' as const, words: quote, attributed: actors[0] }),
    owned: false,
    surprise: quote !== undefined && EXCLAMATION.test(quote),
    climax: 0,
    lemmas: new Set(),
  };
}

/** The story's beats in order: a sentence each, or one for each quote it holds. */
export function readPlainly(story: string, names: readonly string[]): Beat[] {
  return plainSentences(story).flatMap((sentence, index) => {
    const { quotes, narration } = plainQuotes(sentence);
    if (quotes.length === 0) return [plainBeat(index, narration, names)];
    return quotes.map((quote) => plainBeat(index, narration, names, quote));
  });
}
