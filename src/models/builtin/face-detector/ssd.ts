import * as tf from '@tensorflow/tfjs';
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import type { Box } from '../../types';
import type { RgbImage } from './photographic';
import { loadOnce, packageFile, startTfjs } from '../tfjs';

/** Faces scoring below this are dropped; SSD MobileNet scores real faces 0.7-1.0 on the sample photos. */
const MIN_CONFIDENCE = 0.5;
const MAX_FACES = 50;

export interface ScoredBox {
  box: Box;
  confidence: number;
}

/** The weights ship inside the face-api package; they are read from disk, never fetched. */
const modelFolder = () => packageFile('@vladmandic/face-api', 'model');

async function loadDetector(): Promise<void> {
  await startTfjs();
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelFolder());
}

/** The backend and weights, loaded once per process. */
const ensureLoaded = loadOnce(loadDetector);

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
