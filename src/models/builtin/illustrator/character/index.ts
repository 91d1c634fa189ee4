import type { CharacterDescriptor } from '../../../../vocabulary';
import { darken } from '../color';
import type { Pen } from '../pen';
import { carryOf, drawHeld, HeldItem } from '../things/held';
import { apply, compose, el, IDENTITY, Matrix, matrixAttr, Point, Rect, rotate, scale, transformRect, translate, boundsOf } from '../svg';
import { backpack, bodyWear, headWear, motionMarks } from './accessories';
import { Expression, featureShift, HeadContext, View } from './head';
import { wardrobe, Wardrobe } from './outfit';
import { Pose, poseSpec, PoseSpec } from './poses';
import { Limbs, poseLimbs, Proportions, proportions } from './skeleton';
import { drawnKeypoints, fitToSkeleton, type SkeletonFit } from './on-skeleton';
import type { Skeleton } from '../../../../poses/keypoints';
import { drawHead, drawTail, furLight } from './species';

export interface CharacterState {
  pose: Pose;
  expression: Expression;
  view: View;
  /** +1 faces right, -1 faces left (the figure is mirrored). */
  facing: 1 | -1;
  held?: HeldItem;
  /** PNG data URI printed on the chest. */
  logo?: string;
  /** The scene draws what the figure lies on (else a lying figure gets a pillow on the ground). */
  supported?: boolean;
  /** Put on for this scene over the usual outfit (a crown, a party hat). */
  wears?: { piece: string; color: string };
  /** The skeleton to draw the figure on (COCO keypoints in pixels of the picture); view and facing are its own. */
  skeleton?: Skeleton;
}

export interface Figure {
  svg: string;
  /** Whole figure and head, in the coordinates the figure was drawn in (feet on y = 0). */
  box: Rect;
  face: Rect;
  /** Where the figure's weight rests: the underside of the hips (seated, riding) or of the body (lying). */
  rest: Point;
  /** The character's height standing and its legs' length, whatever its pose. */
  standing: number;
  legs: number;
  /** Where the figure's joints and nose were drawn (drawn on a skeleton), in the coordinates the figure was drawn in. */
  keypoints?: Skeleton;
}

interface Body {
  h: HeadContext;
  p: Proportions;
  w: Wardrobe;
  spec: PoseSpec;
  limbs: Limbs;
  state: CharacterState;
  /** The head's tilt on the neck, in degrees (a figure drawn on a skeleton). */
  tilt?: number;
}

const METAL_JOINT = (d: CharacterDescriptor): string => darken(d.skin, 0.35);

function limbSkin(b: Body): string {
  const d = b.h.d;
  return d.species === 'robot' ? METAL_JOINT(d) : d.skin;
}

function legs(b: Body): string {
  const { h, p, w, limbs } = b;
  const pen = h.pen;
  const skin = limbSkin(b);
  const trousers = w.bottom?.kind === 'trousers' ? w.bottom.color : undefined;
  return limbs.legs
    .map(({ hip, knee, foot }, i) => {
      const side = i === 0 ? -1 : 1;
      let out = pen.limb([hip, knee, foot], p.legW, trousers ?? skin);
      if (w.bottom?.kind === 'shorts') out += pen.limb([hip, [hip[0] + (knee[0] - hip[0]) * 0.75, hip[1] + (knee[1] - hip[1]) * 0.75]], p.legW * 1.2, w.bottom.color);
      if (w.shoes?.boots) out += pen.limb([[knee[0] + (foot[0] - knee[0]) * 0.35, knee[1] + (foot[1] - knee[1]) * 0.35], foot], p.legW * 1.12, w.shoes.color);
      const toward = b.state.view === 'front' && !b.spec.legs ? side * 0.35 : 1;
      const shoe = w.shoes?.color ?? (h.d.species === 'fox' ? '#3a2a26' : h.d.species === 'robot' ? METAL_JOINT(h.d) : darken(skin, 0.15));
      return out + pen.ellipse(foot[0] + toward * p.legW * 0.45, foot[1] + p.legW * 0.1, p.legW * 0.8, p.legW * 0.45, shoe);
    })
    .join('');
}

function torsoPoints(p: Proportions, narrow: number, bottom: number): Point[] {
  const sx = p.shoulderX * narrow;
  const hx = p.hipX * 1.2 * narrow;
  return [[-sx, p.shoulderY + 7], [-sx * 0.75, p.shoulderY], [sx * 0.75, p.shoulderY], [sx, p.shoulderY + 7], [Math.max(hx, sx * 0.85), bottom], [-Math.max(hx, sx * 0.85), bottom]];
}

function flare(p: Proportions, narrow: number, top: number, bottom: number, width: number): Point[] {
  const hx = p.hipX * 1.25 * narrow;
  return [[-hx, top], [hx, top], [hx * width, bottom], [-hx * width, bottom]];
}

function torso(b: Body): string {
  const { h, p, w } = b;
  const pen = h.pen;
  const d = h.d;
  const narrow = b.state.view === 'side' ? 0.6 : b.state.view === 'three_quarter' ? 0.88 : 1;
  const front = b.state.view !== 'back';
  const base = w.dress ?? w.top?.color ?? (d.species === 'robot' ? d.skin : d.skin);
  let out = '';
  if (w.bottom?.kind === 'trousers' || w.bottom?.kind === 'shorts') out += pen.poly(flare(p, narrow, p.hipY - 8, p.hipY + 9, 1.1), w.bottom.color);
  out += pen.poly(torsoPoints(p, narrow, p.hipY + 2), base);
  if (!w.top && !w.dress && d.species !== 'human' && d.species !== 'robot' && front) out += pen.spot(0, (p.shoulderY + p.hipY) / 2 + 4, p.shoulderX * 0.55 * narrow, (p.hipY - p.shoulderY) * 0.36, furLight(d));
  if (d.species === 'robot' && front) out += robotPanel(b, narrow);
  if (w.dress) out += pen.poly(flare(p, narrow, p.hipY - 6, p.hipY + p.thigh * 1.05, 1.9), w.dress);
  if (w.bottom?.kind === 'skirt') out += pen.poly(flare(p, narrow, p.hipY - 6, p.hipY + p.thigh * 0.85, 1.8), w.bottom.color);
  if (w.apron && front) out += pen.rect(-p.shoulderX * 0.6 * narrow, p.shoulderY + 12, p.shoulderX * 1.2 * narrow, p.hipY - p.shoulderY + p.thigh * 0.5, w.apron);
  if (w.outer) out += outerwear(b, narrow, front);
  if (w.tie && front && !w.outer?.hood) out += pen.poly([[-3, p.shoulderY + 1], [3, p.shoulderY + 1], [4.5, p.shoulderY + 24], [0, p.shoulderY + 30], [-4.5, p.shoulderY + 24]], w.tie, { 'stroke-width': pen.px(1.4) });
  if (b.state.logo && front && b.state.view !== 'side') {
    const s = p.shoulderX * 0.75;
    out += el('image', { href: b.state.logo, x: -s / 2 + (b.state.view === 'three_quarter' ? 4 : 0), y: p.shoulderY + 10, width: s, height: s, preserveAspectRatio: 'xMidYMid meet' });
  }
  return out;
}

function outerwear(b: Body, narrow: number, front: boolean): string {
  const { h, p, w } = b;
  const pen = h.pen;
  const outer = w.outer!;
  const bottom = outer.long ? p.hipY + p.thigh * 0.8 : p.hipY + 4;
  const pts = torsoPoints(p, narrow * 1.06, p.hipY);
  const coat = pen.poly([...pts.slice(0, 4), [pts[4][0] * (outer.long ? 1.25 : 1), bottom], [pts[5][0] * (outer.long ? 1.25 : 1), bottom]], outer.color);
  if (!front) return coat;
  if (outer.hood) return coat + [0.3, 0.5, 0.7].map((t) => pen.ellipse(2, p.shoulderY + (bottom - p.shoulderY) * t, 2.2, 2.2, darken(outer.color, 0.4), { stroke: 'none' })).join('');
  const inner = w.top?.color ?? w.dress ?? darken(outer.color, 0.2);
  const gap = p.shoulderX * 0.28 * narrow;
  return coat + pen.poly([[-gap, p.shoulderY + 1], [gap, p.shoulderY + 1], [gap * 0.7, p.hipY - 2], [-gap * 0.7, p.hipY - 2]], inner, { 'stroke-width': pen.px(1.4) });
}

function robotPanel(b: Body, narrow: number): string {
  const { h, p } = b;
  const accents = h.d.outfit.map((o) => o.color);
  const lights = accents.length ? accents : [h.d.eyes, '#ffd54a', '#e53935'];
  const x = -p.shoulderX * 0.55 * narrow;
  const wPanel = p.shoulderX * 1.1 * narrow;
  const y = p.shoulderY + 12;
  return h.pen.rect(x, y, wPanel, 22, darken(h.d.skin, 0.25), { rx: 3 }) + lights.slice(0, 3).map((c, i) => h.pen.ellipse(x + wPanel * (0.22 + i * 0.28), y + 11, 4, 4, c, { 'stroke-width': h.pen.px(1) })).join('');
}

function arms(b: Body): string {
  const { h, p, w, limbs } = b;
  const pen = h.pen;
  const skin = limbSkin(b);
  const sleeve = w.outer?.color ?? w.top?.color ?? w.dress;
  const handColor = h.d.species === 'robot' ? METAL_JOINT(h.d) : h.d.skin;
  return limbs.arms
    .map(({ shoulder, elbow, hand }) => {
      const short = !w.outer && w.top?.sleeves === 'short';
      let out = pen.limb([shoulder, elbow, hand], p.armW, short || !sleeve ? skin : sleeve);
      if (short && sleeve) out += pen.limb([shoulder, [shoulder[0] + (elbow[0] - shoulder[0]) * 0.6, shoulder[1] + (elbow[1] - shoulder[1]) * 0.6]], p.armW * 1.25, sleeve);
      return out + pen.ellipse(hand[0], hand[1], p.armW * 0.62, p.armW * 0.62, handColor);
    })
    .join('');
}

function held(b: Body): string {
  const item = b.state.held;
  if (!item) return '';
  const [l, r] = b.limbs.arms.map((a) => a.hand);
  const at: Point = b.spec.grip === 'both' ? [(l[0] + r[0]) / 2, (l[1] + r[1]) / 2] : r;
  // The thing is held in front of the chest: the top (an open jacket shows it), else the dress or the coat.
  const clothes = b.w.top?.color ?? b.w.dress ?? b.w.outer?.color ?? b.h.d.skin;
  return drawHeld(b.h.pen, item, at, b.p.armW * 0.62, clothes);
}

function neckAndScarf(b: Body, under: boolean): string {
  const { h, p, w } = b;
  const pen = h.pen;
  if (under) return h.d.species === 'human' ? pen.rect(-h.r * 0.18, p.shoulderY - 8, h.r * 0.36, 12, h.d.skin, { stroke: 'none' }) : '';
  if (!w.scarf) return '';
  const sx = p.shoulderX * 0.72;
  return pen.rect(-sx, p.shoulderY - 6, sx * 2, 11, w.scarf, { rx: 5 }) + (b.state.view === 'back' ? '' : pen.poly([[sx * 0.2, p.shoulderY + 2], [sx * 0.7, p.shoulderY + 2], [sx * 0.8, p.shoulderY + 30], [sx * 0.3, p.shoulderY + 30]], w.scarf));
}

function cape(b: Body): string {
  const { h, p, w } = b;
  if (!w.cape) return '';
  const sx = p.shoulderX;
  return h.pen.poly([[-sx, p.shoulderY + 2], [sx, p.shoulderY + 2], [sx * 1.7, -6], [-sx * 1.7, -6]], w.cape);
}

/** The head turned on its neck by the body's tilt. */
function tilted(b: Body, svg: string): string {
  return b.tilt ? el('g', { transform: `rotate(${Math.round(b.tilt * 10) / 10} 0 ${Math.round(b.p.shoulderY * 10) / 10})` }, svg) : svg;
}

function assemble(b: Body): string {
  const { h, p, state } = b;
  const tail = drawTail(h, p.hipY);
  const head = tilted(b, drawHead(h) + headWear(h, b.w));
  const motion = b.spec.motionLines ? motionMarks(h, state.pose.action === 'waving' ? b.limbs.arms[1].hand : [-p.shoulderX * 2.2, p.hipY], p.armW) : '';
  const hood = b.w.outer?.hood && state.view !== 'back' ? tilted(b, h.pen.ellipse(0, h.cy + h.r * 0.05, h.r * 1.22, h.r * 1.2, b.w.outer.color)) : '';
  if (state.view === 'back') {
    return legs(b) + torso(b) + arms(b) + backpack(h, p, true) + cape(b) + neckAndScarf(b, true) + head + neckAndScarf(b, false) + tail;
  }
  // A thing raised to the face (an ice cream, a trumpet) is in front of the head; anything lower is in front of the body.
  const raised = b.limbs.arms[1].hand[1] < p.shoulderY;
  return cape(b) + tail + backpack(h, p, false) + legs(b) + torso(b) + bodyWear(h, p, b.limbs) + (raised ? '' : held(b)) + arms(b) + neckAndScarf(b, true) + hood + head + neckAndScarf(b, false) + (raised ? held(b) : '') + motion;
}

/** Local extents of the figure before posing transforms. */
function extents(b: Body): { box: Rect; face: Rect } {
  const { h, p, limbs } = b;
  const tall = h.d.species === 'rabbit' ? 2.25 : h.d.species === 'fox' ? 1.6 : h.d.species === 'robot' ? 1.7 : b.w.hat ? 1.5 : 1.15;
  const wide = h.d.hair.style.includes('afro') || b.w.hat?.kind === 'brim' ? 1.55 : 1.15;
  const pad = p.legW;
  const pts: Point[] = [
    [-h.r * wide, h.cy - h.r * tall],
    [h.r * wide, h.cy + h.r],
    ...limbs.arms.flatMap((a) => [a.elbow, a.hand]).map(([x, y]) => [x + Math.sign(x) * pad, y] as Point),
    ...limbs.legs.flatMap((l) => [l.knee, l.foot]).map(([x, y]) => [x + Math.sign(x || 1) * pad, y + p.legW * 0.3] as Point),
    [-p.shoulderX - pad, p.shoulderY],
    [p.shoulderX + pad, p.shoulderY],
  ];
  return { box: boundsOf(pts), face: { x: h.cx - h.r * 1.05, y: h.cy - h.r * 1.1, width: h.r * 2.1, height: h.r * 2.15 } };
}

/** How far bent legs lower the body so that the feet (or, on the floor, the hips) meet the ground. */
function drop(p: Proportions, legs: PoseSpec['legs']): number {
  switch (legs) {
    case 'seat':
      return p.thigh - 8;
    case 'floor':
      return -p.hipY - p.legW * 0.5;
    case 'crouch':
      return -(p.hipY + p.shin * 0.7);
    case 'astride':
      return -(p.hipY + p.thigh * 0.85 + p.shin * 0.95);
    default:
      return 0;
  }
}

/** The posing transform: lift for jumps, drop onto a seat, lean, lie down, turn upside down, mirror. */
function posing(b: Body): Matrix {
  const { p, spec, state } = b;
  let m: Matrix = IDENTITY;
  if (spec.legs) m = compose(m, translate(0, drop(p, spec.legs)));
  if (spec.lean) m = compose(m, rotate(spec.lean));
  if (spec.lift) m = compose(m, translate(0, -spec.lift * (p.thigh + p.shin)));
  if (spec.lying) m = compose(compose(m, rotate(-90)), translate((p.thigh + p.shin + p.headR) * 0.5, -p.shoulderX - 4));
  if (spec.inverted) m = compose(m, rotate(180));
  return compose(m, scale(state.facing, 1));
}

/** How much lower than its joints a figure reaches: its shoes, knees, hips and hands are round. */
function lowest(b: Body, m: Matrix): number {
  const { limbs, p, h } = b;
  const padded: Array<[Point, number]> = [
    ...limbs.legs.flatMap((l): Array<[Point, number]> => [[l.foot, p.legW * 0.55], [l.knee, p.legW * 0.5], [l.hip, p.legW * 0.6]]),
    ...limbs.arms.map((a): [Point, number] => [a.hand, p.armW * 0.62]),
    [[h.cx, h.cy], h.r],
  ];
  return Math.max(...padded.map(([pt, pad]) => apply(m, pt)[1] + pad));
}

/** The posing transform on a skeleton: the torso leaned about the hips, the lowest point on the ground, mirrored. */
function posingOnSkeleton(b: Body, fit: SkeletonFit): Matrix {
  const leaned = compose(compose(translate(0, -b.p.hipY), rotate(fit.lean)), translate(0, b.p.hipY));
  return compose(compose(leaned, translate(0, -lowest(b, leaned))), scale(b.state.facing, 1));
}

/** On a skeleton the arms are the skeleton's: a held thing is in both hands when they are together, else in the hand on the facing side. */
function gripOnSkeleton(limbs: Limbs, p: Proportions): PoseSpec['grip'] {
  const [l, r] = limbs.arms.map((a) => a.hand);
  return Math.hypot(l[0] - r[0], l[1] - r[1]) < p.armW * 4 ? 'both' : 'right';
}

export function drawCharacter(pen: Pen, usual: CharacterDescriptor, name: string, state: CharacterState): Figure {
  const d = state.wears ? { ...usual, outfit: [state.wears, ...usual.outfit] } : usual;
  const p = proportions(d);
  const posed = poseSpec(state.pose, state.held && carryOf(state.held));
  const narrow = state.view === 'side' ? 0.35 : state.view === 'three_quarter' ? 0.85 : 1;
  const fit = state.skeleton && fitToSkeleton(p, state.skeleton, { view: state.view, facing: state.facing }, narrow);
  const limbs = fit?.limbs ?? poseLimbs(p, posed, narrow);
  const spec: PoseSpec = fit ? { ...posed, grip: gripOnSkeleton(limbs, p) } : posed;
  const h: HeadContext = {
    pen,
    d,
    view: state.view,
    expression: state.pose.action === 'sleeping' ? 'sleeping' : state.expression,
    cx: 0,
    cy: p.headCy,
    r: p.headR,
    shift: featureShift(state.view, p.headR),
  };
  const body: Body = { h, p, w: wardrobe(d, name), spec, limbs, state, tilt: fit?.tilt };
  const m = fit ? posingOnSkeleton(body, fit) : posing(body);
  const { box, face } = extents(body);
  const pillow = spec.lying && !state.supported ? pen.ellipse(apply(m, [0, p.headCy])[0], -6, p.headR * 1.3, 7, '#f4f1ea') : '';
  const bounds = transformRect(m, box);
  const keypoints = fit && drawnKeypoints(fit, { cx: h.cx, cy: h.cy, r: h.r, shift: h.shift, neckY: p.shoulderY }, state.view).map((k) => k && apply(m, k));
  return {
    svg: pillow + el('g', { transform: matrixAttr(m) }, assemble(body)),
    box: bounds,
    face: transformRect(m, face),
    rest: spec.lying ? [bounds.x + bounds.width / 2, bounds.y + bounds.height] : apply(m, [0, p.hipY + 8]),
    standing: p.headR - p.headCy,
    legs: p.thigh + p.shin,
    ...(keypoints ? { keypoints } : {}),
  };
}
