// generateScene: reserve credits, attempt until the judge is satisfied, record the image; refund when no attempt produced one.
import { ApplicationFailure, defineQuery, setHandler, workflowInfo } from '@temporalio/workflow';
import type { GenerationKind } from '../entities/generated-image';
import type { AttemptPolicy, RenderedImage, SceneSpec } from '../temporal/contracts/payloads';
import type { ScoreResult } from '../models/types';
import { creditOperation, FAILURE_TYPES } from '../temporal/contracts/names';
import { localBookkeeping } from './activities';
import { attemptUntilPassing } from './attempts';
import { imageRecord } from './records';
import { publishStatus } from './status';

export interface GenerateSceneInput {
  imageId: string;
  userId: string;
  kind: Extract<GenerationKind, 'scene' | 'multi'>;
  /** Credits charged up front and refunded when no attempt produced an image. */
  cost: number;
  spec: SceneSpec;
  policy: AttemptPolicy;
  baseSeed: number;
  /** The character the scene is anchored on (single-character scenes). */
  characterId?: string;
  brandKitId?: string;
  cacheKey?: string;
}

export interface GenerateSceneOutput {
  imageId: string;
  image: RenderedImage;
  seed: number;
  score: ScoreResult;
  consistencyScore: number;
  attempts: number;
  passed: boolean;
}

export interface GenerateProgress {
  status: string;
  attempts: number;
  bestScore: number | null;
}

export const generateProgressQuery = defineQuery<GenerateProgress>('progress');

function setStatus(progress: GenerateProgress, status: string): void {
  progress.status = status;
  publishStatus(status);
}

export async function generateScene(input: GenerateSceneInput): Promise<GenerateSceneOutput> {
  const progress: GenerateProgress = { status: 'reserving', attempts: 0, bestScore: null };
  setHandler(generateProgressQuery, () => progress);
  const operationId = creditOperation.fromWorkflowId(workflowInfo().workflowId);

  await localBookkeeping.reserveCredits({ userId: input.userId, operationId, amount: input.cost, description: `${input.kind} ${input.imageId}` });
  setStatus(progress, 'generating');
  const outcome = await attemptUntilPassing(input.spec, input.policy, input.baseSeed, {
    onAttempt(attempt, best) {
      progress.attempts = attempt;
      progress.bestScore = best?.consistencyScore ?? null;
    },
  });

  const chosen = outcome.chosen;
  if (!chosen) {
    await localBookkeeping.refundCredits({ userId: input.userId, operationId, unit: 0, amount: input.cost, description: 'every attempt failed in the model' });
    setStatus(progress, 'failed');
    throw ApplicationFailure.nonRetryable(
      `The image model failed on every attempt (${outcome.attempts}): ${outcome.errors.at(-1) ?? 'unknown error'}. Your credit was refunded.`,
      FAILURE_TYPES.modelFailed,
    );
  }

  const owner = {
    id: input.imageId,
    userId: input.userId,
    kind: input.kind,
    characterId: input.characterId,
    brandKitId: input.brandKitId,
    cacheKey: input.cacheKey,
  };
  await localBookkeeping.recordGeneratedImage(imageRecord(owner, input.spec, chosen, outcome.attempts));
  setStatus(progress, 'completed');
  return {
    imageId: input.imageId,
    image: chosen.image,
    seed: chosen.seed,
    score: chosen.score,
    consistencyScore: chosen.consistencyScore,
    attempts: outcome.attempts,
    passed: chosen.passed,
  };
}
