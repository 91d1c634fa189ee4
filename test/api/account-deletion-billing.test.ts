import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { ActivityFailure, ApplicationFailure, WorkflowFailedError } from '@temporalio/client';
import type { DeleteAccountOutput } from '../../src/operations/account-deletion';
import { StripeGateway } from '../../src/payments/stripe-gateway';
import { FAILURE_TYPES } from '../../src/temporal/contracts/names';
import { progressQuery } from '../../src/workflows/progress';
import { createReadyCharacter } from '../support/characters';
import { runCliCommand } from '../support/cli';
import { call } from '../support/http';
import type { LocalServer } from '../support/local-server';
import { until } from '../support/polling';
import { startRecordingProxy, type ProxiedRequest, type RecordingProxy } from '../support/recording-proxy';
import { withSideWorker } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { requireStripeMock, startStripeMock } from '../support/stripe-mock';
import { createTestUser, type TestUser } from '../support/users';

/** A Stripe error body as Stripe sends one. */
const stripeError = (status: number, type: string, message: string, extra: Record<string, string> = {}) => ({ status, body: { error: { type, message, ...extra } } });

interface Subscriber extends TestUser {
  customerId: string;
  characterId: string;
}

describe('deleting an account ends its billing: its Stripe subscriptions are cancelled by the deletion run, then it is erased', function () {
  this.timeout(180_000);
  let stack: TestStack;
  let stripeMock: LocalServer | undefined;
  let proxy: RecordingProxy | undefined;
  let gateway: StripeGateway;

  before(async function () {
    const command = requireStripeMock(this);
    stack = await getTestStack();
    stripeMock = await startStripeMock(command);
    proxy = await startRecordingProxy(stripeMock.endpoint);
    gateway = new StripeGateway({ secretKey: 'sk_test_likeness', webhookSecret: 'whsec_likeness_test', apiUrl: proxy.url, prices: { plans: {}, packs: {} } });
  });

  beforeEach(() => {
    if (!proxy) return;
    proxy.requests.length = 0;
    proxy.intercept = () => undefined;
  });

  after(async () => {
    await proxy?.close();
    await stripeMock?.stop();
  });

  /** Runs `work` while the only worker is one whose Stripe calls go through the proxy to stripe-mock. */
  const withStripeWorker = <T>(work: () => Promise<T>) => withSideWorker(stack, { payments: gateway }, work);
  const cancels = (): ProxiedRequest[] => proxy!.requests.filter((request) => request.method === 'DELETE' && request.path.startsWith('/v1/subscriptions/'));
  const lists = (): ProxiedRequest[] => proxy!.requests.filter((request) => request.method === 'GET' && request.path.startsWith('/v1/subscriptions?'));
  const isCancel = (request: { method: string; path: string }) => request.method === 'DELETE' && request.path.startsWith('/v1/subscriptions/');

  /** A creator-plan subscriber with a Stripe customer and a character. */
  async function subscriber(): Promise<Subscriber> {
    const user = await createTestUser(stack, { credits: 3, plan: 'creator' });
    const customerId = `cus_${crypto.randomBytes(7).toString('hex')}`;
    await stack.dataSource.query('UPDATE users SET stripe_customer_id = $2 WHERE id = $1', [user.id, customerId]);
    const character = await createReadyCharacter(stack, user.id, 'Bill Ing', 'a man with a yellow hat', { references: false });
    return { ...user, customerId, characterId: character.id };
  }

  const characterExists = async (id: string) => (await stack.dataSource.query('SELECT 1 FROM characters WHERE id = $1', [id])).length === 1;
  const storedUser = async (id: string): Promise<{ email: string; stripe_customer_id: string | null }> =>
    (await stack.dataSource.query('SELECT email, stripe_customer_id FROM users WHERE id = $1', [id]))[0];

  async function askToDelete(user: TestUser): Promise<string> {
    const asked = await call(stack.baseUrl, 'DELETE', '/api/account', { key: user.key, body: { confirm: user.email } });
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    assert.equal(asked.body.deletion, 'started');
    assert.equal((await call(stack.baseUrl, 'GET', '/api/credits', { key: user.key })).status, 401, 'the key ends at once');
    return asked.body.run_id;
  }
  const result = (runId: string) => stack.env.client.workflow.getHandle(runId).result() as Promise<DeleteAccountOutput>;

  async function assertErased(user: Subscriber | (TestUser & { characterId: string })): Promise<void> {
    assert.equal(await characterExists(user.characterId), false, 'the character is erased');
    assert.deepEqual(await storedUser(user.id), { email: `deleted:${user.id}`, stripe_customer_id: null }, 'the user row is anonymised');
  }

  async function assertHaltedNotErased(runId: string, user: Subscriber, message: RegExp): Promise<void> {
    await assert.rejects(result(runId), (error: unknown) => {
      assert.ok(error instanceof WorkflowFailedError && error.cause instanceof ActivityFailure && error.cause.cause instanceof ApplicationFailure, String(error));
      assert.equal(error.cause.cause.type, FAILURE_TYPES.billingNotEnded);
      assert.match(error.cause.cause.message, message);
      assert.match(error.cause.cause.message, /Nothing was erased: .*resume the deletion with `likeness users delete --email/);
      return true;
    });
    assert.equal(await characterExists(user.characterId), true, 'nothing is erased while the subscription may still bill');
    assert.deepEqual(await storedUser(user.id), { email: user.email, stripe_customer_id: user.customerId });
  }

  it('a subscriber deletes in one request: the run cancels the subscription at once, then erases the account', async () => {
    const user = await subscriber();
    let erasedBeforeCancel: boolean | undefined;
    proxy!.intercept = async (request) => {
      if (isCancel(request)) erasedBeforeCancel = !(await characterExists(user.characterId));
      return undefined;
    };
    const output = await withStripeWorker(async () => result(await askToDelete(user)));
    assert.deepEqual(output, { stoppedRuns: 0, refundedUnits: 0, cancelledSubscriptions: 1 });
    assert.deepEqual(
      lists().map((request) => new URL(request.path, proxy!.url).searchParams.get('customer')),
      [user.customerId],
      "Stripe was asked for this customer's subscriptions",
    );
    const [cancel, ...more] = cancels();
    assert.deepEqual(more, [], 'one cancel');
    assert.match(cancel.path, /^\/v1\/subscriptions\/sub_\w+$/);
    assert.equal(cancel.status, 200);
    assert.match(cancel.idempotencyKey ?? '', /^likeness-cancel-sub_\w+-\d+$/);
    assert.equal(erasedBeforeCancel, false, 'the cancel comes before the erasure');
    await assertErased(user);
  });

  it('a Stripe outage mid-way: the run waits and retries with backoff, erasing nothing until the cancel succeeds', async () => {
    const user = await subscriber();
    let down = true;
    proxy!.intercept = (request) => (down && isCancel(request) ? stripeError(500, 'api_error', 'An unknown error occurred') : undefined);
    await withStripeWorker(async () => {
      const runId = await askToDelete(user);
      // The SDK tries a request 3 times; a fourth failure is a second try of the activity, by Temporal.
      await until(() => cancels().length >= 4, 'two tries of the cancel');
      const handle = stack.env.client.workflow.getHandle(runId);
      assert.equal((await handle.describe()).status.name, 'RUNNING');
      assert.equal((await handle.query(progressQuery)).status, 'cancelling subscriptions');
      assert.equal(await characterExists(user.characterId), true, 'nothing is erased while Stripe is down');
      down = false;
      assert.deepEqual(await result(runId), { stoppedRuns: 0, refundedUnits: 0, cancelledSubscriptions: 1 });
    });
    const statuses = cancels().map((request) => request.status);
    assert.ok(statuses.length >= 5 && statuses.slice(0, -1).every((status) => status === 500) && statuses.at(-1) === 200, `failed, then one success: ${statuses.join(', ')}`);
    assert.ok(new Set(cancels().map((request) => request.idempotencyKey)).size >= 2, 'each try of the activity has its own idempotency key');
    await assertErased(user);
  });

  it('a second deletion request while the first runs joins the same run: one cancel', async () => {
    const user = await subscriber();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    proxy!.intercept = async (request) => {
      if (isCancel(request)) await held;
      return undefined;
    };
    const output = await withStripeWorker(async () => {
      const runId = await askToDelete(user);
      await until(() => cancels().length === 1, 'the cancel to reach Stripe');
      // The API key has ended: the operator's command is the other way to ask.
      const again = JSON.parse(await runCliCommand(stack, ['users', 'delete', '--email', user.email, '--json']));
      assert.deepEqual(again, { user_id: user.id, deletion: 'started', run_id: runId });
      release();
      return result(runId);
    });
    assert.equal(output.cancelledSubscriptions, 1);
    assert.equal(cancels().length, 1, 'one cancel');
    await assertErased(user);
  });

  it('a plan granted with the CLI, without a Stripe customer, deletes at once without calling Stripe', async () => {
    const email = `granted-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const created = JSON.parse(await runCliCommand(stack, ['users', 'create', '--email', email, '--plan', 'studio', '--credits', '5', '--json']));
    const user = { id: created.user_id, email, key: created.api_key };
    const character = await createReadyCharacter(stack, user.id, 'Gran Ted', 'a woman with a green scarf', { references: false });
    const output = await withStripeWorker(async () => result(await askToDelete(user)));
    assert.deepEqual(output, { stoppedRuns: 0, refundedUnits: 0, cancelledSubscriptions: 0 });
    assert.deepEqual(proxy!.requests, [], 'no Stripe call');
    await assertErased({ ...user, characterId: character.id });
  });

  it('a customer Stripe does not know (so nothing of it bills there): not retried, and the account is erased', async () => {
    const user = await subscriber();
    proxy!.intercept = (request) =>
      request.method === 'GET' ? stripeError(400, 'invalid_request_error', `No such customer: '${user.customerId}'`, { code: 'resource_missing', param: 'customer' }) : undefined;
    const output = await withStripeWorker(async () => result(await askToDelete(user)));
    assert.equal(output.cancelledSubscriptions, 0);
    assert.equal(lists().length, 1, 'a refusal is not retried');
    assert.deepEqual(cancels(), []);
    await assertErased(user);
  });

  it('Stripe refusing the key: the run fails for an operator without erasing; resumed once fixed, it cancels and erases', async () => {
    const user = await subscriber();
    proxy!.intercept = () => stripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****ness');
    await withStripeWorker(async () => {
      const runId = await askToDelete(user);
      await assertHaltedNotErased(runId, user, new RegExp(`^Stripe refused to list the subscriptions of customer ${user.customerId} \\(401 StripeAuthenticationError\\): Invalid API Key`));
      assert.equal(proxy!.requests.length, 1, 'a refusal is not retried');
      proxy!.intercept = () => undefined;
      const resumed = JSON.parse(await runCliCommand(stack, ['users', 'delete', '--email', user.email, '--json']));
      assert.equal((await result(resumed.run_id)).cancelledSubscriptions, 1);
    });
    await assertErased(user);
  });

  it('a worker without STRIPE_SECRET_KEY cannot cancel: the run fails for an operator without erasing', async () => {
    const user = await subscriber();
    const runId = await askToDelete(user);
    await assertHaltedNotErased(runId, user, new RegExp(`^The account is Stripe customer ${user.customerId}, whose subscriptions this worker cannot cancel without STRIPE_SECRET_KEY`));
    assert.deepEqual(proxy!.requests, []);
    // Resumed on a worker that has the key, it completes.
    const output = await withStripeWorker(async () => {
      const resumed = JSON.parse(await runCliCommand(stack, ['users', 'delete', '--email', user.email, '--json']));
      assert.equal(resumed.run_id, runId, 'the same run id, started again');
      return result(runId);
    });
    assert.equal(output.cancelledSubscriptions, 1);
    await assertErased(user);
  });
});
