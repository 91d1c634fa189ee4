import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import '@tensorflow/tfjs-backend-wasm';
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import type { Box } from '../../types';
import type { RgbImage } from './photographic';

/** Faces scoring below this are dropped; SSD MobileNet scores real faces 0.7-1.0 on the sample photos. */
const MIN_CONFIDENCE = 0.5;
const MAX_FACES = 50;

export interface ScoredBox {
  box: Box;
  confidence: number;
}

/** The weights ship inside the face-api package; they are read from disk, never fetched. */
function modelFolder(): string {
  return join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
}

/** WASM (SIMD) runs SSD MobileNet several times faster than the pure-JS CPU backend, which stays as a fallback. */
async function chooseBackend(): Promise<void> {
  if (await tf.setBackend('wasm')) return;
  if (!(await tf.setBackend('cpu'))) throw new Error('No TensorFlow.js backend (wasm or cpu) could start');
}

async function loadDetector(): Promise<void> {
  await chooseBackend();
  await tf.ready();
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelFolder());
}

let loading: Promise<void> | undefined;

/** Loads the backend and weights once per process; a failed load is retried on the next call. */
function ensureLoaded(): Promise<void> {
  loading ??= loadDetector().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** SSD MobileNet v1 face boxes in the pixel coordinates of `image`. */
export async function detectFaceBoxes(image: RgbImage): Promise<ScoredBox[]> {
  await ensureLoaded();
  const input = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
  try {
    const options = new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE, maxResults: MAX_FACES });
    const detections = await faceapi.detectAllFaces(input, options);
    return detections.map(({ box, score }) => ({
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      confidence: score,
    }));
  } finally {
    input.dispose();
  }
}
