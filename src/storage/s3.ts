import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/env';
import { assertValidStorageKey, isValidStorageKey, type StoredContentType } from './keys';
import type { BlobStorage, StoredFile } from './types';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO...), so an API and any number of workers on
 * different machines see the same files. Keys are checked exactly like the local store's.
 */
export class S3Storage implements BlobStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
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

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand(this.objectOf(key)));
      if (!object.Body) return undefined;
      return Buffer.from(await object.Body.transformToByteArray());
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
