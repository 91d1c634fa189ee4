import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/env';
import { assertValidStorageKey, isValidStorageKey, type StoredContentType } from './keys';
import type { BlobStorage, StoredFile } from './types';

/** A stream larger than this is uploaded in parts of this size (S3 takes at most 5 GiB in one PUT and 10,000 parts). */
const PART_BYTES = 64 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO...), so an API and any number of workers on
 * different machines see the same files. Keys are checked exactly like the local store's.
 */
export class S3Storage implements BlobStorage {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly partBytes = PART_BYTES,
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
    });
  }

  private objectOf(key: string): { Bucket: string; Key: string } {
    assertValidStorageKey(key);
    return { Bucket: this.settings.bucket, Key: `${this.settings.prefix}${key}` };
  }

  async put(key: string, data: Buffer, contentType: StoredContentType): Promise<void> {
    await this.client.send(new PutObjectCommand({ ...this.objectOf(key), Body: data, ContentType: contentType }));
  }

  /**
   * S3 needs an upload's length before its bytes, and a stream's is known only at its end: the stream goes to a
   * temporary file first (the system's temporary folder, TMPDIR), which is then uploaded from disk, in parts past
   * `partBytes`, and removed.
   */
  async putStream(key: string, source: Readable, contentType: StoredContentType): Promise<number> {
    const object = this.objectOf(key);
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'likeness-upload-'));
    const file = path.join(folder, path.basename(key));
    try {
      await pipeline(source, createWriteStream(file));
      const { size } = await fs.stat(file);
      if (size <= this.partBytes) {
        await this.client.send(new PutObjectCommand({ ...object, Body: createReadStream(file), ContentLength: size, ContentType: contentType }));
      } else {
        await this.uploadInParts(object, file, size, contentType);
      }
      return size;
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }

  private async uploadInParts(object: { Bucket: string; Key: string }, file: string, size: number, contentType: StoredContentType): Promise<void> {
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ ...object, ContentType: contentType }));
    try {
      const parts: CompletedPart[] = [];
      for (let start = 0; start < size; start += this.partBytes) {
        const length = Math.min(this.partBytes, size - start);
        const PartNumber = parts.length + 1;
        const body = createReadStream(file, { start, end: start + length - 1 });
        const { ETag } = await this.client.send(new UploadPartCommand({ ...object, UploadId, PartNumber, Body: body, ContentLength: length }));
        parts.push({ ETag, PartNumber });
      }
      await this.client.send(new CompleteMultipartUploadCommand({ ...object, UploadId, MultipartUpload: { Parts: parts } }));
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand({ ...object, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const body = await this.body(key);
    return body && Buffer.from(await body.transformToByteArray());
  }

  async read(key: string): Promise<Readable | undefined> {
    const body = await this.body(key);
    if (body && !(body instanceof Readable)) throw new Error(`S3 answered ${key} with a body that is not a Node stream`);
    return body;
  }

  private async body(key: string) {
    try {
      return (await this.client.send(new GetObjectCommand(this.objectOf(key)))).Body;
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  /** S3 answers a delete of a missing object with success, so this is idempotent as BlobStorage asks. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.objectOf(key)));
  }

  async list(after: string, limit: number): Promise<StoredFile[]> {
    const { prefix, bucket } = this.settings;
    const listed = await this.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, StartAfter: `${prefix}${after}`, MaxKeys: limit }));
    return (listed.Contents ?? []).flatMap((object) => {
      const key = (object.Key ?? '').slice(prefix.length);
      return isValidStorageKey(key) ? [{ key, modifiedAt: object.LastModified ?? new Date() }] : [];
    });
  }
}
