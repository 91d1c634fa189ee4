import assert from 'node:assert/strict';
import { newStorageKey, type BlobStorage } from '../../src/storage';

/**
 * What every BlobStorage's list does: every stored file once, in key order across folders, page after page from the
 * last key of the page before, each with when it was written; names it could not have made are left out.
 */
export async function assertListsEveryFileInPages(storage: BlobStorage): Promise<void> {
  const written = [newStorageKey('scenes'), newStorageKey('scenes'), newStorageKey('references'), newStorageKey('storybooks', 'application/pdf'), newStorageKey('exports', 'application/zip')];
  const before = Date.now() - 60_000;
  for (const key of written) await storage.put(key, Buffer.from(key), key.endsWith('.zip') ? 'application/zip' : 'image/png');
  const listed: string[] = [];
  for (let after = ''; ; ) {
    const page = await storage.list(after, 2);
    if (!page.length) break;
    assert.ok(page.length <= 2);
    for (const file of page) assert.ok(file.modifiedAt.getTime() >= before, `${file.key} has its write time`);
    listed.push(...page.map((file) => file.key));
    after = page[page.length - 1].key;
  }
  assert.deepEqual(listed, [...listed].sort(), 'in key order');
  assert.equal(new Set(listed).size, listed.length, 'each once');
  for (const key of written) assert.ok(listed.includes(key), `${key} listed`);
}
