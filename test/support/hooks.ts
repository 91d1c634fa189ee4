import 'reflect-metadata';
import { noteRunningTest, watchMemory } from './memory-watchdog';
import { stopTestStack } from './stack';
import { stopTimeSkipping } from './time-skipping';

watchMemory();

/**
 * Root hooks: the shared stack (Temporal dev server, database, worker, API) and the time-skipping test server are
 * started lazily by the tests that need them.
 */
export const mochaHooks = {
  beforeEach(this: Mocha.Context): void {
    noteRunningTest(this.currentTest?.fullTitle() ?? '');
  },
  async afterAll(): Promise<void> {
    await stopTestStack();
    await stopTimeSkipping();
  },
};
