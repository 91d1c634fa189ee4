import type { EntityManager } from 'typeorm';
import { GeneratedImage } from '../entities/generated-image';
import type { BrandInput, CharacterInput, ImageModel, RenderRequest, RenderResult, ScenePlan, ScoreResult } from '../models/types';
import type { ImageRecord, RenderedImage, ResolvedScene, SceneCharacter, SceneEdit } from '../temporal/contracts/payloads';
import { ModelError } from '../models/errors';
import { keepOutside } from '../images/masks';
import { newStorageKey, type BlobStorage } from '../storage';
import { consistencyScores, generationsTotal } from '../observability/metrics';
import type { ChargedUnit, CreditLedger } from '../services/credit-ledger';
import type { ActivityDeps } from './deps';
import { whileHeartbeating } from './heartbeat';
import { callModel } from './model-failures';
import { checkPoses } from '../models/pose/check';
import { loadOptionalFile, loadStoredFile } from './stored-files';

/** A delivered image's record and the charged unit it delivers. */
export type RecordImageInput = ImageRecord & { delivery: ChargedUnit };

async function characterInput(storage: BlobStorage, character: SceneCharacter): Promise<CharacterInput> {
  return {
    name: character.name,
    description: character.description,
    descriptor: character.descriptor,
    faceMode: character.faceMode,
    references: await Promise.all(character.referenceKeys.map((key) => loadStoredFile(storage, key))),
  };
}

async function brandInput(storage: BlobStorage, scene: ResolvedScene): Promise<BrandInput | undefined> {
  if (!scene.brand) return undefined;
  return {
    palette: scene.brand.palette,
    logo: await loadOptionalFile(storage, scene.brand.logoKey),
    assets: await Promise.all(
      scene.brand.assets.map(async (asset) => ({ kind: asset.kind, label: asset.label, image: await loadStoredFile(storage, asset.imageKey) })),
    ),
  };
}

async function renderRequest(storage: BlobStorage, scene: ResolvedScene, seed: number): Promise<RenderRequest> {
  const variation = scene.anchors?.variation;
  return {
    prompt: scene.prompt,
    artStyle: scene.artStyle,
    stylePreset: scene.stylePreset,
    shot: scene.shot,
    seed,
    characters: await Promise.all(
      scene.characters.map(async (character, i) => {
        const pose = scene.poses?.[i];
        return { ...(await characterInput(storage, character)), ...(pose ? { pose: pose.keypoints } : {}) };
      }),
    ),
    brand: await brandInput(storage, scene),
    anchors: {
      previousImage: await loadOptionalFile(storage, scene.anchors?.previousImageKey),
      settingAnchor: await loadOptionalFile(storage, scene.anchors?.settingAnchorKey),
      variation: variation && {
        source: await loadStoredFile(storage, variation.sourceImageKey),
        sourcePrompt: variation.sourcePrompt,
        sourceSeed: variation.sourceSeed,
        dimension: variation.dimension,
        target: variation.target,
      },
    },
  };
}

/**
 * An edit by the scene's model, laid over the picture through the mask when there is one: whatever the model returns,
 * every pixel outside the mask is the picture's own.
 */
async function editPicture(storage: BlobStorage, model: ImageModel, edit: SceneEdit, scene: RenderRequest, signal: AbortSignal): Promise<RenderResult> {
  if (!model.edit) throw new ModelError(`${model.name} does not edit pictures`, { provider: model.name, retryable: false, status: 400 });
  const source = await loadStoredFile(storage, edit.sourceImageKey);
  const mask = await loadOptionalFile(storage, edit.maskKey);
  const result = await model.edit({ source, instruction: edit.instruction, scene: { ...scene, seed: edit.sourceSeed }, ...(mask ? { mask } : {}) }, { signal });
  return mask ? { ...result, png: await keepOutside(source, result.png, mask) } : result;
}

/**
 * The layout with the keypoints of every posed character that the model did not report (every model but the built-in
 * illustrator): the pose estimator's people in the picture, left to right, given to the characters in the scene's
 * order, as the layout of such a model places them.
 */
async function withEstimatedKeypoints(deps: ActivityDeps, scene: ResolvedScene, layout: RenderedImage['layout'], image: Buffer): Promise<RenderedImage['layout']> {
  const posed = scene.characters.filter((character, i) => scene.poses?.[i] && !layout.characters.find((placed) => placed.name === character.name)?.keypoints);
  if (!posed.length) return layout;
  const { people } = await whileHeartbeating(() => callModel(() => deps.models.poseEstimator().people(image)));
  const keypointsOf = new Map(scene.characters.map((character, i) => [character.name, people[i]?.keypoints]));
  return { ...layout, characters: layout.characters.map((placed) => (placed.keypoints ? placed : { ...placed, keypoints: keypointsOf.get(placed.name) })) };
}

/** The judge's score with the pose check of every character the scene puts in a pose. */
function withPoseChecks(score: ScoreResult, input: { scene: ResolvedScene } & Partial<Pick<RenderedImage, 'layout' | 'width' | 'height'>>): ScoreResult {
  const { scene, layout, width, height } = input;
  if (!scene.poses?.some(Boolean) || !layout || !width || !height) return score;
  const targets = scene.characters.flatMap((character, i) => {
    const pose = scene.poses?.[i];
    return pose ? [{ name: character.name, target: pose.keypoints, drawn: layout.characters.find((placed) => placed.name === character.name)?.keypoints }] : [];
  });
  const checked = checkPoses(targets, width, height);
  return { ...score, poses: checked.poses, issues: [...score.issues, ...checked.issues] };
}

/** Inserts a delivered image's row once (a retried activity changes nothing) and counts it. */
export async function insertGeneratedImage(manager: EntityManager, record: ImageRecord): Promise<void> {
  const result = await manager.createQueryBuilder().insert().into(GeneratedImage).values(record).orIgnore().returning(['id']).execute();
  if ((result.raw as unknown[]).length > 0) generationsTotal.inc({ kind: record.kind, outcome: record.passed ? 'passed' : 'below_min_score' });
}

export function createGenerationActivities(deps: ActivityDeps, ledger: CreditLedger) {
  return {
    /**
     * One model call: renders a scene (or edits a picture, when the scene's anchors carry an edit) and stores the PNG;
     * returns its storage key, layout and scene plan.
     */
    async renderScene(input: { scene: ResolvedScene; seed: number; folder?: 'scenes' | 'panels' }): Promise<RenderedImage> {
      const request = await renderRequest(deps.storage, input.scene, input.seed);
      const model = deps.models.image(input.scene.model);
      const edit = input.scene.anchors?.edit;
      const result = await whileHeartbeating((signal) => callModel(() => (edit ? editPicture(deps.storage, model, edit, request, signal) : model.render(request, { signal }))));
      const imageKey = newStorageKey(input.folder ?? 'scenes');
      await deps.storage.put(imageKey, result.png, 'image/png');
      return { imageKey, width: result.width, height: result.height, layout: result.layout, ...(result.plan ? { plan: result.plan } : {}) };
    },

    /**
     * One judge call: scores a stored image against the characters' references and the brand, in the postures its plan
     * drew them in; characters asked to be in a pose are checked against it on the keypoints the layout says were drawn,
     * or, where the model said nothing of them, on those the pose estimator finds in the picture.
     */
    async scoreImage(input: { imageKey: string; scene: ResolvedScene; plan?: ScenePlan } & Partial<Pick<RenderedImage, 'layout' | 'width' | 'height'>>): Promise<ScoreResult> {
      const { scene } = input;
      const image = await loadStoredFile(deps.storage, input.imageKey);
      const characters = await Promise.all(
        scene.characters.map(async (character, i) => ({
          name: character.name,
          references: await Promise.all(character.referenceKeys.map((key) => loadStoredFile(deps.storage, key))),
          posture: input.plan?.characters[i]?.posture,
        })),
      );
      const brand = scene.brand && {
        palette: scene.brand.palette.map((color) => color.hex),
        logo: await loadOptionalFile(deps.storage, scene.brand.logoKey),
      };
      const judge = deps.models.judge();
      const score = await whileHeartbeating(() => callModel(() => judge.score({ image, characters, brand })));
      consistencyScores.observe({ judge: judge.name }, score.score);
      const layout = input.layout && scene.poses?.some(Boolean) ? await withEstimatedKeypoints(deps, scene, input.layout, image) : input.layout;
      return withPoseChecks(score, { ...input, layout });
    },

    /** Deletes the file of an attempt that was not delivered. */
    async discardImage(input: { imageKey: string }): Promise<void> {
      await deps.storage.delete(input.imageKey);
    },

    /** One record: the delivered image with its unit's delivery. Idempotent on its id, so a retried activity writes once. */
    async recordGeneratedImage(input: RecordImageInput): Promise<void> {
      const { delivery, ...record } = input;
      await ledger.deliver(delivery, `${record.kind} ${record.id}`, (manager) => insertGeneratedImage(manager, record));
    },
  };
}
