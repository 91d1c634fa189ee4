/**
 * Things a prompt names that stand in the scene rather than under a figure: beside the character that uses them (a
 * table, a piano, an easel), on the ground near it (animals, toys, a snowman), in the water, in the sky or on the
 * wall. Furniture used at a height is drawn to fit the figure; everything else is its icon at its size.
 */
import type { Figure } from '../character';
import { darken, lighten } from '../color';
import type { Pen } from '../pen';
import type { SceneProp } from '../prompt';
import { boundsOf, el, Point, Rect } from '../svg';
import type { Posture } from '../vocabulary/poses';
import { PROPS, sceneSize, type PropKey } from '../vocabulary/props';
import { WORLD } from '../settings/kit';
import { drawIcon, treeWithHut } from './icons';
import { staircase } from './supports';

/** A figure where it ends up in the world (after it was lifted onto what it uses). */
export interface Stand {
  x: number;
  y: number;
  facing: 1 | -1;
  figure: Figure;
  posture: Posture;
}

export interface Placed {
  behind: string;
  front: string;
  /** Where it is, for framing (nothing for the sky and the walls). */
  extent?: Rect;
}

export interface SceneryContext {
  pen: Pen;
  stands: Stand[];
  indoor: boolean;
  /** Where water is in this place, when it has any (the top of a pool, a lake, the sea). */
  water?: 'surface' | 'all';
  /** Things already put beside each figure (-1 side, +1 side), so the next one goes further out. */
  used: Map<string, number>;
  /** Where the trees drawn so far have branches an animal can sit in. */
  branches: Point[];
}

const worldBox = (s: Stand): Rect => ({ x: s.x + s.figure.box.x, y: s.y + s.figure.box.y, width: s.figure.box.width, height: s.figure.box.height });

/** The leftmost and rightmost feet of the figures (where they stand, not their outlines). */
function standingSpan(stands: Stand[]): { left: number; right: number } {
  const xs = stands.map((s) => s.x);
  return { left: Math.min(...xs), right: Math.max(...xs) };
}

/** Height of a working surface for the figure: at the hands of a seated figure, the waist of a standing one. */
function workTop(s: Stand): number {
  const h = s.figure.standing;
  return s.posture === 'sitting' ? s.y + s.figure.rest[1] - 0.2 * h : s.posture === 'sitting_floor' || s.posture === 'crouching' ? s.y - 0.12 * h : s.y - 0.45 * h;
}

type Beside = (pen: Pen, x: number, floor: number, top: number, width: number, h: number, colour?: string) => string;

const table: Beside = (pen, x, floor, top, width, h, colour) => {
  const c = colour ?? '#b7834f';
  return [x - width / 2 + 8, x + width / 2 - 20].map((lx) => pen.rect(lx, top, 12, floor - top, darken(c, 0.3))).join('') + pen.rect(x - width / 2, top - h * 0.04, width, h * 0.05, c);
};

/** A bed seen from the side, its mattress at `top` and the floor under it open: somewhere to hide. */
const bedAbove: Beside = (pen, x, floor, top, width, h, colour) => {
  const frame = '#9b6b43';
  const [x0, x1] = [x - width / 2, x + width / 2];
  const legs = [x0 + 4, x1 - 16].map((lx) => pen.rect(lx, top, 12, floor - top, darken(frame, 0.2))).join('');
  const headboard = pen.rect(x0 - 14, top - h * 0.3, 20, floor - top + h * 0.3, frame);
  const mattress = pen.rect(x0, top - h * 0.09, width, h * 0.07, '#f7f4ee') + pen.rect(x0, top - h * 0.02, width, h * 0.05, frame);
  const pillow = pen.ellipse(x0 + h * 0.14, top - h * 0.11, h * 0.12, h * 0.045, '#ffffff');
  const blanket = pen.rect(x0 + width * 0.3, top - h * 0.11, width * 0.7 + 4, h * 0.17, colour ?? '#f7a8b8', { rx: 6 });
  return legs + headboard + mattress + pillow + blanket;
};

const BESIDE: Partial<Record<PropKey, { width: number; draw: Beside }>> = {
  table: { width: 0.75, draw: table },
  desk: { width: 0.75, draw: (pen, x, floor, top, width, h, c) => table(pen, x, floor, top, width, h, c ?? '#8b5a2b') + pen.rect(x - width * 0.1, top, width * 0.5, (floor - top) * 0.45, darken(c ?? '#8b5a2b', 0.15)) + drawIcon(pen, 'books', { x: x + width * 0.28, y: top - h * 0.04, size: h * 0.22 }) },
  treehouse: { width: 1.6, draw: (pen, x, floor, _top, _width, h) => treeWithHut(pen, x, floor, h) },
  birthday_cake: { width: 0.45, draw: (pen, x, floor, top, width, h) => table(pen, x, floor, top, width, h, '#f4efe6') + drawIcon(pen, 'birthday-cake', { x, y: top - h * 0.04, size: h * 0.3 }) },
  chess: { width: 0.45, draw: (pen, x, floor, top, width, h) => table(pen, x, floor, top, width, h) + Array.from({ length: 16 }, (_, i) => pen.rect(x - width * 0.35 + (i % 4) * width * 0.175, top - h * 0.06 - Math.floor(i / 4) * 3, width * 0.175, 3, (i + Math.floor(i / 4)) % 2 ? '#222222' : '#f4f4f4', { stroke: 'none' })).join('') + drawIcon(pen, 'chess-pawn', { x: x - width * 0.2, y: top - h * 0.05, size: h * 0.12 }) },
  piano: {
    width: 0.85,
    draw: (pen, x, floor, top, width, h, c) => {
      const body = c ?? '#2b2b30';
      const keys = Array.from({ length: 14 }, (_, i) => pen.rect(x - width * 0.45 + i * width * 0.064, top - h * 0.02, width * 0.064, h * 0.05, '#ffffff', { 'stroke-width': pen.px(1) })).join('');
      return pen.rect(x - width / 2, top - h * 0.45, width, floor - top + h * 0.45, body) + pen.rect(x - width * 0.48, top - h * 0.03, width * 0.96, h * 0.08, darken(body, 0.2)) + keys;
    },
  },
  curtain: {
    width: 0.6,
    draw: (pen, x, floor, _top, width, h, c) => {
      // A drape from a rail above the head to the floor, its folds in a darker shade.
      const colour = c ?? '#b23a48';
      const top = floor - h * 1.3;
      const folds = [-0.25, 0, 0.25].map((f) => pen.rect(x + f * width - width * 0.04, top + h * 0.06, width * 0.08, floor - top - h * 0.06, darken(colour, 0.18), { stroke: 'none' })).join('');
      return pen.rect(x - width / 2, top + h * 0.04, width, floor - top - h * 0.04, colour) + folds + pen.rect(x - width * 0.6, top, width * 1.2, h * 0.05, '#6d4c41', { rx: h * 0.02 });
    },
  },
  easel: {
    width: 0.5,
    draw: (pen, x, floor, _top, width, h) => {
      const legs = pen.line([[x - width * 0.4, floor], [x, floor - h * 0.95]], '#8b5a2b', 5) + pen.line([[x + width * 0.4, floor], [x, floor - h * 0.95]], '#8b5a2b', 5);
      const canvas = pen.rect(x - width * 0.45, floor - h * 0.85, width * 0.9, h * 0.5, '#fbf7ec') + pen.ellipse(x - width * 0.1, floor - h * 0.65, width * 0.18, h * 0.08, '#4fa3e0', { stroke: 'none' }) + pen.ellipse(x + width * 0.15, floor - h * 0.55, width * 0.12, h * 0.06, '#f2c230', { stroke: 'none' });
      return legs + canvas + pen.rect(x - width * 0.45, floor - h * 0.36, width * 0.9, h * 0.03, '#8b5a2b');
    },
  },
  fireplace: {
    width: 0.9,
    draw: (pen, x, floor, _top, width, h) => pen.rect(x - width / 2, floor - h * 0.8, width, h * 0.8, '#b5563f') + pen.rect(x - width * 0.55, floor - h * 0.85, width * 1.1, h * 0.07, '#e6d3b3') + pen.rect(x - width * 0.3, floor - h * 0.5, width * 0.6, h * 0.5, '#2b2020') + drawIcon(pen, 'fire', { x, y: floor, size: h * 0.42 }),
  },
  bookshelf: {
    width: 0.7,
    draw: (pen, x, floor, _top, width, h) => {
      const colours = ['#c0392b', '#2e86c1', '#27ae60', '#f1c40f', '#8e44ad', '#e67e22'];
      const shelves = [0, 1, 2, 3].map((r) => Array.from({ length: 7 }, (_, i) => pen.rect(x - width * 0.42 + i * width * 0.12, floor - h * (0.3 + r * 0.28), width * 0.1, h * 0.2, colours[(i + r) % colours.length], { 'stroke-width': pen.px(1) })).join('') + pen.rect(x - width / 2, floor - h * (0.1 + r * 0.28), width, h * 0.03, '#6d4520')).join('');
      return pen.rect(x - width / 2, floor - h * 1.15, width, h * 1.15, '#8b5a2b') + shelves;
    },
  },
  blocks: {
    width: 0.45,
    draw: (pen, x, floor, _top, width, h) => ['#e53935', '#1e88e5', '#fdd835', '#43a047'].map((c, i) => pen.rect(x - width * 0.45 + (i % 3) * width * 0.3, floor - h * 0.12 * (1 + Math.floor(i / 3)), width * 0.28, h * 0.12, c)).join(''),
  },
  sandcastle: {
    width: 0.6,
    draw: (pen, x, floor, _top, width, h) => {
      const sand = '#e3c07a';
      const towers = [-1, 1].map((d) => pen.rect(x + d * width * 0.3 - width * 0.1, floor - h * 0.38, width * 0.2, h * 0.38, sand) + pen.poly([[x + d * width * 0.3 - width * 0.12, floor - h * 0.38], [x + d * width * 0.3, floor - h * 0.5], [x + d * width * 0.3 + width * 0.12, floor - h * 0.38]], darken(sand, 0.1))).join('');
      return pen.rect(x - width * 0.45, floor - h * 0.25, width * 0.9, h * 0.25, sand) + towers + drawIcon(pen, 'bucket', { x: x + width * 0.7, y: floor + 6, size: h * 0.2 });
    },
  },
  sink: {
    width: 0.7,
    draw: (pen, x, floor, top, width, h) => {
      // A cupboard with a worktop at the figure's waist, a basin of soapy water in it and a tap arching over.
      const cupboard = pen.rect(x - width / 2, top, width, floor - top, '#dfe6ea') + [-0.25, 0.25].map((d) => pen.rect(x + d * width - width * 0.2, top + h * 0.08, width * 0.4, floor - top - h * 0.14, '#c9d3d9')).join('');
      const worktop = pen.rect(x - width * 0.55, top - h * 0.04, width * 1.1, h * 0.05, '#8d8d8d');
      const basin = pen.rect(x - width * 0.3, top - h * 0.05, width * 0.6, h * 0.04, '#9ccfe0') + [-0.15, 0.05, 0.2].map((d) => pen.ellipse(x + d * width, top - h * 0.06, h * 0.03, h * 0.025, '#ffffff')).join('');
      const tap = pen.line([[x + width * 0.32, top - h * 0.04], [x + width * 0.32, top - h * 0.2], [x + width * 0.18, top - h * 0.2], [x + width * 0.18, top - h * 0.15]], '#9e9e9e', 4);
      return cupboard + worktop + basin + tap;
    },
  },
  washing_line: {
    width: 1.3,
    draw: (pen, x, floor, _top, width, h) => {
      // Two posts and a line a little above the head, the washing pegged along it.
      const lineY = floor - h * 1.2;
      const posts = [-0.5, 0.5].map((d) => pen.rect(x + d * width - 5, lineY - h * 0.05, 10, floor - lineY + h * 0.05, '#8b5a2b')).join('');
      const clothes = [['#e53935', 0.18], ['#1e88e5', 0.28], ['#fdd835', 0.2], ['#ffffff', 0.24]].map(([c, long], i) => {
        const cx = x - width * 0.36 + i * width * 0.24;
        return pen.rect(cx - width * 0.08, lineY, width * 0.16, h * (long as number), c as string, { rx: 3 });
      });
      return posts + pen.line([[x - width / 2, lineY], [x + width / 2, lineY]], '#555555', 2) + clothes.join('');
    },
  },
  sprinkler: {
    width: 0.5,
    draw: (pen, x, floor, _top, width, h) => {
      // A sprinkler on the lawn throwing arcs of water up and out to both sides.
      const arcs = [-1, 1].flatMap((d) => [0.5, 0.8].map((reach) => el('path', { d: `M${x} ${floor - h * 0.08}Q${x + d * width * reach} ${floor - h * (0.2 + reach * 0.5)} ${x + d * width * (reach + 0.4)} ${floor}`, fill: 'none', stroke: pen.color('#4fc3f7'), 'stroke-width': 4 }))).join('');
      return arcs + pen.rect(x - width * 0.12, floor - h * 0.08, width * 0.24, h * 0.08, '#43a047', { rx: 4 });
    },
  },
  leaves: {
    width: 0.9,
    draw: (pen, x, floor, _top, width, h) => {
      // A mound of autumn leaves on the ground, knee high, in reds, oranges and yellows, a few blown off its edge.
      const colours = ['#e65100', '#c62828', '#f9a825', '#ef6c00', '#8d6e63'];
      const rows = [6, 5, 4, 2];
      const leaves = rows.flatMap((inRow, row) =>
        Array.from({ length: inRow }, (_, i) => {
          const k = (i + 0.5) / inRow - 0.5;
          return drawIcon(pen, 'maple-leaf', { x: x + k * width * (1 - row * 0.22), y: floor - row * h * 0.075, size: h * 0.24, tint: colours[(i + row * 2) % colours.length], flip: (i + row) % 2 === 0 });
        }),
      );
      const blown = [-0.7, 0.65].map((k, i) => drawIcon(pen, 'maple-leaf', { x: x + k * width, y: floor + h * 0.02, size: h * 0.1, tint: colours[i + 2] }));
      return leaves.join('') + blown.join('');
    },
  },
  aquarium: {
    width: 0.7,
    draw: (pen, x, floor, _top, width, h) => {
      // A glass tank of water on a low cabinet, fish and weed inside, at the eyes of whoever looks in.
      const tankTop = floor - h * 0.95;
      const tankHeight = h * 0.5;
      const cabinet = pen.rect(x - width * 0.45, tankTop + tankHeight, width * 0.9, floor - tankTop - tankHeight, '#8b5a2b');
      const water = pen.rect(x - width / 2, tankTop, width, tankHeight, '#7ec8e3', { rx: 4 }) + pen.rect(x - width / 2, tankTop, width, tankHeight * 0.08, '#d8f1fa', { stroke: 'none' });
      const weed = pen.line([[x + width * 0.3, tankTop + tankHeight], [x + width * 0.26, tankTop + tankHeight * 0.55], [x + width * 0.32, tankTop + tankHeight * 0.3]], '#3f9b4f', 5);
      const fish = drawIcon(pen, 'tropical-fish', { x: x - width * 0.15, y: tankTop + tankHeight * 0.7, size: tankHeight * 0.4 }) + drawIcon(pen, 'fish', { x: x + width * 0.12, y: tankTop + tankHeight * 0.45, size: tankHeight * 0.28 });
      return cabinet + water + weed + fish + pen.rect(x - width * 0.52, tankTop + tankHeight - 4, width * 1.04, 8, darken('#8b5a2b', 0.2));
    },
  },
  birdhouse: {
    width: 0.35,
    draw: (pen, x, floor, _top, width, h) => {
      // A small wooden house with a round door on a post, at the height of the figure's hands.
      const roof = floor - h * 0.95;
      const body = pen.rect(x - width * 0.4, roof + h * 0.1, width * 0.8, h * 0.22, '#c98b4f');
      const door = pen.ellipse(x, roof + h * 0.2, width * 0.13, width * 0.13, '#3b2414');
      const top = pen.poly([[x - width * 0.55, roof + h * 0.12], [x, roof], [x + width * 0.55, roof + h * 0.12]], '#a0432f');
      return pen.rect(x - width * 0.06, roof + h * 0.3, width * 0.12, floor - roof - h * 0.3, '#8b5a2b') + body + door + top;
    },
  },
  hoop: {
    width: 0.6,
    draw: (pen, x, floor, _top, width, h) => {
      // A basketball hoop on its pole, a head above the player: a backboard, an orange ring and its net, a ball dropping through.
      const board = floor - h * 1.55;
      const pole = pen.rect(x + width * 0.38, board + h * 0.1, width * 0.08, floor - board - h * 0.1, '#6d7680');
      const backboard = pen.rect(x + width * 0.1, board, width * 0.3, h * 0.32, '#ffffff') + pen.rect(x + width * 0.17, board + h * 0.12, width * 0.16, h * 0.1, 'none', { stroke: '#e53935', 'stroke-width': pen.px(3) });
      const ringY = board + h * 0.24;
      const net = [0, 1, 2, 3].map((k) => pen.line([[x - width * 0.35 + k * width * 0.13, ringY], [x - width * 0.28 + k * width * 0.09, ringY + h * 0.14]], '#f5f5f5', 2)).join('');
      const ring = pen.line([[x - width * 0.38, ringY], [x + width * 0.1, ringY]], '#ef6c00', 5);
      return pole + backboard + net + ring + drawIcon(pen, 'basketball', { x: x - width * 0.14, y: ringY + h * 0.1, size: h * 0.2 });
    },
  },
  chopping_board: {
    width: 0.7,
    // A worktop at the hands, a wooden board on it with a carrot and a head of broccoli ready to chop.
    draw: (pen, x, floor, top, width, h) =>
      table(pen, x, floor, top, width, h, '#d9d4cc') + pen.rect(x - width * 0.38, top - h * 0.07, width * 0.76, h * 0.035, '#c98b4f', { rx: 3 }) +
      drawIcon(pen, 'carrot', { x: x - width * 0.15, y: top - h * 0.06, size: h * 0.16 }) + drawIcon(pen, 'broccoli', { x: x + width * 0.18, y: top - h * 0.06, size: h * 0.15 }),
  },
  stairs: {
    width: 1.4,
    draw: (pen, x, floor, _top, width, h) => staircase(pen, x - width / 2, floor, 1, h).svg,
  },
  fence: {
    width: 1.6,
    draw: (pen, x, floor, _top, width, h) => {
      const posts = Array.from({ length: Math.ceil(width / (h * 0.14)) }, (_, i) => {
        const px = x - width / 2 + i * h * 0.14;
        return pen.poly([[px, floor], [px, floor - h * 0.5], [px + h * 0.05, floor - h * 0.56], [px + h * 0.1, floor - h * 0.5], [px + h * 0.1, floor]], '#f4efe6');
      }).join('');
      return posts + pen.rect(x - width / 2, floor - h * 0.4, width, h * 0.05, '#e6ded0');
    },
  },
};

/** The next free place on one side of a figure, `width` wide. */
function sideSlot(c: SceneryContext, s: Stand, side: 1 | -1, width: number): number {
  const key = `${s.x}:${side}`;
  const taken = c.used.get(key) ?? 0;
  const half = s.figure.box.width / 2;
  c.used.set(key, taken + width + 12);
  return s.x + side * (half + 10 + taken + width / 2);
}

const iconWidth = (prop: PropKey, size: number) => size * ((PROPS[prop] as { group: string }).group === 'animal' ? 1.1 : 0.9);

function iconProp(c: SceneryContext, prop: SceneProp, x: number, y: number, size: number): Placed {
  const entry = PROPS[prop.prop] as { icon?: string };
  if (!entry.icon) return { behind: '', front: '' };
  const near = c.stands[prop.near[0]];
  const svg = drawIcon(c.pen, entry.icon, { x, y, size, tint: prop.color, flip: near ? (x < near.x) === true : false });
  return { behind: svg, front: '', extent: boundsOf([[x - size / 2, y - size], [x + size / 2, y]]) };
}

/** How far from a figure's middle a thing it hugs stands, in the figure's widths: its trunk within the reaching arm. */
const HUG_REACH = 0.45;

/** A table (or a piano, an easel) beside the figures that use it: between two that face each other, else in front of one. */
function besideProp(c: SceneryContext, prop: SceneProp): Placed {
  const users = prop.near.map((i) => c.stands[i]).filter(Boolean);
  const s = users[0];
  const h = Math.max(...users.map((u) => u.figure.standing));
  const drawn = BESIDE[prop.prop];
  const size = sceneSize(prop.prop);
  const pair = users.length > 1 && users[0].facing !== users[1].facing;
  // Three or more around one table: it stands across all of them.
  const around = users.length > 2 && drawn !== undefined;
  const { left, right } = standingSpan(users);
  const width = around ? right - left + h * 0.6 : drawn ? drawn.width * h : iconWidth(prop.prop, size);
  const x = around ? (left + right) / 2 : pair ? (users[0].x + users[1].x) / 2 : prop.hugged ? s.x + s.facing * s.figure.box.width * HUG_REACH : sideSlot(c, s, s.facing, width);
  const floor = Math.max(...users.map((u) => u.y)) - 4;
  if (!drawn) return iconProp(c, prop, x, floor, size);
  const top = Math.min(...users.map(workTop));
  return { behind: drawn.draw(c.pen, x, floor, top, width, h, prop.color), front: '', extent: boundsOf([[x - width / 2, floor - h * 1.15], [x + width / 2, floor]]) };
}

/** "Under the table", "under a tree", "under an umbrella": the thing stands over the figure. */
function overProp(c: SceneryContext, prop: SceneProp): Placed {
  const s = c.stands[prop.near[0]];
  const box = worldBox(s);
  const h = s.figure.standing;
  const floor = s.y + 4;
  if (prop.prop === 'table' || prop.prop === 'desk') {
    const width = box.width + h * 0.5;
    return { behind: '', front: table(c.pen, s.x, floor, box.y - h * 0.06, width, h, prop.color), extent: boundsOf([[s.x - width / 2, box.y - h * 0.1], [s.x + width / 2, floor]]) };
  }
  if (prop.prop === 'bed') {
    const width = box.width + h * 0.9;
    const top = box.y - h * 0.04;
    return { behind: '', front: bedAbove(c.pen, s.x - s.facing * h * 0.2, floor, top, width, h, prop.color), extent: boundsOf([[s.x - width, top - h * 0.3], [s.x + width, floor]]) };
  }
  if (prop.prop === 'umbrella') {
    // One canopy over everyone under it: its middle between them, wide enough for all.
    const under = prop.near.map((i) => c.stands[i]).filter(Boolean);
    const { left, right } = standingSpan(under);
    const mid = (left + right) / 2;
    const half = (right - left) / 2 + h * 0.45;
    const x = mid - s.facing * box.width * 0.45;
    const top = Math.min(...under.map((u) => worldBox(u).y)) - h * 0.2;
    const canopy = c.pen.path(`M${mid - half} ${top + h * 0.12}Q${mid} ${top - h * 0.32} ${mid + half} ${top + h * 0.12}Z`, prop.color ?? '#e53935');
    return { behind: c.pen.line([[x, floor], [mid, top]], '#6d4c33', 5) + canopy, front: '', extent: boundsOf([[mid - half, top - h * 0.3], [mid + half, floor]]) };
  }
  const size = Math.max(sceneSize(prop.prop), h * 1.6);
  return iconProp(c, prop, s.x - s.facing * box.width * 0.3, floor, size);
}

/** "Behind the tree": the thing stands in front of the figure, off to one side, and hides part of it. */
function hidingProp(c: SceneryContext, prop: SceneProp): Placed {
  const s = c.stands[prop.near[0]];
  const box = worldBox(s);
  const h = s.figure.standing;
  const drawn = BESIDE[prop.prop];
  const size = Math.max(sceneSize(prop.prop), h * (prop.prop === 'tree' ? 3.2 : 0.75));
  const x = s.x + s.facing * box.width * (prop.prop === 'tree' ? 0.75 : 0.35);
  const floor = s.y + 8;
  if (drawn) {
    const width = drawn.width * h;
    return { behind: '', front: drawn.draw(c.pen, x, floor, floor, width, h, prop.color), extent: boundsOf([[x - width / 2, floor - h], [x + width / 2, floor]]) };
  }
  const placed = iconProp(c, prop, x, floor, size);
  return { behind: '', front: placed.behind, extent: placed.extent };
}

/** A fire several sit round: it burns on the ground between the first two of them. */
function sharedFire(c: SceneryContext, prop: SceneProp): Placed | undefined {
  const round = prop.near.map((i) => c.stands[i]).filter(Boolean);
  if (prop.prop !== 'campfire' || round.length < 2) return undefined;
  const [a, b] = [...round].sort((p, q) => p.x - q.x);
  return iconProp(c, prop, (a.x + b.x) / 2, Math.max(a.y, b.y) + 6, sceneSize(prop.prop));
}

function groundProp(c: SceneryContext, prop: SceneProp): Placed {
  const shared = sharedFire(c, prop);
  if (shared) return shared;
  const s = c.stands[prop.near[0]];
  const size = sceneSize(prop.prop);
  const drawn = BESIDE[prop.prop];
  const h = s.figure.standing;
  const width = drawn ? drawn.width * h : iconWidth(prop.prop, size);
  // What a figure kicks (the ball, the goal it aims at) is ahead of its kicking foot, the ball off the ground.
  const kicked = s.posture === 'kicking';
  const side = kicked || (c.used.get(`${s.x}:${-s.facing}`) ?? 0) > (c.used.get(`${s.x}:${s.facing}`) ?? 0) ? s.facing : (-s.facing as 1 | -1);
  const x = sideSlot(c, s, side, width);
  const floor = s.y + 10 - (kicked && prop.prop === 'ball' ? h * 0.22 : 0);
  if (drawn) return { behind: drawn.draw(c.pen, x, floor, floor, width, h, prop.color), front: '', extent: boundsOf([[x - width / 2, floor - h], [x + width / 2, floor]]) };
  return iconProp(c, prop, x, floor, size);
}

/** Swimmers and floating things: on the water near the figure (or in it, under the sea). */
function waterProp(c: SceneryContext, prop: SceneProp, index: number): Placed {
  if (!c.water) return groundProp(c, prop);
  const s = c.stands[prop.near[0]];
  const size = sceneSize(prop.prop);
  const x = sideSlot(c, s, index % 2 ? s.facing : (-s.facing as 1 | -1), size);
  const y = c.water === 'all' ? s.y - s.figure.standing * (0.4 + 0.3 * (index % 2)) : s.y + 20;
  return iconProp(c, prop, x, y, size);
}

/**
 * How far from the figures' centre a thing in the sky may hang: a wide shot shows about 300 on either side of the
 * group, less on the side the things beside it take (a moon 270 to the right of a stargazer with a telescope on her
 * left was cut off by the frame). The first two hang that far out on either side, the next two nearer in.
 */
const SKY_REACH = 150;
const SKY_STEP = 110;

function skyProp(c: SceneryContext, prop: SceneProp, index: number): Placed {
  const top = Math.min(...c.stands.map((s) => worldBox(s).y));
  const centre = c.stands.reduce((sum, s) => sum + s.x, 0) / c.stands.length;
  const size = sceneSize(prop.prop);
  const x = centre + (index % 2 ? 1 : -1) * Math.max(0, SKY_REACH - Math.floor(index / 2) * SKY_STEP);
  const y = top - 60 - (index % 3) * 40;
  return { ...iconProp(c, prop, x, y, size), extent: undefined };
}

function wallProp(c: SceneryContext, prop: SceneProp, index: number): Placed {
  if (!c.indoor) return groundProp(c, prop);
  const s = c.stands[prop.near[0]];
  const size = sceneSize(prop.prop);
  return { ...iconProp(c, prop, s.x + (index % 2 ? 1 : -1) * 260, -380, size), extent: undefined };
}

/** A puddle, a sandpit or a trampoline on the ground under everyone in the scene. */
function underfootProp(c: SceneryContext, prop: SceneProp): Placed {
  const stands = c.stands.filter(Boolean);
  const h = Math.max(...stands.map((s) => s.figure.standing));
  const { left, right } = standingSpan(stands);
  const [x0, x1] = [left - h * 0.45, right + h * 0.45];
  const floor = Math.max(...stands.map((s) => s.y));
  const [cx, rx, ry] = [(x0 + x1) / 2, (x1 - x0) / 2, h * 0.09];
  const drawn =
    prop.prop === 'trampoline'
      ? [x0 + rx * 0.3, x1 - rx * 0.3].map((x) => c.pen.rect(x - 5, floor - ry, 10, ry * 1.6, '#5f6b73')).join('') +
        c.pen.ellipse(cx, floor - ry, rx, ry * 0.8, '#2f7fd0') + c.pen.ellipse(cx, floor - ry, rx * 0.88, ry * 0.55, '#263238')
      : prop.prop === 'zebra_crossing'
      ? Array.from({ length: Math.ceil((x1 - x0 + h) / (h * 0.3)) }, (_, i) => c.pen.rect(x0 - h * 0.5 + i * h * 0.3, floor - ry * 1.2, h * 0.16, ry * 2.6, '#f7f7f2', { stroke: 'none' })).join('')
      : prop.prop === 'sandpit'
      ? c.pen.rect(x0 - 16, floor - ry - 16, x1 - x0 + 32, ry * 2 + 32, '#a8743f', { rx: 10 }) + c.pen.rect(x0, floor - ry, x1 - x0, ry * 2, prop.color ?? '#f2d38b', { rx: 6 }) +
        drawIcon(c.pen, 'bucket', { x: x1 - h * 0.15, y: floor + ry * 0.5, size: h * 0.22 })
      : c.pen.ellipse(cx, floor + ry * 0.2, rx, ry, prop.color ?? '#5d9cd6') + c.pen.spot(cx - rx * 0.4, floor, rx * 0.25, ry * 0.3, '#a9d1f5');
  return { behind: drawn, front: '', extent: boundsOf([[x0 - 16, floor - ry - 16], [x1 + 16, floor + ry + 16]]) };
}

/** An animal up in the branches of a tree already drawn ("a kitten stuck up a tree"). */
function inTreeProp(c: SceneryContext, prop: SceneProp, [x, y]: Point): Placed {
  return { ...iconProp(c, prop, x, y, sceneSize(prop.prop)), extent: undefined };
}

/** Where an animal sits in a tree drawn in `extent`: on a low branch, to one side of the trunk. */
const branchOf = (extent: Rect): Point => [extent.x + extent.width * 0.62, extent.y + extent.height * 0.52];

export function placeSceneProp(c: SceneryContext, prop: SceneProp, index: number): Placed {
  if (prop.inTree && c.branches.length) return inTreeProp(c, prop, c.branches[0]);
  const placed = placedInScene(c, prop, index);
  if (prop.prop === 'tree' && placed.extent) c.branches.push(branchOf(placed.extent));
  return placed;
}

function placedInScene(c: SceneryContext, prop: SceneProp, index: number): Placed {
  if (prop.over) return overProp(c, prop);
  if ((PROPS[prop.prop] as { underfoot?: boolean }).underfoot) return underfootProp(c, prop);
  if (prop.hides) return hidingProp(c, prop);
  switch (prop.contact) {
    case 'beside':
      return besideProp(c, prop);
    case 'sky':
      return skyProp(c, prop, index);
    case 'water':
      return waterProp(c, prop, index);
    case 'wall':
      return wallProp(c, prop, index);
    default:
      return groundProp(c, prop);
  }
}

/** The water swimmers are in, across the scene from their water line (`top`) down. */
export function swimmingWater(pen: Pen, top: number, colour: string): string {
  const crest: Point[] = Array.from({ length: 41 }, (_, i) => [WORLD.left / 2 + (i * (WORLD.right - WORLD.left)) / 80, top + (i % 2 ? -7 : 7)]);
  return pen.path(`M${WORLD.left} ${WORLD.bottom}L${WORLD.left} ${top}L${crest.map(([x, y]) => `${x} ${y}`).join('L')}L${WORLD.right} ${top}L${WORLD.right} ${WORLD.bottom}Z`, colour, { 'fill-opacity': 0.9, stroke: 'none' }) +
    pen.line(crest, lighten(colour, 0.5), 3, true);
}
