import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { refusedAddress } from '../../src/webhooks/address-policy';
import { sendWebhook } from '../../src/webhooks/send';
import { call } from '../support/http';
import { startSideWorker, type SideWorker } from '../support/side-services';
import { getTestStack, pauseStackWorker, resumeStackWorker, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SEND = { allowPrivate: false, timeoutMs: 2_000, excerptBytes: 1024 };
const request = (url: string) => ({ url, headers: { 'webhook-id': 'msg_1' }, body: '{}' });

describe('Security: webhook deliveries never reach loopback, private, link-local or metadata addresses (SSRF)', function () {
  this.timeout(60_000);

  describe('the address rules', () => {
    it('refuses each kind of internal address, also when an IPv6 address carries it, and allows public ones', () => {
      const cases: Array<[string, string | undefined]> = [
        ['127.0.0.1', 'a loopback address'],
        ['127.8.9.10', 'a loopback address'],
        ['::1', 'a loopback address'],
        ['10.0.0.7', 'a private address'],
        ['172.16.5.4', 'a private address'],
        ['192.168.1.1', 'a private address'],
        ['fd12:3456::1', 'a private address'],
        ['169.254.169.254', 'a cloud metadata address'],
        ['fd00:ec2::254', 'a cloud metadata address'],
        ['169.254.10.1', 'a link-local address'],
        ['fe80::1', 'a link-local address'],
        ['0.0.0.0', 'a reserved address'],
        ['::', 'a reserved address'],
        ['::ffff:127.0.0.1', 'a loopback address'],
        ['::ffff:a9fe:a9fe', 'a cloud metadata address'],
        ['64:ff9b::a00:1', 'a private address'],
        ['2002:c0a8:101::1', 'a private address'],
        ['93.184.215.14', undefined],
        ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', undefined],
      ];
      for (const [address, refusal] of cases) assert.equal(refusedAddress(address), refusal, address);
    });

    it('resolves the host again at every attempt, so a name that turns to loopback later (DNS rebinding) is refused then', async () => {
      const answers: LookupAddress[][] = [[{ address: '127.0.0.1', family: 4 }], [{ address: '93.184.215.14', family: 4 }, { address: '10.0.0.1', family: 4 }]];
      const lookups: string[] = [];
      const resolve = async (host: string) => {
        lookups.push(host);
        return answers[lookups.length - 1];
      };
      const first = await sendWebhook(request('http://rebind.example/hook'), { ...SEND, resolve });
      const second = await sendWebhook(request('http://rebind.example/hook'), { ...SEND, resolve });
      assert.deepEqual(lookups, ['rebind.example', 'rebind.example']);
      assert.equal(first.outcome, 'refused');
      assert.match(first.error as string, /rebind\.example is 127\.0\.0\.1, a loopback address/);
      assert.equal(second.outcome, 'refused', 'one internal address among the answers is enough to refuse');
      assert.match(second.error as string, /10\.0\.0\.1, a private address/);
    });

    it('connects to exactly the address it checked, whatever the system resolver says', async () => {
      const receiver = await startWebhookReceiver();
      try {
        const port = new URL(receiver.url).port;
        const sent = await sendWebhook(request(`http://only-in-this-test.invalid:${port}/hooks`), {
          ...SEND,
          allowPrivate: true,
          resolve: async () => [{ address: '127.0.0.1', family: 4 }],
        });
        assert.equal(sent.outcome, 'delivered', JSON.stringify(sent));
        assert.equal(receiver.requests.length, 1);
      } finally {
        await receiver.close();
      }
    });

    it('gives up at its deadline on a receiver that never answers', async () => {
      const receiver = await startWebhookReceiver();
      receiver.answerWith(() => undefined);
      try {
        const sent = await sendWebhook(request(receiver.url), { ...SEND, allowPrivate: true, timeoutMs: 300 });
        assert.deepEqual([sent.outcome, sent.error, sent.statusCode], ['failed', 'no answer within 0.3 s', null]);
        assert.ok(sent.latencyMs >= 290 && sent.latencyMs < 2000, String(sent.latencyMs));
      } finally {
        await receiver.close();
      }
    });
  });

  describe('deliveries through the API and a worker that may not reach private addresses', () => {
    let stack: TestStack;
    let user: TestUser;
    let receiver: WebhookReceiver;
    let strictWorker: SideWorker;

    before(async () => {
      stack = await getTestStack();
      user = await createTestUser(stack);
      receiver = await startWebhookReceiver();
      await pauseStackWorker();
      strictWorker = await startSideWorker(stack, { deps: { webhooks: { ...stack.deps.webhooks, allowPrivate: false } } });
    });

    after(async () => {
      await strictWorker.stop();
      await resumeStackWorker();
      await receiver.close();
    });

    /** An endpoint at `url` (the stack's API allows private URLs; the worker does not) and a test event to it. */
    async function attemptsFor(url: string): Promise<any[]> {
      const endpoint = await call(stack.baseUrl, 'POST', '/api/webhooks', { key: user.key, body: { url, event_types: ['comic.ready'] } });
      assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body));
      await call(stack.baseUrl, 'POST', `/api/webhooks/${endpoint.body.id}/test`, { key: user.key });
      const deadline = Date.now() + 15_000;
      for (;;) {
        const [delivery] = (await call(stack.baseUrl, 'GET', `/api/webhooks/${endpoint.body.id}/deliveries`, { key: user.key })).body.deliveries;
        if (delivery?.attempts.length >= 2 || Date.now() > deadline) return delivery.attempts;
        await sleep(50);
      }
    }

    for (const [what, url, refusal] of [
      ['127.0.0.1', () => receiver.url, /127\.0\.0\.1 is 127\.0\.0\.1, a loopback address/],
      ['::1', () => receiver.url.replace('127.0.0.1', '[::1]'), /::1 is ::1, a loopback address/],
      ['a 10.x address', () => 'http://10.255.255.1:9/hook', /10\.255\.255\.1, a private address/],
      ['the metadata address 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254, a cloud metadata address/],
      ['a name that resolves to loopback', () => receiver.url.replace('127.0.0.1', 'localhost'), /localhost is (127\.0\.0\.1|::1), a loopback address/],
    ] as const) {
      it(`${what}: refused at every attempt, recorded with why, nothing sent`, async () => {
        const attempts = await attemptsFor(url());
        assert.ok(attempts.length >= 2);
        for (const attempt of attempts) {
          assert.deepEqual([attempt.outcome, attempt.status_code], ['refused', null]);
          assert.match(attempt.error, refusal);
        }
        assert.equal(receiver.requests.length, 0, 'the receiver got nothing');
      });
    }
  });

  it('a redirect (to loopback or anywhere) is never followed', async () => {
    const stack = await getTestStack();
    const user = await createTestUser(stack);
    const [front, target] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
    try {
      front.answerWith((_request, response) => response.writeHead(307, { Location: target.url }).end());
      const endpoint = await call(stack.baseUrl, 'POST', '/api/webhooks', { key: user.key, body: { url: front.url, event_types: ['comic.ready'] } });
      await call(stack.baseUrl, 'POST', `/api/webhooks/${endpoint.body.id}/test`, { key: user.key });
      await sleep(1500);
      const [delivery] = (await call(stack.baseUrl, 'GET', `/api/webhooks/${endpoint.body.id}/deliveries`, { key: user.key })).body.deliveries;
      assert.deepEqual([delivery.attempts[0].outcome, delivery.attempts[0].status_code], ['failed', 307]);
      assert.match(delivery.attempts[0].error, /a redirect: deliveries never follow redirects/);
      assert.equal(target.requests.length, 0, 'the redirect target got nothing');
    } finally {
      await Promise.all([front.close(), target.close()]);
    }
  });
});
