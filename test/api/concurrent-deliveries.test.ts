import assert from 'node:assert/strict';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { assertLedgerExact } from '../support/integrity';
import { until } from '../support/polling';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';
import { WebhookDelivery } from '../../src/entities/webhook-delivery';
import { WebhookEvent } from '../../src/entities/webhook-event';

const CONCURRENT_GENERATES = 8;
/** PostgreSQL publishes other sessions' statistics about once a second. */
const STATS_FLUSH_MS = 1500;

async function deadlocksSoFar(stack: TestStack): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  await stack.dataSource.query('SELECT pg_stat_clear_snapshot()');
  const [row] = await stack.dataSource.query<Array<{ deadlocks: string }>>('SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()');
  return Number(row.deadlocks);
}

/** Until `count` sessions of this database wait for a lock in a statement that contains `statement`. */
async function waitingOnLock(stack: TestStack, statement: string, count = 1): Promise<void> {
  await until(async () => {
    const [row] = await stack.dataSource.query<Array<{ waiting: string }>>(
      `SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%' || $1 || '%'`,
      [statement],
    );
    return Number(row.waiting) >= count;
  }, `${count} session(s) waiting on a lock in ${statement}`, 10_000);
}

describe('deliveries for one user at the same time (PostgreSQL)', function () {
  this.timeout(180_000);
  let stack: TestStack;

  before(async function () {
    // The embedded PGlite serves one session, where transactions cannot deadlock: the check needs a real server.
    if (!process.env.DATABASE_URL) this.skip();
    stack = await getTestStack();
  });

  it('records concurrent generates and storybook pages of one user without a single deadlock, each unit paid once', async () => {
    const user = await createTestUser(stack, { credits: 40 });
    const character = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat');
    const before = await deadlocksSoFar(stack);

    const generates = Array.from({ length: CONCURRENT_GENERATES }, (_, index) =>
      call(stack.baseUrl, 'POST', '/api/generate', { key: user.key, body: { character_id: character.id, prompt: `Mia in scene ${index}`, max_retries: 1, no_cache: true } }),
    );
    const pages = Array.from({ length: 8 }, (_, index) => `Mia on page ${index + 1}`);
    const storybook = call(stack.baseUrl, 'POST', '/api/storybook', { key: user.key, body: { character_id: character.id, pages } });
    const responses = await Promise.all([...generates, storybook]);
    for (const res of responses) assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(responses.at(-1)?.body.generated, pages.length);

    assert.equal(await deadlocksSoFar(stack), before, 'PostgreSQL aborted a delivery as a deadlock');
    await assertLedgerExact(stack, user, 40, CONCURRENT_GENERATES + pages.length);
  });

  /** A user's webhook endpoint with one delivery of an event, as a run's dispatch makes it. */
  async function endpointWithDelivery(): Promise<{ user: TestUser; endpointId: string; deliveryId: string }> {
    const user = await createTestUser(stack, { credits: 0 });
    const created = await call(stack.baseUrl, 'POST', '/api/webhooks', { key: user.key, body: { url: 'https://hooks.example.com/likeness', event_types: ['comic.ready'] } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const endpointId: string = created.body.id;
    const event = await stack.dataSource.getRepository(WebhookEvent).save({ userId: user.id, type: 'comic.ready', changeKey: `lock-order-check:${endpointId}`, data: {} });
    const delivery = await stack.dataSource.getRepository(WebhookDelivery).save({ eventId: event.id, endpointId, status: 'pending', nextAttemptAt: null, redeliveries: 0 });
    return { user, endpointId, deliveryId: delivery.id };
  }

  /** Another session's transaction holding what `lockingQuery` locks, until it lets go. */
  async function holding(lockingQuery: string, id: string): Promise<{ letGo: () => Promise<void> }> {
    const holder = stack.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(lockingQuery, [id]);
    return {
      letGo: async () => {
        await holder.commitTransaction();
        await holder.release();
      },
    };
  }

  it('deletes a webhook endpoint while an attempt of its delivery is being recorded: 200 for the delete, no deadlock', async () => {
    const { user, endpointId, deliveryId } = await endpointWithDelivery();
    // Another session holds the endpoint, so the delete queues on it first and the recording of an attempt (for
    // an answer that came back just then) second: the order in which they reach the endpoint when it is let go.
    const holder = await holding('SELECT id FROM webhook_endpoints WHERE id = $1 FOR SHARE', endpointId);
    const deleted = call(stack.baseUrl, 'DELETE', `/api/webhooks/${endpointId}`, { key: user.key });
    await waitingOnLock(stack, 'DELETE FROM "webhook_endpoints"');
    const recorded = stack.services.webhookDeliveries.recordAttempt({
      deliveryId,
      runId: `deadlock-check-${deliveryId}`,
      runAttempt: 1,
      redelivery: false,
      startedAt: new Date(),
      outcome: 'failed',
      statusCode: 503,
      latencyMs: 12,
      responseExcerpt: null,
      error: 'HTTP 503',
      nextDelayMs: 5_000,
      disableAfterMs: 3 * 86_400_000,
    });
    await waitingOnLock(stack, 'webhook_', 2);
    await holder.letGo();

    const [answer, status] = await Promise.all([deleted, recorded]);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(status, 'failed', 'the attempt of a deleted endpoint ends its delivery');
    assert.equal(await stack.dataSource.getRepository(WebhookDelivery).countBy({ endpointId }), 0, 'the deliveries went with the endpoint');
  });

  it('asks for a test event of an endpoint being deleted: 404 for the test event, 200 for the delete', async () => {
    const { user, endpointId, deliveryId } = await endpointWithDelivery();
    // Another session holds the endpoint's delivery, so the delete, which takes its deliveries with it, holds the
    // endpoint while it waits; the test event is asked for meanwhile.
    const holder = await holding('SELECT id FROM webhook_deliveries WHERE id = $1 FOR UPDATE', deliveryId);
    const deleted = call(stack.baseUrl, 'DELETE', `/api/webhooks/${endpointId}`, { key: user.key });
    await waitingOnLock(stack, 'DELETE FROM "webhook_endpoints"');
    const tested = call(stack.baseUrl, 'POST', `/api/webhooks/${endpointId}/test`, { key: user.key });
    await waitingOnLock(stack, 'webhook_', 2);
    await holder.letGo();

    const [deleteAnswer, testAnswer] = await Promise.all([deleted, tested]);
    assert.equal(deleteAnswer.status, 200, JSON.stringify(deleteAnswer.body));
    assert.equal(testAnswer.status, 404, JSON.stringify(testAnswer.body));
    assert.match(testAnswer.body.error, /webhook endpoint/i);
  });
});
