import sharp, { type Sharp } from 'sharp';
import { ModelError } from '../../errors';
import type { Box, FaceDetection, FaceDetector } from '../../types';
import { looksPhotographic, RgbImage } from './photographic';
import { detectFaceBoxes } from './ssd';

const NAME = 'builtin-face';
/** SSD MobileNet looks at 512 x 512; a larger input only costs decoding time and memory. */
const DETECTION_SIDE = 1024;
/** Sizes at which the photo/drawing cues were measured (see photographic.ts). */
const FILTER_SIDE = 512;
const MEDIAN_WINDOW = 5;
const THUMBNAIL_SIDE = 256;

const FIT_INSIDE = { fit: 'inside', withoutEnlargement: true } as const;

/** The image turned by its EXIF orientation, without alpha. */
const oriented = (image: Buffer) => sharp(image).rotate().removeAlpha();

async function rawRgb(pipeline: Sharp): Promise<RgbImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** The image turned upright, as RGB at most DETECTION_SIDE on its longer side: what the detectors look at. */
export function detectionInput(image: Buffer): Promise<RgbImage> {
  return rawRgb(oriented(image).resize(DETECTION_SIDE, DETECTION_SIDE, FIT_INSIDE));
}

async function photographicThumbnail(image: Buffer): Promise<RgbImage> {
  const filtered = await oriented(image).resize(FILTER_SIDE, FILTER_SIDE, FIT_INSIDE).median(MEDIAN_WINDOW).png().toBuffer();
  return rawRgb(sharp(filtered).resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, FIT_INSIDE));
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
  const [size, forDetection, thumbnail] = await Promise.all([orientedSize(image), detectionInput(image), photographicThumbnail(image)]);
  const scaleX = size.width / forDetection.width;
  const scaleY = size.height / forDetection.height;
  const faces = (await detectFaceBoxes(forDetection)).map(({ box, confidence }) => ({
    box: scaleBox(box, scaleX, scaleY, size),
    confidence,
  }));
  return { faces, photographic: looksPhotographic(thumbnail) };
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
