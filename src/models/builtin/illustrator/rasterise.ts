import { Resvg } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
import { FINAL_PNG } from '../../png';

// resvg's own encoder (adaptive filtering, default deflate) costs about as much CPU as drawing the scene; FINAL_PNG is
// about a quarter of that at a similar size.

function renderSvg(svg: string, width: number) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render();
}

/** resvg's pixels are premultiplied RGBA; sharp un-premultiplies them when told so. */
function pixelsToSharp(image: { pixels: Buffer; width: number; height: number }): Sharp {
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4, premultiplied: true } });
}

/** SVG to PNG. `pixelate` > 1 renders small and scales up with hard edges for the pixel-art look. */
export async function rasterise(svg: string, width: number, height: number, pixelate = 1): Promise<Buffer> {
  if (pixelate <= 1) return pixelsToSharp(renderSvg(svg, width)).png(FINAL_PNG).toBuffer();
  const small = renderSvg(svg, Math.max(1, Math.round(width / pixelate)));
  return pixelsToSharp(small).resize(width, height, { kernel: 'nearest', fit: 'fill' }).png(FINAL_PNG).toBuffer();
}

/** Renders SVG to PNG at a given width (small renders for soft backgrounds and setting signatures). */
export function rasteriseToPng(svg: string, width: number): Buffer {
  return Buffer.from(renderSvg(svg, width).asPng());
}
