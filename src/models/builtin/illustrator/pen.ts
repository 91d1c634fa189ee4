import { darken, lighten, luminance } from './color';
import type { ColorFn, Look } from './look';
import { hashString } from './rng';
import { Attrs, Point, el, ellipsePoints, n, polyPath, smoothPath } from './svg';

/** Collects <defs> entries by id so each gradient or pattern is emitted once. */
export class Defs {
  private readonly items = new Map<string, string>();

  add(id: string, build: () => string): string {
    if (!this.items.has(id)) this.items.set(id, build());
    return `url(#${id})`;
  }

  toString(): string {
    return [...this.items.values()].join('');
  }
}

export interface PenOptions {
  look: Look;
  defs: Defs;
  /** Output pixels per drawing unit. */
  unitPx: number;
  /** Output size relative to 1024 px, so line widths follow the image size. */
  pxScale: number;
  role: 'character' | 'background';
  /** Scene grading (time of day, brand, anchor) applied to background colours before the look. */
  grade?: ColorFn;
}

const NO_PAINT = 'none';

/** The manga screentone ladder: light areas stay white, darker ones get denser dots, then hatching, then black. */
const TONES = [
  { below: 0.2, id: null, solid: '#111111' },
  { below: 0.42, id: 'hatch', solid: '' },
  { below: 0.62, id: 'dots-dense', solid: '' },
  { below: 0.82, id: 'dots-light', solid: '' },
  { below: 2, id: null, solid: '#ffffff' },
] as const;

function tonePattern(id: string, size: number): string {
  const s = n(size);
  const body =
    id === 'hatch'
      ? `<rect width="${s}" height="${s}" fill="#fff"/><path d="M0 ${s}L${s} 0" stroke="#000" stroke-width="${n(size * 0.28)}"/>`
      : `<rect width="${s}" height="${s}" fill="#fff"/><circle cx="${n(size / 2)}" cy="${n(size / 2)}" r="${n(size * (id === 'dots-dense' ? 0.34 : 0.2))}" fill="#000"/>`;
  return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">${body}</pattern>`;
}

/** Shapes drawn in the current look: outlines, fills, wobble and tone are all decided here. */
export class Pen {
  constructor(private readonly o: PenOptions) {}

  scaled(factor: number): Pen {
    return new Pen({ ...this.o, unitPx: this.o.unitPx * factor });
  }

  get look(): Look {
    return this.o.look;
  }

  /** Converts output pixels (at 1024 px) to drawing units. */
  px(pixels: number): number {
    return (pixels * this.o.pxScale) / this.o.unitPx;
  }

  /** The final solid colour of a drawn colour; 'none' stays no paint at all. */
  color(hex: string): string {
    if (hex === NO_PAINT) return NO_PAINT;
    const graded = this.o.role === 'background' && this.o.grade ? this.o.grade(hex) : hex;
    return this.o.role === 'background' ? this.o.look.backgroundColor(graded) : this.o.look.characterColor(graded);
  }

  /** A fill paint: a solid colour, a light-to-shadow gradient or a screentone. */
  fill(hex: string): string {
    const c = this.color(hex);
    if (c === NO_PAINT) return NO_PAINT;
    if (this.o.look.screentone) return this.tone(c);
    if (this.o.look.shaded && this.o.role === 'character') {
      const id = `sh${c.slice(1)}`;
      return this.o.defs.add(
        id,
        () =>
          `<linearGradient id="${id}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${lighten(c, 0.16)}"/><stop offset="1" stop-color="${darken(c, 0.16)}"/></linearGradient>`,
      );
    }
    return c;
  }

  private tone(gray: string): string {
    const tone = TONES.find((t) => luminance(gray) < t.below) ?? TONES[TONES.length - 1];
    if (!tone.id) return tone.solid;
    const size = this.px(tone.id === 'hatch' ? 7 : 6);
    const id = `${tone.id}-${Math.round(size * 100)}`;
    return this.o.defs.add(id, () => tonePattern(id, size));
  }

  private get outline(): Attrs {
    const look = this.o.look;
    const width = this.o.role === 'background' ? (look.softBackground ? 0 : look.lineWidth * 0.55) : look.lineWidth;
    if (width <= 0) return {};
    return { stroke: look.ink, 'stroke-width': this.px(width), 'stroke-linejoin': 'round' };
  }

  private jitter(points: Point[]): Point[] {
    const amp = this.px(this.o.look.wobble);
    if (amp <= 0) return points;
    // Jitter derives from the coordinates, not a random stream, so unrelated edits elsewhere never move a line.
    return points.map(([x, y], i) => {
      const h = hashString(`${Math.round(x)},${Math.round(y)},${i}`);
      return [x + (((h & 1023) / 1023) * 2 - 1) * amp, y + ((((h >> 10) & 1023) / 1023) * 2 - 1) * amp] as Point;
    });
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, hex: string, extra: Attrs = {}): string {
    if (this.o.look.wobble > 0) return this.blob(ellipsePoints(cx, cy, rx, ry, 10), hex, extra);
    return el('ellipse', { cx, cy, rx, ry, fill: this.fill(hex), ...this.outline, ...extra });
  }

  rect(x: number, y: number, w: number, h: number, hex: string, extra: Attrs = {}): string {
    return this.poly([[x, y], [x + w, y], [x + w, y + h], [x, y + h]], hex, extra);
  }

  poly(points: Point[], hex: string, extra: Attrs = {}): string {
    return el('path', { d: polyPath(this.jitter(points)), fill: this.fill(hex), ...this.outline, ...extra });
  }

  /** A smooth closed shape through the points. */
  blob(points: Point[], hex: string, extra: Attrs = {}): string {
    return el('path', { d: smoothPath(this.jitter(points)), fill: this.fill(hex), ...this.outline, ...extra });
  }

  /** Arbitrary path data, filled and outlined (no wobble). */
  path(d: string, hex: string, extra: Attrs = {}): string {
    return el('path', { d, fill: this.fill(hex), ...this.outline, ...extra });
  }

  /** A thick rounded stroke (arm, leg, tail) with its outline drawn underneath. */
  limb(points: Point[], width: number, hex: string): string {
    const d = smoothPath(this.jitter(points), false);
    const outline = this.outline['stroke-width'];
    const common = { d, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
    const under = outline ? el('path', { ...common, stroke: this.o.look.ink, 'stroke-width': width + 2 * Number(outline) }) : '';
    return under + el('path', { ...common, stroke: this.fill(hex), 'stroke-width': width });
  }

  /** A detail line (mouth, brow, crease) in pixels of width. */
  line(points: Point[], hex: string, widthPx: number, smooth = false): string {
    const pts = this.jitter(points);
    const d = smooth ? smoothPath(pts, false) : polyPath(pts, false);
    return el('path', { d, fill: 'none', stroke: this.color(hex), 'stroke-width': this.px(widthPx), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  }

  /** Unoutlined solid polygon (ear insides, tips, markings). */
  spotPath(points: Point[], hex: string): string {
    return el('path', { d: polyPath(points), fill: this.o.look.screentone ? this.tone(this.color(hex)) : this.color(hex) });
  }

  /** Unoutlined solid shape (highlights, shadows, pupils). */
  spot(cx: number, cy: number, rx: number, ry: number, hex: string, extra: Attrs = {}): string {
    return el('ellipse', { cx, cy, rx, ry, fill: this.o.look.screentone ? this.tone(this.color(hex)) : this.color(hex), ...extra });
  }
}
