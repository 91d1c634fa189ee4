import { In, type DataSource } from 'typeorm';
import { GeneratedImage } from '../entities/generated-image';
import { badRequest, conflict, notFound } from '../errors';
import type { BlobStorage } from '../storage';
import { findOwned } from './ownership';

/** What the gallery lists: scenes made by generate, generate-multi, vary and edits (storybook pages live in their books). */
export const SCENE_KINDS = ['scene', 'multi', 'variant', 'edit'] as const;

export interface ScenePageQuery {
  limit: number;
  /** The last scene id of the previous page: the next page starts after it. */
  after?: string;
  /** Only scenes that show this character. */
  characterId?: string;
  /** Only the variations made from this scene. */
  sourceImageId?: string;
}

export interface ScenePage {
  scenes: GeneratedImage[];
  /** Pass as `after` for the next page; null on the last one. */
  next: string | null;
}

/** The caller's generated scenes: newest first in pages that stay put while new scenes arrive, one scene, deletion. */
export class Scenes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
  ) {}

  /** A page of scenes, newest first, keyed by (created_at, id) so a page never repeats or skips a scene. */
  async list(userId: string, query: ScenePageQuery): Promise<ScenePage> {
    const builder = this.dataSource
      .getRepository(GeneratedImage)
      .createQueryBuilder('image')
      .where('image.userId = :userId AND image.kind IN (:...kinds)', { userId, kinds: SCENE_KINDS })
      .orderBy('image.createdAt', 'DESC')
      .addOrderBy('image.id', 'DESC')
      .take(query.limit + 1);
    if (query.characterId) builder.andWhere('image.characterIds @> :character::jsonb', { character: JSON.stringify([query.characterId]) });
    if (query.sourceImageId) builder.andWhere('image.sourceImageId = :source', { source: query.sourceImageId });
    if (query.after) {
      const anchor = await this.dataSource.getRepository(GeneratedImage).findOne({ select: { id: true }, where: { id: query.after, userId } });
      if (!anchor) throw badRequest('after: not one of your scenes (it may have been deleted); start again from the first page');
      builder.andWhere('(image.createdAt, image.id) < (SELECT anchor.created_at, anchor.id FROM generated_images anchor WHERE anchor.id = :after)', { after: anchor.id });
    }
    const rows = await builder.getMany();
    const scenes = rows.slice(0, query.limit);
    return { scenes, next: rows.length > query.limit ? scenes[scenes.length - 1].id : null };
  }

  /** One of the caller's scenes; 404 for anyone else's, a missing one, a non-UUID id, and a storybook page (its book holds it). */
  async get(userId: string, imageId: string): Promise<GeneratedImage> {
    const image = await findOwned(this.dataSource.manager, GeneratedImage, imageId, userId, 'Scene');
    if (!(SCENE_KINDS as readonly string[]).includes(image.kind)) throw notFound('Scene');
    return image;
  }

  /** Variations made from the scene, which name it as their source: the 409 of a deletion names them. */
  async variationsOf(imageId: string): Promise<string[]> {
    const rows = await this.dataSource.getRepository(GeneratedImage).find({ select: { id: true }, where: { sourceImageId: imageId }, order: { createdAt: 'ASC' } });
    return rows.map((row) => row.id);
  }

  /** The edits made of a picture, newest first: its edit history (each edit's own edits are listed under it). */
  async editsOf(userId: string, imageId: string): Promise<GeneratedImage[]> {
    const image = await findOwned(this.dataSource.manager, GeneratedImage, imageId, userId, 'Image');
    return this.dataSource.getRepository(GeneratedImage).find({ where: { userId, editedFromImageId: image.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Deletes one of the caller's scenes and its file; 409 naming the variations or edits made from it while they exist. */
  async remove(userId: string, imageId: string): Promise<void> {
    const image = await this.get(userId, imageId);
    const variations = await this.variationsOf(image.id);
    if (variations.length) {
      throw conflict(`This scene is the source of ${variations.length} variation${variations.length === 1 ? '' : 's'} (${variations.join(', ')}): delete ${variations.length === 1 ? 'it' : 'them'} first`);
    }
    const edits = (await this.editsOf(userId, image.id)).map((edit) => edit.id);
    if (edits.length) throw conflict(`This scene was edited (${edits.join(', ')}): delete ${edits.length === 1 ? 'the edit' : 'its edits'} first; an edit keeps the picture it was made from`);
    await this.dataSource.getRepository(GeneratedImage).delete({ id: image.id, userId });
    await this.storage.delete(image.imageKey);
  }

  /** Every generated image of the user (any kind), rows and files: an account deletion. */
  async removeEvery(userId: string): Promise<void> {
    const images = await this.dataSource.getRepository(GeneratedImage).find({ select: { id: true, imageKey: true }, where: { userId } });
    if (!images.length) return;
    await this.dataSource.getRepository(GeneratedImage).delete({ id: In(images.map((image) => image.id)), userId });
    await Promise.all(images.map((image) => this.storage.delete(image.imageKey)));
  }
}
