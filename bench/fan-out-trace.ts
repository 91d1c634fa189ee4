/**
 * Where a fanned-out run's time goes, read from its Temporal history: the model slots (the run's lanes) are either
 * rendering, or idle before the first render, between renders, or after the last one. Each render is split into its
 * wait for a worker (scheduled to started) and its run (started to completed).
 */
import type { Client } from '@temporalio/client';
import { activitySpans, isEager } from '../test/support/activity-spans';
import { percentile } from './stats';

export interface FanOutTrace {
  /** Request sent to the first render scheduled. */
  beforeFirstRenderMs: number;
  /** The last render completed to the answer received. */
  afterLastRenderMs: number;
  /** Slot-milliseconds with no render in flight between the first render scheduled and the last one completed. */
  idleSlotMs: number;
  /** Per render: scheduled to started (p50), started to completed (p50). */
  renderWaitP50Ms: number;
  renderRunP50Ms: number;
  renders: number;
  /** Renders handed to the worker with the workflow task that scheduled them (eager dispatch): started when scheduled. */
  eagerRenders: number;
}

/** The trace of a run that fanned `renderActivity` out over `slots` lanes; `sentAt` and `answeredAt` are the request's (epoch ms). */
export async function traceFanOut(client: Client, workflowId: string, renderActivity: string, slots: number, sentAt: number, answeredAt: number): Promise<FanOutTrace> {
  const history = await client.workflow.getHandle(workflowId).fetchHistory();
  const spans = activitySpans(history.events ?? []).filter((span) => span.name === renderActivity);
  const first = spans[0]?.scheduled ?? sentAt;
  const last = Math.max(...spans.map((span) => span.completed), first);
  const busyMs = spans.reduce((sum, span) => sum + (span.completed - span.scheduled), 0);
  return {
    beforeFirstRenderMs: first - sentAt,
    afterLastRenderMs: answeredAt - last,
    idleSlotMs: slots * (last - first) - busyMs,
    renderWaitP50Ms: percentile(spans.map((span) => span.started - span.scheduled), 50),
    renderRunP50Ms: percentile(spans.map((span) => span.completed - span.started), 50),
    renders: spans.length,
    eagerRenders: spans.filter(isEager).length,
  };
}

export function describeFanOut(trace: FanOutTrace, slots: number): string {
  return (
    `where the time went: ${trace.beforeFirstRenderMs.toFixed(0)} ms from the request to the first render, ${trace.afterLastRenderMs.toFixed(0)} ms from the last render to the answer, ` +
    `${trace.idleSlotMs.toFixed(0)} slot-ms idle between renders (${(trace.idleSlotMs / slots).toFixed(0)} ms a lane); ${trace.renders} renders ` +
    `(${trace.eagerRenders} handed over with the workflow task that scheduled them), each waiting ${trace.renderWaitP50Ms.toFixed(0)} ms for a worker and running ${trace.renderRunP50Ms.toFixed(0)} ms (p50)`
  );
}
