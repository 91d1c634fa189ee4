import assert from 'node:assert/strict';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { assertChargesSettled, assertLedgerExact } from '../support/integrity';
import { startSideApi } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long recording an attempt may take after its answer (the endpoint's run of failures is kept by recorded time). */
const RECORDING_MS = 200;
const ALL_EVENTS = ['comic.ready', 'comic.failed', 'storybook.completed', 'storybook.completed_with_failures', 'storybook.failed', 'character.references_ready', 'marketplace.sale', 'credits.low'];

describe('Webhooks: endpoints, signed events from where state changes, durable delivery', function () {
  this.timeout(60_000);
  let stack: TestStack;
  let receiver: WebhookReceiver;

  before(async () => {
    stack = await getTestStack();
  });

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });

  afterEach(async () => {
    await receiver.close();
  });

  const api = (user: TestUser, method: string, path: string, body?: unknown) => call(stack.baseUrl, method, path, { key: user.key, body });

  /** A new endpoint of the user's, pointing at the receiver, which trusts its secret. */
  async function subscribe(user: TestUser, eventTypes = ALL_EVENTS, url = receiver.url): Promise<any> {
    const created = await api(user, 'POST', '/api/webhooks', { url, event_types: eventTypes, description: 'test receiver' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    receiver.trust(created.body.secret);
    return created.body;
  }

  async function deliveriesOf(user: TestUser, endpointId: string): Promise<any[]> {
    const listed = await api(user, 'GET', `/api/webhooks/${endpointId}/deliveries`);
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    return listed.body.deliveries;
  }

  async function settledDeliveries(user: TestUser, endpointId: string, count: number): Promise<any[]> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const deliveries = await deliveriesOf(user, endpointId);
      if (deliveries.length >= count && deliveries.every((delivery) => delivery.status !== 'pending')) return deliveries;
      if (Date.now() > deadline) throw new Error(`deliveries not settled: ${JSON.stringify(deliveries)}`);
      await sleep(50);
    }
  }

  /** Until each of `count` deliveries has had a failed attempt (the receiver was down when it was tried). */
  async function failedOnceEach(user: TestUser, endpointId: string, count: number): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const deliveries = await deliveriesOf(user, endpointId);
      if (deliveries.length >= count && deliveries.every((delivery) => delivery.attempts.some((attempt: { outcome: string }) => attempt.outcome === 'failed'))) return;
      if (Date.now() > deadline) throw new Error(`not every delivery was tried while the receiver was down: ${JSON.stringify(deliveries)}`);
      await sleep(50);
    }
  }

  describe('endpoints', () => {
    it('creates an endpoint with its secret shown once, lists, reads, changes, disables and deletes it', async () => {
      const user = await createTestUser(stack);
      const created = await subscribe(user, ['comic.ready']);
      assert.match(created.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
      assert.match(created.warning, /only once/);
      assert.deepEqual([created.url, created.event_types, created.enabled, created.description], [receiver.url, ['comic.ready'], true, 'test receiver']);

      const listed = await api(user, 'GET', '/api/webhooks');
      assert.deepEqual(listed.body.endpoints.map((endpoint: any) => endpoint.id), [created.id]);
      const read = await api(user, 'GET', `/api/webhooks/${created.id}`);
      assert.equal(read.status, 200);
      assert.ok(!JSON.stringify(listed.body).includes('whsec_') && !JSON.stringify(read.body).includes('whsec_'), 'the secret is never shown again');

      const changed = await api(user, 'PATCH', `/api/webhooks/${created.id}`, { event_types: ['comic.ready', 'credits.low'], description: 'renamed' });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      assert.deepEqual([changed.body.event_types, changed.body.description], [['comic.ready', 'credits.low'], 'renamed']);
      assert.equal(changed.body.url, receiver.url, 'what the change leaves out stays');
      const unchanged = await api(user, 'PATCH', `/api/webhooks/${created.id}`, {});
      assert.deepEqual([unchanged.status, unchanged.body.description], [200, 'renamed'], 'an empty change changes nothing');
      const disabled = await api(user, 'PATCH', `/api/webhooks/${created.id}`, { enabled: false });
      assert.equal(disabled.body.enabled, false);

      const deleted = await api(user, 'DELETE', `/api/webhooks/${created.id}`);
      assert.deepEqual(deleted.body, { deleted: true, id: created.id });
      assert.equal((await api(user, 'GET', `/api/webhooks/${created.id}`)).status, 404);
    });

    it('answers 400 naming the field for a bad URL and for unknown or repeated event types', async () => {
      const user = await createTestUser(stack);
      const cases: Array<[unknown, RegExp]> = [
        [{ url: 'not a url', event_types: ['comic.ready'] }, /url: is not an absolute URL/],
        [{ url: 'ftp://example.com/hook', event_types: ['comic.ready'] }, /url: must be http or https/],
        [{ url: 'https://user:pw@example.com/hook', event_types: ['comic.ready'] }, /url: must not carry a user name or password/],
        [{ url: 'https://example.com/hook', event_types: ['comic.done'] }, /event_types\.0/],
        [{ url: 'https://example.com/hook', event_types: [] }, /event_types: name at least one event type/],
        [{ url: 'https://example.com/hook', event_types: ['comic.ready', 'comic.ready'] }, /event_types: each event type once/],
        [{ event_types: ['comic.ready'] }, /url/],
      ];
      for (const [body, error] of cases) {
        const answer = await api(user, 'POST', '/api/webhooks', body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.match(answer.body.error, error);
      }
      const created = await subscribe(user, ['comic.ready']);
      const badChange = await api(user, 'PATCH', `/api/webhooks/${created.id}`, { url: 'gopher://example.com' });
      assert.equal(badChange.status, 400);
      assert.match(badChange.body.error, /url: must be http or https/);
    });

    it('holds at most 10 endpoints per account', async () => {
      const user = await createTestUser(stack);
      for (let index = 0; index < 10; index += 1) await subscribe(user, ['comic.ready']);
      const eleventh = await api(user, 'POST', '/api/webhooks', { url: receiver.url, event_types: ['comic.ready'] });
      assert.equal(eleventh.status, 400);
      assert.match(eleventh.body.error, /You have 10 webhook endpoints, the most one account may hold/);
    });

    it('refuses private addresses and plain http where the operator says so', async () => {
      const user = await createTestUser(stack);
      const strict = await startSideApi(stack, { config: { publicBaseUrl: 'https://likeness.example', webhooks: { ...stack.config.webhooks, allowPrivate: false } } });
      try {
        const post = (url: string) => call(strict.baseUrl, 'POST', '/api/webhooks', { key: user.key, body: { url, event_types: ['comic.ready'] } });
        for (const [url, error] of [
          ['http://example.com/hook', /url: must be https, as this service is served over https/],
          ['https://127.0.0.1/hook', /127\.0\.0\.1 is a loopback address/],
          ['https://[::1]/hook', /::1 is a loopback address/],
          ['https://10.1.2.3/hook', /10\.1\.2\.3 is a private address/],
          ['https://169.254.169.254/latest/meta-data', /169\.254\.169\.254 is a cloud metadata address/],
          ['https://localhost:8080/hook', /localhost is a loopback address/],
        ] as const) {
          const answer = await post(url);
          assert.equal(answer.status, 400, url);
          assert.match(answer.body.error, error);
        }
        assert.equal((await post('https://hooks.example.com/likeness')).status, 201);
      } finally {
        await strict.close();
      }
    });
  });

  describe('delivery', () => {
    it('delivers a test event on request, signed per Standard Webhooks, and logs the attempt', async () => {
      const user = await createTestUser(stack);
      const endpoint = await subscribe(user, ['comic.ready']);
      const sent = await api(user, 'POST', `/api/webhooks/${endpoint.id}/test`);
      assert.equal(sent.status, 202, JSON.stringify(sent.body));
      const [event] = await receiver.waitForEvents(1);
      assert.equal(event.id, sent.body.event_id);
      assert.equal(event.type, 'webhook.test');
      assert.equal(event.data.id, endpoint.id);
      assert.equal(event.data.url, `${stack.config.publicBaseUrl}/api/webhooks/${endpoint.id}`);
      assert.equal(receiver.requests[0].id, sent.body.event_id, 'webhook-id is the event id');

      const [delivery] = await settledDeliveries(user, endpoint.id, 1);
      assert.equal(delivery.id, sent.body.delivery_id);
      assert.equal(delivery.status, 'delivered');
      assert.equal(delivery.attempts.length, 1);
      const [attempt] = delivery.attempts;
      assert.deepEqual([attempt.number, attempt.outcome, attempt.status_code, attempt.response_excerpt, attempt.error], [1, 'delivered', 200, 'ok', null]);
      assert.ok(attempt.latency_ms >= 0 && Date.parse(attempt.started_at) > 0);
    });

    it('retries while the receiver is down, delivers each event, and the receiver dedupes by webhook-id', async () => {
      const user = await createTestUser(stack);
      const endpoint = await subscribe(user);
      await receiver.down();
      const sent = await Promise.all([0, 1, 2].map(() => api(user, 'POST', `/api/webhooks/${endpoint.id}/test`)));
      await failedOnceEach(user, endpoint.id, 3);
      await receiver.up();
      const events = await receiver.waitForEvents(3);
      assert.deepEqual(events.map((event) => event.id).sort(), sent.map((answer) => answer.body.event_id).sort());
      const deliveries = await settledDeliveries(user, endpoint.id, 3);
      for (const delivery of deliveries) {
        assert.equal(delivery.status, 'delivered');
        assert.ok(delivery.attempts.length >= 2, `at least one failed attempt before: ${JSON.stringify(delivery.attempts)}`);
        assert.ok(delivery.attempts.slice(0, -1).every((attempt: any) => attempt.outcome === 'failed' && attempt.status_code === null && /ECONNREFUSED/.test(attempt.error)));
        assert.equal(delivery.attempts.at(-1).outcome, 'delivered');
      }
      const ids = receiver.requests.map((request) => request.id);
      assert.equal(new Set(ids).size, 3, 'every request carries one of the three webhook-ids');
      const endpointAfter = (await api(user, 'GET', `/api/webhooks/${endpoint.id}`)).body;
      assert.deepEqual([endpointAfter.enabled, endpointAfter.failing_since], [true, null], 'a success ends the run of failures');
    });

    it('keeps the same webhook-id on every retry of an event whose receiver answered 503', async () => {
      const user = await createTestUser(stack);
      const endpoint = await subscribe(user);
      receiver.failNext(2, 503);
      const sent = await api(user, 'POST', `/api/webhooks/${endpoint.id}/test`);
      await receiver.waitForEvents(1);
      assert.deepEqual(
        receiver.requests.map((request) => [request.id, request.answered]),
        [
          [sent.body.event_id, 503],
          [sent.body.event_id, 503],
          [sent.body.event_id, 200],
        ],
      );
      const [delivery] = await settledDeliveries(user, endpoint.id, 1);
      assert.deepEqual(
        delivery.attempts.map((attempt: any) => [attempt.number, attempt.outcome, attempt.status_code, attempt.response_excerpt]),
        [
          [1, 'failed', 503, 'receiver says no'],
          [2, 'failed', 503, 'receiver says no'],
          [3, 'delivered', 200, 'ok'],
        ],
      );
      assert.equal(new Set(receiver.requests.map((request) => request.body)).size, 1, 'the same body on every attempt');
    });

    it('redelivers on request with the same webhook-id, and not while a delivery is still being tried', async () => {
      const user = await createTestUser(stack);
      const endpoint = await subscribe(user);
      receiver.failNext(1);
      const sent = await api(user, 'POST', `/api/webhooks/${endpoint.id}/test`);
      const early = await api(user, 'POST', `/api/webhooks/${endpoint.id}/deliveries/${sent.body.delivery_id}/redeliver`);
      assert.equal(early.status, 409, JSON.stringify(early.body));
      await settledDeliveries(user, endpoint.id, 1);
      const again = await api(user, 'POST', `/api/webhooks/${endpoint.id}/deliveries/${sent.body.delivery_id}/redeliver`);
      assert.equal(again.status, 202, JSON.stringify(again.body));
      assert.deepEqual(again.body, sent.body);
      const deadline = Date.now() + 10_000;
      while (receiver.requests.filter((request) => request.answered === 200).length < 2 && Date.now() < deadline) await sleep(25);
      assert.deepEqual(
        receiver.requests.map((request) => request.id),
        [sent.body.event_id, sent.body.event_id, sent.body.event_id],
      );
      const [delivery] = await settledDeliveries(user, endpoint.id, 1);
      assert.deepEqual(delivery.attempts.map((attempt: any) => [attempt.number, attempt.redelivery, attempt.outcome]), [
        [1, false, 'failed'],
        [2, false, 'delivered'],
        [3, true, 'delivered'],
      ]);
      assert.equal(delivery.redeliveries, 1);
    });

    it('signs with both secrets during a rotation overlap, then with the new one only', async () => {
      const user = await createTestUser(stack);
      const endpoint = await subscribe(user);
      const oldSecret = endpoint.secret;
      const rotated = await api(user, 'POST', `/api/webhooks/${endpoint.id}/rotate-secret`, { overlap_hours: 1 });
      assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
      assert.notEqual(rotated.body.secret, oldSecret);
      assert.ok(Date.parse(rotated.body.previous_secret_expires_at) > Date.now() + 59 * 60_000);
      for (const trusted of [oldSecret, rotated.body.secret]) {
        receiver.trust(trusted);
        const before = receiver.events().length;
        await api(user, 'POST', `/api/webhooks/${endpoint.id}/test`);
        await receiver.waitForEvents(before + 1);
        assert.equal(receiver.requests.at(-1)?.signatures.length, 2, 'two signatures while both secrets sign');
      }
      const cut = await api(user, 'POST', `/api/webhooks/${endpoint.id}/rotate-secret`, { overlap_hours: 0 });
      assert.equal(cut.body.previous_secret_expires_at, null);
      receiver.trust(rotated.body.secret);
      await api(user, 'POST', `/api/webhooks/${endpoint.id}/test`);
      await sleep(300);
      assert.equal(receiver.events().length, 2, 'the previous secret stopped signing at once');
      receiver.trust(cut.body.secret);
      await api(user, 'POST', `/api/webhooks/${endpoint.id}/test`);
      await receiver.waitForEvents(3);
      assert.equal(receiver.requests.at(-1)?.signatures.length, 1);
    });

    it('disables an endpoint whose every attempt failed for the whole retry window, saying why', async () => {
      const user = await createTestUser(stack);
      const endpoint = await subscribe(user);
      receiver.failNext(1000, 500);
      await api(user, 'POST', `/api/webhooks/${endpoint.id}/test`);
      const [delivery] = await settledDeliveries(user, endpoint.id, 1);
      assert.equal(delivery.status, 'failed');
      const [first, last] = [delivery.attempts[0], delivery.attempts.at(-1)];
      assert.ok(delivery.attempts.length >= 3 && delivery.attempts.every((attempt: any) => attempt.outcome === 'failed'), JSON.stringify(delivery.attempts));
      // The run of failures is measured by when attempts are recorded, after each answer: the last attempt's end (less a
      // moment for recording it on a busy machine) is the window's end, not its start.
      const failingFor = Date.parse(last.started_at) + last.latency_ms - Date.parse(first.started_at);
      assert.ok(failingFor >= stack.config.webhooks.policy.disableAfterMs - RECORDING_MS, `tried for the whole window (${failingFor} ms)`);
      const after = (await api(user, 'GET', `/api/webhooks/${endpoint.id}`)).body;
      assert.ok(Date.parse(after.failing_since) >= Date.parse(first.started_at) && Date.parse(after.failing_since) < Date.parse(delivery.attempts[1].started_at), 'failing since the first failure was recorded');
      assert.equal(after.enabled, false);
      assert.match(after.disabled_reason, /^Disabled: every delivery attempt failed for 3 s; the last said: the receiver answered 500/);
      const enabled = await api(user, 'PATCH', `/api/webhooks/${endpoint.id}`, { enabled: true });
      assert.deepEqual([enabled.body.enabled, enabled.body.disabled_reason, enabled.body.failing_since], [true, null, null]);
    });
  });

  describe('events, each once, from where the state changes', () => {
    it('comic.ready with the comic, once, and the ledger equal to what was delivered', async () => {
      const user = await createTestUser(stack, { credits: 10 });
      const mia = await createReadyCharacter(stack, user.id, 'Mia', 'a girl with curly red hair in a yellow raincoat');
      const endpoint = await subscribe(user, ['comic.ready', 'comic.failed']);
      const started = await api(user, 'POST', '/api/comics/generate', { title: 'Kite Day', story_prompt: 'Mia flies a kite on a windy beach.', character_ids: [mia.id], page_count: 3 });
      assert.equal(started.status, 200, JSON.stringify(started.body));
      const [event] = await receiver.waitForEvents(1, 30_000);
      assert.equal(event.type, 'comic.ready');
      assert.deepEqual([event.data.object, event.data.id, event.data.status, event.data.title, event.data.panels_drawn], ['comic', started.body.id, 'ready', 'Kite Day', 3]);
      assert.equal(event.data.url, `${stack.config.publicBaseUrl}/api/comics/${started.body.id}`);
      const comic = (await api(user, 'GET', `/api/comics/${started.body.id}`)).body;
      assert.equal(comic.comic.status, 'ready', 'the comic is ready when its event arrives');
      await sleep(300);
      assert.equal(receiver.requests.length, 1, 'one event, delivered once');
      assert.equal((await settledDeliveries(user, endpoint.id, 1)).length, 1);
      await assertLedgerExact(stack, user, 10, 3);
    });

    it('storybook.completed, character.references_ready, marketplace.sale and credits.low, each to the endpoints that want it', async () => {
      const seller = await createTestUser(stack, { credits: 10 });
      const buyer = await createTestUser(stack, { credits: 6 });
      const mia = await createReadyCharacter(stack, seller.id, 'Mia', 'a girl with curly red hair in a yellow raincoat');
      await subscribe(seller, ['storybook.completed', 'character.references_ready', 'marketplace.sale']);
      const buyerReceiver = await startWebhookReceiver();
      try {
        const buyerEndpoint = await api(buyer, 'POST', '/api/webhooks', { url: buyerReceiver.url, event_types: ['credits.low'] });
        buyerReceiver.trust(buyerEndpoint.body.secret);
        assert.equal((await api(buyer, 'PATCH', '/api/webhook-settings', { credits_low_threshold: 5 })).body.credits_low_threshold, 5);

        const book = await api(seller, 'POST', '/api/storybook', { character_id: mia.id, pages: ['Mia finds a map', 'Mia reaches the beach'] });
        assert.equal(book.status, 200, JSON.stringify(book.body));
        const draft = await createReadyCharacter(stack, seller.id, 'Rusty', 'an orange fox with a blue scarf', { status: 'draft', references: false });
        const drawn = await api(seller, 'POST', `/api/characters/${draft.id}/references`, { labels: ['front'] });
        assert.equal(drawn.status, 200, JSON.stringify(drawn.body));
        for (const verb of ['lock', 'publish']) assert.equal((await api(seller, 'POST', `/api/characters/${draft.id}/${verb}`)).status, 200);
        const listing = await api(seller, 'POST', '/api/marketplace/listings', { character_id: draft.id, price_credits: 2 });
        const bought = await api(buyer, 'POST', `/api/marketplace/listings/${listing.body.id}/buy`);
        assert.equal(bought.status, 201, JSON.stringify(bought.body));

        const events = await receiver.waitForEvents(3, 30_000);
        const byType = Object.fromEntries(events.map((event) => [event.type, event]));
        assert.deepEqual(Object.keys(byType).sort(), ['character.references_ready', 'marketplace.sale', 'storybook.completed']);
        assert.deepEqual([byType['storybook.completed'].data.id, byType['storybook.completed'].data.generated], [book.body.id, 2]);
        assert.deepEqual([byType['character.references_ready'].data.id, byType['character.references_ready'].data.generated], [draft.id, 1]);
        assert.deepEqual([byType['marketplace.sale'].data.listing_id, byType['marketplace.sale'].data.price_credits], [listing.body.id, 2]);

        const [low] = await buyerReceiver.waitForEvents(1);
        assert.equal(low.type, 'credits.low');
        assert.deepEqual([low.data.credits, low.data.threshold, low.data.charged], [4, 5, 2]);
        await sleep(300);
        assert.equal(receiver.requests.length + buyerReceiver.requests.length, 4, 'each event once');
        assert.deepEqual(await stack.services.ledger.reconcile(), []);
        for (const user of [seller, buyer]) await assertChargesSettled(stack, user);
      } finally {
        await buyerReceiver.close();
      }
    });

    it('records no event and starts no delivery when no endpoint wants it', async () => {
      const user = await createTestUser(stack, { credits: 5 });
      const mia = await createReadyCharacter(stack, user.id, 'Mia', 'a girl with curly red hair in a yellow raincoat');
      await subscribe(user, ['comic.ready']);
      const book = await api(user, 'POST', '/api/storybook', { character_id: mia.id, pages: ['Mia waves'] });
      assert.equal(book.status, 200);
      const rows = await stack.dataSource.query('SELECT type FROM webhook_events WHERE user_id = $1', [user.id]);
      assert.deepEqual(rows, []);
    });
  });
});
