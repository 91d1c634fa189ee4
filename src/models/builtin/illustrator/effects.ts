import { darken } from './color';
import type { Look } from './look';
import type { Rng } from './rng';
import type { Weather } from './settings/kit';
import { el, n } from './svg';

/** Screen-space finishing layers. Every pattern is a small tile, so they cost little to rasterise. */

// Tiles are never rotated with patternTransform: resvg rasterises rotated patterns about five times slower.
function patternFill(id: string, size: number, tile: string, w: number, h: number, opacity?: number): string {
  return `<defs><pattern id="${id}" width="${n(size)}" height="${n(size)}" patternUnits="userSpaceOnUse">${tile}</pattern></defs>` +
    el('rect', { width: w, height: h, fill: `url(#${id})`, 'fill-opacity': opacity });
}

/** A dot in the centre and quarter dots in the corners: a staggered, diagonal-looking screen. */
function staggeredDots(s: number, r: number, fill: string): string {
  return [[s / 2, s / 2], [0, 0], [s, 0], [0, s], [s, s]].map(([cx, cy]) => el('circle', { cx, cy, r, fill })).join('');
}

/** Ben-Day dots laid over the background (classic American comics). */
export function benDay(w: number, h: number, px: number): string {
  const s = 12 * px;
  return patternFill('benday', s, staggeredDots(s, s * 0.17, '#d0263a'), w, h, 0.22);
}

/** Newsprint halftone: paper-coloured dots let the page show through everything. */
function halftone(w: number, h: number, px: number, paper: string): string {
  const s = 10 * px;
  return patternFill('halftone', s, staggeredDots(s, s * 0.22, paper), w, h, 0.6);
}

function grain(w: number, h: number, px: number, rng: Rng): string {
  const s = 64 * px;
  const blots = Array.from({ length: 12 }, () => el('circle', { cx: rng.range(0, s), cy: rng.range(0, s), r: rng.range(2, 7) * px, fill: rng.next() < 0.5 ? '#ffffff' : '#6b5040', 'fill-opacity': 0.25 })).join('');
  return patternFill('grain', s, blots, w, h, 0.6);
}

function hatch(w: number, h: number, px: number): string {
  const s = 10 * px;
  return patternFill('hatch-over', s, el('path', { d: `M0 ${n(s)}L${n(s)} 0`, stroke: '#000', 'stroke-width': px * 0.8 }), w, h, 0.14);
}

export function overlays(look: Look, w: number, h: number, px: number, rng: Rng): string {
  return look.overlays
    .map((o) => (o === 'halftone' ? halftone(w, h, px, look.paper ?? '#f3ead2') : o === 'grain' ? grain(w, h, px, rng) : o === 'hatch' ? hatch(w, h, px) : ''))
    .join('');
}

/** Loose translucent strokes in background colours: the painterly brush texture. */
export function brushStrokes(w: number, h: number, px: number, rng: Rng, colorAt: (x: number, y: number) => string): string {
  return Array.from({ length: 140 }, () => {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    const len = rng.range(40, 120) * px;
    const a = rng.range(-0.5, 0.5);
    return el('path', {
      d: `M${n(x)} ${n(y)}q${n(len * 0.5)} ${n(-8 * px)} ${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`,
      stroke: darken(colorAt(x, y), rng.range(-0.22, 0.18)),
      'stroke-width': rng.range(8, 24) * px,
      'stroke-linecap': 'round',
      fill: 'none',
      'stroke-opacity': 0.4,
    });
  }).join('');
}

export function weather(kind: Weather, w: number, h: number, px: number, rng: Rng): string {
  if (kind === 'rain') {
    const s = 48 * px;
    const drops = Array.from({ length: 5 }, () => {
      const x = rng.range(0, s);
      const y = rng.range(0, s);
      return el('path', { d: `M${n(x)} ${n(y)}l${n(-4 * px)} ${n(16 * px)}`, stroke: '#dfe9f5', 'stroke-width': 1.6 * px, 'stroke-linecap': 'round' });
    }).join('');
    return patternFill('rain', s, drops, w, h, 0.75);
  }
  if (kind === 'snow') {
    const s = 80 * px;
    const flakes = Array.from({ length: 7 }, () => el('circle', { cx: rng.range(0, s), cy: rng.range(0, s), r: rng.range(2, 4.5) * px, fill: '#ffffff' })).join('');
    return patternFill('snow', s, flakes, w, h);
  }
  return '';
}

/** Radiating speed lines behind the action (splash panels, reaction close-ups). */
export function speedLines(cx: number, cy: number, w: number, h: number, ink: string, rng: Rng): string {
  const r = Math.hypot(w, h);
  const wedges = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2 + rng.range(-0.03, 0.03);
    const spread = rng.range(0.012, 0.03);
    const inner = r * rng.range(0.22, 0.32);
    const p = (ang: number, rad: number): string => `${n(cx + Math.cos(ang) * rad)} ${n(cy + Math.sin(ang) * rad)}`;
    return `M${p(a, inner)}L${p(a - spread, r)}L${p(a + spread, r)}Z`;
  }).join('');
  return el('path', { d: wedges, fill: ink, 'fill-opacity': 0.22 });
}

export function vignette(w: number, h: number, color: string, strength: number): string {
  return `<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="${color}" stop-opacity="0"/><stop offset="1" stop-color="${color}" stop-opacity="${strength}"/></radialGradient></defs>` + el('rect', { width: w, height: h, fill: 'url(#vig)' });
}

/** The printed-page margin and panel border. */
export function paperFrame(w: number, h: number, px: number, paper: string, ink: string): string {
  const m = 14 * px;
  return el('path', { d: `M0 0H${n(w)}V${n(h)}H0ZM${n(m)} ${n(m)}V${n(h - m)}H${n(w - m)}V${n(m)}Z`, fill: paper, 'fill-rule': 'evenodd' }) +
    el('rect', { x: m, y: m, width: w - 2 * m, height: h - 2 * m, fill: 'none', stroke: ink, 'stroke-width': 3 * px });
}
