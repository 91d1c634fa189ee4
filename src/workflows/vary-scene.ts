// varyScene: `count` near-clones of a scene in parallel, each changing only one dimension; each variant is one
// charged unit, delivered or refunded.
import type { DeliveredVariant, VariantOutcome, VarySceneInput } from '../operations/vary';
import { laneBookkeeping } from './activities';
import { attemptUntilPassing, noImageReason, noImageStatus } from './attempts';
import { paidRun, type PaidRun } from './paid-run';
import { trackProgress } from './progress';
import { imageRecord } from './records';
import { ATTEMPT_SEED_STEP, stepSeed } from './seeds';

const ONE_SCORED_ATTEMPT = { maxAttempts: 1, minScore: 0, requireAllCharacters: false };

export async function varyScene(input: VarySceneInput): Promise<VariantOutcome[]> {
  const { progress, stage } = trackProgress({ status: 'reserving', requested: input.variantIds.length, generated: 0, failed: 0 });
  const units = input.variantIds.map((_, index) => index);
  const { bookkeeping, ledger } = laneBookkeeping();

  async function generateVariant(run: PaidRun, imageId: string, index: number): Promise<VariantOutcome> {
    const outcome = await attemptUntilPassing(input.scene, ONE_SCORED_ATTEMPT, stepSeed(input.baseSeed, index, ATTEMPT_SEED_STEP));
    const chosen = outcome.chosen;
    if (!chosen) {
      await run.refund(index, `variant failed: ${noImageReason(outcome)}`);
      progress.failed += 1;
      return { delivered: false, imageId, error: outcome.errors.at(-1) ?? 'the image model failed', status: noImageStatus(outcome) };
    }
    const owner = { id: imageId, userId: input.userId, kind: 'variant' as const, characterId: input.characterId, sourceImageId: input.sourceImageId };
    const record = imageRecord(owner, input.scene, chosen, outcome.attempts);
    await run.deliver(index, (delivery) => bookkeeping.recordGeneratedImage({ ...record, delivery }));
    progress.generated += 1;
    return { delivered: true, imageId, imageKey: record.imageKey, altText: record.altText, consistencyScore: record.consistencyScore } satisfies DeliveredVariant;
  }

  return paidRun(
    { userId: input.userId, unitCost: input.unitCost, units, description: `vary ${input.sourceImageId}` },
    ledger,
    async (run) => {
      stage('generating');
      return Promise.all(input.variantIds.map((imageId, index) => generateVariant(run, imageId, index)));
    },
    async () => stage(progress.generated === progress.requested ? 'completed' : progress.generated === 0 ? 'failed' : 'completed_with_failures'),
  );
}
