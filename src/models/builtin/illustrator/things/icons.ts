/**
 * Props from Microsoft's Fluent Emoji Flat (MIT; icons/LICENSE), kept in icons/fluent-emoji-flat.json by
 * `npm run icons` (only the icons the vocabulary and the places use). Each icon is drawn in the pen's colours, so a
 * night scene, a brand palette or a manga screentone treats it like everything else.
 */
import kept from '../icons/fluent-emoji-flat.json';
import type { Pen } from '../pen';
import { el } from '../svg';

export const ICON_BOX = 32;
const BODIES = new Map(Object.entries(kept.icons as Record<string, { body: string }>).map(([name, icon]) => [name, icon.body]));

export function hasIcon(name: string): boolean {
  return BODIES.has(name);
}

/** The icon's fills and strokes in the pen's colours; an optional tint replaces its most used colour. */
function inPen(pen: Pen, body: string, tint?: string): string {
  const main = tint ? mostUsed(body) : undefined;
  return body.replace(/(fill|stroke)="(#[0-9a-fA-F]{3,6})"/g, (_, attr: string, hex: string) => {
    const colour = main && hex.toLowerCase() === main ? tint! : expand(hex);
    return `${attr}="${attr === 'fill' ? pen.fill(colour) : pen.color(colour)}"`;
  });
}

const expand = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.toLowerCase());

function mostUsed(body: string): string | undefined {
  const counts = new Map<string, number>();
  for (const m of body.matchAll(/fill="(#[0-9a-fA-F]{3,6})"[^>]*d="([^"]*)"/g)) counts.set(expand(m[1]), (counts.get(expand(m[1])) ?? 0) + m[2].length);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A treehouse for figures `h` tall: a tree standing at (x, floor), a hut in its branches. */
export function treeWithHut(pen: Pen, x: number, floor: number, h: number): string {
  return drawIcon(pen, 'deciduous-tree', { x, y: floor + 6, size: 2.7 * h, anchor: [16, 31] }) + drawIcon(pen, 'house', { x, y: floor - h * 1.4, size: 0.85 * h, anchor: [16, 31] });
}

export interface IconPlacement {
  /** Where the icon's anchor goes, in the pen's units. */
  x: number;
  y: number;
  /** Height of the icon's 32-unit box in the pen's units. */
  size: number;
  /** The point of the icon put at (x, y), in icon units: its bottom centre unless told. */
  anchor?: [number, number];
  flip?: boolean;
  tint?: string;
  opacity?: number;
}

export function drawIcon(pen: Pen, name: string, p: IconPlacement): string {
  const body = BODIES.get(name);
  if (!body) throw new Error(`icon ${name} is not kept in icons/fluent-emoji-flat.json (npm run icons)`);
  const k = p.size / ICON_BOX;
  const [ax, ay] = p.anchor ?? [ICON_BOX / 2, ICON_BOX - 1];
  const sx = p.flip ? -k : k;
  return el('g', { transform: `matrix(${sx} 0 0 ${k} ${p.x - ax * sx} ${p.y - ay * k})`, opacity: p.opacity }, inPen(pen, body, p.tint));
}
