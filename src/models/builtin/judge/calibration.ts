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
  single: [-34.8499, 4.2063, 8.9717, 2.5113, 4.5139, 0.0181, 0.0527, 3.0699, 4.5869, 3.4923, 1.329, 0.8656, 2.2332, -0.8685, -1.2026, 6.8324, -1.3166, 3.7737, 10.5508],
  crowd: [-19.0793, 3.0807, 2.9915, -0.3468, 1.2257, -0.116, 1.6245, -1.3443, 2.5425, 0.5627, 0.172, -1.0866, 6.2336, -1.1211, 0.729, 3.0797, 0.171, 1.5089, 4.8172],
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
