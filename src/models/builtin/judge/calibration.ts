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
  single: [-32.11, 2.4661, 7.138, 3.0678, 3.7415, 0.0805, 0.2713, -6.0208, 3.4613, 4.4644, 1.5589, 1.5689, 1.2764, -1.319, 0.5656, 6.4687, -1.8176, 3.6833, 9.7802, -0.34, 2.5534],
  crowd: [-21.8862, 2.0309, 2.5265, -1.8866, 1.4958, 0.0586, 1.2418, -1.5607, 1.7364, 0.8826, 0.628, -1.5928, 8.9836, -1.6645, 0.8143, 3.0298, 0.0699, 1.4847, 3.8183, 0.4129, 1.6534],
};

export type CalibrationWeights = number[];

/** The comparison's findings in the order of the weights after the intercept. */
export function calibrationInputs(features: MatchFeatures): number[] {
  return [
    ...[features.agreement, features.strict, features.spill, features.edges, features.flat, features.recall, features.spillAbs, features.recallMean, features.visible],
    ...[features.head, features.outlineFill, features.checked, features.size, features.headPlacedMean, features.placedMean, features.headPlaced, features.placed, features.checkedColours],
    ...[features.headMainPlaced, features.mainPlaced],
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
