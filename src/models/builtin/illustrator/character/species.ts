import { darken, lighten } from '../color';
import type { Point } from '../svg';
import { drawFace, expressionParts, FaceGeometry, mouth } from './face';
import { hairBehind, hairOver } from './hair';
import { FEATURE_INK, HeadContext } from './head';
import { accessoryColor } from './outfit';

const HUMAN_FACE = (child: boolean): FaceGeometry => ({ spread: 0.38, eyeY: 0.08, eyeR: child ? 0.17 : 0.14, mouthY: 0.52, mouthW: 0.22 });
const ANIMAL_FACE: FaceGeometry = { spread: 0.36, eyeY: -0.1, eyeR: 0.16, mouthY: 0.58, mouthW: 0.17 };
const INNER_EAR = '#f2a7b5';
const FOX_WHITE = '#fbf6ee';

/** Belly, muzzle and cheek colour of a fur coat. */
export function furLight(d: HeadContext['d']): string {
  return d.species === 'fox' ? FOX_WHITE : lighten(d.skin, 0.5);
}

function humanHead(h: HeadContext): string {
  const { pen, cx, cy, r, d } = h;
  const ears = h.view === 'back' ? [-1, 1] : h.view === 'side' ? [-0.1] : h.view === 'three_quarter' ? [-1] : [-1, 1];
  const earShapes = ears.map((s) => pen.ellipse(cx + s * r * 0.9, cy + r * 0.08, r * 0.17, r * 0.24, d.skin)).join('');
  const skull = pen.ellipse(cx, cy, r * 0.92, r, d.skin);
  if (h.view === 'back') return hairBehind(h) + earShapes + skull + hairOver(h);
  const nose = h.view === 'front' ? pen.line([[cx + h.shift, cy + r * 0.24], [cx + h.shift + r * 0.05, cy + r * 0.3]], darken(d.skin, 0.35), 2.2) : pen.path(noseProfile(h), d.skin, { 'stroke-width': pen.px(1.6) });
  return hairBehind(h) + earShapes + skull + nose + drawFace(h, HUMAN_FACE(d.age === 'child')) + hairOver(h);
}

function noseProfile(h: HeadContext): string {
  const x = h.cx + h.shift * 1.6 + h.r * 0.05;
  const y = h.cy + h.r * 0.15;
  return `M${x} ${y - h.r * 0.12}L${x + h.r * 0.14} ${y + h.r * 0.12}L${x} ${y + h.r * 0.16}Z`;
}

interface EarShape {
  points: (s: number, h: HeadContext) => Point[];
  inner?: string;
  tip?: string;
}

const triangle = (height: number, spread: number, width: number) => (s: number, { cx, cy, r }: HeadContext): Point[] => [
  [cx + s * r * (spread - width), cy - r * 0.55],
  [cx + s * r * (spread + 0.08), cy - r * height],
  [cx + s * r * (spread + width), cy - r * 0.35],
];

const EARS: Partial<Record<HeadContext['d']['species'], EarShape>> = {
  cat: { points: triangle(1.3, 0.6, 0.32), inner: INNER_EAR },
  fox: { points: triangle(1.6, 0.58, 0.36), tip: '#3a2a26' },
  rabbit: {
    points: (s, { cx, cy, r }) => [[cx + s * r * 0.18, cy - r * 0.8], [cx + s * r * 0.2, cy - r * 2.0], [cx + s * r * 0.45, cy - r * 2.25], [cx + s * r * 0.7, cy - r * 1.9], [cx + s * r * 0.58, cy - r * 0.75]],
    inner: INNER_EAR,
  },
  bear: {
    points: (s, { cx, cy, r }) => [[cx + s * r * 0.45, cy - r * 0.75], [cx + s * r * 0.55, cy - r * 1.12], [cx + s * r * 0.85, cy - r * 1.12], [cx + s * r * 0.98, cy - r * 0.72]],
  },
};

function ears(h: HeadContext): string {
  const shape = EARS[h.d.species];
  if (!shape) return '';
  const { pen, cx, cy } = h;
  return [-1, 1]
    .map((s) => {
      const pts = shape.points(s, h);
      const outer = h.d.species === 'rabbit' || h.d.species === 'bear' ? pen.blob(pts, h.d.skin) : pen.poly(pts, h.d.skin);
      const shrink = (k: number): Point[] => pts.map(([x, y]) => [x + (cx + s * h.r * 0.5 - x) * k, y + (cy - h.r * 0.9 - y) * k * 0.5]);
      const inner = h.view === 'back' ? '' : shape.inner ? pen.spotPath(shrink(0.4), shape.inner) : h.d.species === 'bear' ? pen.spotPath(shrink(0.45), furLight(h.d)) : '';
      const tip = shape.tip ? pen.spotPath([pts[1], [pts[1][0] + (pts[0][0] - pts[1][0]) * 0.35, pts[1][1] + (pts[0][1] - pts[1][1]) * 0.35], [pts[1][0] + (pts[2][0] - pts[1][0]) * 0.35, pts[1][1] + (pts[2][1] - pts[1][1]) * 0.35]], shape.tip) : '';
      return outer + inner + tip;
    })
    .join('');
}

function dogEars(h: HeadContext): string {
  const { pen, cx, cy, r } = h;
  return [-1, 1].map((s) => pen.blob([[cx + s * r * 0.6, cy - r * 0.85], [cx + s * r * 1.15, cy - r * 0.6], [cx + s * r * 1.2, cy + r * 0.45], [cx + s * r * 0.95, cy + r * 0.55], [cx + s * r * 0.75, cy - r * 0.2]], darken(h.d.skin, 0.3))).join('');
}

function muzzle(h: HeadContext): string {
  const { pen, cx, cy, r, d } = h;
  const mx = cx + h.shift * 1.2;
  const big = d.species === 'dog' || d.species === 'bear';
  const cheeks = d.species === 'fox' || d.species === 'cat' ? [-1, 1].map((s) => pen.spot(cx + s * r * 0.55 + h.shift, cy + r * 0.38, r * 0.4, r * 0.3, furLight(d))).join('') : '';
  const snout = pen.ellipse(mx, cy + r * 0.42, r * (big ? 0.42 : 0.3), r * (big ? 0.32 : 0.24), furLight(d), { 'stroke-width': pen.px(1.5) });
  const noseColor = d.species === 'cat' || d.species === 'rabbit' ? '#e7849a' : '#231a18';
  const nose = pen.ellipse(mx, cy + r * 0.27, r * (big ? 0.15 : 0.1), r * (big ? 0.1 : 0.07), noseColor, { 'stroke-width': pen.px(1.2) });
  const whiskers = d.species === 'cat' || d.species === 'rabbit' ? [-1, 1].map((s) => [0, 1].map((i) => pen.line([[mx + s * r * 0.3, cy + r * (0.4 + i * 0.1)], [mx + s * r * 0.85, cy + r * (0.32 + i * 0.18)]], FEATURE_INK, 1.3)).join('')).join('') : '';
  const teeth = d.species === 'rabbit' ? pen.rect(mx - r * 0.08, cy + r * 0.52, r * 0.16, r * 0.14, '#ffffff', { 'stroke-width': pen.px(1.2) }) : '';
  return cheeks + snout + nose + whiskers + teeth;
}

function animalHead(h: HeadContext): string {
  const { pen, cx, cy, r, d } = h;
  const skull = pen.ellipse(cx, cy, r, r * 0.92, d.skin);
  if (h.view === 'back') return skull + ears(h) + (d.species === 'dog' ? dogEars(h) : '');
  const face = muzzle(h) + drawFace(h, ANIMAL_FACE);
  return ears(h) + skull + face + (d.species === 'dog' ? dogEars(h) : '');
}

const LED_EYES: Record<string, (h: HeadContext, x: number, y: number, s: number) => string> = {
  open: (h, x, y, s) => h.pen.rect(x - s, y - s * 1.1, s * 2, s * 2.2, h.d.eyes, { rx: s * 0.6, stroke: 'none' }),
  wide: (h, x, y, s) => h.pen.ellipse(x, y, s * 1.35, s * 1.35, h.d.eyes, { stroke: 'none' }),
  narrow: (h, x, y, s) => h.pen.poly([[x - s * 1.2, y - s * (x < h.cx ? 1 : 0.1)], [x + s * 1.2, y - s * (x < h.cx ? 0.1 : 1)], [x + s * 1.2, y + s * 0.6], [x - s * 1.2, y + s * 0.6]], h.d.eyes, { stroke: 'none' }),
  smile: (h, x, y, s) => h.pen.line([[x - s, y + s * 0.4], [x, y - s * 0.6], [x + s, y + s * 0.4]], h.d.eyes, 4, true),
  closed: (h, x, y, s) => h.pen.line([[x - s, y], [x + s, y]], h.d.eyes, 4),
};

function robotHead(h: HeadContext): string {
  const { pen, cx, cy, r, d } = h;
  const antennaColor = accessoryColor(d, 'antenna', '#e53935');
  const antenna = pen.line([[cx, cy - r * 0.9], [cx, cy - r * 1.45]], darken(d.skin, 0.45), 3.5) + pen.ellipse(cx, cy - r * 1.5, r * 0.17, r * 0.17, antennaColor);
  const bolts = [-1, 1].map((s) => pen.ellipse(cx + s * r * 1.02, cy, r * 0.14, r * 0.26, darken(d.skin, 0.3))).join('');
  const skull = pen.rect(cx - r * 0.95, cy - r * 0.9, r * 1.9, r * 1.75, d.skin, { rx: r * 0.28 });
  if (h.view === 'back') return antenna + bolts + skull + pen.rect(cx - r * 0.5, cy - r * 0.4, r, r * 0.7, darken(d.skin, 0.15), { rx: r * 0.1 });
  const visor = pen.rect(cx - r * 0.75 + h.shift, cy - r * 0.5, r * 1.5, r * 0.72, '#1d2733', { rx: r * 0.2 });
  const parts = expressionParts(h);
  const eyesAt = h.view === 'side' ? [0.35] : [-0.33, 0.33];
  const eyes = eyesAt.map((o) => LED_EYES[parts.eyes](h, cx + h.shift + o * r, cy - r * 0.14, r * 0.13)).join('');
  return antenna + bolts + skull + visor + eyes + mouth(h, cx + h.shift, cy + r * 0.55, r * 0.3, parts.mouth);
}

export function drawHead(h: HeadContext): string {
  if (h.d.species === 'human') return humanHead(h);
  if (h.d.species === 'robot') return robotHead(h);
  return animalHead(h);
}

/** Tails, drawn behind the body (in front of it in back view). Anchored at the hips. */
export function drawTail(h: HeadContext, hipY: number): string {
  const { pen, d } = h;
  const r = h.r;
  const x = r * 0.2;
  switch (d.species) {
    case 'cat':
      return pen.limb([[x, hipY], [x + r * 0.9, hipY - r * 0.1], [x + r * 1.25, hipY - r * 0.9], [x + r * 1.0, hipY - r * 1.5]], r * 0.24, d.skin);
    case 'fox':
      return pen.blob([[x, hipY - r * 0.1], [x + r * 1.2, hipY - r * 0.55], [x + r * 1.75, hipY - r * 1.3], [x + r * 1.5, hipY + r * 0.2], [x + r * 0.6, hipY + r * 0.5]], d.skin) +
        pen.blob([[x + r * 1.45, hipY - r * 0.95], [x + r * 1.75, hipY - r * 1.3], [x + r * 1.78, hipY - r * 0.6]], FOX_WHITE);
    case 'dog':
      return pen.limb([[x, hipY], [x + r * 0.6, hipY - r * 0.4], [x + r * 0.75, hipY - r * 0.95]], r * 0.2, d.skin);
    case 'rabbit':
      return pen.ellipse(x + r * 0.35, hipY + r * 0.05, r * 0.32, r * 0.3, '#ffffff');
    case 'bear':
      return pen.ellipse(x + r * 0.35, hipY, r * 0.22, r * 0.2, d.skin);
    default:
      return '';
  }
}
