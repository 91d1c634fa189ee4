import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config/env';
import { newStorageKey } from '../../src/storage';
import { call } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';
import { assertSecurityHeaders, configWith, serveApp, type ServedApp, smallPng, stackApiDeps } from './support';

const ALLOWED = 'https://app.example.com';

function preflight(baseUrl: string, path: string, origin: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key' },
  });
}

const corsHeadersOf = (headers: Headers) => [...headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('security: response headers and CORS', () => {
  let stack: TestStack;
  let user: TestUser;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack);
  });

  it('every kind of response carries nosniff, frame, referrer and content-security policies', async () => {
    const key = newStorageKey('scenes');
    await stack.deps.storage.put(key, await smallPng(), 'image/png');
    const requests: Array<[string, string, Parameters<typeof call>[3]]> = [
      ['GET', '/api/credits', { key: user.key }],
      ['GET', '/api/credits', {}],
      ['GET', '/api/characters/not-a-uuid', { key: user.key }],
      ['GET', '/no/such/route', {}],
      ['POST', '/api/comics', { key: user.key, rawBody: '{' }],
      ['POST', '/api/comics', { key: user.key, rawBody: JSON.stringify({ title: 'x'.repeat(1_100_000) }) }],
      ['GET', `/files/${key}`, {}],
      ['GET', '/openapi.json', {}],
      ['GET', '/health', {}],
      ['GET', '/metrics', {}],
      ['GET', '/api/library?limit=1', {}],
    ];
    for (const [method, path, options] of requests) {
      const response = await call(stack.baseUrl, method, path, options);
      assertSecurityHeaders(response.headers, `${method} ${path} (${response.status})`);
    }
  });

  it('without CORS_ORIGINS no response carries a CORS header, preflights included', async () => {
    assert.deepEqual(stack.config.corsOrigins, []);
    const simple = await call(stack.baseUrl, 'GET', '/api/credits', { key: user.key, headers: { Origin: ALLOWED } });
    assert.equal(simple.status, 200);
    assert.deepEqual(corsHeadersOf(simple.headers), []);
    assert.deepEqual(corsHeadersOf((await preflight(stack.baseUrl, '/api/generate', ALLOWED)).headers), []);
  });

  describe('with CORS_ORIGINS set', () => {
    let served: ServedApp;

    before(async () => {
      served = await serveApp(stackApiDeps(stack, { config: configWith(stack, { corsOrigins: [ALLOWED, 'http://localhost:5173'] }) }));
    });

    after(() => served?.close());

    it('answers a preflight from an allowed origin allowing Authorization and Idempotency-Key', async () => {
      const response = await preflight(served.baseUrl, '/api/generate', ALLOWED);
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-origin'), ALLOWED);
      assert.match(response.headers.get('access-control-allow-methods') ?? '', /\bPOST\b/);
      const allowedHeaders = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
      for (const header of ['authorization', 'content-type', 'idempotency-key']) assert.ok(allowedHeaders.includes(header), header);
      assert.equal(response.headers.get('access-control-allow-credentials'), null);
      assert.match(response.headers.get('vary') ?? '', /Origin/);
    });

    it('lets an allowed origin read answers and errors, with the request id exposed', async () => {
      for (const [key, status] of [[user.key, 200], [undefined, 401]] as const) {
        const response = await call(served.baseUrl, 'GET', '/api/credits', { key, headers: { Origin: 'http://localhost:5173' } });
        assert.equal(response.status, status);
        assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:5173');
        assert.match(response.headers.get('access-control-expose-headers') ?? '', /X-Request-Id/);
        assertSecurityHeaders(response.headers, `CORS ${status}`);
      }
    });

    it('gives other origins no CORS header at all', async () => {
      for (const origin of ['https://evil.example', 'https://app.example.com.evil.example', 'null', `${ALLOWED}:8443`]) {
        const response = await call(served.baseUrl, 'GET', '/api/credits', { key: user.key, headers: { Origin: origin } });
        assert.deepEqual(corsHeadersOf(response.headers), [], origin);
        assert.deepEqual(corsHeadersOf((await preflight(served.baseUrl, '/api/generate', origin)).headers), [], `preflight from ${origin}`);
      }
    });

    it('"*" allows any origin without credentials', async () => {
      const open = await serveApp(stackApiDeps(stack, { config: configWith(stack, { corsOrigins: ['*'] }) }));
      try {
        const response = await preflight(open.baseUrl, '/api/comics', 'https://anywhere.example');
        assert.equal(response.status, 204);
        assert.equal(response.headers.get('access-control-allow-origin'), '*');
      } finally {
        await open.close();
      }
    });
  });

  it('CORS_ORIGINS is a comma-separated list of origins, checked at start-up', () => {
    assert.deepEqual(loadConfig({}).corsOrigins, []);
    assert.deepEqual(loadConfig({ CORS_ORIGINS: ` ${ALLOWED}, http://localhost:5173 ,` }).corsOrigins, [ALLOWED, 'http://localhost:5173']);
    assert.deepEqual(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins, ['*']);
    for (const invalid of ['app.example.com', `${ALLOWED}/`, `${ALLOWED}/path`, 'https://*.example.com']) {
      assert.throws(() => loadConfig({ CORS_ORIGINS: invalid }), /CORS_ORIGINS must list origins/, invalid);
    }
  });
});
