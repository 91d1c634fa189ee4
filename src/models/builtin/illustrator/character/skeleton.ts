import type { CharacterDescriptor } from '../../../../vocabulary';
import type { Point } from '../svg';
import type { PoseSpec } from './poses';

/** Body measurements in local units; feet stand on y = 0 and up is negative y. */
export interface Proportions {
  headR: number;
  headCy: number;
  shoulderY: number;
  shoulderX: number;
  hipY: number;
  hipX: number;
  upperArm: number;
  foreArm: number;
  thigh: number;
  shin: number;
  armW: number;
  legW: number;
}

const AGES = {
  child: { headR: 27, torso: 38, legs: 42, arm: 38, shoulder: 17, hip: 12, limb: 9 },
  teen: { headR: 25, torso: 52, legs: 66, arm: 56, shoulder: 23, hip: 15, limb: 10.5 },
  adult: { headR: 24, torso: 60, legs: 80, arm: 64, shoulder: 27, hip: 17, limb: 12 },
  elder: { headR: 24, torso: 56, legs: 70, arm: 60, shoulder: 26, hip: 18, limb: 11.5 },
} as const;

const BUILD = { slim: 0.84, average: 1, broad: 1.28 } as const;

/** Species tweaks on top of the age proportions (bears are stocky, rabbits slight, robots square). */
const SPECIES_WIDTH: Record<CharacterDescriptor['species'], number> = {
  human: 1,
  cat: 0.95,
  dog: 1,
  fox: 0.95,
  bear: 1.3,
  rabbit: 0.9,
  robot: 1.15,
};

export function proportions(d: CharacterDescriptor): Proportions {
  const a = AGES[d.age] ?? AGES.adult;
  const width = (BUILD[d.build] ?? 1) * SPECIES_WIDTH[d.species];
  const headR = d.species === 'human' ? a.headR : a.headR * 1.08;
  const hipY = -a.legs;
  const shoulderY = hipY - a.torso;
  return {
    headR,
    headCy: shoulderY - 3 - headR * 0.92,
    shoulderY,
    shoulderX: a.shoulder * width,
    hipY,
    hipX: a.hip * width,
    upperArm: a.arm * 0.5,
    foreArm: a.arm * 0.5,
    thigh: a.legs * 0.5,
    shin: a.legs * 0.5,
    armW: a.limb * Math.sqrt(width),
    legW: a.limb * 1.25 * Math.sqrt(width),
  };
}

/** Two-bone inverse kinematics: the middle joint, bent away from the body on side `side` (-1 left, +1 right). */
export function solveJoint(root: Point, target: Point, a: number, b: number, side: number): [Point, Point] {
  const dx = target[0] - root[0];
  const dy = target[1] - root[1];
  const dist = Math.min(Math.hypot(dx, dy), a + b - 0.01);
  const angle = Math.atan2(dy, dx);
  const end: Point = [root[0] + Math.cos(angle) * dist, root[1] + Math.sin(angle) * dist];
  const along = (a * a - b * b + dist * dist) / (2 * dist);
  const h = Math.sqrt(Math.max(0, a * a - along * along));
  const mid: Point = [root[0] + Math.cos(angle) * along, root[1] + Math.sin(angle) * along];
  let perp: Point = [-Math.sin(angle), Math.cos(angle)];
  if (perp[0] * side < 0) perp = [-perp[0], -perp[1]];
  return [[mid[0] + perp[0] * h, mid[1] + perp[1] * h], end];
}

export interface Limbs {
  arms: Array<{ shoulder: Point; elbow: Point; hand: Point }>;
  legs: Array<{ hip: Point; knee: Point; foot: Point }>;
}

/** Joint positions for a pose, in local units, left (screen) side first. */
export function poseLimbs(p: Proportions, pose: PoseSpec, narrow: number): Limbs {
  const sides = [-1, 1];
  const armLen = p.upperArm + p.foreArm;
  const legLen = p.thigh + p.shin;
  const arms = sides.map((side, i) => {
    const shoulder: Point = [side * p.shoulderX * narrow, p.shoulderY + 4];
    const [ox, oy] = pose.hands[i];
    const target: Point = [shoulder[0] + side * ox * armLen, shoulder[1] + oy * armLen];
    const [elbow, hand] = solveJoint(shoulder, target, p.upperArm, p.foreArm, side);
    return { shoulder, elbow, hand };
  });
  const legs = sides.map((side, i) => {
    const hip: Point = [side * p.hipX * 0.6 * narrow, p.hipY];
    if (pose.legs) return bentLeg(p, pose.legs, hip, side);
    const [ox, oy] = pose.feet[i];
    const target: Point = [hip[0] + side * ox * legLen, hip[1] + oy * legLen];
    const [knee, foot] = solveJoint(hip, target, p.thigh, p.shin, side);
    return { hip, knee, foot };
  });
  return { arms, legs };
}

/**
 * Legs that bend at the hip: on a seat (thighs forward, shins down), on the floor (legs out to the sides), crouched
 * (knees up and out, feet under the body) and astride a saddle (thighs down and out, shins down to the pedals).
 */
function bentLeg(p: Proportions, legs: NonNullable<PoseSpec['legs']>, hip: Point, side: number): { hip: Point; knee: Point; foot: Point } {
  switch (legs) {
    case 'floor': {
      const knee: Point = [hip[0] + side * p.thigh * 0.85, hip[1] + p.thigh * 0.35];
      return { hip, knee, foot: [knee[0] + side * p.shin * 0.8, knee[1] + p.shin * 0.25] };
    }
    case 'crouch': {
      const knee: Point = [hip[0] + side * p.thigh * 0.7, hip[1] - p.thigh * 0.2];
      return { hip, knee, foot: [hip[0] + side * p.thigh * 0.35, hip[1] + p.shin * 0.7] };
    }
    case 'astride': {
      const knee: Point = [hip[0] + side * p.thigh * 0.45, hip[1] + p.thigh * 0.85];
      return { hip, knee, foot: [knee[0] + side * 2, knee[1] + p.shin * 0.95] };
    }
    default: {
      const knee: Point = [hip[0] + p.thigh * 0.9, hip[1] + 2];
      return { hip, knee, foot: [knee[0] + 2, knee[1] + p.shin] };
    }
  }
}
