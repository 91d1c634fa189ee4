import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { LIMITS } from '../../src/config/pricing';
import { call, type FormFields, postForm } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';
import { smallPng } from './support';

/** A PNG whose header says width x height, with the pixel data of a 1x1 image: tiny on disk, huge if believed. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000000' } }).png().toBuffer();
  const ihdr = Buffer.from(png.subarray(8, 8 + 8 + 13 + 4));
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt32BE(zlib.crc32(ihdr.subarray(4, 8 + 13)), 8 + 13);
  return Buffer.concat([png.subarray(0, 8), ihdr, png.subarray(8 + ihdr.length)]);
}

/** A real decompression bomb: a solid 7000x7000 image (49 MP, 147 MB of pixels) in about 60 KB. */
function solidBomb(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#2255aa' }, limitInputPixels: false })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe('security: request size and upload limits', () => {
  let stack: TestStack;
  let user: TestUser;
  let kitId: string;
  const uploads: Record<string, Buffer> = {};

  /** The multipart routes with the fields they need besides their image. */
  const multipartRoutes = (): Array<{ path: string; field: string; fields: FormFields }> => [
    { path: '/api/characters', field: 'image', fields: { name: 'Nia', description: 'a girl with a kite' } },
    { path: '/api/brand-kits', field: 'logo', fields: { name: 'Acme' } },
    { path: `/api/brand-kits/${kitId}/assets`, field: 'image', fields: { kind: 'product', label: 'Cup' } },
  ];

  before(async function () {
    this.timeout(180_000);
    stack = await getTestStack();
    user = await createTestUser(stack);
    const kit = await postForm(stack.baseUrl, '/api/brand-kits', user.key, { name: 'Limits' });
    assert.equal(kit.status, 201, JSON.stringify(kit.body));
    kitId = kit.body.id;
    const png = await smallPng();
    uploads.oversized = Buffer.concat([png, Buffer.alloc(LIMITS.uploadBytes + 1024 - png.length, 7)]);
    uploads.declaredHuge = await pngDeclaring(20_000, 20_000);
    uploads.bomb = await solidBomb();
    uploads.text = Buffer.from('just some text, not an image\n'.repeat(50));
  });

  async function assertEveryMultipartRoute(upload: Buffer, status: number, message: RegExp): Promise<void> {
    for (const route of multipartRoutes()) {
      const fields: FormFields = { ...route.fields, [route.field]: upload };
      const response = await postForm(stack.baseUrl, route.path, user.key, fields);
      assert.equal(response.status, status, `${route.path}: ${JSON.stringify(response.body)}`);
      assert.match(response.body.error, message, route.path);
    }
    const read = async (path: string) => (await call(stack.baseUrl, 'GET', path, { key: user.key })).body;
    assert.deepEqual((await read(`/api/brand-kits/${kitId}`)).assets, [], 'nothing may be stored from a refused upload');
    assert.deepEqual((await read('/api/brand-kits')).map((kit: { id: string }) => kit.id), [kitId]);
    assert.deepEqual(await read('/api/characters'), []);
  }

  it('a JSON body over 1 MB is 413', async () => {
    const body = { title: 'x'.repeat(LIMITS.jsonBodyBytes + 1), character_ids: [] };
    for (const [method, path] of [['POST', '/api/comics'], ['PATCH', `/api/brand-kits/${kitId}`], ['POST', '/api/generate']]) {
      const response = await call(stack.baseUrl, method, path, { key: user.key, body });
      assert.equal(response.status, 413, `${method} ${path}: ${JSON.stringify(response.body)}`);
      assert.deepEqual(response.body, { error: 'Request body too large' });
    }
  });

  it('an upload over 10 MB is 413 on every multipart route', async () => {
    await assertEveryMultipartRoute(uploads.oversized, 413, /10 MB/);
  });

  it('a PNG declaring 20000x20000 pixels (a small file) is 413 on every multipart route', async () => {
    assert.ok(uploads.declaredHuge.length < 200);
    await assertEveryMultipartRoute(uploads.declaredHuge, 413, /megapixels/);
  });

  it('a decompression bomb (a solid 49-megapixel PNG in a few KB) is 413 on every multipart route', async () => {
    assert.ok(uploads.bomb.length < 200_000, `bomb is ${uploads.bomb.length} bytes`);
    await assertEveryMultipartRoute(uploads.bomb, 413, /megapixels/);
  });

  it('a text file named .png is 415 on every multipart route', async () => {
    await assertEveryMultipartRoute(uploads.text, 415, /PNG, JPEG or WebP/);
  });
});
