// The retry loop of every generation: render + score until an attempt passes or attempts run out.
import { ApplicationFailure, CancellationScope, isCancellation, log } from '@temporalio/workflow';
import type { ScoreResult } from '../models/types';
import type { AttemptPolicy, AttemptsOutcome, ChosenAttempt, RenderedImage, ResolvedScene } from '../temporal/contracts/payloads';
import { bookkeeping, modelCalls } from './activities';
import { FAILURE_TYPES } from '../temporal/contracts/names';
import { failureText, isRefusal, isRejection } from './failures';
import { type Slots, SlotsClosed } from './lanes';
import { ATTEMPT_SEED_STEP, stepSeed } from './seeds';

/** The delivered score: with both a character and a brand, the lower of the two (both must hold). */
export function consistencyScore(score: ScoreResult): number {
  const characterAverage = score.characterScores.length
    ? Math.round(score.characterScores.reduce((sum, entry) => sum + entry.score, 0) / score.characterScores.length)
    : undefined;
  const parts = [characterAverage, score.brandScore].filter((value): value is number => value !== undefined);
  return parts.length ? Math.min(...parts) : score.score;
}

function passes(score: ScoreResult, consistency: number, scene: ResolvedScene, policy: AttemptPolicy): boolean {
  const everyoneFound = !policy.requireAllCharacters || score.foundCharacters >= scene.characters.length;
  const everyPoseMatched = !score.poses?.some((pose) => !pose.matched);
  return everyoneFound && everyPoseMatched && consistency >= Math.round(policy.minScore * 100);
}

function isBetter(candidate: ChosenAttempt, current: ChosenAttempt | undefined): boolean {
  if (!current) return true;
  if (candidate.passed !== current.passed) return candidate.passed;
  return candidate.consistencyScore > current.consistencyScore;
}

/** Deletes an attempt's file that will not be delivered; a file left behind costs storage, never credits. */
export async function discardImage(imageKey: string): Promise<void> {
  try {
    await bookkeeping.discardImage({ imageKey });
  } catch (error) {
    log.warn('An undelivered image could not be deleted', { imageKey, error: failureText(error) });
  }
}

export interface AttemptHooks {
  onAttempt?(attempt: number, best: ChosenAttempt | undefined): void;
  folder?: 'scenes' | 'panels';
  /** The run's model slots, held around each render (a fanned-out run's bounded parallelism). */
  slots?: Slots;
}

interface AttemptResult {
  candidate?: ChosenAttempt;
  error?: string;
  rejected: boolean;
  refused?: boolean;
}

function failedAttempt(step: string, error: unknown): AttemptResult {
  return { error: `${step}: ${failureText(error)}`, rejected: isRejection(error), refused: isRefusal(error) };
}

/**
 * One attempt: render, then score. A failure of either is a failed attempt with its reason, never a failed run;
 * a cancellation, or slots closed by another item's failure, is not a failed attempt: it ends the loop.
 */
async function attempt(scene: ResolvedScene, policy: AttemptPolicy, seed: number, hooks: AttemptHooks): Promise<AttemptResult> {
  let image: RenderedImage;
  try {
    const render = () => modelCalls.renderScene({ scene, seed, folder: hooks.folder });
    image = await (hooks.slots ? hooks.slots.use(render) : render());
  } catch (error) {
    if (isCancellation(error) || error instanceof SlotsClosed) throw error;
    return failedAttempt('image model', error);
  }
  try {
    const drawn = scene.poses?.some(Boolean) ? { layout: image.layout, width: image.width, height: image.height } : {};
    const score = await modelCalls.scoreImage({ imageKey: image.imageKey, scene, plan: image.plan, ...drawn });
    const consistency = consistencyScore(score);
    return { candidate: { image, seed, score, consistencyScore: consistency, passed: passes(score, consistency, scene, policy) }, rejected: false };
  } catch (error) {
    await CancellationScope.nonCancellable(() => discardImage(image.imageKey));
    if (isCancellation(error)) throw error;
    return failedAttempt('consistency judge', error);
  }
}

/**
 * Renders and scores up to policy.maxAttempts times, stopping at the first attempt that passes and keeping the best
 * one; the files of the others are deleted. A refusal by the model or the judge stops at once: asking again the
 * same way cannot help.
 */
export async function attemptUntilPassing(scene: ResolvedScene, policy: AttemptPolicy, baseSeed: number, hooks: AttemptHooks = {}): Promise<AttemptsOutcome> {
  let chosen: ChosenAttempt | undefined;
  const errors: string[] = [];
  let attempts = 0;
  let refused = false;
  while (attempts < policy.maxAttempts && !chosen?.passed) {
    const result = await attempt(scene, policy, stepSeed(baseSeed, attempts, ATTEMPT_SEED_STEP), hooks);
    attempts += 1;
    if (result.candidate && isBetter(result.candidate, chosen)) {
      if (chosen) await discardImage(chosen.image.imageKey);
      chosen = result.candidate;
    } else if (result.candidate) {
      await discardImage(result.candidate.image.imageKey);
    }
    if (result.error) errors.push(result.error);
    hooks.onAttempt?.(attempts, chosen);
    refused = result.refused ?? false;
    if (result.rejected) break;
  }
  return { chosen, attempts, errors, ...(refused && !chosen ? { refused } : {}) };
}

/** Why a unit got no image, for the caller and the refund's ledger line. */
export function noImageReason(outcome: AttemptsOutcome): string {
  const last = outcome.errors.at(-1) ?? 'unknown error';
  // Callers end the reason with a sentence of their own: the error's final full stop would double theirs.
  return outcome.refused ? `it was refused (${last})` : `every attempt failed (${outcome.attempts}): ${last.replace(/\.+$/, '')}`;
}

/** The HTTP status of a unit that got no image: 422 when a provider refused the request (decisions.md), else 502. */
export function noImageStatus(outcome: AttemptsOutcome): number {
  return outcome.refused ? 422 : 502;
}

/** How a one-image run ends without its image: ContentRefused (422) or ModelFailed (502), with the reason. */
export function noImageFailure(what: string, outcome: AttemptsOutcome): ApplicationFailure {
  const type = outcome.refused ? FAILURE_TYPES.contentRefused : FAILURE_TYPES.modelFailed;
  return ApplicationFailure.nonRetryable(`${what} could not be made: ${noImageReason(outcome)}. Your credit was refunded.`, type);
}
