import type { DataSource } from 'typeorm';
import { GeneratedImage } from '../entities/generated-image';
import { findOwned } from './ownership';

/** Delivered images, scoped to their owner: the cache of scenes and the sources of variations. */
export class GeneratedImages {
  constructor(private readonly dataSource: DataSource) {}

  /** The newest scene stored under a cache key, when it scored at least minScore (0-1). */
  async cachedScene(userId: string, cacheKey: string, minScore: number): Promise<GeneratedImage | null> {
    const image = await this.dataSource
      .getRepository(GeneratedImage)
      .findOne({ where: { userId, cacheKey, kind: 'scene' }, order: { createdAt: 'DESC' } });
    return image && image.consistencyScore >= Math.round(minScore * 100) ? image : null;
  }

  /** One of the caller's images; 404 for anyone else's, a missing one or a non-UUID id. */
  owned(userId: string, imageId: string, what: string): Promise<GeneratedImage> {
    return findOwned(this.dataSource.manager, GeneratedImage, imageId, userId, what);
  }
}
