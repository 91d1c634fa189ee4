import type { StoredContentType } from './keys';
import type { BlobStorage } from './types';

/**
 * A worker's storage with the files it read lately kept in memory, up to `maxBytes` (oldest read first out). Keys
 * are never written twice (newStorageKey), so a kept copy is never stale; a delete forgets it. An attempt reads the
 * characters' references to render and again to score: the second read, and every other attempt's, is from memory.
 */
export function withReadCache(storage: BlobStorage, maxBytes: number): BlobStorage {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;

  const forget = (key: string) => {
    const data = kept.get(key);
    if (!data) return;
    kept.delete(key);
    keptBytes -= data.length;
  };

  const keep = (key: string, data: Buffer) => {
    if (data.length > maxBytes) return;
    forget(key);
    kept.set(key, data);
    keptBytes += data.length;
    for (const [oldest] of kept) {
      if (keptBytes <= maxBytes) break;
      forget(oldest);
    }
  };

  return {
    async put(key: string, data: Buffer, contentType: StoredContentType): Promise<void> {
      await storage.put(key, data, contentType);
    },
    async get(key: string): Promise<Buffer | undefined> {
      const hit = kept.get(key);
      if (hit) {
        // Most recently read last, so the oldest read leaves first.
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const data = await storage.get(key);
      if (data) keep(key, data);
      return data;
    },
    async delete(key: string): Promise<void> {
      forget(key);
      await storage.delete(key);
    },
  };
}
