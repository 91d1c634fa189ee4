/**
 * A story idea read as beats in story order: each sentence, split where "and", "but", "so" or "then" join two
 * clauses that each have a verb. A beat knows who acts in it, what it is about, where and when it happens, and
 * whether it is speech (quoted, reported or a speech-act verb).
 */
import { countWords, MAX_CAPTION_WORDS } from './captions';
import { climaxStrength, emotionOf, isSurprise, type Emotion } from './cues';
import { inPresentTense, is, quotesOf, sentencesOf, textOf, tokensOf, type Token } from './language';
import { placeIn, timeIn, weatherIn } from './setting';
import { speechActOf, type SpeechAct } from './speech';

export interface Beat {
  /** Which sentence of the story the beat comes from (clauses of one sentence share it). */
  sentence: number;
  /** The clause as narration tells it, its subject restored ("then laugh" -> "Then they laugh."). */
  text: string;
  /** The same, told in as few words as a caption allows ("her friend Rusty" -> "Rusty"). */
  caption: string;
  /** Characters who act or are addressed, subject first. */
  actors: string[];
  act?: SpeechAct;
  /** The words spoken: quoted, or reported speech in the present tense. */
  words?: string;
  /** Who the quote is attributed to, when the sentence says. */
  attributed?: string;
  /** A character the speech act is aimed at ("thanks Rusty", "argues with Pip"). */
  addressee?: string;
  topic?: string;
  /** The subject owns the topic ("her kite"). */
  owned: boolean;
  place?: string;
  weather?: string;
  time?: string;
  emotion?: Emotion;
  surprise: boolean;
  climax: number;
  /** Lemmas of the beat's words. */
  lemmas: ReadonlySet<string>;
}

const JOINERS = new Set(['and', 'but', 'so', 'then', 'yet']);
const GROUP_WORDS = new Set(['they', 'them', 'both', 'together', 'everyone', 'we', 'us']);
const SINGLE_PRONOUNS = new Set(['he', 'she', 'him', 'her', 'his']);
/** Verbs that start a clause without being its action ("is", "can", "to"). */
const isAction = (token: Token) => is(token, 'Verb') && !is(token, 'Auxiliary') && !is(token, 'Modal');

interface Reading {
  names: string[];
  previousActors: string[];
  /** The last clause's subject, which a clause without one shares ("the owl lands and shows them"). */
  previousSubject: Token[];
  previousTopic?: string;
}

/** The story's beats in order; `names` are the comic's characters. */
export function readStory(story: string, names: string[]): Beat[] {
  const reading: Reading = { names, previousActors: [], previousSubject: [] };
  const beats: Beat[] = [];
  sentencesOf(story).forEach((sentence, index) => {
    const quotes = quotesOf(sentence);
    if (quotes.length > 0) {
      const narration = tokensOf(withoutQuotes(sentence), names);
      for (const quote of quotes) beats.push({ ...beatOf(narration, quote, reading), sentence: index });
      return;
    }
    for (const clause of clausesOf(tokensOf(sentence, names))) beats.push({ ...beatOf(clause, undefined, reading), sentence: index });
  });
  return beats;
}

/** Splits a sentence where a joiner stands between two clauses that each have an action verb. */
function clausesOf(tokens: Token[]): Token[][] {
  const clauses: Token[][] = [];
  let start = 0;
  tokens.forEach((token, index) => {
    if (index === start || !JOINERS.has(token.normal)) return;
    const left = tokens.slice(start, index);
    const right = tokens.slice(index + 1);
    if (left.some(isAction) && right.some(isAction)) {
      clauses.push(left);
      start = index;
    }
  });
  clauses.push(tokens.slice(start));
  return clauses;
}

function namesIn(tokens: readonly Token[], names: string[]): string[] {
  const text = ` ${tokens.map((token) => token.normal).join(' ')} `;
  return names
    .map((name) => ({ name, at: text.search(new RegExp(` ${escapeRegExp(name.toLowerCase())}(?:'s)? `)) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.name);
}

/** Words before the clause's first action verb: its subject, if it has one. */
function subjectOf(tokens: readonly Token[]): Token[] {
  const verb = tokens.findIndex(isAction);
  if (verb < 0) return [];
  let start = 0;
  while (start < verb && (JOINERS.has(tokens[start].normal) || is(tokens[start], 'Adverb'))) start += 1;
  return tokens.slice(start, verb);
}

/** Who acts: the named, everyone for "they", the previous actors for "she" or a missing subject. */
function actorsOf(narration: readonly Token[], reading: Reading): string[] {
  const named = namesIn(narration, reading.names);
  const words = new Set(narration.map((token) => token.normal));
  if ([...GROUP_WORDS].some((word) => words.has(word)) && reading.names.length > 1) {
    return [...named, ...reading.names.filter((name) => !named.includes(name))];
  }
  const subjectless = subjectOf(narration).length === 0 && narration.some(isAction);
  const refersBack = [...SINGLE_PRONOUNS].some((word) => words.has(word)) || subjectless;
  if (named.length === 0) return refersBack ? reading.previousActors : [];
  const earlier = reading.previousActors.filter((name) => !named.includes(name));
  return refersBack ? [...named, ...earlier.slice(0, 1)] : named;
}

/**
 * The thing a beat is about: its first noun that is not a character, a pronoun, a person word ("friend"), a
 * place, the weather or a time, nor a noun in apposition to a name ("Rusty the fox"); "it" means the last one.
 */
function topicOf(tokens: readonly Token[], names: string[], excluded: ReadonlySet<string>): { topic?: string; owned: boolean; pronoun: boolean } {
  const lowerNames = new Set(names.map((name) => name.toLowerCase()));
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!is(token, 'Noun') || is(token, 'Pronoun') || is(token, 'Person') || is(token, 'Actor') || is(token, 'ProperNoun')) continue;
    if (is(token, 'Weather') || is(token, 'DayTime') || excluded.has(token.normal) || lowerNames.has(token.normal)) continue;
    const afterName = index >= 2 && lowerNames.has(tokens[index - 2].normal) && tokens[index - 1].normal === 'the';
    if (afterName || is(token, 'Value')) continue;
    return { topic: token.root, owned: is(tokens[index - 1], 'Possessive'), pronoun: false };
  }
  return { owned: false, pronoun: tokens.some((token) => token.normal === 'it') };
}

/** Narration drops an apposition after a name ("Rusty the fox helps" -> "Rusty helps"), which the art shows anyway. */
function withoutApposition(tokens: readonly Token[], names: string[]): Token[] {
  const lowerNames = new Set(names.map((name) => name.toLowerCase()));
  return tokens.filter((_, index) => {
    const name = (at: number) => at >= 0 && lowerNames.has(tokens[at].normal);
    if (tokens[index].normal === 'the' && name(index - 1) && is(tokens[index + 1], 'Noun')) return false;
    return !(index >= 2 && name(index - 2) && tokens[index - 1].normal === 'the' && is(tokens[index], 'Noun'));
  });
}

/** Without a relation word before a name ("her friend Rusty" -> "Rusty"): the pictures introduce who is who. */
function withoutRelation(tokens: readonly Token[], names: string[]): Token[] {
  const lowerNames = new Set(names.map((name) => name.toLowerCase()));
  return tokens.filter((token, index) => {
    const beforeName = (at: number) => lowerNames.has(tokens[at]?.normal ?? '');
    if (is(token, 'Actor') && beforeName(index + 1)) return false;
    return !(is(token, 'Possessive') && is(tokens[index + 1], 'Actor') && beforeName(index + 2));
  });
}

/** The clause told as a sentence: a missing subject borrowed from the clause before, a leading joiner capitalised. */
function narrationOf(tokens: readonly Token[], names: string[], sharedSubject: readonly Token[], short = false): string {
  const lead = tokens[0] && JOINERS.has(tokens[0].normal) && tokens[0].normal !== 'then' ? tokens.slice(1) : [...tokens];
  const plain = withoutApposition(lead, names);
  const compact = short ? withoutRelation(plain, names) : plain;
  const connective = compact[0]?.normal === 'then' ? 'Then ' : '';
  const body = connective ? compact.slice(1) : compact;
  const joined = JOINERS.has(tokens[0]?.normal ?? '');
  const subject = joined && subjectOf(body).length === 0 && body.some(isAction) && sharedSubject.length > 0 ? `${subjectWords(sharedSubject)} ` : '';
  const text = `${connective}${subject}${textOf(body)}`.replace(/[,;:\s]+$/, '').trim();
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * A narration caption within the word limit, losing what the picture shows anyway, in turn: a relation word before
 * a name, the time of day and the weather (the setting carries them), then the first of two joined clauses.
 */
function compactCaption(text: string, withoutRelations: () => string): string {
  const fits = (candidate: string) => countWords(candidate) <= MAX_CAPTION_WORDS;
  if (fits(text)) return text;
  let compact = withoutRelations();
  for (const phrase of [timeIn(tokensOf(compact)), weatherIn(tokensOf(compact))]) {
    if (!fits(compact) && phrase) compact = compact.replace(` ${phrase}`, '');
  }
  const second = compact.split(/,? and (?=the |a |an |[A-Z])/).at(-1) ?? compact;
  const clause = !fits(compact) && fits(second) ? second : compact;
  const sentence = clause.charAt(0).toUpperCase() + clause.slice(1);
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** A subject said again mid-sentence: "The owl" -> "the owl", names kept as written. */
function subjectWords(subject: readonly Token[]): string {
  const [first, ...rest] = textOf(subject).split(' ');
  const keep = is(subject[0], 'Person') || is(subject[0], 'ProperNoun') || first === 'I';
  return [keep ? first : first.toLowerCase(), ...rest].join(' ');
}

const ADDRESSED: Record<string, string> = { he: 'you', she: 'you', they: 'you', him: 'you', her: 'you', them: 'you', is: 'are', was: 'are', were: 'are' };

/** "asks if he is okay" -> "Are you okay?" */
function reportedQuestion(tokens: readonly Token[]): string | undefined {
  const at = tokens.findIndex((token) => token.normal === 'if' || token.normal === 'whether');
  const [subject, verb, ...rest] = tokens.slice(at + 1).map((token) => ADDRESSED[token.normal] ?? token.normal);
  if (at < 0 || subject !== 'you' || verb !== 'are' || rest.length === 0) return undefined;
  return `Are you ${rest.join(' ')}?`;
}

/** "Leo whispered that the cave was dark" -> "The cave is dark."; "asks if he is okay" -> "Are you okay?" */
function reportedWords(tokens: readonly Token[]): string | undefined {
  const question = reportedQuestion(tokens);
  if (question) return question;
  const that = tokens.findIndex((token, index) => token.normal === 'that' && index > 0 && is(tokens[index - 1], 'Verb'));
  if (that < 0 || that === tokens.length - 1) return undefined;
  const said = inPresentTense(textOf(tokens.slice(that + 1))).replace(/[.!?]+$/, '');
  return said ? `${said.charAt(0).toUpperCase()}${said.slice(1)}.` : undefined;
}

function beatOf(tokens: Token[], quote: string | undefined, reading: Reading): Omit<Beat, 'sentence'> {
  const narration = tokens;
  const actors = actorsOf(narration, reading);
  const place = placeIn(narration, reading.names);
  const act = speechActOf(narration, quote !== undefined) ?? (quote ? 'says' : undefined);
  const found = topicOf(narration, reading.names, new Set(place ? place.phrase.toLowerCase().split(' ') : []));
  const topic = found.topic ?? (found.pronoun ? reading.previousTopic : undefined);
  const shared = quote ? [] : reading.previousSubject;
  const text = narrationOf(tokens, reading.names, shared);
  const beat: Omit<Beat, 'sentence'> = {
    text,
    caption: compactCaption(text, () => narrationOf(tokens, reading.names, shared, true)),
    actors,
    act,
    words: quote ?? (act ? reportedWords(narration) : undefined),
    attributed: quote ? namesIn(narration, reading.names)[0] : undefined,
    addressee: act ? addresseeOf(narration, reading.names) : undefined,
    topic,
    owned: found.owned,
    place: place?.phrase,
    weather: weatherIn(narration),
    time: timeIn(narration),
    emotion: emotionOf(narration),
    surprise: isSurprise(tokens) || (quote?.endsWith('!') ?? false),
    climax: climaxStrength(tokens),
    lemmas: new Set(narration.map((token) => token.root)),
  };
  if (actors.length > 0) reading.previousActors = actors;
  const subject = subjectOf(tokens);
  if (subject.length > 0) reading.previousSubject = subject;
  if (topic) reading.previousTopic = topic;
  return beat;
}

/** The first character named after the clause's first verb. */
function addresseeOf(tokens: readonly Token[], names: string[]): string | undefined {
  const verb = tokens.findIndex(isAction);
  return verb < 0 ? undefined : namesIn(tokens.slice(verb + 1), names)[0];
}

function withoutQuotes(text: string): string {
  return text.replace(/["“][^"”]*["”]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
