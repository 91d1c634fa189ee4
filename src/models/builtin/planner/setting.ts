/**
 * Where and when a story happens, read from its grammar: a place is the noun phrase after a preposition of place
 * ("in the old lighthouse", "to the market") that is not a character, a person, the weather or a time; weather and
 * time of day are the nouns tagged so ("in a storm", "at night").
 */
import { is, textOf, type Token } from './language';

const PLACE_PREPOSITIONS = new Set([
  'in', 'inside', 'into', 'at', 'to', 'through', 'across', 'near', 'under', 'beneath', 'atop', 'aboard', 'around', 'along',
  'on', 'onto', 'outside', 'behind', 'beside', 'by', 'up', 'down', 'within',
]);
/** Verbs aimed at a thing, not a place: "shout at the waves", "crash into a hay bale". */
const AIMED_VERBS = new Set(['shout', 'yell', 'scream', 'laugh', 'look', 'stare', 'glare', 'point', 'wave', 'smile', 'throw', 'aim', 'bark', 'crash', 'bump', 'growl', 'frown']);
/** Verbs whose object is a place ("visit the museum", "explore the surface of the moon"). */
const PLACE_VERBS = new Set(['explore', 'visit', 'enter', 'reach', 'climb', 'cross', 'leave', 'search', 'tidy', 'clean', 'decorate', 'guard', 'patrol', 'roam', 'tour']);
const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'that', 'her', 'his', 'their', 'my', 'our', 'your', 'its']);
const POSSESSIVE_PRONOUNS = new Set(['her', 'his', 'their', 'my', 'our', 'your', 'its']);

const FALLBACK_PLACE = 'A quiet neighbourhood';

export interface Place {
  /** As the story says it: "the old lighthouse". */
  phrase: string;
  head: string;
}

/** The noun phrase starting at `start`: determiner, adjectives, nouns; undefined when it is not one. */
function nounPhrase(tokens: readonly Token[], start: number): Token[] | undefined {
  let end = start;
  const determined = DETERMINERS.has(tokens[end]?.normal ?? '') || is(tokens[end], 'Possessive');
  if (determined) end += 1;
  while (is(tokens[end], 'Adjective') && !is(tokens[end + 1], 'Preposition')) end += 1;
  const nounsFrom = end;
  while (is(tokens[end], 'Noun') && !is(tokens[end], 'Pronoun') && (end === nounsFrom || !tokens[end - 1].post.includes(','))) end += 1;
  if (end === nounsFrom) return undefined;
  const head = tokens[end - 1];
  if (!determined && !is(head, 'Place')) return undefined;
  return tokens.slice(start, end);
}

/** The first place the tokens name, with a possessive pronoun made plain ("her bedroom" -> "the bedroom"). */
export function placeIn(tokens: readonly Token[], names: string[]): Place | undefined {
  const lowerNames = new Set(names.map((name) => name.toLowerCase()));
  for (let index = 0; index < tokens.length - 1; index += 1) {
    const token = tokens[index];
    const aimed = ['at', 'into', 'onto'].includes(token.normal) && AIMED_VERBS.has(tokens[index - 1]?.root ?? '');
    const leadsToPlace = (PLACE_PREPOSITIONS.has(token.normal) && is(token, 'Preposition') && !aimed) || (PLACE_VERBS.has(token.root) && is(token, 'Verb'));
    const phrase = leadsToPlace ? withOfComplement(tokens, nounPhrase(tokens, index + 1)) : undefined;
    const head = phrase?.at(-1);
    if (!phrase || !head) continue;
    const notAPlace = ['Weather', 'DayTime', 'Person', 'Actor', 'Pronoun', 'Value', 'Date', 'Duration'].some((tag) => is(head, tag)) || lowerNames.has(head.normal);
    if (notAPlace || phrase.some((word) => lowerNames.has(word.normal))) continue;
    const words = textOf(phrase).split(' ');
    if (POSSESSIVE_PRONOUNS.has(words[0].toLowerCase())) words[0] = 'the';
    return { phrase: words.join(' ').replace(/[.,!?;:]+$/, ''), head: head.normal };
  }
  return undefined;
}

/** "the surface" + "of the moon": a place named by a part of it keeps the whole. */
function withOfComplement(tokens: readonly Token[], phrase: Token[] | undefined): Token[] | undefined {
  if (!phrase) return undefined;
  const after = tokens.indexOf(phrase[phrase.length - 1]) + 1;
  if (tokens[after]?.normal !== 'of' || phrase[phrase.length - 1].post.includes(',')) return phrase;
  const whole = nounPhrase(tokens, after + 1);
  return whole ? [...phrase, tokens[after], ...whole] : phrase;
}

/** The weather, as a phrase: "a storm" -> "in a storm"; a weather adjective ("a stormy night") as its noun phrase. */
export function weatherIn(tokens: readonly Token[]): string | undefined {
  const index = tokens.findIndex((token) => is(token, 'Weather') || is(token, 'WeatherAdjective'));
  if (index < 0) return undefined;
  const token = tokens[index];
  if (is(token, 'WeatherAdjective')) return undefined;
  const determiner = DETERMINERS.has(tokens[index - 1]?.normal ?? '') ? `${tokens[index - 1].normal === 'the' ? 'the' : 'a'} ` : '';
  const uncountable = ['rain', 'snow', 'fog', 'mist', 'wind', 'hail', 'thunder', 'lightning', 'drizzle', 'sunshine'].includes(token.root);
  return uncountable ? `in the ${token.root}` : `in ${determiner || 'a '}${token.root}`;
}

/** The time of day as the story puts it: "at night", "on a rainy evening", "in the morning". */
export function timeIn(tokens: readonly Token[]): string | undefined {
  const index = tokens.findIndex((token) => is(token, 'DayTime'));
  if (index < 0) return undefined;
  let start = index;
  while (start > 0 && (is(tokens[start - 1], 'Adjective') || DETERMINERS.has(tokens[start - 1].normal))) start -= 1;
  const preposition = start > 0 && is(tokens[start - 1], 'Preposition') ? tokens[start - 1].normal : undefined;
  const phrase = textOf(tokens.slice(start, index + 1)).toLowerCase().replace(/[.,!?;:]+$/, '');
  if (preposition) return `${preposition} ${phrase}`;
  return `at ${phrase.replace(/^(?:that|this|the) /, '')}`;
}

/** "The old lighthouse in a storm", "A misty forest at night": the place, then weather and time it does not already say. */
export function settingLine(place: string | undefined, weather: string | undefined, time: string | undefined): string {
  const parts = [place ?? FALLBACK_PLACE];
  const said = (phrase: string) => parts.join(' ').toLowerCase().includes(phrase.split(' ').at(-1) ?? phrase);
  if (time) parts.push(time);
  if (weather && !said(weather)) parts.splice(1, 0, weather);
  const line = parts.join(' ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
