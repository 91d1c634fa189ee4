import sharp from 'sharp';
import { hexToRgb, mix, nearest, rgbToHex } from './color';
import type { ColorFn } from './look';

/** Colours sampled from an anchor image: its sky band and its ground band, from the edges where characters rarely stand. */
export interface AnchorSample {
  colors: string[];
  top: string;
  bottom: string;
  /** The whole picture as GRID x GRID mean colours, row by row: which place it shows. */
  grid: string[];
}

const GRID = 6;

export async function sampleAnchor(image: Buffer): Promise<AnchorSample | undefined> {
  try {
    const { data } = await sharp(image).removeAlpha().resize(GRID, GRID, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number): string => rgbToHex([data[(y * GRID + x) * 3], data[(y * GRID + x) * 3 + 1], data[(y * GRID + x) * 3 + 2]]);
    const edges = Array.from({ length: GRID }, (_, y) => [at(0, y), at(GRID - 1, y)]).flat();
    const average = (cells: string[]): string => rgbToHex([0, 1, 2].map((c) => cells.reduce((s, h) => s + hexToRgb(h)[c], 0) / cells.length) as [number, number, number]);
    const grid = Array.from({ length: GRID * GRID }, (_, i) => at(i % GRID, Math.floor(i / GRID)));
    return { colors: edges, top: average(edges.slice(0, 4)), bottom: average(edges.slice(-4)), grid };
  } catch {
    return undefined;
  }
}

/** Keeps the anchor's palette: every background colour leans toward the nearest anchor colour. */
export function anchorGrade(sample: AnchorSample): ColorFn {
  return (hex) => mix(hex, nearest(hex, sample.colors), 0.35);
}

/** Distance between two samples, used to recognise which setting an anchor shows. */
/** How unlike two pictures are, cell by cell of their grids; `mirrored`: the second one seen flipped left to right. */
export function sampleDistance(a: AnchorSample, b: AnchorSample, mirrored = false): number {
  return a.grid.reduce((sum, c, i) => {
    const x = hexToRgb(c);
    const y = hexToRgb(b.grid[mirrored ? i - (i % GRID) + GRID - 1 - (i % GRID) : i]);
    return sum + Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
  }, 0);
}
