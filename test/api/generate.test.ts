import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';

describe('POST /api/generate', () => {
  let stack: TestStack;
  let user: TestUser;
  let characterId: string;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 20 });
    characterId = (await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat and green boots')).id;
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, options);
  const credits = async (key = user.key) => (await api('GET', '/api/credits', { key })).body.credits as number;

  it('generates a scored scene, charges 1 credit and hosts the image', async () => {
    const before = await credits();
    const res = await api('POST', '/api/generate', {
      key: user.key,
      body: { character_id: characterId, prompt: 'Mia waving in a park on a sunny day', max_retries: 2, min_score: 0.5 },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const result = res.body;
    assert.match(result.image_id, /^[0-9a-f-]{36}$/);
    assert.equal(result.cached, false);
    assert.ok(Number.isInteger(result.consistency_score) && result.consistency_score >= 0 && result.consistency_score <= 100);
    assert.equal(result.character_score, result.consistency_score);
    assert.equal(result.brand_score, undefined);
    assert.ok(result.attempts >= 1 && result.attempts <= 2);
    assert.equal(typeof result.reasoning, 'string');
    assert.ok(Array.isArray(result.issues));
    assert.equal(result.alt_text, 'Mia: Mia waving in a park on a sunny day.', 'the alt text names who is drawn and what the scene shows');
    assert.equal(await credits(), before - 1);

    const image = await fetch(result.image_url);
    assert.equal(image.status, 200);
    assert.match(image.headers.get('cache-control') ?? '', /max-age=31536000/);
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    assert.equal(metadata.format, 'png');
    assert.equal(metadata.width, 1024);
  });

  it('returns the cached result for the same request at no cost, and regenerates with no_cache', async () => {
    // The cache serves only a result that met min_score; at 0 every delivered result does, whatever the judge made of
    // its seed's picture (a small figure before shelves of books in her colours can score 1), so this tests the cache.
    const body = { character_id: characterId, prompt: 'Mia reading in a library', max_retries: 1, min_score: 0 };
    const first = await api('POST', '/api/generate', { key: user.key, body });
    assert.equal(first.status, 200);
    const before = await credits();
    const second = await api('POST', '/api/generate', { key: user.key, body });
    assert.equal(second.status, 200);
    assert.equal(second.body.cached, true);
    assert.equal(second.body.image_id, first.body.image_id);
    assert.equal(await credits(), before);

    const fresh = await api('POST', '/api/generate', { key: user.key, body: { ...body, no_cache: true } });
    assert.equal(fresh.body.cached, false);
    assert.notEqual(fresh.body.image_id, first.body.image_id);
    assert.equal(await credits(), before - 1);
  });

  it('chains scenes with previous_image_id of the same character, and refuses others with 400', async () => {
    const first = await api('POST', '/api/generate', { key: user.key, body: { character_id: characterId, prompt: 'Mia in the kitchen', max_retries: 1, min_score: 0.1 } });
    const chained = await api('POST', '/api/generate', {
      key: user.key,
      body: { character_id: characterId, prompt: 'Mia jumping', previous_image_id: first.body.image_id, max_retries: 1, min_score: 0.1 },
    });
    assert.equal(chained.status, 200, JSON.stringify(chained.body));

    const other = await createReadyCharacter(stack, user.id, 'Rex', 'an orange fox with a blue scarf');
    const wrongCharacter = await api('POST', '/api/generate', {
      key: user.key,
      body: { character_id: other.id, prompt: 'Rex running', previous_image_id: first.body.image_id },
    });
    assert.equal(wrongCharacter.status, 400);
    assert.match(wrongCharacter.body.error, /previous_image_id/);

    const stranger = await createTestUser(stack, { credits: 5 });
    const theirs = await createReadyCharacter(stack, stranger.id, 'Mia', 'a girl with curly red hair');
    const notOwned = await api('POST', '/api/generate', {
      key: stranger.key,
      body: { character_id: theirs.id, prompt: 'Mia', previous_image_id: first.body.image_id },
    });
    assert.equal(notOwned.status, 400);
  });

  it('answers the error rules: 400, 402, 404, 409', async () => {
    const cases: Array<[unknown, number, RegExp]> = [
      [{ prompt: 'x' }, 400, /character_id or brand_kit_id/],
      [{ character_id: characterId }, 400, /prompt/],
      [{ character_id: characterId, prompt: 'x', max_retries: 6 }, 400, /max_retries/],
      [{ character_id: characterId, prompt: 'x', min_score: 1.5 }, 400, /min_score/],
      [{ character_id: characterId, prompt: 'x', model: 'dall-e-9' }, 400, /Unknown model "dall-e-9".*builtin-flat/],
      [{ character_id: characterId, prompt: 'x', _debug: true }, 400, /_debug/],
      [{ character_id: crypto.randomUUID(), prompt: 'x' }, 404, /Character not found/],
    ];
    for (const [body, status, message] of cases) {
      const res = await api('POST', '/api/generate', { key: user.key, body });
      assert.equal(res.status, status, `${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`);
      assert.match(res.body.error, message);
    }

    const draft = await createReadyCharacter(stack, user.id, 'Dot', 'a small robot', { status: 'draft' });
    const conflict = await api('POST', '/api/generate', { key: user.key, body: { character_id: draft.id, prompt: 'x' } });
    assert.equal(conflict.status, 409);

    const bare = await createReadyCharacter(stack, user.id, 'Bo', 'a brown bear', { references: false });
    const noReferences = await api('POST', '/api/generate', { key: user.key, body: { character_id: bare.id, prompt: 'x' } });
    assert.equal(noReferences.status, 400);
    assert.match(noReferences.body.error, /no reference images/);

    const broke = await createTestUser(stack, { credits: 0 });
    const brokeCharacter = await createReadyCharacter(stack, broke.id, 'Mia', 'a girl with red hair');
    const poor = await api('POST', '/api/generate', { key: broke.key, body: { character_id: brokeCharacter.id, prompt: 'x' } });
    assert.equal(poor.status, 402);
    assert.equal(poor.body.credits, 0);
    assert.equal(poor.body.required, 1);

    const stranger = await createTestUser(stack, { credits: 5 });
    const notYours = await api('POST', '/api/generate', { key: stranger.key, body: { character_id: characterId, prompt: 'x' } });
    assert.equal(notYours.status, 404);
  });

  it('charges once for concurrent duplicates with the same Idempotency-Key, and 409s a different body', async () => {
    const buyer = await createTestUser(stack, { credits: 5 });
    const character = await createReadyCharacter(stack, buyer.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat');
    const body = { character_id: character.id, prompt: 'Mia on the beach at golden hour', max_retries: 1, min_score: 0.1, no_cache: true };
    const headers = { 'Idempotency-Key': `dup-${crypto.randomUUID()}` };
    const responses = await Promise.all([1, 2, 3].map(() => api('POST', '/api/generate', { key: buyer.key, body, headers })));
    for (const res of responses) assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(new Set(responses.map((res) => res.body.image_id)).size, 1);
    assert.equal(await credits(buyer.key), 4);

    const later = await api('POST', '/api/generate', { key: buyer.key, body, headers });
    assert.equal(later.body.image_id, responses[0].body.image_id);
    assert.equal(await credits(buyer.key), 4);

    const changed = await api('POST', '/api/generate', { key: buyer.key, body: { ...body, prompt: 'something else' }, headers });
    assert.equal(changed.status, 409);
  });
});
