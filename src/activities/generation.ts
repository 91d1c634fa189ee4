import type { EntityManager } from 'typeorm';
import { GeneratedImage } from '../entities/generated-image';
import type { BrandInput, CharacterInput, RenderRequest, ScenePlan, ScoreResult } from '../models/types';
import type { ImageRecord, RenderedImage, ResolvedScene, SceneCharacter } from '../temporal/contracts/payloads';
import { newStorageKey, type BlobStorage } from '../storage';
import { consistencyScores, generationsTotal } from '../observability/metrics';
import type { ChargedUnit, CreditLedger } from '../services/credit-ledger';
import type { ActivityDeps } from './deps';
import { whileHeartbeating } from './heartbeat';
import { callModel } from './model-failures';
import { awaitPrediction } from './predictions';
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
    characters: await Promise.all(scene.characters.map((character) => characterInput(storage, character))),
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

/** Inserts a delivered image's row once (a retried activity changes nothing) and counts it. */
export async function insertGeneratedImage(manager: EntityManager, record: ImageRecord): Promise<void> {
  const result = await manager.createQueryBuilder().insert().into(GeneratedImage).values(record).orIgnore().returning(['id']).execute();
  if ((result.raw as unknown[]).length > 0) generationsTotal.inc({ kind: record.kind, outcome: record.passed ? 'passed' : 'below_min_score' });
}

export function createGenerationActivities(deps: ActivityDeps, ledger: CreditLedger) {
  return {
    /**
     * One model call: renders a scene and stores the PNG; returns its storage key, layout and scene plan. On a prediction
     * model (Replicate, fal) it starts the prediction and returns at once, completed later by its `awaitPrediction` run.
     */
    async renderScene(input: { scene: ResolvedScene; seed: number; folder?: 'scenes' | 'panels' }): Promise<RenderedImage> {
      const model = deps.models.image(input.scene.model);
      const folder = input.folder ?? 'scenes';
      const { prediction } = model;
      if (prediction) {
        return awaitPrediction(prediction, async (signal) => prediction.startRender(await renderRequest(deps.storage, input.scene, input.seed), { signal }), { kind: 'scene', folder });
      }
      const request = await renderRequest(deps.storage, input.scene, input.seed);
      const result = await whileHeartbeating((signal) => callModel(() => model.render(request, { signal })));
      const imageKey = newStorageKey(folder);
      await deps.storage.put(imageKey, result.png, 'image/png');
      return { imageKey, width: result.width, height: result.height, layout: result.layout, ...(result.plan ? { plan: result.plan } : {}) };
    },

    /** One judge call: scores a stored image against the characters' references and the brand, in the postures its plan drew them in. */
    async scoreImage(input: { imageKey: string; scene: ResolvedScene; plan?: ScenePlan }): Promise<ScoreResult> {
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
      return score;
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
