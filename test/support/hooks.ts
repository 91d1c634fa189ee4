import 'reflect-metadata';
import { stopTestStack } from './stack';
import { stopTimeSkipping } from './time-skipping';

/**
 * Root hooks: the shared stack (Temporal dev server, database, worker, API) and the time-skipping test server are
 * started lazily by the tests that need them.
 */
export const mochaHooks = {
  async afterAll(): Promise<void> {
    await stopTestStack();
    await stopTimeSkipping();
  },
};
