import assert from 'node:assert/strict';
import sharp from 'sharp';
import { call, type FormFields, postForm as postFormTo } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';

type Fields = FormFields;

const PALETTE = [
  { name: 'Sky', hex: '#3A7BD5' },
  { name: 'Sun', hex: '#f2c12e' },
];

/** A small PNG with transparency, like a real logo. */
function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 4, background: { r: 220, g: 40, b: 60, alpha: 0.5 } } }).png().toBuffer();
}

async function fetchStatus(url: string): Promise<number> {
  return (await fetch(url)).status;
}

describe('brand kits (beta) over HTTP', () => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;
  let logo: Buffer;

  before(async () => {
    stack = await getTestStack();
    [alice, bob] = await Promise.all([createTestUser(stack), createTestUser(stack)]);
    logo = await logoPng();
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, options);

  const postForm = (path: string, key: string, fields: Fields) => postFormTo(stack.baseUrl, path, key, fields);

  async function createKit(user: TestUser, fields: Fields = {}) {
    const res = await postForm('/api/brand-kits', user.key, { name: 'Acme', ...fields });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body;
  }

  async function addAsset(user: TestUser, kitId: string, fields: Fields = {}) {
    const res = await postForm(`/api/brand-kits/${kitId}/assets`, user.key, { kind: 'product', label: 'Bottle', image: logo, ...fields });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body;
  }

  describe('POST /api/brand-kits', () => {
    it('creates a kit with a logo, palette and brand voice', async () => {
      const kit = await createKit(alice, { logo, palette: JSON.stringify(PALETTE), brand_voice: 'Warm, playful, never sarcastic.' });
      assert.deepEqual(Object.keys(kit).sort(), ['brand_voice', 'created_at', 'id', 'logo_image_url', 'name', 'palette']);
      assert.equal(kit.name, 'Acme');
      assert.deepEqual(kit.palette, PALETTE);
      assert.equal(kit.brand_voice, 'Warm, playful, never sarcastic.');
      assert.ok(!Number.isNaN(Date.parse(kit.created_at)));
      const served = await fetch(kit.logo_image_url);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/png');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      assert.deepEqual([metadata.width, metadata.height, metadata.hasAlpha], [48, 32, true], 'the logo keeps its transparency');
    });

    it('needs only a name', async () => {
      const kit = await createKit(alice, { name: 'Plain' });
      assert.equal(kit.logo_image_url, null);
      assert.deepEqual(kit.palette, []);
      assert.equal(kit.brand_voice, null);
    });

    it('answers 400 for a missing name, palette that is not JSON, or a hex that is not #RRGGBB', async () => {
      const noName = await postForm('/api/brand-kits', alice.key, { brand_voice: 'x' });
      assert.equal(noName.status, 400);
      assert.match(noName.body.error, /^name: is required/);

      const notJson = await postForm('/api/brand-kits', alice.key, { name: 'A', palette: '[{"name": "Sky",' });
      assert.equal(notJson.status, 400);
      assert.match(notJson.body.error, /^palette: is not valid JSON/);

      const badHex = await postForm('/api/brand-kits', alice.key, { name: 'A', palette: JSON.stringify([PALETTE[0], { name: 'Mint', hex: '#9f9' }]) });
      assert.equal(badHex.status, 400);
      assert.match(badHex.body.error, /palette\.1\.hex: "#9f9" is not a colour code of the form #RRGGBB/);

      const notArray = await postForm('/api/brand-kits', alice.key, { name: 'A', palette: '{"name":"Sky","hex":"#3A7BD5"}' });
      assert.equal(notArray.status, 400);
      assert.match(notArray.body.error, /^palette: /);
    });

    it('answers 415 for a logo that is not an image', async () => {
      const res = await postForm('/api/brand-kits', alice.key, { name: 'A', logo: Buffer.from('not an image at all') });
      assert.equal(res.status, 415);
      assert.match(res.body.error, /logo/);
    });
  });

  describe('reading and changing kits', () => {
    it("lists only the caller's kits, newest first", async () => {
      const user = await createTestUser(stack);
      const first = await createKit(user, { name: 'First' });
      const second = await createKit(user, { name: 'Second' });
      const bobs = await createKit(bob, { name: 'Bob only' });
      const list = await api('GET', '/api/brand-kits', { key: user.key });
      assert.equal(list.status, 200);
      assert.deepEqual(
        list.body.map((kit: { id: string }) => kit.id),
        [second.id, first.id],
      );
      assert.ok(!(await api('GET', '/api/brand-kits', { key: alice.key })).body.some((kit: { id: string }) => kit.id === bobs.id));
    });

    it('GET /api/brand-kits/{id} returns the kit with its assets; 404 for another user or a non-UUID id', async () => {
      const kit = await createKit(alice, { palette: JSON.stringify(PALETTE) });
      const logoAsset = await addAsset(alice, kit.id, { kind: 'logo', label: 'Wordmark' });
      const product = await addAsset(alice, kit.id);
      const res = await api('GET', `/api/brand-kits/${kit.id}`, { key: alice.key });
      assert.equal(res.status, 200);
      assert.equal(res.body.name, 'Acme');
      assert.deepEqual(res.body.palette, PALETTE);
      assert.deepEqual(
        res.body.assets.map((asset: { id: string }) => asset.id),
        [logoAsset.id, product.id],
      );
      assert.deepEqual(res.body.assets[1], product);

      const other = await api('GET', `/api/brand-kits/${kit.id}`, { key: bob.key });
      assert.equal(other.status, 404);
      assert.match(other.body.error, /Brand kit not found/);
      assert.equal((await api('GET', '/api/brand-kits/not-a-uuid', { key: alice.key })).status, 404);
      assert.equal((await api('GET', `/api/brand-kits/${kit.id}`)).status, 401);
    });

    it('PATCH changes name, brand voice (null clears it) and palette, and returns the updated kit', async () => {
      const kit = await createKit(alice, { brand_voice: 'Loud', palette: JSON.stringify(PALETTE) });
      const res = await api('PATCH', `/api/brand-kits/${kit.id}`, {
        key: alice.key,
        body: { name: 'Acme Two', brand_voice: null, palette: [{ name: 'Ink', hex: '#101010' }] },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body, { ...kit, name: 'Acme Two', brand_voice: null, palette: [{ name: 'Ink', hex: '#101010' }] });

      const onlyVoice = await api('PATCH', `/api/brand-kits/${kit.id}`, { key: alice.key, body: { brand_voice: 'Quiet' } });
      assert.equal(onlyVoice.body.name, 'Acme Two', 'fields left out are unchanged');
      assert.equal(onlyVoice.body.brand_voice, 'Quiet');
      assert.deepEqual((await api('GET', `/api/brand-kits/${kit.id}`, { key: alice.key })).body.palette, [{ name: 'Ink', hex: '#101010' }]);
    });

    it('PATCH answers 400 for an invalid palette or empty name and 404 for another user', async () => {
      const kit = await createKit(alice);
      const badHex = await api('PATCH', `/api/brand-kits/${kit.id}`, { key: alice.key, body: { palette: [{ name: 'Red', hex: 'red' }] } });
      assert.equal(badHex.status, 400);
      assert.match(badHex.body.error, /palette\.0\.hex: "red" is not a colour code/);
      const emptyName = await api('PATCH', `/api/brand-kits/${kit.id}`, { key: alice.key, body: { name: '  ' } });
      assert.equal(emptyName.status, 400);
      assert.match(emptyName.body.error, /^name: /);
      const other = await api('PATCH', `/api/brand-kits/${kit.id}`, { key: bob.key, body: { name: 'Mine now' } });
      assert.equal(other.status, 404);
      assert.equal((await api('GET', `/api/brand-kits/${kit.id}`, { key: alice.key })).body.name, 'Acme');
    });
  });

  describe('assets', () => {
    it('POST stores the image and returns the asset', async () => {
      const kit = await createKit(alice);
      const asset = await addAsset(alice, kit.id, { kind: 'packaging', label: 'Gift box' });
      assert.deepEqual(Object.keys(asset).sort(), ['brand_kit_id', 'created_at', 'id', 'image_url', 'kind', 'label']);
      assert.equal(asset.brand_kit_id, kit.id);
      assert.equal(asset.kind, 'packaging');
      assert.equal(asset.label, 'Gift box');
      assert.equal(await fetchStatus(asset.image_url), 200);
    });

    it('POST answers 400 for a missing image, kind or label, or an unknown kind; 404 on another user’s kit', async () => {
      const kit = await createKit(alice);
      const path = `/api/brand-kits/${kit.id}/assets`;
      const noImage = await postForm(path, alice.key, { kind: 'product', label: 'Bottle' });
      assert.equal(noImage.status, 400);
      assert.match(noImage.body.error, /^image: is required/);
      const badKind = await postForm(path, alice.key, { kind: 'poster', label: 'Bottle', image: logo });
      assert.equal(badKind.status, 400);
      assert.match(badKind.body.error, /^kind: must be one of logo, product, packaging, reference/);
      const noLabel = await postForm(path, alice.key, { kind: 'product', image: logo });
      assert.equal(noLabel.status, 400);
      assert.match(noLabel.body.error, /^label: is required/);
      const other = await postForm(path, bob.key, { kind: 'product', label: 'Bottle', image: logo });
      assert.equal(other.status, 404);
      assert.deepEqual((await api('GET', `/api/brand-kits/${kit.id}`, { key: alice.key })).body.assets, []);
    });

    it('DELETE removes the asset and its file; 400 without a UUID asset_id, 404 for another kit or user', async () => {
      const kit = await createKit(alice);
      const otherKit = await createKit(alice, { name: 'Other' });
      const asset = await addAsset(alice, kit.id);
      const path = `/api/brand-kits/${kit.id}/assets`;

      const missing = await api('DELETE', path, { key: alice.key });
      assert.equal(missing.status, 400);
      assert.match(missing.body.error, /^asset_id: is required/);
      const notUuid = await api('DELETE', `${path}?asset_id=abc`, { key: alice.key });
      assert.equal(notUuid.status, 400);
      assert.match(notUuid.body.error, /^asset_id: must be a UUID/);
      const wrongKit = await api('DELETE', `/api/brand-kits/${otherKit.id}/assets?asset_id=${asset.id}`, { key: alice.key });
      assert.equal(wrongKit.status, 404);
      assert.match(wrongKit.body.error, /Brand asset not found/);
      assert.equal((await api('DELETE', `${path}?asset_id=${asset.id}`, { key: bob.key })).status, 404);
      assert.equal(await fetchStatus(asset.image_url), 200, 'failed deletes leave the file');

      const deleted = await api('DELETE', `${path}?asset_id=${asset.id}`, { key: alice.key });
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.body, { deleted: true, id: asset.id });
      assert.equal(await fetchStatus(asset.image_url), 404);
      assert.deepEqual((await api('GET', `/api/brand-kits/${kit.id}`, { key: alice.key })).body.assets, []);
      assert.equal((await api('DELETE', `${path}?asset_id=${asset.id}`, { key: alice.key })).status, 404);
    });
  });

  describe('DELETE /api/brand-kits/{id}', () => {
    it('deletes the kit, its assets and every stored file; 404 for another user', async () => {
      const kit = await createKit(alice, { logo });
      const asset = await addAsset(alice, kit.id);
      const other = await api('DELETE', `/api/brand-kits/${kit.id}`, { key: bob.key });
      assert.equal(other.status, 404);
      assert.equal(await fetchStatus(kit.logo_image_url), 200);

      const deleted = await api('DELETE', `/api/brand-kits/${kit.id}`, { key: alice.key });
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.body, { deleted: true, id: kit.id });
      assert.equal(await fetchStatus(kit.logo_image_url), 404);
      assert.equal(await fetchStatus(asset.image_url), 404);
      assert.equal((await api('GET', `/api/brand-kits/${kit.id}`, { key: alice.key })).status, 404);
      assert.ok(!(await api('GET', '/api/brand-kits', { key: alice.key })).body.some((k: { id: string }) => k.id === kit.id));
      assert.equal((await api('DELETE', `/api/brand-kits/${kit.id}`, { key: alice.key })).status, 404);
    });
  });

  it('documents every brand-kit route in /openapi.json', async () => {
    const { paths } = (await api('GET', '/openapi.json')).body;
    assert.deepEqual(Object.keys(paths['/api/brand-kits']).sort(), ['get', 'post']);
    assert.deepEqual(Object.keys(paths['/api/brand-kits/{id}']).sort(), ['delete', 'get', 'patch']);
    assert.deepEqual(Object.keys(paths['/api/brand-kits/{id}/assets']).sort(), ['delete', 'post']);
    assert.ok(paths['/api/brand-kits'].post.requestBody.content['multipart/form-data']);
    assert.deepEqual(paths['/api/library'].get.security, []);
  });
});
