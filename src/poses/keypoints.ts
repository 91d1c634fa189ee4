/**
 * A person's pose as 17 keypoints in the COCO layout (the keypoints of the COCO person-keypoint task, which MoveNet and
 * most pose estimators answer), each `[x, y]` in percent of the image's width and height (0-100, y down), or null where
 * the point is not seen. Pure geometry, read by the API (validation), the models (drawing, judging) and workflows.
 */

/** COCO's 17 person keypoints, in COCO's order ("left" is the person's left). */
export const KEYPOINT_NAMES = [
  'nose',
  'left_eye',
  'right_eye',
  'left_ear',
  'right_ear',
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
] as const;
export type KeypointName = (typeof KEYPOINT_NAMES)[number];

export type Keypoint = [number, number];
/** 17 entries in KEYPOINT_NAMES order; null where the point is not seen. */
export type Skeleton = Array<Keypoint | null>;

export const K = Object.fromEntries(KEYPOINT_NAMES.map((name, i) => [name, i])) as Record<KeypointName, number>;

/** The face's five points: a head turned away shows its ears at most. */
export const FACE = [K.nose, K.left_eye, K.right_eye, K.left_ear, K.right_ear];
/** The twelve joints of the body, all needed to draw it: shoulders, elbows, wrists, hips, knees, ankles. */
export const BODY = KEYPOINT_NAMES.map((_, i) => i).filter((i) => !FACE.includes(i));

/** The bones between keypoints (COCO's skeleton without the face's inner lines): drawn, and measured. */
export const BONES: Array<[number, number]> = [
  [K.left_shoulder, K.right_shoulder],
  [K.left_shoulder, K.left_elbow],
  [K.left_elbow, K.left_wrist],
  [K.right_shoulder, K.right_elbow],
  [K.right_elbow, K.right_wrist],
  [K.left_shoulder, K.left_hip],
  [K.right_shoulder, K.right_hip],
  [K.left_hip, K.right_hip],
  [K.left_hip, K.left_knee],
  [K.left_knee, K.left_ankle],
  [K.right_hip, K.right_knee],
  [K.right_knee, K.right_ankle],
];

export const midpoint = (a: Keypoint, b: Keypoint): Keypoint => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
export const distance = (a: Keypoint, b: Keypoint): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The skeleton in pixels of an image `width` x `height` (percent is of each side, so a wide image's x stretches). */
export function inPixels(skeleton: Skeleton, width: number, height: number): Skeleton {
  return skeleton.map((p) => (p ? [(p[0] / 100) * width, (p[1] / 100) * height] : null));
}

export function inPercent(skeleton: Skeleton, width: number, height: number): Skeleton {
  return skeleton.map((p) => (p ? [(p[0] / width) * 100, (p[1] / height) * 100] : null));
}

/** Where the head is: the nose, else the middle of the face's points that are seen (a head turned away: its ears). */
export function headPoint(skeleton: Skeleton): Keypoint | undefined {
  const nose = skeleton[K.nose];
  if (nose) return nose;
  const seen = FACE.map((i) => skeleton[i]).filter((p): p is Keypoint => Boolean(p));
  return seen.length ? [seen.reduce((s, p) => s + p[0], 0) / seen.length, seen.reduce((s, p) => s + p[1], 0) / seen.length] : undefined;
}

export interface Torso {
  hips: Keypoint;
  shoulders: Keypoint;
  /** From the middle of the hips to the middle of the shoulders. */
  length: number;
  /** Degrees from upright, clockwise on the image: 0 standing, 90 lying head to the right, -90 head to the left. */
  angle: number;
}

/** The torso of a skeleton whose shoulders and hips are seen (in pixels: percent of a wide image is not square). */
export function torsoOf(skeleton: Skeleton): Torso | undefined {
  const [ls, rs, lh, rh] = [skeleton[K.left_shoulder], skeleton[K.right_shoulder], skeleton[K.left_hip], skeleton[K.right_hip]];
  if (!ls || !rs || !lh || !rh) return undefined;
  const hips = midpoint(lh, rh);
  const shoulders = midpoint(ls, rs);
  const length = distance(hips, shoulders);
  const angle = (Math.atan2(shoulders[0] - hips[0], hips[1] - shoulders[1]) * 180) / Math.PI;
  return { hips, shoulders, length, angle };
}

/** The points PCK compares: the twelve joints of the body, and the head as one point (the middle of the face's points). */
function comparedPoints(skeleton: Skeleton): Array<Keypoint | null> {
  return [...BODY.map((i) => skeleton[i]), headPoint(skeleton) ?? null];
}

/** How many points PCK compares: the body's twelve joints and the head. */
export const COMPARED_POINTS = BODY.length + 1;

export interface PoseMatch {
  /** Percentage of Correct Keypoints: the share of the target's points that the drawn figure has within `tolerance` torso lengths. */
  pck: number;
  /** The target's points the drawn figure misses, by name ('head' for the face). */
  missed: string[];
}

/** PCK's tolerance, in torso lengths: a point within a fifth of the torso is where the skeleton has it (PCK@0.2). */
export const PCK_TOLERANCE = 0.2;

/**
 * PCK@0.2 of the torso: the drawn skeleton is moved and scaled so its torso's middle of the hips and length are the
 * target's (not turned: a figure lying where the target stands misses its shoulders and limbs), then each of the
 * target's points counts when the drawn one is within 0.2 torso lengths of it. The face's points count as one, the
 * head: an illustrated head is larger than a person's, so its eyes and ears lie elsewhere whatever the pose. Both
 * skeletons in pixels.
 */
export function poseMatch(drawn: Skeleton, target: Skeleton, tolerance = PCK_TOLERANCE): PoseMatch {
  const t = torsoOf(target);
  const d = torsoOf(drawn);
  const names = [...BODY.map((i) => KEYPOINT_NAMES[i] as string), 'head'];
  const wanted = comparedPoints(target);
  const counted = wanted.filter(Boolean).length;
  if (!t || !d || d.length === 0 || counted === 0) return { pck: 0, missed: names.filter((_, i) => wanted[i]) };
  const k = t.length / d.length;
  const moved = comparedPoints(drawn).map((p): Keypoint | null => (p ? [t.hips[0] + (p[0] - d.hips[0]) * k, t.hips[1] + (p[1] - d.hips[1]) * k] : null));
  const missed = names.filter((_, i) => {
    const w = wanted[i];
    if (!w) return false;
    const m = moved[i];
    return !m || distance(m, w) > tolerance * t.length;
  });
  return { pck: (counted - missed.length) / counted, missed };
}
