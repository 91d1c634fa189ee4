import { decode, deltaE, IndexedImage, indexColours, Rgb } from './pixels';
import type { ColourSamples } from './palette';

/** Analysis size of reference images: glasses and ear tips stay a few pixels wide. */
const REFERENCE_SIZE = 256;
/** Pixels this close (Lab) to the sheet colour, and connected to the border through such pixels, are sheet. */
const SHEET_DISTANCE = 12;
/** Share of figure pixels trimmed from each side when boxing the figure (stray specks). */
const BOX_TRIM = 0.002;
/** A figure pixel this close (Lab) to all four neighbours is a flat colour, not an outline or a blend of two colours. */
const FLAT_DISTANCE = 7;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part two boxes share, or undefined when they do not meet. */
export function intersection(a: Box, b: Box): Box | undefined {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : undefined;
}

export function sharedArea(a: Box, b: Box): number {
  const shared = intersection(a, b);
  return shared ? shared.width * shared.height : 0;
}

/** How much of the smaller of two boxes they share (0-1). */
export function overlapOfSmaller(a: Box, b: Box): number {
  return sharedArea(a, b) / Math.min(a.width * a.height, b.width * b.height);
}

/** One reference image: the figure separated from the plain sheet around it. */
export interface ReferenceFigure {
  image: IndexedImage;
  /** 1 where the pixel belongs to the figure. */
  mask: Uint8Array;
  box: Box;
}

function sheetColour(image: IndexedImage): Rgb {
  const { width, height } = image;
  const samples: number[] = [];
  for (let x = 0; x < width; x += 1) samples.push(image.index[x], image.index[(height - 1) * width + x]);
  for (let y = 0; y < height; y += 1) samples.push(image.index[y * width], image.index[y * width + width - 1]);
  const median = (channel: number) => samples.map((c) => image.lab[c * 3 + channel]).sort((a, b) => a - b)[samples.length >> 1];
  return [median(0), median(1), median(2)];
}

/**
 * The sheet is what can be reached from the border without crossing a colour unlike the sheet; the figure is the
 * rest, so a white shirt inside its outline stays part of the figure.
 */
function figureMask(image: IndexedImage): Uint8Array {
  const { width, height } = image;
  const sheet = sheetColour(image);
  const nearSheet = image.counts.map((_, c) => (deltaE([image.lab[c * 3], image.lab[c * 3 + 1], image.lab[c * 3 + 2]], sheet) < SHEET_DISTANCE ? 1 : 0));
  const mask = new Uint8Array(width * height).fill(1);
  const stack: number[] = [];
  const visit = (i: number) => {
    if (mask[i] && nearSheet[image.index[i]]) {
      mask[i] = 0;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x += 1) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (stack.length) {
    const i = stack.pop() as number;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < width * (height - 1)) visit(i + width);
  }
  return mask;
}

function trimmedRange(counts: number[], total: number): [number, number] {
  const trim = total * BOX_TRIM;
  let low = 0;
  for (let sum = 0; low < counts.length - 1 && sum + counts[low] <= trim; low += 1) sum += counts[low];
  let high = counts.length - 1;
  for (let sum = 0; high > low && sum + counts[high] <= trim; high -= 1) sum += counts[high];
  return [low, high];
}

function boxOf(mask: Uint8Array, width: number, height: number): Box {
  const rows = new Array<number>(height).fill(0);
  const columns = new Array<number>(width).fill(0);
  let total = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!mask[y * width + x]) continue;
      rows[y] += 1;
      columns[x] += 1;
      total += 1;
    }
  }
  if (!total) return { x: 0, y: 0, width, height };
  const [top, bottom] = trimmedRange(rows, total);
  const [left, right] = trimmedRange(columns, total);
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

export async function analyseReference(png: Buffer): Promise<ReferenceFigure> {
  const image = indexColours(await decode(png, REFERENCE_SIZE));
  const mask = figureMask(image);
  return { image, mask, box: boxOf(mask, image.width, image.height) };
}

function labDistance(image: IndexedImage, a: number, b: number): number {
  const i = image.index[a] * 3;
  const j = image.index[b] * 3;
  return Math.hypot(image.lab[i] - image.lab[j], image.lab[i + 1] - image.lab[j + 1], image.lab[i + 2] - image.lab[j + 2]);
}

/** Figure pixels inside a region of one colour (shading allowed): outlines and edge blends are left out. */
function isFlat(figure: ReferenceFigure, i: number): boolean {
  const { image, mask } = figure;
  const x = i % image.width;
  if (x === 0 || x === image.width - 1 || i < image.width || i >= image.width * (image.height - 1)) return false;
  for (const j of [i - 1, i + 1, i - image.width, i + image.width]) if (!mask[j] || labDistance(image, i, j) > FLAT_DISTANCE) return false;
  return true;
}

/** The colours of the figure's flat regions weighted by their share of them (outline ink and blends are not colours of the character). */
export function figureColours(figure: ReferenceFigure): ColourSamples {
  const counts = new Float64Array(figure.image.counts.length);
  let total = 0;
  figure.mask.forEach((inside, i) => {
    if (!inside || !isFlat(figure, i)) return;
    counts[figure.image.index[i]] += 1;
    total += 1;
  });
  const lab: number[] = [];
  const weights: number[] = [];
  counts.forEach((count, c) => {
    if (!count) return;
    lab.push(figure.image.lab[c * 3], figure.image.lab[c * 3 + 1], figure.image.lab[c * 3 + 2]);
    weights.push(count / total);
  });
  return { lab, weights };
}
