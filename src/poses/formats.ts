/**
 * The skeletons a request may give, made into the service's one form (COCO's 17 keypoints in image percent) and
 * checked: every joint of the body, a head, inside the image, a torso of some length. Each check says what is wrong.
 */
import { catalogueSkeleton, type PoseName } from './catalogue';
import { BODY, FACE, K, KEYPOINT_NAMES, type Keypoint, type Skeleton, torsoOf } from './keypoints';

/**
 * OpenPose's JSON (`--write_json`, and the pose editors that export it): `people[].pose_keypoints_2d` is
 * x0,y0,c0,x1,y1,c1,... in OpenPose's own order, 18 points for its COCO model or 25 for BODY_25; a point not found has
 * confidence 0 (CMU-Perceptual-Computing-Lab/openpose, doc/02_output.md, "Pose Output Format (COCO)" and "(BODY_25)").
 * Its coordinates are pixels unless written normalised to [0, 1] (`--keypoint_scale 3`); pose editors for ControlNet
 * (sd-webui-openpose-editor) add the canvas size as `canvas_width` and `canvas_height`.
 */
export interface OpenPoseJson {
  people: Array<{ pose_keypoints_2d: number[] }>;
  canvas_width?: number;
  canvas_height?: number;
}

/** COCO keypoint index of each of OpenPose's COCO-18 points (its neck, index 1, has none). */
const FROM_OPENPOSE_18 = [K.nose, -1, K.right_shoulder, K.right_elbow, K.right_wrist, K.left_shoulder, K.left_elbow, K.left_wrist, K.right_hip, K.right_knee, K.right_ankle, K.left_hip, K.left_knee, K.left_ankle, K.right_eye, K.left_eye, K.right_ear, K.left_ear];
/** The same for BODY_25: its mid-hip (8) and the feet's six points (19-24) have none. */
const FROM_OPENPOSE_25 = [K.nose, -1, K.right_shoulder, K.right_elbow, K.right_wrist, K.left_shoulder, K.left_elbow, K.left_wrist, -1, K.right_hip, K.right_knee, K.right_ankle, K.left_hip, K.left_knee, K.left_ankle, K.right_eye, K.left_eye, K.right_ear, K.left_ear, -1, -1, -1, -1, -1, -1];

/** A skeleton a request cannot use, with the reason in words. */
export class SkeletonError extends Error {}

const readable = (i: number) => KEYPOINT_NAMES[i].replace('_', ' ');

/** OpenPose's JSON as a COCO skeleton in percent; exactly one person. */
export function fromOpenPose(json: OpenPoseJson): Skeleton {
  if (json.people.length !== 1) throw new SkeletonError(`openpose must hold exactly one person; it holds ${json.people.length}`);
  const flat = json.people[0].pose_keypoints_2d;
  const count = flat.length / 3;
  const order = count === 18 ? FROM_OPENPOSE_18 : count === 25 ? FROM_OPENPOSE_25 : undefined;
  if (!order) throw new SkeletonError(`openpose pose_keypoints_2d must hold 18 (COCO) or 25 (BODY_25) points as x,y,confidence (54 or 75 numbers); it holds ${flat.length} numbers`);
  const normalised = flat.every((v, i) => i % 3 === 2 || (v >= 0 && v <= 1));
  const width = json.canvas_width ?? (normalised ? 1 : undefined);
  const height = json.canvas_height ?? (normalised ? 1 : undefined);
  if (!width || !height) throw new SkeletonError('openpose in pixels needs canvas_width and canvas_height (the image size the points are on)');
  const skeleton: Skeleton = KEYPOINT_NAMES.map(() => null);
  order.forEach((coco, i) => {
    const [x, y, c] = flat.slice(i * 3, i * 3 + 3);
    if (coco >= 0 && c > 0) skeleton[coco] = [(x / width) * 100, (y / height) * 100];
  });
  return checkSkeleton(skeleton);
}

/** The smallest torso a skeleton may have, in percent of the image: below it the pose cannot be told. */
const MIN_TORSO = 2;

/** Returns the skeleton when the body can be drawn from it, else throws SkeletonError naming what is missing or wrong. */
export function checkSkeleton(skeleton: Skeleton): Skeleton {
  if (skeleton.length !== KEYPOINT_NAMES.length) throw new SkeletonError(`keypoints must hold 17 points in COCO order (${KEYPOINT_NAMES.join(', ')}); it holds ${skeleton.length}`);
  const outside = skeleton.flatMap((p, i) => (p && !p.every((v) => Number.isFinite(v) && v >= 0 && v <= 100) ? [readable(i)] : []));
  if (outside.length) throw new SkeletonError(`keypoints are in percent of the image (0-100); out of range: ${outside.join(', ')}`);
  const missing = BODY.filter((i) => !skeleton[i]).map(readable);
  if (missing.length) throw new SkeletonError(`the skeleton misses ${missing.join(', ')}: every joint of the body is needed to draw it`);
  if (!FACE.some((i) => skeleton[i])) throw new SkeletonError('the skeleton has no head: give the nose, an eye or an ear (a head turned away shows its ears)');
  const torso = torsoOf(skeleton)!;
  if (torso.length < MIN_TORSO) throw new SkeletonError(`the torso is ${torso.length.toFixed(1)} % of the image long: shoulders and hips must be apart`);
  return skeleton.map((p): Keypoint | null => (p ? [round(p[0]), round(p[1])] : null));
}

const round = (v: number) => Math.round(v * 100) / 100;

/** A pose as a request gives it: a name of the catalogue, COCO keypoints in percent, or OpenPose's JSON (one of them). */
export interface PoseRequest {
  name?: PoseName;
  keypoints?: Skeleton;
  openpose?: OpenPoseJson;
}

/** The skeleton a pose request gives (throws SkeletonError when it gives none, several, or one that cannot be drawn). */
export function poseOf(request: PoseRequest): { keypoints: Skeleton; name?: PoseName } {
  const given = [request.name, request.keypoints, request.openpose].filter((v) => v !== undefined).length;
  if (given !== 1) throw new SkeletonError(`give exactly one of name, keypoints or openpose; ${given === 0 ? 'none was' : `${given} were`} given`);
  if (request.name) return { keypoints: catalogueSkeleton(request.name), name: request.name };
  return { keypoints: request.keypoints ? checkSkeleton(request.keypoints) : fromOpenPose(request.openpose!) };
}
