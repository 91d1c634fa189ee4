import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import type { WorkflowHandle } from '@temporalio/client';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import type { Activities } from '../../src/activities';
import { ALL_SEARCH_ATTRIBUTES } from '../../src/temporal/contracts/names';
import { bundleWorkflows, type WorkflowBundle } from '../../src/temporal/runtime/worker';
import { installTestRuntime, TEST_BUNDLE_CACHE } from './runtime';

const SERVER_DIR = path.join(__dirname, '..', '..', 'temporal', 'test-server');
const LAUNCHER = path.join(SERVER_DIR, 'run-test-server.sh');
const INDEXED_VALUE_TYPE_KEYWORD = 2;

/**
 * The fast workflow tests' engine: Temporal's time-skipping test server (Java, temporal/test-server), so timers and
 * retry backoffs take no wall time, with the real workflow code and stub activities.
 */
export interface TimeSkipping {
  env: TestWorkflowEnvironment;
  workflowBundle: WorkflowBundle;
}

/** Why the test server cannot run here, or undefined when it can. */
export function timeSkippingUnavailable(): string | undefined {
  const jars = path.join(SERVER_DIR, 'lib');
  if (!fs.existsSync(jars) || fs.readdirSync(jars).length === 0) {
    return 'the time-skipping test server is not installed: mvn -q -f temporal/test-server/pom.xml dependency:copy-dependencies';
  }
  if (spawnSync('java', ['-version']).status !== 0) return 'java is not installed (the time-skipping test server runs on a JVM)';
  return undefined;
}

let shared: Promise<TimeSkipping> | undefined;

const START_ATTEMPTS = 3;

/** The SDK gives the server 5 s to answer; a JVM on a loaded machine can miss that once, so it tries again. */
async function startServer(): Promise<TestWorkflowEnvironment> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await TestWorkflowEnvironment.createTimeSkipping({ server: { executable: { type: 'existing-path', path: LAUNCHER } } });
    } catch (error) {
      if (attempt >= START_ATTEMPTS || !/did not start within/.test(String(error))) throw error;
    }
  }
}

async function start(): Promise<TimeSkipping> {
  installTestRuntime();
  const env = await startServer();
  const searchAttributes = Object.fromEntries(ALL_SEARCH_ATTRIBUTES.map((key) => [key.name, INDEXED_VALUE_TYPE_KEYWORD]));
  await env.connection.operatorService.addSearchAttributes({ namespace: env.namespace ?? 'default', searchAttributes });
  return { env, workflowBundle: await bundleWorkflows(TEST_BUNDLE_CACHE) };
}

/** The shared time-skipping environment; a test without it is skipped with the reason (a failure on CI). */
export async function getTimeSkipping(context: Mocha.Context): Promise<TimeSkipping> {
  skipWithoutTimeSkipping(context);
  shared ??= start();
  return shared;
}

/**
 * A time-skipping environment of its own (teardown in the suite's `after`), for suites whose timers span days: on the
 * shared server, runs that earlier suites cancelled can keep it from skipping time.
 */
export async function startOwnTimeSkipping(context: Mocha.Context): Promise<TimeSkipping> {
  skipWithoutTimeSkipping(context);
  return start();
}

function skipWithoutTimeSkipping(context: Mocha.Context): void {
  const missing = timeSkippingUnavailable();
  if (!missing) return;
  if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error(missing);
  console.log(`      skipped: ${missing}`);
  context.skip();
}

export async function stopTimeSkipping(): Promise<void> {
  if (!shared) return;
  const { env } = await shared;
  shared = undefined;
  await env.teardown();
}

/** Runs workflows one after another on one worker, each with the activities of the world it is given. */
export interface StubWorker {
  run<T>(activities: Partial<Activities>, workflowType: string, input: unknown, during?: (handle: WorkflowHandle) => Promise<void>): Promise<T>;
  stop(): Promise<void>;
}

/** A worker on a fresh task queue whose activities call those of the current run (stubs swapped per run). */
export async function startStubWorker(timeSkipping: TimeSkipping, activityNames: Array<keyof Activities>): Promise<StubWorker> {
  const { env, workflowBundle } = timeSkipping;
  const taskQueue = `fast-${crypto.randomUUID()}`;
  let current: Partial<Activities> = {};
  const delegates = Object.fromEntries(
    activityNames.map((name) => [
      name,
      (...args: unknown[]) => {
        const activity = current[name] as ((...input: unknown[]) => Promise<unknown>) | undefined;
        if (!activity) throw new Error(`no stub for activity ${String(name)}`);
        return activity(...args);
      },
    ]),
  );
  const worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle, activities: delegates, shutdownGraceTime: 100 });
  const running = worker.run();
  return {
    async run<T>(activities: Partial<Activities>, workflowType: string, input: unknown, during?: (handle: WorkflowHandle) => Promise<void>): Promise<T> {
      current = activities;
      const handle = await env.client.workflow.start(workflowType, { taskQueue, workflowId: `${workflowType}-${crypto.randomUUID()}`, args: [input] });
      if (during) await during(handle);
      return (await handle.result()) as T;
    },
    async stop() {
      worker.shutdown();
      await running;
    },
  };
}
