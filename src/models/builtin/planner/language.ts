/**
 * The planner's reading of English, by compromise (a rule-based NLP library): sentences, part-of-speech tags,
 * lemmas ("argued" -> "argue", "kites" -> "kite"), quotations and tense. Compromise knows grammar but not which
 * nouns are weather or a time of day, so those two categories are added to its lexicon as tags.
 */
import nlp from 'compromise';

/** One word as compromise read it. */
export interface Token {
  text: string;
  /** Lower case, without punctuation. */
  normal: string;
  /** The lemma: infinitive of a verb, singular of a noun. */
  root: string;
  tags: ReadonlySet<string>;
  /** Punctuation before and after the word ('"', '," ' ...). */
  pre: string;
  post: string;
}

const WEATHER = ['storm', 'thunderstorm', 'rainstorm', 'snowstorm', 'rain', 'drizzle', 'downpour', 'snow', 'blizzard', 'fog', 'mist', 'wind', 'gale', 'hail', 'thunder', 'lightning', 'hurricane', 'heatwave', 'sunshine'];
const WEATHER_ADJECTIVES = ['stormy', 'rainy', 'snowy', 'foggy', 'misty', 'windy', 'sunny', 'frosty', 'icy', 'cloudy'];
const DAY_TIMES = ['dawn', 'sunrise', 'morning', 'noon', 'midday', 'afternoon', 'evening', 'dusk', 'sunset', 'twilight', 'night', 'midnight', 'nighttime', 'winter', 'summer', 'autumn', 'spring'];

nlp.plugin({
  tags: { Weather: { isA: 'Noun' }, WeatherAdjective: { isA: 'Adjective' }, DayTime: { isA: 'Noun' } },
  words: {
    ...Object.fromEntries(WEATHER.map((word) => [word, 'Weather'])),
    ...Object.fromEntries(WEATHER_ADJECTIVES.map((word) => [word, 'WeatherAdjective'])),
    ...Object.fromEntries(DAY_TIMES.map((word) => [word, 'DayTime'])),
  },
});

interface TermJson {
  text: string;
  normal: string;
  root?: string;
  tags: string[];
  pre: string;
  post: string;
}

/** Sentences in story order, quotes kept with their attribution ('"Hi!" said Mia.'). */
export function sentencesOf(text: string): string[] {
  return (nlp(text).sentences().out('array') as string[]).map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}

/** The words of a text, tagged and lemmatised; `names` are people, however ordinary the word ("Bolt", "Biscuit"). */
export function tokensOf(text: string, names: readonly string[] = []): Token[] {
  const doc = nlp(text, Object.fromEntries(names.map((name) => [name.toLowerCase(), 'Person'])));
  doc.compute('root');
  // `root` is filled in by compute('root'); compromise's option type does not list it.
  const options = { terms: { root: true, normal: true } } as Parameters<typeof doc.json>[0];
  const sentences = doc.json(options) as Array<{ terms: TermJson[] }>;
  return sentences.flatMap((sentence) =>
    sentence.terms.map((term, index, terms) => ({
      text: term.text,
      normal: term.normal,
      root: term.root ?? term.normal,
      tags: new Set(isNounAfterDeterminer(terms, index) ? ['Noun', 'Singular'] : term.tags),
      pre: term.pre,
      post: term.post,
    })),
  );
}

/** "her kite", "a rain": a verb-looking word after a possessive or an article is a noun, unless an object follows ("helps her find it"). */
function isNounAfterDeterminer(terms: TermJson[], index: number): boolean {
  const [previous, term, next] = [terms[index - 1], terms[index], terms[index + 1]];
  if (!previous || !term.tags.includes('Verb')) return false;
  const determined = previous.tags.includes('Possessive') || ['a', 'an', 'the'].includes(previous.normal);
  return determined && !(next && (next.tags.includes('Pronoun') || next.tags.includes('Determiner')));
}

/** Quoted speech in a text, without its quote marks. */
export function quotesOf(text: string): string[] {
  return (nlp(text).quotations().out('array') as string[])
    .map((quote) => quote.replace(/^[\s"“”']+|[\s"“”']+$/g, '').trim())
    .filter((quote) => quote.length > 0);
}

/** "the cave was dark" -> "the cave is dark": reported speech as it would be said. */
export function inPresentTense(text: string): string {
  return nlp(text).sentences().toPresentTense().text();
}

/** The words joined back as written (with their punctuation). */
export function textOf(tokens: readonly Token[]): string {
  return tokens
    .map((token, index) => `${index === 0 ? '' : token.pre}${token.text}${index === tokens.length - 1 ? '' : token.post}`)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export const is = (token: Token | undefined, tag: string): boolean => token?.tags.has(tag) ?? false;
