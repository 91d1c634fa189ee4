import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { newCaller } from '../support/callers';
import { withModelFaults } from '../support/faulty-models';
import { call, type ApiResponse } from '../support/http';
import { assertLedgerExact, assertNoImageLost, storybookPagesGenerated } from '../support/integrity';
import { startSideApi, startSideWorker, type SideApi, type SideWorker } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { startOwnTemporalServer, type OwnTemporalServer } from '../support/temporal-server';

const PAGES = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a careful client does: the same request with the same Idempotency-Key until it gets a final answer (not a 5xx or a dropped connection). */
async function untilFinal(send: () => Promise<ApiResponse>, deadline: number): Promise<ApiResponse> {
  for (;;) {
    const response = await send().catch((error: Error) => ({ status: 599, body: error.message, headers: new Headers() }));
    if (response.status < 500 || Date.now() > deadline) return response;
    await sleep(500);
  }
}

describe('Chaos: the Temporal server is killed (kill -9) mid-book and restarted on its db file', function () {
  this.timeout(90_000);
  let stack: TestStack;
  let server: OwnTemporalServer;
  let dataDir: string;
  let connection: Connection;
  let nativeConnection: NativeConnection;
  let worker: SideWorker;
  let api: SideApi;

  before(async () => {
    stack = await getTestStack();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-temporal-'));
    server = await startOwnTemporalServer(path.join(dataDir, 't.db'));
    connection = await Connection.connect({ address: server.address });
    nativeConnection = await NativeConnection.connect({ address: server.address });
    worker = await startSideWorker(stack, { connection: nativeConnection, deps: { models: withModelFaults(stack.deps.models, { renderDelayMs: 800 }) } });
    // One page at a time (800 ms each), so the kill after the first page always lands mid-book, however warm the machine is.
    const temporal = new Client({ connection, namespace: stack.config.temporal.namespace });
    api = await startSideApi(stack, { temporal, config: { storybookConcurrency: 1 } });
  });

  after(async () => {
    await api.close();
    await worker.stop();
    await nativeConnection.close();
    await connection.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes every page exactly once after the server comes back', async () => {
    const caller = await newCaller(stack, 'Mia', PAGES + 2);
    const pages = Array.from({ length: PAGES }, (_, index) => `Mia on day ${index + 1} of her journey`);
    const send = () =>
      call(api.baseUrl, 'POST', '/api/storybook', { key: caller.user.key, headers: { 'Idempotency-Key': `book-${caller.user.id}` }, body: { character_id: caller.characterId, pages } });
    const first = send().catch(() => undefined);

    while ((await storybookPagesGenerated(stack, caller.user.id)) < 1) await sleep(50);
    await server.kill();
    assert.ok((await storybookPagesGenerated(stack, caller.user.id)) < PAGES, 'the kill should land mid-book');
    await sleep(1000);
    await server.restart();

    const firstAnswer = await first;
    const res = firstAnswer?.status === 200 ? firstAnswer : await untilFinal(send, Date.now() + 60_000);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.total_pages, res.body.generated, res.body.failed], [PAGES, PAGES, 0]);
    await assertNoImageLost(stack, caller.user, res.body.pages.map((page: { image_url: string }) => page.image_url));
    await assertLedgerExact(stack, caller.user, caller.credits, PAGES);
  });
});
