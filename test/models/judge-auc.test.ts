import assert from 'node:assert/strict';
import { drawSplit, evaluate, type Evaluation } from '../../bench/judge/evaluation';
import { figures, passRate } from '../../bench/judge/metrics';
import { createBuiltinJudge } from '../../src/models/builtin/judge';

/**
 * The built-in judge on the evaluation split of `npm run judge-report`: a seeded cast it was never tuned or
 * calibrated on, with hard negatives (characters sharing hair, top, or species and colour). The floors sit a little
 * under the measured figures (docs/explanation/judge.md), so a change that makes the judge worse fails here.
 */
const FLOORS = {
  /**
   * Measured 0.9933 overall (99 single-character and 100 group scenes through every pose, place and interaction), 0.9981
   * on close-ups; the target is 0.99. It was 0.9916 before candidates lying apart were searched, group characters drawn
   * jumping or dancing got their best-scoring figure and those sharing a sofa or a bench sat side by side, 0.9919 before a lone character drawn seated, riding or swimming was compared
   * by its upper body as if whole, 0.9911 before one-colour matches ranked last and swimmers were lifted to
   * one water line, 0.9921 before the group part-figure intercept went down by the rule applied
   * to three tuning samples, 0.9909 before a lone character drawn standing ranked part-figure matches
   * lower, 0.9883 before group characters drawn with their legs hidden got their best-scoring figure, 0.9900 (0.9987) before figures lying in bed were looked for by their upper body and the
   * part-figure weights were fitted again, 0.9859 before the upside-down views.
   */
  auc: 0.989,
  closeupAuc: 0.995,
  /**
   * Right single-character renders passing the default min_score 0.95 (measured 96.0 % since a lone character drawn
   * seated, riding or swimming is compared by its upper body as if whole, 94.9 % since one-colour matches rank last,
   * 93.9 % since passengers on a train sit, 94.9 % before, 93.9 % before that; the target is 95 %), and wrong characters passing it (1.0 %, 5 of 516, since
   * seated lone characters are compared by their upper body; 0.6 % before, 0.8 % before that; 1.4 % before a lone character drawn standing ranked
   * part-figure matches lower, 1.2 % before a lone figure lying down ranked higher, 0.6 % before the part-figure weights
   * were fitted again; the target is at most 1 %).
   */
  singleRightAt95: 0.94,
  singleWrongAt95: 0.012,
  /**
   * Per character in 2-4 character scenes at the default 0.90: measured 93.1 % right (271 of 291; the target is 93 %)
   * and 0.7 % wrong (2 of 291; the target is at most 1 %); 91.8 % before those sharing a sofa or a bench sat side by
   * side and group characters drawn jumping or dancing got their best-scoring figure; 91.4 % before swimmers were lifted to one water line. Before the group part-figure intercept went down by the rule applied
   * to three tuning samples: 91.8 % and 4 of 291; before group characters drawn with their legs hidden got their
   * best-scoring figure: 85.9 % and 3 of 291; before that 84.9 % and 3 of 291.
   */
  crowdRightAt90: 0.92,
  crowdWrongAt90: 0.01,
};

const scoresOf = (pairs: Evaluation['singles'], same: boolean) => pairs.filter((pair) => pair.same === same).map((pair) => pair.score);

describe('built-in judge on the evaluation split', function () {
  this.timeout(600_000);
  let evaluation: Evaluation;

  before(async () => {
    evaluation = await evaluate(createBuiltinJudge(), await drawSplit('evaluation'));
  });

  it(`ranks right characters above wrong ones (ROC AUC >= ${FLOORS.auc}, close-ups >= ${FLOORS.closeupAuc})`, () => {
    const all = figures('all', [...evaluation.singles, ...evaluation.multis]).auc;
    const closeups = figures('close-ups', evaluation.singles.filter((pair) => pair.scene.shot === 'closeup')).auc;
    console.log(`      ROC AUC ${all.toFixed(4)} overall, ${closeups.toFixed(4)} on close-ups`);
    assert.ok(all >= FLOORS.auc, `ROC AUC ${all}`);
    assert.ok(closeups >= FLOORS.closeupAuc, `close-up ROC AUC ${closeups}`);
  });

  it('passes right single-character renders and rejects wrong characters at the default min_score 0.95', () => {
    const right = passRate(scoresOf(evaluation.singles, true), 0.95);
    const wrong = passRate(scoresOf(evaluation.singles, false), 0.95);
    console.log(`      at 0.95: ${(right * 100).toFixed(1)}% right, ${(wrong * 100).toFixed(1)}% wrong pass`);
    assert.ok(right >= FLOORS.singleRightAt95, `right pass rate ${right}`);
    assert.ok(wrong <= FLOORS.singleWrongAt95, `wrong pass rate ${wrong}`);
  });

  it('tells each character of a 2-4 character scene from a wrong one at the default min_score 0.90', () => {
    const right = passRate(scoresOf(evaluation.multis, true), 0.9);
    const wrong = passRate(scoresOf(evaluation.multis, false), 0.9);
    console.log(`      at 0.90: ${(right * 100).toFixed(1)}% right, ${(wrong * 100).toFixed(1)}% wrong pass`);
    assert.ok(right >= FLOORS.crowdRightAt90, `right pass rate ${right}`);
    assert.ok(wrong <= FLOORS.crowdWrongAt90, `wrong pass rate ${wrong}`);
  });

  it('says why whenever a character scores below the default min_score 0.95', () => {
    const rejected = [...evaluation.singles, ...evaluation.multis].filter((pair) => pair.score < 95);
    const unexplained = rejected.filter((pair) => !pair.result.issues.some((issue) => issue.startsWith(pair.candidate.name)));
    assert.ok(rejected.length > 0);
    assert.deepEqual(unexplained.map((pair) => `${pair.candidate.name} in ${pair.scene.id}: ${pair.score}`), []);
  });
});
