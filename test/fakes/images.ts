import sharp from 'sharp';

/** A small solid-colour PNG, for reference images and fake provider output. */
export function solidPng(width = 64, height = 64, colour = { r: 200, g: 80, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}
