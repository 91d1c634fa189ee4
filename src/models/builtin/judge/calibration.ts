import type { MatchFeatures } from './match';

/**
 * The score is the probability that the figure is the character, from a logistic model over what the comparison
 * found. Its weights are fitted on the tuning split of the judge evaluation only (`npm run judge-calibrate` prints
 * this table) with right and wrong pairs weighing the same, so a score of 95 means the findings are 19 times likelier
 * for the right character than for a wrong one; the intercept may then rise (never fall) until 0.75 % of the tuning
 * split's wrong pairs reach the default min_score. Scenes with several characters get their own weights: their
 * figures are smaller and stand close together. Inputs: intercept, then calibrationInputs in order.
 */
export const CALIBRATION = {
  single: [-28.2243, 8.8679, 6.2991, 4.281, 5.1377, 0.3241, -0.4325, -6.8652, 8.7301, 3.6912, 3.2064],
  crowd: [-35.2217, 12.3315, 3.7915, 2.4991, 2.8073, -0.9582, -0.6139, -11.9287, 4.4923, 17.4281, 2.0385],
};

export type CalibrationWeights = number[];

/** The comparison's findings in the order of the weights after the intercept. */
export function calibrationInputs(features: MatchFeatures): number[] {
  return [features.agreement, features.strict, features.spill, features.edges, features.flat, features.recall, features.spillAbs, features.recallMean, features.visible, features.head];
}

export function logistic(weights: CalibrationWeights, inputs: number[]): number {
  const z = inputs.reduce((sum, value, i) => sum + weights[i + 1] * value, weights[0]);
  return 1 / (1 + Math.exp(-z));
}

/** 0-100: how sure the judge is that the figure is the character. */
export function calibratedScore(features: MatchFeatures, crowd: boolean): number {
  return Math.round(100 * logistic(crowd ? CALIBRATION.crowd : CALIBRATION.single, calibrationInputs(features)));
}
