import sharp from 'sharp';
import { ModelError } from '../../errors';
import type { Box, FaceDetection, FaceDetector } from '../../types';
import { looksPhotographic, RgbImage } from './photographic';
import { detectFaceBoxes } from './ssd';

const NAME = 'builtin-face';
/** SSD MobileNet looks at 512 x 512; a larger input only costs decoding time and memory. */
const DETECTION_SIDE = 1024;
/** The photo/drawing texture gap is widest around this size (measured on photos and built-in renders). */
const TEXTURE_SIDE = 256;

/** Decodes, turns by the EXIF orientation and fits the image inside side x side as raw RGB. */
async function decodeRgb(image: Buffer, side: number): Promise<RgbImage> {
  const { data, info } = await sharp(image)
    .rotate()
    .removeAlpha()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** Width and height as the image is seen, after its EXIF orientation. */
async function orientedSize(image: Buffer): Promise<{ width: number; height: number }> {
  const { autoOrient } = await sharp(image).metadata();
  return autoOrient;
}

function scaleBox(box: Box, scaleX: number, scaleY: number, size: { width: number; height: number }): Box {
  const x = Math.max(0, Math.round(box.x * scaleX));
  const y = Math.max(0, Math.round(box.y * scaleY));
  return {
    x,
    y,
    width: Math.min(size.width - x, Math.round(box.width * scaleX)),
    height: Math.min(size.height - y, Math.round(box.height * scaleY)),
  };
}

async function detect(image: Buffer): Promise<FaceDetection> {
  const [size, forDetection, forTexture] = await Promise.all([
    orientedSize(image),
    decodeRgb(image, DETECTION_SIDE),
    decodeRgb(image, TEXTURE_SIDE),
  ]);
  const scaleX = size.width / forDetection.width;
  const scaleY = size.height / forDetection.height;
  const faces = (await detectFaceBoxes(forDetection)).map(({ box, confidence }) => ({
    box: scaleBox(box, scaleX, scaleY, size),
    confidence,
  }));
  return { faces, photographic: looksPhotographic(forTexture) };
}

/** Finds faces with SSD MobileNet v1 (face-api weights, TensorFlow.js on WASM) and tells photos from drawings. */
export function createBuiltinFaceDetector(): FaceDetector {
  return {
    name: NAME,
    async detect(image: Buffer): Promise<FaceDetection> {
      try {
        return await detect(image);
      } catch (error) {
        throw new ModelError(`Face detection failed: ${(error as Error).message}`, { provider: NAME, retryable: false, cause: error });
      }
    },
  };
}
