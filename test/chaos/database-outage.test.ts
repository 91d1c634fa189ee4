import assert from 'node:assert/strict';
import type { DataSource } from 'typeorm';
import { connectDatabase } from '../../src/db/data-source';
import { newCaller } from '../support/callers';
import { withModelFaults } from '../support/faulty-models';
import { call } from '../support/http';
import { assertLedgerExact, assertNoImageLost, storybookPagesGenerated } from '../support/integrity';
import { startSideWorker, type SideWorker } from '../support/side-services';
import { getTestStack, pauseStackWorker, resumeStackWorker, type TestStack } from '../support/stack';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

// Two waves of pages at the default concurrency of 4: the outage lands while the second wave renders.
const PAGES = 8;
const OUTAGE_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Chaos: the database is unreachable from the worker for a few seconds mid-book', function () {
  this.timeout(90_000);
  let stack: TestStack;
  let proxy: TcpProxy;
  let workerDatabase: DataSource;
  let worker: SideWorker;

  before(async () => {
    stack = await getTestStack();
    const database = new URL(stack.databaseUrl);
    proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port) });
    database.hostname = '127.0.0.1';
    database.port = String(proxy.port);
    workerDatabase = await connectDatabase({ url: database.toString() });
    await pauseStackWorker();
    worker = await startSideWorker(stack, { deps: { dataSource: workerDatabase, models: withModelFaults(stack.deps.models, { renderDelayMs: 700 }) } });
  });

  after(async () => {
    await worker.stop();
    await workerDatabase.destroy();
    await proxy.close();
    await resumeStackWorker();
  });

  it('retries the failed database work and completes every page exactly once', async () => {
    const caller = await newCaller(stack, 'Mia', PAGES + 2);
    const pages = Array.from({ length: PAGES }, (_, index) => `Mia on day ${index + 1} of her journey`);
    const response = call(stack.baseUrl, 'POST', '/api/storybook', { key: caller.user.key, body: { character_id: caller.characterId, pages } });

    while ((await storybookPagesGenerated(stack, caller.user.id)) < 1) await sleep(50);
    await proxy.cut(OUTAGE_MS);
    assert.ok((await storybookPagesGenerated(stack, caller.user.id)) < PAGES, 'the outage should land mid-book');

    const res = await response;
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.total_pages, res.body.generated, res.body.failed], [PAGES, PAGES, 0]);
    await assertNoImageLost(stack, caller.user, res.body.pages.map((page: { image_url: string }) => page.image_url));
    await assertLedgerExact(stack, caller.user, caller.credits, PAGES);
  });
});
