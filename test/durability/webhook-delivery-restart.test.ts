import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { assertLedgerExact } from '../support/integrity';
import { startSideApi, type SideApi } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { startOwnTemporalServer, type OwnTemporalServer } from '../support/temporal-server';
import { createTestUser } from '../support/users';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { stackEnvironment, startTypeScriptProcess, type NodeProcess } from '../support/worker-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PANELS = 3;

describe('Durability: a webhook delivery in its backoff survives its worker killed (kill -9) and Temporal restarted', function () {
  this.timeout(180_000);
  let stack: TestStack;
  let dataDir: string;
  let server: OwnTemporalServer;
  let connection: Connection;
  let api: SideApi;
  let receiver: WebhookReceiver;
  const workers: NodeProcess[] = [];

  /** A worker process on the test's own Temporal server; its deliveries wait 4 s between attempts. */
  async function startWorker(): Promise<NodeProcess> {
    const bundle = path.join(dataDir, 'workflow-bundle.json');
    if (!fs.existsSync(bundle)) fs.writeFileSync(bundle, JSON.stringify(stack.workflowBundle));
    const worker = await startTypeScriptProcess(
      'test/support/worker-entry.ts',
      {
        ...stackEnvironment(stack),
        TEMPORAL_ADDRESS: server.address,
        TEST_WORKFLOW_BUNDLE: bundle,
        WORKER_SHUTDOWN_GRACE_MS: '1000',
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_RETRY_DELAYS: '4s',
        WEBHOOK_RETRY_WINDOW: '2m',
      },
      'worker ready',
    );
    workers.push(worker);
    return worker;
  }

  before(async () => {
    stack = await getTestStack();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-webhook-restart-'));
    server = await startOwnTemporalServer(path.join(dataDir, 't.db'));
    connection = await Connection.connect({ address: server.address });
    api = await startSideApi(stack, { temporal: new Client({ connection, namespace: stack.config.temporal.namespace }) });
    receiver = await startWebhookReceiver();
  });

  after(async () => {
    for (const worker of workers) await worker.kill();
    await receiver.close();
    await api.close();
    await connection.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers comic.ready once the receiver is back, with the same webhook-id on every attempt', async () => {
    const user = await createTestUser(stack, { credits: 10 });
    const mia = await createReadyCharacter(stack, user.id, 'Mia', 'a girl with curly red hair in a yellow raincoat');
    const endpoint = await call(api.baseUrl, 'POST', '/api/webhooks', { key: user.key, body: { url: receiver.url, event_types: ['comic.ready'] } });
    assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body));
    receiver.trust(endpoint.body.secret);
    await receiver.down();
    const first = await startWorker();

    const started = await call(api.baseUrl, 'POST', '/api/comics/generate', {
      key: user.key,
      body: { title: 'Harbour', story_prompt: 'Mia watches the boats come into the harbour.', character_ids: [mia.id], page_count: PANELS },
    });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const deliveries = async () => (await call(api.baseUrl, 'GET', `/api/webhooks/${endpoint.body.id}/deliveries`, { key: user.key })).body.deliveries;
    const deadline = Date.now() + 60_000;
    while (!(await deliveries())[0]?.attempts.length) {
      assert.ok(Date.now() < deadline, 'the first attempt is made');
      await sleep(100);
    }
    const [waiting] = await deliveries();
    assert.deepEqual([waiting.status, waiting.attempts[0].outcome], ['pending', 'failed'], 'in its backoff');

    await first.kill();
    await server.kill();
    await sleep(1000);
    await server.restart();
    await receiver.up();
    await startWorker();

    const [event] = await receiver.waitForEvents(1, 90_000);
    assert.deepEqual([event.type, event.data.id, event.data.status], ['comic.ready', started.body.id, 'ready']);
    const until = Date.now() + 20_000;
    let delivery = (await deliveries())[0];
    while (delivery.status === 'pending' && Date.now() < until) {
      await sleep(100);
      delivery = (await deliveries())[0];
    }
    assert.equal(delivery.status, 'delivered');
    assert.equal(delivery.event.id, event.id);
    assert.deepEqual(delivery.attempts.map((attempt: any) => attempt.outcome), [...Array(delivery.attempts.length - 1).fill('failed'), 'delivered']);
    assert.ok(receiver.requests.every((request) => request.id === event.id), 'one webhook-id throughout');
    await assertLedgerExact(stack, user, 10, PANELS);
  });
});
