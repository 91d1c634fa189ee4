import sharp, { type Metadata } from 'sharp';
import { LIMITS } from '../config/pricing';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';

type ImageFormat = 'png' | 'jpeg' | 'webp';

/** The format from the file's first bytes; names and declared types are not trusted. */
export function sniffImageFormat(data: Buffer): ImageFormat | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * Checks an uploaded image and re-encodes it as PNG, which drops EXIF, XMP and other metadata.
 * 415 for anything but PNG, JPEG or WebP; 413 past 10 MB or 40 megapixels (decompression bombs included).
 */
export async function intakeImage(data: Buffer, field = 'image'): Promise<Buffer> {
  if (data.length > LIMITS.uploadBytes) throw payloadTooLarge(`${field} is larger than ${LIMITS.uploadBytes / 1024 / 1024} MB`);
  const format = sniffImageFormat(data);
  if (!format) throw unsupportedMediaType(`${field} must be a PNG, JPEG or WebP image`);
  const image = sharp(data, { limitInputPixels: LIMITS.uploadPixels, failOn: 'error' });
  const tooManyPixels = () => payloadTooLarge(`${field} is larger than ${LIMITS.uploadPixels / 1_000_000} megapixels`);
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw unsupportedMediaType(`${field} is not a readable ${format.toUpperCase()} image`);
  }
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > LIMITS.uploadPixels) throw tooManyPixels();
  try {
    return await image.rotate().png().toBuffer();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw unsupportedMediaType(`${field} could not be decoded as a ${format.toUpperCase()} image`);
  }
}

/** sharp refuses images over limitInputPixels (from their header) with this message. */
function isPixelLimitError(error: unknown): boolean {
  return /pixel limit/i.test(String((error as Error)?.message));
}

/** A base64 field of a JSON body (a data: URL too) as bytes. */
export function decodeBase64(field: string, value: string): Buffer {
  const data = value.replace(/^data:[^;,]+;base64,/, '');
  if (!/^[A-Za-z0-9+/\s]*={0,2}$/.test(data)) throw badRequest(`${field} must be base64 (or a data: URL)`);
  return Buffer.from(data, 'base64');
}
