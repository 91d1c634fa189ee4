import type { Readable } from 'node:stream';
import type { StoredContentType } from './keys';

/** A stored file as a listing shows it. */
export interface StoredFile {
  key: string;
  /** When it was written. */
  modifiedAt: Date;
}

/**
 * Where images and PDFs live. Keys come from newStorageKey(); implementations refuse any other key.
 * The local filesystem is the default; an S3-compatible store implements the same interface.
 */
export interface BlobStorage {
  put(key: string, data: Buffer, contentType: StoredContentType): Promise<void>;
  /**
   * Stores what `source` gives until it ends, without holding it in memory (an export of any size); resolves with its
   * size once the file is complete. Nothing is stored when the source fails.
   */
  putStream(key: string, source: Readable, contentType: StoredContentType): Promise<number>;
  /** Undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** The file's bytes as they are read (a download of any size); undefined when there is no such file. */
  read(key: string): Promise<Readable | undefined>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Up to `limit` stored files with keys after `after` (every folder, in key order); files under other names are left out. */
  list(after: string, limit: number): Promise<StoredFile[]>;
}
