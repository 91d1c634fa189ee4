import { BINS, binMap, deltaE, Pixels, Rgb } from './pixels';
import { bandColours, BAND_NAMES, Signature } from './signature';

/** The scene as the matcher sees it: pixels, their colour bins and the share of each bin. */
export interface Scene {
  pixels: Pixels;
  bins: Uint16Array;
  share: Float64Array;
}

export function analyseScene(pixels: Pixels): Scene {
  const bins = binMap(pixels);
  const share = new Float64Array(BINS);
  for (let i = 0; i < bins.length; i += 1) share[bins[i]] += 1 / bins.length;
  return { pixels, bins, share };
}

interface Window {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CharacterMatch {
  /** 0-1: how well the best region matches the character's colours and their layout. */
  similarity: number;
  window: Window;
  /** Lab distance of each body band from the reference (head, upper, lower). */
  bandDistances: number[];
}

/**
 * How characteristic each colour is of the character in this scene (histogram back-projection):
 * colours the character has and the rest of the scene lacks weigh most.
 */
function colourWeights(signature: Signature, scene: Scene): Float64Array {
  const weights = new Float64Array(BINS);
  for (let b = 0; b < BINS; b += 1) {
    if (signature.histogram[b] > 0) weights[b] = Math.min(1, signature.histogram[b] / Math.max(scene.share[b], 1e-6));
  }
  return weights;
}

function integralOf(scene: Scene, weights: Float64Array): Float64Array {
  const { width, height } = scene.pixels;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += weights[scene.bins[y * width + x]];
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1] + row;
    }
  }
  return integral;
}

function windowSum(integral: Float64Array, stride: number, w: Window): number {
  const at = (x: number, y: number) => integral[y * stride + x];
  return at(w.x + w.width, w.y + w.height) - at(w.x, w.y + w.height) - at(w.x + w.width, w.y) + at(w.x, w.y);
}

/** The window that holds the most characteristic colour, favouring dense and complete regions. */
function bestWindow(scene: Scene, weights: Float64Array, aspect: number): Window {
  const { width, height } = scene.pixels;
  const integral = integralOf(scene, weights);
  let best: Window = { x: 0, y: 0, width, height };
  let bestScore = -1;
  for (const fraction of [0.12, 0.18, 0.26, 0.36, 0.5, 0.68, 0.85, 1]) {
    const h = Math.max(6, Math.round(height * fraction));
    const w = Math.max(4, Math.min(width, Math.round(h / Math.max(aspect, 0.6))));
    const step = Math.max(2, Math.round(Math.min(w, h) / 6));
    for (let y = 0; y + h <= height; y += step) {
      for (let x = 0; x + w <= width; x += step) {
        const window = { x, y, width: w, height: h };
        const sum = windowSum(integral, width + 1, window);
        const score = (sum * sum) / (w * h);
        if (score > bestScore) {
          bestScore = score;
          best = window;
        }
      }
    }
  }
  return best;
}

function normalised(values: Float64Array): Float64Array {
  const total = values.reduce((sum, v) => sum + v, 0);
  return total ? values.map((v) => v / total) : values;
}

/** Compares the window's colour mix with the character's, both weighted by how characteristic each colour is. */
function colourIntersection(scene: Scene, window: Window, signature: Signature, weights: Float64Array): { intersection: number; mask: Uint8Array } {
  const { width } = scene.pixels;
  const counts = new Float64Array(BINS);
  const mask = new Uint8Array(scene.bins.length);
  for (let y = window.y; y < window.y + window.height; y += 1) {
    for (let x = window.x; x < window.x + window.width; x += 1) {
      const i = y * width + x;
      const bin = scene.bins[i];
      if (signature.histogram[bin] <= 0) continue;
      counts[bin] += weights[bin];
      if (weights[bin] >= 0.3) mask[i] = 1;
    }
  }
  const expected = normalised(signature.histogram.map((share, b) => share * weights[b]));
  const found = normalised(counts);
  let intersection = 0;
  for (let b = 0; b < BINS; b += 1) intersection += Math.min(expected[b], found[b]);
  return { intersection, mask };
}

const BAND_TOLERANCE = 45;

export function matchCharacter(scene: Scene, signature: Signature): CharacterMatch {
  const weights = colourWeights(signature, scene);
  const window = bestWindow(scene, weights, signature.aspect);
  const { intersection, mask } = colourIntersection(scene, window, signature, weights);
  const { bands } = bandColours(scene.pixels, mask);
  const bandDistances = bands.map((colour: Rgb, i) => deltaE(colour, signature.bands[i]));
  const bandSimilarity = bandDistances.reduce((sum, d) => sum + Math.max(0, 1 - d / BAND_TOLERANCE), 0) / bandDistances.length;
  return { similarity: 0.75 * intersection + 0.25 * bandSimilarity, window, bandDistances };
}

/** Short, actionable notes on which body band differs from the references. */
export function bandIssues(name: string, match: CharacterMatch): string[] {
  const labels = ['hair or head colour', 'upper outfit colour', 'lower outfit or shoes colour'];
  return match.bandDistances.flatMap((distance, i) => (distance > 30 ? [`${name}: ${labels[i]} differs from reference (${BAND_NAMES[i]})`] : []));
}
