import assert from 'node:assert/strict';
import { fitLogistic, shiftHeldOut } from '../../bench/judge/calibrate';
import { logistic } from '../../src/models/builtin/judge/calibration';
import { createRng } from '../../src/models/builtin/illustrator/rng';

/**
 * Two findings per pair: right pairs around 5.8, wrong ones around 5.3, spread so that the classes overlap a little.
 * Far from zero, the intercept carries most of the log-odds, and weights fitted on half the pairs differ from the
 * whole fit enough that an intercept taken from them whole is far off (it let every wrong pair pass here).
 */
function pairs(count: number) {
  const rng = createRng(7, 'calibration-test');
  return Array.from({ length: count }, (_, i) => {
    const same = i % 2 === 0;
    const centre = same ? 5.8 : 5.3;
    return { inputs: [centre + rng.range(-0.3, 0.3), centre + rng.range(-0.3, 0.3)], same, partial: false, scene: `scene-${i % 97}` };
  });
}

describe('judge calibration: the held-out intercept', () => {
  it('lets few held-out wrong pairs reach the default min_score without failing most right ones', () => {
    const samples = pairs(800);
    const shifted = shiftHeldOut(fitLogistic(samples), samples, 0.95, 1e-3);
    const passing = (same: boolean) => samples.filter((s) => s.same === same && Math.round(100 * logistic(shifted, s.inputs)) >= 95).length / samples.filter((s) => s.same === same).length;
    assert.ok(passing(false) <= 0.02, `wrong pass ${passing(false)}`);
    assert.ok(passing(true) >= 0.5, `right pass ${passing(true)}`);
  });
});
