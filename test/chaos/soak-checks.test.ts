import assert from 'node:assert/strict';
import { checkRequests, type OutageWindow } from '../../bench/soak/checks';
import type { Attempt } from '../../bench/soak/traffic';

/**
 * The soak's request check: which 5xx a fault excuses. Admission control's 503 "busy" (with Retry-After) while the
 * runs a fault held up drain is by design; any other 5xx outside an outage fails the soak.
 */
describe('soak request check', () => {
  const t0 = Date.UTC(2026, 10, 27, 23, 19, 0);
  const busy = (at: number): Attempt => ({ route: 'POST /api/generate', status: 503, ms: 40, at, retryAfter: true, error: 'This server is busy with 32 generations; retry after 5 s', replayed: false });
  const broken = (at: number): Attempt => ({ route: 'POST /api/generate', status: 500, ms: 40, at, retryAfter: false, error: 'Internal Server Error', replayed: false });
  const outage: OutageWindow = { name: 'Temporal server killed (-9) and restarted', start: t0, end: t0 + 32_000 };
  const workerKill: OutageWindow = { name: 'worker killed (SIGKILL) and replaced', start: t0 + 120_000, end: t0 + 122_000, busyOnly: true };
  const outside = (attempts: Attempt[]) => checkRequests(attempts, [outage, workerKill]).serverErrorsOutside.length;

  it('excuses "busy" answers while the runs an outage or a worker kill held up drain, and no longer', () => {
    assert.equal(outside([busy(outage.end + 24_000), busy(workerKill.end + 24_000)]), 0, 'busy 24 s after the fault, as a CI soak on 2 CPUs measured');
    assert.equal(outside([busy(outage.end + 45_000)]), 1, 'busy 45 s after the outage is no longer its drain');
  });

  it('excuses nothing but "busy" after a worker kill: the API does not depend on the worker to answer', () => {
    assert.equal(outside([broken(workerKill.start + 1_000)]), 1);
    assert.equal(outside([broken(outage.start + 1_000)]), 0, 'inside an outage every 5xx is counted there');
  });

  it('counts a run\'s failure once: the same answer replayed for its Idempotency-Key after the outage is not another failure', () => {
    const failedRun = (at: number, replayed: boolean): Attempt => ({ route: 'POST /api/marketplace/listings/{id}/buy', status: 503, ms: 40, at, retryAfter: false, error: 'A service the run depends on failed', replayed });
    assert.equal(outside([failedRun(outage.end - 1_000, false), failedRun(outage.end + 1_000, true)]), 0);
    assert.equal(outside([failedRun(outage.end + 1_000, false)]), 1, 'a run that fails after the outage is a failure outside it');
  });
});
