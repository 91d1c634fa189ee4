import { GeneratedImage } from '../entities/generated-image';
import type { BrandInput, CharacterInput, RenderRequest, ScoreResult } from '../models/types';
import type { RenderedImage, SceneCharacter, SceneSpec } from '../temporal/contracts/payloads';
import { newStorageKey, type BlobStorage } from '../storage';
import { consistencyScores, generationsTotal } from '../observability/metrics';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDeps } from '.';
import { callModel } from './model-failures';

export type GeneratedImageRecord = Omit<GeneratedImage, 'createdAt'>;

async function load(storage: BlobStorage, key: string): Promise<Buffer> {
  const data = await storage.get(key);
  if (!data) throw new Error(`Stored file ${key} is missing`);
  return data;
}

async function loadOptional(storage: BlobStorage, key: string | undefined): Promise<Buffer | undefined> {
  return key ? load(storage, key) : undefined;
}

async function characterInput(storage: BlobStorage, character: SceneCharacter): Promise<CharacterInput> {
  return {
    name: character.name,
    description: character.description,
    descriptor: character.descriptor,
    references: await Promise.all(character.referenceKeys.map((key) => load(storage, key))),
  };
}

async function brandInput(storage: BlobStorage, spec: SceneSpec): Promise<BrandInput | undefined> {
  if (!spec.brand) return undefined;
  return {
    palette: spec.brand.palette,
    logo: await loadOptional(storage, spec.brand.logoKey),
    assets: await Promise.all(
      spec.brand.assets.map(async (asset) => ({ kind: asset.kind, label: asset.label, image: await load(storage, asset.imageKey) })),
    ),
  };
}

async function renderRequest(storage: BlobStorage, spec: SceneSpec, seed: number): Promise<RenderRequest> {
  const variation = spec.anchors?.variation;
  return {
    prompt: spec.prompt,
    artStyle: spec.artStyle,
    stylePreset: spec.stylePreset,
    shot: spec.shot,
    seed,
    characters: await Promise.all(spec.characters.map((character) => characterInput(storage, character))),
    brand: await brandInput(storage, spec),
    anchors: {
      previousImage: await loadOptional(storage, spec.anchors?.previousImageKey),
      settingAnchor: await loadOptional(storage, spec.anchors?.settingAnchorKey),
      variation: variation && {
        source: await load(storage, variation.sourceImageKey),
        sourcePrompt: variation.sourcePrompt,
        sourceSeed: variation.sourceSeed,
        dimension: variation.dimension,
        target: variation.target,
      },
    },
  };
}

export function createGenerationActivities(deps: ActivityDeps) {
  return {
    /** One model call: renders a scene and stores the PNG; returns its storage key and layout. */
    async renderScene(input: { spec: SceneSpec; seed: number; folder?: 'scenes' | 'panels' }): Promise<RenderedImage> {
      const request = await renderRequest(deps.storage, input.spec, input.seed);
      const result = await whileHeartbeating(() => callModel(() => deps.models.image(input.spec.model).render(request)));
      const imageKey = newStorageKey(input.folder ?? 'scenes');
      await deps.storage.put(imageKey, result.png, 'image/png');
      return { imageKey, width: result.width, height: result.height, layout: result.layout };
    },

    /** One judge call: scores a stored image against the characters' references and the brand. */
    async scoreImage(input: { imageKey: string; spec: SceneSpec }): Promise<ScoreResult> {
      const { spec } = input;
      const image = await load(deps.storage, input.imageKey);
      const characters = await Promise.all(
        spec.characters.map(async (character) => ({
          name: character.name,
          references: await Promise.all(character.referenceKeys.map((key) => load(deps.storage, key))),
        })),
      );
      const brand = spec.brand && {
        palette: spec.brand.palette.map((color) => color.hex),
        logo: await loadOptional(deps.storage, spec.brand.logoKey),
      };
      const judge = deps.models.judge();
      const score = await whileHeartbeating(() => callModel(() => judge.score({ image, characters, brand })));
      consistencyScores.observe({ judge: judge.name }, score.score);
      return score;
    },

    /** Deletes the file of an attempt that was not delivered. */
    async discardImage(input: { imageKey: string }): Promise<void> {
      await deps.storage.delete(input.imageKey);
    },

    /** One record: the delivered image. Idempotent on its id, so a retried activity writes once. */
    async recordGeneratedImage(record: GeneratedImageRecord): Promise<void> {
      const inserted = await deps.dataSource.createQueryBuilder().insert().into(GeneratedImage).values(record).orIgnore().returning(['id']).execute();
      if (inserted.raw.length > 0) generationsTotal.inc({ kind: record.kind, outcome: record.passed ? 'passed' : 'below_min_score' });
    },
  };
}
