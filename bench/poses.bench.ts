/**
 * The built-in illustrator on thirty held-out skeletons (bench/poses/held-out.ts): each drawn on a character of the
 * judge's evaluation split (default reference sheet) in a one-character prompt of the evaluation corpus, then judged as
 * generate judges its first attempt (min_score 0.95, and the figure in its pose). Reports PCK@0.2 of the torso over
 * every point compared (the body's 12 joints and the head), how many of the thirty the judge passes, and how many
 * wrong characters it passes on them (each picture judged as each of the other 29); beside them, how many it passes of
 * the same scenes drawn without the pose.
 * `npx ts-node --transpile-only bench/poses.bench.ts`; contact sheet in out/poses/held-out.png (POSES_DEBUG=1: each
 * picture beside it, and a line per skeleton).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LIMITS } from '../src/config/pricing';
import { createBuiltinIllustrator } from '../src/models/builtin/illustrator';
import { createBuiltinJudge } from '../src/models/builtin/judge';
import { createRng } from '../src/models/builtin/illustrator/rng';
import type { CharacterInput } from '../src/models/types';
import { checkPoses } from '../src/models/pose/check';
import { COMPARED_POINTS, inPixels, poseMatch } from '../src/poses/keypoints';
import { runStandalone, type BenchReport } from './harness';
import { castWithReferences } from './judge/first-attempt';
import { heldOutSkeletons } from './poses/held-out';
import { CORPUS } from './prompts/corpus';

const SIZE = 1024;
const OUT = path.join(__dirname, '..', 'out', 'poses');

/** `part` of `whole` as the rows say it: "86.7 % (26/30)". */
const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} % (${part}/${whole})`;

export async function posesBench(): Promise<BenchReport> {
  const rng = createRng(11, 'held-out-poses-bench');
  const skeletons = heldOutSkeletons();
  const cast = await castWithReferences('evaluation', skeletons.length, 'poses', rng);
  const prompts = CORPUS.evaluation.map((p) => p.text).filter((text) => text.includes('{A}') && !text.includes('{B}'));
  const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  const judge = createBuiltinJudge();
  let within = 0;
  let compared = 0;
  let passed = 0;
  let passedUnposed = 0;
  let wrongPairs = 0;
  let wrongPassed = 0;
  const minScore = Math.round(LIMITS.minScore.generate * 100);
  const byKind = new Map<string, { pck: number[]; passed: number }>();
  const tiles: Buffer[] = [];
  for (const [i, { kind, skeleton }] of skeletons.entries()) {
    const character = cast[i];
    const prompt = rng.pick(prompts).replaceAll('{A}', character.name);
    const seed = rng.int(1, 2_000_000_000);
    const result = await illustrator.render({ prompt, characters: [{ ...character, pose: skeleton }], seed, width: SIZE, height: SIZE });
    // The same prompt, character and seed without the pose: what the judge makes of the scene as generate draws it.
    const unposed = await illustrator.render({ prompt, characters: [character], seed, width: SIZE, height: SIZE });
    const unposedScore = await judge.score({ image: unposed.png, characters: [{ name: character.name, references: character.references, posture: unposed.plan?.characters[0]?.posture }] });
    if (unposedScore.characterScores[0].score >= minScore) passedUnposed += 1;
    const drawn = result.layout.characters[0]?.keypoints;
    const match = drawn ? poseMatch(inPixels(drawn, SIZE, SIZE), inPixels(skeleton, SIZE, SIZE)) : { pck: 0, missed: [] };
    within += Math.round(match.pck * COMPARED_POINTS);
    compared += COMPARED_POINTS;
    const posture = result.plan?.characters[0]?.posture;
    const scoreAs = (member: CharacterInput) => judge.score({ image: result.png, characters: [{ name: member.name, references: member.references, posture }] });
    const score = await scoreAs(character);
    // The same picture judged as every other character: what a judge made to pass more posed figures must not pass.
    for (const other of cast.filter((member) => member !== character)) {
      wrongPairs += 1;
      if ((await scoreAs(other)).characterScores[0].score >= minScore) wrongPassed += 1;
    }
    const posed = checkPoses([{ name: character.name, target: skeleton, drawn }], SIZE, SIZE).poses[0].matched;
    const ok = posed && score.characterScores[0].score >= minScore;
    if (ok) passed += 1;
    const entry = byKind.get(kind) ?? { pck: [], passed: 0 };
    entry.pck.push(match.pck);
    entry.passed += ok ? 1 : 0;
    byKind.set(kind, entry);
    tiles.push(await sharp(result.png).resize(256, 256).png().toBuffer());
    if (process.env.POSES_DEBUG) {
      fs.mkdirSync(OUT, { recursive: true });
      fs.writeFileSync(path.join(OUT, `${i}-${kind.replace(' ', '-')}.png`), result.png);
      fs.writeFileSync(path.join(OUT, `${i}-reference.png`), character.references[0]);
      console.log(i, kind, character.name, character.descriptor.species, character.descriptor.age, match.pck.toFixed(2), match.missed.join(','), score.characterScores[0].score, result.plan?.characters[0]?.posture, prompt, score.issues.join('; '));
    }
  }
  fs.mkdirSync(OUT, { recursive: true });
  const cols = 6;
  await sharp({ create: { width: cols * 256, height: Math.ceil(tiles.length / cols) * 256, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: (i % cols) * 256, top: Math.floor(i / cols) * 256 })))
    .png()
    .toFile(path.join(OUT, 'held-out.png'));
  const pck = within / compared;
  const passRate = passed / skeletons.length;
  const kinds = [...byKind].map(([kind, e]) => `${kind} ${Math.round((e.pck.reduce((s, v) => s + v, 0) / e.pck.length) * 100)} % (${e.passed}/${e.pck.length} passed)`);
  return {
    rows: [
      { name: `built-in on ${skeletons.length} held-out skeletons: PCK@0.2 of the torso`, figure: `${(pck * 100).toFixed(1)} % (${within}/${compared} points)`, target: '>= 90 %', met: pck >= 0.9 },
      { name: `built-in on ${skeletons.length} held-out skeletons: judge passes the first attempt`, figure: share(passed, skeletons.length), target: '>= 95 %', met: passRate >= 0.95 },
      { name: `the judge passes a wrong character on them (each picture against the ${skeletons.length - 1} others)`, figure: share(wrongPassed, wrongPairs), target: '<= 1 %', met: wrongPassed <= wrongPairs * 0.01 },
    ],
    details: [`the same prompts, characters and seeds without a pose: the judge passes ${share(passedUnposed, skeletons.length)}`, `poses by kind: ${kinds.join('; ')}`, `contact sheet: ${path.relative(process.cwd(), path.join(OUT, 'held-out.png'))}`],
  };
}

if (require.main === module) runStandalone(posesBench);
