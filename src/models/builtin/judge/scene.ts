import type { CharacterModel } from './character';
import { assignColours } from './palette';
import type { IndexedImage } from './pixels';

/**
 * A scene as one character's palette sees it: per pixel the palette colour it matches (or none), as running sums
 * so the colour mix of any rectangle costs a few lookups.
 */
export interface ColourCounts {
  width: number;
  height: number;
  colours: number;
  /** Per pixel: the palette colour it matches, or -1. */
  labels: Int16Array;
  /** Integral image per palette colour, interleaved: ((y * (width + 1) + x) * colours + k). */
  integral: Int32Array;
  /** Share of the whole scene in each palette colour. */
  sceneShares: Float64Array;
  /** How characteristic of the character each palette colour is in this scene (0-1): colours that fill the scene are mostly background. */
  characteristic: Float64Array;
  /** Per pixel: distance to the nearest edge of the scene (shared by all characters). */
  edgeDistance: Float32Array;
}

/** Share of the scene a figure is expected to cover: colours much more common than that are mostly background. */
const FIGURE_SHARE = 0.05;

/** `sceneShares` replaces the shares of `scene` when it is a close view of part of a larger scene. */
export function countColours(scene: IndexedImage, model: CharacterModel, edgeDistance: Float32Array, sceneShares?: Float64Array): ColourCounts {
  const { width, height } = scene;
  const K = model.palette.colours.length;
  const table = assignColours(scene, model.palette);
  const stride = (width + 1) * K;
  const integral = new Int32Array((height + 1) * stride);
  const labels = new Int16Array(width * height);
  const row = new Int32Array(K);
  const totals = new Float64Array(K);
  for (let y = 0; y < height; y += 1) {
    row.fill(0);
    for (let x = 0; x < width; x += 1) {
      const k = table[scene.index[y * width + x]];
      labels[y * width + x] = k;
      if (k >= 0) {
        row[k] += 1;
        totals[k] += 1;
      }
      const at = (y + 1) * stride + (x + 1) * K;
      const above = y * stride + (x + 1) * K;
      for (let c = 0; c < K; c += 1) integral[at + c] = integral[above + c] + row[c];
    }
  }
  const shares = sceneShares ?? totals.map((t) => t / (width * height));
  const characteristic = Float64Array.from(model.palette.shares, (share, k) => Math.min(1, (FIGURE_SHARE * share) / Math.max(shares[k], 1e-6)));
  return { width, height, colours: K, labels, integral, sceneShares: shares, characteristic, edgeDistance };
}

/** Pixels of palette colour k in the rectangle [x0, x1) x [y0, y1) (integer, inside the scene). */
export function countIn(counts: ColourCounts, k: number, x0: number, y0: number, x1: number, y1: number): number {
  const K = counts.colours;
  const stride = (counts.width + 1) * K;
  const at = (x: number, y: number) => counts.integral[y * stride + x * K + k];
  return at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0);
}
