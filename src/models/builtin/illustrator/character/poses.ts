import type { Point } from '../svg';
import type { Action, Posture } from '../vocabulary/poses';

/**
 * Hands are targets relative to each shoulder in arm lengths, feet relative to each hip in leg lengths;
 * x is outward from the body (negative reaches across it), y is down. The right hand (the second) is the one
 * toward the figure's facing side.
 */
export interface PoseSpec {
  hands: [Point, Point];
  feet: [Point, Point];
  /** Fraction of leg length the body is raised (jumping, climbing). */
  lift: number;
  /** Forward lean in degrees. */
  lean: number;
  /** How the legs bend: on a seat, on the floor, crouched, astride a saddle, or straight. */
  legs?: 'seat' | 'floor' | 'crouch' | 'astride';
  lying?: boolean;
  /** Upside down, hanging by the feet from where they stand: the figure is turned head over heels. */
  inverted?: boolean;
  /** Where a held item sits: between the hands, in the right hand, or at the mouth. */
  grip?: 'both' | 'right';
  motionLines?: boolean;
}

/** How a figure rides: astride a saddle, standing on a board, sitting in something, or sitting in a bath (its side up to the chest). */
export type RideStyle = 'saddle' | 'stand' | 'seat' | 'tub';

export interface Pose {
  posture: Posture;
  action: Action;
  ride?: RideStyle;
}

const REST: Point = [0.3, 0.94];
const STAND: Point = [0.1, 1];
type Legs = Omit<PoseSpec, 'hands' | 'grip'> & { hands: [Point, Point] };

const POSTURES: Record<Posture, Legs> = {
  standing: { hands: [REST, REST], feet: [STAND, STAND], lift: 0, lean: 0 },
  walking: { hands: [[0.42, 0.86], [0.12, 0.96]], feet: [[0.3, 0.96], [-0.02, 1]], lift: 0, lean: 3 },
  running: { hands: [[0.75, 0.3], [0.5, 0.6]], feet: [[0.62, 0.7], [0.05, 0.92]], lift: 0.04, lean: 9, motionLines: true },
  jumping: { hands: [[0.62, -0.72], [0.62, -0.72]], feet: [[0.38, 0.72], [0.38, 0.72]], lift: 0.42, lean: 0, motionLines: true },
  sitting: { hands: [[0.2, 0.7], [0.2, 0.7]], feet: [STAND, STAND], lift: 0, lean: 0, legs: 'seat' },
  sitting_floor: { hands: [[0.45, 0.75], [0.45, 0.75]], feet: [STAND, STAND], lift: 0, lean: 0, legs: 'floor' },
  lying: { hands: [REST, REST], feet: [STAND, STAND], lift: 0, lean: 0, lying: true },
  climbing: { hands: [[0.35, -0.95], [0.45, -0.35]], feet: [[0.35, 0.55], [0.08, 1]], lift: 0.25, lean: 0 },
  swimming: { hands: [[0.85, -0.45], [0.8, 0.15]], feet: [[0.25, 0.95], [0.1, 1]], lift: 0, lean: 6 },
  riding: { hands: [[-0.45, 0.45], [0.7, 0.45]], feet: [STAND, STAND], lift: 0, lean: 4, legs: 'seat' },
  crouching: { hands: [[0.55, 0.55], [0.55, 0.55]], feet: [STAND, STAND], lift: 0, lean: 6, legs: 'crouch' },
  dancing: { hands: [[0.8, -0.6], [0.75, 0.2]], feet: [[0.1, 1], [0.55, 0.7]], lift: 0.06, lean: -4, motionLines: true },
  // Both arms up and out to the bar or branch it hangs from, either side of the head, the legs dangling.
  hanging: { hands: [[0.62, -0.85], [0.62, -0.85]], feet: [[0.08, 1], [0.02, 1]], lift: 0, lean: 0 },
  // Hanging by the knees, head down: in the turned figure the arms reach up, so they dangle towards the ground.
  upside_down: { hands: [[0.35, -0.9], [0.35, -0.9]], feet: [[0.08, 1], [0.02, 1]], lift: 0, lean: 0, inverted: true },
  // One foot swung forward and up off the ground, the body leaning back over the standing leg, arms out for balance.
  kicking: { hands: [[0.75, 0.15], [0.55, 0.35]], feet: [[-0.05, 1], [0.85, 0.45]], lift: 0, lean: -8, motionLines: true },
};

/** Sitting in something (a car, a boat, a bath): the legs folded out of sight, hands on its sides. */
const SEATED_IN: Partial<Legs> = { legs: 'seat', hands: [[-0.35, 0.45], [0.6, 0.45]], lean: 0 };

const RIDES: Record<RideStyle, Partial<Legs>> = {
  saddle: { legs: 'astride', hands: [[-0.45, 0.4], [0.7, 0.4]], lean: 6 },
  stand: { legs: undefined, hands: [[0.85, 0.2], [0.85, 0.2]], feet: [[0.35, 0.95], [0.35, 0.95]], lean: 4 },
  seat: SEATED_IN,
  tub: SEATED_IN,
};

/** What the arms do, whatever the legs are doing; `rest` keeps the posture's own arms. */
const ACTIONS: Record<Exclude<Action, 'rest' | 'sleeping'>, Pick<PoseSpec, 'hands' | 'grip' | 'motionLines'>> = {
  waving: { hands: [REST, [0.6, -0.75]], motionLines: true },
  pointing: { hands: [REST, [1, -0.1]] },
  holding: { hands: [[-0.25, 0.62], [-0.25, 0.62]], grip: 'both' },
  reading: { hands: [[-0.2, 0.5], [-0.2, 0.5]], grip: 'both' },
  eating: { hands: [REST, [0.22, -0.08]], grip: 'right' },
  playing: { hands: [[-0.1, 0.42], [0.1, 0.55]], grip: 'both' },
  cheering: { hands: [[0.35, -0.9], [0.35, -0.9]] },
  thinking: { hands: [REST, [-0.32, -0.02]] },
  hugging: { hands: [[-0.3, 0.35], [1.1, -0.18]] },
  holding_hands: { hands: [REST, [0.85, 0.78]] },
  high_five: { hands: [REST, [0.7, -0.7]] },
  reaching: { hands: [REST, [0.9, 0.5]] },
  talking: { hands: [REST, [0.55, 0.3]] },
};

/** Arms that a held thing needs when the action leaves them at rest. */
const HOLD_AT_REST: Pick<PoseSpec, 'hands' | 'grip'> = { hands: [REST, [0.35, 0.72]], grip: 'right' };

/**
 * How a held thing is carried: in both hands in front of the chest, in one hand at the side (a lantern, a bucket),
 * raised to the head (a hairbrush), or swung up high beside it (a pillow in a pillow fight).
 */
export type Carry = 'front' | 'side' | 'head' | 'swung';

/** One hand raised beside the head (brushing hair), the other at rest. */
const HOLD_AT_HEAD: Pick<PoseSpec, 'hands' | 'grip'> = { hands: [REST, [0.5, -0.55]], grip: 'right' };

/** One arm swung up and out, clear of the head (a pillow over the head would hide it). */
const HOLD_SWUNG: Pick<PoseSpec, 'hands' | 'grip'> = { hands: [[0.5, 0.2], [0.95, -0.55]], grip: 'right' };

/** Sitting in a bath, whose side comes up to the chest: a thing held is held up beside the head, a book up at the chin. */
const ABOVE_THE_SIDE: Partial<Record<Action, Pick<PoseSpec, 'hands' | 'grip'>>> = {
  holding: { hands: [REST, [0.65, -0.3]], grip: 'right' },
  reading: { hands: [[-0.2, -0.2], [-0.2, -0.2]], grip: 'both' },
};

/**
 * The arms: as the action has them, except that a thing carried at the side keeps them down, one hand holding it,
 * one raised to the head lifts that hand, one swung up lifts that arm high, and one held in the bath is lifted above its side.
 */
function armsFor(pose: Pose, carry?: Carry): Partial<PoseSpec> {
  const aboveTheSide = pose.ride === 'tub' ? ABOVE_THE_SIDE[pose.action] : undefined;
  if (aboveTheSide) return aboveTheSide;
  const holdingDown = carry && !pose.ride ? HOLD_AT_REST : {};
  if (pose.action === 'holding' && carry === 'head' && !pose.ride) return HOLD_AT_HEAD;
  if (pose.action === 'holding' && carry === 'swung' && !pose.ride) return HOLD_SWUNG;
  if (pose.action === 'rest' || pose.action === 'sleeping') return holdingDown;
  return pose.action === 'holding' && carry === 'side' ? holdingDown : ACTIONS[pose.action];
}

export function poseSpec(pose: Pose, carry?: Carry): PoseSpec {
  const base = POSTURES[pose.posture];
  const ridden = pose.posture === 'riding' && pose.ride ? { ...base, ...RIDES[pose.ride] } : base;
  const arms = armsFor(pose, carry);
  return { ...ridden, ...arms, motionLines: Boolean(ridden.motionLines || arms.motionLines) };
}
