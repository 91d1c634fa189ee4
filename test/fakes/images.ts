import sharp from 'sharp';

/** A small solid-colour PNG, for reference images and fake provider output. */
export function solidPng(width = 64, height = 64, colour = { r: 200, g: 80, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

const outputs = new Map<string, Promise<Buffer>>();

/**
 * What an image model of a prediction provider returns for an input: a PNG of the size asked for (`width` and
 * `height`, fal's `image_size`), or of about a megapixel at the `aspect_ratio` asked for (as FLUX.1 Kontext does), else
 * 1024x1024. Made once per size.
 */
export function modelOutputPng(input: Record<string, unknown>): Promise<Buffer> {
  const [width, height] = outputSize(input);
  const key = `${width}x${height}`;
  if (!outputs.has(key)) outputs.set(key, solidPng(width, height, { r: 90, g: 140, b: 200 }));
  return outputs.get(key)!;
}

function outputSize(input: Record<string, unknown>): [number, number] {
  if (typeof input.width === 'number' && typeof input.height === 'number') return [input.width, input.height];
  const size = input.image_size as { width?: unknown; height?: unknown } | undefined;
  if (typeof size?.width === 'number' && typeof size.height === 'number') return [size.width, size.height];
  const ratio = typeof input.aspect_ratio === 'string' ? /^(\d+):(\d+)$/.exec(input.aspect_ratio) : null;
  if (!ratio) return [1024, 1024];
  const aspect = Number(ratio[1]) / Number(ratio[2]);
  const round = (value: number) => Math.max(16, Math.round(value / 16) * 16);
  return [round(1024 * Math.sqrt(aspect)), round(1024 / Math.sqrt(aspect))];
}
