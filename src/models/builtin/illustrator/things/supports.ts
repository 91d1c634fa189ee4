/**
 * What figures sit, lie, stand or ride on, sit in or climb, each drawn to fit the figures that use it: a seat's top
 * meets the hips, a bed is as long as the body lying on it, a saddle is where the rider's hips are. Each returns
 * how far its users are lifted, what goes behind them and what in front (a blanket, the side of a bath or a boat).
 */
import type { Figure } from '../character';
import { darken, lighten } from '../color';
import type { Pen } from '../pen';
import type { Support } from '../prompt';
import { boundsOf, el, Point, Rect } from '../svg';
import type { Posture } from '../vocabulary/poses';
import type { PropKey } from '../vocabulary/props';
import { drawIcon, treeWithHut } from './icons';

export interface User {
  /** Where the figure stands (its feet line), in world units. */
  x: number;
  y: number;
  facing: 1 | -1;
  figure: Figure;
  posture: Posture;
}

export interface Supported {
  /** How far each user is raised (in the order given). */
  lift: number[];
  behind: string;
  front: string;
  /** Where the thing is, for framing. */
  extent: Rect;
}

type Drawing = (pen: Pen, users: User[], colour?: string) => Supported;

const left = (users: User[]) => Math.min(...users.map((u) => u.x + u.figure.box.x));
const right = (users: User[]) => Math.max(...users.map((u) => u.x + u.figure.box.x + u.figure.box.width));
const floorOf = (users: User[]) => Math.max(...users.map((u) => u.y));
const tallest = (users: User[]) => Math.max(...users.map((u) => u.figure.standing));
const sitting = (u: User) => u.posture === 'sitting' || u.posture === 'riding';

/** How far each user is lifted to sit in something: hips at `hips`, feet kept above its side's lower edge `bottom`. */
const seatedIn = (users: User[], hips: number, bottom: number, h: number): number[] => users.map((u) => Math.max(u.y + u.figure.rest[1] - hips, u.y - bottom + h * 0.04));

/** Draws a thing as it is for users facing right, mirrored across its span x0..x1 for users facing left. */
const facingWay = (facing: 1 | -1, x0: number, x1: number) => (svg: string): string => (facing > 0 ? svg : `<g transform="translate(${x0 + x1} 0) scale(-1 1)">${svg}</g>`);

/** The seat top under seated users (their hips); users standing or jumping on it stand on a seat of usual height. */
function seatTop(users: User[], usual: number): { top: number; lift: number[] } {
  const seated = users.filter(sitting);
  const floor = floorOf(users);
  const top = seated.length ? Math.min(...seated.map((u) => u.y + u.figure.rest[1])) : floor - usual * tallest(users);
  return { top, lift: users.map((u) => (sitting(u) ? u.y + u.figure.rest[1] - top : u.y - top)) };
}

function extentOf(points: Point[]): Rect {
  return boundsOf(points);
}

function seat(kind: 'sofa' | 'armchair' | 'chair' | 'bench' | 'stool' | 'swing'): Drawing {
  const look = { sofa: { c: '#5b7fb5', back: 0.42, arms: true, pad: 1.25 }, armchair: { c: '#b5655b', back: 0.45, arms: true, pad: 1.15 }, chair: { c: '#9b6b43', back: 0.38, arms: false, pad: 1.05 }, bench: { c: '#a8743f', back: 0.25, arms: false, pad: 1.3 }, stool: { c: '#9b6b43', back: 0, arms: false, pad: 1 }, swing: { c: '#2e86c1', back: 0, arms: false, pad: 1 } }[kind];
  return (pen, users, colour) => {
    const c = colour ?? look.c;
    const h = tallest(users);
    const { top, lift } = seatTop(users, 0.28);
    const floor = floorOf(users);
    const x0 = left(users) - h * 0.08 * look.pad;
    const x1 = right(users) + h * 0.08 * look.pad;
    const cushion = h * 0.09;
    let behind = '';
    if (look.back) behind += pen.rect(x0, top - h * look.back, x1 - x0, h * look.back + cushion, darken(c, 0.08), { rx: 10 });
    if (kind === 'swing') behind += [x0, x1].map((x) => pen.line([[x, top - h * 1.4], [x, top]], '#555555', 3)).join('') + pen.rect(x0 - 20, top - h * 1.45, x1 - x0 + 40, 14, '#d6453b');
    const legs = kind === 'swing' ? '' : [x0 + 10, x1 - 22].map((x) => pen.rect(x, top + cushion * 0.6, 12, floor - top - cushion * 0.6, darken(c, 0.35))).join('');
    behind += legs + pen.rect(x0, top, x1 - x0, cushion, c, { rx: 8 });
    const arms = look.arms ? [x0 - h * 0.07, x1 - h * 0.02].map((x) => pen.rect(x, top - h * 0.12, h * 0.09, h * 0.12 + cushion * 1.4, lighten(c, 0.05), { rx: 12 })).join('') : '';
    return { lift, behind, front: arms, extent: extentOf([[x0 - h * 0.07, top - h * Math.max(look.back, 0.12)], [x1 + h * 0.07, floor]]) };
  };
}

/**
 * A wheelchair seen from the front: a chair with a low back and push handles, a big wheel at each side of the seat
 * (a tall narrow ring, as wheels look end on) and a footrest under the feet.
 */
const wheelchair: Drawing = (pen, users) => {
  const h = tallest(users);
  const floor = floorOf(users);
  const { top, lift } = seatTop(users, 0.28);
  const [x0, x1] = [left(users) - h * 0.06, right(users) + h * 0.06];
  const frame = '#455a64';
  const back = pen.rect(x0 + h * 0.02, top - h * 0.3, x1 - x0 - h * 0.04, h * 0.3, '#37474f', { rx: 6 });
  const handles = [x0 + h * 0.02, x1 - h * 0.05].map((x) => pen.rect(x, top - h * 0.36, h * 0.03, h * 0.08, '#212121', { rx: 3 })).join('');
  const seatPad = pen.rect(x0, top, x1 - x0, h * 0.06, '#37474f', { rx: 6 });
  // The wheels reach the armrests, as a self-propelled chair's do, and are seen a little from the side.
  const r = (floor - top + h * 0.1) / 2;
  const wheels = [x0 - r * 0.2, x1 + r * 0.2].map((x) =>
    pen.ellipse(x, floor - r, r * 0.5, r, 'none', { stroke: '#212121', 'stroke-width': pen.px(8) }) +
      pen.ellipse(x, floor - r, r * 0.38, r * 0.8, 'none', { stroke: '#90a4ae', 'stroke-width': pen.px(3) }) +
      pen.ellipse(x, floor - r, r * 0.08, r * 0.12, frame),
  ).join('');
  const footrest = pen.rect((x0 + x1) / 2 - h * 0.1, floor - h * 0.03, h * 0.2, h * 0.03, frame);
  return { lift, behind: handles + back + seatPad, front: wheels + footrest, extent: extentOf([[x0 - r * 0.7, top - h * 0.36], [x1 + r * 0.7, floor]]) };
};

/**
 * A magic carpet flying well above the ground: its riders sit on it cross-legged, it ripples along its length,
 * tassels hang from its ends, and its shadow on the ground below shows how high it is.
 */
const magicCarpet: Drawing = (pen, users, colour) => {
  const h = tallest(users);
  const floor = floorOf(users);
  const rise = h * 0.75;
  const top = floor - rise;
  const [x0, x1] = [left(users) - h * 0.3, right(users) + h * 0.3];
  const c = colour ?? '#b3261e';
  const t = h * 0.07;
  const [w, mid] = [x1 - x0, (x0 + x1) / 2];
  // The top edge ripples down and up along its length; the bottom edge follows it back, a cloth's thickness lower.
  const along = `M${x0} ${top}Q${x0 + w * 0.25} ${top - t} ${mid} ${top}T${x1} ${top}`;
  const back = `L${x1} ${top + t}Q${x0 + w * 0.75} ${top + 2 * t} ${mid} ${top + t}T${x0} ${top + t}Z`;
  const cloth = pen.path(along + back, darken(c, 0.15));
  // Its top is seen a little from above, going back behind the riders, with a gold border round its pattern.
  const depth = h * 0.16;
  const surface = pen.poly([[x0, top], [x1, top], [x1 - depth * 0.6, top - depth], [x0 + depth * 0.6, top - depth]], c);
  const inset = h * 0.035;
  const border = pen.poly([[x0 + inset * 2, top - inset * 0.5], [x1 - inset * 2, top - inset * 0.5], [x1 - depth * 0.6 - inset, top - depth + inset * 0.5], [x0 + depth * 0.6 + inset, top - depth + inset * 0.5]], 'none', { stroke: '#f2c230', 'stroke-width': pen.px(3) });
  const tassels = [x0, x1].flatMap((x) => [-0.35, 0.15, 0.65].map((k) => pen.line([[x, top + t * (k + 0.35)], [x + (x === x0 ? -1 : 1) * h * 0.06, top + t * (k + 0.5)]], '#f2c230', 3))).join('');
  const shadow = pen.ellipse((x0 + x1) / 2, floor + h * 0.02, (x1 - x0) * 0.4, h * 0.04, '#000000', { stroke: 'none', opacity: 0.15 });
  return { lift: users.map((u) => u.y - top), behind: shadow + surface + border + cloth + tassels, front: '', extent: extentOf([[x0 - h * 0.1, top - h * 0.9], [x1 + h * 0.1, floor + h * 0.06]]) };
};

/**
 * A seesaw: a plank over a pivot from the first rider to the last, the first end up in the air and the last down
 * near the ground; each rider sits on its end, holding the handle before it.
 */
const seesaw: Drawing = (pen, users) => {
  const h = tallest(users);
  const floor = floorOf(users);
  const { top, lift } = seatTop(users, 0.28);
  const tilt = h * 0.12;
  const [x0, x1] = [left(users) - h * 0.12, right(users) + h * 0.12];
  const [first, last] = [0, users.length - 1];
  // Along the plank, the rider's end is raised in proportion to how far it is from the pivot.
  const raise = (x: number) => (users.length > 1 ? tilt * (1 - (2 * (x - x0)) / (x1 - x0)) : 0);
  const centre = (x0 + x1) / 2;
  const plank = pen.poly([[x0, top - raise(x0)], [x1, top - raise(x1)], [x1, top - raise(x1) + h * 0.05], [x0, top - raise(x0) + h * 0.05]], '#f2c230');
  const pivot = pen.poly([[centre, top + h * 0.02], [centre + h * 0.12, floor], [centre - h * 0.12, floor]], '#e53935');
  const handles = users.map((u) => pen.rect(u.x + u.facing * h * 0.16 - h * 0.015, top - raise(u.x) - h * 0.14, h * 0.03, h * 0.14, '#2e86c1')).join('');
  return {
    lift: users.map((u, i) => lift[i] + (i === first || i === last ? raise(u.x) : 0)),
    behind: pivot + plank + handles,
    front: '',
    extent: extentOf([[x0, top - tilt - h * 0.16], [x1, floor]]),
  };
};

/** A blanket or towel on the floor to sit or lie on. */
const rug: Drawing = (pen, users, colour) => {
  const floor = floorOf(users);
  const x0 = left(users) - 30;
  const x1 = right(users) + 30;
  const c = colour ?? '#e56b6f';
  const checks = Array.from({ length: Math.floor((x1 - x0) / 40) }, (_, i) => pen.rect(x0 + i * 40 + 10, floor - 6, 20, 14, '#ffffff', { stroke: 'none' })).join('');
  return { lift: users.map(() => 0), behind: pen.poly([[x0 + 20, floor - 12], [x1 - 20, floor - 12], [x1, floor + 14], [x0, floor + 14]], c) + checks, front: '', extent: extentOf([[x0, floor - 12], [x1, floor + 14]]) };
};

/** A wooden dock over the water: its planks at the hips of those sitting on it, their legs dangling over the water below. */
const dock: Drawing = (pen, users) => {
  const h = tallest(users);
  const floor = floorOf(users);
  const { top, lift } = seatTop(users, 0.3);
  const [x0, x1] = [left(users) - h * 0.35, right(users) + h * 0.7];
  // The water reaches in under the dock from the lake behind it.
  const water = pen.path(`M${x0 - h * 0.5} ${top - h * 0.5}L${x1 + h * 0.5} ${top - h * 0.5}L${x1 + h * 0.5} ${floor}Q${(x0 + x1) / 2} ${floor + h * 0.2} ${x0 - h * 0.5} ${floor}Z`, '#3f8fc4', { stroke: 'none' });
  const ripples = [0.3, 0.6].map((k) => pen.line([[x0, top + (floor - top) * k + h * 0.05], [x0 + h * 0.3, top + (floor - top) * k + h * 0.03], [x0 + h * 0.6, top + (floor - top) * k + h * 0.05]], '#d8f1fa', 2, true)).join('');
  const posts = [x0 + h * 0.05, x1 - h * 0.12].map((x) => pen.rect(x, top, h * 0.07, floor + h * 0.1 - top, '#7a5230')).join('');
  const planks = pen.rect(x0, top - h * 0.05, x1 - x0, h * 0.06, '#9b6b43');
  return { lift, behind: water + ripples + posts + planks, front: '', extent: extentOf([[x0 - h * 0.5, top - h * 0.06], [x1 + h * 0.5, floor + h * 0.12]]) };
};

/** A bed (or a sofa, a bench) to lie on: as long as the figure, its pillow at the head, a blanket over the legs. */
function bed(kind: 'bed' | 'sofa' | 'bench' | 'hammock' | 'tent'): Drawing {
  return (pen, users, colour) => {
    const h = tallest(users);
    const floor = floorOf(users);
    const height = kind === 'hammock' ? 0.35 * h : kind === 'tent' ? 0.07 * h : 0.26 * h;
    const lying = users.filter((u) => u.posture === 'lying');
    // A body lying down sinks a little into the mattress.
    const lift = users.map((u) => (u.posture === 'lying' ? u.y + u.figure.rest[1] - (floor - height) - u.figure.box.height * 0.15 : u.y - (floor - height)));
    const x0 = left(users) - 16;
    const x1 = right(users) + 16;
    const top = floor - height;
    const frame = kind === 'sofa' ? '#5b7fb5' : kind === 'bench' ? '#a8743f' : '#9b6b43';
    const headAt = (u: User) => u.x + u.figure.face.x + u.figure.face.width / 2;
    const heads = lying.map(headAt);
    const headLeft = heads.length ? heads[0] < (x0 + x1) / 2 : true;
    let behind = '';
    let front = '';
    if (kind === 'hammock') {
      const posts = [x0 - 40, x1 + 40].map((x) => pen.rect(x - 8, top - h * 0.5, 16, floor - top + h * 0.5, '#8b5a2b')).join('');
      behind = posts + el('path', { d: `M${x0 - 40} ${top - h * 0.35}Q${(x0 + x1) / 2} ${top + h * 0.25} ${x1 + 40} ${top - h * 0.35}`, fill: 'none', stroke: pen.color(colour ?? '#e8a33d'), 'stroke-width': h * 0.03 });
      front = pen.path(`M${x0 - 10} ${top - h * 0.12}Q${(x0 + x1) / 2} ${top + h * 0.16} ${x1 + 10} ${top - h * 0.12}L${x1 + 10} ${top - h * 0.06}Q${(x0 + x1) / 2} ${top + h * 0.24} ${x0 - 10} ${top - h * 0.06}Z`, colour ?? '#e8a33d');
      return { lift, behind, front, extent: extentOf([[x0 - 48, top - h * 0.5], [x1 + 48, floor]]) };
    }
    if (kind === 'tent') {
      // Lying in the tent's open door on a sleeping bag, the tent standing well over the figure: at 1.5 figure heights
      // the figure covered most of it, and a night's dark tent read as a mat under the sleeper.
      const tents = users.map((u) => {
        const [a, b] = [u.x + u.figure.box.x, u.x + u.figure.box.x + u.figure.box.width];
        return drawIcon(pen, 'tent', { x: (a + b) / 2, y: floor + h * 0.12, size: Math.max(b - a, h) * 2.4 }) + pen.rect(a - 10, top, b - a + 20, height, colour ?? '#3f7fbf', { rx: 12 });
      });
      return { lift, behind: tents.join(''), front: '', extent: extentOf([[x0 - h * 0.4, top - h * 1.2], [x1 + h * 0.4, floor]]) };
    }
    const headboard = kind === 'sofa' ? pen.rect(x0, top - h * 0.3, x1 - x0, h * 0.3, darken(frame, 0.08)) : kind === 'bed' ? pen.rect(headLeft ? x0 - 14 : x1 - 6, top - h * 0.28, 20, h * 0.28 + height, frame) : '';
    behind += headboard + pen.rect(x0, top, x1 - x0, height * 0.55, kind === 'bed' ? '#f7f4ee' : frame) + pen.rect(x0, top + height * 0.55, x1 - x0, height * 0.3, darken(frame, 0.15));
    behind += [x0 + 8, x1 - 20].map((x) => pen.rect(x, top + height * 0.85, 12, height * 0.15, darken(frame, 0.3))).join('');
    // The pillow goes under the head (the face's lower edge once the figure is lifted onto the bed).
    if (kind !== 'bench') behind += lying.map((u, i) => pen.ellipse(heads[i], u.y - lift[users.indexOf(u)] + u.figure.face.y + u.figure.face.height, h * 0.15, h * 0.07, '#ffffff')).join('');
    // Sat, stood or jumped on, a bed keeps its pillow against the headboard: drawn bare it read as a bench.
    if (kind === 'bed' && !lying.length) behind += pen.ellipse(headLeft ? x0 + h * 0.14 : x1 - h * 0.14, top - h * 0.05, h * 0.15, h * 0.07, '#ffffff');
    if (kind === 'bed') {
      // The blanket covers the legs to the hips, so the body and the face stay in view.
      front = lying
        .map((u) => {
          const box = { x: u.x + u.figure.box.x, width: u.figure.box.width };
          const feetSide = headAt(u) < box.x + box.width / 2 ? box.x + box.width : box.x;
          const hips = box.x + box.width * (feetSide > box.x ? 0.6 : 0.4);
          const [a, b] = [Math.min(feetSide, hips), Math.max(feetSide, hips)];
          const body = u.figure.box.height * 0.5;
          return pen.rect(a - 10, top - body, b - a + 20, body + height * 0.55, colour ?? '#f7a8b8', { rx: 14 });
        })
        .join('');
    }
    return { lift, behind, front, extent: extentOf([[x0 - 14, top - h * 0.3], [x1 + 14, floor]]) };
  };
}

/** A mount from the icon set: its saddle (or deck) put under the rider's hips (or feet). */
function iconMount(icon: string, anchor: Point, ground: number, faces: 1 | -1, scaleOf: (u: User) => number, stands = false, inFront = false): Drawing {
  return (pen, users) => {
    let behind = '';
    let front = '';
    const lift: number[] = [];
    const extents: Point[] = [];
    for (const u of users) {
      const k = scaleOf(u);
      const seatY = u.y - (ground - anchor[1]) * k;
      lift.push(Math.max(0, stands ? u.y - seatY : u.y + u.figure.rest[1] - seatY));
      const svg = drawIcon(pen, icon, { x: u.x, y: seatY, size: 32 * k, anchor, flip: u.facing !== faces });
      if (inFront) front += svg;
      else behind += svg;
      extents.push([u.x - 18 * k, u.y - ground * k], [u.x + 18 * k, u.y]);
    }
    return { lift, behind, front, extent: extentOf(extents) };
  };
}

/** Room the boat leaves beyond its passengers, as a share of their row. */
const BOAT_ROOM = 1.3;

/** One boat for everyone in it, as long as the row of its passengers, its side in front of their legs. */
function boatFor(icon: string, anchor: Point, ground: number, scaleOf: (u: User) => number): Drawing {
  const one = iconMount(icon, anchor, ground, -1, scaleOf, false, true);
  return (pen, users, colour) => {
    if (users.length < 2) return one(pen, users, colour);
    const k = Math.max(32 * Math.max(...users.map(scaleOf)), (right(users) - left(users)) * BOAT_ROOM) / 32;
    const x = (left(users) + right(users)) / 2;
    const floor = floorOf(users);
    const seatY = floor - (ground - anchor[1]) * k;
    const front = drawIcon(pen, icon, { x, y: seatY, size: 32 * k, anchor, flip: users[0].facing !== -1 });
    const lift = users.map((u) => Math.max(0, u.y + u.figure.rest[1] - seatY));
    return { lift, behind: '', front, extent: extentOf([[x - 16 * k, floor - ground * k], [x + 16 * k, floor]]) };
  };
}

/** A board under the feet: skateboard, surfboard on a wave, skis. */
function board(kind: 'skateboard' | 'surfboard' | 'skis' | 'skates'): Drawing {
  return (pen, users, colour) => {
    let behind = '';
    let front = '';
    const extents: Point[] = [];
    for (const u of users) {
      const h = u.figure.standing;
      const w = kind === 'skateboard' ? h * 0.55 : kind === 'surfboard' ? h * 0.9 : h * 0.95;
      const deck = u.y - (kind === 'skateboard' ? h * 0.09 : h * 0.05);
      const c = colour ?? (kind === 'skateboard' ? '#6a5acd' : kind === 'surfboard' ? '#f39c12' : '#d6453b');
      if (kind === 'skateboard') behind += [-0.3, 0.3].map((f) => pen.ellipse(u.x + f * w, deck + h * 0.05, h * 0.035, h * 0.035, '#333333')).join('');
      if (kind === 'surfboard') behind += pen.path(`M${u.x - h * 1.2} ${u.y + 10}Q${u.x - h * 0.2} ${u.y - h * 0.55} ${u.x + h * 0.9} ${u.y - h * 0.2}L${u.x + h * 1.2} ${u.y + 10}Z`, '#2f9fd0');
      // Skates: a white boot over each foot on a silver blade, so the feet read as skating.
      // The feet stand apart on a board (the riding pose puts each a third of a leg out from the hip).
      const feet = [-1, 1].map((side) => u.x + side * (0.35 * u.figure.legs + h * 0.04));
      const blades = feet.map((x) => pen.rect(x - h * 0.08, deck - h * 0.085, h * 0.16, h * 0.08, colour ?? '#ffffff', { rx: 5 }) + pen.rect(x - h * 0.085, deck - h * 0.005, h * 0.17, h * 0.025, '#9aa6ad', { rx: 3 })).join('');
      const plank = kind === 'skates' ? blades : kind === 'skis' ? [-6, 6].map((dy) => pen.rect(u.x - w / 2, deck + dy, w, h * 0.02, c, { rx: 4 })).join('') : pen.rect(u.x - w / 2, deck, w, h * 0.04, c, { rx: h * 0.02 });
      front += plank;
      extents.push([u.x - w / 2, deck - h], [u.x + w / 2, u.y]);
    }
    return { lift: users.map((u) => u.figure.standing * (kind === 'skateboard' ? 0.09 : 0.05)), behind, front, extent: extentOf(extents) };
  };
}

/** Things sat in, their sides in front of the lower body: a bath with foam, an open car. */
function container(kind: 'bathtub' | 'car'): Drawing {
  return (pen, users, colour) => {
    const h = tallest(users);
    const floor = floorOf(users);
    const x0 = left(users) - h * 0.22;
    const x1 = right(users) + h * 0.22;
    const rim = floor - h * (kind === 'bathtub' ? 0.34 : 0.36);
    const hips = floor - h * (kind === 'bathtub' ? 0.14 : 0.2);
    // The side's lower edge: the feet stay above it, or they would show under the bath or the car.
    const bottom = kind === 'bathtub' ? floor : floor - h * 0.1;
    const lift = seatedIn(users, hips, bottom, h);
    if (kind === 'bathtub') {
      const foam = Array.from({ length: Math.ceil((x1 - x0) / 40) }, (_, i) => pen.ellipse(x0 + 20 + i * 40, rim + 4, 26, 18, '#ffffff')).join('');
      const front = [x0 + 20, x1 - 40].map((x) => pen.rect(x, floor - 4, 20, 20, '#9aa6ad')).join('') + pen.rect(x0, rim, x1 - x0, floor + 8 - rim, colour ?? '#f4f6f8', { rx: 30 }) + foam;
      return { lift, behind: pen.rect(x0, rim - 10, x1 - x0, 20, '#dfe6ea', { rx: 10 }), front, extent: extentOf([[x0, rim - 10], [x1, floor + 16]]) };
    }
    const c = colour ?? '#d6453b';
    const wheel = (x: number) => pen.ellipse(x, floor - h * 0.08, h * 0.09, h * 0.09, '#2b2b2b') + pen.ellipse(x, floor - h * 0.08, h * 0.04, h * 0.04, '#cccccc');
    const body = pen.path(`M${x0 - h * 0.25} ${bottom}L${x0 - h * 0.25} ${rim + h * 0.08}Q${x0 - h * 0.2} ${rim} ${x0} ${rim}L${x1} ${rim}Q${x1 + h * 0.3} ${rim} ${x1 + h * 0.35} ${rim + h * 0.12}L${x1 + h * 0.35} ${bottom}Z`, c);
    const screen = pen.poly([[x1 - h * 0.05, rim], [x1 + h * 0.05, rim - h * 0.16], [x1 + h * 0.09, rim - h * 0.16], [x1 + h * 0.02, rim]], '#bfe3f5');
    const mirror = facingWay(users[0].facing, x0, x1);
    const seatBack = pen.rect(x0 + h * 0.02, rim - h * 0.22, h * 0.08, h * 0.22, darken(c, 0.3), { rx: 8 });
    return { lift, behind: mirror(seatBack + screen), front: mirror(body + wheel(x0 + h * 0.05) + wheel(x1 + h * 0.1)), extent: extentOf([[x0 - h * 0.3, rim - h * 0.2], [x1 + h * 0.4, floor]]) };
  };
}

/** How far up a figure is lifted `raise` figure heights up a thing, or, hanging upside down from it, so high its head clears the ground. */
const upTo = (u: User, raise: number): number => (u.posture === 'upside_down' ? Math.max(raise, (u.figure.box.y + u.figure.box.height) / u.figure.standing + HEAD_CLEAR) : raise) * u.figure.standing;
/** Room under the head of a figure hanging upside down, in figure heights. */
const HEAD_CLEAR = 0.12;

/** Climbed things: the figure is lifted part way up. */
function climbed(icon: string, size: number, anchorX: number, raise: number): Drawing {
  return (pen, users) => {
    const h = tallest(users);
    const u = users[0];
    const behind = drawIcon(pen, icon, { x: u.x, y: u.y + 6, size: size * h, anchor: [anchorX, 31], flip: u.facing < 0 });
    return { lift: users.map((v) => upTo(v, raise)), behind, front: '', extent: extentOf([[u.x - size * h * 0.5, u.y - size * h], [u.x + size * h * 0.5, u.y]]) };
  };
}

const byLegs = (factor: number, span: number) => (u: User) => (factor * u.figure.legs) / span;
const byHeight = (factor: number, span: number) => (u: User) => (factor * u.figure.standing) / span;

/** Steps of a staircase, in figure heights: each this high and this deep; the figure stands on the STAIR_AT-th. */
const STEP_RISE = 0.11;
const STEP_RUN = 0.2;
const STEPS = 7;
const STAIR_AT = 3;

/** A wooden staircase for figures `h` tall, its first step at `foot` on the floor, rising towards `ahead`, a handrail along it. */
export function staircase(pen: Pen, foot: number, floor: number, ahead: 1 | -1, h: number): { svg: string; extent: Rect } {
  const run = STEP_RUN * h;
  const steps = Array.from({ length: STEPS }, (_, i) => {
    const x = foot + ahead * i * run;
    return pen.rect(Math.min(x, x + ahead * run * (STEPS - i)), floor - (i + 1) * STEP_RISE * h, run * (STEPS - i), STEP_RISE * h, i % 2 ? '#c49a6c' : '#b7834f');
  }).join('');
  const end = foot + ahead * STEPS * run;
  const top = floor - STEPS * STEP_RISE * h;
  const rail = pen.line([[foot, floor - h * 0.55], [end, top - h * 0.55]], '#8b5a2b', 5) + [[foot, floor], [end, top]].map(([x, y]) => pen.rect(x - 4, y - h * 0.55, 8, h * 0.55, '#8b5a2b')).join('');
  return { svg: steps + rail, extent: extentOf([[Math.min(foot, end), top - h * 0.6], [Math.max(foot, end), floor]]) };
}

/** Stairs climbed: the figure stands a few steps up a staircase rising the way it faces. */
const stairs: Drawing = (pen, users) => {
  const h = tallest(users);
  const u = users[0];
  const drawn = staircase(pen, u.x - u.facing * (STAIR_AT - 0.5) * STEP_RUN * h, u.y, u.facing, h);
  return { lift: users.map(() => STAIR_AT * STEP_RISE * h), behind: drawn.svg, front: '', extent: drawn.extent };
};

/** Sitting on the stairs: on the second step, the staircase rising behind the figure. */
const stairSeat: Drawing = (pen, users) => {
  const h = tallest(users);
  const u = users[0];
  const seat = u.y - 2 * STEP_RISE * h;
  const drawn = staircase(pen, u.x + u.facing * 1.3 * STEP_RUN * h, u.y, (-u.facing) as 1 | -1, h);
  return { lift: users.map((v) => v.y + v.figure.rest[1] - seat), behind: drawn.svg, front: '', extent: drawn.extent };
};

/** Every thing a figure can use, by what it is and how it is used. */
const SEATS: Partial<Record<PropKey, Drawing>> = {
  sofa: seat('sofa'), armchair: seat('armchair'), chair: seat('chair'), bench: seat('bench'), stool: seat('stool'), wheelchair, seesaw, swing: seat('swing'), bed: bed('bed'), picnic_blanket: rug, magic_carpet: magicCarpet,
  stairs: stairSeat, dock, desk: seat('chair'), piano: seat('stool'), drum: seat('stool'), table: seat('chair'), chess: seat('chair'),
};
const BEDS: Partial<Record<PropKey, Drawing>> = { tent: bed('tent'), bed: bed('bed'), sofa: bed('sofa'), bench: bed('bench'), hammock: bed('hammock'), picnic_blanket: rug };
const car = container('car');

/**
 * A Ferris wheel ridden: the riders sit in the gondola at the top of the wheel, which stands on its two legs with
 * more gondolas round its rim.
 */
const ferrisWheel: Drawing = (pen, users, colour) => {
  const h = tallest(users);
  const ground = floorOf(users);
  const [x0, x1] = [left(users) - h * 0.12, right(users) + h * 0.12];
  const cx = (x0 + x1) / 2;
  const radius = Math.max(1.3 * h, (x1 - x0) * 1.2);
  const hub = ground - radius - h * 0.35;
  const cabinFloor = hub - radius + h * 0.5;
  const hips = cabinFloor - h * 0.16;
  const lift = seatedIn(users, hips, cabinFloor, h);
  const steel = '#6d7680';
  const legs = pen.line([[cx - radius * 0.6, ground], [cx, hub], [cx + radius * 0.6, ground]], steel, 8);
  const spokes = Array.from({ length: 8 }, (_, i) => pen.line([[cx, hub], [cx + radius * Math.cos((i * Math.PI) / 4), hub + radius * Math.sin((i * Math.PI) / 4)]], steel, 3)).join('');
  const rim = pen.ellipse(cx, hub, radius, radius, steel, { fill: 'none', stroke: steel, 'stroke-width': pen.px(6) });
  const cabin = (x: number, y: number, c: string, w: number) => pen.line([[x, y - h * 0.08], [x, y]], steel, 3) + pen.rect(x - w / 2, y, w, h * 0.22, c, { rx: h * 0.05 });
  const others = [1, 2, 3, 5, 6, 7].map((i) => cabin(cx + radius * Math.sin((i * Math.PI) / 4), hub - radius * Math.cos((i * Math.PI) / 4), ['#f2c230', '#2e86c1', '#3f9a4a'][i % 3], h * 0.4)).join('');
  const top = hub - radius;
  const riders = pen.rect(x0, cabinFloor - h * 0.26, x1 - x0, h * 0.26, colour ?? '#e53935', { rx: h * 0.06 });
  return { lift, behind: legs + rim + spokes + others + pen.line([[cx, top], [cx, cabinFloor - h * 0.26]], steel, 3), front: riders, extent: extentOf([[cx - radius - h * 0.3, top - h * 0.1], [cx + radius + h * 0.3, ground]]) };
};

/** How high a plane flies over the ground, in figure heights. */
const FLYING = 1.1;

/**
 * A small plane in the air, its pilot (and passenger) in the open cockpit: a long body tapering to a tail fin, a
 * wing across it, a propeller on the nose, the whole lifted FLYING figure heights off the ground.
 */
const plane: Drawing = (pen, users, colour) => {
  const h = tallest(users);
  const air = FLYING * h;
  const floor = floorOf(users) - air;
  const [x0, x1] = [left(users) - h * 0.15, right(users) + h * 0.15];
  const rim = floor - h * 0.36;
  const bottom = floor - h * 0.04;
  const hips = floor - h * 0.2;
  const lift = seatedIn(users, hips, bottom, h);
  const c = colour ?? '#e53935';
  const [tail, nose] = [x0 - h * 0.95, x1 + h * 0.45];
  const body = pen.path(`M${tail} ${rim - h * 0.02}L${x0} ${rim}L${x1} ${rim}Q${nose} ${rim} ${nose} ${(rim + bottom) / 2}Q${nose} ${bottom} ${x1} ${bottom}L${x0} ${bottom}L${tail} ${rim + h * 0.1}Z`, c);
  const fin = pen.poly([[tail, rim + h * 0.02], [tail - h * 0.05, rim - h * 0.3], [tail + h * 0.2, rim - h * 0.3], [tail + h * 0.35, rim]], darken(c, 0.15));
  const wing = pen.ellipse((x0 + x1) / 2, bottom - h * 0.06, (x1 - x0) / 2 + h * 0.35, h * 0.06, darken(c, 0.25));
  const propeller = pen.ellipse(nose + h * 0.03, (rim + bottom) / 2, h * 0.025, h * 0.22, '#5d4037') + pen.ellipse(nose + h * 0.03, (rim + bottom) / 2, h * 0.04, h * 0.04, '#f2c230');
  const mirror = facingWay(users[0].facing, x0, x1);
  const windscreen = pen.poly([[x1 - h * 0.05, rim], [x1 + h * 0.04, rim - h * 0.14], [x1 + h * 0.08, rim - h * 0.14], [x1 + h * 0.04, rim]], '#bfe3f5');
  return { lift, behind: mirror(fin + windscreen), front: mirror(body + wing + propeller), extent: extentOf([[tail - h * 0.1, rim - h * 0.35], [nose + h * 0.1, floorOf(users)]]) };
};

/** A roller coaster's car at the foot of its track, the riders in it, the track climbing away behind them. */
const coaster: Drawing = (pen, users, colour) => {
  const placed = car(pen, users, colour ?? '#f2a33a');
  const h = tallest(users);
  const floor = floorOf(users);
  const [x0, x1] = [left(users), right(users)];
  const ahead = users[0].facing;
  const trackX = (ahead > 0 ? x1 : x0) + ahead * h * 0.9;
  const track = drawIcon(pen, 'roller-coaster', { x: trackX, y: floor + h * 0.12, size: h * 3, flip: ahead < 0 });
  const rail = pen.rect(x0 - h * 0.4, floor - h * 0.02, x1 - x0 + h * 0.8, h * 0.05, '#e53935');
  return { ...placed, behind: track + placed.behind, front: placed.front + rail, extent: extentOf([[x0 - h * 0.4, floor - h * 2.9], [trackX + h * 1.5, floor]]) };
};
const MOUNTS: Partial<Record<PropKey, Drawing>> = {
  bicycle: iconMount('bicycle', [20, 12.5], 28.8, -1, byLegs(1.45, 16.3)),
  horse: iconMount('horse', [17, 12.5], 30, -1, byHeight(0.62, 17.5)),
  camel: iconMount('camel', [15, 12], 30, -1, byHeight(1.25, 17.5)),
  elephant: iconMount('elephant', [16, 11], 30, -1, byHeight(1.4, 17.5)),
  dragon: iconMount('dragon', [22, 16], 30, -1, byHeight(1.3, 17.5)),
  scooter: iconMount('kick-scooter', [18, 26], 30, -1, byHeight(0.55, 24), true),
  sled: iconMount('sled', [18, 13], 30, -1, byHeight(0.32, 17)),
  tractor: iconMount('tractor', [21, 15], 30, -1, byHeight(0.7, 15)),
  carousel: iconMount('carousel-horse', [15, 11.5], 30, -1, byHeight(0.62, 18.5)),
  boat: boatFor('canoe', [16, 19], 30, byHeight(1.15, 32)),
  skateboard: board('skateboard'),
  surfboard: board('surfboard'),
  skis: board('skis'),
  skates: board('skates'),
  car,
  plane,
  ferris_wheel: ferrisWheel,
  taxi: (pen, users, colour) => car(pen, users, colour ?? '#f2c230'),
  roller_coaster: coaster,
  bathtub: container('bathtub'),
};
/**
 * Climbed things: the icon, its height in figure heights, where its foot is in the icon, and how far (in figure
 * heights) a figure is lifted climbing it and up on top of it (at the top of the slide, in the branches of the tree).
 */
const CLIMBED = {
  tree: { icon: 'deciduous-tree', size: 2.3, anchorX: 16, climbing: 0.45, onTop: 0.95 },
  ladder: { icon: 'ladder', size: 1.5, anchorX: 16, climbing: 0.35, onTop: 1.2 },
  slide: { icon: 'playground-slide', size: 1.5, anchorX: 9, climbing: 0.38, onTop: 0.85 },
};
/** Halfway down the slide's chute, seated. */
const SLIDING: Partial<Record<PropKey, Drawing>> = { slide: climbed(CLIMBED.slide.icon, CLIMBED.slide.size, 20, 0.3) };
const climbedAt = (lift: 'climbing' | 'onTop'): Partial<Record<PropKey, Drawing>> =>
  Object.fromEntries(Object.entries(CLIMBED).map(([prop, c]) => [prop, climbed(c.icon, c.size, c.anchorX, c[lift])]));
/** A ladder up to a hut in the branches of a tree, the figure `raise` figure heights up it. */
function treehouse(raise: number): Drawing {
  const { icon, size, anchorX } = CLIMBED.ladder;
  const ladder = climbed(icon, size, anchorX, raise);
  return (pen, users, colour) => {
    const placed = ladder(pen, users, colour);
    const h = tallest(users);
    const u = users[0];
    const x = u.x + u.facing * h * 0.35;
    return { ...placed, behind: treeWithHut(pen, x, u.y, h) + placed.behind, extent: extentOf([[x - 1.35 * h, u.y - 2.7 * h], [x + 1.35 * h, u.y]]) };
  };
}
/** Monkey bars: a row of rungs between two posts, high enough that the figure hanging from them by its hands swings clear of the ground. */
const monkeyBars: Drawing = (pen, users) => {
  const h = tallest(users);
  const u = users[0];
  const raise = upTo(u, 0.22);
  // Hanging by the hands, the bar is over them; upside down, at the knees, where the figure is hung from.
  const bar = u.posture === 'upside_down' ? u.y - raise : u.y - raise + u.figure.box.y + h * 0.03;
  const [x0, x1] = [u.x - h * 0.9, u.x + h * 0.9];
  const posts = [x0, x1].map((x) => pen.rect(x - h * 0.03, bar - h * 0.04, h * 0.06, u.y + 6 - bar + h * 0.04, '#e53935')).join('');
  const rails = pen.rect(x0, bar - h * 0.045, x1 - x0, h * 0.03, '#2e86c1');
  const rungs = Array.from({ length: 9 }, (_, i) => pen.ellipse(x0 + ((i + 0.5) * (x1 - x0)) / 9, bar, h * 0.018, h * 0.018, '#f2c230')).join('');
  return { lift: users.map((v) => upTo(v, 0.22)), behind: posts + rails + rungs, front: '', extent: extentOf([[x0 - h * 0.05, bar - h * 0.06], [x1 + h * 0.05, u.y]]) };
};
/** A climbing rope hanging from high above, the figure part way up it, a knot at its foot. */
const climbingRope: Drawing = (pen, users) => {
  const h = tallest(users);
  const u = users[0];
  const raise = upTo(u, 0.4);
  const x = u.x + u.facing * h * 0.1;
  // It hangs from above the frame: from a beam, a branch, the gym's ceiling.
  const top = u.y - raise - h * 5;
  const twists = Array.from({ length: 60 }, (_, i) => top + ((u.y - top) * (i + 0.5)) / 60).map((y) => pen.line([[x - h * 0.018, y], [x + h * 0.018, y + h * 0.03]], '#8d6e4a', 1.5)).join('');
  const rope = pen.rect(x - h * 0.022, top, h * 0.044, u.y - top, '#d7b98a', { stroke: 'none' }) + twists + pen.ellipse(x, u.y - h * 0.04, h * 0.045, h * 0.04, '#c9a56f');
  return { lift: users.map((v) => upTo(v, 0.4)), behind: rope, front: '', extent: extentOf([[x - h * 0.5, u.y - raise - h * 1.1], [x + h * 0.5, u.y]]) };
};
const CLIMBS = { ...climbedAt('climbing'), treehouse: treehouse(CLIMBED.ladder.climbing), monkey_bars: monkeyBars, rope: climbingRope, stairs };
const TOPS = { ...climbedAt('onTop'), treehouse: treehouse(CLIMBED.ladder.onTop) };


export function supportDrawing(prop: PropKey, support: Support): Drawing | undefined {
  if (support === 'bed') return BEDS[prop] ?? bed('bed');
  if (support === 'seat') return SEATS[prop];
  if (support === 'climb') return CLIMBS[prop];
  if (support === 'atop') return TOPS[prop];
  if (support === 'down') return SLIDING[prop];
  return MOUNTS[prop];
}

/** A seat drawn for seated figures that name none (a chair at a table, a stool at a piano). */
export const DEFAULT_SEAT: Drawing = seat('stool');
