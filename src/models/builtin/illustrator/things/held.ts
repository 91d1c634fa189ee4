import { darken, distance, lighten } from '../color';
import type { Carry } from '../character/poses';
import type { Pen } from '../pen';
import { el, Point } from '../svg';
import { PROPS, propEntry, type PropKey } from '../vocabulary/props';
import { drawIcon } from './icons';

export interface HeldItem {
  kind: PropKey | 'image';
  /** Its colour when the prompt names one ("a red balloon"). */
  color?: string;
  /** PNG data URI for brand products. */
  image?: string;
}

const DRAWN_SCALE = 1.4;

/** Things drawn by hand rather than from the icon set, each in its usual colour. */
const DRAWN_COLOUR: Partial<Record<PropKey | 'image', string>> = {
  book: '#2f6fd6', cup: '#ffffff', balloon: '#e53935', flower: '#f06292', umbrella: '#e53935', phone: '#333333', sword: '#c9a227',
  lantern: '#8d6e63', hairbrush: '#8e24aa', grooming_brush: '#8e24aa', skipping_rope: '#e53935', shopping_bag: '#1e88e5', magnifying_glass: '#2b2b2b', snowball: '#ffffff', bubbles: '#bfe6ff', map: '#f3e3b5', pillow: '#ffffff', kite: '#e53935', watering_can: '#3f9a4a', spade: '#c0392b', rake: '#607d8b', net: '#f5f5f5', vacuum: '#d84315', mop: '#cfd8dc', towel: '#4fc3f7', wheelbarrow: '#2e7d32', marshmallow: '#fdfbf5', paper_plane: '#ffffff', image: '#ffffff',
};

/** How the figure carries the thing: at its side, raised to the head or swung up when the vocabulary says so, else in both hands in front. */
export function carryOf(item: HeldItem): Carry {
  return (item.kind !== 'image' && propEntry(item.kind).carried) || 'front';
}

/** Things whose colour is what they are (snow is white), never changed to stand out from the clothes. */
const OWN_COLOUR = new Set<HeldItem['kind']>(['snowball', 'bubbles', 'marshmallow', 'paper_plane']);

/** A drawn thing's usual colour closer than this to the clothes it is held against would vanish into them. */
const LOST_AGAINST = 90;
/** Colours a held thing takes instead of one lost against the clothes: the one farthest from them. */
const STAND_OUT = ['#e53935', '#1e88e5', '#fbc02d', '#3f9a4a', '#8e24aa', '#ffffff'];

/** The thing's colour: as the prompt says, else its usual one unless that is lost against `against` (the top). */
function heldColour(item: HeldItem, against: string | undefined): string {
  const usual = item.color ?? DRAWN_COLOUR[item.kind] ?? '#e53935';
  if (item.color || !against || OWN_COLOUR.has(item.kind) || distance(usual, against) >= LOST_AGAINST) return usual;
  return STAND_OUT.reduce((best, c) => (distance(c, against) > distance(best, against) ? c : best));
}

/** Draws an item held at `at` in front of clothes of colour `against`; `hand` is the hand size in local units. */
export function drawHeld(pen: Pen, item: HeldItem, [x, y]: Point, hand: number, against?: string): string {
  // Drawn things are sized by the hand that holds them; they read at picture-book size at about this many hands.
  const s = hand * DRAWN_SCALE;
  const c = heldColour(item, against);
  switch (item.kind) {
    case 'book':
      return pen.poly([[x - s * 2.4, y - s * 1.6], [x, y - s * 1.2], [x + s * 2.4, y - s * 1.6], [x + s * 2.4, y + s * 1.2], [x, y + s * 1.6], [x - s * 2.4, y + s * 1.2]], c) +
        pen.poly([[x - s * 2.1, y - s * 1.2], [x, y - s * 0.85], [x + s * 2.1, y - s * 1.2], [x + s * 2.1, y + s * 0.9], [x, y + s * 1.25], [x - s * 2.1, y + s * 0.9]], '#fbf7ec', { 'stroke-width': pen.px(1) });
    case 'cup':
      return pen.rect(x - s * 0.9, y - s * 1.6, s * 1.8, s * 2, c, { rx: s * 0.3 }) + pen.line([[x - s * 0.4, y - s * 2.2], [x - s * 0.2, y - s * 2.8]], '#bbbbbb', 2, true);
    case 'balloon':
      return balloon(pen, c, [x, y], s);
    case 'flower':
      return pen.line([[x, y], [x, y - s * 3.5]], '#3f8f3a', 3) + [0, 1, 2, 3, 4].map((i) => pen.ellipse(x + Math.cos(i * 1.26) * s * 0.8, y - s * 4 + Math.sin(i * 1.26) * s * 0.8, s * 0.6, s * 0.6, c)).join('') + pen.ellipse(x, y - s * 4, s * 0.45, s * 0.45, '#ffd54a');
    case 'umbrella':
      // Held high enough that the canopy clears the head.
      return pen.line([[x, y + s], [x, y - s * 14]], '#3a3030', 3) + pen.path(`M${x - s * 7} ${y - s * 13.5}Q${x} ${y - s * 21} ${x + s * 7} ${y - s * 13.5}Z`, c);
    case 'phone':
      return pen.rect(x - s * 0.7, y - s * 1.3, s * 1.4, s * 2.4, '#2d2d35', { rx: s * 0.25 }) + pen.spotPath([[x - s * 0.5, y - s * 1.05], [x + s * 0.5, y - s * 1.05], [x + s * 0.5, y + s * 0.8], [x - s * 0.5, y + s * 0.8]], '#8fd3ff');
    case 'sword':
      return pen.poly([[x - s * 0.3, y - s * 0.8], [x, y - s * 9], [x + s * 0.3, y - s * 0.8]], '#d8dde3') + pen.rect(x - s * 1.2, y - s * 0.9, s * 2.4, s * 0.5, c);
    case 'lantern':
      return lantern(pen, c, [x, y], s * 1.6);
    case 'hairbrush':
    case 'grooming_brush':
      return hairbrush(pen, c, [x, y], s);
    case 'shopping_bag':
      return shoppingBag(pen, c, [x, y], s);
    case 'magnifying_glass':
      return magnifier(pen, c, [x, y], s);
    case 'skipping_rope':
      return skippingRope(pen, c, [x, y], s);
    case 'net':
      return net(pen, c, [x, y], s);
    case 'bubbles':
      return bubbles(pen, c, [x, y], s);
    case 'snowball':
      return pen.ellipse(x, y - s * 1.2, s * 1.6, s * 1.6, c) + pen.spot(x + s * 0.5, y - s * 0.6, s * 0.9, s * 0.7, '#d6e4f0');
    case 'map':
      return pen.rect(x - s * 2.6, y - s * 1.8, s * 5.2, s * 3.2, '#f3e3b5') + pen.line([[x - s * 1.8, y + s * 0.8], [x - s * 0.3, y - s * 0.5], [x + s * 1.6, y - s * 0.9]], '#c0392b', 2);
    case 'kite':
      return kite(pen, c, [x, y], s);
    case 'watering_can':
      return wateringCan(pen, c, [x, y], s * 1.5);
    case 'pillow':
      return pen.rect(x - s * 3, y - s * 4, s * 6, s * 4, c, { rx: s * 1.4 }) + pen.line([[x - s * 1.8, y - s * 2], [x + s * 1.8, y - s * 2]], '#d8dde3', 2);
    case 'spade':
      return pen.line([[x, y + s * 1.5], [x, y - s * 8]], '#8b5a2b', 4) + pen.poly([[x - s * 1.3, y + s * 1.5], [x + s * 1.3, y + s * 1.5], [x + s * 1.1, y + s * 4], [x, y + s * 4.8], [x - s * 1.1, y + s * 4]], c);
    case 'rake':
      return rake(pen, c, [x, y], s);
    case 'marshmallow':
      // A long stick held out and up, a marshmallow on its end, toasted brown on one side.
      return pen.line([[x, y + s], [x + s * 11, y - s * 5]], '#8b5a2b', 3, true) + pen.rect(x + s * 10.2, y - s * 6.8, s * 2.2, s * 1.9, c, { rx: s * 0.6 }) + pen.spot(x + s * 11.6, y - s * 5.6, s * 0.6, s * 0.5, '#c68642');
    case 'paper_plane':
      // A folded paper dart held up by its keel beside the head, its nose out forward and a little up, ready to throw.
      return pen.poly([[x - s, y - s * 1.5], [x + s * 9, y - s * 4], [x + s * 1.5, y - s * 0.2]], c) + pen.poly([[x - s, y - s * 1.5], [x + s * 9, y - s * 4], [x, y - s * 3.4]], darken(c, 0.12));
    case 'vacuum':
      return vacuum(pen, c, [x, y], s);
    case 'mop':
      return mop(pen, c, [x, y], s);
    case 'towel':
      return towel(pen, c, [x, y], s);
    case 'wheelbarrow':
      return wheelbarrow(pen, c, [x, y], s * 1.5);
    case 'image':
      return item.image ? el('image', { href: item.image, x: x - s * 3, y: y - s * 4.5, width: s * 6, height: s * 6, preserveAspectRatio: 'xMidYMid meet' }) : '';
    default:
      return heldIcon(pen, item, [x, y]);
  }
}

/** Icons leave room around the thing: a held one is drawn larger than its size so the thing itself has it. */
const HELD_SCALE = 1.6;

/** A thing from the icon set, in the hand, its lower part in the grip. */
function heldIcon(pen: Pen, item: HeldItem, [x, y]: Point): string {
  const entry = PROPS[item.kind as PropKey] as { icon?: string; size: number };
  return entry.icon ? drawIcon(pen, entry.icon, { x, y, size: entry.size * HELD_SCALE, anchor: [16, 22], tint: item.color }) : '';
}

/**
 * A balloon on a long string from the hand at the side, floating out and up past the head: straight above the hand
 * it hung behind the head (a red balloon above red curls read as part of the hair).
 */
function balloon(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const [bx, by] = [x + s * 3, y - s * 17];
  return pen.line([[x, y], [x + s * 1.2, y - s * 8], [bx, by + s * 2.6]], '#555555', 1.5, true) + pen.ellipse(bx, by, s * 2.2, s * 2.6, c) + pen.spot(bx - s * 0.7, by - s * 0.8, s * 0.5, s * 0.8, lighten(c, 0.5));
}

/** A skipping rope swung up over the head from a handle in each hand: a tall loop either side of the figure. */
function skippingRope(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const [left, right] = [x - s * 2.2, x + s * 2.2];
  const loop = `M${left} ${y}C${x - s * 10} ${y - s * 4} ${x - s * 9} ${y - s * 24} ${x} ${y - s * 24}C${x + s * 9} ${y - s * 24} ${x + s * 10} ${y - s * 4} ${right} ${y}`;
  const handles = [left, right].map((hx) => pen.rect(hx - s * 0.35, y - s * 0.4, s * 0.7, s * 1.8, darken(c, 0.25), { rx: s * 0.3 })).join('');
  return pen.path(loop, 'none', { stroke: pen.color(c), 'stroke-width': pen.px(3) }) + handles;
}

/** A paddle hairbrush held up by its handle, rows of bristles on its face. */
function hairbrush(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const bristles = [-0.5, 0, 0.5].flatMap((dx) => [-3.8, -3.1, -2.4, -1.7].map((dy) => pen.ellipse(x + s * dx, y + s * dy, s * 0.14, s * 0.14, '#2b2b2b', { stroke: 'none' }))).join('');
  return pen.line([[x, y + s * 1.6], [x, y - s * 1]], c, 6, true) + pen.rect(x - s * 0.95, y - s * 4.5, s * 1.9, s * 3.5, c, { rx: s * 0.8 }) + bristles;
}

/** A paper shopping bag hanging from its two handles in the hand, a fold along its top. */
function shoppingBag(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const [w, h, top] = [s * 5, s * 5.5, y + s * 1.2];
  const handles = [-1, 1].map((side) => pen.path(`M${x + side * w * 0.3} ${top}Q${x + side * w * 0.1} ${y - s * 1.2} ${x} ${y}`, 'none', { stroke: darken(c, 0.35), 'stroke-width': pen.px(3) })).join('');
  return handles + pen.poly([[x - w / 2, top], [x + w / 2, top], [x + w * 0.55, top + h], [x - w * 0.55, top + h]], c) + pen.rect(x - w / 2, top, w, s * 0.7, lighten(c, 0.25));
}

/** A magnifying glass held out to the side of the body: a handle, a thick rim and a pale lens with a glint. */
function magnifier(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const [lx, ly] = [x + s * 4.2, y - s * 2.4];
  return pen.line([[x, y], [lx - s * 1.2, ly + s * 1.6]], '#8b5a2b', 8, true) + pen.ellipse(lx, ly, s * 2.3, s * 2.3, c) + pen.ellipse(lx, ly, s * 1.75, s * 1.75, '#d8f0ff') +
    pen.spot(lx - s * 0.6, ly - s * 0.6, s * 0.5, s * 0.35, '#ffffff');
}

/** A garden rake held across the body: its long handle slopes down from the hand to a toothed head on the ground. */
function rake(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const [hx, hy] = [x + s * 4.5, y + s * 9];
  const teeth = [-3, -2, -1, 0, 1, 2, 3].map((k) => pen.line([[hx + s * k, hy], [hx + s * k, hy + s * 1.6]], darken(c, 0.3), 3)).join('');
  return pen.line([[x - s * 2, y - s * 4.5], [hx, hy]], '#8b5a2b', 5, true) + pen.rect(hx - s * 3.3, hy - s * 0.5, s * 6.6, s * 0.9, c) + teeth;
}

/** A butterfly net raised on its long handle: a hoop and the mesh bag hanging from it. */
function net(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const [hx, hy, r] = [x + s * 5, y - s * 9, s * 2.6];
  const bag = pen.path(`M${hx - r} ${hy}Q${hx - r * 0.6} ${hy + r * 2.6} ${hx + r * 0.4} ${hy + r * 2.2}Q${hx + r * 0.9} ${hy + r * 1.2} ${hx + r} ${hy}Z`, c, { 'fill-opacity': 0.8 });
  const mesh = [-0.5, 0, 0.5].map((k) => pen.line([[hx + r * k, hy], [hx + r * (k * 0.4 - 0.1), hy + r * 2.1]], '#b0bec5', 1)).join('');
  return pen.line([[x, y + s * 1.5], [hx - r * 0.7, hy + r * 0.7]], '#8b5a2b', 5, true) + bag + mesh + pen.ellipse(hx, hy, r, r * 0.45, 'none', { stroke: '#5d4037', 'stroke-width': pen.px(3) });
}

/** A bubble wand in the hand and soap bubbles drifting up and away from it, past the head. */
function bubbles(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const ring = pen.line([[x, y], [x + s * 1.5, y - s * 3]], '#8e24aa', 2) + pen.ellipse(x + s * 1.8, y - s * 3.8, s * 0.9, s * 0.9, 'none', { stroke: '#8e24aa', 'stroke-width': pen.px(2) });
  const drift: Array<[number, number, number]> = [[3.5, -6, 1.3], [5.5, -8.5, 1.8], [3, -11, 1.1], [6.5, -12.5, 1.5], [4.5, -15, 1]];
  return ring + drift.map(([dx, dy, r]) => pen.ellipse(x + s * dx, y + s * dy, s * r, s * r, c, { 'fill-opacity': 0.55 }) + pen.spot(x + s * (dx - r * 0.35), y + s * (dy - r * 0.35), s * r * 0.25, s * r * 0.25, '#ffffff')).join('');
}

/** An upright vacuum cleaner pushed along the floor: its handle from the hand down to a bag and a wide head. */
function vacuum(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const [bx, by] = [x + s * 2.2, y + s * 4.5];
  const head = pen.rect(bx - s * 0.6, by + s * 3.6, s * 4.4, s * 1.3, '#37474f', { rx: s * 0.4 });
  return pen.line([[x, y], [bx, by]], '#607d8b', 4, true) + pen.rect(bx - s * 1.1, by - s * 0.6, s * 2.4, s * 4.4, c, { rx: s * 0.8 }) + head;
}

/** A mop held by its long handle, its head of strands on the floor ahead of the feet and a wet patch under it. */
function mop(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const [hx, hy] = [x + s * 4.5, y + s * 9];
  const strands = [-2, -1.2, -0.4, 0.4, 1.2, 2].map((k) => pen.line([[hx + s * k * 0.4, hy], [hx + s * k, hy + s * 2.2]], darken(c, 0.15), 4, true)).join('');
  const wet = pen.ellipse(hx, hy + s * 2.4, s * 3.4, s * 0.6, '#b3e5fc', { stroke: 'none', opacity: 0.7 });
  return wet + pen.line([[x - s * 2, y - s * 4.5], [hx, hy]], '#8b5a2b', 5, true) + strands + pen.rect(hx - s * 1, hy - s * 0.4, s * 2, s * 0.8, '#607d8b');
}

/** A wheelbarrow pushed ahead by its two handles: a deep tray on one wheel at the front, its legs at the back. */
function wheelbarrow(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const [front, back, rim, floor] = [x + s * 8, x + s * 2, y + s * 1.5, y + s * 6];
  const wheel = pen.ellipse(front - s * 1.2, floor - s * 1.7, s * 1.7, s * 1.7, '#37474f') + pen.ellipse(front - s * 1.2, floor - s * 1.7, s * 0.5, s * 0.5, '#b0bec5');
  const handles = pen.line([[x - s * 0.5, y], [front - s * 1.2, floor - s * 1.7]], '#8b5a2b', 5, true);
  const legs = pen.line([[back + s * 0.8, rim + s * 3], [back + s * 0.5, floor]], '#8b5a2b', 4);
  const tray = pen.poly([[back, rim], [front + s * 0.6, rim - s * 0.4], [front - s * 1.2, rim + s * 3.6], [back + s * 1.2, rim + s * 3.4]], c);
  return wheel + handles + legs + tray;
}

/** A bath towel held open in both hands before the body, striped across its ends. */
function towel(pen: Pen, c: string, [x, y]: Point, s: number): string {
  const [w, top, h] = [s * 5, y - s * 1, s * 6];
  const stripes = [0.12, 0.82].map((k) => pen.rect(x - w / 2, top + h * k, w, h * 0.06, '#ffffff', { stroke: 'none' })).join('');
  return pen.rect(x - w / 2, top, w, h, c, { rx: s * 0.4 }) + stripes;
}

/** A lit lantern hanging from the hand: a warm glow around a glass body under a cap. */
function lantern(pen: Pen, c: string, [x, y]: Point, s: number): string {
  return pen.ellipse(x, y + s * 2.5, s * 2.6, s * 2.6, '#fff3c4', { opacity: 0.55, stroke: 'none' }) + pen.line([[x, y], [x, y + s * 1.2]], '#333333', 2) +
    pen.rect(x - s, y + s * 1.2, s * 2, s * 2.6, '#ffe08a', { rx: s * 0.4 }) + pen.rect(x - s * 1.2, y + s, s * 2.4, s * 0.5, c) + pen.rect(x - s * 1.2, y + s * 3.7, s * 2.4, s * 0.4, c);
}

/** A watering can with its spout raised, a handle over the top. */
function wateringCan(pen: Pen, c: string, [x, y]: Point, s: number): string {
  return pen.poly([[x - s * 2, y - s * 2.5], [x + s * 1.2, y - s * 2.5], [x + s * 1.2, y + s * 0.8], [x - s * 2, y + s * 0.8]], c) +
    pen.line([[x + s * 1.2, y - s * 0.2], [x + s * 3.6, y - s * 2.8]], darken(c, 0.2), 4) + pen.line([[x - s * 1.8, y - s * 2.5], [x - s * 0.4, y - s * 4], [x + s, y - s * 2.5]], darken(c, 0.2), 3, true);
}

/** A diamond kite flying up and out from the hand on its string, with a bowed tail. */
function kite(pen: Pen, color: string, [x, y]: Point, s: number): string {
  const [kx, ky] = [x + s * 7, y - s * 13];
  const diamond: Point[] = [[kx, ky - s * 3.2], [kx + s * 2.2, ky], [kx, ky + s * 3.8], [kx - s * 2.2, ky]];
  const tail: Point[] = [[kx, ky + s * 3.8], [kx - s * 1.2, ky + s * 5.5], [kx + s * 0.4, ky + s * 7], [kx - s * 0.8, ky + s * 8.6]];
  const bows = tail.slice(1).map(([bx, by]) => pen.poly([[bx - s * 0.6, by - s * 0.35], [bx + s * 0.6, by + s * 0.35], [bx + s * 0.6, by - s * 0.35], [bx - s * 0.6, by + s * 0.35]], '#ffd54a', { 'stroke-width': pen.px(1) })).join('');
  return pen.line([[x, y], [x + s * 3.5, y - s * 7.5], [kx, ky + s * 3.8]], '#555555', 1.5, true) + pen.poly(diamond, color) +
    pen.line([[kx, ky - s * 3.2], [kx, ky + s * 3.8]], darken(color, 0.35), 2) + pen.line([[kx - s * 2.2, ky], [kx + s * 2.2, ky]], darken(color, 0.35), 2) +
    pen.line(tail, '#555555', 1.5, true) + bows;
}
