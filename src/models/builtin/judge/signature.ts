import crypto from 'node:crypto';
import { BINS, binMap, decode, deltaE, Pixels, Rgb, toLab } from './pixels';

/** Analysis size of reference images. */
const REFERENCE_SIZE = 160;
/** How far (Lab) a pixel must be from the sheet background to count as the character. */
const FOREGROUND_DISTANCE = 12;
/** A colour bin belongs to the signature when it holds at least this share of the character. */
const SIGNATURE_MIN_SHARE = 0.004;

export const BAND_NAMES = ['head and hair', 'upper outfit', 'lower outfit and shoes'] as const;

/** How a character looks in colour: its colour distribution and the mean colour of three body bands. */
export interface Signature {
  /** Share of the character's pixels per colour bin (sums to 1). */
  histogram: Float64Array;
  /** Mean Lab colour of the head, upper body and lower body bands. */
  bands: Rgb[];
  /** Height / width of the figure. */
  aspect: number;
}

function borderColour(pixels: Pixels): Rgb {
  const samples: Rgb[] = [];
  const { width, height, rgb } = pixels;
  const push = (x: number, y: number) => {
    const p = (y * width + x) * 3;
    samples.push([rgb[p], rgb[p + 1], rgb[p + 2]]);
  };
  for (let x = 0; x < width; x += 4) {
    push(x, 0);
    push(x, height - 1);
  }
  for (let y = 0; y < height; y += 4) {
    push(0, y);
    push(width - 1, y);
  }
  const median = (channel: number) => samples.map((s) => s[channel]).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
  return [median(0), median(1), median(2)];
}

/** Which pixels are the character rather than the plain sheet background. */
function foregroundMask(pixels: Pixels): Uint8Array {
  const background = toLab(borderColour(pixels));
  const mask = new Uint8Array(pixels.width * pixels.height);
  for (let i = 0, p = 0; i < mask.length; i += 1, p += 3) {
    const lab = toLab([pixels.rgb[p], pixels.rgb[p + 1], pixels.rgb[p + 2]]);
    mask[i] = deltaE(lab, background) > FOREGROUND_DISTANCE ? 1 : 0;
  }
  return mask;
}

/** Mean Lab colour of masked pixels in each of three horizontal bands of the masked region. */
export function bandColours(pixels: Pixels, mask: Uint8Array): { bands: Rgb[]; aspect: number } {
  const { width, height, rgb } = pixels;
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!mask[y * width + x]) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  if (bottom < 0) return { bands: [[50, 0, 0], [50, 0, 0], [50, 0, 0]], aspect: 1 };
  const sums = [0, 1, 2].map(() => [0, 0, 0, 0]);
  const span = bottom - top + 1;
  for (let y = top; y <= bottom; y += 1) {
    const band = Math.min(2, Math.floor(((y - top) / span) * 3));
    for (let x = left; x <= right; x += 1) {
      const i = y * width + x;
      if (!mask[i]) continue;
      const p = i * 3;
      sums[band][0] += rgb[p];
      sums[band][1] += rgb[p + 1];
      sums[band][2] += rgb[p + 2];
      sums[band][3] += 1;
    }
  }
  const bands = sums.map(([r, g, b, n]) => (n ? toLab([r / n, g / n, b / n]) : ([50, 0, 0] as Rgb)));
  return { bands, aspect: span / (right - left + 1) };
}

async function referenceSignature(image: Buffer): Promise<Signature> {
  const pixels = await decode(image, REFERENCE_SIZE);
  const mask = foregroundMask(pixels);
  const bins = binMap(pixels);
  const histogram = new Float64Array(BINS);
  let total = 0;
  for (let i = 0; i < bins.length; i += 1) {
    if (!mask[i]) continue;
    histogram[bins[i]] += 1;
    total += 1;
  }
  for (let b = 0; b < BINS; b += 1) histogram[b] = total ? histogram[b] / total : 0;
  return { histogram, ...bandColours(pixels, mask) };
}

/** Keeps only the bins that make up a real share of the character (drops anti-aliasing noise). */
function pruned(histogram: Float64Array): Float64Array {
  const kept = histogram.map((share) => (share >= SIGNATURE_MIN_SHARE ? share : 0));
  const total = kept.reduce((sum, share) => sum + share, 0);
  return total ? kept.map((share) => share / total) : kept;
}

/** The mean of several views' signatures: what the character looks like from any side. */
function combine(signatures: Signature[]): Signature {
  const histogram = new Float64Array(BINS);
  for (const signature of signatures) for (let b = 0; b < BINS; b += 1) histogram[b] += signature.histogram[b] / signatures.length;
  const bands = [0, 1, 2].map((band) => [0, 1, 2].map((c) => signatures.reduce((sum, s) => sum + s.bands[band][c], 0) / signatures.length) as Rgb);
  const aspect = signatures.reduce((sum, s) => sum + s.aspect, 0) / signatures.length;
  return { histogram: pruned(histogram), bands, aspect };
}

const cache = new Map<string, Promise<Signature>>();
const CACHE_LIMIT = 512;

function cachedReference(image: Buffer): Promise<Signature> {
  const key = crypto.createHash('sha1').update(image).digest('hex');
  let signature = cache.get(key);
  if (!signature) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    signature = referenceSignature(image);
    cache.set(key, signature);
  }
  return signature;
}

/** A character's signature from its reference images (cached by content). */
export async function characterSignature(references: Buffer[]): Promise<Signature> {
  return combine(await Promise.all(references.map(cachedReference)));
}
