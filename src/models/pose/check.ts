/**
 * The judge's pose check: each character drawn on a skeleton is compared with it by PCK@0.2 of the torso
 * (src/poses/keypoints.ts), on the keypoints the image model says it drew (the built-in illustrator). A character
 * under POSE_MATCH_MIN misses its pose: an issue that names the points off, and the attempt does not pass. A model that
 * does not say where it drew the figure (the external ones) leaves the pose unchecked, and an issue says so.
 */
import { inPixels, poseMatch, type Skeleton } from '../../poses/keypoints';

/** The least PCK at which a figure is in its pose: 10 of the 13 points compared (the body's 12 joints and the head). */
export const POSE_MATCH_MIN = 0.75;

export interface PoseCheck {
  name: string;
  /** PCK@0.2 of the torso, 0-1. */
  pck: number;
  matched: boolean;
}

export interface PoseTarget {
  name: string;
  target: Skeleton;
  /** Where the figure's keypoints are in the picture (percent); undefined when neither the model nor the estimator found it. */
  drawn?: Skeleton;
}

const readable = (point: string) => point.replace('_', ' ');

/** The check of each posed character, and the issues of those that miss. Skeletons in percent of a `width` x `height` picture. */
export function checkPoses(targets: PoseTarget[], width: number, height: number): { poses: PoseCheck[]; issues: string[] } {
  const issues: string[] = [];
  const poses = targets.flatMap(({ name, target, drawn }): PoseCheck[] => {
    if (!drawn) {
      issues.push(`${name}'s pose was not checked: the image model does not say where it drew the figure`);
      return [];
    }
    const match = poseMatch(inPixels(drawn, width, height), inPixels(target, width, height));
    const pck = Math.round(match.pck * 100) / 100;
    const matched = match.pck >= POSE_MATCH_MIN;
    if (!matched) issues.push(`${name} is not in the pose asked for: ${Math.round(pck * 100)} % of the skeleton's points within 0.2 torso lengths (PCK@0.2; ${Math.round(POSE_MATCH_MIN * 100)} % needed); off: ${match.missed.map(readable).join(', ')}`);
    return [{ name, pck, matched }];
  });
  return { poses, issues };
}
