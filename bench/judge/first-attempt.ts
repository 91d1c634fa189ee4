/**
 * How often a generate with the built-in models passes on its first attempt, measured the way the product runs
 * one: a random character's default reference sheet drawn by the default image model, then one scene of a random
 * prompt of the split's corpus (bench/prompts/corpus.ts: one character for generate, 2-4 for generate-multi)
 * with the request's defaults (generate: wide shot, min_score 0.95; generate-multi: min_score 0.90 and every
 * character found), scored by the built-in judge.
 */
import { DEFAULTS, LIMITS } from '../../src/config/pricing';
import { createBuiltinIllustrator } from '../../src/models/builtin/illustrator';
import { createRng, type Rng } from '../../src/models/builtin/illustrator/rng';
import type { CharacterInput, ConsistencyJudge, ScoreResult } from '../../src/models/types';
import { CORPUS } from '../prompts/corpus';
import { generateCast, type Split } from './cast';

export interface FirstAttempt {
  prompt: string;
  consistency: number;
  passed: boolean;
  result: ScoreResult;
}

export interface FirstAttemptRates {
  single: FirstAttempt[];
  multi: FirstAttempt[];
}

const SEED_STEP = 7919;
const LETTERS = ['A', 'B', 'C', 'D'];

function consistency(result: ScoreResult): number {
  const scores = result.characterScores.map((entry) => entry.score);
  return Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
}

/** `count` characters of the split, each with its default reference sheet drawn by the default image model. */
export async function castWithReferences(split: Split, count: number, stream: string, rng: Rng): Promise<CharacterInput[]> {
  const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  const cast: CharacterInput[] = [];
  for (const member of generateCast(split, { families: 0, loners: count, stream })) {
    const input: CharacterInput = { name: member.name, description: member.description, descriptor: member.descriptor, references: [] };
    const baseSeed = rng.int(1, 2_000_000_000);
    input.references = await Promise.all(DEFAULTS.referenceLabels.map(async (label, i) => (await illustrator.renderReference({ character: input, label, seed: baseSeed + i * SEED_STEP })).png));
    cast.push(input);
  }
  return cast;
}

export async function measureFirstAttempts(judge: ConsistencyJudge, characters: number, groups: number, split: Split = 'evaluation'): Promise<FirstAttemptRates> {
  const rng = createRng(5, 'judge-first-attempt');
  const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  const cast = await castWithReferences(split, characters, 'first-attempt', rng);
  const attempt = async (prompt: string, characters: CharacterInput[], minScore: number, requireAll: boolean): Promise<FirstAttempt> => {
    const { png, plan } = await illustrator.render({ prompt, characters, seed: rng.int(1, 2_000_000_000) });
    const result = await judge.score({ image: png, characters: characters.map((c, i) => ({ name: c.name, references: c.references, posture: plan?.characters[i]?.posture })) });
    const score = consistency(result);
    const found = !requireAll || result.foundCharacters >= characters.length;
    return { prompt, consistency: score, passed: found && score >= Math.round(minScore * 100), result };
  };
  const prompts = CORPUS[split].map((p) => ({ text: p.text, size: LETTERS.filter((letter) => p.text.includes(`{${letter}}`)).length }));
  const named = (text: string, group: CharacterInput[]) => LETTERS.reduce((t, letter, k) => t.replaceAll(`{${letter}}`, group[k]?.name ?? ''), text);
  const single: FirstAttempt[] = [];
  for (const character of cast) single.push(await attempt(named(rng.pick(prompts.filter((p) => p.size === 1)).text, [character]), [character], LIMITS.minScore.generate, false));
  const multi: FirstAttempt[] = [];
  for (let i = 0; i < groups; i += 1) {
    const prompt = rng.pick(prompts.filter((p) => p.size >= LIMITS.multiCharacters.min && p.size <= LIMITS.multiCharacters.max));
    const group: CharacterInput[] = [];
    while (group.length < prompt.size) {
      const next = rng.pick(cast);
      if (!group.includes(next)) group.push(next);
    }
    multi.push(await attempt(named(prompt.text, group), group, LIMITS.minScore.multi, true));
  }
  return { single, multi };
}
