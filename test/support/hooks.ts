import 'reflect-metadata';
import { stopTestStack } from './stack';

/** Root hooks: the shared stack (Temporal dev server, database, worker, API) is started lazily by the tests that need it. */
export const mochaHooks = {
  async afterAll(): Promise<void> {
    await stopTestStack();
  },
};
