import type { MatchFeatures } from './match';

/**
 * The score is the probability that the figure is the character, from a logistic model over what the comparison
 * found. Its weights are fitted on the tuning split of the judge evaluation only (`npm run judge-calibrate`, which
 * prints this table) with right and wrong pairs weighing the same, so a score of 95 means the comparison is 19 times
 * likelier for the right character than for a wrong one. Scenes with several characters get their own weights:
 * their figures are smaller and stand close together.
 */
export const CALIBRATION = {
  single: [-27.6862, 10.2892, 7.0558, 6.4826, 5.2737, 0.198, -0.4362, -7.8, 9.0518, 3.6433],
  crowd: [-36.5935, 13.8521, 3.8893, 4.3225, 3.5493, -0.1547, -0.6837, -12.0642, 4.5284, 18.0952],
};

export type CalibrationWeights = number[];

/** The comparison's findings in the order of the weights after the intercept. */
export function calibrationInputs(features: MatchFeatures): number[] {
  return [features.agreement, features.strict, features.spill, features.edges, features.flat, features.recall, features.spillAbs, features.recallMean, features.visible];
}

export function logistic(weights: CalibrationWeights, inputs: number[]): number {
  const z = inputs.reduce((sum, value, i) => sum + weights[i + 1] * value, weights[0]);
  return 1 / (1 + Math.exp(-z));
}

/** 0-100: how sure the judge is that the figure is the character. */
export function calibratedScore(features: MatchFeatures, crowd: boolean): number {
  return Math.round(100 * logistic(crowd ? CALIBRATION.crowd : CALIBRATION.single, calibrationInputs(features)));
}
