import type { Point } from '../svg';
import { FEATURE_INK, HeadContext } from './head';

type EyeShape = 'open' | 'wide' | 'smile' | 'closed' | 'narrow';

interface ExpressionParts {
  eyes: EyeShape;
  /** Brow inner and outer heights in head radii (positive is up). */
  brow: [number, number];
  mouth: 'line' | 'smile' | 'grin' | 'frown' | 'o' | 'wavy' | 'side' | 'small';
  /** Pupil offset in eye radii. */
  look?: Point;
  extra?: 'blush' | 'tear' | 'sweat' | 'thought' | 'zzz' | 'vein';
}

const PARTS: Record<HeadContext['expression'], ExpressionParts> = {
  neutral: { eyes: 'open', brow: [0, 0], mouth: 'line' },
  happy: { eyes: 'open', brow: [0.05, 0.02], mouth: 'smile', extra: 'blush' },
  laughing: { eyes: 'smile', brow: [0.08, 0.04], mouth: 'grin', extra: 'blush' },
  sad: { eyes: 'open', brow: [0.12, -0.06], mouth: 'frown', look: [0, 0.3], extra: 'tear' },
  angry: { eyes: 'narrow', brow: [-0.12, 0.08], mouth: 'frown', extra: 'vein' },
  surprised: { eyes: 'wide', brow: [0.2, 0.2], mouth: 'o' },
  scared: { eyes: 'wide', brow: [0.18, 0.04], mouth: 'wavy', extra: 'sweat' },
  thinking: { eyes: 'open', brow: [0.12, 0.16], mouth: 'side', look: [0.35, -0.35], extra: 'thought' },
  sleeping: { eyes: 'closed', brow: [0, 0], mouth: 'small', extra: 'zzz' },
};

/** Eye centres for the view: both eyes in front views, the near one only in profile. */
function eyeCentres(h: HeadContext, spread: number, yOffset: number): Array<{ at: Point; scale: number }> {
  const y = h.cy + yOffset * h.r;
  if (h.view === 'side') return [{ at: [h.cx + h.shift + h.r * 0.05, y], scale: 0.9 }];
  const far = h.view === 'three_quarter' ? 0.8 : 1;
  return [
    { at: [h.cx + h.shift - spread * h.r * far, y], scale: far },
    { at: [h.cx + h.shift + spread * h.r, y], scale: 1 },
  ];
}

function eye(h: HeadContext, [x, y]: Point, rEye: number, parts: ExpressionParts): string {
  const pen = h.pen;
  const lw = 2.6;
  switch (parts.eyes) {
    case 'smile':
      return pen.line([[x - rEye, y + rEye * 0.3], [x, y - rEye * 0.6], [x + rEye, y + rEye * 0.3]], FEATURE_INK, lw, true);
    case 'closed':
      return pen.line([[x - rEye, y], [x, y + rEye * 0.55], [x + rEye, y]], FEATURE_INK, lw, true);
    default: {
      const wide = parts.eyes === 'wide' ? 1.25 : 1;
      const ry = rEye * 1.2 * wide * (parts.eyes === 'narrow' ? 0.62 : 1);
      const iris = rEye * (parts.eyes === 'wide' ? 0.55 : 0.78);
      const [lx, ly] = parts.look ?? [0, 0];
      const ix = x + lx * rEye * 0.4;
      const iy = y + ly * rEye * 0.4 + (parts.eyes === 'narrow' ? rEye * 0.1 : 0);
      return (
        pen.ellipse(x, y, rEye * wide, ry, '#ffffff', { 'stroke-width': pen.px(1.6) }) +
        pen.spot(ix, iy, iris, Math.min(iris, ry * 0.95), h.d.eyes) +
        pen.spot(ix, iy, iris * 0.48, Math.min(iris, ry) * 0.48, '#15100f') +
        pen.spot(ix + iris * 0.35, iy - iris * 0.35, iris * 0.24, iris * 0.24, '#ffffff')
      );
    }
  }
}

function brows(h: HeadContext, centres: Array<{ at: Point; scale: number }>, rEye: number, parts: ExpressionParts): string {
  const color = h.d.species === 'human' && h.d.hair.style !== 'bald' ? h.d.hair.color : FEATURE_INK;
  const [inner, outer] = parts.brow;
  const midX = h.cx + h.shift;
  return centres
    .map(({ at: [x, y] }) => {
      const base = y - rEye * 1.9;
      const dir = x < midX ? -1 : 1;
      const innerPt: Point = [x - dir * rEye * 0.9, base - inner * h.r];
      const outerPt: Point = [x + dir * rEye * 1.0, base - outer * h.r];
      return h.pen.line([innerPt, outerPt], color === FEATURE_INK ? FEATURE_INK : color, 3.2);
    })
    .join('');
}

/** The mouth, centred at (x, y) with half-width w. */
export function mouth(h: HeadContext, x: number, y: number, w: number, kind: ExpressionParts['mouth']): string {
  const pen = h.pen;
  const lw = 2.6;
  switch (kind) {
    case 'smile':
      return pen.line([[x - w, y - w * 0.25], [x, y + w * 0.45], [x + w, y - w * 0.25]], FEATURE_INK, lw, true);
    case 'grin':
      return pen.path(`M${x - w} ${y - w * 0.2}Q${x} ${y - w * 0.05} ${x + w} ${y - w * 0.2}Q${x + w * 0.8} ${y + w * 1.1} ${x} ${y + w * 1.1}Q${x - w * 0.8} ${y + w * 1.1} ${x - w} ${y - w * 0.2}Z`, '#8c2b32', { 'stroke-width': pen.px(2) }) +
        pen.spot(x, y + w * 0.8, w * 0.45, w * 0.22, '#e86a7a');
    case 'frown':
      return pen.line([[x - w * 0.8, y + w * 0.35], [x, y - w * 0.1], [x + w * 0.8, y + w * 0.35]], FEATURE_INK, lw, true);
    case 'o':
      return pen.ellipse(x, y + w * 0.2, w * 0.38, w * 0.5, '#6e1f28', { 'stroke-width': pen.px(2) });
    case 'wavy':
      return pen.line([[x - w * 0.8, y + w * 0.1], [x - w * 0.4, y - w * 0.1], [x, y + w * 0.1], [x + w * 0.4, y - w * 0.1], [x + w * 0.8, y + w * 0.1]], FEATURE_INK, lw, true);
    case 'side':
      return pen.line([[x - w * 0.1, y + w * 0.05], [x + w * 0.6, y - w * 0.1]], FEATURE_INK, lw);
    case 'small':
      return pen.line([[x - w * 0.25, y], [x + w * 0.25, y]], FEATURE_INK, lw);
    default:
      return pen.line([[x - w * 0.55, y], [x, y + w * 0.08], [x + w * 0.55, y]], FEATURE_INK, lw, true);
  }
}

function extra(h: HeadContext, parts: ExpressionParts, centres: Array<{ at: Point }>, rEye: number): string {
  const pen = h.pen;
  const { cx, cy, r } = h;
  switch (parts.extra) {
    case 'blush':
      return centres.map(({ at: [x, y] }) => pen.spot(x + (x < cx + h.shift ? -rEye * 0.3 : rEye * 0.3), y + r * 0.32, rEye * 0.9, rEye * 0.45, '#ff8a8a', { 'fill-opacity': 0.55 })).join('');
    case 'tear': {
      const [x, y] = centres[centres.length - 1].at;
      return pen.path(`M${x} ${y + rEye}q${rEye * 0.5} ${rEye * 1.2} 0 ${rEye * 1.6}q${-rEye * 0.5} ${-rEye * 0.4} 0 ${-rEye * 1.6}Z`, '#7cc4ff', { 'stroke-width': pen.px(1.2) });
    }
    case 'sweat':
      return pen.path(`M${cx + r * 0.85} ${cy - r * 0.6}q${r * 0.16} ${r * 0.3} 0 ${r * 0.36}q${-r * 0.16} ${-r * 0.06} 0 ${-r * 0.36}Z`, '#8fd0ff', { 'stroke-width': pen.px(1.4) });
    case 'vein':
      return pen.line([[cx + r * 0.45, cy - r * 0.85], [cx + r * 0.6, cy - r * 0.7], [cx + r * 0.45, cy - r * 0.6], [cx + r * 0.6, cy - r * 0.5]], '#d63030', 3);
    case 'thought':
      return [0, 1, 2].map((i) => pen.ellipse(cx + r * (1.05 + i * 0.3), cy - r * (1.0 + i * 0.35), r * (0.07 + i * 0.05), r * (0.07 + i * 0.05), '#ffffff', { 'stroke-width': pen.px(1.4) })).join('');
    case 'zzz':
      return [0, 1].map((i) => {
        const s = r * (0.22 + i * 0.1);
        const x = cx + r * (1 + i * 0.45);
        const y = cy - r * (0.9 + i * 0.55);
        return pen.line([[x, y], [x + s, y], [x, y + s], [x + s, y + s]], '#4a6fa5', 3);
      }).join('');
    default:
      return '';
  }
}

export interface FaceGeometry {
  /** Eye spread and vertical offset in head radii; eye radius in head radii. */
  spread: number;
  eyeY: number;
  eyeR: number;
  mouthY: number;
  mouthW: number;
}

/** Eyes, brows, mouth and emotion marks for any species except robots. */
export function drawFace(h: HeadContext, g: FaceGeometry): string {
  const parts = PARTS[h.expression];
  const centres = eyeCentres(h, g.spread, g.eyeY);
  const rEye = g.eyeR * h.r;
  const mouthX = h.cx + h.shift * (h.view === 'side' ? 1.35 : 1.05);
  return (
    centres.map((c) => eye(h, c.at, rEye * c.scale, parts)).join('') +
    brows(h, centres, rEye, parts) +
    mouth(h, mouthX, h.cy + g.mouthY * h.r, g.mouthW * h.r, parts.mouth) +
    extra(h, parts, centres, rEye)
  );
}

export function expressionParts(h: HeadContext): ExpressionParts {
  return PARTS[h.expression];
}

