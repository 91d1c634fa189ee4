/**
 * How many of the attributes a description states the descriptor keeps, and what it adds that the text did not say.
 * Colours are compared in Lab (the descriptor's own hex for the word as the reference), skin by lightness bands.
 */
import { colorHex } from '../../src/models/builtin/descriptor';
import { deltaE, hexToRgb, toLab } from '../../src/models/builtin/judge/pixels';
import type { CharacterDescriptor } from '../../src/vocabulary';
import type { DescribedCharacter } from './descriptions';

/** Lab distance under which two colours are the same colour word. */
const SAME_COLOUR = 22;
const PATTERNS = ['striped', 'checked', 'spotted', 'floral'];
/** Lightness (L*) bands of the skin words. */
const SKIN_BANDS: Record<string, [number, number]> = { fair: [76, 100], 'light brown': [55, 80], olive: [55, 80], brown: [38, 62], dark: [0, 45] };

export interface AttributeCheck {
  attribute: string;
  kept: boolean;
  /** What the descriptor has instead, for a miss. */
  got?: string;
}

export interface DescriptionResult {
  text: string;
  checks: AttributeCheck[];
  /** Parts the descriptor filled in that the text does not name and that are not neutral defaults said as defaults. */
  invented: string[];
}

const lightness = (hex: string) => toLab(hexToRgb(hex))[0];

function sameColour(word: string, hex: string): boolean {
  const expected = colorHex(word);
  if (!expected) throw new Error(`unknown colour word in the test set: ${word}`);
  return deltaE(toLab(hexToRgb(expected)), toLab(hexToRgb(hex))) <= SAME_COLOUR;
}

/** "light blue striped t-shirt" -> colour "light blue", pattern "striped", piece "t-shirt". */
export function parseWorn(phrase: string): { colour?: string; pattern?: string; piece: string } {
  let rest = phrase.trim();
  let colour: string | undefined;
  for (const length of [3, 2, 1]) {
    const words = rest.split(' ');
    const candidate = words.slice(0, length).join(' ');
    if (words.length > length && colorHex(candidate)) {
      colour = candidate;
      rest = words.slice(length).join(' ');
      break;
    }
  }
  const pattern = PATTERNS.find((p) => rest.startsWith(`${p} `));
  if (pattern) rest = rest.slice(pattern.length + 1);
  return { colour, pattern, piece: rest };
}

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/);

/** The descriptor's piece for an expected one: every word of the expected piece is a word of it. */
function findPiece(d: CharacterDescriptor, piece: string): CharacterDescriptor['outfit'][number] | undefined {
  const wanted = wordsOf(piece);
  return d.outfit.find((o) => wanted.every((w) => wordsOf(o.piece).includes(w)));
}

function checkWorn(d: CharacterDescriptor, phrase: string): AttributeCheck[] {
  const { colour, pattern, piece } = parseWorn(phrase);
  const found = findPiece(d, piece);
  const checks: AttributeCheck[] = [{ attribute: piece, kept: Boolean(found), got: found ? undefined : d.outfit.map((o) => o.piece).join(', ') }];
  if (colour) checks.push({ attribute: `${piece} colour ${colour}`, kept: Boolean(found && sameColour(colour, found.color)), got: found?.color });
  if (pattern) checks.push({ attribute: `${piece} ${pattern}`, kept: Boolean(found && wordsOf(found.piece).includes(pattern)), got: found?.piece });
  return checks;
}

const FACIAL = { beard: ['beard'], moustache: ['moustache', 'mustache'], goatee: ['goatee'] } as const;

/** Facial hair is an accessory, with its colour word when the text gave one (else it is drawn in the hair colour). */
function checkFace(d: CharacterDescriptor, phrase: string): AttributeCheck[] {
  const { colour, piece } = parseWorn(phrase);
  const names: readonly string[] = FACIAL[piece as keyof typeof FACIAL] ?? [piece];
  const found = d.accessories.find((a) => names.some((n) => wordsOf(a).includes(n)));
  const checks: AttributeCheck[] = [{ attribute: piece, kept: Boolean(found), got: found ? undefined : d.accessories.join(', ') }];
  if (colour) {
    const word = found && parseWorn(found).colour;
    const hex = word ? colorHex(word)! : d.hair.color;
    checks.push({ attribute: `${piece} colour ${colour}`, kept: Boolean(found && sameColour(colour, hex)), got: word ?? d.hair.color });
  }
  return checks;
}

function check(attribute: string, kept: boolean, got: string): AttributeCheck {
  return kept ? { attribute, kept } : { attribute, kept, got };
}

export function checkDescription(c: DescribedCharacter, d: CharacterDescriptor): DescriptionResult {
  const e = c.expect;
  const checks: AttributeCheck[] = [];
  if (e.species) checks.push(check(`species ${e.species}`, d.species === e.species, d.species));
  if (e.age) checks.push(check(`age ${e.age}`, d.age === e.age, d.age));
  if (e.coat) checks.push(check(`coat ${e.coat}`, sameColour(e.coat, d.skin), d.skin));
  if (e.hair?.colour) checks.push(check(`hair colour ${e.hair.colour}`, sameColour(e.hair.colour, d.hair.color), d.hair.color));
  if (e.hair?.style) checks.push(check(`hair style ${e.hair.style}`, d.hair.style === e.hair.style, d.hair.style));
  if (e.skin) {
    const [low, high] = SKIN_BANDS[e.skin];
    const l = lightness(d.skin);
    checks.push(check(`skin ${e.skin}`, l >= low && l <= high, `${d.skin} (L ${l.toFixed(0)})`));
  }
  if (e.eyes) checks.push(check(`eyes ${e.eyes}`, sameColour(e.eyes, d.eyes), d.eyes));
  for (const worn of e.wear ?? []) checks.push(...checkWorn(d, worn));
  for (const face of e.face ?? []) checks.push(...checkFace(d, face));
  for (const item of e.accessories ?? []) checks.push(check(item, d.accessories.some((a) => wordsOf(a).includes(item)) || Boolean(findPiece(d, item)), d.accessories.join(', ')));
  return { text: c.text, checks, invented: invented(c, d) };
}

/** Hair styles and pieces the text did not state, unless the descriptor says they are its neutral defaults. */
function invented(c: DescribedCharacter, d: CharacterDescriptor): string[] {
  const out: string[] = [];
  const defaults = d.defaults ?? [];
  if (d.species === 'human' && !c.expect.hair?.style && !['short', 'none'].includes(d.hair.style)) out.push(`hair style ${d.hair.style}`);
  const expected = [...(c.expect.wear ?? []), ...(c.expect.accessories ?? [])].map((w) => wordsOf(parseWorn(w).piece));
  for (const o of d.outfit) {
    const stated = expected.some((words) => words.every((w) => wordsOf(o.piece).includes(w)));
    const inText = wordsOf(o.piece).every((w) => PATTERNS.includes(w) || wordsOf(c.text).includes(w));
    if (!stated && !inText && !defaults.includes(o.piece)) out.push(o.piece);
  }
  return out;
}

export function accuracy(results: DescriptionResult[]): { kept: number; total: number } {
  const all = results.flatMap((r) => r.checks);
  return { kept: all.filter((c) => c.kept).length, total: all.length };
}
