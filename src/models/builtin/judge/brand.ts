import sharp from 'sharp';
import { deltaE, hexToRgb, Rgb, toLab } from './pixels';
import type { Pixels } from './pixels';

/** A pixel is "on palette" within this Lab distance of a palette colour. */
const PALETTE_DISTANCE = 18;
/** A palette colour counts as present when at least this share of the image uses it. */
const PRESENT_SHARE = 0.01;
const LOGO_FOUND = 0.6;

export interface BrandMatch {
  /** 0-100 */
  score: number;
  paletteShare: number;
  coloursPresent: number;
  logoFound: boolean | undefined;
}

function paletteUse(pixels: Pixels, palette: Rgb[]): { share: number; present: number } {
  const perColour = new Array(palette.length).fill(0);
  let onPalette = 0;
  const total = pixels.width * pixels.height;
  for (let p = 0; p < pixels.rgb.length; p += 3 * 2) {
    const lab = toLab([pixels.rgb[p], pixels.rgb[p + 1], pixels.rgb[p + 2]]);
    let nearest = -1;
    let nearestDistance = Infinity;
    palette.forEach((colour, i) => {
      const distance = deltaE(lab, colour);
      if (distance < nearestDistance) {
        nearestDistance = distance;
        nearest = i;
      }
    });
    if (nearestDistance <= PALETTE_DISTANCE) {
      onPalette += 2;
      perColour[nearest] += 2;
    }
  }
  return { share: onPalette / total, present: perColour.filter((count) => count / total >= PRESENT_SHARE).length };
}

async function grey(image: Buffer | Pixels, size: number): Promise<{ data: Float64Array; width: number; height: number }> {
  const input = Buffer.isBuffer(image)
    ? sharp(image).flatten({ background: '#ffffff' })
    : sharp(Buffer.from(image.rgb), { raw: { width: image.width, height: image.height, channels: 3 } });
  const { data, info } = await input.resize({ width: size, height: size, fit: 'inside' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: Float64Array.from(data), width: info.width, height: info.height };
}

/** Best normalised cross-correlation of the logo over the image at a few scales (1 = perfect). */
async function logoCorrelation(pixels: Pixels, logo: Buffer): Promise<number> {
  const scene = await grey(pixels, 128);
  let best = 0;
  for (const size of [10, 16, 24, 34]) {
    const template = await grey(logo, size);
    const n = template.width * template.height;
    const tMean = template.data.reduce((s, v) => s + v, 0) / n;
    const t = template.data.map((v) => v - tMean);
    const tNorm = Math.sqrt(t.reduce((s, v) => s + v * v, 0));
    if (tNorm < 1e-6) continue;
    for (let y = 0; y + template.height <= scene.height; y += 2) {
      for (let x = 0; x + template.width <= scene.width; x += 2) {
        let sum = 0;
        let sumSq = 0;
        let cross = 0;
        for (let j = 0; j < template.height; j += 1) {
          for (let i = 0; i < template.width; i += 1) {
            const v = scene.data[(y + j) * scene.width + x + i];
            sum += v;
            sumSq += v * v;
            cross += v * t[j * template.width + i];
          }
        }
        const variance = sumSq - (sum * sum) / n;
        if (variance < 1e-6) continue;
        best = Math.max(best, cross / (Math.sqrt(variance) * tNorm));
      }
    }
  }
  return best;
}

/** How much of the image speaks the brand: palette adherence, palette coverage and the logo. */
export async function matchBrand(pixels: Pixels, brand: { palette: string[]; logo?: Buffer }): Promise<BrandMatch> {
  const palette = brand.palette.map((hex) => toLab(hexToRgb(hex)));
  const use = palette.length ? paletteUse(pixels, palette) : { share: 0, present: 0 };
  const paletteScore = palette.length ? Math.min(1, use.share / 0.35) * 0.6 + (use.present / palette.length) * 0.4 : 1;
  const logoFound = brand.logo ? (await logoCorrelation(pixels, brand.logo)) >= LOGO_FOUND : undefined;
  const score = logoFound === undefined ? paletteScore : paletteScore * 0.7 + (logoFound ? 0.3 : 0);
  return { score: Math.round(score * 100), paletteShare: use.share, coloursPresent: use.present, logoFound };
}
