import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidStorageKey, isValidStorageKey, STORAGE_FOLDERS } from './keys';
import type { BlobStorage, StoredFile } from './types';

/** Files under one root directory (by default .data/files). */
export class LocalFileStorage implements BlobStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.written(key, (temporary) => fs.writeFile(temporary, data));
  }

  /** Written beside its place and renamed there once complete, so a reader never sees part of a file. */
  async putStream(key: string, source: Readable): Promise<number> {
    return this.written(key, async (temporary) => {
      await pipeline(source, createWriteStream(temporary));
      return (await fs.stat(temporary)).size;
    });
  }

  private async written<T>(key: string, write: (temporary: string) => Promise<T>): Promise<T> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      const result = await write(temporary);
      await fs.rename(temporary, file);
      return result;
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    return unlessMissing(() => fs.readFile(this.pathOf(key)));
  }

  async read(key: string): Promise<Readable | undefined> {
    const file = await unlessMissing(() => fs.open(this.pathOf(key)));
    return file?.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  /** Reads each folder whole (a local store is for one machine's worth of files; S3 lists from a key onwards). */
  async list(after: string, limit: number): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    for (const folder of [...STORAGE_FOLDERS].sort()) {
      if (files.length >= limit || `${folder}/\uffff` < after) continue;
      const names = await fs.readdir(path.join(this.root, folder)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const keys = names.map((name) => `${folder}/${name}`).filter((key) => key > after && isValidStorageKey(key)).sort();
      for (const key of keys.slice(0, limit - files.length)) {
        const stat = await fs.stat(path.join(this.root, key)).catch(() => undefined);
        if (stat) files.push({ key, modifiedAt: stat.mtime });
      }
    }
    return files;
  }
}

async function unlessMissing<T>(open: () => Promise<T>): Promise<T | undefined> {
  try {
    return await open();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
