import sharp from 'sharp';

/** An image as packed RGB bytes at analysis resolution. */
export interface Pixels {
  width: number;
  height: number;
  /** width x height x 3 bytes, row-major. */
  rgb: Uint8Array;
}

/**
 * An image as indices into its distinct colours (illustrations repeat few colours), each colour in CIE Lab:
 * colour matching then costs one comparison per distinct colour instead of one per pixel.
 */
export interface IndexedImage {
  width: number;
  height: number;
  /** Per pixel, row-major: index into `lab` (x3) and `counts`. */
  index: Uint32Array;
  /** Lab triplets of the distinct colours. */
  lab: Float32Array;
  /** Pixels per distinct colour. */
  counts: Uint32Array;
}

/** An image at full resolution as RGBA bytes, row-major (straight alpha). */
export interface FullImage {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** A rectangle of an image in its pixels: [x, x + width) x [y, y + height). */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function decodeFull(image: Buffer): Promise<FullImage> {
  const { data, info } = await sharp(image).toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgba: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** The whole factor that brings the longer side to between `size` and twice `size` (never enlarging). */
export const shrinkFactor = (image: FullImage, size: number) => Math.max(1, Math.floor(Math.max(image.width, image.height) / size));

/**
 * Decodes an image flattened on white, shrunk by a whole factor so its longer side is between `size` and twice
 * `size`; each output pixel is the mean of its block. A PNG cannot be decoded at a lower resolution; block means
 * cost a third of sharp's resampling of the full-size image.
 */
export async function decode(image: Buffer, size: number): Promise<Pixels> {
  const full = await decodeFull(image);
  return shrinkRegion(full, wholeOf(full), shrinkFactor(full, size));
}

export const wholeOf = (image: FullImage): Region => ({ x: 0, y: 0, width: image.width, height: image.height });

/** A region of the image shrunk by `factor` (each output pixel the mean of a factor x factor block), composited on white. */
export function shrinkRegion(image: FullImage, region: Region, factor: number): Pixels {
  const { rgba, width } = image;
  const outWidth = Math.floor(region.width / factor);
  const outHeight = Math.floor(region.height / factor);
  const rgb = new Uint8Array(outWidth * outHeight * 3);
  const sums = new Float64Array(outWidth * 4);
  const scale = 1 / (255 * factor * factor);
  for (let oy = 0; oy < outHeight; oy += 1) {
    sums.fill(0);
    for (let y = region.y + oy * factor; y < region.y + (oy + 1) * factor; y += 1) {
      let p = (y * width + region.x) * 4;
      for (let s = 0; s < sums.length; s += 4) {
        let r = 0;
        let g = 0;
        let b = 0;
        let a = 0;
        for (let i = 0; i < factor; i += 1, p += 4) {
          const alpha = rgba[p + 3];
          r += rgba[p] * alpha;
          g += rgba[p + 1] * alpha;
          b += rgba[p + 2] * alpha;
          a += alpha;
        }
        sums[s] += r;
        sums[s + 1] += g;
        sums[s + 2] += b;
        sums[s + 3] += a;
      }
    }
    for (let s = 0, o = oy * outWidth * 3; s < sums.length; s += 4, o += 3) {
      const white = 255 * (255 * factor * factor - sums[s + 3]);
      rgb[o] = Math.round((sums[s] + white) * scale);
      rgb[o + 1] = Math.round((sums[s + 1] + white) * scale);
      rgb[o + 2] = Math.round((sums[s + 2] + white) * scale);
    }
  }
  return { width: outWidth, height: outHeight, rgb };
}

export type Rgb = [number, number, number];

const LINEAR = Float64Array.from({ length: 256 }, (_, c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});

const labF = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** CIE Lab of an sRGB colour (D65). */
export function toLab([r, g, b]: Rgb): Rgb {
  const [lr, lg, lb] = [LINEAR[Math.round(r)], LINEAR[Math.round(g)], LINEAR[Math.round(b)]];
  const fx = labF((lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047);
  const fy = labF(lr * 0.2126 + lg * 0.7152 + lb * 0.0722);
  const fz = labF((lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** Colours are told apart to 5 bits per channel (as fine as matching needs), which bounds the colours to convert. */
const LEVEL_BITS = 5;

export function indexColours(pixels: Pixels): IndexedImage {
  const { width, height, rgb } = pixels;
  const shift = 8 - LEVEL_BITS;
  const half = 1 << (shift - 1);
  const index = new Uint32Array(width * height);
  const seen = new Int32Array(1 << (3 * LEVEL_BITS)).fill(-1);
  const lab: number[] = [];
  const counts: number[] = [];
  for (let i = 0, p = 0; i < index.length; i += 1, p += 3) {
    const key = ((rgb[p] >> shift) << (2 * LEVEL_BITS)) | ((rgb[p + 1] >> shift) << LEVEL_BITS) | (rgb[p + 2] >> shift);
    let colour = seen[key];
    if (colour < 0) {
      colour = counts.length;
      seen[key] = colour;
      lab.push(...toLab([((rgb[p] >> shift) << shift) + half, ((rgb[p + 1] >> shift) << shift) + half, ((rgb[p + 2] >> shift) << shift) + half]));
      counts.push(0);
    }
    index[i] = colour;
    counts[colour] += 1;
  }
  return { width, height, index, lab: Float32Array.from(lab), counts: Uint32Array.from(counts) };
}

export function deltaE(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

export function hexToRgb(hex: string): Rgb {
  const value = parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
