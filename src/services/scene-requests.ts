import { DataSource, In } from 'typeorm';
import { LIMITS } from '../config/pricing';
import { BrandAsset } from '../entities/brand-asset';
import { BrandKit } from '../entities/brand-kit';
import { Character } from '../entities/character';
import { GeneratedImage } from '../entities/generated-image';
import { ReferenceImage } from '../entities/reference-image';
import { badRequest, conflict } from '../errors';
import type { SceneBrand, SceneCharacter } from '../temporal/contracts/payloads';
import { findOwned } from './ownership';

/** Reference labels in the order renderers and judges should weigh them. */
const REFERENCE_PRIORITY = ['front', 'three_quarter', 'side', 'back'];
const DEFAULT_ASSET_KINDS = ['logo', 'product', 'packaging'];

function byPriority(a: ReferenceImage, b: ReferenceImage): number {
  const rank = (label: string) => (REFERENCE_PRIORITY.includes(label) ? REFERENCE_PRIORITY.indexOf(label) : REFERENCE_PRIORITY.length);
  return rank(a.label) - rank(b.label) || a.label.localeCompare(b.label);
}

/**
 * Resolves and checks what a generation request names, scoped to the caller: characters (locked,
 * with references), an earlier image to chain from, a brand kit and its assets, the model.
 */
export class SceneRequests {
  constructor(private readonly dataSource: DataSource) {}

  /** A character ready for generation: 404 when not the caller's, 409 in draft, 400 without references. */
  async character(userId: string, characterId: string): Promise<SceneCharacter> {
    const character = await findOwned(this.dataSource.manager, Character, characterId, userId, 'Character', { relations: { references: true } });
    if (character.status === 'draft') {
      throw conflict(`Character ${character.name} is a draft: lock it (POST /api/characters/${character.id}/lock) before generating`);
    }
    const references = (character.references ?? []).slice().sort(byPriority);
    if (references.length === 0) {
      throw badRequest(`Character ${character.name} has no reference images: generate them with POST /api/characters/${character.id}/references`);
    }
    return {
      id: character.id,
      name: character.name,
      description: character.description,
      descriptor: character.descriptor,
      referenceKeys: references.map((reference) => reference.imageKey),
      faceMode: character.faceMode,
    };
  }

  /** Every character of a request, in order, each checked as `character` checks one. */
  async characters(userId: string, characterIds: string[]): Promise<SceneCharacter[]> {
    const characters: SceneCharacter[] = [];
    for (const id of characterIds) characters.push(await this.character(userId, id));
    return characters;
  }

  /** An earlier result to chain from: the caller's, and of the same character, else 400. */
  async previousImage(userId: string, imageId: string, characterId: string | undefined): Promise<GeneratedImage> {
    const image = await this.dataSource.getRepository(GeneratedImage).findOne({ where: { id: imageId, userId } });
    if (!image || !characterId || image.characterId !== characterId) {
      throw badRequest('previous_image_id must be an image_id of one of your earlier results for the same character_id');
    }
    return image;
  }

  /** The caller's brand kit with the assets to use: the named ones, else logo, products and packaging (at most 4). */
  async brand(userId: string, brandKitId: string, assetIds?: string[]): Promise<SceneBrand> {
    const kit = await findOwned(this.dataSource.manager, BrandKit, brandKitId, userId, 'Brand kit');
    const assets = assetIds ? await this.namedAssets(kit, assetIds) : await this.defaultAssets(kit);
    return {
      brandKitId: kit.id,
      palette: kit.palette,
      logoKey: kit.logoKey ?? assets.find((asset) => asset.kind === 'logo')?.imageKey,
      assets: assets.map((asset) => ({ id: asset.id, kind: asset.kind, label: asset.label, imageKey: asset.imageKey })),
    };
  }

  private async namedAssets(kit: BrandKit, assetIds: string[]): Promise<BrandAsset[]> {
    const unique = [...new Set(assetIds)];
    const assets = await this.dataSource.getRepository(BrandAsset).find({ where: { brandKitId: kit.id, id: In(unique) } });
    const missing = unique.filter((id) => !assets.some((asset) => asset.id === id));
    if (missing.length) throw badRequest(`brand_asset_ids not in brand kit ${kit.name}: ${missing.join(', ')}`);
    return unique.map((id) => assets.find((asset) => asset.id === id) as BrandAsset);
  }

  private async defaultAssets(kit: BrandKit): Promise<BrandAsset[]> {
    const assets = await this.dataSource
      .getRepository(BrandAsset)
      .find({ where: { brandKitId: kit.id, kind: In(DEFAULT_ASSET_KINDS) }, order: { createdAt: 'ASC' } });
    const rank = (asset: BrandAsset) => DEFAULT_ASSET_KINDS.indexOf(asset.kind);
    return assets.sort((a, b) => rank(a) - rank(b)).slice(0, LIMITS.brandAssetIds);
  }
}
