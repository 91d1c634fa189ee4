import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/** SVG to PNG. `pixelate` > 1 renders small and scales up with hard edges for the pixel-art look. */
export async function rasterise(svg: string, width: number, height: number, pixelate = 1): Promise<Buffer> {
  if (pixelate <= 1) return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().asPng());
  const small = new Resvg(svg, { fitTo: { mode: 'width', value: Math.max(1, Math.round(width / pixelate)) }, font: { loadSystemFonts: false } }).render().asPng();
  return sharp(small).resize(width, height, { kernel: 'nearest', fit: 'fill' }).png({ compressionLevel: 6 }).toBuffer();
}

/** Renders SVG to PNG at a given width (small renders for soft backgrounds and setting signatures). */
export function rasteriseToPng(svg: string, width: number): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().asPng());
}
