import path from 'node:path';
import type { AppConfig } from '../config/env';
import { LocalFileStorage } from './local';
import { S3Storage } from './s3';
import type { BlobStorage } from './types';

export type { BlobStorage, StoredFile } from './types';
export { newStorageKey, isValidStorageKey, contentTypeOfKey, PRIVATE_FOLDERS } from './keys';
export type { StorageFolder } from './keys';

/** STORAGE_BACKEND=s3: the configured bucket; otherwise files under the data directory. */
export function createStorage(config: AppConfig): BlobStorage {
  if (config.storage.backend === 's3') return new S3Storage(config.storage);
  return new LocalFileStorage(path.join(config.dataDir, 'files'));
}

/** The absolute, unguessable URL the API serves a stored file at. */
export function publicFileUrl(config: Pick<AppConfig, 'publicBaseUrl'>, key: string): string {
  return `${config.publicBaseUrl}/files/${key}`;
}
