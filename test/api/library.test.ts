import assert from 'node:assert/strict';
import { Character } from '../../src/entities/character';
import { LibraryCharacter } from '../../src/entities/library-character';
import { ReferenceImage } from '../../src/entities/reference-image';
import { LIBRARY_CATALOGUE } from '../../src/library/catalogue';
import { LIBRARY_REFERENCE_LABELS, seedLibrary } from '../../src/library/seed';
import { describeCharacter } from '../../src/models/builtin/descriptor';
import { SPECIES } from '../../src/vocabulary';
import { publishToLibrary } from '../../src/services/library';
import { newStorageKey } from '../../src/storage';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';

interface LibraryItem {
  id: string;
  name: string;
  appearance_summary: string;
  clothing_description: string | null;
  personality_traits: string[];
  reference_image_url: string | null;
  usage_count: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

async function download(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('character library: seeding, browsing, importing, publishing', () => {
  let stack: TestStack;
  let alice: TestUser;

  before(async () => {
    stack = await getTestStack();
    alice = await createTestUser(stack);
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, options);
  const browse = async (query = '') => {
    const res = await api('GET', `/api/library${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as { characters: LibraryItem[]; total: number };
  };
  const findByName = async (name: string) => {
    const found = (await browse(`?search=${encodeURIComponent(name)}`)).characters.find((item) => item.name === name);
    assert.ok(found, `${name} is in the library`);
    return found;
  };

  describe('the seeded catalogue', () => {
    it('has at least 24 characters across every species and age', () => {
      assert.ok(LIBRARY_CATALOGUE.length >= 24);
      assert.deepEqual(new Set(LIBRARY_CATALOGUE.map((entry) => entry.descriptor.species)), new Set(SPECIES));
      assert.deepEqual(new Set(LIBRARY_CATALOGUE.map((entry) => entry.descriptor.age)), new Set(['child', 'teen', 'adult', 'elder']));
      assert.equal(new Set(LIBRARY_CATALOGUE.map((entry) => entry.slug)).size, LIBRARY_CATALOGUE.length, 'slugs are unique');
    });

    it('is browsable without an API key, each with a front-view PNG and its traits', async () => {
      const page = await browse();
      assert.ok(page.total >= LIBRARY_CATALOGUE.length);
      const mia = page.characters.find((item) => item.name === 'Mia');
      assert.ok(mia);
      assert.match(mia.appearance_summary, /red pigtails/);
      assert.match(mia.clothing_description ?? '', /raincoat/);
      assert.deepEqual(mia.personality_traits, ['curious', 'brave', 'giggly']);
      const image = await download(mia.reference_image_url ?? '');
      assert.equal(image.status, 200);
      assert.equal(image.type, 'image/png');
      assert.ok(image.bytes.subarray(0, 4).equals(PNG_SIGNATURE));
    });

    it('stores front, three-quarter and happy references for every seeded character', async () => {
      const seeded = await stack.dataSource.getRepository(LibraryCharacter).find();
      const bySlug = new Map(seeded.map((row) => [row.seedSlug, row]));
      for (const entry of LIBRARY_CATALOGUE) {
        const row = bySlug.get(entry.slug);
        assert.ok(row, `${entry.slug} was seeded`);
        assert.deepEqual(Object.keys(row.referenceKeys).sort(), [...LIBRARY_REFERENCE_LABELS].sort());
        for (const key of Object.values(row.referenceKeys)) assert.ok(await stack.deps.storage.get(key), `${key} is stored`);
      }
    });

    it('seeding again adds nothing', async () => {
      const before = await stack.dataSource.getRepository(LibraryCharacter).count();
      const report = await seedLibrary(stack.dataSource, stack.deps.storage);
      assert.deepEqual(report.added, []);
      assert.equal(report.alreadyPresent, LIBRARY_CATALOGUE.length);
      assert.equal(await stack.dataSource.getRepository(LibraryCharacter).count(), before);
    });
  });

  describe('GET /api/library', () => {
    it('searches name and appearance case-insensitively', async () => {
      const byName = await browse('?search=kOFI');
      assert.deepEqual(
        byName.characters.map((item) => item.name),
        ['Kofi'],
      );
      const byAppearance = await browse('?search=AFRO');
      assert.deepEqual(byAppearance.characters.map((item) => item.name).sort(), ['Commander Zara', 'Imani']);
      const nothing = await browse('?search=no-such-character-anywhere');
      assert.deepEqual(nothing, { characters: [], total: 0, total_exact: true, next_cursor: null });
    });

    it('treats % and _ in the search as plain characters', async () => {
      assert.equal((await browse('?search=%25')).total, 0);
      assert.equal((await browse('?search=_')).total, 0);
    });

    it('counts every match in total while returning only `limit` of them', async () => {
      const all = await browse('?search=rabbit');
      assert.ok(all.total >= 2);
      const page = await browse('?search=rabbit&limit=1');
      assert.equal(page.characters.length, 1);
      assert.equal(page.total, all.total);
      assert.equal((await browse()).characters.length, Math.min(100, (await browse()).total));
    });

    it('orders the most imported first, the same way on every call', async () => {
      const first = (await browse('?limit=200')).characters;
      const counts = first.map((item) => item.usage_count);
      assert.deepEqual(counts, [...counts].sort((a, b) => b - a));
      const second = (await browse('?limit=200')).characters;
      assert.deepEqual(
        second.map((item) => item.id),
        first.map((item) => item.id),
      );
    });

    it('answers 400 naming the rule for a limit outside 1-200', async () => {
      for (const limit of ['201', '0', 'ten', '2.5']) {
        const res = await api('GET', `/api/library?limit=${limit}`);
        assert.equal(res.status, 400, limit);
        assert.match(res.body.error, /^limit: /);
      }
      assert.match((await api('GET', '/api/library?limit=201')).body.error, /at most 200/);
      assert.equal((await browse('?limit=200')).characters.length, Math.min(200, (await browse()).total));
    });
  });

  describe('POST /api/library/import', () => {
    it('makes a locked copy with its own reference files and counts the import', async () => {
      const kofi = await findByName('Kofi');
      const res = await api('POST', '/api/library/import', { key: alice.key, body: { library_character_id: kofi.id } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.deepEqual(Object.keys(res.body).sort(), ['character_id', 'name']);
      assert.equal(res.body.name, 'Kofi');

      const character = await stack.dataSource.getRepository(Character).findOneOrFail({ where: { id: res.body.character_id } });
      assert.equal(character.userId, alice.id);
      assert.equal(character.status, 'locked');
      assert.equal(character.faceMode, 'illustrated');
      const entry = await stack.dataSource.getRepository(LibraryCharacter).findOneOrFail({ where: { id: kofi.id } });
      assert.deepEqual(character.descriptor, entry.descriptor);
      assert.equal(entry.usageCount, kofi.usage_count + 1);

      const references = await stack.dataSource.getRepository(ReferenceImage).find({ where: { characterId: character.id } });
      assert.deepEqual(references.map((ref) => ref.label).sort(), Object.keys(entry.referenceKeys).sort());
      for (const ref of references) {
        const original = entry.referenceKeys[ref.label];
        assert.notEqual(ref.imageKey, original);
        assert.match(ref.imageKey, /^references\//);
        assert.deepEqual(await stack.deps.storage.get(ref.imageKey), await stack.deps.storage.get(original));
        // Deleting the copy leaves the library's own file in place.
        await stack.deps.storage.delete(ref.imageKey);
        assert.ok(await stack.deps.storage.get(original));
      }
      assert.equal((await download(kofi.reference_image_url ?? '')).status, 200);
      assert.equal((await findByName('Kofi')).usage_count, kofi.usage_count + 1);
    });

    it('counts every one of many concurrent imports exactly once', async () => {
      const luna = await findByName('Luna');
      const users = await Promise.all(Array.from({ length: 4 }, () => createTestUser(stack)));
      const imports = await Promise.all(
        Array.from({ length: 12 }, (_, i) => api('POST', '/api/library/import', { key: users[i % users.length].key, body: { library_character_id: luna.id } })),
      );
      assert.deepEqual(
        imports.map((res) => res.status),
        Array(12).fill(201),
      );
      assert.equal(new Set(imports.map((res) => res.body.character_id)).size, 12);
      assert.equal((await findByName('Luna')).usage_count, luna.usage_count + 12);
    });

    it('answers 401 without a key, 400 for a missing or non-UUID id and 404 for an unknown one', async () => {
      const mia = await findByName('Mia');
      assert.equal((await api('POST', '/api/library/import', { body: { library_character_id: mia.id } })).status, 401);
      const missing = await api('POST', '/api/library/import', { key: alice.key, body: {} });
      assert.equal(missing.status, 400);
      assert.match(missing.body.error, /library_character_id/);
      const notUuid = await api('POST', '/api/library/import', { key: alice.key, body: { library_character_id: 'mia' } });
      assert.equal(notUuid.status, 400);
      assert.match(notUuid.body.error, /library_character_id/);
      const unknown = await api('POST', '/api/library/import', { key: alice.key, body: { library_character_id: '00000000-0000-4000-8000-000000000000' } });
      assert.equal(unknown.status, 404);
      assert.match(unknown.body.error, /Library character not found/);
      assert.equal((await findByName('Mia')).usage_count, mia.usage_count, 'failed imports are not counted');
    });
  });

  describe('publishToLibrary', () => {
    async function characterWithReferences(name: string, description: string): Promise<{ character: Character; references: ReferenceImage[] }> {
      const renderer = stack.deps.models.image('builtin-flat');
      const descriptor = describeCharacter(name, description);
      const character = await stack.dataSource.getRepository(Character).save({
        userId: alice.id,
        name,
        description,
        styleNotes: 'flat vector',
        status: 'locked',
        faceMode: null,
        sourceImageKey: null,
        descriptor,
      });
      const references: ReferenceImage[] = [];
      for (const label of ['front', 'side']) {
        const { png } = await renderer.renderReference({ character: { name, descriptor, references: [] }, label, seed: 1, width: 256, height: 256 });
        const imageKey = newStorageKey('references');
        await stack.deps.storage.put(imageKey, png, 'image/png');
        references.push(await stack.dataSource.getRepository(ReferenceImage).save({ characterId: character.id, label, imageKey }));
      }
      return { character, references };
    }

    const publish = (character: Character, references: ReferenceImage[]) =>
      stack.dataSource.transaction((manager) => publishToLibrary(manager, character, references, stack.deps.storage));

    it('lists the character publicly with copied references and a summary derived from its look', async () => {
      const { character, references } = await characterWithReferences('Quillon Vex', 'A brave and curious teen girl with long purple hair in a green hoodie');
      const entry = await publish(character, references);
      assert.equal(entry.sourceCharacterId, character.id);
      assert.deepEqual(entry.personalityTraits, ['brave', 'curious']);

      const listed = await findByName('Quillon Vex');
      assert.equal(listed.id, entry.id);
      assert.match(listed.appearance_summary, /^Teen human with purple long hair/);
      assert.match(listed.clothing_description ?? '', /green hoodie/);
      assert.equal(listed.usage_count, 0);
      const front = references.find((ref) => ref.label === 'front')!;
      const served = await download(listed.reference_image_url ?? '');
      assert.equal(served.status, 200);
      assert.deepEqual(served.bytes, await stack.deps.storage.get(front.imageKey));

      // The owner deleting their files never breaks the library entry.
      await Promise.all(references.map((ref) => stack.deps.storage.delete(ref.imageKey)));
      assert.equal((await download(listed.reference_image_url ?? '')).status, 200);
      assert.equal((await browse('?search=purple')).characters.filter((item) => item.name === 'Quillon Vex').length, 1, 'found by appearance');
    });

    it('refreshes the same entry when published again, keeping its usage count and dropping old files', async () => {
      const { character, references } = await characterWithReferences('Orrin Tamsk', 'A calm elderly man with short white hair');
      const first = await publish(character, references);
      const imported = await api('POST', '/api/library/import', { key: alice.key, body: { library_character_id: first.id } });
      assert.equal(imported.status, 201);
      const oldUrl = (await findByName('Orrin Tamsk')).reference_image_url ?? '';

      character.description = 'A calm and wise elderly man with short white hair and a blue coat';
      const second = await publish(character, references);
      assert.equal(second.id, first.id);
      const listed = await findByName('Orrin Tamsk');
      assert.equal(listed.usage_count, 1);
      assert.deepEqual(listed.personality_traits, ['calm', 'wise']);
      assert.notEqual(listed.reference_image_url, oldUrl);
      assert.equal((await download(oldUrl)).status, 404);
      assert.equal((await download(listed.reference_image_url ?? '')).status, 200);
      assert.equal((await browse('?search=Orrin Tamsk')).total, 1);
    });
  });
});
