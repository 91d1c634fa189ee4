import type { CharacterModel, Family, View } from './character';
import { overlapOfSmaller, sharedArea, type Box } from './figure';
import { ColourCounts, countIn } from './scene';
import type { Template, TemplateCell } from './template';

/** Figure heights searched, as a share of the scene height (close-ups show a figure taller than the frame). */
const MIN_HEIGHT = 0.08;
const MAX_HEIGHT = 2.8;
const HEIGHT_STEP = 1.14;
/** Windows per size, and local maxima looked at per size to find them. */
const PER_SIZE = 3;
const POOL = 16;
/**
 * Windows searched with every view: the best at a glance of all, and the best of each way of standing (upright, upper
 * body, lying, upside down), so a whole figure whose glance loses to partial fits elsewhere is still compared. Three
 * of each: with two, a cream dog holding a green watering can before a cream fence was found in none of its windows
 * once a figure's upper body was also looked for lying down (its windows on the dog outranked the upper body's).
 */
const CANDIDATES = 5;
const CANDIDATES_PER_FAMILY = 3;
/**
 * Windows searched as the best of their way of standing are at least this share of the scene's height: they are there
 * for a whole figure that loses at a glance, and smaller ones on a fence or a flower bed of the figure's colours won
 * the fine comparison (a cream dog before a cream fence then scored 1-5 in 5 of 16 renders).
 */
const EXTRA_MIN_HEIGHT = 0.2;

export interface Placement {
  template: Template;
  /** Top-left of the template and its cell size, in scene pixels. */
  x: number;
  y: number;
  cell: number;
}

/** What the comparison of a settled figure found, each 0-1. */
export interface MatchFeatures {
  /** Colours at each place of the figure, cells free to bend a little, the least agreeing left out. */
  agreement: number;
  /** Colours at each place of the head, cells free to bend a little, nothing left out. */
  head: number;
  /** Colours at each place of the figure, as placed. */
  strict: number;
  /** The head's colours found just outside its outline. */
  spill: number;
  /** Share of the head's edges (outline, hair line, hat, glasses) that meet an edge in the scene. */
  edges: number;
  /** Share of the head's plain places that are plain in the scene too (no face where a bald head should be). */
  flat: number;
  /** Per palette colour: the share found of what the visible figure should hold of it, -1 where it holds too little to tell. */
  colours: number[];
  /** The least found of the character's colours (a missing scarf, a recoloured top). */
  recall: number;
  /** The least found of the character's colours where the references put them (a missing hat in a scene of its colour). */
  placed: number;
  /** The mean share found of the character's colours where the references put them. */
  placedMean: number;
  /** The same two for the head alone (hair, hat, ears): it keeps its layout in every pose. */
  headPlaced: number;
  headPlacedMean: number;
  /**
   * Per palette colour: the share found where the references put it on the head, for the head's main colours only
   * (-1 for the others): a hat, the hair, the ears; eye whites and highlights too small to see in a group are left out.
   */
  headMainColours: number[];
  /** The least found of the head's main colours, and of the whole figure's, where the references put them. */
  headMainPlaced: number;
  mainPlaced: number;
  /** How many of the character's colours the figure is large enough to check, up to CHECKED_COLOURS, over CHECKED_COLOURS: one grey patch shows one colour. */
  checkedColours: number;
  /** Head colours just outside the head's outline, however common in the scene: no silhouette in a plain area of one colour. */
  outlineFill: number;
  /** Share of the character (by colour) large enough in the figure to be checked: a tiny figure shows one colour. */
  checked: number;
  /** The figure's height over the scene's, at most 1. */
  size: number;
  /** 1 when only part of the figure was compared (its upper body) or it lies down, else 0. */
  partial: number;
  /** The mean share found of the character's colours. */
  recallMean: number;
  /** Head spill counted in colours that are rare in the scene (a figure inside a larger one of the same colour). */
  spillAbs: number;
  visible: number;
}

export interface FigureMatch {
  /** 0-1: how well the colours at each place of the figure agree with the references. */
  similarity: number;
  /** Share of the figure inside the frame. */
  visible: number;
  placement: Placement;
  box: Box;
}

/** A candidate figure compared in full. */
export interface SettledMatch extends FigureMatch {
  features: MatchFeatures;
}

interface Window {
  x: number;
  y: number;
  height: number;
  score: number;
}

function likelihoodIntegral(counts: ColourCounts, weights: Float64Array): Float64Array {
  const { width, height, labels } = counts;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      const k = labels[y * width + x];
      if (k >= 0) row += weights[k];
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1] + row;
    }
  }
  return integral;
}

const overlap = (a: Box, b: Box) => {
  const shared = sharedArea(a, b);
  return shared / (a.width * a.height + b.width * b.height - shared);
};

/** The box a window covers for a figure of the given width-to-height aspect. */
const windowBox = (window: Window, aspect: number): Box => ({ x: window.x, y: window.y, width: window.height * aspect, height: window.height });

/** Keeps the `size` best windows seen, best first. */
function keepBest(best: Window[], window: Window, size: number): void {
  if (best.length >= size && window.score <= best[best.length - 1].score) return;
  let at = best.length;
  while (at > 0 && best[at - 1].score < window.score) at -= 1;
  best.splice(at, 0, window);
  if (best.length > size) best.pop();
}

/**
 * Where the figure may stand: windows of the figure's shape dense in its characteristic colours. Per window size
 * the few best local maxima count, so small figures compete with small windows only (a wall of books in the
 * character's colours outscores any small window, never a small figure among small windows).
 */
function candidateWindows(aspect: number, integral: Float64Array, counts: ColourCounts): Window[] {
  const { width, height } = counts;
  const sum = (x0: number, y0: number, x1: number, y1: number) => integral[y1 * (width + 1) + x1] - integral[y0 * (width + 1) + x1] - integral[y1 * (width + 1) + x0] + integral[y0 * (width + 1) + x0];
  const windows: Window[] = [];
  const boxOf = (w: Window): Box => windowBox(w, aspect);
  for (let h = MIN_HEIGHT * height; h <= MAX_HEIGHT * height; h *= HEIGHT_STEP) {
    const w = Math.max(2, h * aspect);
    const stepX = Math.max(1, Math.round(w / 4));
    const stepY = Math.max(1, Math.round(h / 10));
    const xs: number[] = [];
    const ys: number[] = [];
    for (let x = Math.round(-0.3 * w); x < width - 0.7 * w; x += stepX) xs.push(x);
    for (let y = Math.round(-0.05 * h); y < height - Math.min(h * 0.3, height * 0.5); y += stepY) if (framedPlausibly(y, h, height)) ys.push(y);
    const grid = new Float64Array(xs.length * ys.length);
    ys.forEach((y, j) => {
      const y0 = Math.max(0, y);
      const y1 = Math.min(height, Math.round(y + h));
      xs.forEach((x, i) => {
        const x0 = Math.max(0, x);
        const x1 = Math.min(width, Math.round(x + w));
        const area = (x1 - x0) * (y1 - y0);
        if (area < 4 || area < 0.3 * w * h) return;
        const s = sum(x0, y0, x1, y1);
        grid[j * xs.length + i] = (s * s) / area;
      });
    });
    const level: Window[] = [];
    for (let j = 0; j < ys.length; j += 1) {
      for (let i = 0; i < xs.length; i += 1) {
        const score = grid[j * xs.length + i];
        if (score > 0 && isLocalMaximum(grid, xs.length, ys.length, i, j)) keepBest(level, { x: xs[i], y: ys[j], height: h, score }, POOL);
      }
    }
    const kept: Window[] = [];
    for (const window of level) if (kept.length < PER_SIZE && kept.every((other) => overlap(boxOf(other), boxOf(window)) < 0.3)) kept.push(window);
    windows.push(...kept);
  }
  return windows;
}

function isLocalMaximum(grid: Float64Array, nx: number, ny: number, i: number, j: number): boolean {
  const score = grid[j * nx + i];
  for (let dj = -1; dj <= 1; dj += 1) {
    for (let di = -1; di <= 1; di += 1) {
      const x = i + di;
      const y = j + dj;
      if ((di || dj) && x >= 0 && y >= 0 && x < nx && y < ny && grid[y * nx + x] > score) return false;
    }
  }
  return true;
}

/** Agreement of the scene with a template placed at (x, y) with the given cell size. */
function layoutScore(template: Template, x: number, y: number, cell: number, counts: ColourCounts): { score: number; visible: number } {
  let total = 0;
  let seen = 0;
  let agree = 0;
  for (const t of template.cells) {
    total += t.fill;
    const x0 = Math.round(x + t.col * cell);
    const y0 = Math.round(y + t.row * cell);
    const x1 = Math.max(x0 + 1, Math.round(x + (t.col + 1) * cell));
    const y1 = Math.max(y0 + 1, Math.round(y + (t.row + 1) * cell));
    if (x0 < 0 || y0 < 0 || x1 > counts.width || y1 > counts.height) continue;
    const area = (x1 - x0) * (y1 - y0);
    let found = 0;
    for (let i = 0; i < t.colours.length; i += 1) found += Math.min(countIn(counts, t.colours[i], x0, y0, x1, y1) / area, t.expected[i]);
    seen += t.fill;
    agree += found;
  }
  return { score: seen ? agree / seen : 0, visible: total ? seen / total : 0 };
}

/** A figure cut off by the bottom of the frame is a close framing: its head is in the upper part of the frame. */
const CLOSE_FRAMING_TOP = 0.35;
/** Frames keep the head: at most this share of the figure's height may be above the frame. */
const HEAD_CUT = 0.06;

function framedPlausibly(top: number, figureHeight: number, frameHeight: number): boolean {
  if (top < -HEAD_CUT * figureHeight) return false;
  return top + figureHeight <= frameHeight * 1.02 || top <= CLOSE_FRAMING_TOP * frameHeight;
}

/**
 * Placements are ranked by layout agreement less this much of the head spill (so the head outline sits right), of
 * the head edges not met, and of the character's colours beyond the crown and the feet (so a template does not
 * settle on part of a larger figure).
 */
const SEARCH_SPILL = 0.5;
const SEARCH_EDGES = 0.2;
const SEARCH_CONTINUATION = 0.3;

/** The bands looked at beyond the crown and the feet: this many cells away from the figure, this many cells deep. */
const BEYOND_GAP = 0.75;
const BEYOND_DEPTH = 2.5;

/**
 * How much of a band just beyond the figure's crown (`direction` -1) or feet (1), as wide as the head or the feet,
 * holds the character's colours, each weighted by how characteristic of the character it is in the scene. A template
 * placed on part of a larger figure of the same colours (a beanie on a scarf, a face on a chest) has more of that
 * figure there; a whole figure has background.
 */
function continuation(placement: Placement, counts: ColourCounts, direction: -1 | 1): number {
  const { template, x, y, cell } = placement;
  const span = direction < 0 ? template.top : template.bottom;
  if (!span) return 0;
  const near = direction < 0 ? span.row - BEYOND_GAP : span.row + 1 + BEYOND_GAP;
  const x0 = Math.max(0, Math.round(x + span.from * cell));
  const x1 = Math.min(counts.width, Math.round(x + (span.to + 1) * cell));
  const y0 = Math.max(0, Math.round(y + Math.min(near, near + direction * BEYOND_DEPTH) * cell));
  const y1 = Math.min(counts.height, Math.round(y + Math.max(near, near + direction * BEYOND_DEPTH) * cell));
  if (x1 <= x0 || y1 <= y0) return 0;
  let found = 0;
  for (let k = 0; k < counts.colours; k += 1) found += counts.characteristic[k] * countIn(counts, k, x0, y0, x1, y1);
  return found / ((x1 - x0) * (y1 - y0));
}

interface Search {
  scales: number[];
  /** Shifts in cells. */
  dx: number[];
  dy: number[];
}

const GLANCE: Search = { scales: [0.9, 1.1], dx: [0], dy: [-1, 0, 1] };
/** Coarse placement in two steps: size and height on the window's centre line, then the side step around the best. */
const COARSE: Search = { scales: [0.76, 0.87, 1, 1.15, 1.3], dx: [0], dy: [-2, -1, 0, 1, 2] };
const SIDE_STEP: Search = { scales: [1], dx: [-1, 0, 1], dy: [-0.5, 0, 0.5] };
const FINE: Search = { scales: [0.95, 1, 1.05], dx: [-0.4, 0, 0.4], dy: [-0.4, 0, 0.4] };

/** The best placement of `template` around (centre, top, height). */
function search(template: Template, centre: number, top: number, height: number, grid: Search, counts: ColourCounts): FigureMatch | undefined {
  let best: FigureMatch | undefined;
  for (const scale of grid.scales) {
    const cell = (height * scale) / template.rows;
    for (const dy of grid.dy) {
      for (const dx of grid.dx) {
        const x = centre - (template.cols * cell) / 2 + dx * cell;
        const y = top + dy * cell;
        if (!framedPlausibly(y, template.rows * cell, counts.height)) continue;
        const layout = layoutScore(template, x, y, cell, counts);
        if (layout.visible < 0.3 || (best && layout.score <= best.similarity)) continue;
        const placement = { template, x, y, cell };
        const beyond = continuation(placement, counts, -1) + continuation(placement, counts, 1);
        const score = layout.score - SEARCH_SPILL * headSpill(placement, counts) - SEARCH_EDGES * (1 - edgeFit(placement, counts)) - SEARCH_CONTINUATION * beyond;
        if (best && score <= best.similarity) continue;
        best = { similarity: score, visible: layout.visible, placement, box: { x, y, width: template.cols * cell, height: template.rows * cell } };
      }
    }
  }
  return best;
}

/** The coarse templates find the best view and placement near the window; the fine template of that view settles it. */
function refine(family: Family, window: Window, counts: ColourCounts): { coarse: FigureMatch; view: View } | undefined {
  const centre = window.x + (window.height * family.aspect) / 2;
  let best: { coarse: FigureMatch; view: View } | undefined;
  for (const view of family.views) {
    const found = search(view.coarse, centre, window.y, window.height, COARSE, counts);
    if (found && (!best || found.similarity > best.coarse.similarity)) best = { coarse: found, view };
  }
  if (!best) return undefined;
  const { x, y, cell } = best.coarse.placement;
  const template = best.view.coarse;
  const stepped = search(template, x + (template.cols * cell) / 2, y, template.rows * cell, SIDE_STEP, counts);
  return stepped && stepped.similarity > best.coarse.similarity ? { coarse: stepped, view: best.view } : best;
}

function settle(found: { coarse: FigureMatch; view: View }, counts: ColourCounts): FigureMatch | undefined {
  const { x, y, cell } = found.coarse.placement;
  const template = found.view.coarse;
  return search(found.view.fine, x + (template.cols * cell) / 2, y, template.rows * cell, FINE, counts);
}

/** How far (in cells) a cell may move to meet the scene when the settled figure is compared: poses bend limbs. */
const BEND_X = [-1, -0.5, 0, 0.5, 1];
const BEND_Y = [-0.5, 0, 0.5];
/** Share of the figure (by weight) left out of the comparison where it agrees least: a raised arm, a bent leg. */
const TRIM = 0.15;

function cellAgreement(cell: TemplateCell, x0: number, y0: number, x1: number, y1: number, counts: ColourCounts): number {
  const area = (x1 - x0) * (y1 - y0);
  let found = 0;
  for (let i = 0; i < cell.colours.length; i += 1) found += Math.min(countIn(counts, cell.colours[i], x0, y0, x1, y1) / area, cell.expected[i]);
  return found / cell.fill;
}

/** Per palette colour: how much of it is found where the template expects it (each cell at its best bend). */
interface PlacedColours {
  found: Float64Array;
  expected: Float64Array;
}

/** Adds what the cell at its bent place [x0, x1) x [y0, y1) holds of each colour it expects. */
function addPlaced(placed: PlacedColours, t: TemplateCell, x0: number, y0: number, x1: number, y1: number, counts: ColourCounts): void {
  const area = (x1 - x0) * (y1 - y0);
  for (let i = 0; i < t.colours.length; i += 1) {
    placed.found[t.colours[i]] += Math.min(countIn(counts, t.colours[i], x0, y0, x1, y1) / area, t.expected[i]);
    placed.expected[t.colours[i]] += t.expected[i];
  }
}

/**
 * The settled figure compared cell by cell, each cell free to move a little, the least agreeing cells left out; the
 * head compared alone with nothing left out (the head tells characters apart; limbs bend with the pose); and per
 * colour, how much of it sits where the references put it (a green beanie is not found in a green scarf or grass).
 */
function bentAgreement(match: FigureMatch, counts: ColourCounts): { agreement: number; head: number; placed: PlacedColours; headPlaced: PlacedColours } {
  const { template, x, y, cell } = match.placement;
  const scored: Array<{ weight: number; agree: number }> = [];
  const placed: PlacedColours = { found: new Float64Array(template.colours), expected: new Float64Array(template.colours) };
  const headPlaced: PlacedColours = { found: new Float64Array(template.colours), expected: new Float64Array(template.colours) };
  let headWeight = 0;
  let headAgree = 0;
  for (const t of template.cells) {
    let best = -1;
    let bestAt = [0, 0, 0, 0];
    for (const by of BEND_Y) {
      for (const bx of BEND_X) {
        const x0 = Math.round(x + (t.col + bx) * cell);
        const y0 = Math.round(y + (t.row + by) * cell);
        const x1 = Math.max(x0 + 1, Math.round(x + (t.col + 1 + bx) * cell));
        const y1 = Math.max(y0 + 1, Math.round(y + (t.row + 1 + by) * cell));
        if (x0 < 0 || y0 < 0 || x1 > counts.width || y1 > counts.height) continue;
        const agree = cellAgreement(t, x0, y0, x1, y1, counts);
        if (agree > best) {
          best = agree;
          bestAt = [x0, y0, x1, y1];
        }
      }
    }
    if (best < 0) continue;
    if (!nearCut(match.placement, t, counts)) addPlaced(placed, t, bestAt[0], bestAt[1], bestAt[2], bestAt[3], counts);
    if (t.head) addPlaced(headPlaced, t, bestAt[0], bestAt[1], bestAt[2], bestAt[3], counts);
    scored.push({ weight: t.fill, agree: best });
    if (t.head) {
      headWeight += t.fill;
      headAgree += t.fill * best;
    }
  }
  scored.sort((a, b) => a.agree - b.agree);
  const total = scored.reduce((sum, c) => sum + c.weight, 0);
  let skipped = 0;
  let weight = 0;
  let agree = 0;
  for (const c of scored) {
    if (skipped + c.weight <= TRIM * total) {
      skipped += c.weight;
      continue;
    }
    weight += c.weight;
    agree += c.weight * c.agree;
  }
  return { agreement: weight ? agree / weight : 0, head: headWeight ? headAgree / headWeight : 0, placed, headPlaced };
}

/** Per colour the share found where the template puts it, -1 where the visible figure holds too little of it to tell. */
function placedRecall(placed: PlacedColours, cell: number): number[] {
  const total = placed.expected.reduce((sum, e) => sum + e, 0);
  return Array.from(placed.expected, (expected, k) => (expected * cell * cell < Math.max(3, SIGNIFICANT * total * cell * cell) ? -1 : placed.found[k] / expected));
}

/** A colour is one of a part's main colours when the references show at least this share of the part in it. */
const MAIN_COLOUR = 0.08;

/** `recall` (from placedRecall) for the main colours of the part `placed` holds, -1 for the others. */
function mainColours(placed: PlacedColours, recall: number[]): number[] {
  const total = placed.expected.reduce((sum, e) => sum + e, 0);
  return recall.map((found, k) => (placed.expected[k] >= MAIN_COLOUR * total ? found : -1));
}

/** Share of a cell-sized square (top-left at x, y) in the given colours, or -1 when it is not inside the scene. */
function shareIn(colours: number[], x: number, y: number, cell: number, counts: ColourCounts): number {
  const x0 = Math.round(x);
  const y0 = Math.round(y);
  const x1 = Math.max(x0 + 1, Math.round(x + cell));
  const y1 = Math.max(y0 + 1, Math.round(y + cell));
  if (x0 < 0 || y0 < 0 || x1 > counts.width || y1 > counts.height) return -1;
  let inside = 0;
  for (const k of colours) inside += countIn(counts, k, x0, y0, x1, y1);
  return inside / ((x1 - x0) * (y1 - y0));
}

/** How far beyond the head outline its background is sampled, in cells. */
const BEYOND = 1.5;

/**
 * How much of the empty space around the head holds the head's own colours (another hair outline, a hat, ears),
 * beyond what the background further out holds of them (a white-haired character on a pale wall).
 */
function headSpill(placement: Placement, counts: ColourCounts): number {
  const { template, x, y, cell } = placement;
  let seen = 0;
  let spill = 0;
  for (const t of template.outline) {
    const near = shareIn(t.colours, x + t.col * cell, y + t.row * cell, cell, counts);
    if (near < 0) continue;
    const far = shareIn(t.colours, x + (t.col + t.outward[1] * BEYOND) * cell, y + (t.row + t.outward[0] * BEYOND) * cell, cell, counts);
    spill += Math.max(0, near - Math.max(0, far));
    seen += 1;
  }
  return seen ? spill / seen : 0;
}

const SPILL = 0.3;
const EDGE_WEIGHT = 0.2;

/** Edge points closer than this share of a cell (at least a pixel) to a scene edge meet it. */
const EDGE_TOLERANCE = 0.35;

/** Share of the template's points (placed in the scene) that lie on or near a scene edge; undefined when none is inside. */
function shareNearEdges(points: Array<[number, number]>, placement: Placement, counts: ColourCounts): number | undefined {
  const { x, y, cell } = placement;
  const { width, height, edgeDistance } = counts;
  const tolerance = Math.max(1, EDGE_TOLERANCE * cell);
  let seen = 0;
  let near = 0;
  for (const [col, row] of points) {
    const px = Math.floor(x + col * cell);
    const py = Math.floor(y + row * cell);
    if (px < 0 || py < 0 || px >= width || py >= height) continue;
    seen += 1;
    if (edgeDistance[py * width + px] <= tolerance) near += 1;
  }
  return seen ? near / seen : undefined;
}

/** Share of the head's edges met by an edge of the scene. */
function edgeFit(placement: Placement, counts: ColourCounts): number {
  return shareNearEdges(placement.template.headEdges, placement, counts) ?? 0;
}

/** Share of the head's plain places that are plain in the scene too. */
function flatFit(placement: Placement, counts: ColourCounts): number {
  return 1 - (shareNearEdges(placement.template.headFlats, placement, counts) ?? 0);
}

/** Where the frame cuts the figure (a close-up), the last this many cells above the cut are too unsure to check colours in. */
const CUT_MARGIN = 2;

/** Whether the template cell lies just above where the bottom of the frame cuts the figure off. */
function nearCut(placement: Placement, t: TemplateCell, counts: ColourCounts): boolean {
  const { template, y, cell } = placement;
  return y + template.rows * cell > counts.height && y + (t.row + 1 + CUT_MARGIN) * cell > counts.height;
}

/** Colours the visible figure should hold at least this share of (and a few pixels) must be found. */
const SIGNIFICANT = 0.01;

/**
 * Per palette colour, how much of what the visible figure should hold of it is found around the figure (-1 where
 * the visible figure holds too little of it to tell): a missing scarf or a recoloured top shows here.
 */
function colourRecall(placement: Placement, counts: ColourCounts): number[] {
  const { template, x, y, cell } = placement;
  const expected = new Float64Array(template.colours);
  let area = 0;
  for (const t of template.cells) {
    const x0 = Math.round(x + t.col * cell);
    const y0 = Math.round(y + t.row * cell);
    if (x0 < 0 || y0 < 0 || Math.round(x + (t.col + 1) * cell) > counts.width || nearCut(placement, t, counts)) continue;
    for (let i = 0; i < t.colours.length; i += 1) expected[t.colours[i]] += t.expected[i] * cell * cell;
    area += t.fill * cell * cell;
  }
  const x0 = Math.max(0, Math.round(x - cell));
  const y0 = Math.max(0, Math.round(y - cell));
  const x1 = Math.min(counts.width, Math.round(x + (template.cols + 1) * cell));
  const y1 = Math.min(counts.height, Math.round(y + (template.rows + 1) * cell));
  return Array.from(expected, (amount, k) =>
    amount < Math.max(3, SIGNIFICANT * area) || x1 <= x0 || y1 <= y0 ? -1 : Math.min(1, countIn(counts, k, x0, y0, x1, y1) / amount),
  );
}

function absoluteSpill(placement: Placement, counts: ColourCounts, weights: Float64Array): number {
  const { template, x, y, cell } = placement;
  let seen = 0;
  let spill = 0;
  for (const t of template.outline) {
    const x0 = Math.round(x + t.col * cell);
    const y0 = Math.round(y + t.row * cell);
    const x1 = Math.max(x0 + 1, Math.round(x + (t.col + 1) * cell));
    const y1 = Math.max(y0 + 1, Math.round(y + (t.row + 1) * cell));
    if (x0 < 0 || y0 < 0 || x1 > counts.width || y1 > counts.height) continue;
    let inside = 0;
    for (const k of t.colours) inside += weights[k] * countIn(counts, k, x0, y0, x1, y1);
    spill += inside / ((x1 - x0) * (y1 - y0));
    seen += 1;
  }
  return seen ? spill / seen : 0;
}

/** Colours checked beyond this many add little: the score's evidence grows with the first few. */
const CHECKED_COLOURS = 4;

const mean = (values: number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 1);
/** The per-colour findings that could be checked (-1 marks a colour the figure holds too little of to tell). */
const checkable = (found: number[]) => found.filter((value) => value >= 0);

/** `frameHeight`: the scene's height in the pixels of `counts` (which may show only part of the scene, closer). */
function compared(match: FigureMatch, model: CharacterModel, counts: ColourCounts, frameHeight: number): SettledMatch {
  const { template } = match.placement;
  const colours = colourRecall(match.placement, counts);
  const checkedColours = checkable(colours);
  const bent = bentAgreement(match, counts);
  const placedColours = placedRecall(bent.placed, match.placement.cell);
  const headColours = placedRecall(bent.headPlaced, match.placement.cell);
  const placed = checkable(placedColours);
  const headPlaced = checkable(headColours);
  const headMainColours = mainColours(bent.headPlaced, headColours);
  const features: MatchFeatures = {
    agreement: bent.agreement,
    head: bent.head,
    strict: match.similarity,
    spill: headSpill(match.placement, counts),
    edges: edgeFit(match.placement, counts),
    flat: flatFit(match.placement, counts),
    colours,
    recall: Math.min(1, ...checkedColours),
    placed: Math.min(1, ...placed),
    placedMean: mean(placed),
    headPlaced: Math.min(1, ...headPlaced),
    headPlacedMean: mean(headPlaced),
    headMainColours,
    headMainPlaced: Math.min(1, ...checkable(headMainColours)),
    mainPlaced: Math.min(1, ...checkable(mainColours(bent.placed, placedColours))),
    checkedColours: Math.min(CHECKED_COLOURS, checkedColours.length) / CHECKED_COLOURS,
    recallMean: mean(checkedColours),
    spillAbs: absoluteSpill(match.placement, counts, counts.characteristic),
    outlineFill: absoluteSpill(match.placement, counts, new Float64Array(counts.colours).fill(1)),
    checked: colours.reduce((sum, found, k) => sum + (found >= 0 ? model.palette.shares[k] : 0), 0),
    size: Math.min(1, match.box.height / frameHeight),
    visible: match.visible,
    partial: template.pose === 'upright' ? 0 : 1,
  };
  const similarity = features.agreement * (1 - EDGE_WEIGHT * (1 - features.edges)) * (1 - SPILL * features.spill);
  return { ...match, features, similarity };
}

/**
 * Candidates settled with the fine templates: the best coarse fits of all, and the best of each way of standing. A
 * figure before a background of its own colours (a cream dog before a cream fence) fits the coarse template worse
 * than a small window on its own chest does; the fine comparison tells the two apart (on the tuning split, one
 * character right passes at 0.95 rose from 82.7 % to 89.3 %, wrong ones from 0.94 % to 1.02 %).
 */
const SETTLED = 3;
const SETTLED_PER_FAMILY = 2;

/** How the first view's coarse template (either way round) fits at a window, at a glance. */
function glance(family: Family, window: Window, counts: ColourCounts): number {
  const centre = window.x + (window.height * family.aspect) / 2;
  const first = family.views.slice(0, 2).map((view) => search(view.coarse, centre, window.y, window.height, GLANCE, counts)?.similarity ?? 0);
  return Math.max(...first);
}

/** The `all` best items by `score`, and the `each` best of every family (that `extra` allows) not already among them. */
function bestOfAllAndEach<T extends { family: Family }>(items: T[], score: (item: T) => number, all: number, each: number, extra: (item: T) => boolean = () => true): T[] {
  const ranked = [...items].sort((a, b) => score(b) - score(a));
  const best = ranked.slice(0, all);
  const families = [...new Set(ranked.map((item) => item.family))];
  return [...best, ...families.flatMap((family) => ranked.filter((item) => item.family === family && extra(item)).slice(0, each).filter((item) => !best.includes(item)))];
}

/**
 * Besides the candidates above, the best few lying apart from every one kept, at a glance and again when settled:
 * all the best fits of a brown dog jumping in a snowy forest, arms up and knees bent, lay on a brown tree trunk, and
 * the dog was never compared (8 -> 99). Three of each, apart when they share at most a fifth of the smaller box. On
 * three samples of the tuning split, right group figures at 0.90 1,223 -> 1,232 of 1,436, wrong ones 14 -> 14; judge
 * time p50 27.6 -> 29.5 ms per pair with the changes beside it (one more at each step: 28.9 ms, 1 right figure fewer).
 */
const ELSEWHERE = 3;
const APART = 0.2;

/** `kept`, then the best `count` of `items` (by `score`) whose boxes lie apart from all kept so far. */
function andElsewhere<T>(kept: T[], items: T[], score: (item: T) => number, boxOf: (item: T) => Box, count: number): T[] {
  const chosen = [...kept];
  const apart = (box: Box) => chosen.every((other) => overlapOfSmaller(boxOf(other), box) <= APART);
  for (const item of [...items].sort((a, b) => score(b) - score(a))) {
    if (chosen.length === kept.length + count) break;
    if (!chosen.includes(item) && apart(boxOf(item))) chosen.push(item);
  }
  return chosen;
}

/** The places in the scene that look most like the character's figure: standing, upper body only, lying down. */
export function findFigure(model: CharacterModel, counts: ColourCounts): SettledMatch[] {
  const integral = likelihoodIntegral(counts, counts.characteristic);
  const glanced = model.families.flatMap((family) => candidateWindows(family.aspect, integral, counts).map((window) => ({ family, window, fit: glance(family, window, counts) })));
  const best = bestOfAllAndEach(glanced, (c) => c.fit, CANDIDATES, CANDIDATES_PER_FAMILY, (c) => c.window.height >= EXTRA_MIN_HEIGHT * counts.height);
  const refined = andElsewhere(best, glanced, (c) => c.fit, (c) => windowBox(c.window, c.family.aspect), ELSEWHERE)
    .map(({ family, window }) => ({ family, found: refine(family, window, counts) }))
    .filter((r): r is { family: Family; found: { coarse: FigureMatch; view: View } } => r.found !== undefined);
  const settling = bestOfAllAndEach(refined, (r) => r.found.coarse.similarity, SETTLED, SETTLED_PER_FAMILY);
  return andElsewhere(settling, refined, (r) => r.found.coarse.similarity, (r) => r.found.coarse.box, ELSEWHERE)
    .map(({ found }) => settle(found, counts))
    .filter((match): match is FigureMatch => match !== undefined)
    .map((match) => compared(match, model, counts, counts.height));
}

/** Where a closer view of part of the scene starts (scene pixels) and how much larger it shows it. */
export interface CloserView {
  x: number;
  y: number;
  zoom: number;
}

/**
 * A settled figure compared again in a closer view of it (its placement settled there with the fine search):
 * small figures show their hat, boots and face in a few more pixels. Keeps the placement and similarity it was
 * assigned by; only the findings change.
 */
export function compareCloser(match: SettledMatch, model: CharacterModel, scene: ColourCounts, closer: ColourCounts, view: CloserView): SettledMatch {
  const { template, x, y, cell } = match.placement;
  const zoomedCell = cell * view.zoom;
  const left = (x - view.x) * view.zoom;
  const found = search(template, left + (template.cols * zoomedCell) / 2, (y - view.y) * view.zoom, template.rows * zoomedCell, FINE, closer);
  if (!found) return match;
  return { ...match, features: compared(found, model, closer, scene.height * view.zoom).features };
}
