import assert from 'node:assert/strict';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';

describe('accounts: credits and API keys over HTTP', () => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;

  before(async () => {
    stack = await getTestStack();
    alice = await createTestUser(stack, { credits: 10 });
    bob = await createTestUser(stack, { credits: 3, plan: 'creator' });
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, options);

  it('GET /api/credits returns the balance and plan of the key owner', async () => {
    const res = await api('GET', '/api/credits', { key: alice.key });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { credits: 10, plan: 'free' });
    const bobs = await api('GET', '/api/credits', { key: bob.key });
    assert.deepEqual(bobs.body, { credits: 3, plan: 'creator' });
  });

  it('answers 401 with an error body for missing, malformed, unknown and revoked keys', async () => {
    const missing = await api('GET', '/api/credits');
    assert.equal(missing.status, 401);
    assert.match(missing.body.error, /Missing API key/);
    const notBearer = await api('GET', '/api/credits', { headers: { Authorization: `Basic ${alice.key}` } });
    assert.equal(notBearer.status, 401);
    const malformed = await api('GET', '/api/credits', { key: 'lk_live_short' });
    assert.equal(malformed.status, 401);
    const unknown = await api('GET', '/api/credits', { key: `lk_live_${'A'.repeat(40)}` });
    assert.equal(unknown.status, 401);
    assert.match(unknown.body.error, /Unknown API key/);

    const created = await api('POST', '/api/api-keys', { key: alice.key, body: { name: 'to revoke' } });
    await api('DELETE', '/api/api-keys', { key: alice.key, body: { key_id: created.body.id } });
    const revoked = await api('GET', '/api/credits', { key: created.body.key });
    assert.equal(revoked.status, 401);
    assert.match(revoked.body.error, /revoked/);
  });

  it('creates a key shown once, lists prefixes only, and the new key works', async () => {
    const created = await api('POST', '/api/api-keys', { key: alice.key, body: { name: 'ci' } });
    assert.equal(created.status, 201);
    assert.match(created.body.key, /^lk_live_[0-9A-Za-z]{32,}$/);
    assert.equal(created.body.key_prefix, created.body.key.slice(0, 12));
    assert.equal(created.body.name, 'ci');
    assert.ok(created.body.warning.length > 0);
    assert.equal(created.body.revoked_at, null);

    const list = await api('GET', '/api/api-keys', { key: alice.key });
    assert.equal(list.status, 200);
    const listed = list.body.keys.find((k: { id: string }) => k.id === created.body.id);
    assert.ok(listed, 'the new key is listed');
    assert.equal(listed.key, undefined);
    assert.ok(!JSON.stringify(list.body).includes(created.body.key), 'the full key never appears in a listing');

    const usingNew = await api('GET', '/api/credits', { key: created.body.key });
    assert.equal(usingNew.status, 200);
    const afterUse = await api('GET', '/api/api-keys', { key: alice.key });
    const used = afterUse.body.keys.find((k: { id: string }) => k.id === created.body.id);
    assert.ok(used.last_used_at, 'last_used_at is set once the key is used');
  });

  it('defaults the key name to "Default" when the body is empty', async () => {
    const user = await createTestUser(stack);
    const created = await api('POST', '/api/api-keys', { key: user.key });
    assert.equal(created.status, 201);
    assert.equal(created.body.name, 'Default');
  });

  it('caps active keys by plan (free = 3) and frees a slot on revoke', async () => {
    const user = await createTestUser(stack); // holds 1 key already
    await api('POST', '/api/api-keys', { key: user.key, body: { name: 'two' } });
    const third = await api('POST', '/api/api-keys', { key: user.key, body: { name: 'three' } });
    assert.equal(third.status, 201);
    const fourth = await api('POST', '/api/api-keys', { key: user.key, body: { name: 'four' } });
    assert.equal(fourth.status, 400);
    assert.match(fourth.body.error, /free plan allows 3 active API keys/);

    await api('DELETE', '/api/api-keys', { key: user.key, body: { key_id: third.body.id } });
    const again = await api('POST', '/api/api-keys', { key: user.key, body: { name: 'four' } });
    assert.equal(again.status, 201);
  });

  it('revokes only your own keys: another user\'s key is 404 and stays active', async () => {
    const bobsKeys = await api('GET', '/api/api-keys', { key: bob.key });
    const bobKeyId = bobsKeys.body.keys[0].id;
    const attempt = await api('DELETE', '/api/api-keys', { key: alice.key, body: { key_id: bobKeyId } });
    assert.equal(attempt.status, 404);
    assert.equal((await api('GET', '/api/credits', { key: bob.key })).status, 200);

    const missing = await api('DELETE', '/api/api-keys', { key: alice.key, body: {} });
    assert.equal(missing.status, 400);
    assert.match(missing.body.error, /key_id/);
  });

  it('rejects reserved underscore fields with 400', async () => {
    const res = await api('POST', '/api/api-keys', { key: alice.key, body: { name: 'x', _owner: 'someone' } });
    assert.equal(res.status, 400);
    assert.match(res.body.error, /_owner/);
  });
});

describe('HTTP error rules', () => {
  let stack: TestStack;
  let user: TestUser;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 1 });
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, options);

  it('answers unknown routes with 404 and a JSON error', async () => {
    const res = await api('GET', '/api/nope', { key: user.key });
    assert.equal(res.status, 404);
    assert.equal(typeof res.body.error, 'string');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await api('POST', '/api/api-keys', { key: user.key, rawBody: '{"name": ' });
    assert.equal(res.status, 400);
    assert.match(res.body.error, /Malformed JSON/);
  });

  it('answers an oversized body with 413', async () => {
    const res = await api('POST', '/api/api-keys', { key: user.key, rawBody: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }) });
    assert.equal(res.status, 413);
    assert.equal(typeof res.body.error, 'string');
  });

  it('sets security headers and a request id on every response', async () => {
    const res = await api('GET', '/api/credits', { key: user.key });
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(res.headers.get('x-request-id'));
  });

  it('serves an OpenAPI 3 document at /openapi.json with version 1.0.0 and the account routes', async () => {
    const res = await api('GET', '/openapi.json');
    assert.equal(res.status, 200);
    assert.match(res.body.openapi, /^3\./);
    assert.equal(res.body.info.version, '1.0.0');
    assert.ok(res.body.paths['/api/credits'].get);
    assert.ok(res.body.paths['/api/api-keys'].post.requestBody);
    assert.ok(res.body.paths['/api/api-keys'].delete);
  });

  it('answers 405 to a method a path does not have, as documented for /health and /metrics', async () => {
    assert.equal((await api('POST', '/health')).status, 405);
    assert.equal((await api('DELETE', '/metrics')).status, 405);
  });
});
