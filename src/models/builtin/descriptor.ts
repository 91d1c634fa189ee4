import type { DescriptorExtractor } from '../types';
import type { CharacterDescriptor, Species } from '../../vocabulary';

/** Colour words to hex. Multi-word names come first so "navy blue" wins over "blue". */
const COLORS: Array<[string, string]> = [
  ['navy blue', '#1f3a6e'], ['sky blue', '#7ec8f0'], ['light blue', '#8fc3ea'], ['dark blue', '#1f3f8a'], ['royal blue', '#2d5bd1'],
  ['dark green', '#1f6b3a'], ['light green', '#9fd67a'], ['lime green', '#8bc34a'], ['olive green', '#6b7a2e'], ['forest green', '#2e6b3a'],
  ['hot pink', '#ff4fa3'], ['light brown', '#b07a45'], ['dark brown', '#4a2e1c'], ['dark red', '#8e1c1c'], ['bright red', '#e8262b'],
  ['strawberry blonde', '#e0a070'], ['dirty blonde', '#b89a5e'], ['salt and pepper', '#8a8a8a'],
  ['red', '#d63a32'], ['crimson', '#b3132d'], ['scarlet', '#e0301e'], ['maroon', '#7a1f2b'], ['burgundy', '#7b1e3a'],
  ['orange', '#f08a24'], ['ginger', '#d8692b'], ['auburn', '#9a3f23'], ['copper', '#b8612f'], ['rust', '#b0471f'],
  ['yellow', '#f4c430'], ['mustard', '#d4a72c'], ['gold', '#d4af37'], ['golden', '#e2b13c'], ['blonde', '#e8cd7a'], ['blond', '#e8cd7a'],
  ['cream', '#f4ead0'], ['beige', '#d9c6a5'], ['tan', '#c89b6d'], ['khaki', '#b8a878'],
  ['green', '#3c9a4a'], ['emerald', '#1e9c6a'], ['olive', '#7a7f2e'], ['mint', '#9ee3c4'], ['lime', '#9ccc3c'], ['teal', '#1f9a9a'], ['turquoise', '#34c3c0'],
  ['blue', '#2f6fd6'], ['navy', '#1f3a6e'], ['cyan', '#39c6e6'], ['azure', '#3f8fe0'], ['cobalt', '#1f4fb8'],
  ['purple', '#7e4fb5'], ['violet', '#8a5cd6'], ['lavender', '#b9a2e3'], ['lilac', '#c7a6dc'], ['magenta', '#d13aa0'],
  ['pink', '#f28ab0'], ['rose', '#e8708a'], ['coral', '#f27b66'], ['peach', '#f6b995'], ['salmon', '#f08a7a'],
  ['brown', '#7a4e2d'], ['chestnut', '#8a4a2a'], ['brunette', '#5a3520'], ['chocolate', '#5b3a22'], ['caramel', '#b9773a'],
  ['black', '#222222'], ['jet black', '#111111'], ['charcoal', '#3a3d42'], ['grey', '#8a8d92'], ['gray', '#8a8d92'],
  ['silver', '#c0c6cc'], ['white', '#f7f7f4'], ['snowy', '#f7f7f4'], ['ivory', '#f6f0dc'], ['bronze', '#a8763e'], ['chrome', '#d5dbe0'],
];

const COLOR_RE = new RegExp(`\\b(${COLORS.map(([w]) => w).join('|')})\\b`, 'g');

export function colorHex(word: string): string | undefined {
  return COLORS.find(([w]) => w === word.toLowerCase())?.[1];
}

/** The colour named closest before `index` within the preceding few words, if any. */
export function colorWordBefore(text: string, index: number): string | undefined {
  const before = text.slice(Math.max(0, index - 28), index).toLowerCase();
  const matches = [...before.matchAll(COLOR_RE)];
  const last = matches[matches.length - 1];
  if (!last) return undefined;
  const between = before.slice((last.index ?? 0) + last[0].length);
  return /\b(and|with|in|on|has|wearing)\b|[,.;]/.test(between) ? undefined : colorHex(last[0]);
}

const SPECIES_WORDS: Array<[Species, RegExp]> = [
  ['robot', /\b(robot|android|droid|automaton|cyborg|bot)\b/],
  ['fox', /\b(fox|vixen|kit)\b/],
  ['cat', /\b(cat|kitten|kitty|tabby|feline)\b/],
  ['dog', /\b(dog|puppy|pup|hound|terrier|retriever|poodle|beagle|dachshund|corgi)\b/],
  ['bear', /\b(bear|cub|grizzly|panda|teddy)\b/],
  ['rabbit', /\b(rabbit|bunny|hare)\b/],
];

const HAIR_STYLE_WORDS = ['pigtails', 'ponytail', 'braids', 'bun', 'bob', 'afro', 'curly', 'wavy', 'spiky', 'long', 'short', 'buzz', 'bald'] as const;

const GARMENTS =
  'raincoat|trench coat|overcoat|coat|parka|cloak|jacket|blazer|cardigan|vest|waistcoat|hoodie|t-shirt|tshirt|tee|tank top|polo|dress|gown|robe|kimono|shirt|blouse|sweater|jumper|tunic|uniform|pullover|armou?r|suit|overalls|jersey|shorts|skirt|trousers|pants|jeans|leggings|joggers|boots|wellies|shoes|sneakers|trainers|sandals|slippers|baseball cap|cap|beanie|crown|tiara|wizard hat|witch hat|top hat|helmet|beret|hair bow|bow tie|bow|ribbon|hat|fedora|scarf|bandana|cape|tie|collar|apron|gloves|mittens|antenna|backpack|bag|glasses|sunglasses|necklace|earrings|headband|watch|umbrella';
const GARMENT_RE = new RegExp(`\\b(${GARMENTS})\\b`, 'g');
const ACCESSORY_WORDS = ['glasses', 'sunglasses', 'freckles', 'beard', 'mustache', 'moustache', 'backpack', 'bag', 'necklace', 'earrings', 'headband', 'cane', 'walking stick', 'watch', 'antenna', 'umbrella'];

const SKIN_TONES = ['#f6d7bd', '#f1c9a5', '#e0ac84', '#c68a5e', '#a16a44', '#7a4b2e', '#5a3522'];
const SKIN_WORDS: Array<[RegExp, number]> = [
  [/\b(pale|fair|porcelain)\b/, 0], [/\blight[- ]skinned|light skin\b/, 1], [/\b(olive|tan|tanned)\b( skin)?/, 3],
  [/\bbrown skin|brown-skinned\b/, 4], [/\b(dark skin|dark-skinned|deep skin|ebony)\b/, 6],
];
const NATURAL_HAIR = ['#2a1b12', '#4a2e1c', '#7a4e2d', '#c8452c', '#e8cd7a', '#222222', '#9a3f23'];
const EYE_COLORS = ['#5a3a22', '#3b6ea5', '#3c8a4a', '#6b5a3a', '#4a4a4a'];
const FUR: Record<Exclude<Species, 'human' | 'robot'>, string[]> = {
  cat: ['#9a9aa2', '#e08a3c', '#2d2d30', '#f3efe6'],
  dog: ['#b07a45', '#e8cd98', '#5b3a22', '#f3efe6'],
  fox: ['#e07a2e'],
  bear: ['#7a5230', '#5b3a22', '#c89b62'],
  rabbit: ['#f2efe9', '#c9b79c', '#9a9aa2'],
};
const OUTFIT_TOPS = ['#3f7fd1', '#d9534f', '#4caf6d', '#f0a830', '#8e5bc9', '#e0708a', '#2aa39a'];

/** FNV-1a: stable defaults per character name. */
function seedOf(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
}

function pick<T>(items: readonly T[], seed: number, salt: number): T {
  return items[(seed >>> salt) % items.length];
}

function parseSpecies(t: string): Species {
  return SPECIES_WORDS.find(([, re]) => re.test(t))?.[0] ?? 'human';
}

function parseAge(t: string): CharacterDescriptor['age'] {
  const years = /(\d{1,3})[- ]?(year|yr)s?[- ]?old/.exec(t) ?? /\baged? (\d{1,3})\b/.exec(t);
  if (years) {
    const n = Number(years[1]);
    return n < 13 ? 'child' : n < 20 ? 'teen' : n < 65 ? 'adult' : 'elder';
  }
  if (/\b(old|elderly|grand(ma|pa|mother|father|ad|ma)|granny|aged|senior|retired)\b/.test(t)) return 'elder';
  if (/\b(teen|teenager|teenage|adolescent)\b/.test(t)) return 'teen';
  if (/\b(child|kid|little|young|boy|girl|toddler|baby|puppy|kitten|cub|bunny|kit)\b/.test(t)) return 'child';
  return 'adult';
}

function parseBuild(t: string): CharacterDescriptor['build'] {
  if (/\b(slim|thin|skinny|slender|lanky|petite)\b/.test(t)) return 'slim';
  if (/\b(broad|stocky|chubby|big|burly|muscular|strong|round|plump|heavy)\b/.test(t)) return 'broad';
  return 'average';
}

function parseHair(t: string, seed: number, age: CharacterDescriptor['age']): { style: string; color: string } {
  const hairClause = /([a-z -]{0,40})\bhair(ed)?\b/.exec(t)?.[1] ?? '';
  const style = HAIR_STYLE_WORDS.find((s) => new RegExp(`\\b${s}\\b`).test(hairClause)) ?? HAIR_STYLE_WORDS.find((s) => new RegExp(`\\b${s}\\b`).test(t) && !['long', 'short'].includes(s));
  const bald = /\bbald\b/.test(t);
  const colorMatch = [...hairClause.matchAll(COLOR_RE)].pop()?.[0] ?? /\b(blonde?|brunette|ginger|auburn|redhead(ed)?)\b/.exec(t)?.[1];
  const color = colorMatch ? colorHex(colorMatch.replace(/redhead(ed)?/, 'ginger')) ?? '#c8452c' : age === 'elder' ? '#d8d8d8' : pick(NATURAL_HAIR, seed, 3);
  const fallback = age === 'elder' ? pick(['short', 'bun', 'bald'], seed, 5) : pick(['short', 'long', 'curly', 'ponytail', 'bob', 'wavy'], seed, 5);
  return { style: bald ? 'bald' : style ?? fallback, color: hairColorFix(color) };
}

/** "Red hair" means ginger, not fire-engine red. */
function hairColorFix(hex: string): string {
  return hex === colorHex('red') ? '#c8452c' : hex;
}

/** Coloured garments and accessories named in a text, e.g. "a red sweater and blue jeans". */
export function parseOutfitText(text: string): Array<{ piece: string; color: string }> {
  return parseOutfit(text.toLowerCase());
}

function parseOutfit(t: string): Array<{ piece: string; color: string }> {
  const out: Array<{ piece: string; color: string }> = [];
  for (const m of t.matchAll(GARMENT_RE)) {
    const color = colorWordBefore(t, m.index ?? 0);
    const piece = m[1] === 'tshirt' ? 't-shirt' : m[1];
    if (color && !out.some((o) => o.piece === piece)) out.push({ piece, color });
  }
  return out;
}

function parseAccessories(t: string): string[] {
  return ACCESSORY_WORDS.filter((a) => new RegExp(`\\b${a}\\b`).test(t) && !(a === 'glasses' && /\bsunglasses\b/.test(t) && !/\b(?<!sun)glasses\b/.test(t)));
}

function defaultSkin(species: Species, seed: number): string {
  if (species === 'human') return pick(SKIN_TONES, seed, 7);
  if (species === 'robot') return '#b8c2cc';
  return pick(FUR[species], seed, 7);
}

function parseSkin(t: string, species: Species, seed: number): string {
  if (species === 'human') {
    const tone = SKIN_WORDS.find(([re]) => re.test(t));
    if (tone) return SKIN_TONES[tone[1]];
    return /\bfreckle/.test(t) ? pick(SKIN_TONES.slice(0, 2), seed, 7) : defaultSkin(species, seed);
  }
  // The body colour of an animal or robot is the colour named right before its species word, or before "fur".
  const noun = SPECIES_WORDS.find(([s]) => s === species)![1].exec(t);
  const fur = /\b(fur|coat|plating|body)\b/.exec(t);
  return (noun && colorWordBefore(t, noun.index)) ?? (fur && colorWordBefore(t, fur.index)) ?? defaultSkin(species, seed);
}

function parseEyes(t: string, species: Species, seed: number): string {
  const m = /\beyes?\b/.exec(t);
  const named = m ? colorWordBefore(t, m.index) : undefined;
  if (named) return named;
  return species === 'robot' ? '#39d0ff' : species === 'human' ? pick(EYE_COLORS, seed, 9) : '#2b2220';
}

/** Humans with nothing said about clothes get a simple seeded outfit, so they are never drawn bare. */
function defaultOutfit(species: Species, outfit: Array<{ piece: string; color: string }>, seed: number): Array<{ piece: string; color: string }> {
  if (species !== 'human' || outfit.length) return outfit;
  return [
    { piece: 'shirt', color: pick(OUTFIT_TOPS, seed, 11) },
    { piece: 'trousers', color: pick(['#3b4252', '#4a5d8a', '#6b4f3a'], seed, 13) },
    { piece: 'shoes', color: '#3a2a22' },
  ];
}

export function describeCharacter(name: string, description: string): CharacterDescriptor {
  const t = description.toLowerCase();
  const seed = seedOf(name.toLowerCase());
  const species = parseSpecies(t);
  const age = parseAge(t);
  const hair = species === 'human' ? parseHair(t, seed, age) : { style: 'none', color: parseSkin(t, species, seed) };
  const skin = parseSkin(t, species, seed);
  const outfit = defaultOutfit(species, parseOutfit(t), seed);
  const eyes = parseEyes(t, species, seed);
  const palette = [...new Set([hair.color, skin, eyes, ...outfit.map((o) => o.color)])];
  return { species, age, hair: species === 'human' ? hair : { style: 'none', color: skin }, skin, eyes, build: parseBuild(t), outfit, accessories: parseAccessories(t), palette };
}

/** The built-in, offline DescriptorExtractor: deterministic text parsing, no model. */
export class BuiltinDescriptorExtractor implements DescriptorExtractor {
  async describe(input: { name: string; description: string; sourceImage?: Buffer }): Promise<CharacterDescriptor> {
    return describeCharacter(input.name, input.description);
  }
}
