import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newStorageKey } from '../../src/storage';
import { LocalFileStorage } from '../../src/storage/local';
import { S3Storage } from '../../src/storage/s3';
import type { BlobStorage } from '../../src/storage/types';
import { getTestStack, type TestStack } from '../support/stack';
import { rawRequest, smallPng } from './support';

const PACKAGE_JSON = fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8');

/** Keys a caller could try to smuggle into a storage call: traversal, absolute paths, odd encodings. */
const HOSTILE_KEYS = [
  '../package.json',
  '../../etc/passwd',
  '/etc/passwd',
  'references/../../package.json',
  'references/../secret.png',
  'references/..%2f..%2fpackage.json',
  'references\\..\\..\\package.json',
  'references/%2e%2e/secret.png',
  `references/${'a'.repeat(40)}.png/../../secret.png`,
  `references/${'a'.repeat(40)}.png\u0000.pdf`,
  `secrets/${'a'.repeat(40)}.png`,
  '',
];

const HOSTILE_PATHS = [
  '/files/../../etc/passwd',
  '/files/../package.json',
  '/files/%2e%2e/%2e%2e/etc/passwd',
  '/files/..%2f..%2fetc%2fpasswd',
  '/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/files/references/..%2f..%2fpackage.json',
  '/files/references/%2e%2e%2f%2e%2e%2fpackage.json',
  '/files/references/..%252f..%252fpackage.json',
  '/files/references/..%5c..%5cpackage.json',
  '/files/references/....//....//package.json',
  '/files/%2e%2e/package.json',
  '/files/references/%2e%2e',
  '/files/references/..',
  '/files/references/.%2e/etc/passwd',
  '/files//etc/passwd',
  '/files/%2fetc/passwd',
];

describe('security: path traversal in storage keys', () => {
  describe('the storage modules refuse keys they could not have made', () => {
    let root: string;

    before(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-traversal-'));
      fs.writeFileSync(path.join(root, 'secret.png'), 'secret');
      fs.mkdirSync(path.join(root, 'files'));
    });

    after(() => fs.rmSync(root, { recursive: true, force: true }));

    async function assertRefusesHostileKeys(storage: BlobStorage): Promise<void> {
      for (const key of HOSTILE_KEYS) {
        await assert.rejects(storage.get(key), /Invalid storage key/, `get ${JSON.stringify(key)}`);
        await assert.rejects(storage.put(key, Buffer.from('x'), 'image/png'), /Invalid storage key/, `put ${JSON.stringify(key)}`);
        await assert.rejects(storage.delete(key), /Invalid storage key/, `delete ${JSON.stringify(key)}`);
      }
    }

    it('local storage: get, put and delete throw, and nothing outside the root is read, written or removed', async () => {
      const storage = new LocalFileStorage(path.join(root, 'files'));
      const key = newStorageKey('references');
      await storage.put(key, Buffer.from('inside'));
      assert.equal((await storage.get(key))?.toString(), 'inside');
      await assertRefusesHostileKeys(storage);
      assert.equal(fs.readFileSync(path.join(root, 'secret.png'), 'utf8'), 'secret');
      assert.deepEqual(fs.readdirSync(root).sort(), ['files', 'secret.png']);
    });

    it('S3 storage: get, put and delete throw before any request is sent', async () => {
      const unreachable = new S3Storage({
        bucket: 'b',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9',
        forcePathStyle: true,
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
        prefix: 'likeness/',
      });
      await assertRefusesHostileKeys(unreachable);
    });
  });

  describe('GET /files/...', () => {
    let stack: TestStack;
    let storedKey: string;
    let stored: Buffer;

    before(async () => {
      stack = await getTestStack();
      storedKey = newStorageKey('references');
      stored = await smallPng();
      await stack.deps.storage.put(storedKey, stored, 'image/png');
    });

    it('serves a stored file by its key', async () => {
      const response = await fetch(`${stack.baseUrl}/files/${storedKey}`);
      assert.equal(response.status, 200);
      assert.ok(Buffer.from(await response.arrayBuffer()).equals(stored));
    });

    it('answers traversal attempts, plain and encoded, with a JSON 404 and never file contents', async () => {
      for (const hostile of [...HOSTILE_PATHS, `/files/${storedKey}/../../../package.json`]) {
        const response = await rawRequest(stack.baseUrl, hostile);
        assert.equal(response.status, 404, `${hostile}: ${response.status} ${response.body.slice(0, 200)}`);
        assert.match(String(response.headers['content-type']), /application\/json/, hostile);
        assert.equal(typeof JSON.parse(response.body).error, 'string', hostile);
        assert.doesNotMatch(response.body, /root:|"dependencies"|secret/, hostile);
        assert.ok(!response.body.includes(PACKAGE_JSON.slice(0, 60)), hostile);
      }
    });
  });
});
