import sharp from 'sharp';
import { FINAL_PNG } from '../png';
import { invalidOutput } from './http';

/** Base64 and MIME helpers shared by the adapters that send images inline or as files. */
export function mimeOf(image: Buffer): string {
  if (image.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (image[0] === 0xff && image[1] === 0xd8) return 'image/jpeg';
  if (image.subarray(0, 4).toString('latin1') === 'RIFF' && image.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return 'application/octet-stream';
}

export function extensionOf(image: Buffer): string {
  return { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[mimeOf(image)] ?? 'bin';
}

export function dataUri(image: Buffer): string {
  return `data:${mimeOf(image)};base64,${image.toString('base64')}`;
}

export function imageBlob(image: Buffer): Blob {
  return new Blob([new Uint8Array(image)], { type: mimeOf(image) });
}

export function decodeBase64(data: string, provider: string): Buffer {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw invalidOutput(provider, 'empty base64 image');
  return bytes;
}

/**
 * Any image a provider returns becomes a PNG of exactly the requested size (cropped to fill when the aspect differs);
 * a PNG of that size already is kept as it is (re-encoding a megapixel costs tens of milliseconds for nothing).
 */
export async function toPng(image: Buffer, width: number, height: number, provider: string): Promise<Buffer> {
  try {
    const meta = await sharp(image).metadata();
    if (meta.format === 'png' && meta.width === width && meta.height === height) return image;
    return await sharp(image).resize(width, height, { fit: 'cover' }).png(FINAL_PNG).toBuffer();
  } catch (error) {
    throw invalidOutput(provider, `not a readable image (${image.length} bytes)`, error);
  }
}

/**
 * Several references for a model that reads one image: side by side, left to right, each scaled to the same height
 * (as ComfyUI's Kontext template stitches its references), so the model still sees every character.
 */
export async function sideBySide(images: Buffer[], height: number, provider: string): Promise<Buffer> {
  if (images.length === 1) return images[0];
  try {
    const scaled = await Promise.all(images.map((image) => sharp(image).resize({ height }).png().toBuffer({ resolveWithObject: true })));
    let left = 0;
    const placed = scaled.map(({ data, info }) => {
      const at = { input: data, left, top: 0 };
      left += info.width;
      return at;
    });
    return await sharp({ create: { width: left, height, channels: 3, background: '#ffffff' } }).composite(placed).png().toBuffer();
  } catch (error) {
    throw invalidOutput(provider, 'a reference image could not be read to put it beside the others', error);
  }
}

/**
 * An image to send inside a JSON request (a data URI): a JPEG of at most `maxEdge` pixels a side, a few hundred KB
 * (Replicate asks for data URLs of at most 256 KB where it can, and repeats the input in each webhook).
 */
export async function compactJpeg(image: Buffer, maxEdge: number, provider: string): Promise<Buffer> {
  try {
    return await sharp(image).resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
  } catch (error) {
    throw invalidOutput(provider, 'a reference image could not be read to send it', error);
  }
}
