import assert from 'node:assert/strict';
import http from 'node:http';
import { loadConfig } from '../../src/config/env';
import { getTestStack, type TestStack } from '../support/stack';

/** GET on a keep-alive agent: the status and whether the request went out on a connection already used. */
function get(agent: http.Agent, url: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('HTTP server timeouts', function () {
  this.timeout(60_000);
  let stack: TestStack;

  before(async () => {
    stack = await getTestStack();
  });

  it('keeps an idle connection open past 5 s: requests on one connection 6 s apart all succeed', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answers = [];
      for (let index = 0; index < 3; index += 1) {
        if (index > 0) await sleep(6_000);
        answers.push(await get(agent, `${stack.baseUrl}/openapi.json`));
      }
      assert.deepEqual(answers, [
        { status: 200, reused: false },
        { status: 200, reused: true },
        { status: 200, reused: true },
      ]);
    } finally {
      agent.destroy();
    }
  });

  it('outlasts load balancers: keep-alive above 60 s, headers timeout above keep-alive, a request timeout that fits the longest storybook', () => {
    const { http: timeouts } = loadConfig({});
    assert.ok(timeouts.keepAliveTimeoutMs > 60_000);
    assert.ok(timeouts.headersTimeoutMs > timeouts.keepAliveTimeoutMs);
    // 20 pages in 4 lanes, 3 checked attempts each of a render and a score at 30 s: 15 minutes.
    assert.equal(timeouts.requestTimeoutMs, 15 * 60_000);
    assert.equal(loadConfig({ STORYBOOK_CONCURRENCY: '1' }).http.requestTimeoutMs, 60 * 60_000);
  });
});
