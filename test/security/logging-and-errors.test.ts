import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { newStorageKey } from '../../src/storage';
import type { BlobStorage } from '../../src/storage/types';
import { call, postForm } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';
import { assertSecurityHeaders, LEAKED_INTERNALS, rawRequest, serveApp, type ServedApp, smallPng, stackApiDeps } from './support';

/** Storage whose disk has failed: every call throws, like an unmounted volume. */
function failingStorage(): BlobStorage {
  const fail = async (): Promise<never> => {
    throw new Error('EIO: i/o error, open /var/lib/likeness/files/scenes/x.png');
  };
  return { put: fail, putStream: fail, get: fail, read: fail, delete: fail, list: fail };
}

describe('security: keys never logged, errors without internals', () => {
  let stack: TestStack;
  let user: TestUser;
  let served: ServedApp;
  const logLines: string[] = [];

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack);
    const memory = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    served = await serveApp(stackApiDeps(stack, { storage: failingStorage() }), { logger: pino({ level: 'trace' }, memory) });
  });

  after(() => served?.close());

  const api = (method: string, path: string, options: Parameters<typeof call>[3] = {}) => call(served.baseUrl, method, path, options);

  it('no API key appears in the logs of good, refused and failing requests', async () => {
    const unknownKey = `lk_live_${'Q'.repeat(40)}`;
    assert.equal((await api('GET', '/api/credits', { key: user.key })).status, 200);
    const created = await api('POST', '/api/api-keys', { key: user.key, body: { name: 'logged?' } });
    assert.equal(created.status, 201);
    assert.equal((await api('GET', '/api/credits', { key: unknownKey })).status, 401);
    assert.equal((await api('GET', '/api/credits', { headers: { Authorization: `Token ${user.key}` } })).status, 401);
    assert.equal((await api('GET', `/api/credits?api_key=${user.key}`)).status, 401);
    assert.equal((await api('DELETE', '/api/api-keys', { key: created.body.key, body: { key_id: created.body.id } })).status, 200);
    assert.equal((await api('GET', '/api/credits', { key: created.body.key })).status, 401);
    const failed = await postForm(served.baseUrl, '/api/brand-kits', user.key, { name: 'Acme', logo: await smallPng() });
    assert.equal(failed.status, 500, JSON.stringify(failed.body));

    assert.ok(logLines.length >= 8, `expected a log line per request, got ${logLines.length}`);
    assert.ok(logLines.some((line) => line.includes('"request failed"') && line.includes('EIO')), 'the failure itself must be logged');
    const leaking = logLines.filter((line) => /lk_live_/.test(line));
    assert.deepEqual(leaking, [], 'log lines carrying an API key');
  });

  it('no webhook signing secret appears in the logs when an endpoint is made and its secret rotated', async () => {
    const created = await api('POST', '/api/webhooks', { key: user.key, body: { url: 'https://hooks.example.com/likeness', event_types: ['comic.ready'] } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal((await api('POST', `/api/webhooks/${created.body.id}/rotate-secret`, { key: user.key, body: {} })).status, 200);
    assert.deepEqual(logLines.filter((line) => line.includes('whsec_')), [], 'log lines carrying a signing secret');
  });

  it('a 500 says which request failed and nothing about why, with the security headers', async () => {
    const response = await fetch(`${served.baseUrl}/files/${newStorageKey('scenes')}`, { headers: { 'X-Request-Id': 'trace-me-1' } });
    assert.equal(response.status, 500);
    const body = (await response.json()) as { error: string };
    assert.deepEqual(Object.keys(body), ['error']);
    assert.match(body.error, /Internal server error \(request trace-me-1\)/);
    assert.doesNotMatch(body.error, LEAKED_INTERNALS);
    assert.doesNotMatch(body.error, /EIO|likeness\/files/);
    assertSecurityHeaders(response.headers, '500');
  });

  it('client errors carry a message and no stack: malformed JSON, wrong types, unknown routes and methods', async () => {
    const responses = [
      await api('POST', '/api/comics', { key: user.key, rawBody: '{"title": ' }),
      await api('POST', '/api/comics', { key: user.key, rawBody: '[1, 2' }),
      await api('POST', '/api/comics', { key: user.key, body: { title: { $ne: null }, character_ids: 'all' } }),
      await api('POST', '/api/comics', { key: user.key, rawBody: 'title=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
      await api('GET', '/api/no-such-route', { key: user.key }),
      await api('PUT', '/api/credits', { key: user.key }),
    ];
    assert.deepEqual(responses.map((response) => response.status), [400, 400, 400, 400, 404, 405]);
    for (const response of responses) {
      assert.equal(typeof response.body.error, 'string', JSON.stringify(response.body));
      assert.doesNotMatch(JSON.stringify(response.body), LEAKED_INTERNALS);
    }
    const trace = await rawRequest(served.baseUrl, '/api/credits', 'TRACE');
    assert.deepEqual([trace.status, JSON.parse(trace.body)], [405, { error: 'TRACE is not allowed on /api/credits' }]);
  });

  it('text holding a NUL character is a 400 naming the field, in JSON, multipart and query strings', async () => {
    const kit = await postForm(served.baseUrl, '/api/brand-kits', user.key, { name: 'Nul\u0000Co' });
    assert.deepEqual([kit.status, kit.body.error], [400, 'name: must not contain NUL (\\u0000) characters']);
    const palette = [{ name: 'Red', hex: '#ff0000' }, { name: 'B\u0000', hex: '#0000ff' }];
    const comic = await api('POST', '/api/comics', { key: user.key, body: { title: 'T', character_ids: [crypto.randomUUID()], setting: 'a\u0000b' } });
    assert.deepEqual([comic.status, comic.body.error], [400, 'setting: must not contain NUL (\\u0000) characters']);
    const created = await postForm(stack.baseUrl, '/api/brand-kits', user.key, { name: 'Fine' });
    const patched = await api('PATCH', `/api/brand-kits/${created.body.id}`, { key: user.key, body: { palette } });
    assert.deepEqual([patched.status, patched.body.error], [400, 'palette.1.name: must not contain NUL (\\u0000) characters']);
    const search = await call(served.baseUrl, 'GET', '/api/library?search=a%00b');
    assert.deepEqual([search.status, search.body.error], [400, 'search: must not contain NUL (\\u0000) characters']);
  });
});
