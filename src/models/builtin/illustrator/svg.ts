/** Minimal SVG string building. */

export type Attrs = Record<string, string | number | undefined>;
export type Point = [number, number];

/** Rounds to one decimal: keeps the SVG small and the output byte-stable. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export function el(tag: string, attrs: Attrs, children?: string): string {
  let out = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? n(v) : v}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

export function polyPath(points: Point[], closed = true): string {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
  return closed ? `${d}Z` : d;
}

/** Closed Catmull-Rom curve through the points, as cubic Beziers. */
export function smoothPath(points: Point[], closed = true): string {
  const count = points.length;
  const at = (i: number): Point => (closed ? points[(i + count) % count] : points[Math.max(0, Math.min(count - 1, i))]);
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

export function ellipsePoints(cx: number, cy: number, rx: number, ry: number, count: number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry] as Point;
  });
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** 2D affine matrix [a, b, c, d, e, f] as in SVG's matrix(). */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 then m2: applying the result equals applying m1 first and m2 second. */
export function compose(m1: Matrix, m2: Matrix): Matrix {
  const [a, b, c, d, e, f] = m2;
  const [A, B, C, D, E, F] = m1;
  return [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f];
}

export const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
export const scale = (sx: number, sy = sx): Matrix => [sx, 0, 0, sy, 0, 0];
export function rotate(degrees: number): Matrix {
  const r = (degrees * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
}

export function apply(m: Matrix, [x, y]: Point): Point {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

export function matrixAttr(m: Matrix): string {
  return `matrix(${m.map((v) => Math.round(v * 10000) / 10000).join(' ')})`;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function boundsOf(points: Point[]): Rect {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The axis-aligned box around a transformed rectangle. */
export function transformRect(m: Matrix, r: Rect): Rect {
  return boundsOf([
    apply(m, [r.x, r.y]),
    apply(m, [r.x + r.width, r.y]),
    apply(m, [r.x, r.y + r.height]),
    apply(m, [r.x + r.width, r.y + r.height]),
  ]);
}

export function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}
