import assert from 'node:assert/strict';
import { inspectGenerationQueue } from '../../src/operations/capacity';
import { SEARCH_ATTRIBUTES } from '../../src/temporal/contracts/names';
import { generateScene, newCaller, type Caller } from '../support/callers';
import { withModelFaults } from '../support/faulty-models';
import type { ApiResponse } from '../support/http';
import { assertLedgerExact, assertNoImageLost } from '../support/integrity';
import { startSideApi, startSideWorker, type SideApi, type SideWorker } from '../support/side-services';
import { getTestStack, pauseStackWorker, resumeStackWorker, type TestStack } from '../support/stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The API reuses its look at the task queue for a second; tests that change the workers wait past it. */
const QUEUE_LOOK_MS = 1100;
/** Sightings of a worker are kept for 90 s (src/operations/capacity.ts), and a little more for the server to update. */
const NO_WORKER_WAIT_MS = 100_000;

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work;
  return { result, ms: Date.now() - started };
}

/**
 * Waits until Temporal shows no worker on the generation queue. A worker stopped by an earlier test moments ago can
 * still be listed as running until its last heartbeat is 90 s old (by design, a request then waits for a worker rather
 * than being refused while one may serve), so the refusal is checked once the queue is really empty.
 */
async function untilNoWorker(stack: TestStack): Promise<number> {
  const started = Date.now();
  while ((await inspectGenerationQueue(stack.env.client, stack.config.temporal.namespace)) !== 'no-worker') {
    if (Date.now() - started > NO_WORKER_WAIT_MS) throw new Error(`Temporal still shows a worker on the generation queue after ${NO_WORKER_WAIT_MS} ms`);
    await sleep(500);
  }
  return Date.now() - started;
}

async function workflowsStartedBy(stack: TestStack, userId: string): Promise<number> {
  const { count } = await stack.env.client.workflow.count(`${SEARCH_ATTRIBUTES.userId.name} = '${userId}'`);
  return count;
}

async function waitUntilCharged(stack: TestStack, caller: Caller): Promise<void> {
  while ((await stack.services.ledger.balance(caller.user.id)) === caller.credits) await sleep(50);
}

async function assertRefusedUnpaid(stack: TestStack, caller: Caller, response: { result: ApiResponse; ms: number }, reason: RegExp): Promise<void> {
  assert.equal(response.result.status, 503, JSON.stringify(response.result.body));
  assert.ok(response.ms < 2000, `the 503 should come at once, it took ${response.ms} ms`);
  assert.match(response.result.body.error, reason);
  const retryAfter = Number(response.result.headers.get('retry-after'));
  assert.ok(retryAfter > 0, 'Retry-After header');
  assert.match(response.result.body.error, new RegExp(`retry after ${retryAfter} s`));
  await assertLedgerExact(stack, caller.user, caller.credits, 0);
  assert.equal(await workflowsStartedBy(stack, caller.user.id), 0, 'no workflow started');
}

describe('Chaos: overload answers 503 with Retry-After before anything is charged', function () {
  this.timeout(200_000);
  let stack: TestStack;
  let api: SideApi | undefined;
  let worker: SideWorker | undefined;

  before(async () => {
    stack = await getTestStack();
  });

  afterEach(async () => {
    await api?.close();
    await worker?.stop();
    api = undefined;
    worker = undefined;
    await resumeStackWorker();
  });

  it('answers 503 at once while no worker polls the generation queue, and generates again once one does', async () => {
    const caller = await newCaller(stack, 'Bolt');
    await pauseStackWorker();
    const waited = await untilNoWorker(stack);
    if (waited > QUEUE_LOOK_MS) console.log(`      (a worker stopped earlier was still listed for ${waited} ms)`);
    await sleep(QUEUE_LOOK_MS);
    await assertRefusedUnpaid(stack, caller, await timed(generateScene(stack.baseUrl, caller, 'Bolt waves from a rooftop')), /No worker is serving generation requests/);

    await resumeStackWorker();
    await sleep(QUEUE_LOOK_MS);
    const served = await generateScene(stack.baseUrl, caller, 'Bolt waves from a rooftop');
    assert.equal(served.status, 200, JSON.stringify(served.body));
    await assertNoImageLost(stack, caller.user, [served.body.image_url]);
    await assertLedgerExact(stack, caller.user, caller.credits, 1);
  });

  it('refuses a request over API_MAX_INFLIGHT_GENERATIONS while the others finish', async () => {
    const [first, second] = [await newCaller(stack, 'Bolt'), await newCaller(stack, 'Gear')];
    await pauseStackWorker();
    worker = await startSideWorker(stack, { deps: { models: withModelFaults(stack.deps.models, { renderDelayMs: 2500 }) } });
    api = await startSideApi(stack, { config: { generationCapacity: { maxInFlight: 1 } } });

    const running = generateScene(api.baseUrl, first, 'Bolt reads a map in the rain');
    await waitUntilCharged(stack, first);
    await assertRefusedUnpaid(stack, second, await timed(generateScene(api.baseUrl, second, 'Gear fixes a bicycle')), /busy with 1 generations/);

    const served = await running;
    assert.equal(served.status, 200, JSON.stringify(served.body));
    await assertNoImageLost(stack, first.user, [served.body.image_url]);
    await assertLedgerExact(stack, first.user, first.credits, 1);
  });
});
