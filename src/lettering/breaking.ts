/**
 * Where a line of lettering may break: the Unicode line-breaking rules (UAX #14), with dictionary word breaks for
 * Thai, Lao, Khmer and Burmese (which write no spaces between words), strict Japanese kinsoku (no line starts with a
 * small kana, a long-vowel mark or closing punctuation, none ends with opening punctuation), and Korean broken only
 * between words, as Korean is lettered.
 */
import LineBreaker from 'linebreak';

const SOUTH_EAST_ASIAN = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Never at the start of a line (beyond what UAX #14 already keeps: closing brackets, 。、, ！？). */
const NO_LINE_START = /^[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿーゝゞヽヾ々〻・：；‥…]/u;
const HANGUL = /\p{Script=Hangul}/u;

/** Dictionary word boundaries inside runs of a script written without spaces. */
function dictionaryBreaks(text: string, language: string): number[] {
  if (!SOUTH_EAST_ASIAN.test(text)) return [];
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const breaks: number[] = [];
  for (const { index } of segmenter.segment(text)) {
    if (index > 0 && SOUTH_EAST_ASIAN.test(text[index - 1]) && SOUTH_EAST_ASIAN.test(text[index])) breaks.push(index);
  }
  return breaks;
}

/** Offsets (UTF-16) where a line may end, in order; the last is the text's length. */
export function breakOpportunities(text: string, language: string): number[] {
  const breaks = new Set<number>(dictionaryBreaks(text, language));
  const breaker = new LineBreaker(text);
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) breaks.add(next.position);
  breaks.add(text.length);
  return [...breaks]
    .filter((at) => at > 0)
    .filter((at) => at === text.length || !NO_LINE_START.test(text.slice(at)))
    .filter((at) => at === text.length || !(HANGUL.test(text[at - 1]) && HANGUL.test(text[at])))
    .sort((a, b) => a - b);
}

/** The text cut at its break opportunities: the pieces a line is filled with (each keeps its trailing spaces). */
export function breakUnits(text: string, language: string): string[] {
  let start = 0;
  return breakOpportunities(text, language).map((end) => {
    const unit = text.slice(start, end);
    start = end;
    return unit;
  });
}
