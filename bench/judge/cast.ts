/**
 * Seeded casts for the judge evaluation, written the way users describe characters and parsed by the
 * built-in descriptor extractor. Characters come in families of hard negatives: a base character and
 * siblings that share its hair colour and style, its top, or its species and colour, and differ in at
 * least two other visible things.
 */
import { describeCharacter } from '../../src/models/builtin/descriptor';
import { createRng, type Rng } from '../../src/models/builtin/illustrator/rng';
import type { CharacterDescriptor, Species } from '../../src/vocabulary';

export type Split = 'tuning' | 'evaluation';
export type Family = 'hair' | 'top' | 'species';
type Age = CharacterDescriptor['age'];

interface Garment {
  piece: string;
  colour: string;
}

/** What the generator decided about a character, before it becomes words. */
export interface Traits {
  species: Species;
  age: Age;
  gender: 'female' | 'male';
  build?: 'slim' | 'stocky';
  /** Fur or plating colour word (animals and robots). */
  coat?: string;
  hair?: { style: string; colour?: string };
  skin?: string;
  top?: Garment;
  bottom?: Garment;
  shoes?: Garment;
  hat?: Garment;
  scarf?: Garment;
  accessories: string[];
}

export interface CastMember {
  name: string;
  description: string;
  descriptor: CharacterDescriptor;
  traits: Traits;
  /** Characters of one family are hard negatives of each other. */
  family: number;
  /** Why this character is in its family: the trait it shares with the family's first character. */
  shares?: Family;
}

const NAMES = [
  'Ada', 'Ben', 'Cleo', 'Dev', 'Elsa', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jude', 'Kira', 'Lars', 'Maya', 'Nico', 'Opal', 'Paz',
  'Quinn', 'Rosa', 'Saul', 'Tess', 'Uma', 'Vik', 'Wren', 'Xavi', 'Yara', 'Zane', 'Alba', 'Bodhi', 'Cass', 'Dina', 'Emil',
  'Faye', 'Gus', 'Hana', 'Ivo', 'Juno', 'Kofi', 'Lila', 'Milo', 'Nell', 'Otto', 'Pia', 'Remy', 'Sia', 'Theo', 'Ula', 'Vera',
  'Wes', 'Yuki', 'Zara', 'Abel', 'Bea', 'Cyrus', 'Dora', 'Eli', 'Flor', 'Gael', 'Hedy', 'Ines', 'Joss', 'Kai', 'Lev', 'Mina',
  'Noor', 'Oren', 'Pell', 'Rafe', 'Suki', 'Tomas', 'Udo', 'Viv', 'Wim', 'Yves', 'Zoe', 'Arlo', 'Bram', 'Cora', 'Dax', 'Edie',
  'Fritz', 'Greta', 'Hal', 'Ilse', 'Jem', 'Kit', 'Lou', 'Mags', 'Ned', 'Orla', 'Pip', 'Rue', 'Sol', 'Tam', 'Ugo', 'Val', 'Zed',
];

const HAIR_COLOURS = ['black', 'brown', 'dark brown', 'light brown', 'blonde', 'red', 'auburn', 'grey', 'white'];
const HAIR_STYLES = ['short', 'long', 'curly', 'wavy', 'ponytail', 'pigtails', 'braids', 'bun', 'bob', 'afro', 'spiky', 'buzz'];
const SKINS = ['pale skin', 'olive skin', 'brown skin', 'dark skin'];
const CLOTH_COLOURS = [
  'red', 'blue', 'green', 'yellow', 'orange', 'purple', 'pink', 'teal', 'navy', 'brown', 'black', 'white', 'grey', 'maroon',
  'lavender', 'mint', 'khaki', 'turquoise', 'coral', 'beige', 'dark green', 'light blue', 'mustard',
];
const TOPS = ['t-shirt', 'shirt', 'sweater', 'hoodie', 'dress', 'jacket', 'coat', 'raincoat', 'cardigan', 'blouse'];
const BOTTOMS = ['jeans', 'trousers', 'shorts', 'skirt', 'leggings'];
const SHOES = ['boots', 'sneakers', 'shoes', 'sandals'];
const HATS = ['cap', 'beanie', 'hat', 'beret', 'bow'];
const HUMAN_ACCESSORIES = ['glasses', 'sunglasses', 'freckles', 'backpack', 'bag', 'necklace', 'earrings', 'headband', 'watch'];
const ANIMAL_ACCESSORIES = ['glasses', 'backpack', 'bag', 'necklace'];
const ANIMAL_WEAR = ['scarf', 'collar', 'bandana', 'sweater', 'dress', 'overalls', 'hoodie'];
const COATS: Record<Exclude<Species, 'human'>, string[]> = {
  cat: ['grey', 'orange', 'black', 'white', 'brown', 'cream'],
  dog: ['brown', 'light brown', 'black', 'white', 'golden', 'cream'],
  fox: ['orange', 'red', 'silver'],
  bear: ['brown', 'dark brown', 'black', 'white', 'tan'],
  rabbit: ['white', 'grey', 'brown', 'cream'],
  robot: ['silver', 'gold', 'blue', 'red', 'white', 'bronze', 'teal'],
};
const ANIMALS: Array<Exclude<Species, 'human'>> = ['cat', 'dog', 'fox', 'bear', 'rabbit', 'robot'];

const NOUNS: Record<Age, Record<Traits['gender'], string>> = {
  child: { female: 'girl', male: 'boy' },
  teen: { female: 'teenage girl', male: 'teenage boy' },
  adult: { female: 'woman', male: 'man' },
  elder: { female: 'elderly woman', male: 'elderly man' },
};

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');
const garment = (rng: Rng, pieces: string[], except?: string): Garment => ({ piece: rng.pick(pieces), colour: pickOther(rng, CLOTH_COLOURS, except) });

function pickOther(rng: Rng, items: string[], except?: string): string {
  const choices = items.filter((item) => item !== except);
  return rng.pick(choices);
}

function humanTraits(rng: Rng): Traits {
  const age = rng.pick<Age>(['child', 'child', 'teen', 'adult', 'adult', 'adult', 'elder']);
  const gender = rng.pick<Traits['gender']>(['female', 'male']);
  const hairColour = age === 'elder' ? rng.pick(['grey', 'white', 'black', 'brown']) : rng.pick(HAIR_COLOURS.filter((c) => c !== 'grey'));
  const style = gender === 'male' && age !== 'child' && rng.next() < 0.15 ? 'bald' : rng.pick(HAIR_STYLES);
  const top = garment(rng, TOPS);
  const traits: Traits = {
    species: 'human',
    age,
    gender,
    build: rng.pick([undefined, undefined, 'slim', 'stocky']),
    hair: { style, colour: style === 'bald' ? undefined : hairColour },
    skin: rng.next() < 0.6 ? rng.pick(SKINS) : undefined,
    top,
    bottom: top.piece === 'dress' ? undefined : garment(rng, gender === 'male' ? BOTTOMS.filter((b) => b !== 'skirt') : BOTTOMS, top.colour),
    shoes: garment(rng, SHOES),
    hat: rng.next() < 0.25 ? garment(rng, HATS) : undefined,
    scarf: rng.next() < 0.12 ? garment(rng, ['scarf']) : undefined,
    accessories: [],
  };
  traits.accessories = accessories(rng, traits, HUMAN_ACCESSORIES, 0.45);
  return traits;
}

function accessories(rng: Rng, traits: Traits, choices: string[], chance: number): string[] {
  const adultMale = traits.species === 'human' && traits.gender === 'male' && (traits.age === 'adult' || traits.age === 'elder');
  const pool = [...choices, ...(adultMale ? ['beard', 'mustache'] : []), ...(traits.age === 'elder' ? ['cane'] : [])];
  const picked: string[] = [];
  while (rng.next() < chance && picked.length < 2) {
    const item = rng.pick(pool.filter((a) => !picked.includes(a) && !(a.includes('glasses') && picked.some((p) => p.includes('glasses')))));
    if (item) picked.push(item);
  }
  return picked;
}

function animalTraits(rng: Rng, species: Exclude<Species, 'human'>): Traits {
  const traits: Traits = {
    species,
    age: rng.pick<Age>(['child', 'adult', 'adult']),
    gender: rng.pick<Traits['gender']>(['female', 'male']),
    build: rng.pick([undefined, undefined, 'slim', 'stocky']),
    coat: rng.pick(COATS[species]),
    accessories: [],
  };
  animalWear(rng, traits);
  traits.accessories = accessories(rng, traits, ANIMAL_ACCESSORIES, 0.3);
  return traits;
}

/** Animals and robots wear one or two pieces, or nothing. */
function animalWear(rng: Rng, traits: Traits): void {
  const pieces = rng.next() < 0.15 ? [] : rng.next() < 0.6 ? [rng.pick(ANIMAL_WEAR)] : [rng.pick(ANIMAL_WEAR), rng.pick(['hat', 'cap', 'beanie', 'boots', 'scarf'])];
  traits.top = undefined;
  traits.scarf = undefined;
  traits.hat = undefined;
  traits.shoes = undefined;
  for (const piece of pieces) {
    const worn = { piece, colour: pickOther(rng, CLOTH_COLOURS, traits.coat) };
    if (['scarf', 'collar', 'bandana'].includes(piece)) traits.scarf ??= worn;
    else if (['hat', 'cap', 'beanie'].includes(piece)) traits.hat ??= worn;
    else if (piece === 'boots') traits.shoes ??= worn;
    else traits.top ??= worn;
  }
}

function randomTraits(rng: Rng): Traits {
  return rng.next() < 0.55 ? humanTraits(rng) : animalTraits(rng, rng.pick(ANIMALS));
}

/** The visible things two characters differ in (hair, skin, coat, each garment, accessories, build, age). */
export function differences(a: Traits, b: Traits): string[] {
  const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
  const out: string[] = [];
  if (a.species !== b.species) out.push('species');
  if (!same(a.hair, b.hair)) out.push('hair');
  if (!same(a.coat, b.coat)) out.push('coat');
  if (!same(a.skin, b.skin)) out.push('skin');
  for (const slot of ['top', 'bottom', 'shoes', 'hat', 'scarf'] as const) if (!same(a[slot], b[slot])) out.push(slot);
  if (!same([...a.accessories].sort(), [...b.accessories].sort())) out.push('accessories');
  if (a.age !== b.age) out.push('age');
  return out;
}

/** A character that shares `shares` with the base and differs from it in at least two other visible things. */
function sibling(rng: Rng, base: Traits, shares: Family): Traits {
  for (;;) {
    let traits: Traits;
    if (shares === 'species') {
      traits = animalTraits(rng, base.species as Exclude<Species, 'human'>);
      traits.coat = base.coat;
    } else {
      traits = humanTraits(rng);
      if (shares === 'hair') traits.hair = { ...base.hair! };
      else {
        traits.top = { ...base.top! };
        if (traits.top.piece === 'dress') traits.bottom = undefined;
        else traits.bottom ??= garment(rng, BOTTOMS, traits.top.colour);
      }
    }
    if (differences(base, traits).filter((d) => d !== 'skin' && d !== 'age').length >= 2) return traits;
  }
}

const HUMAN_FAMILIES: Family[] = ['hair', 'top'];

function familyBase(rng: Rng, shares: Family): Traits {
  if (shares === 'species') return animalTraits(rng, rng.pick(ANIMALS));
  const base = humanTraits(rng);
  if (shares === 'hair' && base.hair?.style === 'bald') base.hair = { style: rng.pick(HAIR_STYLES), colour: rng.pick(HAIR_COLOURS) };
  return base;
}

/** Hair as people write it: "curly red hair", "black hair in pigtails", "black afro hair". */
function hairWords(traits: Traits): string {
  const hair = traits.hair!;
  if (hair.style === 'bald') return '';
  if (['ponytail', 'bun'].includes(hair.style)) return ` with ${hair.colour} hair in a ${hair.style}`;
  if (['pigtails', 'braids'].includes(hair.style)) return ` with ${hair.colour} hair in ${hair.style}`;
  if (hair.style === 'afro') return ` with ${hair.colour} afro hair`;
  if (hair.style === 'buzz') return ` with buzz-cut ${hair.colour} hair`;
  if (hair.style === 'bob') return ` with ${hair.colour} bob-cut hair`;
  return ` with ${hair.style} ${hair.colour} hair`;
}

const PLURAL = /s$/;

function wearing(traits: Traits): string[] {
  const clothes = [traits.top, traits.bottom, traits.shoes, traits.hat, traits.scarf].filter((g): g is Garment => g !== undefined);
  return clothes.map((g, i) => `${i === 0 && !PLURAL.test(g.piece) ? `${article(g.colour)} ` : ''}${g.colour} ${g.piece}`);
}

function accessoryWords(items: string[]): string {
  const words = items.map((a) => (['glasses', 'sunglasses', 'freckles', 'earrings'].includes(a) ? a : `${article(a)} ${a}`));
  return words.length ? `, with ${words.join(' and ')}` : '';
}

/** A description as a user writes it, e.g. "a slim woman with curly red hair and dark skin, wearing a teal coat, ...". */
export function describe(traits: Traits): string {
  const build = traits.build ? `${traits.build} ` : '';
  const clothes = wearing(traits);
  const outfit = clothes.length ? `, wearing ${clothes.slice(0, -1).join(', ')}${clothes.length > 1 ? ' and ' : ''}${clothes[clothes.length - 1]}` : '';
  if (traits.species === 'human') {
    const noun = NOUNS[traits.age][traits.gender];
    const bald = traits.hair?.style === 'bald' ? 'bald ' : '';
    const skin = traits.skin ? `${traits.hair?.style === 'bald' ? ' with' : ' and'} ${traits.skin}` : '';
    return `${article(build || bald || noun)} ${build}${bald}${noun}${hairWords(traits)}${skin}${outfit}${accessoryWords(traits.accessories)}`;
  }
  const little = traits.age === 'child' && traits.species !== 'robot' ? 'little ' : '';
  const lead = `${build}${little}${traits.coat} ${traits.species}`;
  return `${article(lead)} ${lead}${outfit}${accessoryWords(traits.accessories)}`;
}

export interface CastOptions {
  /** Families of hard negatives (two or three characters each). */
  families: number;
  /** Characters outside any family. */
  loners: number;
  /** Another seeded stream of the same split's names (for samples drawn beside the split). */
  stream?: string;
}

/** The seeded cast of a split: the same split always gives the same characters, names and words. */
export function generateCast(split: Split, options: CastOptions): CastMember[] {
  const rng = createRng(split === 'tuning' ? 1 : 2, `judge-cast-${split}${options.stream ?? ''}`);
  const names = NAMES.filter((_, i) => i % 2 === (split === 'tuning' ? 0 : 1));
  const cast: CastMember[] = [];
  const add = (traits: Traits, family: number, shares?: Family) => {
    const name = names[cast.length % names.length] + (cast.length >= names.length ? String(Math.floor(cast.length / names.length) + 1) : '');
    const description = describe(traits);
    cast.push({ name, description, descriptor: describeCharacter(name, description), traits, family, shares });
  };
  for (let family = 0; family < options.families; family += 1) {
    const shares: Family = family % 3 === 2 ? 'species' : HUMAN_FAMILIES[family % 3];
    const base = familyBase(rng, shares);
    add(base, family);
    const size = rng.next() < 0.4 ? 3 : 2;
    for (let i = 1; i < size; i += 1) add(sibling(rng, base, shares), family, shares);
  }
  for (let i = 0; i < options.loners; i += 1) add(randomTraits(rng), options.families + i);
  return cast;
}
