import type { EntityManager } from 'typeorm';
import { ComicPanel } from '../entities/comic-panel';
import { GeneratedImage } from '../entities/generated-image';
import type { BrandInput, CharacterInput, EditRequest, ImageModel, PredictionRunner, RenderRequest, RenderResult, ScenePlan, ScoreResult } from '../models/types';
import type { ImageRecord, PanelSlot, RenderedImage, ResolvedScene, SceneCharacter, SceneEdit } from '../temporal/contracts/payloads';
import { ModelError } from '../models/errors';
import { keepOutside } from '../images/masks';
import { newStorageKey, type BlobStorage } from '../storage';
import { consistencyScores, generationsTotal } from '../observability/metrics';
import type { ChargedUnit, CreditLedger } from '../services/credit-ledger';
import type { ActivityDeps } from './deps';
import { whileHeartbeating } from './heartbeat';
import { callModel } from './model-failures';
import { checkPoses } from '../models/pose/check';
import { awaitPrediction } from './predictions';
import { loadOptionalFile, loadStoredFile } from './stored-files';

/** A delivered image's record and the charged unit it delivers. */
/** `panel`: the comic's panel that shows the image from its delivery on (an edited panel). */
export type RecordImageInput = ImageRecord & { delivery: ChargedUnit; panel?: PanelSlot };

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
  const request = await editRequest(storage, edit, scene);
  const result = await model.edit(request, { signal });
  return request.mask ? { ...result, png: await keepOutside(request.source, result.png, request.mask) } : result;
}

/** The edit as the model gets it: the picture, the mask when there is one, the instruction and the scene it was made from. */
async function editRequest(storage: BlobStorage, edit: SceneEdit, scene: RenderRequest): Promise<EditRequest> {
  const source = await loadStoredFile(storage, edit.sourceImageKey);
  const mask = await loadOptionalFile(storage, edit.maskKey);
  return { source, instruction: edit.instruction, scene: { ...scene, seed: edit.sourceSeed }, ...(mask ? { mask } : {}) };
}

/** A prediction model's render, or its edit (the output then laid over the picture through the mask when it is stored). */
function startPrediction(storage: BlobStorage, prediction: PredictionRunner, scene: ResolvedScene, seed: number, folder: 'scenes' | 'panels'): Promise<never> {
  const edit = scene.anchors?.edit;
  if (!edit) return awaitPrediction(prediction, async (signal) => prediction.startRender(await renderRequest(storage, scene, seed), { signal }), { kind: 'scene', folder });
  const keep = edit.maskKey ? { keep: { sourceImageKey: edit.sourceImageKey, maskKey: edit.maskKey } } : {};
  return awaitPrediction(prediction, async (signal) => prediction.startEdit(await editRequest(storage, edit, await renderRequest(storage, scene, seed)), { signal }), { kind: 'scene', folder, ...keep });
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

/** The panel shows the image: its file and record, and the judge's score of it; bubbles and lettering stay. */
async function showOnPanel(manager: EntityManager, panel: PanelSlot, record: ImageRecord): Promise<void> {
  await manager.update(ComicPanel, { comicId: panel.comicId, pageNumber: panel.pageNumber }, { imageKey: record.imageKey, imageId: record.id, consistencyScore: record.consistencyScore });
}

export function createGenerationActivities(deps: ActivityDeps, ledger: CreditLedger) {
  return {
    /**
     * One model call: renders a scene (or edits a picture, when the scene's anchors carry an edit) and stores the PNG;
     * returns its storage key, layout and scene plan. On a prediction model (Replicate, fal) it starts the prediction
     * and returns at once, completed later by its `awaitPrediction` run.
     */
    async renderScene(input: { scene: ResolvedScene; seed: number; folder?: 'scenes' | 'panels' }): Promise<RenderedImage> {
      const model = deps.models.image(input.scene.model);
      const folder = input.folder ?? 'scenes';
      const { prediction } = model;
      if (prediction) return startPrediction(deps.storage, prediction, input.scene, input.seed, folder);
      const edit = input.scene.anchors?.edit;
      const request = await renderRequest(deps.storage, input.scene, input.seed);
      const result = await whileHeartbeating((signal) => callModel(() => (edit ? editPicture(deps.storage, model, edit, request, signal) : model.render(request, { signal }))));
      const imageKey = newStorageKey(folder);
      await deps.storage.put(imageKey, result.png, 'image/png');
      return { imageKey, width: result.width, height: result.height, layout: result.layout, ...(result.plan ? { plan: result.plan } : {}) };
    },

    /**
     * One judge call: scores a stored image against the characters' references and the brand, in the postures its plan
     * drew them in; characters asked to be in a pose are checked against it on the keypoints the layout says were drawn.
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
      const score = await whileHeartbeating(() => callModel(() => judge.score({ image, characters, brand, prompt: scene.prompt })));
      consistencyScores.observe({ judge: judge.name }, score.score);
      return withPoseChecks(score, input);
    },

    /** Deletes the file of an attempt that was not delivered. */
    async discardImage(input: { imageKey: string }): Promise<void> {
      await deps.storage.delete(input.imageKey);
    },

    /** One record: the delivered image with its unit's delivery. Idempotent on its id, so a retried activity writes once. */
    async recordGeneratedImage(input: RecordImageInput): Promise<void> {
      const { delivery, panel, ...record } = input;
      await ledger.deliver(delivery, `${record.kind} ${record.id}`, async (manager) => {
        await insertGeneratedImage(manager, record);
        if (panel) await showOnPanel(manager, panel, record);
      });
    },
  };
}
