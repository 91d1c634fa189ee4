/**
 * Tells a photograph from a drawing by two pixel cues, both measured on a median-filtered thumbnail (the
 * median wipes out halftone dots, paper grain and JPEG ringing, which otherwise pass for photo texture):
 * - tones: a drawing's lightness piles up on the few tones of its fills; a photo's spreads out. Lightness,
 *   not colour, so that black-and-white photos count as photos;
 * - texture: a drawing is mostly exactly flat between neighbours; a photo is mostly covered by small changes
 *   of shade (soft light, skin, fabric, noise).
 * - colours (colour images only): a drawing covers most of its area with a few dozen colours; a photo needs many.
 * All must say "photo". Thresholds sit in the gap measured between built-in renders (flat and painterly, every
 * art style and comic preset, scenes and reference views, PNG and JPEG, down to 128 px) and the face-api sample
 * photos (colour and grey, whole, cropped, 200 px, JPEG quality 50).
 */

/** Lightness histogram: the 8 fullest of 64 bins hold at least this share of a drawing's pixels (photos <= 0.64, drawings >= 0.76). */
const LIGHTNESS_BINS = 64;
const FULLEST_BINS = 8;
const DRAWING_TONE_SHARE = 0.7;
/** Channel step up to which neighbours count as the same colour, and up to which a change is shading, not an edge. */
const FLAT_STEP = 2;
const SHADING_STEP = 24;
/** Shaded share minus flat share at or below which the image is a drawing (photos >= -0.37, drawings larger than 128 px <= -0.51). */
const DRAWING_TEXTURE = -0.45;

/** Colours (5 bits per channel) needed to cover 80% of a colour image: drawings <= ~30, colour photos >= ~89. */
const COVERAGE = 0.8;
const DRAWING_PALETTE = 60;
/** Mean channel spread under which an image is treated as black and white (the colour cue does not apply). */
const GREY_SPREAD = 12;

export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

function lightness(data: Uint8Array, at: number): number {
  return (data[at] * 77 + data[at + 1] * 150 + data[at + 2] * 29) >> 8;
}

/** Share of the pixels whose lightness falls in the FULLEST_BINS fullest of LIGHTNESS_BINS bins. */
export function dominantToneShare(image: RgbImage): number {
  const bins = new Array<number>(LIGHTNESS_BINS).fill(0);
  for (let at = 0; at < image.data.length; at += 3) bins[(lightness(image.data, at) * LIGHTNESS_BINS) >> 8]++;
  const fullest = bins.sort((a, b) => b - a).slice(0, FULLEST_BINS);
  return fullest.reduce((sum, count) => sum + count, 0) / Math.max(1, image.width * image.height);
}

function largestNeighbourStep(image: RgbImage, x: number, y: number): number {
  const { data, width } = image;
  const at = (y * width + x) * 3;
  const right = at + 3;
  const below = at + width * 3;
  let step = 0;
  for (let channel = 0; channel < 3; channel++) {
    step = Math.max(step, Math.abs(data[at + channel] - data[right + channel]), Math.abs(data[at + channel] - data[below + channel]));
  }
  return step;
}

/** Share of pixels with a shading step to their right or lower neighbour minus the share with none (-1..1). */
export function shadingBalance(image: RgbImage): number {
  let flat = 0;
  let shaded = 0;
  for (let y = 0; y < image.height - 1; y++) {
    for (let x = 0; x < image.width - 1; x++) {
      const step = largestNeighbourStep(image, x, y);
      if (step <= FLAT_STEP) flat++;
      else if (step <= SHADING_STEP) shaded++;
    }
  }
  return (shaded - flat) / Math.max(1, (image.width - 1) * (image.height - 1));
}

function isGreyscale(image: RgbImage): boolean {
  let spread = 0;
  for (let at = 0; at < image.data.length; at += 3) {
    const [r, g, b] = [image.data[at], image.data[at + 1], image.data[at + 2]];
    spread += Math.max(r, g, b) - Math.min(r, g, b);
  }
  return spread / Math.max(1, image.width * image.height) < GREY_SPREAD;
}

/** How many 15-bit colours it takes to cover COVERAGE of the pixels. */
export function coveringPaletteSize(image: RgbImage): number {
  const counts = new Map<number, number>();
  for (let at = 0; at < image.data.length; at += 3) {
    const colour = ((image.data[at] >> 3) << 10) | ((image.data[at + 1] >> 3) << 5) | (image.data[at + 2] >> 3);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  const needed = COVERAGE * image.width * image.height;
  let covered = 0;
  let size = 0;
  for (const count of [...counts.values()].sort((a, b) => b - a)) {
    if (covered >= needed) break;
    covered += count;
    size += 1;
  }
  return size;
}

/** Expects the median-filtered thumbnail that index.ts makes (photographicThumbnail). */
export function looksPhotographic(thumbnail: RgbImage): boolean {
  const coloursSayPhoto = isGreyscale(thumbnail) || coveringPaletteSize(thumbnail) > DRAWING_PALETTE;
  return coloursSayPhoto && dominantToneShare(thumbnail) < DRAWING_TONE_SHARE && shadingBalance(thumbnail) > DRAWING_TEXTURE;
}
