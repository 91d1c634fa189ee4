/**
 * The judge evaluation protocol, shared by `npm run judge-report` and the mocha floors
 * (test/models/judge-auc.test.ts). A split is a seeded cast (see cast.ts) with reference sheets drawn by the
 * built-in illustrator the way the product draws them, single-character scenes in three shots and 2-4 character
 * scenes; every scene is scored against its right character(s) and against wrong ones, hard negatives first.
 * Nothing in the judge is fitted on the evaluation split: calibration uses the tuning split only.
 */
import { DEFAULTS } from '../../src/config/pricing';
import { createBuiltinIllustrator } from '../../src/models/builtin/illustrator';
import { createRng, type Rng } from '../../src/models/builtin/illustrator/rng';
import type { CharacterInput, CharacterPlacement, ConsistencyJudge, ImageModel, JudgeCharacter, ScenePlan, ScoreResult } from '../../src/models/types';
import { CastMember, generateCast, Split } from './cast';
import { groupPrompt, scenePrompt } from './scenes';

export type Shot = 'closeup' | 'medium' | 'wide';
export const SHOTS: Shot[] = ['closeup', 'medium', 'wide'];
type ModelName = 'builtin-flat' | 'builtin-painterly';

/** Reference sheets users get: the default sheet, the two views test fixtures use, the library's three. */
const SHEETS: string[][] = [[...DEFAULTS.referenceLabels], ['front', 'three_quarter'], ['front', 'three_quarter', 'happy']];

export interface SplitPlan {
  families: number;
  loners: number;
  /** Wrong characters each single-character scene is also scored against, besides its hard negatives. */
  randomNegatives: number;
  multiScenes: number;
  /**
   * Another seeded stream of the split (its cast, sheets and scenes): a fresh sample of the evaluation split, blind
   * again after the split itself has been looked at (`npm run judge-report -- --stream NAME`).
   */
  stream?: string;
}

/**
 * The evaluation split: about 33 characters, 99 single and 100 multi-character scenes. A 1 % target needs hundreds
 * of wrong pairs to be measured at all (with 51, one pass is 2 % and none still allows 5.7 % at 95 % confidence).
 * Its scenes go through every pose, place and interaction the built-in illustrator draws (scenes.ts).
 */
export const EVALUATION_PLAN: SplitPlan = { families: 10, loners: 8, randomNegatives: 4, multiScenes: 100 };
/** The tuning split is larger: thresholds and weights are fitted on it. */
export const TUNING_PLAN: SplitPlan = { families: 24, loners: 16, randomNegatives: 4, multiScenes: 160 };

export const planOf = (split: Split): SplitPlan => (split === 'tuning' ? TUNING_PLAN : EVALUATION_PLAN);

export interface EvaluationCharacter extends CastMember {
  sheet: string[];
  sheetModel: ModelName;
  input: CharacterInput;
}

export interface SceneCase {
  id: string;
  prompt: string;
  png: Buffer;
  shot: Shot;
  model: ModelName;
  cast: EvaluationCharacter[];
  /** Where the image model drew each character (image pixels). */
  placements: CharacterPlacement[];
  /** What the illustrator drew: each character's posture and action. */
  plan?: ScenePlan;
}

export interface SplitData {
  split: Split;
  characters: EvaluationCharacter[];
  singles: SceneCase[];
  multis: SceneCase[];
}

export interface ScoredPair {
  scene: SceneCase;
  /** The character the judge was asked about. */
  candidate: EvaluationCharacter;
  /** The character actually drawn (for a wrong pair: the one the candidate stands in for). */
  drawn: EvaluationCharacter;
  same: boolean;
  /** A wrong pair whose characters belong to one family (share hair, top, or species and colour). */
  hard: boolean;
  score: number;
  result: ScoreResult;
  /** Wall time of the judge call that produced the score. */
  ms: number;
}

/** What a user of generate-multi sees: the whole cast right, or one member swapped for a wrong character. */
export interface CastOutcome {
  scene: SceneCase;
  same: boolean;
  /** Mean character score, as the product computes the consistency score. */
  consistency: number;
  everyoneFound: boolean;
}

export interface Evaluation {
  split: Split;
  singles: ScoredPair[];
  multis: ScoredPair[];
  casts: CastOutcome[];
}

const models = new Map<ModelName, ImageModel>();
function model(name: ModelName): ImageModel {
  let found = models.get(name);
  if (!found) {
    found = createBuiltinIllustrator({ name, rendering: name === 'builtin-flat' ? 'flat' : 'painterly' });
    models.set(name, found);
  }
  return found;
}

const otherModel = (name: ModelName): ModelName => (name === 'builtin-flat' ? 'builtin-painterly' : 'builtin-flat');

/** Reference views in the order the product hands them to the judge (views by priority, then moods). */
async function drawSheet(member: CastMember, rng: Rng): Promise<EvaluationCharacter> {
  const sheet = rng.pick(SHEETS);
  const sheetModel: ModelName = rng.next() < 0.8 ? 'builtin-flat' : 'builtin-painterly';
  const input: CharacterInput = { name: member.name, description: member.description, descriptor: member.descriptor, references: [] };
  input.references = await Promise.all(sheet.map(async (label, i) => (await model(sheetModel).renderReference({ character: input, label, seed: i })).png));
  return { ...member, sheet, sheetModel, input };
}

async function drawScene(id: string, prompt: string, cast: EvaluationCharacter[], shot: Shot, modelName: ModelName, seed: number): Promise<SceneCase> {
  const { png, layout, plan } = await model(modelName).render({ prompt, characters: cast.map((c) => c.input), shot, seed });
  return { id, prompt, png, shot, model: modelName, cast, placements: layout.characters, plan };
}

function sceneModel(rng: Rng, character: EvaluationCharacter): ModelName {
  return rng.next() < 0.8 ? character.sheetModel : otherModel(character.sheetModel);
}

/** 2-4 characters; two in five scenes put two of one family side by side. */
function multiCast(rng: Rng, characters: EvaluationCharacter[]): EvaluationCharacter[] {
  const size = rng.int(2, 4);
  const chosen: EvaluationCharacter[] = [];
  if (rng.next() < 0.4) {
    const families = [...new Set(characters.filter((c) => c.shares).map((c) => c.family))];
    const family = rng.pick(families);
    chosen.push(...characters.filter((c) => c.family === family).slice(0, 2));
  }
  while (chosen.length < size) {
    const next = rng.pick(characters);
    if (!chosen.includes(next)) chosen.push(next);
  }
  return chosen;
}

/** Draws the split: sheets, three single-character scenes per character (one per shot), group scenes. */
export async function drawSplit(split: Split, plan: SplitPlan = planOf(split)): Promise<SplitData> {
  const rng = createRng(split === 'tuning' ? 11 : 22, `judge-split-${split}${plan.stream ?? ''}`);
  const cast = generateCast(split, plan);
  const characters: EvaluationCharacter[] = [];
  for (const member of cast) characters.push(await drawSheet(member, rng));
  const singles: SceneCase[] = [];
  for (const character of characters) {
    for (const shot of SHOTS) {
      const id = `${character.name}-${shot}`;
      singles.push(await drawScene(id, scenePrompt(rng, character.name, singles.length), [character], shot, sceneModel(rng, character), rng.int(1, 1_000_000)));
    }
  }
  const multis: SceneCase[] = [];
  for (let i = 0; i < plan.multiScenes; i += 1) {
    const group = multiCast(rng, characters);
    const id = `group${i + 1}-${group.map((c) => c.name).join('-')}`;
    multis.push(await drawScene(id, groupPrompt(rng, group.map((c) => c.name), i), group, 'wide', sceneModel(rng, group[0]), rng.int(1, 1_000_000)));
  }
  return { split, characters, singles, multis };
}

/** A character as generate asks the judge about it: with the posture the image model drew its place in the scene in. */
const asJudged = (character: EvaluationCharacter, scene: SceneCase, place: number): JudgeCharacter => ({
  name: character.name,
  references: character.input.references,
  posture: scene.plan?.characters[place]?.posture,
});

/** Hard negatives (the family) first, then `count` others, none of them in `exclude`. */
function wrongCharacters(rng: Rng, characters: EvaluationCharacter[], drawn: EvaluationCharacter, exclude: EvaluationCharacter[], count: number): EvaluationCharacter[] {
  const family = characters.filter((c) => c.family === drawn.family && !exclude.includes(c));
  const others = characters.filter((c) => c.family !== drawn.family && !exclude.includes(c));
  const picked: EvaluationCharacter[] = [];
  while (picked.length < Math.min(count, others.length)) {
    const next = rng.pick(others);
    if (!picked.includes(next)) picked.push(next);
  }
  return [...family, ...picked];
}

async function scoreSingles(judge: ConsistencyJudge, data: SplitData, plan: SplitPlan, rng: Rng): Promise<ScoredPair[]> {
  const pairs: ScoredPair[] = [];
  for (const scene of data.singles) {
    const drawn = scene.cast[0];
    for (const candidate of [drawn, ...wrongCharacters(rng, data.characters, drawn, [drawn], plan.randomNegatives)]) {
      const started = performance.now();
      const result = await judge.score({ image: scene.png, characters: [asJudged(candidate, scene, 0)] });
      const ms = performance.now() - started;
      pairs.push({ scene, candidate, drawn, same: candidate === drawn, hard: candidate !== drawn && candidate.family === drawn.family, score: result.characterScores[0].score, result, ms });
    }
  }
  return pairs;
}

function castOutcome(scene: SceneCase, same: boolean, result: ScoreResult): CastOutcome {
  const scores = result.characterScores.map((entry) => entry.score);
  const consistency = Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
  return { scene, same, consistency, everyoneFound: result.foundCharacters >= scores.length };
}

/** The right cast once; then each member in turn swapped for a wrong character (a hard negative when there is one). */
async function scoreMultis(judge: ConsistencyJudge, data: SplitData, rng: Rng): Promise<{ pairs: ScoredPair[]; casts: CastOutcome[] }> {
  const pairs: ScoredPair[] = [];
  const casts: CastOutcome[] = [];
  for (const scene of data.multis) {
    const timed = async (characters: EvaluationCharacter[]) => {
      const started = performance.now();
      const result = await judge.score({ image: scene.png, characters: characters.map((character, place) => asJudged(character, scene, place)) });
      return { result, ms: (performance.now() - started) / characters.length };
    };
    const right = await timed(scene.cast);
    casts.push(castOutcome(scene, true, right.result));
    scene.cast.forEach((drawn, i) => pairs.push({ scene, candidate: drawn, drawn, same: true, hard: false, score: right.result.characterScores[i].score, ...right }));
    for (const [i, drawn] of scene.cast.entries()) {
      const [wrong] = wrongCharacters(rng, data.characters, drawn, scene.cast, 1);
      const swapped = scene.cast.map((c, j) => (j === i ? wrong : c));
      const judged = await timed(swapped);
      casts.push(castOutcome(scene, false, judged.result));
      pairs.push({ scene, candidate: wrong, drawn, same: false, hard: wrong.family === drawn.family, score: judged.result.characterScores[i].score, ...judged });
    }
  }
  return { pairs, casts };
}

/** Scores a drawn split with a judge. Deterministic: the same split and judge give the same figures. */
export async function evaluate(judge: ConsistencyJudge, data: SplitData, plan: SplitPlan = planOf(data.split)): Promise<Evaluation> {
  const rng = createRng(data.split === 'tuning' ? 33 : 44, `judge-negatives-${data.split}`);
  const singles = await scoreSingles(judge, data, plan, rng);
  const { pairs: multis, casts } = await scoreMultis(judge, data, rng);
  return { split: data.split, singles, multis, casts };
}
