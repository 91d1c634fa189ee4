import crypto from 'node:crypto';

/** Folder names storage keys may live under. */
export const STORAGE_FOLDERS = ['sources', 'references', 'library', 'brand', 'scenes', 'storybooks', 'comics', 'panels', 'exports'] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

const EXTENSIONS = { 'image/png': 'png', 'application/pdf': 'pdf', 'application/zip': 'zip' } as const;
export type StoredContentType = keyof typeof EXTENSIONS;

const KEY_PATTERN = new RegExp(`^(${STORAGE_FOLDERS.join('|')})/[A-Za-z0-9_-]{32,64}\\.(png|pdf|zip)$`);

/** An unguessable key: 192 random bits under a known folder. */
export function newStorageKey(folder: StorageFolder, contentType: StoredContentType = 'image/png'): string {
  return `${folder}/${crypto.randomBytes(24).toString('base64url')}.${EXTENSIONS[contentType]}`;
}

/** True only for keys this service could have made: no traversal, no absolute paths, no odd names. */
export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** What every BlobStorage does before touching a key. */
export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export function contentTypeOfKey(key: string): StoredContentType {
  if (key.endsWith('.zip')) return 'application/zip';
  return key.endsWith('.pdf') ? 'application/pdf' : 'image/png';
}

/** Folders whose files are served only to their owner, through routes that check who asks (never at /files). */
export const PRIVATE_FOLDERS: readonly StorageFolder[] = ['exports'];
