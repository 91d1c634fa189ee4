import { Readable } from 'node:stream';
import type { StoredContentType } from './keys';
import type { BlobStorage, StoredFile } from './types';

/**
 * A worker's storage with the files it wrote or read lately kept in memory, up to `maxBytes` (oldest first out).
 * Keys are never written twice (newStorageKey), so a kept copy is never stale; a delete forgets it. An attempt reads
 * the characters' references to render and again to score, and scores the image it has just rendered and written:
 * those reads, and every other attempt's, are from memory (with S3, no GET of a file the worker uploaded itself).
 * Streams (exports written, files copied into an export) pass by: they are read once, and would push out what is.
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
      keep(key, data);
    },
    putStream(key: string, source: Readable, contentType: StoredContentType): Promise<number> {
      return storage.putStream(key, source, contentType);
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
    async read(key: string): Promise<Readable | undefined> {
      const hit = kept.get(key);
      return hit ? Readable.from([hit]) : storage.read(key);
    },
    async delete(key: string): Promise<void> {
      forget(key);
      await storage.delete(key);
    },
    list(after: string, limit: number): Promise<StoredFile[]> {
      return storage.list(after, limit);
    },
  };
}
