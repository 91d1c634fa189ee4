import assert from 'node:assert/strict';
import { generateScene, newCaller } from '../support/callers';
import { startSideWorker, type SideWorker } from '../support/side-services';
import { getTestStack, pauseStackWorker, resumeStackWorker, untilAdmissionSees, type TestStack } from '../support/stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The API reuses its look at the task queue for a second; a change of workers is seen after it. */
const QUEUE_LOOK_MS = 1100;
const ROUNDS = 3;
/**
 * How soon after its shutdown a stopped worker must no longer be counted: at once on a quiet machine; under load the
 * server may record the worker's last polls more than a second after its shutdown heartbeat, and then, in doubt,
 * admission control counts the worker until its sightings are 90 s old (SIGHTING_FRESH_MS): a request waits for a
 * worker rather than being refused while one might serve.
 */
const NOT_COUNTED_WITHIN_MS = 100_000;

/**
 * Admission control on the real Temporal server (src/operations/capacity.ts): a worker that stopped is not counted as
 * serving, even though the server keeps its pollers listed for minutes and may record its last poll a moment after its
 * shutdown heartbeat; a worker started again under the same identity (an operator's fixed identity) is counted again.
 */
describe('Chaos: a stopped worker is not counted as serving; one restarted under the same identity is', function () {
  this.timeout(ROUNDS * NOT_COUNTED_WITHIN_MS + 120_000);
  let stack: TestStack;
  let worker: SideWorker | undefined;

  before(async () => {
    stack = await getTestStack();
    await pauseStackWorker();
  });

  after(async () => {
    await worker?.stop();
    await resumeStackWorker();
    // The API's last look said "no worker"; the next test file's first request must not be answered from it.
    await sleep(QUEUE_LOOK_MS);
  });

  it(`stop, 503 at once, start again under the same identity, served: ${ROUNDS} rounds`, async () => {
    const caller = await newCaller(stack, 'Bolt', ROUNDS + 1);
    const identity = `likeness-worker-liveness@${process.pid}`;
    for (let round = 1; round <= ROUNDS; round += 1) {
      worker = await startSideWorker(stack, { overrides: { identity } });
      await sleep(QUEUE_LOOK_MS);
      const served = await generateScene(stack.baseUrl, caller, `Bolt waves, round ${round}`);
      assert.equal(served.status, 200, `round ${round}, a worker under ${identity} serves: ${JSON.stringify(served.body)}`);

      await worker.stop();
      worker = undefined;
      if (!(await untilAdmissionSees(stack, false, NOT_COUNTED_WITHIN_MS))) {
        assert.fail(`round ${round}: the stopped worker was still counted as serving ${NOT_COUNTED_WITHIN_MS} ms after its shutdown`);
      }
      await sleep(QUEUE_LOOK_MS);
      const refused = await generateScene(stack.baseUrl, caller, `Bolt waits, round ${round}`);
      assert.equal(refused.status, 503, `round ${round}, the stopped worker is not counted: ${JSON.stringify(refused.body)}`);
      assert.match(refused.body.error, /No worker is serving generation requests right now; retry after \d+ s/);
    }
    assert.equal(await stack.services.ledger.balance(caller.user.id), 1, 'one credit for each served round, none for the refused ones');
  });
});
