import assert from 'node:assert/strict';
import { hasLiveWorker, type PollerSighting, type WorkerSighting } from '../../src/operations/capacity';
import { workerIdentity } from '../../src/temporal/runtime/worker';

/** temporal.api.enums.v1.WorkerStatus */
const RUNNING = 1;
const SHUTDOWN = 3;
const at = (ms: number) => ({ seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 });

describe('generation admission: does a worker serve the queue?', () => {
  const now = 1_800_000_000_000;
  const identity = '4242@worker-host';
  const stoppedAt = now - 3_000;
  const stopped: WorkerSighting[] = [{ workerIdentity: identity, status: SHUTDOWN, heartbeatTime: at(stoppedAt) }];
  const polled = (ms: number): PollerSighting[] => [{ identity, lastAccessTime: at(ms) }];

  it('counts a worker that heartbeats as running, or that polled lately with no shutdown announced', () => {
    assert.equal(hasLiveWorker([], [{ workerIdentity: identity, status: RUNNING, heartbeatTime: at(now - 5_000) }], now), true);
    assert.equal(hasLiveWorker(polled(now - 2_000), [], now), true);
    assert.equal(hasLiveWorker(polled(now - 120_000), [], now), false);
  });

  it('takes the last poll of a worker that stopped, recorded a moment after it said so, for no worker', () => {
    assert.equal(hasLiveWorker(polled(stoppedAt - 500), stopped, now), false);
    assert.equal(hasLiveWorker(polled(stoppedAt + 300), stopped, now), false);
  });

  it('gives a worker started again in the same process an identity of its own, so its first polls count at once', () => {
    const [first, again] = [workerIdentity(), workerIdentity()];
    assert.notEqual(first, again);
    assert.ok(first.startsWith(`${process.pid}@`), first);
    assert.equal(hasLiveWorker([{ identity: again, lastAccessTime: at(stoppedAt + 100) }], [{ ...stopped[0], workerIdentity: first }], now), true);
  });

  it('sees a worker started again under the same identity once it polls', () => {
    assert.equal(hasLiveWorker(polled(stoppedAt + 2_500), stopped, now), true);
  });
});
