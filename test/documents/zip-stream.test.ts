import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { unzipSync, zipSync } from 'fflate';
import { producedStream } from '../../src/documents/byte-stream';
import { ZipWriter, zipStream } from '../../src/documents/zip-stream';

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

/** Python's zipfile (an independent reader) on an archive: what `script` prints with `zip` open. */
function withPythonZip(context: Mocha.Context, file: string, script: string): string {
  const found = spawnSync('python3', ['--version']);
  if (found.error || found.status !== 0) {
    console.log('      SKIPPED: python3 not found (its zipfile module reads the archive as a second reader)');
    context.skip();
  }
  const run = spawnSync('python3', ['-c', `import sys, zipfile\nzip = zipfile.ZipFile(sys.argv[1])\n${script}`, file], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim();
}

function scratch(): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-zip-'));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/**
 * A file that keeps what is piped to it, leaving runs of `zero` (1 MiB of zero bytes) as holes: an archive of
 * gigabytes of zeros takes no disk, and reads back as written.
 */
function sparseFile(file: string, zero: Buffer): Writable {
  const handle = fs.openSync(file, 'w');
  let position = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!(chunk.length === zero.length && chunk.equals(zero))) fs.writeSync(handle, chunk, 0, chunk.length, position);
      position += chunk.length;
      done();
    },
    final(done) {
      fs.ftruncateSync(handle, position);
      fs.closeSync(handle);
      done();
    },
  });
}

describe('ZIP archives written as streams', () => {
  it('writes the entries fflate zipSync wrote, byte for byte, when their bytes are at hand', async () => {
    const modified = new Date(2026, 0, 2, 3, 4, 6);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5]);
    const xml = Buffer.from('<?xml version="1.0"?>\n<ComicInfo><Title>Pip &amp; the kite</Title></ComicInfo>\n'.repeat(20));
    const streamed = await buffer(
      producedStream(async (sink) => {
        const zip = new ZipWriter(sink, modified);
        await zip.add('page-001.png', png, 'store');
        await zip.add('ComicInfo.xml', xml, 'deflate');
        await zip.add('names/größe-名前.txt', Buffer.from('ü'), 'deflate');
        await zip.end();
      }),
    );
    const whole = zipSync({ 'page-001.png': [png, { level: 0 }], 'ComicInfo.xml': xml, 'names/größe-名前.txt': Buffer.from('ü') }, { level: 6, mtime: modified });
    assert.deepEqual(streamed, Buffer.from(whole));
  });

  it('copies streamed entries with their CRC and sizes after them, in order, readable by fflate and by Python', async function () {
    const chunks = [Buffer.from('first part, '), Buffer.alloc(200_000, 7), Buffer.from(' and the end')];
    const zip = await buffer(
      zipStream(async (writer) => {
        await writer.add('README.txt', Buffer.from('read me'), 'deflate');
        await writer.addStream('comics/kite/comic.pdf', Readable.from(chunks));
        await writer.addStream('empty.bin', Readable.from([]));
        await writer.add('webhooks.json', Buffer.from('[]\n'), 'deflate');
      }),
    );
    const files = unzipSync(zip);
    assert.deepEqual(Object.keys(files), ['README.txt', 'comics/kite/comic.pdf', 'empty.bin', 'webhooks.json']);
    assert.deepEqual(Buffer.from(files['comics/kite/comic.pdf']), Buffer.concat(chunks));
    assert.equal(files['empty.bin'].length, 0);
    const { folder, remove } = scratch();
    try {
      fs.writeFileSync(path.join(folder, 'export.zip'), zip);
      const checked = withPythonZip(this, path.join(folder, 'export.zip'), 'print(zip.testzip(), [i.file_size for i in zip.infolist()])');
      assert.equal(checked, 'None [7, 200024, 0, 3]', 'every CRC matches and every size is right');
    } finally {
      remove();
    }
  });

  it('past 4 GiB, the central directory has its ZIP64 records and an entry beyond that offset is found', async function () {
    this.timeout(120_000);
    const zero = Buffer.alloc(MIB);
    const zeros = async function* (bytes: number) {
      for (let sent = 0; sent < bytes; sent += zero.length) yield zero;
    };
    const { folder, remove } = scratch();
    const file = path.join(folder, 'big.zip');
    try {
      const zip = zipStream(async (writer) => {
        await writer.addStream('zeros-1.bin', zeros(2 * GIB + MIB));
        await writer.addStream('zeros-2.bin', zeros(2 * GIB + MIB));
        await writer.add('after.txt', Buffer.from('found past 4 GiB'), 'deflate');
      });
      await pipeline(zip, sparseFile(file, zero));
      assert.ok(fs.statSync(file).size > 4 * GIB);
      const read = withPythonZip(this, file, "print([(i.filename, i.file_size, i.header_offset > 2**32) for i in zip.infolist()], zip.read('after.txt').decode())");
      assert.equal(read, `[('zeros-1.bin', ${2 * GIB + MIB}, False), ('zeros-2.bin', ${2 * GIB + MIB}, False), ('after.txt', 16, True)] found past 4 GiB`);
    } finally {
      remove();
    }
  });

  it('stops at its next entry when the reader goes away', async () => {
    let written = 0;
    let stopped: unknown;
    const zip = zipStream(async (writer) => {
      try {
        for (; written < 100; written += 1) await writer.add(`noise-${written}.bin`, Buffer.alloc(256 * 1024, written), 'store');
      } catch (error) {
        stopped = error;
        throw error;
      }
    });
    const reader = zip[Symbol.asyncIterator]();
    await reader.next();
    zip.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    assert.match(String(stopped), /reader of the document went away/);
    assert.ok(written < 10, `it wrote ${written} of 100 entries`);
  });
});
