import { DefaultLogger, makeTelemetryFilterString, Runtime, type LogLevel } from '@temporalio/worker';
import path from 'node:path';

let installed = false;

/**
 * The Temporal SDK runtime of the test process, installed once before any worker: quiet by default (tests make
 * workflows and activities fail on purpose, and their warnings would bury the test report);
 * LIKENESS_TEST_LOG_LEVEL=WARN (or INFO, DEBUG) shows them.
 */
export function installTestRuntime(): void {
  if (installed) return;
  installed = true;
  const level = (process.env.LIKENESS_TEST_LOG_LEVEL ?? 'ERROR') as LogLevel;
  Runtime.install({ logger: new DefaultLogger(level), telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: level }) } } });
}

/** Where test processes keep workflow bundles, reused while the sources are unchanged (ignored by git). */
export const TEST_BUNDLE_CACHE = path.join(__dirname, '..', '..', '.test-data', 'workflow-bundles');
