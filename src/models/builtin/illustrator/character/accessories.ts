import { darken } from '../color';
import type { Point } from '../svg';
import { FEATURE_INK, HeadContext } from './head';
import { accessoryColor, hasAccessory, Wardrobe } from './outfit';
import type { Limbs, Proportions } from './skeleton';

/** Hats sit on the skull; each returns its shape in head coordinates. */
function hat(h: HeadContext, w: Wardrobe): string {
  if (!w.hat) return '';
  const { pen, cx, cy, r } = h;
  const c = w.hat.color;
  const top = cy - r * 0.55;
  switch (w.hat.kind) {
    case 'cap':
      return pen.path(`M${cx - r * 0.98} ${top + r * 0.1}Q${cx} ${cy - r * 1.45} ${cx + r * 0.98} ${top + r * 0.1}Z`, c) + pen.poly([[cx + r * 0.2, top + r * 0.05], [cx + r * 1.45, top + r * 0.12], [cx + r * 1.3, top + r * 0.25], [cx + r * 0.2, top + r * 0.2]], darken(c, 0.2));
    case 'beanie':
      return pen.path(`M${cx - r * 1.0} ${top + r * 0.15}Q${cx} ${cy - r * 1.6} ${cx + r * 1.0} ${top + r * 0.15}Z`, c) + pen.rect(cx - r * 1.04, top, r * 2.08, r * 0.3, darken(c, 0.15)) + pen.ellipse(cx, cy - r * 1.28, r * 0.2, r * 0.2, darken(c, 0.15));
    case 'crown':
      return pen.poly([[cx - r * 0.7, top], [cx - r * 0.75, top - r * 0.6], [cx - r * 0.35, top - r * 0.3], [cx, top - r * 0.75], [cx + r * 0.35, top - r * 0.3], [cx + r * 0.75, top - r * 0.6], [cx + r * 0.7, top]], c);
    case 'wizard':
      return pen.poly([[cx - r * 1.3, top + r * 0.1], [cx + r * 0.3, cy - r * 2.6], [cx + r * 1.3, top + r * 0.1]], c) + pen.rect(cx - r * 1.4, top, r * 2.8, r * 0.22, darken(c, 0.25));
    case 'top':
      return pen.rect(cx - r * 0.7, top - r * 1.1, r * 1.4, r * 1.15, c) + pen.rect(cx - r * 1.25, top - r * 0.05, r * 2.5, r * 0.2, c);
    case 'helmet':
      return pen.path(`M${cx - r * 1.05} ${cy - r * 0.1}Q${cx} ${cy - r * 1.75} ${cx + r * 1.05} ${cy - r * 0.1}Z`, c);
    case 'beret':
      return pen.ellipse(cx - r * 0.2, top - r * 0.15, r * 1.1, r * 0.38, c);
    case 'bow':
      return pen.poly([[cx + r * 0.35, top - r * 0.2], [cx + r * 0.05, top - r * 0.55], [cx + r * 0.05, top + r * 0.15]], c) + pen.poly([[cx + r * 0.35, top - r * 0.2], [cx + r * 0.7, top - r * 0.55], [cx + r * 0.7, top + r * 0.15]], c) + pen.ellipse(cx + r * 0.37, top - r * 0.2, r * 0.1, r * 0.1, darken(c, 0.25));
    default:
      return pen.ellipse(cx, top + r * 0.1, r * 1.55, r * 0.26, c) + pen.path(`M${cx - r * 0.85} ${top + r * 0.1}Q${cx - r * 0.85} ${cy - r * 1.55} ${cx} ${cy - r * 1.55}Q${cx + r * 0.85} ${cy - r * 1.55} ${cx + r * 0.85} ${top + r * 0.1}Z`, c) + pen.rect(cx - r * 0.86, top - r * 0.18, r * 1.72, r * 0.22, darken(c, 0.3), { stroke: 'none' });
  }
}

function eyeXs(h: HeadContext): number[] {
  return h.view === 'side' ? [h.cx + h.shift] : [h.cx + h.shift - h.r * 0.38, h.cx + h.shift + h.r * 0.38];
}

function faceWear(h: HeadContext): string {
  if (h.view === 'back') return '';
  const { pen, d, cy, r } = h;
  const eyeY = cy + r * 0.08;
  const out: string[] = [];
  const sunglasses = hasAccessory(d, 'sunglasses');
  if (sunglasses || hasAccessory(d, 'glasses')) {
    const frame = accessoryColor(d, 'glasses', '#2b2b2b');
    const xs = eyeXs(h);
    out.push(...xs.map((x) => pen.ellipse(x, eyeY, r * 0.27, r * 0.23, sunglasses ? '#1b1b22' : '#ffffff', { 'fill-opacity': sunglasses ? 1 : 0.15, stroke: pen.color(frame), 'stroke-width': pen.px(3) })));
    if (xs.length === 2) out.push(pen.line([[xs[0] + r * 0.27, eyeY], [xs[1] - r * 0.27, eyeY]], frame, 3));
  }
  if (hasAccessory(d, 'freckle')) {
    out.push(...eyeXs(h).flatMap((x) => [-0.1, 0.08, 0.22].map((o, i) => pen.spot(x + o * r, cy + r * (0.32 + (i % 2) * 0.07), r * 0.035, r * 0.035, '#a0522d'))));
  }
  if (hasAccessory(d, 'beard')) {
    out.push(pen.path(`M${h.cx - r * 0.8} ${cy + r * 0.2}Q${h.cx + h.shift} ${cy + r * 1.55} ${h.cx + r * 0.8} ${cy + r * 0.2}Q${h.cx + h.shift} ${cy + r * 0.75} ${h.cx - r * 0.8} ${cy + r * 0.2}Z`, d.hair.color));
  }
  if (hasAccessory(d, 'mustache') || hasAccessory(d, 'moustache')) {
    const x = h.cx + h.shift;
    out.push(pen.path(`M${x} ${cy + r * 0.38}Q${x - r * 0.35} ${cy + r * 0.3} ${x - r * 0.42} ${cy + r * 0.5}Q${x - r * 0.2} ${cy + r * 0.42} ${x} ${cy + r * 0.46}Q${x + r * 0.2} ${cy + r * 0.42} ${x + r * 0.42} ${cy + r * 0.5}Q${x + r * 0.35} ${cy + r * 0.3} ${x} ${cy + r * 0.38}Z`, d.hair.color, { 'stroke-width': h.pen.px(1.2) }));
  }
  if (hasAccessory(d, 'earring')) out.push(...[-1, 1].map((s) => pen.ellipse(h.cx + s * r * 0.9, cy + r * 0.38, r * 0.07, r * 0.07, accessoryColor(d, 'earring', '#f2c230'))));
  if (hasAccessory(d, 'headband')) out.push(pen.path(`M${h.cx - r * 0.95} ${cy - r * 0.2}Q${h.cx} ${cy - r * 1.35} ${h.cx + r * 0.95} ${cy - r * 0.2}`, 'none', { stroke: pen.color(accessoryColor(d, 'headband', '#e84a7f')), 'stroke-width': r * 0.16 }));
  return out.join('');
}

export function headWear(h: HeadContext, w: Wardrobe): string {
  return faceWear(h) + hat(h, w);
}

/** Backpack shell behind the body (front views) or on it (back view). */
export function backpack(h: HeadContext, p: Proportions, onTop: boolean): string {
  if (!hasAccessory(h.d, 'backpack')) return '';
  const c = accessoryColor(h.d, 'backpack', '#d9822b');
  const { pen } = h;
  const w = p.shoulderX * (onTop ? 1.5 : 2.3);
  const y = p.shoulderY + 2;
  const height = (p.hipY - p.shoulderY) * 0.85;
  return pen.rect(-w / 2, y, w, height, c, { rx: w * 0.2 }) + (onTop ? pen.rect(-w * 0.35, y + height * 0.45, w * 0.7, height * 0.4, darken(c, 0.2), { rx: w * 0.1 }) : '');
}

/** Straps, bags, necklaces and canes worn over the body in front views. */
export function bodyWear(h: HeadContext, p: Proportions, limbs: Limbs): string {
  const { pen, d } = h;
  const out: string[] = [];
  if (hasAccessory(d, 'backpack')) {
    const c = darken(accessoryColor(d, 'backpack', '#d9822b'), 0.2);
    out.push(...[-1, 1].map((s) => pen.line([[s * p.shoulderX * 0.55, p.shoulderY + 1], [s * p.shoulderX * 0.6, p.hipY - 6]], c, 5)));
  }
  if (hasAccessory(d, 'bag')) {
    const c = accessoryColor(d, 'bag', '#8d5a3b');
    out.push(pen.line([[-p.shoulderX * 0.6, p.shoulderY + 1], [p.shoulderX * 0.9, p.hipY - 2]], darken(c, 0.2), 4));
    out.push(pen.rect(p.shoulderX * 0.55, p.hipY - 10, p.shoulderX * 0.8, p.shoulderX * 0.65, c, { rx: 3 }));
  }
  if (hasAccessory(d, 'necklace')) {
    const c = accessoryColor(d, 'necklace', '#f2c230');
    out.push(pen.path(`M${-p.shoulderX * 0.4} ${p.shoulderY + 1}Q0 ${p.shoulderY + p.shoulderX * 0.7} ${p.shoulderX * 0.4} ${p.shoulderY + 1}`, 'none', { stroke: pen.color(c), 'stroke-width': pen.px(3) }));
  }
  if (hasAccessory(d, 'cane') || hasAccessory(d, 'walking stick')) {
    const hand: Point = limbs.arms[0].hand;
    out.push(pen.line([[hand[0], hand[1] - 4], [hand[0] - 2, 0]], '#6d4c33', 5));
  }
  if (hasAccessory(d, 'watch')) {
    const [hx, hy] = limbs.arms[0].hand;
    const [ex, ey] = limbs.arms[0].elbow;
    out.push(pen.ellipse(hx + (ex - hx) * 0.22, hy + (ey - hy) * 0.22, p.armW * 0.55, p.armW * 0.55, accessoryColor(d, 'watch', '#333333')));
  }
  return out.join('');
}

/** A short motion mark next to a point, for waving hands and running bodies. */
export function motionMarks(h: HeadContext, [x, y]: Point, size: number): string {
  return [0, 1].map((i) => h.pen.line([[x + size * (1.1 + i * 0.5), y - size * (0.8 - i * 0.2)], [x + size * (1.4 + i * 0.5), y - size * (0.1 - i * 0.2)], [x + size * (1.1 + i * 0.5), y + size * (0.6 + i * 0.2)]], FEATURE_INK, 2.2, true)).join('');
}
