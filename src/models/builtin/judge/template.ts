import { EDGE_DISTANCE } from './edges';
import type { ReferenceFigure } from './figure';
import { assignColours, Palette } from './palette';

/** Rows of a template (the figure's height in square cells): coarse to find the figure, fine to compare it. */
export const COARSE_ROWS = 8;
export const FINE_ROWS = 16;

/**
 * Where each colour of the character sits: the reference figure cut into square cells, each with the share of the
 * cell the figure covers and the mix of palette colours in it. Shape (silhouette, hair outline, ears, tails,
 * accessories) and part layout (hair over face over top over trousers) are both in it.
 */
export interface Template {
  rows: number;
  cols: number;
  /** Per cell: share covered by the figure's palette colours (0-1). */
  fill: Float32Array;
  /** Per cell and palette colour (cell * K + k): share of the cell's figure pixels in that colour. */
  mix: Float32Array;
  colours: number;
  /** The cells compared with a scene (those the figure fills enough), with the share of each colour they expect. */
  cells: TemplateCell[];
  /** Empty cells around the head (hair outline, ears, hat): the figure's colours must not go on there. */
  outline: OutlineCell[];
  /** Edges of the head (its outline, hair line, hat brim, glasses), in cell units from the template's top-left. */
  headEdges: Array<[number, number]>;
  /** Places inside the head far from any edge of it (plain hair, plain skin), in the same units. */
  headFlats: Array<[number, number]>;
  /** The columns of the figure's top cells (the crown of the head) and of its bottom cells (the feet), when upright. */
  top?: Span;
  bottom?: Span;
  /** How the figure stands in it: whole and upright, its upper body only (the rest hidden or bent), or lying down. */
  pose: TemplatePose;
  /** Per grid cell: whether it is part of the head, and how far down the upright body it is (0 crown, 1 feet). */
  head: Uint8Array;
  along: Float32Array;
  /** Whether an empty place (row, col), inside the grid or just outside, is around the head. */
  headZone: (row: number, col: number) => boolean;
}

export type TemplatePose = 'upright' | 'upper' | 'lying';

/** Columns from..to (inclusive) of the compared cells in or next to one row. */
export interface Span {
  row: number;
  from: number;
  to: number;
}

export interface OutlineCell {
  row: number;
  col: number;
  /** The main colours of the figure cells next to it. */
  colours: number[];
  /** Away from the figure (unit steps in rows and columns). */
  outward: [number, number];
}

export interface TemplateCell {
  row: number;
  col: number;
  /** Part of the head; how far down the upright body (0 crown, 1 feet). */
  head: boolean;
  along: number;
  fill: number;
  /** Palette colours the cell expects, and the share of the cell each should cover. */
  colours: number[];
  expected: number[];
}

/** Template cells less covered than this are silhouette edge: too unstable under pose changes to compare. */
const MIN_FILL = 0.3;
/** Colours under this share of a cell are edge blending. */
const MIN_EXPECTED = 0.03;
/** Cells the figure covers less than this are outside its silhouette. */
const EMPTY = 0.08;
/** The head's share of the rows: its outline does not change with the pose. */
export const HEAD_ROWS = 0.3;
/** A colour this much of a cell is one of its main colours. */
const MAIN_COLOUR = 0.25;

/** Empty cells around the head (inside the grid or just outside it) next to its filled cells, with those neighbours' main colours. */
function headOutline(rows: number, cols: number, fill: Float32Array, mix: Float32Array, K: number, head: Uint8Array, zone: (row: number, col: number) => boolean): OutlineCell[] {
  const filled = (r: number, c: number) => r >= 0 && r < rows && c >= 0 && c < cols && head[r * cols + c] === 1 && fill[r * cols + c] >= MIN_FILL;
  const empty = (r: number, c: number) => r < 0 || c < 0 || r >= rows || c >= cols || fill[r * cols + c] < EMPTY;
  const outline: OutlineCell[] = [];
  for (let row = -1; row <= rows; row += 1) {
    for (let col = -1; col <= cols; col += 1) {
      if (!zone(row, col) || !empty(row, col)) continue;
      const colours = new Set<number>();
      let outRow = 0;
      let outCol = 0;
      for (const [dr, dc] of [[1, 0], [-1, 0], [0, -1], [0, 1]]) {
        if (!filled(row + dr, col + dc)) continue;
        outRow -= dr;
        outCol -= dc;
        for (let k = 0; k < K; k += 1) if (mix[((row + dr) * cols + col + dc) * K + k] >= MAIN_COLOUR) colours.add(k);
      }
      const length = Math.hypot(outRow, outCol) || 1;
      if (colours.size) outline.push({ row, col, colours: [...colours], outward: [outRow / length, outCol / length] });
    }
  }
  return outline;
}

function compared(rows: number, cols: number, fill: Float32Array, mix: Float32Array, K: number, head: Uint8Array, along: Float32Array): TemplateCell[] {
  const cells: TemplateCell[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const c = row * cols + col;
      if (fill[c] < MIN_FILL) continue;
      const colours: number[] = [];
      const expected: number[] = [];
      for (let k = 0; k < K; k += 1) {
        const share = mix[c * K + k] * fill[c];
        if (share < MIN_EXPECTED) continue;
        colours.push(k);
        expected.push(share);
      }
      cells.push({ row, col, head: head[c] === 1, along: along[c], fill: fill[c], colours, expected });
    }
  }
  return cells;
}

/** The columns of the topmost (or bottommost) compared cells and of those one row inward. */
function endSpan(cells: TemplateCell[], top: boolean): Span {
  const rows = cells.map((c) => c.row);
  const row = top ? Math.min(...rows) : Math.max(...rows);
  const near = cells.filter((c) => Math.abs(c.row - row) <= 1).map((c) => c.col);
  return { row, from: Math.min(...near), to: Math.max(...near) };
}

const mirroredSpan = (span: Span, cols: number): Span => ({ row: span.row, from: cols - 1 - span.to, to: cols - 1 - span.from });

/** Head edge points kept per template row: enough to trace the outline, few enough to check fast. */
const EDGE_POINTS_PER_ROW = 8;

function headEdges(figure: ReferenceFigure, left: number, cell: number, rows: number): Array<[number, number]> {
  const { image, mask, box } = figure;
  const bottom = box.y + Math.round(box.height * HEAD_ROWS);
  const found: Array<[number, number]> = [];
  const distinct = (a: number, b: number) => {
    const i = image.index[a] * 3;
    const j = image.index[b] * 3;
    return Math.hypot(image.lab[i] - image.lab[j], image.lab[i + 1] - image.lab[j + 1], image.lab[i + 2] - image.lab[j + 2]) > EDGE_DISTANCE;
  };
  for (let y = Math.max(1, box.y); y < Math.min(bottom, image.height - 1); y += 1) {
    for (let x = Math.max(1, box.x); x < Math.min(box.x + box.width, image.width - 1); x += 1) {
      const i = y * image.width + x;
      if (!mask[i]) continue;
      const silhouette = !mask[i - 1] || !mask[i + 1] || !mask[i - image.width] || !mask[i + image.width];
      if (silhouette || distinct(i, i + 1) || distinct(i, i + image.width)) found.push([(x + 0.5 - left) / cell, (y + 0.5 - box.y) / cell]);
    }
  }
  const step = Math.max(1, Math.ceil(found.length / (EDGE_POINTS_PER_ROW * rows)));
  return found.filter((_, i) => i % step === 0).filter(([, row]) => row < rows);
}

/** Pixels of the reference this far from any edge count as flat. */
const FLAT_MARGIN = 3;

function headFlats(figure: ReferenceFigure, left: number, cell: number, rows: number): Array<[number, number]> {
  const { image, mask, box } = figure;
  const bottom = box.y + Math.round(box.height * HEAD_ROWS);
  const edge = new Uint8Array(image.width * image.height);
  for (let y = 1; y < image.height - 1; y += 1) {
    for (let x = 1; x < image.width - 1; x += 1) {
      const i = y * image.width + x;
      const a = image.index[i] * 3;
      const b = image.index[i + 1] * 3;
      const c = image.index[i + image.width] * 3;
      const far = (j: number) => (image.lab[a] - image.lab[j]) ** 2 + (image.lab[a + 1] - image.lab[j + 1]) ** 2 + (image.lab[a + 2] - image.lab[j + 2]) ** 2 > EDGE_DISTANCE * EDGE_DISTANCE;
      if (!mask[i] || far(b) || far(c)) edge[i] = 1;
    }
  }
  const found: Array<[number, number]> = [];
  for (let y = box.y + FLAT_MARGIN; y < Math.min(bottom, image.height - FLAT_MARGIN); y += 1) {
    for (let x = box.x + FLAT_MARGIN; x < Math.min(box.x + box.width, image.width - FLAT_MARGIN); x += 1) {
      let flat = true;
      for (let dy = -FLAT_MARGIN; dy <= FLAT_MARGIN && flat; dy += 1) for (let dx = -FLAT_MARGIN; dx <= FLAT_MARGIN && flat; dx += 1) if (edge[(y + dy) * image.width + x + dx]) flat = false;
      if (flat) found.push([(x + 0.5 - left) / cell, (y + 0.5 - box.y) / cell]);
    }
  }
  const step = Math.max(1, Math.ceil(found.length / (EDGE_POINTS_PER_ROW * rows)));
  return found.filter((_, i) => i % step === 0);
}

export function buildTemplate(figure: ReferenceFigure, palette: Palette, rows: number): Template {
  const { image, mask, box } = figure;
  const table = assignColours(image, palette);
  const K = palette.colours.length;
  const cell = box.height / rows;
  const cols = Math.max(1, Math.ceil(box.width / cell));
  const left = box.x + box.width / 2 - (cols * cell) / 2;
  const counts = new Float32Array(rows * cols * K);
  const area = new Float32Array(rows * cols);
  for (let y = box.y; y < box.y + box.height; y += 1) {
    const row = Math.min(rows - 1, Math.floor((y - box.y) / cell));
    for (let x = Math.max(0, Math.floor(left)); x < Math.min(image.width, Math.ceil(left + cols * cell)); x += 1) {
      const col = Math.min(cols - 1, Math.max(0, Math.floor((x - left) / cell)));
      const c = row * cols + col;
      area[c] += 1;
      const i = y * image.width + x;
      const k = mask[i] ? table[image.index[i]] : -1;
      if (k >= 0) counts[c * K + k] += 1;
    }
  }
  const fill = new Float32Array(rows * cols);
  const mix = new Float32Array(rows * cols * K);
  for (let c = 0; c < fill.length; c += 1) {
    let inCell = 0;
    for (let k = 0; k < K; k += 1) inCell += counts[c * K + k];
    fill[c] = area[c] ? inCell / area[c] : 0;
    for (let k = 0; k < K; k += 1) mix[c * K + k] = inCell ? counts[c * K + k] / inCell : 0;
  }
  const headRows = Math.ceil(rows * HEAD_ROWS);
  const head = Uint8Array.from({ length: rows * cols }, (_, c) => (Math.floor(c / cols) < headRows ? 1 : 0));
  const along = Float32Array.from({ length: rows * cols }, (_, c) => (Math.floor(c / cols) + 0.5) / rows);
  const headZone = (row: number) => row < headRows;
  const cells = compared(rows, cols, fill, mix, K, head, along);
  return {
    rows,
    cols,
    fill,
    mix,
    colours: K,
    cells,
    outline: headOutline(rows, cols, fill, mix, K, head, headZone),
    headEdges: headEdges(figure, left, cell, rows),
    headFlats: headFlats(figure, left, cell, rows),
    top: endSpan(cells, true),
    bottom: endSpan(cells, false),
    pose: 'upright',
    head,
    along,
    headZone,
  };
}

interface Remap {
  rows: number;
  cols: number;
  /** Where a cell (row, col) of the template goes, and where a point (col, row) in cell units goes. */
  cell: (row: number, col: number) => [number, number];
  point: (p: [number, number]) => [number, number];
  pose: TemplatePose;
  headZone: (row: number, col: number) => boolean;
  top?: Span;
  bottom?: Span;
}

/** The template with its cells moved (mirrored, turned on its side, cut to the upper body). */
function remapped(t: Template, m: Remap): Template {
  const K = t.colours;
  const fill = new Float32Array(m.rows * m.cols);
  const mix = new Float32Array(m.rows * m.cols * K);
  const head = new Uint8Array(m.rows * m.cols);
  const along = new Float32Array(m.rows * m.cols);
  for (let r = 0; r < t.rows; r += 1) {
    for (let c = 0; c < t.cols; c += 1) {
      const [nr, nc] = m.cell(r, c);
      if (nr < 0 || nr >= m.rows || nc < 0 || nc >= m.cols) continue;
      const from = r * t.cols + c;
      const to = nr * m.cols + nc;
      fill[to] = t.fill[from];
      mix.set(t.mix.subarray(from * K, (from + 1) * K), to * K);
      head[to] = t.head[from];
      along[to] = t.along[from];
    }
  }
  const inside = (points: Array<[number, number]>) => points.map(m.point).filter(([col, row]) => row >= 0 && row <= m.rows && col >= 0 && col <= m.cols);
  return {
    rows: m.rows,
    cols: m.cols,
    fill,
    mix,
    colours: K,
    cells: compared(m.rows, m.cols, fill, mix, K, head, along),
    outline: headOutline(m.rows, m.cols, fill, mix, K, head, m.headZone),
    headEdges: inside(t.headEdges),
    headFlats: inside(t.headFlats),
    top: m.top,
    bottom: m.bottom,
    pose: m.pose,
    head,
    along,
    headZone: m.headZone,
  };
}

/** Share of the upright figure's height its upper body (head and chest) takes: what shows above a table, water or a bath. */
const UPPER_BODY = 0.6;

/** The upright figure from the crown to the chest: a figure seated, swimming or half hidden shows this much of itself. */
export function upperBody(t: Template): Template {
  const rows = Math.ceil(t.rows * UPPER_BODY);
  return remapped(t, { rows, cols: t.cols, cell: (r, c) => [r, c], point: (p) => p, pose: 'upper', headZone: t.headZone, top: t.top });
}

/** The figure (whole, or its upper body) lying down, its head to the left (or, mirrored, to the right). */
export function lyingDown(t: Template, headLeft: boolean): Template {
  const { rows, cols } = t;
  return remapped(t, {
    rows: cols,
    cols: rows,
    cell: (r, c) => [cols - 1 - c, headLeft ? r : rows - 1 - r],
    point: ([col, row]) => [headLeft ? row : rows - row, cols - col],
    pose: 'lying',
    headZone: (row, col) => t.headZone(headLeft ? col : rows - 1 - col, cols - 1 - row),
  });
}

/** The upright figure turned head over heels (hanging upside down by its knees), compared like one lying down: part of its pose is not upright. */
export function upsideDown(t: Template): Template {
  const { rows, cols } = t;
  return remapped(t, {
    rows,
    cols,
    cell: (r, c) => [rows - 1 - r, cols - 1 - c],
    point: ([col, row]) => [cols - col, rows - row],
    pose: 'lying',
    headZone: (row, col) => t.headZone(rows - 1 - row, cols - 1 - col),
  });
}

/** The figure facing the other way. */
export function mirrored(t: Template): Template {
  return remapped(t, {
    rows: t.rows,
    cols: t.cols,
    cell: (r, c) => [r, t.cols - 1 - c],
    point: ([col, row]) => [t.cols - col, row],
    pose: t.pose,
    headZone: (row, col) => t.headZone(row, t.cols - 1 - col),
    top: t.top && mirroredSpan(t.top, t.cols),
    bottom: t.bottom && mirroredSpan(t.bottom, t.cols),
  });
}

/** Mean difference of colour coverage per cell; templates of different widths are different views. */
export function templateDistance(a: Template, b: Template): number {
  if (a.cols !== b.cols) return Infinity;
  let sum = 0;
  for (let c = 0; c < a.fill.length; c += 1) {
    for (let k = 0; k < a.colours; k += 1) sum += Math.abs(a.fill[c] * a.mix[c * a.colours + k] - b.fill[c] * b.mix[c * b.colours + k]);
  }
  return sum / a.fill.length;
}
