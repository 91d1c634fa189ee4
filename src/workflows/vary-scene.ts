// varyScene: `count` near-clones of a scene in parallel, each changing only one dimension; failed variants are refunded.
import { defineQuery, setHandler, workflowInfo } from '@temporalio/workflow';
import type { SceneSpec } from '../temporal/contracts/payloads';
import { creditOperation } from '../temporal/contracts/names';
import { bookkeeping } from './activities';
import { attemptSeed, attemptUntilPassing } from './attempts';
import { imageRecord } from './records';
import { publishStatus } from './status';

export interface VarySceneInput {
  userId: string;
  sourceImageId: string;
  characterId: string;
  /** One pre-chosen image id per variant. */
  variantIds: string[];
  spec: SceneSpec;
  baseSeed: number;
  /** Credits per variant. */
  unitCost: number;
}

export interface DeliveredVariant {
  delivered: true;
  imageId: string;
  imageKey: string;
  consistencyScore: number;
}

export interface FailedVariant {
  delivered: false;
  imageId: string;
  error: string;
}

export type VariantOutcome = DeliveredVariant | FailedVariant;

export interface VaryProgress {
  requested: number;
  generated: number;
  failed: number;
}

export const varyProgressQuery = defineQuery<VaryProgress>('progress');

export async function varyScene(input: VarySceneInput): Promise<VariantOutcome[]> {
  const progress: VaryProgress = { requested: input.variantIds.length, generated: 0, failed: 0 };
  setHandler(varyProgressQuery, () => progress);
  const operationId = creditOperation.fromWorkflowId(workflowInfo().workflowId);
  const cost = input.unitCost * input.variantIds.length;
  await bookkeeping.reserveCredits({ userId: input.userId, operationId, amount: cost, description: `vary ${input.sourceImageId}` });
  publishStatus('generating');

  const generateVariant = async (imageId: string, index: number): Promise<VariantOutcome> => {
    const policy = { maxAttempts: 1, minScore: 0, requireAllCharacters: false };
    const outcome = await attemptUntilPassing(input.spec, policy, attemptSeed(input.baseSeed, index));
    const chosen = outcome.chosen;
    if (!chosen) {
      await bookkeeping.refundCredits({ userId: input.userId, operationId, unit: index, amount: input.unitCost, description: 'variant failed' });
      progress.failed += 1;
      return { delivered: false, imageId, error: outcome.errors.at(-1) ?? 'the image model failed' };
    }
    const owner = { id: imageId, userId: input.userId, kind: 'variant' as const, characterId: input.characterId, sourceImageId: input.sourceImageId };
    await bookkeeping.recordGeneratedImage(imageRecord(owner, input.spec, chosen, outcome.attempts));
    progress.generated += 1;
    return { delivered: true, imageId, imageKey: chosen.image.imageKey, consistencyScore: chosen.consistencyScore };
  };

  const outcomes = await Promise.all(input.variantIds.map(generateVariant));
  publishStatus(progress.failed === 0 ? 'completed' : progress.generated === 0 ? 'failed' : 'completed_with_failures');
  return outcomes;
}
