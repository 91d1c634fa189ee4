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
  single: [-34.8337, 4.2045, 8.9716, 2.5141, 4.5192, 0.0193, 0.0536, 3.072, 4.5836, 3.4905, 1.3286, 0.8658, 2.2307, -0.8685, -1.2029, 6.8307, -1.3167, 3.7696, 10.5405],
  crowd: [-14.4562, 3.189, 3.218, 0.5355, 0.4201, 0.2343, 1.5533, -1.4114, 2.4175, 0.8845, 0.3738, -1.4161, 3.1613, -0.9127, 0.1742, 3.1211, 0.025, 1.4915, 3.8575],
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
