import type { CharacterInput } from '../../types';
import { colorWordBefore } from '../descriptor';
import { EXPRESSIONS, Expression } from './character/head';
import { PoseKey } from './character/poses';
import type { HeldItem, HeldKind } from './props';
import type { SettingKey } from './settings';
import type { TimeOfDay, Weather } from './settings/kit';

/** What each character does in the scene. */
export interface Direction {
  pose: PoseKey;
  expression: Expression;
  held?: HeldItem;
}

export interface SceneSpec {
  setting: SettingKey;
  /** False when the prompt did not name a place (an anchor may then decide it). */
  settingNamed: boolean;
  time: TimeOfDay;
  weather: Weather;
  directions: Direction[];
  /** Index of the character the camera favours (first one named in the prompt). */
  focus: number;
}

type Table<K extends string> = Array<[K, RegExp]>;

const POSE_WORDS: Table<PoseKey> = [
  ['sleeping', /\b(sleep|asleep|nap|doz)/],
  ['reading', /\b(read|stud(y|ies))/],
  ['running', /\b(run|ran\b|race|racing|chas|sprint|dash|flee)/],
  ['jumping', /\b(jump|leap|hop|bounc)/],
  ['waving', /\b(wav(e|es|ing)|greet|say(s|ing)? hello)/],
  ['pointing', /\bpoint/],
  ['holding', /\b(hold|carr(y|ies|ying)|grab|offer|show(s|ing)?\b)/],
  ['sitting', /\b(sit|sits|sitting|seated|sat\b)/],
  ['cheering', /\b(cheer|celebrat|danc)/],
  ['thinking', /\b(think|ponder)/],
  ['walking', /\b(walk|stroll|wander|explor)/],
  ['standing', /\b(stand|stood)/],
];

const EXPRESSION_WORDS: Table<Expression> = [
  ['laughing', /\b(laugh|giggl)/],
  ['sad', /\b(sad|cry|cries|crying|tear|upset|unhapp|gloom)/],
  ['angry', /\b(angr|furious|mad\b|grump|annoy|cross\b)/],
  ['surprised', /\b(surpris|shock|astonish|amaz|gasp|stun)/],
  ['scared', /\b(scar|afraid|fright|terrif|nervous|fear)/],
  ['thinking', /\b(think|ponder|curious|puzzl|wonder)/],
  ['happy', /\b(happy|smil|joy|glad|cheer|delight|excit)/],
  ['neutral', /\b(neutral|calm|serious|blank)/],
  ['sleeping', /\b(sleep|asleep)/],
];

const SETTING_WORDS: Table<SettingKey> = [
  ['city_street', /\b(city|street|town|downtown|sidewalk|road)/],
  ['forest', /\b(forest|woods?\b|jungle)/],
  ['beach', /\b(beach|sea\b|seaside|ocean|shore)/],
  ['park', /\b(park|garden|playground|meadow|picnic)/],
  ['kitchen', /\b(kitchen|cook|bak(e|ing))/],
  ['classroom', /\b(class|school|lesson)/],
  ['library', /\blibrar/],
  ['castle', /\b(castle|palace|kingdom|knight)/],
  ['space', /\b(space|moon|planet|rocket|galaxy|astronaut)/],
  ['mountain', /\b(mountain|hill|peak|summit|hik(e|ing))/],
  ['market', /\b(market|shop|store|bazaar|stall|fair\b)/],
  ['bedroom', /\b(bedroom|bed\b|bedtime)/],
];

const HELD_WORDS: Table<HeldKind> = [
  ['icecream', /ice ?cream/],
  ['balloon', /balloon/],
  ['umbrella', /umbrella/],
  ['book', /\b(book|story|novel)/],
  ['cup', /\b(cup|mug|coffee|tea\b|cocoa)/],
  ['ball', /\bball\b/],
  ['flower', /\b(flower|rose|bouquet)/],
  ['phone', /\b(phone|smartphone)/],
  ['sword', /\b(sword|wand|stick)/],
  ['lantern', /\b(lantern|torch|lamp)/],
  ['gift', /\b(gift|present|parcel|box)/],
  ['map', /\bmap\b/],
  ['kite', /\bkites?\b/],
];

const DEFAULT_HELD_COLOR: Record<HeldKind, string> = {
  book: '#2f6fd6', cup: '#ffffff', balloon: '#e53935', ball: '#f39c12', flower: '#f06292', umbrella: '#e53935',
  phone: '#333333', sword: '#c9a227', lantern: '#8d6e63', icecream: '#f8bbd0', gift: '#e53935', map: '#f3e3b5', kite: '#e53935', image: '#ffffff',
};

/** The entry whose words appear earliest in the text. */
function earliest<K extends string>(text: string, table: Table<K>): K | undefined {
  let best: { key: K; at: number } | undefined;
  for (const [key, re] of table) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { key, at: m.index };
  }
  return best?.key;
}

function heldIn(text: string): HeldItem | undefined {
  for (const [kind, re] of HELD_WORDS) {
    const m = re.exec(text);
    if (m) return { kind, color: colorWordBefore(text, m.index) ?? DEFAULT_HELD_COLOR[kind] };
  }
  return undefined;
}

/** A lighthouse is the landmark of its coast, so it wins over the sea words around it; "in the lighthouse" goes inside. */
const LIGHTHOUSE = /\blighthouse/;
const LIGHTHOUSE_INSIDE = /\b(inside|in|into|within|up)\s+(the\s+|a\s+|an\s+|her\s+|his\s+|their\s+)?(\w+\s+){0,2}lighthouse\b|\blamp room|\bspiral stair/;

export function parseSetting(text: string): SettingKey | undefined {
  const t = text.toLowerCase();
  if (LIGHTHOUSE_INSIDE.test(t)) return 'lighthouse_interior';
  if (LIGHTHOUSE.test(t)) return 'lighthouse';
  return earliest(t, SETTING_WORDS);
}

export function parsePose(text: string): PoseKey | undefined {
  return earliest(text.toLowerCase(), POSE_WORDS);
}

export function parseExpression(text: string): Expression | undefined {
  const t = text.toLowerCase();
  return EXPRESSIONS.find((e) => t === e) ?? earliest(t, EXPRESSION_WORDS);
}

export function parseTime(text: string): TimeOfDay {
  const t = text.toLowerCase();
  if (/\b(night|midnight|moonlit|starry|dark\b|evening)/.test(t)) return 'night';
  if (/\b(golden|sunset|sunrise|dusk|dawn|twilight)/.test(t)) return 'golden';
  return 'day';
}

/** Weather words, not clothing or things named after weather (raincoat, rain boots, rainbow, snow boots). */
const RAIN = /\b(rain(?!coat|boot|bow|\s+boots|\s+coat|\s+jacket)|storm|drizzl|downpour|puddle)/;
const SNOW = /\b(snow(?!\s*boots|suit)|blizzard|winter|frost)/;

function parseWeather(text: string): Weather {
  if (RAIN.test(text)) return 'rain';
  if (SNOW.test(text)) return 'snow';
  return 'clear';
}

/** Where each named character is first mentioned in the text (-1 when not named). */
function mentions(text: string, names: string[]): number[] {
  return names.map((n) => (n ? text.indexOf(n.toLowerCase()) : -1));
}

/**
 * The words about one character: from its name to the next name or sentence end. A clause that is only a
 * conjunction ("Mia and Leo wave") shares the next character's words.
 */
function clauseFor(text: string, names: string[], at: number[], index: number): string | undefined {
  if (at[index] < 0) return undefined;
  const start = at[index] + names[index].length;
  const rest = text.slice(start);
  const sentence = rest.search(/[.!?;]/);
  const nextName = at.filter((a) => a > at[index]).sort((a, b) => a - b)[0];
  const end = Math.min(sentence >= 0 ? start + sentence : text.length, nextName ?? text.length);
  const clause = text.slice(start, end);
  if (/^[\s,]*(and|&|with)?[\s,]*$/.test(clause) && nextName !== undefined) return clauseFor(text, names, at, at.indexOf(nextName));
  return clause;
}

/** The prompt with every character's clause removed: what is said about the scene as a whole. */
function generalText(text: string, names: string[], at: number[]): string {
  let out = text;
  names.forEach((_, i) => {
    const clause = at[i] >= 0 ? clauseFor(text, names, at, i) : undefined;
    if (clause) out = out.replace(clause, ' ');
  });
  return out;
}

export function parsePrompt(prompt: string, characters: CharacterInput[]): SceneSpec {
  const text = prompt.toLowerCase();
  const names = characters.map((c) => c.name);
  const at = mentions(text, names);
  const setting = parseSetting(text);
  const general = generalText(text, names, at);
  const generalPose = earliest(general, POSE_WORDS) ?? 'standing';
  const generalExpression = earliest(general, EXPRESSION_WORDS.filter(([k]) => k !== 'sleeping')) ?? 'happy';
  const directions = characters.map((_, i) => {
    const clause = clauseFor(text, names, at, i);
    const pose = (clause && earliest(clause, POSE_WORDS)) || generalPose;
    const expression = (clause && earliest(clause, EXPRESSION_WORDS)) || generalExpression;
    const held = (clause && heldIn(clause)) || (i === 0 ? heldIn(general) : undefined);
    return { pose, expression, held: pose === 'reading' ? held ?? { kind: 'book' as const, color: DEFAULT_HELD_COLOR.book } : held };
  });
  const firstNamed = at.reduce((best, a, i) => (a >= 0 && (best < 0 || a < at[best]) ? i : best), -1);
  return {
    setting: setting ?? 'park',
    settingNamed: Boolean(setting),
    time: parseTime(text),
    weather: parseWeather(text),
    directions,
    focus: Math.max(0, firstNamed),
  };
}
