import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { ActivityExecuteInput, ActivityInboundCallsInterceptor, Next } from '@temporalio/worker';
import { Worker } from '@temporalio/worker';
import { InsufficientCreditsError } from '../../src/errors';
import { createActivities } from '../../src/activities';
import { assertNoFile } from '../support/integrity';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser } from '../support/users';

describe('credit ledger', () => {
  let stack: TestStack;

  before(async () => {
    stack = await getTestStack();
  });

  const ledger = () => stack.services.ledger;
  const op = () => `test:${crypto.randomUUID()}`;

  const charge = (userId: string, operationId: string, units: number[], unitCost = 1) => ledger().reserve({ userId, operationId, unitCost, units, description: 'test' });
  const unit = (userId: string, operationId: string, index: number) => ({ userId, operationId, unit: index });

  it('50 parallel reservations of 1 credit against a balance of 10 give exactly 10 successes and a balance of 0', async () => {
    const user = await createTestUser(stack, { credits: 10 });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => charge(user.id, op(), [0])));
    const successes = results.filter((r) => r.status === 'fulfilled').length;
    const failures = results.filter((r) => r.status === 'rejected');
    assert.equal(successes, 10);
    assert.equal(failures.length, 40);
    for (const failure of failures) assert.ok(failure.reason instanceof InsufficientCreditsError);
    assert.equal(await ledger().balance(user.id), 0);
    assert.deepEqual(await ledger().reconcile(), []);
  });

  it('charges and refunds once per (operation, kind, unit), however often they are retried', async () => {
    const user = await createTestUser(stack, { credits: 5 });
    const operation = op();
    await Promise.all([charge(user.id, operation, [1, 2, 3]), charge(user.id, operation, [1, 2, 3])]);
    assert.equal(await ledger().balance(user.id), 2);
    await Promise.all([ledger().refund(unit(user.id, operation, 1)), ledger().refund(unit(user.id, operation, 1))]);
    assert.equal(await ledger().balance(user.id), 3);
    await ledger().refund(unit(user.id, operation, 2));
    assert.equal(await ledger().balance(user.id), 4);
    assert.equal(await ledger().netCharged(operation), 1);
  });

  it('refunds a unit its share of the charge, and never a unit it did not charge or that was delivered', async () => {
    const user = await createTestUser(stack, { credits: 10 });
    const operation = op();
    await charge(user.id, operation, [0, 1], 2);
    await ledger().deliver(unit(user.id, operation, 0), 'delivered', async () => undefined);
    await assert.rejects(ledger().refund(unit(user.id, operation, 0)), /was delivered/);
    await assert.rejects(ledger().refund(unit(user.id, operation, 7)), /charged no unit 7/);
    await ledger().refund(unit(user.id, operation, 1));
    assert.equal(await ledger().balance(user.id), 8);
    const [settlement] = (await ledger().settlements()).filter((entry) => entry.operationId === operation);
    assert.deepEqual(
      { delivered: settlement.delivered, refunded: settlement.refunded, open: settlement.open, netCharged: settlement.netCharged, unitCost: settlement.unitCost },
      { delivered: [0], refunded: [1], open: [], netCharged: 2, unitCost: 2 },
    );
  });

  it('writes a delivery only with its record: a record that fails leaves the unit open, a refunded unit runs no record', async () => {
    const user = await createTestUser(stack, { credits: 5 });
    const operation = op();
    await charge(user.id, operation, [0, 1]);
    await assert.rejects(ledger().deliver(unit(user.id, operation, 0), 'delivered', () => Promise.reject(new Error('disk full'))), /disk full/);
    await ledger().refund(unit(user.id, operation, 1));
    let recorded = false;
    const record = async () => {
      recorded = true;
    };
    await assert.rejects(ledger().deliver(unit(user.id, operation, 1), 'delivered', record), /was refunded/);
    assert.equal(recorded, false);
    const [settlement] = (await ledger().settlements()).filter((entry) => entry.operationId === operation);
    assert.deepEqual({ delivered: settlement.delivered, open: settlement.open }, { delivered: [], open: [0] });
  });

  it('a panel whose comic was deleted while it rendered is not delivered, and its file is deleted', async () => {
    const user = await createTestUser(stack, { credits: 5 });
    const operation = op();
    await charge(user.id, operation, [1]);
    const imageKey = `panels/${crypto.randomUUID()}.png`;
    await stack.deps.storage.put(imageKey, Buffer.from('png'), 'image/png');
    const panel = { pageNumber: 1, caption: 'Hello', captionType: 'narration' as const, speaker: null, action: 'waves', shot: 'medium' as const, scenePrompt: 'waves' };
    const record = createActivities(stack.deps).recordComicPanel({
      comicId: crypto.randomUUID(),
      panel,
      image: { imageKey, width: 64, height: 64, layout: { characters: [] } },
      consistencyScore: 90,
      characterNames: ['Mia'],
      delivery: unit(user.id, operation, 1),
    });
    await assert.rejects(record, /comic was deleted/);
    await assertNoFile(stack.deps.storage, imageKey);
    const [settlement] = (await ledger().settlements()).filter((entry) => entry.operationId === operation);
    assert.deepEqual(settlement.open, [1], 'the unit stays open for the run to refund');
  });

  it('lists a charge whose units are neither delivered nor refunded as open', async () => {
    const user = await createTestUser(stack, { credits: 5 });
    const operation = op();
    await charge(user.id, operation, [1, 2, 3]);
    await ledger().deliver(unit(user.id, operation, 2), 'delivered', async () => undefined);
    const open = (await ledger().settlements({ openOnly: true })).find((entry) => entry.operationId === operation);
    assert.deepEqual(open?.open, [1, 3]);
  });

  it('answers a short balance with the balance and the cost', async () => {
    const user = await createTestUser(stack, { credits: 2 });
    await assert.rejects(charge(user.id, op(), [0, 1, 2]), (error: InsufficientCreditsError) => {
      assert.equal(error.status, 402);
      assert.deepEqual(error.body, { credits: 2, required: 3 });
      return true;
    });
    assert.equal(await ledger().balance(user.id), 2);
  });

  it('enforces a non-negative balance and an append-only ledger in the database itself', async () => {
    const user = await createTestUser(stack, { credits: 1 });
    await assert.rejects(stack.dataSource.query('UPDATE users SET credits = -1 WHERE id = $1', [user.id]), /users_credits_not_negative/);
    await assert.rejects(stack.dataSource.query('UPDATE credit_ledger SET amount = 100 WHERE user_id = $1', [user.id]), /append-only/);
    await assert.rejects(stack.dataSource.query('DELETE FROM credit_ledger WHERE user_id = $1', [user.id]), /append-only/);
  });

  it('a workflow whose reserve activity is retried after it already charged is charged once', async () => {
    const user = await createTestUser(stack, { credits: 7 });
    const operationId = op();
    let executions = 0;

    // Simulates a worker that charged but lost the activity's completion: the first execution
    // succeeds against the database and then fails, so Temporal retries it.
    class LoseFirstCompletion implements ActivityInboundCallsInterceptor {
      async execute(input: ActivityExecuteInput, next: Next<ActivityInboundCallsInterceptor, 'execute'>): Promise<unknown> {
        const result = await next(input);
        executions += 1;
        if (executions === 1) throw new Error('completion lost');
        return result;
      }
    }

    const taskQueue = `ledger-retry-${crypto.randomUUID()}`;
    const worker = await Worker.create({
      connection: stack.env.nativeConnection,
      taskQueue,
      workflowsPath: require.resolve('../workflows/reserve-credits'),
      activities: createActivities(stack.deps),
      interceptors: { activity: [() => ({ inbound: new LoseFirstCompletion() })] },
    });
    const result = await worker.runUntil(
      stack.env.client.workflow.execute('reserveCreditsWorkflow', {
        taskQueue,
        workflowId: `test-reserve-${operationId}`,
        args: [{ userId: user.id, operationId, unitCost: 1, units: [1, 2], description: 'retry test' }],
      }),
    );
    assert.equal(executions, 2, 'the activity ran twice');
    assert.equal(result.balance, 5);
    assert.equal(await ledger().balance(user.id), 5);
    const entries = await stack.dataSource.query('SELECT kind FROM credit_ledger WHERE operation_id = $1', [operationId]);
    assert.equal(entries.length, 1);
  });
});
