/**
 * A figure drawn on a skeleton (COCO keypoints in pixels of the picture): its torso leans as the skeleton's does, each
 * bone points where the skeleton's bone points, the head turns and tilts with the skeleton's face. Bones keep the
 * character's own lengths within a margin of the skeleton's (a child's legs stretch a little under a grown-up's
 * skeleton); the figure's size and place in the picture stay the scene's. The posture the skeleton shows (sitting,
 * lying, kneeling...) tells the scene what to put under it and the judge how to look at it.
 */
import { distance, headPoint, K, KEYPOINT_NAMES, type Keypoint, type Skeleton, torsoOf } from '../../../../poses/keypoints';
import type { Point } from '../svg';
import type { View } from './head';
import type { Limbs, Proportions } from './skeleton';
import type { Action, Posture } from '../vocabulary/poses';

/** How far a bone may differ from the skeleton's, in torso lengths (PCK's tolerance is 0.2 at a chain's end). */
const BONE_SLACK = 0.08;
/** The most a head tilts on its neck, in degrees. */
const MAX_TILT = 40;

export interface SkeletonFit {
  limbs: Limbs;
  /** The torso's lean from upright, clockwise on the picture, in degrees (before the figure is mirrored). */
  lean: number;
  /** The head's tilt on the neck, in degrees. */
  tilt: number;
  /** Each of limbs.arms and limbs.legs (screen-left first) is the person's left or right. */
  sides: Array<'left' | 'right'>;
}

export interface SkeletonView {
  view: View;
  facing: 1 | -1;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;
const turned = (p: Keypoint, angle: number, about: Keypoint): Keypoint => {
  const [dx, dy] = [p[0] - about[0], p[1] - about[1]];
  const [c, s] = [Math.cos(rad(angle)), Math.sin(rad(angle))];
  return [about[0] + dx * c - dy * s, about[1] + dx * s + dy * c];
};

/** The skeleton stood upright on its hips (its torso's lean undone), in torso lengths with the hips at the origin. */
function upright(skeleton: Skeleton): Skeleton {
  const t = torsoOf(skeleton)!;
  return skeleton.map((p) => {
    if (!p) return null;
    const q = turned(p, -t.angle, t.hips);
    return [(q[0] - t.hips[0]) / t.length, (q[1] - t.hips[1]) / t.length];
  });
}

/**
 * Which way the person faces: its back when the face is not seen or the shoulders are the wrong way round (the
 * person's left on the picture's left), in profile when the shoulders are narrow, three-quarter when the nose is well
 * off the middle; it faces where the nose points.
 */
export function skeletonView(skeleton: Skeleton): SkeletonView {
  const u = upright(skeleton);
  const [ls, rs, nose] = [u[K.left_shoulder]!, u[K.right_shoulder]!, u[K.nose]];
  const span = ls[0] - rs[0];
  const width = Math.abs(span);
  const eyes = [u[K.left_eye], u[K.right_eye]].filter(Boolean).length;
  const offset = nose ? nose[0] - (ls[0] + rs[0]) / 2 : 0;
  const facing: 1 | -1 = offset < 0 ? -1 : 1;
  if ((!nose && eyes === 0) || (span < 0 && width > 0.35)) return { view: 'back', facing };
  if (width < 0.35 || eyes === 1) return { view: 'side', facing };
  if (width < 0.68 || Math.abs(offset) > 0.1) return { view: 'three_quarter', facing };
  return { view: 'front', facing };
}

const bend = (a: Keypoint, b: Keypoint, c: Keypoint) => {
  const angle = Math.abs(Math.atan2(b[0] - a[0], b[1] - a[1]) - Math.atan2(c[0] - b[0], c[1] - b[1]));
  return deg(Math.min(angle, 2 * Math.PI - angle));
};

/**
 * The posture the illustrator's vocabulary has for the skeleton: lying when the torso is nearer flat than upright,
 * sitting with the thighs out and the shins down (on the floor when the feet are at the hips' height), crouching
 * (which is also kneeling) with a knee down on the ground and its shin flat, or both knees bent hard and the hips low,
 * walking or running with the feet apart in a side view,
 * kicking with one foot above the other knee; else standing.
 */
export function skeletonPosture(skeleton: Skeleton, view: View): Posture {
  const t = torsoOf(skeleton)!;
  if (Math.abs(t.angle) > 50) return 'lying';
  const u = upright(skeleton);
  const legs = [[K.left_hip, K.left_knee, K.left_ankle], [K.right_hip, K.right_knee, K.right_ankle]].map(([h, k, a]) => ({ hip: u[h]!, knee: u[k]!, ankle: u[a]! }));
  const across = (from: Keypoint, to: Keypoint) => Math.abs(to[0] - from[0]) > Math.abs(to[1] - from[1]);
  const thighsOut = legs.every((l) => across(l.hip, l.knee));
  const anklesDown = legs.reduce((s, l) => s + l.ankle[1], 0) / 2;
  if (thighsOut && anklesDown < 0.45) return 'sitting_floor';
  if (thighsOut) return 'sitting';
  const lowest = Math.max(...legs.map((l) => l.ankle[1]));
  if (legs.some((l) => l.knee[1] >= lowest - 0.2 && across(l.knee, l.ankle))) return 'crouching';
  if (legs.every((l) => bend(l.hip, l.knee, l.ankle) > 60) && anklesDown < 1.1) return 'crouching';
  if (legs[0].ankle[1] < legs[1].knee[1] || legs[1].ankle[1] < legs[0].knee[1]) return 'kicking';
  if (view === 'front' || view === 'back') return 'standing';
  const spread = Math.abs(legs[0].ankle[0] - legs[1].ankle[0]);
  const bent = Math.max(...legs.map((l) => bend(l.hip, l.knee, l.ankle)));
  if (spread > 0.55 && bent > 40) return 'running';
  return spread > 0.3 ? 'walking' : 'standing';
}

/** What the arms do, as the vocabulary says it: both hands over the head cheer, one waves, one straight out points. */
export function skeletonAction(skeleton: Skeleton): Action | undefined {
  const u = upright(skeleton);
  const head = headPoint(u)!;
  const arms = [[K.left_shoulder, K.left_elbow, K.left_wrist], [K.right_shoulder, K.right_elbow, K.right_wrist]].map(([s, e, w]) => ({ shoulder: u[s]!, elbow: u[e]!, wrist: u[w]! }));
  const raised = arms.filter((a) => a.wrist[1] < head[1]);
  if (raised.length === 2) return 'cheering';
  if (raised.length === 1 || arms.some((a) => a.wrist[1] < a.shoulder[1] - 0.15)) return 'waving';
  const reach = (a: (typeof arms)[number]) => distance(a.shoulder, a.wrist) / (distance(a.shoulder, a.elbow) + distance(a.elbow, a.wrist));
  if (arms.some((a) => reach(a) > 0.9 && Math.abs(a.wrist[1] - a.shoulder[1]) < 0.35 && Math.abs(a.wrist[0] - a.shoulder[0]) > 0.5)) return 'pointing';
  return undefined;
}

/** A bone's length: the character's own, within BONE_SLACK torso lengths of the distance to the skeleton's joint. */
const boneLength = (own: number, skeleton: number, torso: number) => Math.min(skeleton + BONE_SLACK * torso, Math.max(skeleton - BONE_SLACK * torso, own));

/**
 * The figure's joints on the skeleton, in the figure's upright frame (feet toward y = 0, up negative) before it is
 * mirrored to face left: from the figure's own shoulders and hips, each bone toward the skeleton's next joint.
 */
export function fitToSkeleton(p: Proportions, skeleton: Skeleton, seen: SkeletonView, narrow: number): SkeletonFit {
  const t = torsoOf(skeleton)!;
  const torso = p.hipY - (p.shoulderY + 4);
  const mirror = seen.facing === -1 ? -1 : 1;
  // Torso lengths to the figure's units, mirrored so that the figure, once turned to face left, stands as the skeleton does.
  const u = upright(skeleton).map((q): Point | null => (q ? [q[0] * torso * mirror, p.hipY + q[1] * torso] : null));
  // Each bone reaches from the joint the figure has toward the skeleton's next joint: a broad character's shoulders
  // are wider than a person's, and its elbows and hands still go where the skeleton has them.
  const toward = (from: Point, to: Point, own: number): Point => {
    const d = distance(from, to) || 1;
    const length = boneLength(own, d, torso);
    return [from[0] + ((to[0] - from[0]) / d) * length, from[1] + ((to[1] - from[1]) / d) * length];
  };
  const chain = (mid: Point, end: Point, first: number, second: number, from: Point): [Point, Point] => {
    const joint = toward(from, mid, first);
    return [joint, toward(joint, end, second)];
  };
  const leftFirst = u[K.left_shoulder]![0] < u[K.right_shoulder]![0];
  const sides: Array<'left' | 'right'> = leftFirst ? ['left', 'right'] : ['right', 'left'];
  const at = (side: 'left' | 'right', joint: 'shoulder' | 'elbow' | 'wrist' | 'hip' | 'knee' | 'ankle') => u[K[`${side}_${joint}` as const]]!;
  const arms = sides.map((side, i) => {
    const shoulder: Point = [(i === 0 ? -1 : 1) * p.shoulderX * narrow, p.shoulderY + 4];
    const [elbow, hand] = chain(at(side, 'elbow'), at(side, 'wrist'), p.upperArm, p.foreArm, shoulder);
    return { shoulder, elbow, hand };
  });
  const legs = sides.map((side, i) => {
    const hip: Point = [(i === 0 ? -1 : 1) * p.hipX * 0.6 * narrow, p.hipY];
    const [knee, foot] = chain(at(side, 'knee'), at(side, 'ankle'), p.thigh, p.shin, hip);
    return { hip, knee, foot };
  });
  const neck = [(u[K.left_shoulder]![0] + u[K.right_shoulder]![0]) / 2, (u[K.left_shoulder]![1] + u[K.right_shoulder]![1]) / 2];
  // The head's middle is between the ears (in profile, at its one ear): the nose is ahead of it where the head faces.
  const ears = [u[K.left_ear], u[K.right_ear]].filter((q): q is Point => Boolean(q));
  const head = ears.length ? ([ears.reduce((s, q) => s + q[0], 0) / ears.length, ears.reduce((s, q) => s + q[1], 0) / ears.length] as Point) : headPoint(u)!;
  const tilt = Math.max(-MAX_TILT, Math.min(MAX_TILT, deg(Math.atan2(head[0] - neck[0], neck[1] - head[1]))));
  return { limbs: { arms, legs }, lean: t.angle * mirror, tilt, sides };
}

/**
 * The keypoints of a figure drawn on a fit, in the figure's upright frame: its joints, and its head's nose (the middle
 * of its ears seen from the back).
 */
export function drawnKeypoints(fit: SkeletonFit, head: { cx: number; cy: number; r: number; shift: number; neckY: number }, view: View): Skeleton {
  const out: Skeleton = KEYPOINT_NAMES.map(() => null);
  fit.sides.forEach((side, i) => {
    const arm = fit.limbs.arms[i];
    const leg = fit.limbs.legs[i];
    out[K[`${side}_shoulder` as const]] = arm.shoulder;
    out[K[`${side}_elbow` as const]] = arm.elbow;
    out[K[`${side}_wrist` as const]] = arm.hand;
    out[K[`${side}_hip` as const]] = leg.hip;
    out[K[`${side}_knee` as const]] = leg.knee;
    out[K[`${side}_ankle` as const]] = leg.foot;
  });
  const neck: Keypoint = [0, head.neckY];
  if (view === 'back') {
    out[K.left_ear] = turned([head.cx - head.r, head.cy], fit.tilt, neck);
    out[K.right_ear] = turned([head.cx + head.r, head.cy], fit.tilt, neck);
  } else {
    out[K.nose] = turned([head.cx + head.shift, head.cy + head.r * 0.27], fit.tilt, neck);
  }
  return out;
}
