import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { GeneratedImage } from '../../src/entities/generated-image';
import { createReadyCharacter } from '../support/characters';
import { type ApiResponse, call, postForm } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';
import { smallPng } from './support';

/** Fields a caller must never set: who owns a thing, its id, its state, credits and plan. */
function privilegedFields(other: TestUser) {
  return { id: crypto.randomUUID(), user_id: other.id, userId: other.id, owner: other.id, credits: '100000', status: 'generating', plan: 'creator', cost: '0' };
}

describe('security: mass assignment', () => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;
  let png: Buffer;

  before(async () => {
    stack = await getTestStack();
    [alice, bob] = await Promise.all([createTestUser(stack, { credits: 5 }), createTestUser(stack)]);
    png = await smallPng();
  });

  const api = (method: string, path: string, key: string, body?: unknown) => call(stack.baseUrl, method, path, { key, body });

  function expectStatus(response: ApiResponse, status: number): any {
    assert.equal(response.status, status, JSON.stringify(response.body));
    return response.body;
  }

  const credits = async (user: TestUser) => expectStatus(await api('GET', '/api/credits', user.key), 200);

  async function assertOwnedByAlice(path: string): Promise<void> {
    expectStatus(await api('GET', path, alice.key), 200);
    expectStatus(await api('GET', path, bob.key), 404);
  }

  it('POST /api/comics ignores status, user_id, id and credits: the comic is ready and the caller\'s', async () => {
    const character = await createReadyCharacter(stack, alice.id, 'Ona', 'a tall woman in a green coat', { references: false });
    const forged = privilegedFields(bob);
    const comic = expectStatus(await api('POST', '/api/comics', alice.key, { title: 'Mine', character_ids: [character.id], ...forged }), 200);
    assert.equal(comic.status, 'ready');
    assert.notEqual(comic.id, forged.id);
    await assertOwnedByAlice(`/api/comics/${comic.id}`);
    expectStatus(await api('GET', `/api/comics/${forged.id}`, alice.key), 404);
    assert.deepEqual(await credits(alice), { credits: 5, plan: 'free' });
  });

  it('PATCH /api/brand-kits/{id} ignores user_id and id; the kit stays with its owner', async () => {
    const kit = expectStatus(await postForm(stack.baseUrl, '/api/brand-kits', alice.key, { name: 'Acme', ...privilegedFields(bob), logo: png }), 201);
    await assertOwnedByAlice(`/api/brand-kits/${kit.id}`);
    const forged = privilegedFields(bob);
    const patched = expectStatus(await api('PATCH', `/api/brand-kits/${kit.id}`, alice.key, { name: 'Acme 2', ...forged, logo_key: 'scenes/x.png' }), 200);
    assert.equal(patched.id, kit.id);
    assert.equal(patched.name, 'Acme 2');
    assert.equal(patched.logo_image_url, kit.logo_image_url);
    await assertOwnedByAlice(`/api/brand-kits/${kit.id}`);
    assert.deepEqual(expectStatus(await api('GET', '/api/brand-kits', bob.key), 200), []);
  });

  it('POST /api/characters ignores status, face_mode and user_id: a new draft of the caller', async () => {
    const fields = { name: 'Pim', description: 'a small boy with a blue cap', face_mode: 'pulid', descriptor: '{}', ...privilegedFields(bob), status: 'published' };
    const character = expectStatus(await postForm(stack.baseUrl, '/api/characters', alice.key, fields), 201);
    assert.equal(character.status, 'draft');
    assert.notEqual(character.face_mode, 'pulid');
    assert.notEqual(character.id, fields.id);
    await assertOwnedByAlice(`/api/characters/${character.id}`);
  });

  it('POST /api/api-keys and POST /api/library/import act for the caller whatever user_id says', async () => {
    const key = expectStatus(await api('POST', '/api/api-keys', alice.key, { name: 'second', ...privilegedFields(bob) }), 201);
    const ids = async (user: TestUser) => expectStatus(await api('GET', '/api/api-keys', user.key), 200).keys.map((entry: { id: string }) => entry.id);
    assert.ok((await ids(alice)).includes(key.id));
    assert.ok(!(await ids(bob)).includes(key.id));
    expectStatus(await api('GET', '/api/credits', key.key), 200);

    const [entry] = expectStatus(await call(stack.baseUrl, 'GET', '/api/library?limit=1'), 200).characters;
    const imported = expectStatus(await api('POST', '/api/library/import', alice.key, { library_character_id: entry.id, ...privilegedFields(bob) }), 201);
    await assertOwnedByAlice(`/api/characters/${imported.character_id}`);
  });

  it('POST /api/generate charges the caller its price whatever credits, cost or user_id say', async () => {
    const character = await createReadyCharacter(stack, alice.id, 'Tove', 'an old man with a white beard and a red scarf');
    const before = (await credits(alice)).credits;
    const body = { prompt: 'Tove feeds ducks', character_id: character.id, max_retries: 1, min_score: 0, ...privilegedFields(bob) };
    const result = expectStatus(await api('POST', '/api/generate', alice.key, body), 200);
    assert.equal((await credits(alice)).credits, before - 1);
    assert.equal((await credits(bob)).credits, 0);
    const image = await stack.dataSource.getRepository(GeneratedImage).findOneByOrFail({ id: result.image_id });
    assert.equal(image.userId, alice.id);
    assert.notEqual(image.id, body.id);
  });

  it('fields starting with "_" are refused with 400 in JSON and multipart bodies', async () => {
    const character = await createReadyCharacter(stack, alice.id, 'Lio', 'a girl with two braids', { references: false });
    const comic = await api('POST', '/api/comics', alice.key, { title: 'T', character_ids: [character.id], _user_id: bob.id });
    assert.match(expectStatus(comic, 400).error, /_user_id/);
    const form = await postForm(stack.baseUrl, '/api/brand-kits', alice.key, { name: 'Acme', _owner: bob.id });
    assert.match(expectStatus(form, 400).error, /_owner/);
    const kit = expectStatus(await postForm(stack.baseUrl, '/api/brand-kits', alice.key, { name: 'Acme' }), 201);
    assert.match(expectStatus(await api('PATCH', `/api/brand-kits/${kit.id}`, alice.key, { name: 'Hacked', _status: 'x' }), 400).error, /_status/);
    const rawBody = '{"name":"Hacked","__proto__":{"user_id":"x"}}';
    const polluting = await call(stack.baseUrl, 'PATCH', `/api/brand-kits/${kit.id}`, { key: alice.key, rawBody });
    assert.match(expectStatus(polluting, 400).error, /__proto__/);
    assert.equal(expectStatus(await api('GET', `/api/brand-kits/${kit.id}`, alice.key), 200).name, 'Acme');
  });
});
