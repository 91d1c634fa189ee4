import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';

describe('POST /api/generate-multi', () => {
  let stack: TestStack;
  let user: TestUser;
  let ids: string[];

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 10 });
    const mia = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat');
    const rusty = await createReadyCharacter(stack, user.id, 'Rusty', 'an orange fox with a blue scarf');
    const bolt = await createReadyCharacter(stack, user.id, 'Bolt', 'a silver robot with a red antenna');
    ids = [mia.id, rusty.id, bolt.id];
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, options);

  it('draws every character, scores each one, and charges 2 credits', async () => {
    const res = await api('POST', '/api/generate-multi', {
      key: user.key,
      body: { character_ids: ids.slice(0, 2), prompt: 'Mia and Rusty having a picnic in the park', max_retries: 2, min_score: 0.3 },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.characters.map((c: { name: string }) => c.name), ['Mia', 'Rusty']);
    for (const character of res.body.characters) assert.ok(character.score >= 0 && character.score <= 100);
    assert.equal(res.body.mode, 'illustrated');
    assert.match(res.body.alt_text, /^(Mia|Rusty) on the (left|right), (Mia|Rusty) on the (left|right): Mia and Rusty having a picnic in the park\.$/);
    assert.ok(res.body.attempts >= 1);
    assert.equal((await fetch(res.body.image_url)).status, 200);
    assert.equal((await api('GET', '/api/credits', { key: user.key })).body.credits, 8);
  });

  it('rejects a wrong character count, duplicates and unknown characters', async () => {
    const one = await api('POST', '/api/generate-multi', { key: user.key, body: { character_ids: [ids[0]], prompt: 'x' } });
    assert.equal(one.status, 400);
    assert.match(one.body.error, /character_ids/);
    const twice = await api('POST', '/api/generate-multi', { key: user.key, body: { character_ids: [ids[0], ids[0]], prompt: 'x' } });
    assert.equal(twice.status, 400);
    assert.match(twice.body.error, /distinct/);
    const five = await api('POST', '/api/generate-multi', { key: user.key, body: { character_ids: [...ids, ...ids.slice(0, 2)], prompt: 'x' } });
    assert.equal(five.status, 400);
    const unknown = await api('POST', '/api/generate-multi', { key: user.key, body: { character_ids: [ids[0], crypto.randomUUID()], prompt: 'x' } });
    assert.equal(unknown.status, 404);
    const poor = await createTestUser(stack, { credits: 1 });
    const a = await createReadyCharacter(stack, poor.id, 'A', 'a cat');
    const b = await createReadyCharacter(stack, poor.id, 'B', 'a dog');
    const short = await api('POST', '/api/generate-multi', { key: poor.key, body: { character_ids: [a.id, b.id], prompt: 'x' } });
    assert.equal(short.status, 402);
    assert.equal(short.body.required, 2);
  });
});

describe('POST /api/scenes/{image_id}/vary', () => {
  let stack: TestStack;
  let user: TestUser;
  let sourceId: string;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 10 });
    const mia = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat');
    const source = await call(stack.baseUrl, 'POST', '/api/generate', {
      key: user.key,
      body: { character_id: mia.id, prompt: 'Mia standing in a city street', max_retries: 1, min_score: 0.1 },
    });
    assert.equal(source.status, 200, JSON.stringify(source.body));
    sourceId = source.body.image_id;
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, options);

  it('makes `count` variants of the chosen dimension and charges one credit each', async () => {
    const before = (await api('GET', '/api/credits', { key: user.key })).body.credits;
    const res = await api('POST', `/api/scenes/${sourceId}/vary`, { key: user.key, body: { vary: 'expression', target: 'surprised', count: 2 } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.source_image_id, sourceId);
    assert.equal(res.body.requested, 2);
    assert.equal(res.body.generated + res.body.failed, 2);
    assert.equal(res.body.variants.length, res.body.generated);
    for (const variant of res.body.variants) {
      assert.notEqual(variant.image_id, sourceId);
      assert.match(variant.alt_text, /The expression is changed to surprised\.$/);
      assert.equal((await fetch(variant.image_url)).status, 200);
    }
    assert.equal((await api('GET', '/api/credits', { key: user.key })).body.credits, before - res.body.generated);
    const listed = await api('GET', `/api/scenes?source_image_id=${sourceId}`, { key: user.key });
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.body.scenes.map((scene: { image_id: string }) => scene.image_id).sort(),
      res.body.variants.map((variant: { image_id: string }) => variant.image_id).sort(),
      'the variations of a scene are listed by their source',
    );
  });

  it('answers 400 for a bad dimension, a missing target or a count outside 1-4, and 404 for others\' scenes', async () => {
    const bad = await api('POST', `/api/scenes/${sourceId}/vary`, { key: user.key, body: { vary: 'hairstyle', target: 'x' } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.error, /vary/);
    const noTarget = await api('POST', `/api/scenes/${sourceId}/vary`, { key: user.key, body: { vary: 'pose' } });
    assert.equal(noTarget.status, 400);
    assert.match(noTarget.body.error, /target/);
    const tooMany = await api('POST', `/api/scenes/${sourceId}/vary`, { key: user.key, body: { vary: 'pose', target: 'jumping', count: 5 } });
    assert.equal(tooMany.status, 400);
    const stranger = await createTestUser(stack, { credits: 5 });
    const notYours = await api('POST', `/api/scenes/${sourceId}/vary`, { key: stranger.key, body: { vary: 'pose', target: 'jumping' } });
    assert.equal(notYours.status, 404);
    const missing = await api('POST', `/api/scenes/${crypto.randomUUID()}/vary`, { key: user.key, body: { vary: 'pose', target: 'jumping' } });
    assert.equal(missing.status, 404);
    const notUuid = await api('POST', '/api/scenes/abc/vary', { key: user.key, body: { vary: 'pose', target: 'jumping' } });
    assert.equal(notUuid.status, 404);
  });
});
