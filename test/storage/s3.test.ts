import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { CreateBucketCommand, HeadObjectCommand, ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../../src/config/env';
import { createStorage, newStorageKey, type BlobStorage } from '../../src/storage';
import { LocalFileStorage } from '../../src/storage/local';
import { S3Storage } from '../../src/storage/s3';
import { motoServerCommand, startLocalS3Server, type LocalS3Server } from '../support/s3-server';
import { assertNoFile } from '../support/integrity';
import { INVALID_KEYS } from './invalid-keys';
import { assertListsEveryFileInPages } from './listing';

const BUCKET = 'likeness-test';
const PREFIX = 'tenant-a';

function s3Env(endpoint: string, bucket = BUCKET): NodeJS.ProcessEnv {
  return {
    STORAGE_BACKEND: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test',
    S3_PREFIX: `/${PREFIX}/`,
  };
}

describe('S3 storage against a local S3-compatible server', function () {
  let server: LocalS3Server | undefined;
  let bucket: S3Client;
  let storage: BlobStorage;

  const objectKeys = async (): Promise<string[]> => {
    const listing = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listing.Contents ?? []).map((object) => object.Key!);
  };

  before(async function () {
    const command = motoServerCommand();
    if (!command) {
      const message = 'moto_server not found: install it with `pip install "moto[server]"` (.ci/run does) to run the S3 storage tests';
      if (process.env.CI) throw new Error(message);
      console.log(`      SKIPPED: ${message}`);
      this.skip();
    }
    server = await startLocalS3Server(command);
    bucket = new S3Client({
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    await bucket.send(new CreateBucketCommand({ Bucket: BUCKET }));
    storage = createStorage(loadConfig(s3Env(server.endpoint)));
  });

  after(async () => {
    bucket?.destroy();
    await server?.stop();
  });

  it('lists every file under its prefix in key order, page after page, with when it was written', async () => {
    await assertListsEveryFileInPages(storage);
  });

  it('is chosen by STORAGE_BACKEND=s3', () => {
    assert.ok(storage instanceof S3Storage);
  });

  it('stores the exact bytes under the prefix with their content type', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 255]);
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const pngKey = newStorageKey('scenes');
    const pdfKey = newStorageKey('storybooks', 'application/pdf');
    await storage.put(pngKey, png, 'image/png');
    await storage.put(pdfKey, pdf, 'application/pdf');

    assert.deepEqual(await storage.get(pngKey), png);
    assert.deepEqual(await storage.get(pdfKey), pdf);
    const head = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${pdfKey}` }));
    assert.equal(head.ContentType, 'application/pdf');
    assert.equal(head.ContentLength, pdf.length);
    assert.ok((await objectKeys()).includes(`${PREFIX}/${pngKey}`));
  });

  it('stores a stream from a temporary file: one upload when small, parts past the part size; reads an object as a stream', async () => {
    const config = loadConfig(s3Env(server!.endpoint));
    if (config.storage.backend !== 's3') throw new Error('S3 settings expected');
    const parted = new S3Storage(config.storage, 5 * 1024 * 1024);
    const small = newStorageKey('storybooks', 'application/pdf');
    const large = newStorageKey('exports', 'application/zip');
    const bytes = Buffer.concat([Buffer.from('PK'), Buffer.alloc(11 * 1024 * 1024, 5), Buffer.from('end')]);
    assert.equal(await parted.putStream(small, Readable.from([Buffer.from('%PDF-1.7 small')]), 'application/pdf'), 14);
    assert.equal(await parted.putStream(large, Readable.from([bytes.subarray(0, 3_000_000), bytes.subarray(3_000_000)]), 'application/zip'), bytes.length);
    assert.equal((await buffer((await parted.read(small)) as Readable)).toString(), '%PDF-1.7 small');
    assert.deepEqual(await buffer((await parted.read(large)) as Readable), bytes);
    const head = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${large}` }));
    assert.equal(head.ContentType, 'application/zip');
    assert.match(String(head.ETag), /-3"$/, 'uploaded in 3 parts');
    assert.equal(await parted.read(newStorageKey('exports', 'application/zip')), undefined);
  });

  it('stores nothing when the stream fails, and leaves no upload open', async () => {
    const key = newStorageKey('exports', 'application/zip');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024);
        throw new Error('the archive could not be made');
      })(),
    );
    await assert.rejects(storage.putStream(key, failing, 'application/zip'), /the archive could not be made/);
    assert.ok(!(await objectKeys()).includes(`${PREFIX}/${key}`));
    assert.equal((await bucket.send(new ListMultipartUploadsCommand({ Bucket: BUCKET }))).Uploads?.length ?? 0, 0);
  });

  it('answers undefined for a missing object, and deleting one is not an error', async () => {
    const missing = newStorageKey('references');
    await assertNoFile(storage, missing);
    await storage.delete(missing);
  });

  it('deletes an object', async () => {
    const key = newStorageKey('panels');
    await storage.put(key, Buffer.from('panel'), 'image/png');
    await storage.delete(key);
    await assertNoFile(storage, key);
    assert.ok(!(await objectKeys()).includes(`${PREFIX}/${key}`));
  });

  it('refuses keys the service could not have made, before touching the bucket', async () => {
    const before = await objectKeys();
    for (const key of INVALID_KEYS) {
      await assert.rejects(storage.put(key, Buffer.from('x'), 'image/png'), /Invalid storage key/, key);
      await assert.rejects(storage.get(key), /Invalid storage key/, key);
      await assert.rejects(storage.read(key), /Invalid storage key/, key);
      await assert.rejects(storage.putStream(key, Readable.from([Buffer.from('x')]), 'image/png'), /Invalid storage key/, key);
      await assert.rejects(storage.delete(key), /Invalid storage key/, key);
    }
    assert.deepEqual(await objectKeys(), before);
  });

  it('lets an API and a worker configured alike share files', async () => {
    const worker = createStorage(loadConfig(s3Env(server!.endpoint)));
    const api = createStorage(loadConfig(s3Env(server!.endpoint)));
    const key = newStorageKey('scenes');
    const image = Buffer.from('rendered by the worker');

    await worker.put(key, image, 'image/png');
    assert.deepEqual(await api.get(key), image);
    await api.delete(key);
    assert.equal(await worker.get(key), undefined);
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const elsewhere = createStorage(loadConfig(s3Env(server!.endpoint, 'no-such-bucket')));
    await assert.rejects(elsewhere.get(newStorageKey('scenes')), { name: 'NoSuchBucket' });
  });
});

describe('storage configuration', () => {
  it('defaults to files under the data directory', () => {
    const config = loadConfig({});
    assert.deepEqual(config.storage, { backend: 'local' });
    assert.ok(createStorage(config) instanceof LocalFileStorage);
  });

  it('reads the S3 settings, with path-style addressing on by default for a custom endpoint', () => {
    assert.deepEqual(loadConfig(s3Env('http://minio:9000')).storage, {
      backend: 's3',
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      prefix: `${PREFIX}/`,
    });
    const aws = loadConfig({ STORAGE_BACKEND: 's3', S3_BUCKET: 'b', AWS_REGION: 'eu-west-1' }).storage;
    assert.deepEqual(aws, { backend: 's3', bucket: 'b', region: 'eu-west-1', endpoint: undefined, forcePathStyle: false, credentials: undefined, prefix: '' });
  });

  it('refuses incomplete or unknown settings with a message naming the variable', () => {
    assert.throws(() => loadConfig({ STORAGE_BACKEND: 's3' }), /S3_BUCKET is required/);
    assert.throws(() => loadConfig({ STORAGE_BACKEND: 'gcs' }), /STORAGE_BACKEND must be "local" or "s3"/);
    assert.throws(() => loadConfig({ STORAGE_BACKEND: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }), /must be set together/);
    assert.throws(() => loadConfig({ STORAGE_BACKEND: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }), /S3_FORCE_PATH_STYLE must be true or false/);
  });
});
