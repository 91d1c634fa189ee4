// The record of a delivered attempt, built in one place for every kind of generation.
import type { ChosenAttempt, DeliveredImage, ImagePose, ImageRecord, ResolvedScene } from '../temporal/contracts/payloads';
import type { GenerationKind } from '../vocabulary';
import { sceneAltText } from '../vocabulary/alt-text';

export interface ImageOwnership {
  id: string;
  userId: string;
  kind: GenerationKind;
  /** The character a single-character image is anchored on. */
  characterId?: string;
  brandKitId?: string;
  cacheKey?: string;
  sourceImageId?: string;
  /** An edit: the image it was edited from. */
  editedFromImageId?: string;
  /** A comic's picture: the comic it goes with. */
  comicId?: string;
}

/** What the delivered picture shows: who the render placed where, and what was asked for. */
function altTextOf(scene: ResolvedScene, chosen: ChosenAttempt): string {
  const variation = scene.anchors?.variation;
  return sceneAltText({
    prompt: scene.prompt,
    artStyle: scene.artStyle,
    characterNames: scene.characters.map((character) => character.name),
    placements: chosen.image.layout.characters,
    width: chosen.image.width,
    variation: variation && { dimension: variation.dimension, target: variation.target },
    edit: scene.anchors?.edit?.instruction,
    brandAssets: scene.brand?.assets.map((asset) => asset.label),
  });
}

/** The poses asked for, with the judge's PCK of each character drawn in one. */
function posesOf(scene: ResolvedScene, chosen: ChosenAttempt): ImagePose[] | null {
  if (!scene.poses?.some(Boolean)) return null;
  return scene.characters.flatMap((character, i) => {
    const pose = scene.poses?.[i];
    const check = chosen.score.poses?.find((entry) => entry.name === character.name);
    return pose ? [{ name: character.name, pose, pck: check ? check.pck : null }] : [];
  });
}

/** What of the prompt the picture does not show: what the image model's plan says it did not draw, then what the judge saw missing. */
function promptIssuesOf(chosen: ChosenAttempt): string[] {
  return [...new Set([...(chosen.image.plan?.notDrawn ?? []), ...(chosen.score.promptIssues ?? [])])];
}

export function imageRecord(owner: ImageOwnership, scene: ResolvedScene, chosen: ChosenAttempt, attempts: number): ImageRecord {
  const singleCharacter = scene.characters.length === 1;
  const promptIssues = promptIssuesOf(chosen);
  return {
    id: owner.id,
    userId: owner.userId,
    kind: owner.kind,
    characterId: owner.characterId ?? null,
    characterIds: scene.characters.map((character) => character.id),
    brandKitId: owner.brandKitId ?? null,
    prompt: scene.prompt,
    artStyle: scene.artStyle ?? null,
    model: scene.model,
    seed: chosen.seed,
    imageKey: chosen.image.imageKey,
    altText: altTextOf(scene, chosen),
    consistencyScore: chosen.consistencyScore,
    characterScore: singleCharacter ? (chosen.score.characterScores[0]?.score ?? null) : null,
    brandScore: owner.brandKitId ? (chosen.score.brandScore ?? null) : null,
    characterScores: chosen.score.characterScores,
    attempts,
    passed: chosen.passed,
    reasoning: chosen.score.reasoning,
    issues: [...new Set([...chosen.score.issues, ...promptIssues])],
    promptIssues,
    cacheKey: owner.cacheKey ?? null,
    sourceImageId: owner.sourceImageId ?? null,
    editedFromImageId: owner.editedFromImageId ?? null,
    comicId: owner.comicId ?? null,
    editInstruction: scene.anchors?.edit?.instruction ?? null,
    scenePlan: chosen.image.plan ?? null,
    poses: posesOf(scene, chosen),
  };
}

/** What the caller learns of a delivered image. */
export function deliveredImage(record: ImageRecord): DeliveredImage {
  const { id, imageKey, altText, consistencyScore, characterScore, brandScore, characterScores, attempts, passed, reasoning, issues, promptIssues, poses } = record;
  return { id, imageKey, altText, consistencyScore, characterScore, brandScore, characterScores, attempts, passed, reasoning, issues, promptIssues, ...(poses ? { poses: poses.map(({ name, pck }) => ({ name, pck })) } : {}) };
}
