/**
 * Reads a description word by word: colours, patterns and materials wait for the noun they describe (a garment,
 * the hair, the skin, the eyes, a beard, the animal itself) and go to that noun only, so "black braids, brown skin"
 * gives black hair and brown skin, and "a red and white checked shirt" a red checked shirt.
 */
import { colorHex } from './colours';
import {
  BODY_NOUNS, BREAKS, DETAILS, FACIAL_HAIR, HAIR_COLOUR_NOUNS, HAIR_MODIFIERS, HAIR_NOUNS, HairStyleWord, MATERIALS, NATURAL_COATS, Pattern, PATTERNS, SHADES,
  strongerStyle, WORN, WornKind,
} from './lexicon';

export interface WornPiece {
  /** The piece without its pattern (see pieceName). */
  piece: string;
  kind: WornKind;
  pattern?: Pattern;
  /** The colour word the text named, or a material or "matching" implied. */
  colour?: string;
}

export interface Reading {
  hair: { colour?: string; style?: HairStyleWord };
  /** Words said before "skin" (a colour and shades), joined. */
  skin?: string;
  eyes?: string;
  /** An animal's or robot's body colour. */
  body?: string;
  worn: WornPiece[];
  /** "grey beard", "moustache". */
  facial: string[];
}

type Token =
  | { kind: 'colour'; word: string }
  | { kind: 'shade'; word: string }
  | { kind: 'pattern'; pattern: Pattern; plural: boolean }
  | { kind: 'material'; colour?: string }
  | { kind: 'worn'; piece: string; worn: WornKind; word: string }
  | { kind: 'hair'; style?: HairStyleWord }
  | { kind: 'hairModifier'; style: HairStyleWord }
  | { kind: 'hairColour'; colour: string }
  | { kind: 'facial'; piece: string }
  | { kind: 'skin' | 'eyes' | 'body' | 'species' | 'matching' }
  | { kind: 'break'; word: string }
  | { kind: 'other'; word: string };

const PHRASES = new Map<string, Token>();
const add = (words: string, token: Token) => {
  if (!PHRASES.has(words)) PHRASES.set(words, token);
};
for (const [word, piece, worn] of WORN) add(word, { kind: 'worn', piece, worn, word });
for (const [word, style] of HAIR_NOUNS) add(word, { kind: 'hair', style });
for (const [word, piece] of FACIAL_HAIR) add(word, { kind: 'facial', piece });
for (const [word, pattern] of PATTERNS) add(word, { kind: 'pattern', pattern, plural: word.endsWith('s') && !word.endsWith('ss') && !['stripy', 'spotty'].includes(word) });
for (const [word, colour] of HAIR_COLOUR_NOUNS) add(word, { kind: 'hairColour', colour });
for (const [word, style] of HAIR_MODIFIERS) add(word, { kind: 'hairModifier', style });
for (const word of ['skin', 'complexion']) add(word, { kind: 'skin' });
for (const word of ['eyes', 'eye']) add(word, { kind: 'eyes' });
for (const word of BODY_NOUNS) add(word, { kind: 'body' });
add('matching', { kind: 'matching' });
const MAX_WORDS = 3;

const isColour = (word: string) => colorHex(word) !== undefined;

/** Longest phrase at `i`: multi-word colours and pieces first, then single words. */
function tokenAt(words: string[], i: number, speciesWords: Set<string>): { token: Token; length: number } {
  for (let length = MAX_WORDS; length >= 1; length -= 1) {
    if (i + length > words.length) continue;
    const phrase = words.slice(i, i + length).join(' ');
    if (length > 1 && isColour(phrase)) return { token: { kind: 'colour', word: phrase }, length };
    const known = PHRASES.get(phrase);
    if (known) return { token: known, length };
  }
  const word = words[i];
  if (speciesWords.has(word)) return { token: { kind: 'species' }, length: 1 };
  const skinned = /^(.+)-skinned$/.exec(word);
  if (skinned) return { token: { kind: 'shade', word: skinned[1] }, length: 1 };
  if (isColour(word)) return { token: { kind: 'colour', word }, length: 1 };
  if (SHADES.includes(word)) return { token: { kind: 'shade', word }, length: 1 };
  const material = MATERIALS.find(([m]) => m === word);
  if (material) return { token: { kind: 'material', colour: material[1] }, length: 1 };
  if (BREAKS.has(word)) return { token: { kind: 'break', word }, length: 1 };
  return { token: { kind: 'other', word }, length: 1 };
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:[-'][a-z0-9]+)*|[.,;:!?()]/g) ?? [];
}

interface Pending {
  colours: string[];
  shades: string[];
  pattern?: Pattern;
  materialColour?: string;
  matching: boolean;
  hairStyle?: HairStyleWord;
}

const empty = (): Pending => ({ colours: [], shades: [], matching: false });

/**
 * Reads the description. `animal`: the character is an animal (its coat may be fur); `speciesWords`: the words that
 * name its species ("a brown bear cub": the colour before them is the body colour).
 */
export function readDescription(text: string, animal: boolean, speciesWords: Set<string>): Reading {
  const list = words(text);
  const reading: Reading = { hair: {}, worn: [], facial: [] };
  let pending = empty();
  /** The word that opened the current clause ("with", "in", ...), and the last piece named in it. */
  let lead = '';
  let last: WornPiece | undefined;
  const takeColour = () => pending.colours[0];
  for (let i = 0; i < list.length; ) {
    const { token, length } = tokenAt(list, i, speciesWords);
    i += length;
    switch (token.kind) {
      case 'colour':
        pending.colours.push(token.word);
        break;
      case 'shade':
        pending.shades.push(token.word);
        break;
      case 'material':
        pending.materialColour ??= token.colour;
        break;
      case 'matching':
        pending.matching = true;
        break;
      case 'hairModifier':
        pending.hairStyle = strongerStyle(pending.hairStyle, token.style);
        break;
      case 'pattern':
        if (token.plural && last && !pending.pattern) {
          // "a poncho with red and yellow stripes": the stripes and their colour belong to the piece before.
          last.pattern ??= token.pattern;
          last.colour ??= takeColour();
          pending = empty();
        } else pending.pattern = token.pattern;
        break;
      case 'worn': {
        if (token.piece === 'coat' && animal && lead === 'with' && takeColour() && NATURAL_COATS.has(takeColour())) {
          reading.body ??= takeColour();
        } else {
          last = wornPiece(token.piece, token.worn, pending, last);
          reading.worn.push(last);
        }
        pending = empty();
        break;
      }
      case 'hair':
        if (takeColour()) reading.hair.colour = takeColour();
        for (const style of [pending.hairStyle, token.style]) if (style) reading.hair.style = strongerStyle(reading.hair.style, style);
        pending = empty();
        break;
      case 'hairColour':
        reading.hair.colour ??= token.colour;
        break;
      case 'facial':
        reading.facial.push(takeColour() ? `${takeColour()} ${token.piece}` : token.piece);
        pending = empty();
        break;
      case 'skin':
        reading.skin = [...pending.shades, ...pending.colours].join(' ') || undefined;
        pending = empty();
        break;
      case 'eyes':
        reading.eyes = takeColour() ?? reading.eyes;
        pending = empty();
        break;
      case 'body':
      case 'species':
        if (takeColour()) reading.body ??= takeColour();
        if (!animal && token.kind === 'species') reading.hair.colour ??= pending.colours.find((c) => HAIR_COLOUR_NOUNS.some(([, h]) => h === c));
        if (pending.shades.length && token.kind === 'species' && !animal) reading.skin ??= pending.shades.join(' ');
        pending = empty();
        break;
      case 'break':
        if (token.word === 'and' && pending.colours.length && isColour(list[i] ?? '')) break;
        if (token.word === 'in' && last && !last.colour && isColour(list[i] ?? '') && endsClause(list, i)) {
          // "a plaid shirt in green"
          last.colour = colourRun(list, i);
          i += last.colour.split(' ').length;
          break;
        }
        if (token.word !== 'and') lead = token.word;
        if ([',', '.', ';'].includes(token.word)) last = undefined;
        pending = empty();
        break;
      default:
        if (takeColour() && endsAt(list, i) && !DETAILS.has(token.word)) {
          // A coloured word the lexicon does not know ("green scrubs", "a yellow onesie") is still something worn.
          last = wornPiece(token.word, 'garment', pending, last);
          reading.worn.push(last);
          pending = empty();
        }
        break;
    }
  }
  return reading;
}

const endsAt = (list: string[], i: number) => i >= list.length || BREAKS.has(list[i]);

/** The colour at `i` (one or more words). */
function colourRun(list: string[], i: number): string {
  for (let length = MAX_WORDS; length >= 1; length -= 1) {
    const phrase = list.slice(i, i + length).join(' ');
    if (isColour(phrase)) return phrase;
  }
  return list[i];
}

/** Whether the colour at `i` ends its clause (it is not the colour of a noun that follows). */
function endsClause(list: string[], i: number): boolean {
  return endsAt(list, i + colourRun(list, i).split(' ').length);
}

/** "striped shirt": the pattern is part of what the descriptor calls the piece. */
export function pieceName(worn: WornPiece): string {
  return worn.pattern ? `${worn.pattern} ${worn.piece}` : worn.piece;
}

function wornPiece(piece: string, kind: WornKind, pending: Pending, last: WornPiece | undefined): WornPiece {
  const named = pending.colours[0];
  const implied = pending.matching ? last?.colour : pending.materialColour;
  const colour = named ?? implied;
  return { piece, kind, pattern: pending.pattern, colour };
}
