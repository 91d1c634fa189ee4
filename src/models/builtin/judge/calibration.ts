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
  single: [-34.5613, 4.1642, 8.7886, 2.8779, 4.3364, 0.2943, 0.1843, 3.2795, 4.5813, 3.3113, 1.244, 0.7176, 2.2175, -0.7341, -1.2353, 6.956, -1.2842, 3.5442, 10.4304],
  crowd: [-19.0572, 3.0954, 2.9419, -0.4112, 1.235, -0.0789, 1.6236, -1.3536, 2.576, 0.5544, 0.1479, -1.0935, 6.3496, -1.1898, 0.7292, 3.0687, 0.1924, 1.4971, 4.8134],
};

export type CalibrationWeights = number[];

/** The comparison's findings in the order of the weights after the intercept. */
export function calibrationInputs(features: MatchFeatures): number[] {
  return [
    ...[features.agreement, features.strict, features.spill, features.edges, features.flat, features.recall, features.spillAbs, features.recallMean, features.visible],
    ...[features.head, features.outlineFill, features.checked, features.size, features.headPlacedMean, features.placedMean, features.headPlaced, features.placed, features.checkedColours],
  ];
}

export function logistic(weights: CalibrationWeights, inputs: number[]): number {
  const z = inputs.reduce((sum, value, i) => sum + weights[i + 1] * value, weights[0]);
  return 1 / (1 + Math.exp(-z));
}

/** 0-100: how sure the judge is that the figure is the character. */
export function calibratedScore(features: MatchFeatures, crowd: boolean): number {
  return Math.round(100 * logistic(crowd ? CALIBRATION.crowd : CALIBRATION.single, calibrationInputs(features)));
}
