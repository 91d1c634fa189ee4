import type { DescriptorExtractor } from '../../types';
import type { CharacterDescriptor, Species } from '../../../vocabulary';
import { colorHex } from './colours';
import { SKIN_TONES, SKIN_WORDS } from './lexicon';
import { pieceName, Reading, readDescription, WornPiece } from './phrases';

export { colorHex, colorWordBefore } from './colours';

const SPECIES_WORDS: Array<[Species, string[]]> = [
  ['robot', ['robot', 'android', 'droid', 'automaton', 'cyborg', 'bot']],
  ['fox', ['fox', 'vixen']],
  ['cat', ['cat', 'kitten', 'kitty', 'tabby', 'feline']],
  ['dog', ['dog', 'puppy', 'pup', 'hound', 'terrier', 'retriever', 'poodle', 'beagle', 'dachshund', 'corgi']],
  ['bear', ['bear', 'cub', 'grizzly', 'panda', 'teddy']],
  ['rabbit', ['rabbit', 'bunny', 'hare']],
];
const PEOPLE = ['man', 'woman', 'girl', 'boy', 'child', 'kid', 'person', 'lady', 'gentleman', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'granny', 'teen', 'teenager', 'baby', 'toddler'];

const NATURAL_HAIR = ['#2a1b12', '#4a2e1c', '#7a4e2d', '#c8452c', '#e8cd7a', '#222222', '#9a3f23'];
const ELDER_HAIR = '#d8d8d8';
const EYE_COLORS = ['#5a3a22', '#3b6ea5', '#3c8a4a', '#6b5a3a', '#4a4a4a'];
const FUR: Record<Exclude<Species, 'human' | 'robot'>, string[]> = {
  cat: ['#9a9aa2', '#e08a3c', '#2d2d30', '#f3efe6'],
  dog: ['#b07a45', '#e8cd98', '#5b3a22', '#f3efe6'],
  fox: ['#e07a2e'],
  bear: ['#7a5230', '#5b3a22', '#c89b62'],
  rabbit: ['#f2efe9', '#c9b79c', '#9a9aa2'],
};
const ROBOT_PLATING = '#b8c2cc';
/** Pieces named without a colour get a plain one: these, seeded from the name. */
const PLAIN_COLOURS = ['#f4f1e8', '#3b4252', '#8a8d92', '#4a5d8a', '#6b4f3a'];
const OUTFIT_TOPS = ['#3f7fd1', '#d9534f', '#4caf6d', '#f0a830', '#8e5bc9', '#e0708a', '#2aa39a'];
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];

/** FNV-1a: stable defaults per character name. */
function seedOf(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
}

function pick<T>(items: readonly T[], seed: number, salt: number): T {
  return items[(seed >>> salt) % items.length];
}

const hasWord = (t: string, words: string[]) => new RegExp(`\\b(${words.join('|')})\\b`).test(t);

function parseSpecies(t: string): Species {
  return SPECIES_WORDS.find(([, words]) => hasWord(t, words))?.[0] ?? 'human';
}

function yearsOf(t: string): number | undefined {
  const number = `(\\d{1,3}|${NUMBERS.join('|')})`;
  const m = new RegExp(`\\b${number}[- ]?(?:years?|yrs?)[- ]?old\\b|\\baged? ${number}\\b|\\bof ${number}\\b`).exec(t);
  const word = m?.[1] ?? m?.[2] ?? m?.[3];
  if (!word) return undefined;
  return /\d/.test(word) ? Number(word) : NUMBERS.indexOf(word);
}

function parseAge(t: string): CharacterDescriptor['age'] {
  const years = yearsOf(t);
  if (years !== undefined) return years < 13 ? 'child' : years < 20 ? 'teen' : years < 65 ? 'adult' : 'elder';
  if (/\b(old|elderly|grand(ma|pa|mother|father|ad)|granny|aged|senior|retired)\b/.test(t)) return 'elder';
  if (/\b(teen|teenager|teenage|adolescent)\b/.test(t)) return 'teen';
  if (/\b(man|woman|lady|gentleman|adult)\b/.test(t)) return 'adult';
  if (/\b(child|kid|little|young|boy|girl|toddler|baby|puppy|kitten|cub|bunny)\b/.test(t)) return 'child';
  return 'adult';
}

function parseBuild(t: string): CharacterDescriptor['build'] {
  if (/\b(slim|thin|skinny|slender|lanky|petite)\b/.test(t)) return 'slim';
  if (/\b(broad|stocky|chubby|burly|muscular|strong|round|plump|heavy)\b|\bbig\b(?! (\w+ )?(eyes|ears|smile|nose|feet|paws))/.test(t)) return 'broad';
  return 'average';
}

/** "Red hair" means ginger, not fire-engine red. */
function hairHex(word: string): string {
  return word === 'red' ? '#c8452c' : colorHex(word)!;
}

/** The tone of the words said before "skin": the whole phrase ("dark brown"), else its first known word. */
function skinTone(words: string): number | undefined {
  const exact = SKIN_WORDS.find(([w]) => words === w);
  return (exact ?? SKIN_WORDS.find(([w]) => words.split(' ').includes(w)))?.[1];
}

/** Every part the description left open gets a neutral default, and the descriptor says which parts those are. */
class Defaults {
  readonly said: string[] = [];
  fill<T>(part: string, stated: T | undefined, fallback: T): T {
    if (stated !== undefined) return stated;
    this.said.push(part);
    return fallback;
  }
}

function skinOf(reading: Reading, species: Species, seed: number, defaults: Defaults): string {
  if (species === 'human') {
    const tone = reading.skin ? skinTone(reading.skin) : undefined;
    return defaults.fill('skin', tone === undefined ? undefined : SKIN_TONES[tone], pick(SKIN_TONES, seed, 7));
  }
  const body = reading.body && colorHex(reading.body);
  return defaults.fill(species === 'robot' ? 'plating colour' : 'fur colour', body, species === 'robot' ? ROBOT_PLATING : pick(FUR[species], seed, 7));
}

function hairOf(reading: Reading, age: CharacterDescriptor['age'], seed: number, defaults: Defaults): { style: string; color: string } {
  const style = defaults.fill('hair style', reading.hair.style, 'short');
  const colour = reading.hair.colour && hairHex(reading.hair.colour);
  return { style, color: defaults.fill('hair colour', colour, age === 'elder' ? ELDER_HAIR : pick(NATURAL_HAIR, seed, 3)) };
}

function outfitOf(worn: WornPiece[], species: Species, seed: number, defaults: Defaults): Array<{ piece: string; color: string }> {
  const kept = worn.filter((w) => w.kind !== 'accessory' || w.colour);
  const outfit = kept.map((w, i) => ({ piece: pieceName(w), color: defaults.fill(`${pieceName(w)} colour`, w.colour && colorHex(w.colour), pick(PLAIN_COLOURS, seed, (i * 3) % 24)) }));
  if (species !== 'human' || outfit.length) return outfit;
  // Humans with nothing said about clothes get a simple seeded outfit, so they are never drawn bare.
  defaults.said.push('shirt', 'trousers', 'shoes');
  return [
    { piece: 'shirt', color: pick(OUTFIT_TOPS, seed, 11) },
    { piece: 'trousers', color: pick(['#3b4252', '#4a5d8a', '#6b4f3a'], seed, 13) },
    { piece: 'shoes', color: '#3a2a22' },
  ];
}

function accessoriesOf(reading: Reading, t: string): string[] {
  const carried = reading.worn.filter((w) => w.kind === 'accessory').map((w) => w.piece);
  const freckles = /\bfreckle/.test(t) && !carried.includes('freckles') ? ['freckles'] : [];
  return [...new Set([...carried, ...freckles, ...reading.facial])];
}

function speciesWords(species: Species): Set<string> {
  return new Set(species === 'human' ? PEOPLE : SPECIES_WORDS.find(([s]) => s === species)![1]);
}

export function describeCharacter(name: string, description: string): CharacterDescriptor {
  const t = description.toLowerCase();
  const seed = seedOf(name.toLowerCase());
  const species = parseSpecies(t);
  const age = parseAge(t);
  const reading = readDescription(t, species !== 'human' && species !== 'robot', speciesWords(species));
  const defaults = new Defaults();
  const skin = skinOf(reading, species, seed, defaults);
  const hair = species === 'human' ? hairOf(reading, age, seed, defaults) : { style: 'none', color: skin };
  const outfit = outfitOf(reading.worn, species, seed, defaults);
  const named = reading.eyes && colorHex(reading.eyes);
  const eyes = defaults.fill('eyes', named, species === 'robot' ? '#39d0ff' : species === 'human' ? pick(EYE_COLORS, seed, 9) : '#2b2220');
  const palette = [...new Set([hair.color, skin, eyes, ...outfit.map((o) => o.color)])];
  return { species, age, hair, skin, eyes, build: parseBuild(t), outfit, accessories: accessoriesOf(reading, t), palette, defaults: defaults.said };
}

/** Coloured garments and accessories named in a text, e.g. "a red sweater and blue jeans". */
export function parseOutfitText(text: string): Array<{ piece: string; color: string }> {
  return readDescription(text.toLowerCase(), false, new Set())
    .worn.filter((w) => w.colour)
    .map((w) => ({ piece: pieceName(w), color: colorHex(w.colour!)! }));
}

/** The built-in, offline DescriptorExtractor: deterministic text parsing, no model. */
export class BuiltinDescriptorExtractor implements DescriptorExtractor {
  async describe(input: { name: string; description: string; sourceImage?: Buffer }): Promise<CharacterDescriptor> {
    return describeCharacter(input.name, input.description);
  }
}
