import type { Point } from '../svg';

export const POSES = ['standing', 'walking', 'running', 'waving', 'sitting', 'jumping', 'pointing', 'holding', 'reading', 'sleeping', 'cheering', 'thinking'] as const;
export type PoseKey = (typeof POSES)[number];

/**
 * Hands are targets relative to each shoulder in arm lengths, feet relative to each hip in leg lengths;
 * x is outward from the body (negative reaches across it), y is down.
 */
export interface PoseSpec {
  hands: [Point, Point];
  feet: [Point, Point];
  /** Fraction of leg length the body is raised (jumping). */
  lift: number;
  /** Forward lean in degrees. */
  lean: number;
  seated?: boolean;
  lying?: boolean;
  /** Where a held item sits: between the hands, or in the right hand. */
  grip?: 'both' | 'right';
  motionLines?: boolean;
}

const REST: Point = [0.3, 0.94];
const STAND: Point = [0.1, 1];

const SPECS: Record<PoseKey, PoseSpec> = {
  standing: { hands: [REST, REST], feet: [STAND, STAND], lift: 0, lean: 0 },
  walking: { hands: [[0.42, 0.86], [0.12, 0.96]], feet: [[0.3, 0.96], [-0.02, 1]], lift: 0, lean: 3 },
  running: { hands: [[0.75, 0.3], [0.5, 0.6]], feet: [[0.62, 0.7], [0.05, 0.92]], lift: 0.04, lean: 9, motionLines: true },
  waving: { hands: [REST, [0.6, -0.75]], feet: [STAND, STAND], lift: 0, lean: 0, motionLines: true },
  sitting: { hands: [[0.2, 0.7], [0.2, 0.7]], feet: [STAND, STAND], lift: 0, lean: 0, seated: true },
  jumping: { hands: [[0.62, -0.72], [0.62, -0.72]], feet: [[0.38, 0.72], [0.38, 0.72]], lift: 0.42, lean: 0, motionLines: true },
  pointing: { hands: [REST, [1, -0.1]], feet: [STAND, STAND], lift: 0, lean: 2 },
  holding: { hands: [[-0.25, 0.62], [-0.25, 0.62]], feet: [STAND, STAND], lift: 0, lean: 0, grip: 'both' },
  reading: { hands: [[-0.2, 0.5], [-0.2, 0.5]], feet: [STAND, STAND], lift: 0, lean: 0, grip: 'both' },
  sleeping: { hands: [REST, REST], feet: [STAND, STAND], lift: 0, lean: 0, lying: true },
  cheering: { hands: [[0.35, -0.9], [0.35, -0.9]], feet: [[0.2, 0.98], [0.2, 0.98]], lift: 0, lean: 0 },
  thinking: { hands: [REST, [-0.32, -0.02]], feet: [STAND, STAND], lift: 0, lean: 0 },
};

export function poseSpec(pose: PoseKey): PoseSpec {
  return SPECS[pose];
}
