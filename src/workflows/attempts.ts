// The retry loop of every generation: render + score until an attempt passes or attempts run out.
import { ActivityFailure, ApplicationFailure } from '@temporalio/workflow';
import type { ScoreResult } from '../models/types';
import type { AttemptPolicy, AttemptsOutcome, ChosenAttempt, SceneSpec } from '../temporal/contracts/payloads';
import { bookkeeping, modelCalls } from './activities';
import { FAILURE_TYPES } from '../temporal/contracts/names';

const SEED_STEP = 7919;
const SEED_MODULUS = 2_147_483_647;

export function attemptSeed(baseSeed: number, attempt: number): number {
  return (baseSeed + attempt * SEED_STEP) % SEED_MODULUS;
}

/** The delivered score: with both a character and a brand, the lower of the two (both must hold). */
export function consistencyScore(score: ScoreResult): number {
  const characterAverage = score.characterScores.length
    ? Math.round(score.characterScores.reduce((sum, entry) => sum + entry.score, 0) / score.characterScores.length)
    : undefined;
  const parts = [characterAverage, score.brandScore].filter((value): value is number => value !== undefined);
  return parts.length ? Math.min(...parts) : score.score;
}

function passes(score: ScoreResult, consistency: number, spec: SceneSpec, policy: AttemptPolicy): boolean {
  const everyoneFound = !policy.requireAllCharacters || score.foundCharacters >= spec.characters.length;
  return everyoneFound && consistency >= Math.round(policy.minScore * 100);
}

function isBetter(candidate: ChosenAttempt, current: ChosenAttempt | undefined): boolean {
  if (!current) return true;
  if (candidate.passed !== current.passed) return candidate.passed;
  return candidate.consistencyScore > current.consistencyScore;
}

function failureMessage(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

function isRejection(error: unknown): boolean {
  return error instanceof ActivityFailure && error.cause instanceof ApplicationFailure && error.cause.type === FAILURE_TYPES.modelRejected;
}

export interface AttemptHooks {
  onAttempt?(attempt: number, best: ChosenAttempt | undefined): void;
  folder?: 'scenes' | 'panels';
}

/**
 * Renders and scores up to policy.maxAttempts times, stopping at the first attempt that passes and
 * keeping the best one; the files of the others are deleted. A model rejection stops at once.
 */
export async function attemptUntilPassing(
  spec: SceneSpec,
  policy: AttemptPolicy,
  baseSeed: number,
  hooks: AttemptHooks = {},
): Promise<AttemptsOutcome> {
  let chosen: ChosenAttempt | undefined;
  const errors: string[] = [];
  let attempts = 0;
  while (attempts < policy.maxAttempts && !chosen?.passed) {
    const seed = attemptSeed(baseSeed, attempts);
    attempts += 1;
    let image;
    try {
      image = await modelCalls.renderScene({ spec, seed, folder: hooks.folder });
    } catch (error) {
      errors.push(failureMessage(error));
      if (isRejection(error)) break;
      continue;
    }
    const score = await modelCalls.scoreImage({ imageKey: image.imageKey, spec });
    const consistency = consistencyScore(score);
    const candidate = { image, seed, score, consistencyScore: consistency, passed: passes(score, consistency, spec, policy) };
    if (isBetter(candidate, chosen)) {
      if (chosen) await bookkeeping.discardImage({ imageKey: chosen.image.imageKey });
      chosen = candidate;
    } else {
      await bookkeeping.discardImage({ imageKey: candidate.image.imageKey });
    }
    hooks.onAttempt?.(attempts, chosen);
  }
  return { chosen, attempts, errors };
}
