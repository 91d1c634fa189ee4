import assert from 'node:assert/strict';
import { hasLiveWorker, type PollerSighting, type WorkerSighting } from '../../src/operations/capacity';

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

  it('takes the polls of a worker that has since stopped for no worker', () => {
    assert.equal(hasLiveWorker(polled(stoppedAt - 500), stopped, now), false);
  });

  it('sees a worker started again under the same identity once it polls', () => {
    assert.equal(hasLiveWorker(polled(stoppedAt + 2_500), stopped, now), true);
  });
});
