// generateScene: reserve the credit, attempt until the judge is satisfied, deliver the best image; refund when no
// attempt produced one (or anything else ended the run). editScene is the same run for an edit of a picture (its
// scene's anchors carry the edit, its record the image it was edited from).
import type { GenerateSceneInput, GenerateSceneOutput } from '../operations/generate';
import type { DeliveredImage } from '../temporal/contracts/payloads';
import { localBookkeeping, localLedger } from './activities';
import { attemptUntilPassing, discardImage, noImageFailure } from './attempts';
import { paidRun } from './paid-run';
import { trackProgress } from './progress';
import { deliveredImage, imageRecord } from './records';

const ONE_IMAGE = 0;

export async function generateScene(input: GenerateSceneInput): Promise<GenerateSceneOutput> {
  const { progress, stage } = trackProgress({ status: 'reserving', attempts: 0, bestScore: null as number | null });
  const charge = { userId: input.userId, unitCost: input.unitCost, units: [ONE_IMAGE], description: `${input.kind} ${input.imageId}` };
  return paidRun(
    charge,
    localLedger,
    async (run): Promise<DeliveredImage> => {
      stage('generating');
      const outcome = await attemptUntilPassing(input.scene, input.policy, input.baseSeed, {
        onAttempt(attempt, best) {
          progress.attempts = attempt;
          progress.bestScore = best?.consistencyScore ?? null;
        },
      });
      const chosen = outcome.chosen;
      if (!chosen) throw noImageFailure('The image', outcome);
      const owner = { id: input.imageId, userId: input.userId, kind: input.kind, characterId: input.characterId, brandKitId: input.brandKitId, cacheKey: input.cacheKey, editedFromImageId: input.editedFromImageId, comicId: input.panel?.comicId };
      const record = imageRecord(owner, input.scene, chosen, outcome.attempts);
      try {
        await run.deliver(ONE_IMAGE, (delivery) => localBookkeeping.recordGeneratedImage({ ...record, delivery, ...(input.panel ? { panel: input.panel } : {}) }));
      } catch (error) {
        await discardImage(chosen.image.imageKey);
        throw error;
      }
      return deliveredImage(record);
    },
    async (run) => stage(run.deliveredCount > 0 ? 'completed' : 'failed'),
  );
}

/**
 * An edit of a scene or a comic's panel (POST /api/scenes/{image_id}/edit, POST /api/comics/{id}/panels/{page}/edit):
 * one charged image, as generateScene makes one; a panel shows it once it is delivered.
 */
export const editScene = generateScene;
