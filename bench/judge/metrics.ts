/** Figures of an evaluation: ROC AUC and pass rates, overall, per shot and for group scenes. */
import { markdownTable } from '../table';
import type { CastOutcome, Evaluation, ScoredPair, Shot } from './evaluation';

export const THRESHOLDS = [0.85, 0.9, 0.95] as const;

/** Probability that a random right pair outscores a random wrong pair (ties count half). */
export function rocAuc(positives: number[], negatives: number[]): number {
  if (!positives.length || !negatives.length) return NaN;
  const sortedNegatives = negatives.slice().sort((a, b) => a - b);
  let wins = 0;
  for (const p of positives) {
    const below = lowerBound(sortedNegatives, p);
    const ties = lowerBound(sortedNegatives, p + 1e-9) - below;
    wins += below + ties / 2;
  }
  return wins / (positives.length * negatives.length);
}

function lowerBound(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Share of scores that pass `threshold` the way the product compares them (score >= threshold x 100). */
export function passRate(scores: number[], threshold: number): number {
  if (!scores.length) return NaN;
  const needed = Math.round(threshold * 100);
  return scores.filter((score) => score >= needed).length / scores.length;
}

export interface Figures {
  label: string;
  right: number;
  wrong: number;
  auc: number;
  /** Pass rate of right and of wrong pairs per threshold. */
  pass: Array<{ threshold: number; right: number; wrong: number }>;
}

export function figures(label: string, pairs: ScoredPair[], thresholds: readonly number[] = THRESHOLDS): Figures {
  const right = pairs.filter((p) => p.same).map((p) => p.score);
  const wrong = pairs.filter((p) => !p.same).map((p) => p.score);
  return { label, right: right.length, wrong: wrong.length, auc: rocAuc(right, wrong), pass: thresholds.map((threshold) => ({ threshold, right: passRate(right, threshold), wrong: passRate(wrong, threshold) })) };
}

/** Product-level pass of group scenes: mean score >= threshold and every character found. */
export function castFigures(label: string, casts: CastOutcome[], thresholds: readonly number[] = THRESHOLDS): Figures {
  const passes = (outcomes: CastOutcome[], threshold: number) =>
    outcomes.length ? outcomes.filter((o) => o.everyoneFound && o.consistency >= Math.round(threshold * 100)).length / outcomes.length : NaN;
  const right = casts.filter((c) => c.same);
  const wrong = casts.filter((c) => !c.same);
  return {
    label,
    right: right.length,
    wrong: wrong.length,
    auc: rocAuc(right.map((c) => c.consistency), wrong.map((c) => c.consistency)),
    pass: thresholds.map((threshold) => ({ threshold, right: passes(right, threshold), wrong: passes(wrong, threshold) })),
  };
}

/** What the character the judge was asked about does in the scene: its posture, or its posture and what it is on. */
export function poseOf(pair: ScoredPair): string {
  const drawn = pair.scene.plan?.characters.find((c) => c.name === pair.drawn.name);
  if (!drawn) return 'unknown';
  return drawn.on ? `${drawn.posture} on ${drawn.on.split(' ')[0]}` : drawn.posture;
}

/** ROC AUC and pass rates per pose of the drawn character (single-character scenes at 0.95, groups at 0.90). */
export function poseFigures(evaluation: Evaluation): Figures[] {
  const poses = [...new Set([...evaluation.singles, ...evaluation.multis].map(poseOf))].sort();
  return poses.flatMap((pose) => [
    figures(`single, ${pose}`, evaluation.singles.filter((p) => poseOf(p) === pose)),
    figures(`2-4, ${pose}`, evaluation.multis.filter((p) => poseOf(p) === pose)),
  ]).filter((f) => f.right > 0);
}

/** Every breakdown the report prints and the tests hold floors on. */
export function breakdown(evaluation: Evaluation): Figures[] {
  const byShot = (shot: Shot) => figures(`single, ${shot}`, evaluation.singles.filter((p) => p.scene.shot === shot));
  const hardOnly = evaluation.singles.filter((p) => p.same || p.hard);
  return [
    figures('single-character scenes', evaluation.singles),
    byShot('closeup'),
    byShot('medium'),
    byShot('wide'),
    figures('single, hard negatives only', hardOnly),
    figures('2-4 character scenes, per character', evaluation.multis),
    castFigures('2-4 character scenes, whole cast', evaluation.casts),
  ];
}

const percent = (value: number) => (Number.isNaN(value) ? '-' : `${(value * 100).toFixed(1)}%`);

export function formatFigures(rows: Figures[]): string {
  const header = ['', 'right', 'wrong', 'ROC AUC', ...THRESHOLDS.map((t) => `pass at ${t.toFixed(2)} right / wrong`)];
  const cells = rows.map((row) => [row.label, String(row.right), String(row.wrong), Number.isNaN(row.auc) ? '-' : row.auc.toFixed(4), ...row.pass.map((p) => `${percent(p.right)} / ${percent(p.wrong)}`)]);
  return markdownTable(header, cells);
}
