import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidStorageKey } from './keys';
import type { BlobStorage } from './types';

/** Files under one root directory (by default .data/files). */
export class LocalFileStorage implements BlobStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
