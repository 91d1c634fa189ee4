import sharp from 'sharp';

/** An image as packed RGB bytes at analysis resolution. */
export interface Pixels {
  width: number;
  height: number;
  /** width x height x 3 bytes, row-major. */
  rgb: Uint8Array;
}

/** Colours are compared in a coarse RGB cube: 8 levels per channel, 512 bins. */
export const LEVELS = 8;
export const BINS = LEVELS * LEVELS * LEVELS;

export function binOf(r: number, g: number, b: number): number {
  return ((r >> 5) * LEVELS + (g >> 5)) * LEVELS + (b >> 5);
}

/** Decodes any image sharp reads, flattened on white, scaled so its longer side is `size`. */
export async function decode(image: Buffer, size: number): Promise<Pixels> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize({ width: size, height: size, fit: 'inside', kernel: 'cubic' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** The bin of every pixel. */
export function binMap(pixels: Pixels): Uint16Array {
  const bins = new Uint16Array(pixels.width * pixels.height);
  for (let i = 0, p = 0; i < bins.length; i += 1, p += 3) bins[i] = binOf(pixels.rgb[p], pixels.rgb[p + 1], pixels.rgb[p + 2]);
  return bins;
}

export type Rgb = [number, number, number];

/** CIE Lab of an sRGB colour (D65). */
export function toLab([r, g, b]: Rgb): Rgb {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

export function deltaE(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

export function hexToRgb(hex: string): Rgb {
  const value = parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
