import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { newStorageKey, type BlobStorage } from '../../src/storage';
import { LocalFileStorage } from '../../src/storage/local';
import { assertNoFile } from '../support/integrity';
import { INVALID_KEYS } from './invalid-keys';
import { assertListsEveryFileInPages } from './listing';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
}

describe('local file storage', () => {
  let sandbox: string;
  let root: string;
  let storage: BlobStorage;

  beforeEach(async () => {
    sandbox = await fs.mkdtemp(path.join(os.tmpdir(), 'likeness-local-storage-'));
    root = path.join(sandbox, 'data', 'files');
    storage = new LocalFileStorage(root);
  });

  afterEach(async () => {
    await fs.rm(sandbox, { recursive: true, force: true });
  });

  it('lists every file in key order, page after page, with when it was written; leaves other names out', async () => {
    await fs.mkdir(path.join(root, 'scenes'), { recursive: true });
    await fs.writeFile(path.join(root, 'scenes', 'half-written.png.123.tmp'), 'x');
    await assertListsEveryFileInPages(storage);
    assert.ok(!(await storage.list('', 100)).some((file) => file.key.endsWith('.tmp')));
  });

  it('stores the exact bytes at root/key and reads them back', async () => {
    const key = newStorageKey('scenes');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 7]);
    await storage.put(key, png, 'image/png');
    assert.deepEqual(await fs.readFile(path.join(root, key)), png);
    assert.deepEqual(await storage.get(key), png);
    assert.deepEqual(await filesUnder(root), [key]);
  });

  it('stores a stream as it comes, in place only once it ended, and reads a file back as a stream', async () => {
    const key = newStorageKey('exports', 'application/zip');
    const parts = [Buffer.from('PK first part '), Buffer.alloc(100_000, 9), Buffer.from(' last part')];
    assert.equal(await storage.putStream(key, Readable.from(parts), 'application/zip'), 100_024);
    assert.deepEqual(await filesUnder(root), [key]);
    assert.deepEqual(await buffer((await storage.read(key)) as Readable), Buffer.concat(parts));
    assert.equal(await storage.read(newStorageKey('exports', 'application/zip')), undefined);
  });

  it('stores nothing, not even part of it, when the stream fails', async () => {
    const key = newStorageKey('storybooks', 'application/pdf');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('%PDF-1.7 first page');
        throw new Error('page 2 could not be read');
      })(),
    );
    await assert.rejects(storage.putStream(key, failing, 'application/pdf'), /page 2 could not be read/);
    assert.deepEqual(await filesUnder(root), []);
  });

  it('replaces a file written twice under the same key', async () => {
    const key = newStorageKey('storybooks', 'application/pdf');
    await storage.put(key, Buffer.from('first'), 'application/pdf');
    await storage.put(key, Buffer.from('second'), 'application/pdf');
    assert.equal((await storage.get(key))?.toString(), 'second');
    assert.deepEqual(await filesUnder(root), [key]);
  });

  it('answers undefined for a missing file, and deleting one is not an error', async () => {
    const missing = newStorageKey('references');
    await assertNoFile(storage, missing);
    await storage.delete(missing);
  });

  it('deletes a file', async () => {
    const key = newStorageKey('panels');
    await storage.put(key, Buffer.from('panel'), 'image/png');
    await storage.delete(key);
    await assertNoFile(storage, key);
    assert.deepEqual(await filesUnder(root), []);
  });

  it('refuses path traversal and any key it could not have made, touching no file', async () => {
    const outside = path.join(sandbox, 'secret.png');
    await fs.writeFile(outside, 'not yours');
    const traversal = `../../${path.basename(outside)}`;
    for (const key of [...INVALID_KEYS, traversal]) {
      await assert.rejects(storage.put(key, Buffer.from('x'), 'image/png'), /Invalid storage key/, key);
      await assert.rejects(storage.get(key), /Invalid storage key/, key);
      await assert.rejects(storage.read(key), /Invalid storage key/, key);
      await assert.rejects(storage.putStream(key, Readable.from([Buffer.from('x')]), 'image/png'), /Invalid storage key/, key);
      await assert.rejects(storage.delete(key), /Invalid storage key/, key);
    }
    assert.equal(await fs.readFile(outside, 'utf8'), 'not yours');
    assert.deepEqual(await filesUnder(sandbox), ['secret.png']);
  });
});
