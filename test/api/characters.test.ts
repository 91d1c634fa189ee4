import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { LibraryCharacter } from '../../src/entities/library-character';
import { ReferenceImage } from '../../src/entities/reference-image';
import { publicFileUrl } from '../../src/storage';
import { createBuiltinIllustrator } from '../../src/models/builtin/illustrator';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';

const SAMPLES = 'node_modules/@vladmandic/face-api/demo';
const GROUP_PHOTO = `${SAMPLES}/sample1.jpg`;

interface Upload {
  bytes: Buffer;
  filename: string;
  type?: string;
}

/** One person: the right-hand woman of the group photo, cropped to a portrait. */
const portraitPhoto = () => sharp(GROUP_PHOTO).extract({ left: 1300, top: 60, width: 560, height: 700 }).jpeg().toBuffer();

/** A drawing: the built-in illustrator's front view of a cartoon girl. */
async function drawing(): Promise<Buffer> {
  const illustrator = createBuiltinIllustrator({ name: 'fixture', rendering: 'flat' });
  const descriptor = {
    species: 'human' as const,
    age: 'child' as const,
    hair: { style: 'pigtails', color: '#c8452c' },
    skin: '#f1c9a5',
    eyes: '#3b6ea5',
    build: 'slim' as const,
    outfit: [{ piece: 'raincoat', color: '#f4c430' }],
    accessories: [],
    palette: ['#f4c430', '#c8452c'],
  };
  const view = await illustrator.renderReference({ character: { name: 'Mia', descriptor, references: [] }, label: 'front', seed: 1, width: 512, height: 512 });
  return view.png;
}

describe('characters over HTTP: create, read, lifecycle, delete', () => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;

  before(async () => {
    stack = await getTestStack();
    alice = await createTestUser(stack);
    bob = await createTestUser(stack);
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, options);

  async function createCharacter(key: string, fields: Record<string, string>, image?: Upload) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (image) form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' }), image.filename);
    const response = await fetch(`${stack.baseUrl}/api/characters`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: form });
    return { status: response.status, body: (await response.json()) as any };
  }

  const fileStatus = async (url: string) => (await fetch(url)).status;

  it('creates a draft character without an image: face_mode null, descriptor from the description', async () => {
    const res = await createCharacter(alice.key, {
      name: 'Mia',
      description: 'A cheerful girl with red pigtails, a yellow raincoat and green boots',
      style_notes: 'watercolour',
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const mia = res.body;
    assert.match(mia.id, /^[0-9a-f-]{36}$/);
    assert.equal(mia.name, 'Mia');
    assert.equal(mia.style_notes, 'watercolour');
    assert.equal(mia.source_image_url, null);
    assert.equal(mia.face_mode, null);
    assert.equal(mia.status, 'draft');
    assert.equal(mia.warning, undefined);
    assert.ok(!Number.isNaN(Date.parse(mia.created_at)));
    assert.equal(mia.descriptor.hair.style, 'pigtails');
    assert.ok(mia.descriptor.outfit.some((item: { piece: string }) => item.piece === 'raincoat'));
    for (const colour of [mia.descriptor.hair.color, mia.descriptor.skin, mia.descriptor.eyes, ...mia.descriptor.palette]) {
      assert.match(colour, /^#[0-9a-f]{6}$/i);
    }

    const one = await api('GET', `/api/characters/${mia.id}`, { key: alice.key });
    assert.equal(one.status, 200);
    assert.deepEqual({ ...one.body, references: undefined }, { ...mia, references: undefined });
    assert.deepEqual(one.body.references, []);
  });

  it('lists only the caller’s characters, newest first', async () => {
    const user = await createTestUser(stack);
    for (const name of ['First', 'Second', 'Third']) {
      assert.equal((await createCharacter(user.key, { name, description: `${name}, a tall man in a blue suit` })).status, 201);
    }
    await createCharacter(bob.key, { name: 'Not yours', description: 'a dog' });
    const list = await api('GET', '/api/characters', { key: user.key });
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.map((character: { name: string }) => character.name), ['Third', 'Second', 'First']);
  });

  it('the list carries a reference thumbnail: the front view once drawn, null before the character has references', async () => {
    const user = await createTestUser(stack);
    const drawn = await createReadyCharacter(stack, user.id, 'Drawn Dan', 'a short man with a brown beard and a blue cap');
    const bare = await createReadyCharacter(stack, user.id, 'Bare Bea', 'a woman with long grey hair', { status: 'draft', references: false });
    const list = await api('GET', '/api/characters', { key: user.key });
    const thumbnails = new Map<string, string | null>(list.body.map((character: { name: string; reference_image_url: string | null }) => [character.name, character.reference_image_url]));
    const front = await stack.dataSource.getRepository(ReferenceImage).findOneByOrFail({ characterId: drawn.id, label: 'front' });
    assert.equal(thumbnails.get('Drawn Dan'), publicFileUrl(stack.config, front.imageKey));
    assert.equal((await fetch(publicFileUrl(stack.config, front.imageKey))).headers.get('content-type'), 'image/png');
    assert.equal(thumbnails.get('Bare Bea'), null);
    assert.equal((await api('GET', `/api/characters/${bare.id}`, { key: user.key })).body.reference_image_url, undefined, 'the detail view carries the whole sheet instead');
  });

  it('answers 400 naming the field when name or description is missing or empty', async () => {
    const noName = await createCharacter(alice.key, { description: 'a cat' });
    assert.equal(noName.status, 400);
    assert.match(noName.body.error, /^name: is required/);
    const blank = await createCharacter(alice.key, { name: 'Tom', description: '   ' });
    assert.equal(blank.status, 400);
    assert.match(blank.body.error, /description: must not be empty/);
    const reserved = await createCharacter(alice.key, { name: 'Tom', description: 'a cat', _owner: 'x' });
    assert.equal(reserved.status, 400);
  });

  it('refuses uploads that are not images (415), too large (413) or decompression bombs (413), and keeps nothing', async () => {
    const before = (await api('GET', '/api/characters', { key: alice.key })).body.length;
    const text = await createCharacter(alice.key, { name: 'T', description: 'd' }, { bytes: Buffer.from('not an image'), filename: 'photo.png' });
    assert.equal(text.status, 415);
    assert.match(text.body.error, /PNG, JPEG or WebP/);
    const big = Buffer.concat([await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer(), Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await createCharacter(alice.key, { name: 'T', description: 'd' }, { bytes: big, filename: 'big.png' });
    assert.equal(tooBig.status, 413);
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#2878c8' }, limitInputPixels: false }).png().toBuffer();
    const bombed = await createCharacter(alice.key, { name: 'T', description: 'd' }, { bytes: bomb, filename: 'bomb.png' });
    assert.equal(bombed.status, 413);
    assert.match(bombed.body.error, /megapixels/);
    assert.equal((await api('GET', '/api/characters', { key: alice.key })).body.length, before);
  });

  it('a portrait photo of one person gives face_mode pulid and a served, re-encoded source image', async () => {
    const res = await createCharacter(alice.key, { name: 'Kate', description: 'A woman with long blonde hair in a black uniform' }, { bytes: await portraitPhoto(), filename: 'kate.jpg', type: 'image/jpeg' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.face_mode, 'pulid');
    assert.equal(res.body.warning, undefined);
    assert.ok(res.body.source_image_url.startsWith(`${stack.config.publicBaseUrl}/files/sources/`));
    const served = await fetch(res.body.source_image_url);
    assert.equal(served.status, 200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 560, 700]);
  });

  it('a group photo gives a warning about several people and face_mode illustrated', async () => {
    const res = await createCharacter(alice.key, { name: 'Crew', description: 'A woman in a black top' }, { bytes: await sharp(GROUP_PHOTO).toBuffer(), filename: 'group.jpg', type: 'image/jpeg' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.match(res.body.warning, /^3 people were detected/);
    assert.equal(res.body.face_mode, 'illustrated');
  });

  it('a drawing gives face_mode illustrated without a warning', async () => {
    const res = await createCharacter(alice.key, { name: 'Mia', description: 'A girl with red pigtails' }, { bytes: await drawing(), filename: 'mia.png' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.face_mode, 'illustrated');
    assert.equal(res.body.warning, undefined);
  });

  it('moves through draft -> locked -> published with 409 for every move the state does not allow', async () => {
    const name = `Pip ${crypto.randomBytes(3).toString('hex')}`;
    const { body: pip } = await createCharacter(alice.key, { name, description: 'A curious fox with a green scarf' });
    const move = (verb: string) => api('POST', `/api/characters/${pip.id}/${verb}`, { key: alice.key });
    const expectConflict = async (verb: string, state: string) => {
      const res = await move(verb);
      assert.equal(res.status, 409, `${verb} from ${state}`);
      assert.match(res.body.error, new RegExp(`is ${state}`));
    };

    await expectConflict('unlock', 'draft');
    await expectConflict('publish', 'draft');
    const filled = await move('auto-fill-descriptor');
    assert.equal(filled.status, 200);
    assert.equal(filled.body.descriptor.species, 'fox');
    assert.ok(filled.body.descriptor.outfit.some((item: { piece: string }) => item.piece === 'scarf'));

    const locked = await move('lock');
    assert.equal(locked.status, 200);
    assert.equal(locked.body.status, 'locked');
    await expectConflict('lock', 'locked');
    await expectConflict('auto-fill-descriptor', 'locked');
    const references = await api('POST', `/api/characters/${pip.id}/references`, { key: alice.key, body: {} });
    assert.equal(references.status, 409);

    assert.equal((await move('unlock')).body.status, 'draft');
    assert.equal((await move('lock')).body.status, 'locked');
    const published = await move('publish');
    assert.equal(published.status, 200);
    assert.equal(published.body.status, 'published');
    await expectConflict('unlock', 'published');
    await expectConflict('publish', 'published');
    await expectConflict('lock', 'published');
    await expectConflict('auto-fill-descriptor', 'published');
    assert.equal((await api('GET', `/api/characters/${pip.id}`, { key: alice.key })).body.status, 'published');

    const library = await api('GET', `/api/library?search=${encodeURIComponent(name)}`);
    assert.equal(library.status, 200);
    assert.deepEqual(library.body.characters.map((entry: { name: string }) => entry.name), [name]);
  });

  it('a draft is edited (name, description, style notes, descriptor); a locked one is not (409), and a bad colour is a 400 naming it', async () => {
    const { body: ivy } = await createCharacter(alice.key, { name: 'Ivy', description: 'A girl with a green coat' });
    const edit = (body: unknown) => api('PATCH', `/api/characters/${ivy.id}`, { key: alice.key, body });
    const descriptor = { ...ivy.descriptor, hair: { style: 'braids', color: '#5a3825' }, outfit: [{ piece: 'raincoat', color: '#f5d728' }] };
    const edited = await edit({ name: 'Ivy Fern', description: 'A girl with braids and a yellow raincoat', style_notes: 'soft pencil', descriptor });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.deepEqual(
      { name: edited.body.name, description: edited.body.description, style_notes: edited.body.style_notes, descriptor: edited.body.descriptor },
      { name: 'Ivy Fern', description: 'A girl with braids and a yellow raincoat', style_notes: 'soft pencil', descriptor },
    );
    assert.equal((await api('GET', `/api/characters/${ivy.id}`, { key: alice.key })).body.name, 'Ivy Fern');
    const badColour = await edit({ descriptor: { ...descriptor, eyes: 'green' } });
    assert.equal(badColour.status, 400);
    assert.match(badColour.body.error, /descriptor\.eyes: must be a colour written #RRGGBB/);
    assert.equal((await edit({ name: '' })).status, 400);
    assert.equal((await api('PATCH', `/api/characters/${ivy.id}`, { key: bob.key, body: { name: 'Stolen' } })).status, 404);
    assert.equal((await api('POST', `/api/characters/${ivy.id}/lock`, { key: alice.key })).status, 200);
    const locked = await edit({ name: 'Ivy again' });
    assert.equal(locked.status, 409);
    assert.match(locked.body.error, /is locked/);
  });

  it('deletes a character with its references and stored files; its URLs then answer 404', async () => {
    const { body: kate } = await createCharacter(alice.key, { name: 'Gone', description: 'A woman with blonde hair' }, { bytes: await portraitPhoto(), filename: 'p.jpg', type: 'image/jpeg' });
    const sheet = await api('POST', `/api/characters/${kate.id}/references`, { key: alice.key, body: { labels: ['front', 'happy'] } });
    assert.equal(sheet.status, 200, JSON.stringify(sheet.body));
    const urls = [kate.source_image_url, ...sheet.body.references.map((reference: { image_url: string }) => reference.image_url)];
    assert.equal(urls.length, 3);
    for (const url of urls) assert.equal(await fileStatus(url), 200);

    const deleted = await api('DELETE', `/api/characters/${kate.id}`, { key: alice.key });
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.body, { deleted: true, id: kate.id });
    for (const url of urls) assert.equal(await fileStatus(url), 404, url);
    assert.equal((await api('GET', `/api/characters/${kate.id}`, { key: alice.key })).status, 404);
    assert.ok(!(await api('GET', '/api/characters', { key: alice.key })).body.some((character: { id: string }) => character.id === kate.id));
    assert.equal((await api('DELETE', `/api/characters/${kate.id}`, { key: alice.key })).status, 404);
  });

  it('a published character deleted by its owner stays in the library with its own copies of the images', async () => {
    const name = `Kept ${crypto.randomBytes(3).toString('hex')}`;
    const { body: kept } = await createCharacter(alice.key, { name, description: 'A bear in a red jumper' });
    await api('POST', `/api/characters/${kept.id}/references`, { key: alice.key, body: { labels: ['front'] } });
    await api('POST', `/api/characters/${kept.id}/lock`, { key: alice.key });
    await api('POST', `/api/characters/${kept.id}/publish`, { key: alice.key });
    assert.equal((await api('DELETE', `/api/characters/${kept.id}`, { key: alice.key })).status, 200);
    const [entry] = (await api('GET', `/api/library?search=${encodeURIComponent(name)}`)).body.characters;
    assert.equal(entry.name, name);
    assert.equal(await fileStatus(entry.reference_image_url), 200);
    const row = await stack.dataSource.getRepository(LibraryCharacter).findOneByOrFail({ id: entry.id });
    assert.equal(row.sourceCharacterId, null);
  });

  it('answers 404 on every route for another user’s character and for ids that are not UUIDs', async () => {
    const { body: mine } = await createCharacter(alice.key, { name: 'Private', description: 'A robot with a chrome antenna' });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', ''],
      ['DELETE', ''],
      ['POST', '/lock'],
      ['POST', '/unlock'],
      ['POST', '/publish'],
      ['POST', '/auto-fill-descriptor'],
      ['POST', '/references', { labels: ['front'] }],
    ];
    for (const id of [mine.id, 'not-a-uuid', crypto.randomUUID()]) {
      for (const [method, suffix, body] of routes) {
        const res = await api(method, `/api/characters/${id}${suffix}`, { key: bob.key, body });
        assert.equal(res.status, 404, `${method} ${suffix || '/'} on ${id}`);
        assert.match(res.body.error, /not found/);
      }
    }
    const still = await api('GET', `/api/characters/${mine.id}`, { key: alice.key });
    assert.equal(still.body.status, 'draft');
    assert.deepEqual(still.body.references, []);
  });

  it('documents every character route in /openapi.json', async () => {
    const { body: document } = await api('GET', '/openapi.json');
    const paths = document.paths;
    assert.ok(paths['/api/characters'].get && paths['/api/characters'].post);
    assert.ok(paths['/api/characters'].post.requestBody.content['multipart/form-data']);
    assert.ok(paths['/api/characters/{id}'].get && paths['/api/characters/{id}'].delete);
    for (const verb of ['lock', 'unlock', 'publish', 'auto-fill-descriptor', 'references']) {
      assert.ok(paths[`/api/characters/{id}/${verb}`]?.post, verb);
    }
    for (const schema of ['Character', 'ReferenceImage', 'CharacterDescriptor', 'ReferenceSheet']) assert.ok(document.components.schemas[schema], schema);
  });
});
