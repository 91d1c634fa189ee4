import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { sendJson, statusError } from '../../../src/models/providers/http';
import { type FakeServer, startFakeServer } from '../../fakes/server';
import { rejectsWithModelError } from './support';

describe('provider HTTP error classification', () => {
  let fake: FakeServer;
  const settings = { provider: 'test-provider', timeoutMs: 300 };

  beforeEach(async () => {
    fake = await startFakeServer(() => ({ json: { ok: true } }));
  });
  afterEach(() => fake.close());

  it('returns parsed JSON on success', async () => {
    assert.deepEqual(await sendJson(`${fake.url}/x`, {}, settings), { ok: true });
  });

  for (const status of [408, 429, 500, 502, 503]) {
    it(`treats HTTP ${status} as retryable`, async () => {
      fake.failNext(1, status);
      const error = await rejectsWithModelError(sendJson(`${fake.url}/x`, {}, settings), { retryable: true, status });
      assert.equal(error.provider, 'test-provider');
      assert.match(error.message, /test-provider answered HTTP \d+( \([^)]+\))?: fake failure/);
    });
  }

  for (const status of [400, 401, 403, 404, 422]) {
    it(`treats HTTP ${status} as not retryable`, async () => {
      fake.failNext(1, status);
      await rejectsWithModelError(sendJson(`${fake.url}/x`, {}, settings), { retryable: false, status });
    });
  }

  it('treats a timeout as retryable', async () => {
    fake.hangNext(1);
    await rejectsWithModelError(sendJson(`${fake.url}/x`, {}, settings), { retryable: true, message: /timed out after 300 ms/ });
  });

  it('treats a refused connection as retryable', async () => {
    const port = await freePort();
    await rejectsWithModelError(sendJson(`http://127.0.0.1:${port}/x`, {}, settings), { retryable: true, message: /network error/ });
  });

  it('treats a content-policy refusal as not retryable, whatever the wording', () => {
    const body = JSON.stringify({ error: { code: 'content_policy_violation', message: 'Your request was rejected' } });
    const error = statusError('p', 400, body);
    assert.equal(error.retryable, false);
    assert.match(error.message, /content policy/);
  });

  it('treats a non-JSON success body as invalid output', async () => {
    const text = await startFakeServer(() => ({ body: '<html>', contentType: 'text/html' }));
    try {
      await rejectsWithModelError(sendJson(text.url, {}, settings), { retryable: false, message: /invalid output/ });
    } finally {
      await text.close();
    }
  });

  it('lets the fake fail only matching paths', async () => {
    fake.failNext(1, 500, { path: '/only-here' });
    assert.deepEqual(await sendJson(`${fake.url}/elsewhere`, {}, settings), { ok: true });
    await rejectsWithModelError(sendJson(`${fake.url}/only-here`, {}, settings), { retryable: true, status: 500 });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
