import path from 'node:path';
import type { AppConfig } from '../config/env';
import { LocalFileStorage } from './local';
import type { BlobStorage } from './types';

export type { BlobStorage } from './types';
export { newStorageKey, isValidStorageKey, contentTypeOfKey } from './keys';
export type { StorageFolder } from './keys';

export function createStorage(config: AppConfig): BlobStorage {
  return new LocalFileStorage(path.join(config.dataDir, 'files'));
}

/** The absolute, unguessable URL the API serves a stored file at. */
export function publicFileUrl(config: Pick<AppConfig, 'publicBaseUrl'>, key: string): string {
  return `${config.publicBaseUrl}/files/${key}`;
}
