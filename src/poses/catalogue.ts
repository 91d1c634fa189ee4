/**
 * The named poses `GET /api/poses` lists and a request may name (`"pose": {"name": "waving"}`): one entry per pose,
 * each a person's body written as where its bones point, made into COCO keypoints once (src/poses/keypoints.ts).
 * Angles are directions on the image in degrees: 0 straight down, 90 toward the image's right, -90 its left, 180 up.
 * "left" and "right" are the person's own sides, as in COCO.
 */
import { KEYPOINT_NAMES, K, midpoint, type Keypoint, type Skeleton } from './keypoints';

/** A bone's direction, and its length as a share of its full length (a thigh pointing at the viewer looks short). */
type Bone = number | [number, number];

export interface PoseEntry {
  label: string;
  description: string;
  /** The torso's lean from upright, clockwise (90: lying with the head to the right). */
  torso: number;
  /** How far the person is turned from facing the viewer, toward the image's right: 0 front, 90 side, 180 back. */
  turn: number;
  /** The head's tilt from the torso's line. */
  head?: number;
  arms: { left: [Bone, Bone]; right: [Bone, Bone] };
  legs: { left: [Bone, Bone]; right: [Bone, Bone] };
}

const STAND_LEFT: [Bone, Bone] = [4, 2];
const STAND_RIGHT: [Bone, Bone] = [-4, -2];
const LEFT_AT_REST: [Bone, Bone] = [14, 6];
const RIGHT_AT_REST: [Bone, Bone] = [-14, -6];

export const POSE_CATALOGUE = {
  standing: { label: 'Standing', description: 'Standing straight, arms relaxed at the sides', torso: 0, turn: 0, arms: { left: LEFT_AT_REST, right: RIGHT_AT_REST }, legs: { left: STAND_LEFT, right: STAND_RIGHT } },
  waving: { label: 'Waving', description: 'Standing, one hand raised and waving', torso: 0, turn: 0, arms: { left: [120, 175], right: RIGHT_AT_REST }, legs: { left: STAND_LEFT, right: STAND_RIGHT } },
  pointing: { label: 'Pointing', description: 'Standing three-quarter on, one arm pointing straight out', torso: 0, turn: 35, head: 10, arms: { left: [92, 90], right: RIGHT_AT_REST }, legs: { left: STAND_LEFT, right: STAND_RIGHT } },
  arms_up: { label: 'Arms up', description: 'Cheering, both arms raised over the head', torso: 0, turn: 0, arms: { left: [150, 165], right: [-150, -165] }, legs: { left: [8, 4], right: [-8, -4] } },
  hands_on_hips: { label: 'Hands on hips', description: 'Standing firm, elbows out, hands on the hips', torso: 0, turn: 0, arms: { left: [50, -40], right: [-50, 40] }, legs: { left: [10, 5], right: [-10, -5] } },
  thinking: { label: 'Thinking', description: 'Standing, one hand at the chin, the other arm across the waist', torso: 0, turn: 20, head: -8, arms: { left: [15, -60], right: [-20, 150] }, legs: { left: STAND_LEFT, right: STAND_RIGHT } },
  reaching_up: { label: 'Reaching up', description: 'On tiptoe, one arm stretched up high', torso: 0, turn: 15, head: -10, arms: { left: [170, 175], right: RIGHT_AT_REST }, legs: { left: [3, 0], right: [-3, 0] } },
  walking: { label: 'Walking', description: 'Mid-stride, seen from the side, walking to the right', torso: 4, turn: 80, arms: { left: [-25, -10], right: [25, 45] }, legs: { left: [-20, -5], right: [22, 0] } },
  running: { label: 'Running', description: 'Running to the right, seen from the side: arms pumping, one knee high', torso: 14, turn: 80, arms: { left: [-45, 40], right: [40, 120] }, legs: { left: [-35, -10], right: [70, 5] } },
  jumping: { label: 'Jumping', description: 'A star jump: arms and legs spread wide', torso: 0, turn: 0, arms: { left: [135, 140], right: [-135, -140] }, legs: { left: [28, 22], right: [-28, -22] } },
  kicking: { label: 'Kicking', description: 'Kicking a ball to the right, leaning back on the standing leg', torso: -10, turn: 75, arms: { left: [-60, -40], right: [60, 80] }, legs: { left: [-4, 0], right: [65, 80] } },
  dancing: { label: 'Dancing', description: 'One arm up, one out, a knee lifted', torso: -5, turn: 10, arms: { left: [160, 140], right: [-95, -70] }, legs: { left: [10, 0], right: [-55, 5] } },
  sitting: { label: 'Sitting on a chair', description: 'Sitting on a chair, seen from the side, facing right, hands on the knees', torso: -4, turn: 75, arms: { left: [15, 75], right: [10, 70] }, legs: { left: [88, 2], right: [84, 0] } },
  sitting_floor: { label: 'Sitting on the floor', description: 'Sitting on the ground, legs stretched out to the right, leaning on one hand', torso: -12, turn: 70, arms: { left: [-25, -20], right: [25, 60] }, legs: { left: [88, 90], right: [84, 88] } },
  kneeling: { label: 'Kneeling', description: 'Kneeling upright on both knees, seen from the side, facing right', torso: 0, turn: 75, arms: { left: [20, 40], right: [10, 30] }, legs: { left: [2, -88], right: [6, -86] } },
  crouching: { label: 'Crouching', description: 'Crouched low on the heels, arms around the knees', torso: 25, turn: 70, arms: { left: [30, 80], right: [35, 85] }, legs: { left: [[120, 0.9], -20], right: [[115, 0.9], -25] } },
  lying: { label: 'Lying down', description: 'Lying on the back, head to the left, arms at the sides', torso: -88, turn: 0, head: 5, arms: { left: [90, 92], right: [95, 92] }, legs: { left: [94, 92], right: [90, 90] } },
  turned_away: { label: 'Turned away', description: 'Standing with the back to the viewer, looking ahead', torso: 0, turn: 180, arms: { left: [-14, -6], right: [14, 6] }, legs: { left: [-4, -2], right: [4, 2] } },
} satisfies Record<string, PoseEntry>;

export type PoseName = keyof typeof POSE_CATALOGUE;
export const POSE_NAMES = Object.keys(POSE_CATALOGUE) as [PoseName, ...PoseName[]];

/** A person's bone lengths in percent of a square image (a standing adult is about 70 % of it tall). */
export type Build = typeof BUILD;
const BUILD = { torso: 22, shoulder: 8.5, hip: 5.5, upperArm: 13, foreArm: 12, thigh: 19, shin: 18, neck: 9.5, eyes: 1.8, eyeUp: 1.4, ears: 3.6, earUp: 0.6, nose: 3.2 };

const rad = (deg: number) => (deg * Math.PI) / 180;
const along = (from: Keypoint, bone: Bone, length: number): Keypoint => {
  const [angle, share] = typeof bone === 'number' ? [bone, 1] : bone;
  return [from[0] + Math.sin(rad(angle)) * length * share, from[1] + Math.cos(rad(angle)) * length * share];
};

/** Turns a point about the hips by the torso's lean. */
const leaned = (p: Keypoint, lean: number): Keypoint => [p[0] * Math.cos(rad(lean)) - p[1] * Math.sin(rad(lean)), p[0] * Math.sin(rad(lean)) + p[1] * Math.cos(rad(lean))];

/** Keypoints of an entry on a person of `b`'s build, hips at the origin. */
function bodyOf(entry: PoseEntry, b: Build): Skeleton {
  const facing = Math.cos(rad(entry.turn));
  const side = Math.sin(rad(entry.turn));
  const s: Skeleton = KEYPOINT_NAMES.map(() => null);
  // The person's left is on the image's right while it faces the viewer, on its left once turned away.
  s[K.left_shoulder] = leaned([b.shoulder * facing, -b.torso], entry.torso);
  s[K.right_shoulder] = leaned([-b.shoulder * facing, -b.torso], entry.torso);
  s[K.left_hip] = leaned([b.hip * facing, 0], entry.torso);
  s[K.right_hip] = leaned([-b.hip * facing, 0], entry.torso);
  const limb = (root: number, mid: number, end: number, [upper, lower]: [Bone, Bone], first: number, second: number) => {
    s[mid] = along(s[root]!, upper, first);
    s[end] = along(s[mid], lower, second);
  };
  limb(K.left_shoulder, K.left_elbow, K.left_wrist, entry.arms.left, b.upperArm, b.foreArm);
  limb(K.right_shoulder, K.right_elbow, K.right_wrist, entry.arms.right, b.upperArm, b.foreArm);
  limb(K.left_hip, K.left_knee, K.left_ankle, entry.legs.left, b.thigh, b.shin);
  limb(K.right_hip, K.right_knee, K.right_ankle, entry.legs.right, b.thigh, b.shin);
  // The face, on the head's line (the torso's lean and the head's tilt): the nose toward where the person looks.
  const tilt = entry.torso + (entry.head ?? 0);
  const neck = midpoint(s[K.left_shoulder]!, s[K.right_shoulder]!);
  const face = (x: number, up: number): Keypoint => {
    const p = leaned([x, -b.neck - up], tilt);
    return [neck[0] + p[0], neck[1] + p[1]];
  };
  // Turned toward the image's right, the person shows its right side: its left eye and ear are hidden, and the other
  // way round; turned away, it shows its ears only.
  if (facing > -0.2) {
    s[K.nose] = face(b.nose * side, 0);
    if (side < 0.8) s[K.left_eye] = face(b.eyes * facing + b.nose * 0.7 * side, b.eyeUp);
    if (side > -0.8) s[K.right_eye] = face(-b.eyes * facing + b.nose * 0.7 * side, b.eyeUp);
  }
  if (side < 0.8) s[K.left_ear] = face(b.ears * facing, b.earUp);
  if (side > -0.8) s[K.right_ear] = face(-b.ears * facing, b.earUp);
  return s;
}

/** Where the body stands in the image: centred, its lowest point near the bottom, shrunk to fit. */
function framed(body: Skeleton): Skeleton {
  const seen = body.filter((p): p is Keypoint => Boolean(p));
  const xs = seen.map((p) => p[0]);
  const ys = seen.map((p) => p[1]);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = Math.min(1, 80 / (right - left), 80 / (bottom - top));
  const cx = (left + right) / 2;
  return body.map((p) => (p ? [Math.round((50 + (p[0] - cx) * k) * 100) / 100, Math.round((90 - (bottom - p[1]) * k) * 100) / 100] : null));
}

/** The keypoints (COCO order, percent of a square image) of a pose written as the catalogue writes one, on a person of a build. */
export const skeletonOf = (entry: PoseEntry, build: Build = BUILD): Skeleton => framed(bodyOf(entry, build));

/** A catalogue entry's keypoints. */
export const catalogueSkeleton = (name: PoseName): Skeleton => SKELETONS[name];

const SKELETONS = Object.fromEntries(POSE_NAMES.map((name) => [name, skeletonOf(POSE_CATALOGUE[name])])) as Record<PoseName, Skeleton>;

/** The catalogue's build, for skeletons of people of other builds. */
export const AVERAGE_BUILD: Build = BUILD;
