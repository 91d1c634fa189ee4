/**
 * `npm run judge-report` (`-- --split tuning` for the tuning split, `-- --stream NAME` for a fresh sample of a
 * split): the built-in judge on a split it was never fitted on. Prints ROC AUC and pass rates (overall, per shot, 2-4
 * character scenes), the calibration table, the first-attempt pass rate of generate and generate-multi, each figure
 * beside its target, and writes the ten worst pairs as side-by-side PNGs to out/judge/.
 */
import path from 'node:path';
import { createBuiltinJudge } from '../../src/models/builtin/judge';
import { runStandalone, type BenchReport, type BenchRow } from '../harness';
import { percentile } from '../stats';
import { markdownTable } from '../table';
import type { Split } from './cast';
import { drawSplit, evaluate, planOf, type Evaluation } from './evaluation';
import { measureFirstAttempts, type FirstAttemptRates } from './first-attempt';
import { breakdown, figures, formatFigures, passRate, poseFigures, type Figures } from './metrics';
import { worstPairs, writeWorstPairs } from './worst-pairs';

const OUT = path.join(__dirname, '..', '..', 'out', 'judge');
const CALIBRATION_THRESHOLDS = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.98];
const FIRST_ATTEMPT_CHARACTERS = 40;
const FIRST_ATTEMPT_GROUPS = 20;

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function splitArgument(): Split {
  const at = process.argv.indexOf('--split');
  const value = at >= 0 ? process.argv[at + 1] : 'evaluation';
  if (value !== 'tuning' && value !== 'evaluation') throw new Error(`--split must be tuning or evaluation, not ${value}`);
  return value;
}

/** `--stream NAME`: a fresh sample of the split drawn from another seeded stream (see SplitPlan.stream). */
function streamArgument(): string | undefined {
  const at = process.argv.indexOf('--stream');
  return at >= 0 ? `-${process.argv[at + 1]}` : undefined;
}

/** Threshold -> pass rate of right and wrong characters, single-character scenes and per character in groups. */
export function calibrationTable(evaluation: Evaluation): string {
  const scores = (pairs: Evaluation['singles'], same: boolean) => pairs.filter((p) => p.same === same).map((p) => p.score);
  const cells = CALIBRATION_THRESHOLDS.map((threshold) => [
    `${threshold.toFixed(2)}`,
    percent(passRate(scores(evaluation.singles, true), threshold)),
    percent(passRate(scores(evaluation.singles, false), threshold)),
    percent(passRate(scores(evaluation.multis, true), threshold)),
    percent(passRate(scores(evaluation.multis, false), threshold)),
  ]);
  return markdownTable(['min_score', 'one character: right passes', 'wrong passes', '2-4 characters: right passes', 'wrong passes'], cells);
}

function row(name: string, value: number, target: string, met: boolean, format = (v: number) => v.toFixed(4)): BenchRow {
  return { name, figure: format(value), target, met };
}

function passAt(f: Figures, threshold: number) {
  return f.pass.find((p) => p.threshold === threshold) ?? { threshold, right: NaN, wrong: NaN };
}

function targetRows(evaluation: Evaluation, attempts: FirstAttemptRates): BenchRow[] {
  const single = figures('single', evaluation.singles);
  const closeups = figures('closeup', evaluation.singles.filter((p) => p.scene.shot === 'closeup'));
  const multi = figures('multi', evaluation.multis);
  const rate = (list: FirstAttemptRates['single']) => list.filter((a) => a.passed).length / list.length;
  const perPair = [...evaluation.singles, ...evaluation.multis].map((p) => p.ms);
  return [
    row('ROC AUC, all pairs', figures('all', [...evaluation.singles, ...evaluation.multis]).auc, '>= 0.99', figures('all', [...evaluation.singles, ...evaluation.multis]).auc >= 0.99),
    row('ROC AUC, close-ups', closeups.auc, '>= 0.97', closeups.auc >= 0.97),
    row('one character at 0.95: right passes', passAt(single, 0.95).right, '>= 95%', passAt(single, 0.95).right >= 0.95, percent),
    row('one character at 0.95: wrong passes', passAt(single, 0.95).wrong, '<= 1%', passAt(single, 0.95).wrong <= 0.01, percent),
    row('2-4 characters at 0.90: right passes', passAt(multi, 0.9).right, '>= 93%', passAt(multi, 0.9).right >= 0.93, percent),
    row('2-4 characters at 0.90: wrong passes', passAt(multi, 0.9).wrong, '<= 1%', passAt(multi, 0.9).wrong <= 0.01, percent),
    row('judge time per image-character pair', percentile(perPair, 50), 'p50 <= 30 ms', percentile(perPair, 50) <= 30, (v) => `p50 ${v.toFixed(1)} ms`),
    row(`generate passes first time (${attempts.single.length} characters)`, rate(attempts.single), '>= 95%', rate(attempts.single) >= 0.95, percent),
    row(`generate-multi passes first time (${attempts.multi.length} casts)`, rate(attempts.multi), '>= 95%', rate(attempts.multi) >= 0.95, percent),
  ];
}

async function report(): Promise<BenchReport> {
  const split = splitArgument();
  const judge = createBuiltinJudge();
  const stream = streamArgument();
  const data = await drawSplit(split, { ...planOf(split), stream });
  const evaluation = await evaluate(judge, data);
  console.log(`Split "${split}"${stream ? ` (stream ${stream.slice(1)})` : ''}: ${data.characters.length} characters, ${data.singles.length} single-character and ${data.multis.length} group scenes\n`);
  console.log(formatFigures(breakdown(evaluation)));
  console.log(`\nBy the pose of the drawn character (${split} split):\n${formatFigures(poseFigures(evaluation))}`);
  console.log(`\nCalibration (${split} split):\n${calibrationTable(evaluation)}\n`);

  const worst = worstPairs([...evaluation.singles, ...evaluation.multis], 10);
  const files = await writeWorstPairs(worst, path.join(OUT, split));
  console.log(`Ten worst pairs (out/judge/${split}/):`);
  worst.forEach((pair, i) => console.log(`  ${files[i]}\n     "${pair.scene.prompt}" (${pair.scene.model}); ${pair.result.reasoning} ${pair.result.issues.join('; ')}`));

  const attempts = await measureFirstAttempts(judge, FIRST_ATTEMPT_CHARACTERS, FIRST_ATTEMPT_GROUPS, split);
  const failed = [...attempts.single, ...attempts.multi].filter((a) => !a.passed);
  console.log(`\nFirst attempts that did not pass (${failed.length}):`);
  for (const attempt of failed) console.log(`  ${attempt.consistency} "${attempt.prompt}": ${attempt.result.issues.join('; ')}`);
  console.log('');
  return { rows: targetRows(evaluation, attempts), details: [] };
}

if (require.main === module) runStandalone(report);
