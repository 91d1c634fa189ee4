// The generated_images row of a delivered attempt, built in one place for every kind of generation.
import type { GeneratedImageRecord } from '../activities/generation';
import type { ChosenAttempt, SceneSpec } from '../temporal/contracts/payloads';

export interface ImageOwnership {
  id: string;
  userId: string;
  kind: GeneratedImageRecord['kind'];
  /** The character a single-character image is anchored on. */
  characterId?: string;
  brandKitId?: string;
  cacheKey?: string;
  sourceImageId?: string;
}

export function imageRecord(owner: ImageOwnership, spec: SceneSpec, chosen: ChosenAttempt, attempts: number): GeneratedImageRecord {
  return {
    id: owner.id,
    userId: owner.userId,
    kind: owner.kind,
    characterId: owner.characterId ?? null,
    characterIds: spec.characters.map((character) => character.id),
    brandKitId: owner.brandKitId ?? null,
    prompt: spec.prompt,
    artStyle: spec.artStyle ?? null,
    model: spec.model,
    seed: chosen.seed,
    imageKey: chosen.image.imageKey,
    consistencyScore: chosen.consistencyScore,
    characterScore: owner.characterId ? chosen.score.characterScores[0]?.score ?? null : null,
    brandScore: owner.brandKitId ? chosen.score.brandScore ?? null : null,
    characterScores: chosen.score.characterScores,
    attempts,
    passed: chosen.passed,
    reasoning: chosen.score.reasoning,
    issues: chosen.score.issues,
    cacheKey: owner.cacheKey ?? null,
    sourceImageId: owner.sourceImageId ?? null,
  };
}
