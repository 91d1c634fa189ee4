/**
 * Thirty skeletons held out from the catalogue and from every change made for poses: written and committed before
 * their first render, to measure the built-in illustrator on poses it was not shaped on. Each is a pose written as the
 * catalogue writes one (bone directions) on a person of its own build (longer legs, a shorter torso, broader
 * shoulders...), with a pose editor's hand: every point nudged by up to 1.5 % of the picture (seeded). Seven kinds:
 * sitting, lying, running, arms up, kneeling, pointing, turned away.
 */
import { AVERAGE_BUILD, skeletonOf, type Build, type PoseEntry } from '../../src/poses/catalogue';
import type { Skeleton } from '../../src/poses/keypoints';
import { createRng } from '../../src/models/builtin/illustrator/rng';

type Kind = 'sitting' | 'lying' | 'running' | 'arms up' | 'kneeling' | 'pointing' | 'turned away';

const pose = (kind: Kind, torso: number, turn: number, head: number, arms: PoseEntry['arms'], legs: PoseEntry['legs']): { kind: Kind; entry: PoseEntry } => ({
  kind,
  entry: { label: kind, description: kind, torso, turn, head, arms, legs },
});

export const HELD_OUT = [
  pose('sitting', 0, 70, 0, { left: [10, 60], right: [5, 80] }, { left: [85, 5], right: [80, -5] }),
  pose('sitting', -8, -70, 5, { left: [-30, -70], right: [-10, -90] }, { left: [-90, 0], right: [-85, 10] }),
  pose('sitting', 5, 60, -10, { left: [20, 100], right: [40, 150] }, { left: [75, 10], right: [95, 20] }),
  pose('sitting', 0, 75, 0, { left: [0, 0], right: [15, 15] }, { left: [90, 30], right: [88, -10] }),
  pose('sitting', -15, 80, 0, { left: [-30, -15], right: [30, 70] }, { left: [85, 88], right: [80, 60] }),
  pose('lying', 88, 0, -5, { left: [-85, -88], right: [-95, -92] }, { left: [-92, -90], right: [-88, -90] }),
  pose('lying', -90, 10, 0, { left: [60, 30], right: [130, 170] }, { left: [92, 88], right: [80, 110] }),
  pose('lying', 85, -20, 0, { left: [-120, -160], right: [-60, -90] }, { left: [-95, -90], right: [-75, -100] }),
  pose('lying', -92, 0, 10, { left: [170, 180], right: [-170, -180] }, { left: [90, 92], right: [92, 90] }),
  pose('running', 12, 75, 0, { left: [-50, 30], right: [45, 115] }, { left: [-40, -15], right: [65, 0] }),
  pose('running', -12, -75, 0, { left: [-40, -120], right: [50, -30] }, { left: [-70, 0], right: [35, 10] }),
  pose('running', 18, 80, -5, { left: [-60, 20], right: [60, 130] }, { left: [-30, -60], right: [80, 10] }),
  pose('running', 8, 70, 0, { left: [30, 110], right: [-35, 40] }, { left: [55, -10], right: [-30, -20] }),
  pose('running', 15, 85, 0, { left: [-55, 45], right: [50, 125] }, { left: [-45, -5], right: [75, 15] }),
  pose('arms up', 0, 0, -10, { left: [165, 175], right: [-165, -175] }, { left: [6, 3], right: [-6, -3] }),
  pose('arms up', 5, 20, 0, { left: [140, 160], right: [-130, -150] }, { left: [12, 0], right: [-8, 0] }),
  pose('arms up', 0, -25, 5, { left: [120, 120], right: [-145, -175] }, { left: [15, 8], right: [-15, -8] }),
  pose('arms up', -4, 0, 0, { left: [175, 175], right: [-175, -175] }, { left: [3, 0], right: [-3, 0] }),
  pose('kneeling', 0, 70, 0, { left: [15, 25], right: [5, 15] }, { left: [0, -90], right: [5, -85] }),
  pose('kneeling', 5, -70, 0, { left: [-10, -30], right: [-20, -60] }, { left: [0, 88], right: [-5, 92] }),
  pose('kneeling', 0, 65, -10, { left: [100, 100], right: [20, 30] }, { left: [90, 0], right: [0, -90] }),
  pose('kneeling', -5, 0, 0, { left: [20, 20], right: [-20, -20] }, { left: [[0, 0.7], 0], right: [[0, 0.7], 0] }),
  pose('pointing', 0, 40, 10, { left: [95, 92], right: [-15, -5] }, { left: [5, 2], right: [-5, -2] }),
  pose('pointing', 0, -40, -10, { left: [15, 5], right: [-90, -88] }, { left: [5, 2], right: [-5, -2] }),
  pose('pointing', 3, 30, 0, { left: [120, 125], right: [-10, -10] }, { left: [8, 0], right: [-4, 0] }),
  pose('pointing', 0, 0, 0, { left: [30, 150], right: [-90, -90] }, { left: [6, 3], right: [-6, -3] }),
  pose('turned away', 0, 180, 0, { left: [-15, -5], right: [15, 5] }, { left: [-5, -2], right: [5, 2] }),
  pose('turned away', 0, 170, 0, { left: [-140, -160], right: [140, 160] }, { left: [-8, 0], right: [8, 0] }),
  pose('turned away', 0, 190, 5, { left: [-20, -80], right: [25, 60] }, { left: [-4, 0], right: [4, 0] }),
  pose('turned away', 0, 180, 0, { left: [-90, -90], right: [10, 0] }, { left: [-10, -5], right: [10, 5] }),
];

/** Each held-out pose on a build of its own and nudged as a hand places points, seeded by its place in the list. */
export function heldOutSkeletons(): Array<{ kind: Kind; skeleton: Skeleton }> {
  return HELD_OUT.map(({ kind, entry }, i) => {
    const rng = createRng(i + 1, 'held-out-poses');
    const vary = (v: number, by: number) => v * (1 + (rng.next() * 2 - 1) * by);
    const build = Object.fromEntries(Object.entries(AVERAGE_BUILD).map(([bone, length]) => [bone, vary(length, 0.12)])) as Build;
    const skeleton = skeletonOf(entry, build).map((p): [number, number] | null => p && [Math.min(100, Math.max(0, p[0] + (rng.next() * 2 - 1) * 1.5)), Math.min(100, Math.max(0, p[1] + (rng.next() * 2 - 1) * 1.5))]);
    return { kind, skeleton };
  });
}
