/**
 * Words to a scene plan: the place, the things the prompt names and where each meets a figure, each character's
 * posture, arms and expression, how several characters are together, and the words nothing here understood. The
 * renderer draws the plan and nothing else; the plan is returned with the picture.
 */
import type { CharacterInput } from '../../types';
import { colorHex, colorWordBefore } from '../descriptor';
import { EXPRESSIONS, Expression } from './character/head';
import type { Pose, RideStyle } from './character/poses';
import type { HeldItem } from './things/held';
import type { TimeOfDay, Weather } from './settings/kit';
import { isIndoor, NEAREST_TABLE, PLACE_TABLE, type PlaceKey } from './vocabulary/places';
import { DETERMINER, LULLED_TO, POSE_TABLE, POSE_WORDS, type Action, type PoseEntry, type Posture } from './vocabulary/poses';
import { PROP_TABLE, PROPS, propEntry, type Contact, type PropKey } from './vocabulary/props';
import { NOTHING_TO_DRAW } from './vocabulary/unknown';
import { earliest, findAll, type Found, pattern } from './vocabulary/words';

/** How a figure uses a thing under or around it. */
export type Support = 'seat' | 'bed' | 'ride' | 'inside' | 'climb' | 'atop' | 'down';

/** What each character does in the scene. */
export interface Direction extends Pose {
  expression: Expression;
  held?: HeldItem;
  /** The thing the figure sits, stands, lies or rides on, sits in or climbs. */
  on?: { prop: PropKey; support: Support };
  /** Something the scene puts on the character ("wears a golden crown"), over its usual outfit. */
  wears?: { piece: string; color: string };
  /** Riding on the back of another character's bike or horse: that character's index. */
  behind?: number;
}

/** The things the cast sits, lies or rides on, sits in or climbs. */
export const thingsUsed = (directions: Direction[]): PropKey[] => directions.flatMap((d) => (d.on ? [d.on.prop] : []));

/** Whether the thing a figure sits in or on seats several (a rowing boat, a car, a sofa): its users share one. */
export function seatsSeveral(on: Direction['on']): boolean {
  return (on?.support === 'inside' || on?.support === 'seat') && (propEntry(on.prop).seats ?? 1) > 1;
}

/** A thing drawn in the scene (held and used things travel with their character's direction instead). */
export interface SceneProp {
  prop: PropKey;
  contact: Contact;
  /** The characters it is beside or belongs to (the first when it is drawn once). */
  near: number[];
  color?: string;
  /** Named after "under": the figure is under it (a table hidden under, a tree sat under). */
  over?: boolean;
  /** Named after "behind": it stands in front of the figure and hides part of it. */
  hides?: boolean;
  /** An animal up in the tree the scene draws ("a kitten stuck up a tree"). */
  inTree?: boolean;
  /** Hugged by the one it stands beside ("hugs the old oak tree"): it stands within the figure's arms. */
  hugged?: boolean;
}

export type Interaction = 'talking' | 'hugging' | 'holding_hands' | 'high_five' | 'helping';

/** How the place was chosen: named, the nearest drawn place to one named, where the named things belong, or none said. */
export type PlaceFrom = 'named' | 'nearest' | 'implied' | 'default' | 'anchor';

export interface SceneSpec {
  setting: PlaceKey;
  /** False when the prompt did not name a place (an anchor may then decide it). */
  settingNamed: boolean;
  placeFrom: PlaceFrom;
  /** The word that named a place the illustrator does not draw, drawn as its nearest place. */
  nearestTo?: string;
  time: TimeOfDay;
  weather: Weather;
  directions: Direction[];
  props: SceneProp[];
  interaction?: Interaction;
  /** They stand side by side, close enough to whisper (a secret told). */
  close?: boolean;
  /** Index of the character the camera favours (first one named in the prompt). */
  focus: number;
  /** Words of the prompt that nothing in the vocabulary understood. */
  unknown: string[];
}

const EXPRESSION_TABLE = (
  [
    ['laughing', ['laugh*', 'giggl*']],
    ['sad', ['sad', 'sadly', 'cry', 'cries', 'crying', 'cried', 'tear*', 'upset', 'unhapp*', 'gloom*', 'lonely']],
    ['angry', ['angr*', 'furious', 'mad', 'grump*', 'annoy*', 'cross']],
    ['surprised', ['surpris*', 'shock*', 'astonish*', 'amaz*', 'gasp*', 'stun*']],
    ['scared', ['scar(ed|y)', 'afraid', 'fright*', 'terrif*', 'nervous*', 'fear*']],
    ['thinking', ['think*', 'ponder*', 'curious*', 'puzzl*', 'wonder*']],
    ['happy', ['happ(y|ily)', 'smil*', 'joy*', 'glad*', 'cheer*', 'delight*', 'excit*']],
    ['neutral', ['neutral', 'calm*', 'serious*', 'blank']],
    // "The sleeping dog" sleeps, not the one tiptoeing past it.
    ['sleeping', [`(?<!(${LULLED_TO}|${DETERMINER}) )sleep*`, 'asleep']],
  ] as Array<[Expression, string[]]>
).map(([key, words]) => ({ key, re: pattern(words) }));

/** "golden" is the light only when the words say so ("golden hour", "golden light"), not in "a golden crown". */
const GOLDEN_LIGHT = 'golden(?=\\s+(?:hour|light|glow|sky|sunlight|evening|afternoon))';
const TIME_WORDS = new RegExp(`\\b(night|midnight|moonlit|starry|dark|evening|bedtime|${GOLDEN_LIGHT}|sunset|sunrise|dusk|dawn|twilight|day|daytime|afternoon|morning)\\b`, 'g');

/** Headwear and wraps a scene puts on a character: "wears a golden crown", "in a party hat", "puts on a red cape". */
const WORN = /\b(?:wear(?:s|ing)?|put(?:s|ting)? on|tr(?:y|ies|ying|ied) on|in|with)\s+(?:a|an|her|his|their)?\s*(?:([a-z]+)\s+)??(crown|tiara|party hat|paper hat|wizard hat|witch hat|top hat|hat|cap|helmet|beanie|cape|apron|scarf)(?:s|es)?\b/;
const WORN_COLOUR: Record<string, string> = { crown: '#e2b13c', tiara: '#cfd8dc', 'party hat': '#e53935', 'paper hat': '#fbc02d', 'wizard hat': '#5e35b1', 'witch hat': '#37474f', helmet: '#d32f2f', apron: '#ffffff' };

/** What the words about a character put on it for this scene. */
function wornIn(words: string): Direction['wears'] {
  const m = WORN.exec(words);
  if (!m) return undefined;
  const [, colourWord, piece] = m;
  return { piece, color: (colourWord && colorHex(colourWord)) || WORN_COLOUR[piece] || '#3f7fd1' };
}

/** Whether the prompt says when the scene happens. */
export const namesTime = (text: string): boolean => new RegExp(TIME_WORDS.source, 'i').test(text);
/** Weather words, not clothing or things named after weather (raincoat, rain boots, rainbow, snow boots). */
const RAIN = /\b(rain(?!coat|boot|bow|\s+boots|\s+coat|\s+jacket)\w*|storm\w*|thunder\w*|drizzl\w*|downpour|puddle\w*)/g;
const SNOW = /\b(snow(?!\s*boots|suit|man|men|ball)\w*|blizzard|winter\w*|frost\w*)/g;

/** A lighthouse is the landmark of its coast, so it wins over the sea words around it; "in the lighthouse" goes inside. */
const LIGHTHOUSE = /\blighthouse/;
const LIGHTHOUSE_INSIDE = /\b(inside|in|into|within|up)\s+(the\s+|a\s+|an\s+|her\s+|his\s+|their\s+)?(\w+\s+){0,2}lighthouse\b|\blamp room|\bspiral stair/;

/** Prompts are matched without accents ("café" is "cafe") and in lower case. */
export function plainText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The part of a prompt that describes the scene, as comic panels write it ("Setting: ... Style: ..."): the trailing
 * style clause (the comic's style lock, which the look already follows) is cut off, so "comics", "ink" or "golden"
 * in it do not put a book in every hand or change the light, and the "Setting:" label is no unknown word.
 */
export function sceneText(prompt: string): string {
  return prompt
    .replace(/(^|[\s.;,])style:[\s\S]*$/i, '$1')
    .replace(/(^|[\s.;,])setting:\s*/gi, '$1')
    .trim();
}

/** "Outside the shop": the street in front of an indoor place, not the room. */
const OUTSIDE = /\boutside\s+(the|a|an|her|his|their|our)?\s*(\w+\s+)?$/;
/** "Cycles to the bakery", "drives her car to the café": on the way there, in the street; nobody rides inside a shop. */
const RIDDEN_TO = /\b(cycl\w*|rid(e|es|ing)|rode|driv(e|es|ing)|drove|scoot\w*|skateboard\w*|pedal\w*)\s+(\w+\s+){0,3}(to|towards)\s+(the|a|an|her|his|their|our)?\s*(\w+\s+)?$/;

export function parseSetting(text: string): PlaceKey | undefined {
  const t = plainText(text);
  if (LIGHTHOUSE_INSIDE.test(t)) return 'lighthouse_interior';
  if (LIGHTHOUSE.test(t)) return 'lighthouse';
  const first = findAll(t, PLACE_TABLE)[0];
  const before = first ? t.slice(Math.max(0, first.at - 60), first.at) : '';
  if (first && isIndoor(first.key) && (OUTSIDE.test(before) || RIDDEN_TO.test(before))) return 'city_street';
  return first?.key;
}

interface Span {
  start: number;
  end: number;
}

const within = (found: { at: number }, span: Span | undefined) => span !== undefined && found.at >= span.start && found.at < span.end;

/**
 * Arms that take another's: hugs, held hands and high fives. They take two, and they win over the arms of a mood
 * ("dance in a circle holding hands").
 */
const TOUCHING = ['hugging', 'holding_hands', 'high_five'] as const;
const touches = (kind: Action | Interaction | undefined): kind is (typeof TOUCHING)[number] => TOUCHING.some((t) => t === kind);

/** The posture and the arms the words say (inside `span` when given), each from the earliest word that says one. */
function posesIn(text: string, span?: Span): { posture?: Posture; action?: Action } {
  const entries = findAll(text, POSE_TABLE)
    .filter((f) => !span || within(f, span))
    .map((f): PoseEntry => POSE_WORDS[f.key]);
  const touching = entries.find((e) => touches(e.action));
  return { posture: entries.find((e) => e.posture)?.posture, action: (touching ?? entries.find((e) => e.action))?.action };
}

export function parsePose(text: string): Pose | undefined {
  const found = posesIn(plainText(text));
  return found.posture || found.action ? { posture: found.posture ?? 'standing', action: found.action ?? 'rest' } : undefined;
}

export function parseExpression(text: string): Expression | undefined {
  const t = plainText(text);
  return EXPRESSIONS.find((e) => t === e) ?? earliest(t, EXPRESSION_TABLE);
}

export function parseTime(text: string): TimeOfDay {
  const t = plainText(text);
  if (/\b(night|midnight|moonlit|moonlight|starry|stars|dark\b|evening|bedtime|fireworks?\b|torchlight|ghost stor(y|ies)|shooting star|wish(es|ing)? (up)?on a star|(at|up at|to) the (full |new |crescent )?moon\b(?! landing))/.test(t)) return 'night';
  if (new RegExp(`\\b(${GOLDEN_LIGHT}|sunset|sunrise|dusk|dawn|twilight)`).test(t)) return 'golden';
  return 'day';
}

function parseWeather(text: string): Weather {
  if (new RegExp(RAIN.source).test(text)) return 'rain';
  if (new RegExp(SNOW.source).test(text)) return 'snow';
  return 'clear';
}

const escapeName = (name: string) => name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where each named character is first mentioned in the text (-1 when not named). */
function mentions(text: string, names: string[]): number[] {
  return names.map((n) => (n ? text.search(new RegExp(`\\b${escapeName(n)}\\b`)) : -1));
}

/**
 * The words about one character: from its name to the next name or sentence end. A clause that is only a
 * conjunction ("Mia and Leo wave") shares the next character's words.
 */
function clauseFor(text: string, names: string[], at: number[], index: number): Span | undefined {
  if (at[index] < 0) return undefined;
  const start = at[index] + names[index].length;
  const sentence = text.slice(start).search(/[.!?;]/);
  const nextName = at.filter((a) => a > at[index]).sort((a, b) => a - b)[0];
  const end = Math.min(sentence >= 0 ? start + sentence : text.length, nextName ?? text.length);
  if (/^[\s,]*(and|&|with)?[\s,]*$/.test(text.slice(start, end)) && nextName !== undefined) return clauseFor(text, names, at, at.indexOf(nextName));
  return { start, end };
}

/** The text with the spans blanked out: what is said about the scene as a whole. */
function blankOut(text: string, spans: Array<Span | undefined>): string {
  return [...text].map((ch, i) => (spans.some((s) => s && i >= s.start && i < s.end) ? ' ' : ch)).join('');
}

/** Matches that a longer match covers are dropped ("rubber duck" is not also a "duck" of its own). */
function outermost<K>(found: Array<Found<K>>): Array<Found<K>> {
  const kept: Array<Found<K>> = [];
  for (const f of found) if (!kept.some((k) => f.at >= k.at && f.end <= k.end && (f.at !== k.at || f.end !== k.end))) kept.push(f);
  return kept;
}

interface Named {
  prop: PropKey;
  at: number;
  color?: string;
  over: boolean;
  hides: boolean;
  /** "on top of the slide": the figure is up on it. */
  atop: boolean;
  /** "slides down the slide": the figure sits on its way down it. */
  down: boolean;
  /** "next to the horse": the figure stands by it, not on it. */
  beside: boolean;
  /** "their bikes": one each, for everyone in the scene. */
  shared: boolean;
  /** "races down the hill on a sledge": the figure is on it. */
  onto: boolean;
  /** "a kitten stuck up a tree": an animal in the branches. */
  inTree: boolean;
  /** "cuddles a puppy", "carries the tortoise": a small animal in the figure's arms. */
  carried: boolean;
}

const UNDER = /\bunder(neath)?\s+(a|an|the|her|his|their)?\s*(\w+\s+)?$/;
/**
 * Under bedding is in the bed it covers: "hides under the blanket" is in bed, not beneath it. These are the bed
 * entry's bedding words; its "under the covers" is matched whole, with nothing before it to read as under.
 */
const BEDDING = /^(blanket|duvet)/;
/** "They share an umbrella": one umbrella over all of them. */
const SHARE = /\bshar(e|es|ed|ing)\s+(a|an|the|their|one|her|his)?\s*(\w+\s+)?$/;
const SHARED_UMBRELLA = /\bshar(e|es|ed|ing)\s+(a|an|the|their|one|her|his)?\s*(\w+\s+)?umbrella/g;
const NEXT_TO = /\b(next to|beside|near|alongside)\s+(a|an|the|her|his|their)?\s*(\w+\s+)?$/;
const BEHIND = /\bbehind\s+(a|an|the|her|his|their)?\s*(\w+\s+)?$/;
/** "Reads in the tree house": up in it, as on top of it (one climbing up into it is still on the ladder). */
const UP_IN = /\b(in|inside)\s+(the|a|an|her|his|their)\s+$/;
const ATOP = /\b(top of|atop|up on)\s+(a|an|the|her|his|their)?\s*(\w+\s+)?$/;
const DOWN = /\b(?!(look|stare|gaz|peer|point|glanc|sit|sat|lie|lay|kneel|crouch|bend|bent)\w*\s)\w+\s+down\s+(a|an|the|her|his|their)?\s*(\w+\s+)?$/;
const THEY = /\b(they|both of them|everyone|all of them|together)\b/;
const THEIR = /\btheir\s+(\w+\s+)?$/;
const ON = /\bon\s+(a|an|the|her|his|their)\s+(\w+\s+)?$/;
/** Text just after an animal that puts it in a tree: "stuck up a tree", "in the old oak tree". */
const UP_A_TREE = /^\s+(\w+\s+)?(up|in|into|on|from|out of|down from)\s+(a|an|the)\s+(\w+\s+)?(tree|oak|branch)/;
/** Text ending in one of `verbs` and the thing it is done to ("feeds the", "looks at her big"). */
const doneTo = (verbs: string) => new RegExp(`\\b(${verbs})\\s+(a|an|the|her|his|their|its)\\s+(\\w+\\s+)?$`);
const LOOKING_AT = 'look(s|ing)? at|watch(es|ing)?|wait(s|ing)? (in line |in the queue |in a queue )?for|queue(s|ing)? (up )?for';
/** "Feeds a carrot to the horse", "gives an apple to the pony": the animal stands by to be fed, not ridden. */
const FED_TO = /\b(feed\w*|fed|giv(e|es|ing)|gave|offer\w*|hand(s|ed|ing)?)\s+[^.;]{0,30}\bto\s+(a|an|the|her|his|their|its)\s+(\w+\s+)?$/;
/** Verbs of taking an animal in one's arms: it is another animal than the character doing it. */
const CUDDLING = 'cuddle|cuddles|cuddling|hug|hugs|hugging|carry|carries|carrying';
/** "Cuddles a fluffy", "carries the", "picks up a": a small animal taken up in the arms. */
const CARRIED = doneTo(`${CUDDLING}|carried|hold|holds|holding|held|pick(s|ed|ing)? up|scoop(s|ed|ing)? up`);
/** Animals no larger than this (the vocabulary's size) can be carried in the arms: a puppy, a kitten, a hen, a tortoise. */
const CARRIED_SIZE = 70;
/** An animal small enough to carry, standing on the ground or in the water (a horse or a camel is ridden, not carried). */
const carriable = (prop: PropKey) => PROPS[prop].group === 'animal' && (PROPS[prop].contact === 'ground' || PROPS[prop].contact === 'water') && PROPS[prop].size <= CARRIED_SIZE;
const ANOTHER_ANIMAL = doneTo(`walk|walks|walking|${CUDDLING}|feed|feeds|feeding|pet|pets|petting|stroke|strokes|stroking|brush|brushes|brushing|groom|grooms|grooming|wash|washes|washing|lead|leads|leading|chase|chases|chasing|play with|plays with|playing with|${LOOKING_AT}`);
/** "Mends the bicycle", "pumps up the tyre", "waits for a taxi", "pulls her sledge": a vehicle looked after, at or pulled, not ridden. */
const MENDED_VERBS = '(mend|fix|repair|clean|wash|polish|paint|pump|pull|push|drag|tow)\\w*(\\s+up)?';
const MENDED = doneTo(`${MENDED_VERBS}|${LOOKING_AT}`);
/** "Fixes a flat tyre on the bicycle": a part of the vehicle is mended. */
/** "Brushes the snow off the car": something cleared off a vehicle, which stands by. */
const CLEARED_OFF = /\b(brush|sweep|clean|wash|wip|scrap|clear)\w*\s+(the\s+)?(snow|ice|frost|leaves|mud|dirt)\s+(off|from)\s+(a|an|the|her|his|their|its)\s+(\w+\s+)?$/;
const MENDED_PART = new RegExp(`\\b${MENDED_VERBS}\\s+(a|an|the|her|his|their|its)\\s+(\\w+\\s+){1,3}(on|of)\\s+(a|an|the|her|his|their|its)\\s+$`);

/**
 * Whether an animal word names one of the characters rather than another animal: a character of that species is
 * in the scene, and the word is not the object of a verb for a separate animal ("walks the dog", "feeds a cat").
 */
function namesACharacter(before: string, animal: string | undefined, characters: CharacterInput[]): boolean {
  if (!animal || !characters.some((c) => c.descriptor.species === animal)) return false;
  return !ANOTHER_ANIMAL.test(before);
}

/** Props the text names, once each, leaving out animals that one of the characters is. */
function namedProps(text: string, characters: CharacterInput[]): Named[] {
  const seen = new Set<PropKey>();
  const out: Named[] = [];
  for (const f of outermost(findAll(text, PROP_TABLE))) {
    const animal = (PROPS[f.key] as { species?: string }).species;
    const before = text.slice(Math.max(0, f.at - 30), f.at);
    if (seen.has(f.key) || namesACharacter(before, animal, characters)) continue;
    seen.add(f.key);
    const sharedOver = f.key === 'umbrella' && SHARE.test(before) && characters.length > 1;
    // "Brushes the pony", "mends the bicycle", "pulls her sledge": an animal or a vehicle looked after, at or pulled stands by, not ridden.
    const tended = (PROPS[f.key].group === 'animal' && (ANOTHER_ANIMAL.test(before) || FED_TO.test(before))) || ((PROPS[f.key].group === 'vehicle' || PROPS[f.key].contact === 'ride') && (MENDED.test(before) || MENDED_PART.test(before) || CLEARED_OFF.test(before)));
    out.push({ prop: f.key, at: f.at, color: colorWordBefore(text, f.at), over: (PROPS[f.key].contact !== 'sky' && UNDER.test(before) && !BEDDING.test(text.slice(f.at, f.end))) || sharedOver, hides: BEHIND.test(before), atop: ATOP.test(before) || (f.key === 'treehouse' && UP_IN.test(before)), down: DOWN.test(before), beside: NEXT_TO.test(before) || tended, shared: THEIR.test(before) || sharedOver, onto: ON.test(before), inTree: PROPS[f.key].group === 'animal' && UP_A_TREE.test(text.slice(f.end, f.end + 40)), carried: carriable(f.key) && CARRIED.test(before) });
  }
  return out;
}

const homeOf = (prop: PropKey) => (PROPS[prop] as { home?: PlaceKey }).home;

/**
 * The place: named, else the nearest drawn place to a named one, else where the things the cast is in or on belong
 * (a bath's bathroom before a rubber duck's pond), then the other named things (things that stay where they are
 * before things carried: leaves swept with a broom are outdoors, though a broom's home is the kitchen), else where
 * the posture belongs.
 */
function placeOf(text: string, props: Named[], cast: Direction[]): { setting: PlaceKey; from: PlaceFrom; nearestTo?: string } {
  const named = parseSetting(text);
  if (named) return { setting: named, from: 'named' };
  const nearest = findAll(text, NEAREST_TABLE)[0];
  if (nearest) return { setting: nearest.key, from: 'nearest', nearestTo: text.slice(nearest.at, nearest.end) };
  const carried = (prop: PropKey) => PROPS[prop].contact === 'held';
  const things = props.map((p) => p.prop);
  const home = [...thingsUsed(cast), ...things.filter((p) => !carried(p)), ...things.filter(carried)].map(homeOf).find(Boolean) ?? (cast.some((d) => d.posture === 'swimming') ? 'pool' : undefined);
  return home ? { setting: home, from: 'implied' } : { setting: 'park', from: 'default' };
}

/** How a figure in `posture` uses the thing, if it uses it at all. */
function supportFor(named: Named, posture: Posture): Support | undefined {
  const { prop } = named;
  const entry = propEntry(prop);
  if (named.beside) return undefined;
  if (posture === 'riding' && entry.mount) return 'ride';
  if (named.atop && entry.climb && posture !== 'lying') return 'atop';
  if (named.down && entry.slidDown) return 'down';
  if ((posture === 'climbing' || posture === 'hanging' || posture === 'upside_down' || (posture === 'walking' && entry.walkedUp)) && entry.climb) return 'climb';
  if (posture === 'lying' && (entry.lie || entry.contact === 'bed')) return 'bed';
  if (entry.contact === 'bed' || entry.contact === 'seat' || (posture === 'sitting' && entry.walkedUp)) return 'seat';
  // Something ridden or sat in is used by a figure riding, sitting or swimming (in a bath), not by one that fell off it;
  // one asleep in a car or a boat sleeps in its seat.
  if ((entry.contact === 'ride' || entry.contact === 'inside') && ['riding', 'sitting', 'swimming', 'standing'].includes(posture)) return entry.contact;
  if (entry.contact === 'inside' && posture === 'lying') return 'inside';
  return undefined;
}

/** Places whose people are passengers or an audience, in their seats... */
const PASSENGER_PLACES = new Set<PlaceKey>(['bus', 'train', 'cinema']);
/** ...though at the cinema one serving, selling or buying (holding the popcorn, a ticket) stands at the counter. */
const AT_THE_COUNTER = new Set<Action>(['holding', 'reaching', 'pointing', 'waving']);
/** ...unless the words have them still waiting for it, at the station or on the platform. */
const WAITS = /\b(wait|station|platform)/;
/** What two do standing up, even on a train: a hug, a high five, holding hands. */
const STOOD_FOR = new Set<Action>(['hugging', 'high_five', 'holding_hands']);

/** Places with water to swim in; elsewhere a swimmer floats (in space) or sits in its bath. */
const WATER_PLACES = new Set<PlaceKey>(['pool', 'lake', 'beach', 'underwater', 'lighthouse']);

/**
 * The posture the place and the thing used allow: riding with nothing to ride is sitting (on the bus), as is standing
 * on a bus, a train or at the cinema (`passenger`: its passengers sit, asleep too, unless they hug); hanging from
 * nothing named is hanging from a tree; lying down in a bedroom is lying in bed; swimming out of water is sitting in
 * the bath, or floating; under the sea everyone swims.
 */
function postureIn(place: PlaceKey, d: Direction, passenger: boolean): Direction {
  const without = (posture: Posture): Direction => ({ ...d, posture, ride: d.on ? d.ride : undefined });
  if (d.posture === 'riding' && !d.on) return without('sitting');
  const seated = passenger && !STOOD_FOR.has(d.action) && !(place === 'cinema' && AT_THE_COUNTER.has(d.action));
  if (seated && (d.posture === 'standing' || d.posture === 'lying') && !d.on) return without('sitting');
  if ((d.posture === 'hanging' || d.posture === 'upside_down') && !d.on) return { ...d, on: { prop: 'tree', support: 'climb' } };
  if (place === 'bedroom' && d.posture === 'lying' && !d.on) return { ...d, on: { prop: 'bed', support: 'bed' } };
  if (d.posture === 'swimming' && !WATER_PLACES.has(place)) return d.on ? { ...d, posture: 'sitting', ride: rideStyle(d.on.prop, 'inside') } : without('jumping');
  if (place === 'underwater' && (d.posture === 'standing' || d.posture === 'walking' || d.posture === 'running')) return without('swimming');
  return d;
}

/** "Rides on the back of Leo's bike", "rides behind Leo on his horse": a passenger behind the one who rides it. */
const PILLION = (passenger: string, rider: string) =>
  new RegExp(`\\b${escapeName(passenger)}\\b[^.;]*\\b(rid(e|es|ing)|sit(s|ting)?|perch(es|ing)?)\\s+(on\\s+the\\s+back\\s+of\\s+${escapeName(rider)}'s|behind\\s+${escapeName(rider)}\\s+on)\\b`, 'i');

/** Each passenger rides the thing its rider rides, behind the rider. */
function pillions(text: string, names: string[], cast: Direction[]): Direction[] {
  return cast.map((d, i) => {
    const rider = names.findIndex((name, j) => j !== i && cast[j].on?.support === 'ride' && PILLION(names[i], name).test(text));
    return rider < 0 ? d : { ...d, posture: 'riding', on: cast[rider].on, ride: cast[rider].ride, behind: rider };
  });
}

/** The posture a used thing puts its user in when the words say none (a bicycle is ridden, a sofa sat on). */
function impliedPosture(props: Named[]): Posture | undefined {
  for (const { prop } of props) {
    const entry = PROPS[prop] as { posture?: Posture; contact: Contact };
    if (entry.posture) return entry.posture;
    if (entry.contact === 'seat') return 'sitting';
  }
  return undefined;
}

function rideStyle(prop: PropKey, support: Support): RideStyle | undefined {
  if (support === 'inside') return prop === 'bathtub' ? 'tub' : 'seat';
  if (support !== 'ride') return undefined;
  const mounted = ['bicycle', 'horse'].includes(prop) || (PROPS[prop] as { mount?: boolean }).mount;
  return ['scooter', 'skateboard', 'surfboard', 'skis', 'skates'].includes(prop) ? 'stand' : mounted ? 'saddle' : 'seat';
}

/** A ball kicked (a football) is at the feet, not in the hands. */
const KICKED = /\b(kick|football|soccer|penalt)/;

/** Words just before a thing that make it what something else holds: "a basket of eggs", "full of flowers". */
const CONTENTS = /\bof\s+(\w+\s+)?$/;

/** A thing of the water named by someone in the bath (a rubber duck, a toy boat) is the toy it holds up there. */
const bathToy = (mine: Named[]) => mine.find((p) => PROPS[p.prop].contact === 'water');

/** Moving on a thing that is ridden ("races down the hill on a sledge", "walks the lane on his bike") is riding it. */
const ridingOn = (posture: Posture, mine: Named[]): Posture =>
  (posture === 'running' || posture === 'walking') && mine.some((p) => p.onto && !p.beside && PROPS[p.prop].contact === 'ride') ? 'riding' : posture;

function directionFor(text: string, own: { posture?: Posture; action?: Action }, general: { posture?: Posture; action?: Action }, mine: Named[], expression: Expression): Direction {
  const worded = ridingOn(own.posture ?? general.posture ?? impliedPosture(mine.filter((p) => !p.hides && !p.beside)) ?? 'standing', mine);
  const used = mine.map((p) => ({ prop: p.prop, support: supportFor(p, worded) })).find((u) => u.support !== undefined && !mine.find((m) => m.prop === u.prop && (m.over || m.hides)));
  // Nobody slides down a slide standing, nor climbs stairs hand over hand.
  const posture = used?.support === 'down' || (used?.support === 'inside' && worded === 'lying') ? 'sitting' : used?.support === 'climb' && propEntry(used.prop).walkedUp ? 'walking' : worded;
  const heldProp = mine.find((p) => (PROPS[p.prop].contact === 'held' || p.carried) && !(p.prop === 'ball' && KICKED.test(text))) ?? (used?.prop === 'bathtub' ? bathToy(mine) : undefined);
  const impliedAction = mine.map((p) => (PROPS[p.prop] as { action?: Action }).action).find(Boolean);
  const saidAction = own.action ?? general.action ?? impliedAction ?? (heldProp ? 'holding' : 'rest');
  // A pet cuddled is held in both arms, not hugged like a friend.
  let action = heldProp?.carried && saidAction === 'hugging' ? 'holding' : saidAction;
  if (action === 'rest' && posture === 'lying' && /\b(sleep|asleep|nap|doz)/.test(text)) action = 'sleeping';
  const held: HeldItem | undefined = heldProp ? { kind: heldProp.prop, color: heldProp.color } : action === 'reading' ? { kind: 'book' } : undefined;
  const on = used?.support ? { prop: used.prop, support: used.support } : undefined;
  return { posture, action, expression, held, on, ride: on && rideStyle(on.prop, on.support) };
}

const INTERACTIONS: Array<[Action, Interaction]> = [['hugging', 'hugging'], ['holding_hands', 'holding_hands'], ['high_five', 'high_five'], ['reaching', 'helping'], ['talking', 'talking']];

/** "Reads a bedtime story to Leo", "tucks Leo into bed": a scene at someone's bedside. */
const BEDTIME = /\b(bedtime|bed-time|goodnight story|tuck(s|ed|ing)?\b.*\b(in|into) bed)\b/;

/** At bedtime the others lie in bed; the one the prompt is about sits at the bedside (reading, when it reads). */
function atBedtime(directions: Direction[], focus: number): Direction[] {
  return directions.map((d, i): Direction =>
    i === focus
      ? { ...d, posture: 'sitting', on: undefined, ride: undefined }
      : { ...d, posture: 'lying', action: d.action === 'reading' || d.action === 'holding' ? 'rest' : d.action, held: undefined, on: { prop: 'bed', support: 'bed' }, ride: undefined },
  );
}

/** "Reads him a story", "reads to Leo": one reads aloud, the others listen. */
const READ_ALOUD = /\bread(s|ing)?\s+(\w+\s+)?(a\s+|the\s+|her\s+|his\s+|their\s+)?(bedtime\s+)?(story|stories|book|tale|poem)\s+to\b|\bread(s|ing)?\s+(to\s+)?(him|her|them|\w+)\s+(a|the|her|his|their)\s+(story|stories|book|tale|poem)\b|\bread(s|ing)?\s+(aloud\s+)?to\b/;

/** Reading aloud: the reader sits and reads; the others sit and listen (one lying down, asleep, stays so). */
function readingAloud(directions: Direction[]): Direction[] {
  const reader = directions.findIndex((d) => d.action === 'reading');
  if (reader < 0) return directions;
  const seated = (d: Direction): Direction => (d.posture === 'standing' && !d.on ? { ...d, posture: 'sitting' } : d);
  return directions.map((d, i) => (i === reader ? seated(d) : seated({ ...d, action: d.action === 'reading' ? 'rest' : d.action, held: d.held?.kind === 'book' ? undefined : d.held })));
}

/** Hugs, held hands and high fives take two: everyone in the scene does it unless its own words say something else. */
function together(directions: Direction[], interaction: Interaction | undefined): Direction[] {
  if (!touches(interaction)) return directions;
  const joined = directions.map((d) => (d.action === 'rest' || d.action === 'holding' ? { ...d, action: interaction, held: d.action === 'holding' ? undefined : d.held } : d));
  // A high five is given standing still (or jumping): runners would pass each other.
  return interaction === 'high_five' ? joined.map((d) => (d.posture === 'running' || d.posture === 'walking' ? { ...d, posture: 'standing' } : d)) : joined;
}

/**
 * A character named after "with" in another's words ("Zara plays football with Sia"), or raced, chased or followed by
 * that one, does what that one does, when its own words say nothing.
 */
function sharedWith(text: string, at: number[], clauses: Array<Span | undefined>, index: number): { posture?: Posture; action?: Action } {
  if (at[index] < 0) return {};
  const mine = clauses[index] ? posesIn(text, clauses[index]) : {};
  if (mine.posture || mine.action) return {};
  const withOne = withHost(text, at, clauses, index);
  const host = withOne >= 0 ? withOne : clauseBefore(text, at, clauses, index, MOVED_TOGETHER);
  return host >= 0 ? posesIn(text, clauses[host]) : {};
}

/** Words just before another's name that have both move alike: "races Tess up the hill", "chases Leo round the garden". */
const MOVED_TOGETHER = /\b(rac(e|es|ing|ed)|chas(e|es|ing|ed)|follow(s|ing|ed)?)\s*$/;

/** The character whose words run up to this one's name and end in `ending` ("Zara rows a boat with" Sia), or -1. */
function clauseBefore(text: string, at: number[], clauses: Array<Span | undefined>, index: number, ending: RegExp): number {
  if (at[index] < 0) return -1;
  return clauses.findIndex((c, i) => i !== index && c && c.end === at[index] && ending.test(text.slice(c.start, c.end)));
}

/** The character whose words end in "with" just before this one's name ("Zara rows a boat with Sia"), or -1. */
const withHost = (text: string, at: number[], clauses: Array<Span | undefined>, index: number): number => clauseBefore(text, at, clauses, index, /\bwith\s*$/);

/** Verbs of handing something over. */
const GIVING = 'giv(e|es|ing)|gave|hand(s|ed|ing)?|pass(es|ed|ing)?|offer(s|ed|ing)?|bring(s|ing)?|brought';

/** Words that end a giver's clause just before the one given to ("Jude hands Lev a present", "delivers a parcel to Lev"). */
const GIVES = new RegExp(`\\b(${GIVING}|show(s|ed|ing)?|(${GIVING}|deliver(s|ed|ing)?)\\s+(a|an|the|her|his|their|some)\\s+(\\w+\\s+){1,3}to)\\s*$`);

/** Given, but not a thing to hold: "gives Leo a ride", "a hug", "a push". */
const NOT_A_THING = /^\s*(a|an)\s+(ride|lift|hug|kiss|high[- ]?five|push|piggyback|hand|helping hand|wave|smile)\b/;

/** Words said close to an ear: the two stand side by side, not at talking distance. */
const WHISPER = /\b(whisper\w*|secrets?)\b/;

/** Words that end a clause of serving just before the one served ("Fritz pours tea for Bea"). */
const SERVES_FOR = /\b(pour|serv|bak|cook)\w*\b.*\bfor\s*$/;

/** Shown, not given: "shows Sia a map" keeps the map. */
const SHOWN = /\bshow(s|ed|ing)?\s*$/;

/** The character who gives this one what its words name ("Jude hands Lev a present": Jude for Lev), or -1. */
function giverOf(text: string, at: number[], clauses: Array<Span | undefined>, index: number): number {
  if (at[index] < 0 || NOT_A_THING.test(text.slice(clauses[index]?.start ?? at[index]))) return -1;
  return clauseBefore(text, at, clauses, index, GIVES);
}

/** Content words outside every match of the vocabulary, the names, colours, times and weather. */
function unknownWords(text: string, names: string[], covered: Span[]): string[] {
  const words = [...text.matchAll(/[a-z][a-z'-]*/g)];
  const known = (m: RegExpMatchArray) => covered.some((s) => m.index! >= s.start && m.index! < s.end);
  const nameWords = new Set(names.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const out = words
    .filter((m) => !known(m))
    .map((m) => m[0].replace(/'s$/, ''))
    .filter((w) => w.length > 2 && !NOTHING_TO_DRAW.has(w) && !nameWords.has(w) && !colorHex(w));
  return [...new Set(out)];
}

/**
 * Words read from their context rather than drawn as themselves: "before bed" is a time; "race" and "hide" are
 * riding, running, crouching or lying in bed depending on what follows them.
 */
const READ_IN_CONTEXT = /\b((before|after) (bed|school|swimming)|rac(e|es|ing)|hid(e|es|ing))\b/g;

function coveredSpans(text: string): Span[] {
  const tables = [PLACE_TABLE, NEAREST_TABLE, POSE_TABLE, PROP_TABLE, EXPRESSION_TABLE] as Array<ReadonlyArray<{ key: string; re: RegExp }>>;
  const spans: Span[] = tables.flatMap((table) => findAll(text, table).map((f) => ({ start: f.at, end: f.end })));
  for (const re of [TIME_WORDS, RAIN, SNOW, SHARED_UMBRELLA, /\blighthouse\b/g, new RegExp(WORN.source, 'g'), new RegExp(BEDTIME.source, 'g'), new RegExp(WHISPER.source, 'g'), READ_IN_CONTEXT]) for (const m of text.matchAll(re)) spans.push({ start: m.index, end: m.index + m[0].length });
  return spans;
}

export function parsePrompt(prompt: string, characters: CharacterInput[]): SceneSpec {
  const text = plainText(prompt);
  const names = characters.map((c) => c.name);
  const at = mentions(text, names);
  const clauses = characters.map((_, i) => clauseFor(text, names, at, i));
  const general = posesIn(blankOut(text, clauses));
  const props = namedProps(text, characters);
  const firstNamed = at.reduce((best, a, i) => (a >= 0 && (best < 0 || a < at[best]) ? i : best), -1);
  const focus = Math.max(0, firstNamed);
  // "They hide behind the sofa" (a comic beat names no one): what they do, they all do.
  const everyone = at.every((a) => a < 0) && THEY.test(text);
  const givers = characters.map((_, i) => giverOf(text, at, clauses, i));
  const owners = (p: Named) => {
    if (p.shared || everyone) return characters.map((_, i) => i);
    // What is given stays with the giver until it is taken: "hands Lev a present" is in Lev's words but Jude's hands.
    const mine = clauses.flatMap((c, i) => (within(p, c) ? [givers[i] >= 0 ? givers[i] : i] : []));
    const named = mine.length ? mine : [focus];
    // "Zara rows a boat with Sia": Sia is in the boat too, as many as it seats.
    const companions = characters.flatMap((_, j) => (!named.includes(j) && named.includes(withHost(text, at, clauses, j)) ? [j] : []));
    return [...named, ...companions].slice(0, Math.max(named.length, propEntry(p.prop).seats ?? 1));
  };
  // One given something reaches out for it, when its own words say nothing else.
  const receiving = (i: number): Action | undefined => {
    const giver = givers[i];
    return giver >= 0 && !SHOWN.test(text.slice(clauses[giver]!.start, clauses[giver]!.end)) ? 'reaching' : undefined;
  };
  // One served ("pours tea for Bea") sits to be served, when its own words say nothing else.
  const served = (i: number) => clauseBefore(text, at, clauses, i, SERVES_FOR) >= 0;
  const own = clauses.map((c, i) => {
    const said = { ...(c ? posesIn(text, c) : {}), ...sharedWith(text, at, clauses, i) };
    return { ...said, posture: said.posture ?? (served(i) ? ('sitting' as const) : undefined), action: said.action ?? receiving(i) };
  });
  const expressions = findAll(text, EXPRESSION_TABLE);
  const generalExpression = expressions.find((f) => !clauses.some((c) => within(f, c)) && f.key !== 'sleeping')?.key ?? 'happy';
  // One plays the piano (or the drums) the others gather round: they stand by, unless their words have them play too.
  const plays = (i: number) => (own[i].action ?? general.action) === 'playing';
  const playedInstrument = (p: Named) => PROPS[p.prop].group === 'instrument' && PROPS[p.prop].contact === 'beside';
  const users = (p: Named) => (playedInstrument(p) ? owners(p).filter((i, k) => k === 0 || plays(i)) : owners(p));
  const planned = characters.map((_, i) => {
    const heldBy = (p: Named) => !p.over && (owners(p)[0] === i || Boolean(propEntry(p.prop).each));
    const mine = props.filter((p) => users(p).includes(i) && (PROPS[p.prop].contact !== 'held' || heldBy(p)));
    const expression = expressions.find((f) => within(f, clauses[i]))?.key ?? generalExpression;
    const wears = clauses[i] && wornIn(text.slice(clauses[i].start, clauses[i].end));
    return { ...directionFor(text, own[i], general, mine, expression), ...(wears ? { wears } : {}) };
  });
  const bedtime = characters.length > 1 && BEDTIME.test(text);
  const aloud = characters.length > 1 && !bedtime && READ_ALOUD.test(text);
  const cast = bedtime ? atBedtime(planned, focus) : aloud ? readingAloud(planned) : planned;
  const interaction = characters.length > 1 ? INTERACTIONS.find(([action]) => cast.some((d) => d.action === action))?.[1] : undefined;
  const named = placeOf(text, props, cast);
  const place: typeof named = bedtime && named.from === 'default' ? { setting: 'bedroom', from: 'implied' } : named;
  const passengers = PASSENGER_PLACES.has(place.setting) && !WAITS.test(text);
  const directions = pillions(text, names, together(cast, interaction)).map((d) => postureIn(place.setting, d, passengers));
  const used = new Set(thingsUsed(directions));
  // A thing named to be held that no hand is free for (the cookie jar a cookie is taken from) stands beside its owner;
  // what a held thing is full of ("a basket of eggs") goes with it.
  const held = new Set(directions.flatMap((d) => (d.held ? [d.held.kind] : [])));
  const contents = (p: Named) => PROPS[p.prop].contact === 'held' && CONTENTS.test(text.slice(Math.max(0, p.at - 16), p.at));
  const scene = props.filter((p) => !used.has(p.prop) && !held.has(p.prop) && !contents(p));
  // Behind a sofa or a bench a crouching figure would vanish: it stands, and the seat hides its legs.
  const behindSeat = new Set(scene.filter((p) => p.hides && PROPS[p.prop].contact === 'seat').flatMap(owners));
  const shown = directions.map((d, i) => (behindSeat.has(i) && d.posture === 'crouching' ? { ...d, posture: 'standing' as const } : d));
  // With no one else to hug, a figure hugging hugs the thing it stands beside (a tree).
  const hugged = (p: Named) => !interaction && PROPS[p.prop].contact === 'beside' && users(p).length > 0 && users(p).every((i) => shown[i]?.action === 'hugging');
  return {
    setting: place.setting,
    settingNamed: place.from === 'named' || place.from === 'nearest',
    placeFrom: place.from,
    nearestTo: place.nearestTo,
    time: parseTime(text),
    weather: parseWeather(text),
    directions: shown,
    props: scene.map((p) => ({ prop: p.prop, contact: PROPS[p.prop].contact, near: users(p), color: p.color, over: p.over, hides: p.hides, ...(p.inTree ? { inTree: true } : {}), ...(hugged(p) ? { hugged: true } : {}) })),
    interaction,
    close: characters.length > 1 && WHISPER.test(text),
    focus,
    unknown: unknownWords(text, names, [...coveredSpans(text), ...at.flatMap((a, i) => (a >= 0 ? [{ start: a, end: a + names[i].length }] : []))]),
  };
}
