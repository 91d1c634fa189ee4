import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { BlobStorage } from '../../src/storage';
import { withReadCache } from '../../src/storage/read-cache';

/** An in-memory store that counts the reads that reach it. */
function countingStore(): BlobStorage & { reads: number; files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  const store = {
    reads: 0,
    files,
    async put(key: string, data: Buffer) {
      files.set(key, data);
    },
    async putStream(key: string, source: Readable) {
      const data = await buffer(source);
      files.set(key, data);
      return data.length;
    },
    async get(key: string) {
      store.reads += 1;
      return files.get(key);
    },
    async read(key: string) {
      store.reads += 1;
      const data = files.get(key);
      return data && Readable.from([data]);
    },
    async delete(key: string) {
      files.delete(key);
    },
    async list() {
      return [];
    },
  };
  return store;
}

describe('worker storage read cache', () => {
  it('reads a file from storage once however often an attempt reads it', async () => {
    const store = countingStore();
    store.files.set('references/a.png', Buffer.alloc(100, 1));
    const cached = withReadCache(store, 1000);
    for (let read = 0; read < 4; read += 1) assert.equal((await cached.get('references/a.png'))?.length, 100);
    assert.equal(store.reads, 1);
  });

  it('serves a file it has just written from memory (the rendered image, when it is scored)', async () => {
    const store = countingStore();
    const cached = withReadCache(store, 1000);
    await cached.put('scenes/new.png', Buffer.alloc(100, 2), 'image/png');
    assert.deepEqual(await cached.get('scenes/new.png'), Buffer.alloc(100, 2));
    assert.equal(store.reads, 0);
    assert.deepEqual(store.files.get('scenes/new.png'), Buffer.alloc(100, 2), 'and it is written to storage');
  });

  it('forgets a deleted file and never keeps a missing one', async () => {
    const store = countingStore();
    const cached = withReadCache(store, 1000);
    await cached.put('scenes/b.png', Buffer.alloc(10), 'image/png');
    await cached.get('scenes/b.png');
    await cached.delete('scenes/b.png');
    assert.equal(await cached.get('scenes/b.png'), undefined);
    assert.equal(await cached.get('scenes/b.png'), undefined);
    assert.equal(store.reads, 2, 'both reads after the delete reach storage');
  });

  it('keeps at most maxBytes, letting the least recently read file go first', async () => {
    const store = countingStore();
    for (const name of ['x', 'y', 'z']) store.files.set(`references/${name}.png`, Buffer.alloc(100));
    const cached = withReadCache(store, 250);
    await cached.get('references/x.png');
    await cached.get('references/y.png');
    await cached.get('references/x.png');
    await cached.get('references/z.png');
    store.reads = 0;
    await cached.get('references/x.png');
    await cached.get('references/z.png');
    assert.equal(store.reads, 0, 'x (read again) and z (newest) are kept');
    await cached.get('references/y.png');
    assert.equal(store.reads, 1, 'y was let go');
  });

  it('lets streams pass by: an export written or a file copied into one is not kept, a kept file is streamed from memory', async () => {
    const store = countingStore();
    const cached = withReadCache(store, 1000);
    assert.equal(await cached.putStream('exports/zip.zip', Readable.from([Buffer.alloc(300, 3)]), 'application/zip'), 300);
    assert.deepEqual(await buffer((await cached.read('exports/zip.zip')) as Readable), Buffer.alloc(300, 3));
    assert.deepEqual(await buffer((await cached.read('exports/zip.zip')) as Readable), Buffer.alloc(300, 3));
    assert.equal(store.reads, 2, 'neither the written nor the streamed file was kept');
    await cached.put('scenes/kept.png', Buffer.alloc(10, 4), 'image/png');
    assert.deepEqual(await buffer((await cached.read('scenes/kept.png')) as Readable), Buffer.alloc(10, 4));
    assert.equal(store.reads, 2);
  });
});
