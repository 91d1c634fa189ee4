/**
 * The engine's floor: a bare workflow of PROBE_ACTIVITIES no-op activities (remote, then local) on the same
 * Temporal server as the rest of the bench, run back to back and with idle gaps. Besides the end-to-end time it
 * splits each run by its history: workflow-task schedule-to-start (waiting for the history service and a poller),
 * workflow-task processing (the worker), activity schedule-to-start and activity run.
 * Run on its own: `npx ts-node --transpile-only bench/probe.bench.ts`.
 */
import { randomUUID } from 'node:crypto';
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
    rows,
    details: [
      `probe: ${RUNS} runs per row after ${RUNS} warm-up runs; figures are p50 of end to end and of each phase summed over the run's tasks, read from its history (ms)`,
    ],
  };
}

if (require.main === module) runStandalone(() => runOnStack(probeBench));
