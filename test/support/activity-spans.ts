// A run's activities read from its Temporal history: when each was scheduled, started and completed.
import { millisOf, type Timestamp } from '../../src/temporal/runtime/timestamps';

type EventId = { toNumber(): number } | number | null | undefined;

interface HistoryEvent {
  eventId?: EventId;
  eventTime?: Timestamp | null;
  activityTaskScheduledEventAttributes?: { activityType?: { name?: string | null } | null } | null;
  activityTaskStartedEventAttributes?: { scheduledEventId?: EventId } | null;
  activityTaskCompletedEventAttributes?: { scheduledEventId?: EventId } | null;
}

/** One activity of a run; `started` and `completed` stay at `scheduled` until the history says otherwise. */
export interface ActivitySpan {
  name: string;
  scheduled: number;
  started: number;
  completed: number;
}

/**
 * An activity the server hands back with the answer to the workflow task that scheduled it (eager dispatch) is started
 * in that same request (within 0.1 ms on the dev server); one that waits for a poll starts 2-9 ms later.
 */
const EAGER_WITHIN_MS = 1;

export const isEager = (span: ActivitySpan) => span.started - span.scheduled < EAGER_WITHIN_MS;

const idOf = (value: EventId) => (typeof value === 'object' && value ? value.toNumber() : Number(value));

/** Every remote activity of the history, in the order they were scheduled (epoch milliseconds). */
export function activitySpans(events: HistoryEvent[]): ActivitySpan[] {
  const spans = new Map<number, ActivitySpan>();
  for (const event of events) {
    const at = millisOf(event.eventTime);
    const name = event.activityTaskScheduledEventAttributes?.activityType?.name;
    if (name) spans.set(idOf(event.eventId), { name, scheduled: at, started: at, completed: at });
    const started = spans.get(idOf(event.activityTaskStartedEventAttributes?.scheduledEventId));
    if (started) started.started = at;
    const completed = spans.get(idOf(event.activityTaskCompletedEventAttributes?.scheduledEventId));
    if (completed) completed.completed = at;
  }
  return [...spans.values()].sort((a, b) => a.scheduled - b.scheduled);
}
