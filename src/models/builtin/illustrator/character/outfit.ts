import type { CharacterDescriptor } from '../../../../vocabulary';
import { darken, mix } from '../color';
import { hashString } from '../rng';

/** The outfit sorted into the slots the body is drawn with. */
export interface Wardrobe {
  top?: { color: string; sleeves: 'long' | 'short' | 'none' };
  outer?: { color: string; long: boolean; hood: boolean };
  bottom?: { color: string; kind: 'trousers' | 'shorts' | 'skirt' };
  dress?: string;
  shoes?: { color: string; boots: boolean };
  hat?: { color: string; kind: 'cap' | 'beanie' | 'brim' | 'crown' | 'wizard' | 'top' | 'helmet' | 'beret' | 'bow' };
  scarf?: string;
  cape?: string;
  tie?: string;
  apron?: string;
}

type Slot = keyof Wardrobe;
const SLOT_WORDS: Array<[RegExp, Slot, string]> = [
  [/bow ?tie|necktie|\btie\b|collar/, 'tie', ''],
  [/baseball cap|\bcap\b/, 'hat', 'cap'],
  [/beanie|bobble|woolly hat/, 'hat', 'beanie'],
  [/crown|tiara/, 'hat', 'crown'],
  [/wizard|witch|party hat|paper hat/, 'hat', 'wizard'],
  [/top hat/, 'hat', 'top'],
  [/helmet/, 'hat', 'helmet'],
  [/beret/, 'hat', 'beret'],
  [/hair ?bow|\bbow\b|ribbon/, 'hat', 'bow'],
  [/\bhat|fedora|sombrero/, 'hat', 'brim'],
  [/raincoat|parka/, 'outer', 'hood'],
  [/trench|overcoat|coat|cloak/, 'outer', 'long'],
  [/jacket|blazer|cardigan|vest|waistcoat/, 'outer', 'short'],
  [/hoodie/, 'top', 'long'],
  [/t-?shirt|tee\b|tank|polo/, 'top', 'short'],
  [/dress|gown|robe|kimono/, 'dress', ''],
  [/shirt|blouse|sweater|jumper|top|tunic|uniform|pullover|armou?r|suit|overalls|jersey/, 'top', 'long'],
  [/shorts/, 'bottom', 'shorts'],
  [/skirt/, 'bottom', 'skirt'],
  [/trousers|pants|jeans|leggings|slacks|joggers/, 'bottom', 'trousers'],
  [/boots?|wellies|wellingtons/, 'shoes', 'boots'],
  [/shoes?|sneakers?|trainers|sandals|slippers|loafers/, 'shoes', 'shoes'],
  [/scarf|bandana|neckerchief/, 'scarf', ''],
  [/cape/, 'cape', ''],
  [/apron/, 'apron', ''],
];

/** The wardrobe slot a garment word fills, or the word itself when it is not a garment. */
export function slotOf(piece: string): string {
  const p = piece.toLowerCase();
  return SLOT_WORDS.find(([re]) => re.test(p))?.[1] ?? p;
}

const DEFAULT_TOPS = ['#3f7fd1', '#d9534f', '#4caf6d', '#f0a830', '#8e5bc9', '#e0708a', '#2aa39a'];

export function wardrobe(d: CharacterDescriptor, name: string): Wardrobe {
  const w: Wardrobe = {};
  for (const { piece, color } of d.outfit) {
    const p = piece.toLowerCase();
    const match = SLOT_WORDS.find(([re]) => re.test(p));
    if (!match) continue;
    const [, slot, kind] = match;
    if (w[slot]) continue;
    assign(w, slot, kind, color);
  }
  if (d.species === 'human') dressDefaults(w, d, name);
  return w;
}

function assign(w: Wardrobe, slot: Slot, kind: string, color: string): void {
  switch (slot) {
    case 'outer':
      w.outer = { color, long: kind !== 'short', hood: kind === 'hood' };
      break;
    case 'top':
      w.top = { color, sleeves: kind === 'short' ? 'short' : 'long' };
      break;
    case 'bottom':
      w.bottom = { color, kind: kind as 'trousers' | 'shorts' | 'skirt' };
      break;
    case 'shoes':
      w.shoes = { color, boots: kind === 'boots' };
      break;
    case 'hat':
      w.hat = { color, kind: kind as NonNullable<Wardrobe['hat']>['kind'] };
      break;
    default:
      w[slot] = color;
  }
}

/** Humans are never drawn naked: fill the missing basics with colours seeded from the name. */
function dressDefaults(w: Wardrobe, d: CharacterDescriptor, name: string): void {
  const h = hashString(name);
  if (!w.top && !w.dress) w.top = { color: w.outer ? mix(w.outer.color, '#ffffff', 0.7) : DEFAULT_TOPS[h % DEFAULT_TOPS.length], sleeves: 'long' };
  if (!w.bottom && !w.dress) w.bottom = { color: d.age === 'child' ? '#4a5d8a' : '#3b4252', kind: 'trousers' };
  if (!w.shoes) w.shoes = { color: darken(w.bottom?.color ?? w.dress ?? '#444444', 0.45), boots: false };
}

/** Colour of a named accessory: taken from a matching outfit piece when the description gave one. */
export function accessoryColor(d: CharacterDescriptor, word: string, fallback: string): string {
  return d.outfit.find((o) => o.piece.toLowerCase().includes(word))?.color ?? fallback;
}

export function hasAccessory(d: CharacterDescriptor, word: string): boolean {
  return d.accessories.some((a) => a.toLowerCase().includes(word)) || d.outfit.some((o) => o.piece.toLowerCase().includes(word));
}
