/**
 * Edit masks in one form: a greyscale PNG the size of the picture, 255 where the edit may change pixels and 0 where
 * the picture is kept. A client's mask (white = may change; transparent, as OpenAI's masks mark it, too) and a region
 * (a box in percent) both become one; an edit's result is laid over the original through it, so every pixel outside
 * is the original's, byte for byte.
 */
import sharp, { type OutputInfo } from 'sharp';
import { badRequest } from '../errors';
import { sniffImageFormat } from './intake';

export interface Region {
  /** Percent of the picture's width and height (0-100). */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PictureSize {
  width: number;
  height: number;
}

/** A PNG's size from its IHDR chunk (PNG 1.2, 4.1.1: width and height follow the chunk's type, at bytes 16-23). */
export function pngSize(png: Buffer): PictureSize {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A client's mask as the service's: checked to be a PNG of the picture's size that lets something change (400 otherwise). */
export async function maskFromUpload(upload: Buffer, picture: PictureSize): Promise<Buffer> {
  if (sniffImageFormat(upload) !== 'png' || upload.length < 24) throw badRequest('mask must be a PNG image (white where the picture may change)');
  const size = pngSize(upload);
  if (size.width !== picture.width || size.height !== picture.height) {
    throw badRequest(`mask is ${size.width}x${size.height}; it must be the picture's size, ${picture.width}x${picture.height}`);
  }
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(upload, { failOn: 'error' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest('mask could not be decoded as a PNG image');
  }
  const { data, info } = raw;
  const out = Buffer.alloc(info.width * info.height);
  let open = 0;
  for (let i = 0; i < out.length; i += 1) {
    const o = i * info.channels;
    const light = (data[o] * 299 + data[o + 1] * 587 + data[o + 2] * 114) / 1000;
    const changes = data[o + 3] < 128 || light >= 128;
    out[i] = changes ? 255 : 0;
    if (changes) open += 1;
  }
  if (open === 0) throw badRequest('mask lets nothing change: paint white (or leave transparent) where the picture may change');
  return greyPng(out, info.width, info.height);
}

/** A region (a box in percent) as a mask of the picture's size. */
export function maskFromRegion(region: Region, picture: PictureSize): Promise<Buffer> {
  const left = Math.round((region.x / 100) * picture.width);
  const top = Math.round((region.y / 100) * picture.height);
  const right = Math.round(((region.x + region.width) / 100) * picture.width);
  const bottom = Math.round(((region.y + region.height) / 100) * picture.height);
  const out = Buffer.alloc(picture.width * picture.height);
  for (let y = Math.max(0, top); y < Math.min(picture.height, bottom); y += 1) out.fill(255, y * picture.width + Math.max(0, left), y * picture.width + Math.min(picture.width, right));
  return greyPng(out, picture.width, picture.height);
}

function greyPng(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels: 1 } }).png().toBuffer();
}

/** The mask's pixels, one byte each (255: may change). */
export async function maskPixels(mask: Buffer): Promise<Buffer> {
  return sharp(mask).extractChannel(0).raw().toBuffer();
}

/**
 * The edited picture inside the mask over the original outside it: where the mask is 0 every pixel is the original's.
 * Both pictures PNG of one size; the result is RGBA PNG.
 */
export async function keepOutside(original: Buffer, edited: Buffer, mask: Buffer): Promise<Buffer> {
  const size = pngSize(original);
  const [a, b, m] = await Promise.all([
    sharp(original).ensureAlpha().raw().toBuffer(),
    sharp(edited).resize(size.width, size.height, { fit: 'fill' }).ensureAlpha().raw().toBuffer(),
    maskPixels(mask),
  ]);
  const out = Buffer.from(a);
  for (let i = 0; i < m.length; i += 1) if (m[i] >= 128) b.copy(out, i * 4, i * 4, i * 4 + 4);
  return sharp(out, { raw: { width: size.width, height: size.height, channels: 4 } }).png().toBuffer();
}

/** Mean absolute difference (0-255) of two same-size pictures over the pixels the mask keeps: 0 when they are untouched. */
export async function differenceOutside(a: Buffer, b: Buffer, mask: Buffer): Promise<number> {
  const [pa, pb, m] = await Promise.all([sharp(a).removeAlpha().raw().toBuffer(), sharp(b).removeAlpha().raw().toBuffer(), maskPixels(mask)]);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < m.length; i += 1) {
    if (m[i] >= 128) continue;
    for (let c = 0; c < 3; c += 1) sum += Math.abs(pa[i * 3 + c] - pb[i * 3 + c]);
    count += 3;
  }
  return count ? sum / count : 0;
}

/** The share of the picture the mask lets change (0-1). */
export async function maskCoverage(mask: Buffer): Promise<number> {
  const m = await maskPixels(mask);
  let open = 0;
  for (const v of m) if (v >= 128) open += 1;
  return open / m.length;
}
