import type { IndexedImage, Rgb } from './pixels';

/** The colours a character is drawn in, as Lab centres with the share of the figure each covers. */
export interface Palette {
  colours: Rgb[];
  shares: number[];
}

/**
 * A scene colour is one of the character's colours when its lightness is within LIGHTNESS_TOLERANCE (shading, light)
 * and its hue and saturation (a, b) within CHROMA_TOLERANCE, more for vivid colours: light sky blue is not white,
 * a shaded blue is still blue.
 */
const LIGHTNESS_TOLERANCE = 16;
const CHROMA_TOLERANCE = 9;
const VIVID_TOLERANCE = 0.12;
/** Reference colours closer than this are merged while clustering. */
const MERGE_DISTANCE = 11;
/** A cluster smaller than this share of the figure is edge blending, not a colour of the character. */
const MIN_SHARE = 0.006;
const MAX_COLOURS = 14;

const distance2 = (lab: ArrayLike<number>, at: number, c: Rgb) => (lab[at] - c[0]) ** 2 + (lab[at + 1] - c[1]) ** 2 + (lab[at + 2] - c[2]) ** 2;

/** Weighted Lab samples: one entry per distinct colour with how much of the figure it covers. */
export interface ColourSamples {
  lab: number[];
  weights: number[];
}

/** Greedy clustering, most common colours first: each colour joins the nearest cluster within MERGE_DISTANCE or starts one. */
export function clusterColours(samples: ColourSamples): Palette {
  const order = samples.weights.map((_, i) => i).sort((a, b) => samples.weights[b] - samples.weights[a]);
  const sums: Array<[number, number, number, number]> = [];
  const centres: Rgb[] = [];
  for (const i of order) {
    const at = i * 3;
    let best = -1;
    let bestDistance = MERGE_DISTANCE * MERGE_DISTANCE;
    centres.forEach((centre, c) => {
      const d = distance2(samples.lab, at, centre);
      if (d < bestDistance) {
        bestDistance = d;
        best = c;
      }
    });
    const w = samples.weights[i];
    if (best < 0) {
      centres.push([samples.lab[at], samples.lab[at + 1], samples.lab[at + 2]]);
      sums.push([0, 0, 0, 0]);
      best = centres.length - 1;
    }
    const sum = sums[best];
    sum[0] += samples.lab[at] * w;
    sum[1] += samples.lab[at + 1] * w;
    sum[2] += samples.lab[at + 2] * w;
    sum[3] += w;
    centres[best] = [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3]];
  }
  const total = sums.reduce((t, s) => t + s[3], 0) || 1;
  const kept = centres
    .map((colour, c) => ({ colour, share: sums[c][3] / total }))
    .filter((c) => c.share >= MIN_SHARE)
    .sort((a, b) => b.share - a.share)
    .slice(0, MAX_COLOURS);
  const keptTotal = kept.reduce((t, c) => t + c.share, 0) || 1;
  return { colours: kept.map((c) => c.colour), shares: kept.map((c) => c.share / keptTotal) };
}

/** How far a Lab colour is from a palette colour in units of the tolerance: 1 or less is a match. */
function matchDistance(lab: ArrayLike<number>, at: number, c: Rgb): number {
  const chroma = Math.hypot(c[1], c[2]);
  const lightness = Math.abs(lab[at] - c[0]) / LIGHTNESS_TOLERANCE;
  const hue = Math.hypot(lab[at + 1] - c[1], lab[at + 2] - c[2]) / (CHROMA_TOLERANCE + VIVID_TOLERANCE * chroma);
  return Math.max(lightness, hue);
}

/** For each distinct colour of an image, the nearest matching palette colour, or -1. */
export function assignColours(image: IndexedImage, palette: Palette): Int16Array {
  const table = new Int16Array(image.counts.length);
  for (let colour = 0; colour < table.length; colour += 1) {
    let best = -1;
    let bestDistance = 1;
    for (let k = 0; k < palette.colours.length; k += 1) {
      const d = matchDistance(image.lab, colour * 3, palette.colours[k]);
      if (d <= bestDistance) {
        bestDistance = d;
        best = k;
      }
    }
    table[colour] = best;
  }
  return table;
}
