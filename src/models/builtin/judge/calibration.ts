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
  single: [-32.5916, 8.7567, 6.3363, 4.3494, 3.7116, 0.3506, -0.4079, -3.9053, 8.5303, 2.8963, 3.072, -2.2109, 6.9382, 0.8841],
  crowd: [-41.048, 4.6813, 4.1457, -1.9733, 0.8446, -0.7245, 1.6293, -2.6606, 2.8789, 4.6737, 1.8211, -2.1015, 28.9184, 0.8353],
};

export type CalibrationWeights = number[];

/** The comparison's findings in the order of the weights after the intercept. */
export function calibrationInputs(features: MatchFeatures): number[] {
  return [features.agreement, features.strict, features.spill, features.edges, features.flat, features.recall, features.spillAbs, features.recallMean, features.visible, features.head, features.outlineFill, features.checked, features.size];
}

export function logistic(weights: CalibrationWeights, inputs: number[]): number {
  const z = inputs.reduce((sum, value, i) => sum + weights[i + 1] * value, weights[0]);
  return 1 / (1 + Math.exp(-z));
}

/** 0-100: how sure the judge is that the figure is the character. */
export function calibratedScore(features: MatchFeatures, crowd: boolean): number {
  return Math.round(100 * logistic(crowd ? CALIBRATION.crowd : CALIBRATION.single, calibrationInputs(features)));
}
