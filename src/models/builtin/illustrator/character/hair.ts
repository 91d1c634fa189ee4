import { darken } from '../color';
import type { Point } from '../svg';
import type { HeadContext } from './head';

/** The hair styles the illustrator draws; free words are mapped onto these. */
export const HAIR_STYLES = ['short', 'long', 'wavy', 'curly', 'afro', 'ponytail', 'pigtails', 'bun', 'bob', 'spiky', 'braids', 'buzz', 'bald'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export function hairStyle(style: string): HairStyle {
  const s = style.toLowerCase();
  return HAIR_STYLES.find((k) => s.includes(k)) ?? (/straight|flowing/.test(s) ? 'long' : /shaved|crew/.test(s) ? 'buzz' : /none/.test(s) ? 'bald' : 'short');
}

/** The cap of hair over the skull, ending in a fringe across the forehead. */
function cap(h: HeadContext, fringe: 'side' | 'straight' | 'spiky' | 'none'): Point[] {
  const { cx, cy, r } = h;
  const back = h.view === 'side' ? -r * 0.15 : 0;
  const top: Point[] = [];
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI + (i / 8) * Math.PI;
    const lift = fringe === 'spiky' && i % 2 === 1 ? 1.32 : 1.08;
    top.push([cx + back + Math.cos(a) * r * 1.02 * (i % 2 && fringe === 'spiky' ? 1.05 : 1), cy - r * 0.05 + Math.sin(a) * r * lift]);
  }
  const brow = cy - r * (fringe === 'none' ? 0.55 : 0.32);
  const fringeEdge: Point[] =
    fringe === 'side'
      ? [[cx + r * 0.9, brow - r * 0.05], [cx + r * 0.1 + h.shift, brow + r * 0.02], [cx - r * 0.5, brow - r * 0.2], [cx - r * 0.92, cy - r * 0.02]]
      : [[cx + r * 0.92, cy - r * 0.05], [cx + r * 0.5, brow], [cx - r * 0.5, brow], [cx - r * 0.92, cy - r * 0.05]];
  return [...top, ...fringeEdge];
}

function curlRing(h: HeadContext, radius: number, size: number, from: number, to: number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = from + ((to - from) * i) / (count - 1);
    out.push(h.pen.ellipse(h.cx + Math.cos(a) * radius, h.cy - h.r * 0.05 + Math.sin(a) * radius, size, size, h.d.hair.color));
  }
  return out.join('');
}

/** Hair behind the head and body: long lengths, ponytails, buns, afro volume. */
export function hairBehind(h: HeadContext): string {
  const { pen, cx, cy, r } = h;
  const color = h.d.hair.color;
  const back = h.view === 'side' ? -r * 0.35 : 0;
  switch (hairStyle(h.d.hair.style)) {
    case 'long':
      return pen.blob([[cx + back - r * 1.05, cy - r * 0.3], [cx + back, cy - r * 1.12], [cx + back + r * 1.05, cy - r * 0.3], [cx + back + r * 1.12, cy + r * 1.5], [cx + back, cy + r * 1.75], [cx + back - r * 1.12, cy + r * 1.5]], color);
    case 'wavy':
      return pen.blob([[cx + back - r * 1.05, cy - r * 0.3], [cx + back, cy - r * 1.12], [cx + back + r * 1.05, cy - r * 0.3], [cx + back + r * 1.3, cy + r * 0.6], [cx + back + r * 1.05, cy + r * 1.1], [cx + back + r * 1.3, cy + r * 1.6], [cx + back, cy + r * 1.7], [cx + back - r * 1.3, cy + r * 1.6], [cx + back - r * 1.05, cy + r * 1.1], [cx + back - r * 1.3, cy + r * 0.6]], color);
    case 'bob':
      return pen.blob([[cx + back - r * 1.1, cy - r * 0.2], [cx + back, cy - r * 1.12], [cx + back + r * 1.1, cy - r * 0.2], [cx + back + r * 1.08, cy + r * 0.8], [cx + back - r * 1.08, cy + r * 0.8]], color);
    case 'afro':
      return pen.ellipse(cx + back, cy - r * 0.25, r * 1.55, r * 1.35, color);
    case 'curly':
      return curlRing(h, r * 1.0, r * 0.34, Math.PI * 0.8, Math.PI * 2.2, 11);
    case 'ponytail': {
      const px = cx + (h.view === 'front' ? r * 0.95 : -r * 0.95);
      return pen.blob([[px, cy - r * 0.7], [px + Math.sign(px - cx) * r * 0.55, cy - r * 0.2], [px + Math.sign(px - cx) * r * 0.35, cy + r * 1.2], [px, cy + r * 0.2]], color) +
        pen.ellipse(px, cy - r * 0.6, r * 0.16, r * 0.16, darken(color, 0.4));
    }
    case 'pigtails':
      return [-1, 1].map((s) => pen.blob([[cx + s * r * 0.9, cy - r * 0.3], [cx + s * r * 1.55, cy + r * 0.1], [cx + s * r * 1.4, cy + r * 0.9], [cx + s * r * 1.05, cy + r * 0.3]], color)).join('');
    case 'bun':
      return pen.ellipse(cx + back * 0.8, cy - r * 1.1, r * 0.45, r * 0.42, color);
    default:
      return '';
  }
}

/** Hair over the skull and face (fringe, curls, spikes, braids). In back view it covers the whole head. */
export function hairOver(h: HeadContext): string {
  const { pen, cx, cy, r } = h;
  const color = h.d.hair.color;
  const style = hairStyle(h.d.hair.style);
  if (style === 'bald') return h.d.age === 'elder' ? [-1, 1].map((s) => pen.ellipse(cx + s * r * 0.88, cy - r * 0.05, r * 0.18, r * 0.32, color)).join('') : '';
  if (h.view === 'back') return backOfHead(h, style);
  switch (style) {
    case 'curly':
    case 'afro':
      return pen.blob(cap(h, 'straight'), color) + curlRing(h, r * 0.85, r * 0.24, Math.PI * 1.05, Math.PI * 1.95, 6);
    case 'spiky':
      return pen.blob(cap(h, 'spiky'), color);
    case 'buzz':
      return pen.blob(cap(h, 'none'), color);
    case 'braids':
      return pen.blob(cap(h, 'straight'), color) + [-1, 1].map((s) => braid(h, cx + s * r * 0.95)).join('');
    case 'bob':
    case 'long':
    case 'wavy':
      return pen.blob(cap(h, 'straight'), color);
    default:
      return pen.blob(cap(h, 'side'), color);
  }
}

function braid(h: HeadContext, x: number): string {
  const links = [0, 1, 2, 3].map((i) => h.pen.ellipse(x, h.cy + h.r * (0.2 + i * 0.36), h.r * 0.17, h.r * 0.22, h.d.hair.color)).join('');
  return links + h.pen.ellipse(x, h.cy + h.r * 1.55, h.r * 0.09, h.r * 0.09, darken(h.d.hair.color, 0.45));
}

function backOfHead(h: HeadContext, style: string): string {
  const { pen, cx, cy, r } = h;
  const drop = style === 'buzz' || style === 'spiky' || style === 'short' ? 0.55 : 0.85;
  return pen.blob([[cx - r * 1.02, cy], [cx - r * 0.72, cy - r * 0.85], [cx, cy - r * 1.1], [cx + r * 0.72, cy - r * 0.85], [cx + r * 1.02, cy], [cx + r * 0.7, cy + r * drop], [cx - r * 0.7, cy + r * drop]], h.d.hair.color) +
    (style === 'braids' ? [-1, 1].map((s) => braid(h, cx + s * r * 0.5)).join('') : '');
}
