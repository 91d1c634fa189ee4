import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { newStorageKey } from '../../src/storage';
import { housekeepingScheduleId, TASK_QUEUES, WORKFLOW_TYPES } from '../../src/temporal/contracts/names';
import { HOUSEKEEPING_JOBS, type HousekeepingJob, type HousekeepingPolicy, type HousekeepingReport } from '../../src/temporal/contracts/housekeeping';
import { ensureHousekeepingSchedules } from '../../src/temporal/runtime/schedules';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

const DAY_MS = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('housekeeping on Temporal: batched, idempotent, safe twice at once, on schedules', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let user: TestUser;
  const policy: HousekeepingPolicy = { batchSize: 3, idempotencyKeyLifetimeMs: DAY_MS, accountTokenRetentionMs: 7 * DAY_MS, webhookRetentionMs: 30 * DAY_MS, fileGraceMs: DAY_MS };

  const run = (job: HousekeepingJob, with_: Partial<HousekeepingPolicy> = {}): Promise<HousekeepingReport> =>
    stack.env.client.workflow.execute(WORKFLOW_TYPES.housekeeping, {
      args: [{ job, policy: { ...policy, ...with_ } }],
      taskQueue: TASK_QUEUES.generation,
      workflowId: `test-housekeeping-${job}-${crypto.randomUUID()}`,
    });
  const count = async (sql: string, parameters: unknown[] = [user.id]) => Number((await stack.dataSource.query(sql, parameters))[0].count);
  const filePath = (key: string) => path.join(stack.config.dataDir, 'files', key);
  async function storeFile(ageMs: number): Promise<string> {
    const key = newStorageKey('scenes');
    await stack.deps.storage.put(key, Buffer.from('png'), 'image/png');
    const then = new Date(Date.now() - ageMs);
    fs.utimesSync(filePath(key), then, then);
    return key;
  }

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack);
  });

  it('forgets Idempotency-Keys older than a day, in batches, and only those', async () => {
    await stack.dataSource.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, workflow_id, created_at) SELECT $1, 'old-' || i, 'h', 'w', now() - interval '25 hours' FROM generate_series(1, 7) AS i`,
      [user.id],
    );
    await stack.dataSource.query(`INSERT INTO idempotency_keys (user_id, key, request_hash, workflow_id) VALUES ($1, 'fresh', 'h', 'w')`, [user.id]);
    const report = await run('idempotency-keys');
    assert.ok(report.removed >= 7 && report.batches >= 3, JSON.stringify(report));
    assert.equal(await count('SELECT COUNT(*) FROM idempotency_keys WHERE user_id = $1'), 1);
    assert.equal((await run('idempotency-keys')).removed, 0, 'a second run finds nothing');
  });

  it('removes expired sessions, ended request counters and long-expired email links', async () => {
    await stack.dataSource.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() - interval '1 minute'), ($1, $3, now() + interval '1 day')`, [
      user.id,
      crypto.randomUUID(),
      crypto.randomUUID(),
    ]);
    const counter = `test:${crypto.randomUUID()}`;
    await stack.dataSource.query(`INSERT INTO request_counts (key, count, window_ends_at) VALUES ($1 || ':ended', 1, now() - interval '1 second'), ($1 || ':open', 1, now() + interval '1 hour')`, [counter]);
    await stack.dataSource.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, email, expires_at) VALUES ($1, 'verify_email', $2, 'a@example.test', now() - interval '8 days'), ($1, 'verify_email', $3, 'a@example.test', now() - interval '1 day')`,
      [user.id, crypto.randomUUID(), crypto.randomUUID()],
    );
    for (const job of ['sessions', 'request-counts', 'account-tokens'] as const) await run(job);
    assert.equal(await count('SELECT COUNT(*) FROM sessions WHERE user_id = $1'), 1, 'the live session stays');
    assert.deepEqual((await stack.dataSource.query('SELECT key FROM request_counts WHERE key LIKE $1', [`${counter}%`])).map((row: { key: string }) => row.key), [`${counter}:open`]);
    assert.equal(await count('SELECT COUNT(*) FROM account_tokens WHERE user_id = $1'), 1, 'a link expired a day ago stays a week');
  });

  it('removes webhook events past their retention with their deliveries and attempts, never one still pending', async () => {
    const [{ id: endpointId }]: Array<{ id: string }> = await stack.dataSource.query(
      `INSERT INTO webhook_endpoints (user_id, url, event_types, secret) VALUES ($1, 'https://hooks.example.com/h', ARRAY['comic.ready'], 'whsec_h') RETURNING id`,
      [user.id],
    );
    const tag = crypto.randomUUID();
    await stack.dataSource.query(
      `WITH events AS (
         INSERT INTO webhook_events (user_id, type, change_key, data, created_at)
         SELECT $1, 'comic.ready', $2 || i, '{"object": "comic"}', now() - CASE WHEN i <= 4 THEN interval '31 days' ELSE interval '1 day' END FROM generate_series(1, 6) AS i RETURNING id, change_key)
       INSERT INTO webhook_deliveries (event_id, endpoint_id, status) SELECT id, $3, CASE WHEN change_key = $2 || '4' THEN 'pending' ELSE 'delivered' END FROM events`,
      [user.id, `${tag}:`, endpointId],
    );
    await stack.dataSource.query(`INSERT INTO webhook_attempts (delivery_id, number, run_id, run_attempt, redelivery, started_at, outcome, latency_ms) SELECT id, 1, 'r', 1, false, now(), 'delivered', 5 FROM webhook_deliveries WHERE endpoint_id = $1`, [endpointId]);
    await run('webhook-history');
    const left: Array<{ change_key: string }> = await stack.dataSource.query('SELECT change_key FROM webhook_events WHERE change_key LIKE $1 ORDER BY change_key', [`${tag}:%`]);
    assert.deepEqual(left.map((row) => row.change_key), [`${tag}:4`, `${tag}:5`, `${tag}:6`]);
    assert.equal(await count('SELECT COUNT(*) FROM webhook_deliveries WHERE endpoint_id = $1', [endpointId]), 3);
    assert.equal(await count('SELECT COUNT(*) FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.endpoint_id = $1', [endpointId]), 3);
  });

  it('removes files no row points to once older than the grace period; keeps young and referenced ones', async () => {
    const orphan = await storeFile(2 * DAY_MS);
    const young = await storeFile(60_000);
    const referenced = await storeFile(2 * DAY_MS);
    await stack.dataSource.query(
      `INSERT INTO generated_images (id, user_id, kind, prompt, model, seed, image_key, consistency_score, attempts, passed, reasoning) VALUES (gen_random_uuid(), $1, 'scene', 'p', 'm', 1, $2, 90, 1, true, 'r')`,
      [user.id, referenced],
    );
    await run('orphan-files', { batchSize: 2 });
    assert.ok(!fs.existsSync(filePath(orphan)), 'an old orphan goes');
    assert.ok(fs.existsSync(filePath(young)), 'a young one stays');
    assert.ok(fs.existsSync(filePath(referenced)), 'a referenced one stays');
  });

  it('keeps a file written after a still running run started (it may record it yet), and removes it once the run ended', async () => {
    // A scene run that nobody serves: it stays running, and may still record a file written after it started.
    const running = await stack.env.client.workflow.start(WORKFLOW_TYPES.generateScene, { args: [{}], taskQueue: 'nobody-polls-this', workflowId: `test-housekeeping-running-${crypto.randomUUID()}` });
    const runStarted = (await running.describe()).startTime.getTime();
    while ((await stack.env.client.workflow.count(`WorkflowId = "${running.workflowId}"`)).count === 0) await sleep(100);
    const writtenDuringRun = await storeFile(Date.now() - runStarted - 200);
    const writtenBefore = await storeFile(Date.now() - runStarted + 200);
    await sleep(1_500);
    try {
      await run('orphan-files', { fileGraceMs: 1_000 });
      assert.ok(fs.existsSync(filePath(writtenDuringRun)), 'a file younger than a running run stays, whatever its age');
      assert.ok(!fs.existsSync(filePath(writtenBefore)), 'one older than every running run goes');
    } finally {
      await running.terminate('test over');
    }
    while ((await stack.env.client.workflow.count(`WorkflowId = "${running.workflowId}" AND ExecutionStatus = "Running"`)).count > 0) await sleep(100);
    await run('orphan-files', { fileGraceMs: 1_000 });
    assert.ok(!fs.existsSync(filePath(writtenDuringRun)), 'once the run has ended, it goes');
  });

  it('is safe to run twice at once: two runs share the rows and remove each once', async () => {
    await stack.dataSource.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, workflow_id, created_at) SELECT $1, 'twice-' || i, 'h', 'w', now() - interval '2 days' FROM generate_series(1, 40) AS i`,
      [user.id],
    );
    const reports = await Promise.all([run('idempotency-keys', { batchSize: 2 }), run('idempotency-keys', { batchSize: 2 })]);
    assert.equal(reports[0].removed + reports[1].removed, 40);
    assert.equal(await count(`SELECT COUNT(*) FROM idempotency_keys WHERE user_id = $1 AND key LIKE 'twice-%'`), 0);
  });

  it('reports balances that differ from their ledger, changing nothing', async () => {
    const odd = await createTestUser(stack, { credits: 5 });
    await stack.dataSource.query('UPDATE users SET credits = credits + 1 WHERE id = $1', [odd.id]);
    try {
      const report = await run('ledger-report', { batchSize: 50 });
      assert.ok(report.findings.some((finding) => finding.startsWith(`user ${odd.id}: balance 6, ledger entries sum to 5`)), JSON.stringify(report.findings));
      assert.equal(await stack.services.ledger.balance(odd.id), 6, 'a report changes nothing');
    } finally {
      await stack.dataSource.query('UPDATE users SET credits = credits - 1 WHERE id = $1', [odd.id]);
    }
  });

  it('keeps one Temporal Schedule per job, which an operator can pause (ensuring again keeps it paused) and trigger', async () => {
    await ensureHousekeepingSchedules(stack.env.client, stack.config);
    const handle = stack.env.client.schedule.getHandle(housekeepingScheduleId('request-counts'));
    try {
      for (const job of HOUSEKEEPING_JOBS) {
        const schedule = await stack.env.client.schedule.getHandle(housekeepingScheduleId(job)).describe();
        assert.equal(schedule.action.type, 'startWorkflow');
        assert.ok(schedule.state.note, `${job} says what it does`);
      }
      await handle.pause('paused by an operator');
      await ensureHousekeepingSchedules(stack.env.client, stack.config);
      assert.equal((await handle.describe()).state.paused, true, 'still paused after a worker started');
      await handle.trigger();
      let triggered;
      while (!(triggered = (await handle.describe()).info.recentActions[0])) await sleep(200);
      const result: HousekeepingReport = await stack.env.client.workflow.getHandle(triggered.action.workflow.workflowId).result();
      assert.equal(result.job, 'request-counts');
    } finally {
      for (const job of HOUSEKEEPING_JOBS) await stack.env.client.schedule.getHandle(housekeepingScheduleId(job)).delete();
    }
  });
});
