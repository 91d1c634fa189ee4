/**
 * The engine's floor: a bare workflow of PROBE_ACTIVITIES no-op activities (remote, then local) on the same
 * Temporal server as the rest of the bench, run back to back and with idle gaps. Besides the end-to-end time it
 * splits each run by its history: workflow-task schedule-to-start (waiting for the history service and a poller),
 * workflow-task processing (the worker), activity schedule-to-start and activity run.
 * Run on its own: `npx ts-node --transpile-only bench/probe.bench.ts`.
 */
import { randomUUID } from 'node:crypto';
import vm from 'node:vm';
import type { temporal } from '@temporalio/proto';
import { bundleWorkflowCode, DefaultLogger, Worker } from '@temporalio/worker';
import type { TestStack } from '../test/support/stack';
import { runOnStack, runStandalone, sleep, type BenchReport, type BenchRow } from './harness';
import * as activities from './probe/activities';
import { percentile } from './stats';

const PROBE_TASK_QUEUE = 'likeness-bench-probe';
const PROBE_ACTIVITIES = 3;
const RUNS = 30;
const IDLE_GAP_MS = 300;
const FLOOR_TARGET_MS = 50;
const SANDBOX_CALLS = 5000;
/** The SDK's default isolateExecutionTimeout: every call into a workflow's sandbox carries it. */
const SDK_SANDBOX_TIMEOUT_MS = 5000;

type EventType = temporal.api.enums.v1.EventType;
const EVENT = {
  workflowTaskScheduled: 5,
  workflowTaskStarted: 6,
  workflowTaskCompleted: 7,
  activityTaskScheduled: 10,
  activityTaskStarted: 11,
  activityTaskCompleted: 12,
} as const satisfies Record<string, EventType>;

/** Milliseconds spent in each phase of one run, summed over its tasks. */
interface Phases {
  endToEnd: number;
  workflowTaskWait: number;
  workflowTaskProcessing: number;
  activityWait: number;
  activityRun: number;
}

function eventMs(event: temporal.api.history.v1.IHistoryEvent): number {
  const time = event.eventTime;
  return Number(time?.seconds ?? 0) * 1000 + (time?.nanos ?? 0) / 1e6;
}

/** Sums the time between each `from` event and the `to` event that follows it. */
function pairedSpans(events: temporal.api.history.v1.IHistoryEvent[], from: EventType, to: EventType): number {
  let total = 0;
  let openedAt: number | undefined;
  for (const event of events) {
    if (event.eventType === from) openedAt = eventMs(event);
    else if (event.eventType === to && openedAt !== undefined) {
      total += eventMs(event) - openedAt;
      openedAt = undefined;
    }
  }
  return total;
}

function phasesOf(events: temporal.api.history.v1.IHistoryEvent[], endToEnd: number): Phases {
  return {
    endToEnd,
    workflowTaskWait: pairedSpans(events, EVENT.workflowTaskScheduled, EVENT.workflowTaskStarted),
    workflowTaskProcessing: pairedSpans(events, EVENT.workflowTaskStarted, EVENT.workflowTaskCompleted),
    activityWait: pairedSpans(events, EVENT.activityTaskScheduled, EVENT.activityTaskStarted),
    activityRun: pairedSpans(events, EVENT.activityTaskStarted, EVENT.activityTaskCompleted),
  };
}

async function probeRun(stack: TestStack, workflowType: string): Promise<Phases> {
  const started = performance.now();
  const handle = await stack.env.client.workflow.start(workflowType, {
    taskQueue: PROBE_TASK_QUEUE,
    workflowId: `bench-probe-${randomUUID()}`,
    args: [PROBE_ACTIVITIES],
  });
  await handle.result();
  const endToEnd = performance.now() - started;
  const history = await handle.fetchHistory();
  return phasesOf(history.events ?? [], endToEnd);
}

async function probeSeries(stack: TestStack, workflowType: string, gapMs: number): Promise<Phases[]> {
  const runs: Phases[] = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(await probeRun(stack, workflowType));
    if (gapMs > 0) await sleep(gapMs);
  }
  return runs;
}

const p50 = (runs: Phases[], phase: keyof Phases) => percentile(runs.map((run) => run[phase]), 50);

function probeRow(label: string, runs: Phases[], targeted: boolean): BenchRow {
  const endToEnd = p50(runs, 'endToEnd');
  const split = `wf-task wait ${p50(runs, 'workflowTaskWait').toFixed(0)}, wf-task work ${p50(runs, 'workflowTaskProcessing').toFixed(0)}, activity wait ${p50(runs, 'activityWait').toFixed(0)}, activity run ${p50(runs, 'activityRun').toFixed(0)}`;
  const row: BenchRow = { name: `probe: ${label}`, figure: `p50 ${endToEnd.toFixed(0)} ms (${split})` };
  return targeted ? { ...row, target: `<= ${FLOOR_TARGET_MS} ms`, met: endToEnd <= FLOOR_TARGET_MS } : row;
}

/** Wall and CPU microseconds per trivial vm call into a context like the SDK's, with or without a timeout. */
function sandboxCallMicros(timeout: number | undefined): { wall: number; cpu: number } {
  const context = vm.createContext({}, { microtaskMode: 'afterEvaluate' });
  const script = new vm.Script('globalThis.calls = (globalThis.calls ?? 0) + 1');
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let call = 0; call < SANDBOX_CALLS; call++) script.runInContext(context, { timeout });
  const cpu = process.cpuUsage(cpuBefore);
  return { wall: ((performance.now() - started) * 1000) / SANDBOX_CALLS, cpu: (cpu.user + cpu.system) / SANDBOX_CALLS };
}

/**
 * Every call of the TypeScript SDK into a workflow's sandbox passes its isolate timeout (the deadlock detector) to
 * Node's vm, which starts and stops a watchdog thread for each such call (nodejs/node#47739).
 */
function sandboxCallRow(): BenchRow {
  const timed = sandboxCallMicros(SDK_SANDBOX_TIMEOUT_MS);
  const untimed = sandboxCallMicros(undefined);
  return {
    name: 'one call into a workflow sandbox (Node vm with a timeout)',
    figure: `${timed.wall.toFixed(0)} us wall, ${timed.cpu.toFixed(0)} us CPU (${untimed.wall.toFixed(0)} us / ${untimed.cpu.toFixed(0)} us without the timeout)`,
  };
}

export async function probeBench(stack: TestStack): Promise<BenchReport> {
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: require.resolve('./probe/workflows'), logger: new DefaultLogger('WARN') });
  const worker = await Worker.create({ connection: stack.env.nativeConnection, taskQueue: PROBE_TASK_QUEUE, workflowBundle, activities });
  const rows = await worker.runUntil(async () => {
    await probeSeries(stack, 'probeRemoteActivities', 0);
    return [
      probeRow(`${PROBE_ACTIVITIES} remote no-op activities, back to back`, await probeSeries(stack, 'probeRemoteActivities', 0), true),
      probeRow(`${PROBE_ACTIVITIES} remote no-op activities, ${IDLE_GAP_MS} ms apart`, await probeSeries(stack, 'probeRemoteActivities', IDLE_GAP_MS), true),
      probeRow(`${PROBE_ACTIVITIES} local no-op activities, back to back`, await probeSeries(stack, 'probeLocalActivities', 0), false),
    ];
  });
  return {
    rows: [...rows, sandboxCallRow()],
    details: [
      `probe: ${RUNS} runs per row after ${RUNS} warm-up runs; figures are p50 of end to end and of each phase summed over the run's tasks, read from its history (ms)`,
      `sandbox call: ${SANDBOX_CALLS} trivial calls each way in this process; the SDK makes 11 such calls (all with its ${SDK_SANDBOX_TIMEOUT_MS / 1000} s timeout) per probe run of ${PROBE_ACTIVITIES} remote activities (counted once by wrapping vm.Script.runInContext in the workflow thread)`,
    ],
  };
}

if (require.main === module) runStandalone(() => runOnStack(probeBench));
