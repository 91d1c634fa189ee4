// Server-Sent Events of a running comic or storybook: the stream reads the same records GET reads, as often as
// LIVE_PROGRESS says, and sends what changed: an item (panel or page) planned, drawn or failed, the status, and at the
// end `done` with the whole resource, then closes. Each event's id is a cursor: a sequence number (so ids order the
// events) and the state the client has seen; a reconnect's Last-Event-ID resumes from that state, so whatever changed
// meanwhile is sent, in any order the records landed in, and nothing is missed.
import { PassThrough } from 'node:stream';
import type { AppConfig } from '../config/env';

/** One panel or page as the stream sees it. */
export interface ProgressItem {
  /** Its page number. */
  key: number;
  /** What it is now: `planned`, `drawn`, `pending`, `generated`, `failed`... (the first letter goes into the cursor). */
  state: string;
  body: unknown;
}

/** A run's records as one read: its status, whether that status is final, its items and its whole GET body. */
export interface ProgressView {
  status: string;
  final: boolean;
  /** The `status` event's data. */
  head: unknown;
  items: ProgressItem[];
  /** The `done` event's data: what GET answers. */
  whole: unknown;
}

interface Cursor {
  seq: number;
  status: string;
  /** One letter per item, in key order; '-' for an item not seen. */
  states: Map<number, string>;
}

const CURSOR = /^(\d+)\.([a-z_]+)\.([a-z-]*)$/;

/** The state a Last-Event-ID names, or a fresh one (the whole run is sent) when there is none or it is not ours. */
export function parseCursor(lastEventId: string | undefined): Cursor {
  const match = lastEventId ? CURSOR.exec(lastEventId.trim()) : null;
  if (!match) return { seq: 0, status: '', states: new Map() };
  const states = new Map<number, string>();
  [...match[3]].forEach((letter, index) => {
    if (letter !== '-') states.set(index + 1, letter);
  });
  return { seq: Number(match[1]), status: match[2], states };
}

function cursorId(cursor: Cursor): string {
  const last = Math.max(0, ...cursor.states.keys());
  const letters = Array.from({ length: last }, (_, index) => cursor.states.get(index + 1) ?? '-').join('');
  return `${cursor.seq}.${cursor.status}.${letters}`;
}

export interface ProgressEvent {
  event: string;
  id: string;
  data: unknown;
}

/** The events that bring a client at `cursor` up to `view`, in order; moves the cursor along. */
export function progressEvents(view: ProgressView, cursor: Cursor, itemEvent: string): ProgressEvent[] {
  const events: ProgressEvent[] = [];
  const next = (event: string, data: unknown) => {
    cursor.seq += 1;
    events.push({ event, id: cursorId(cursor), data });
  };
  for (const item of view.items) {
    const letter = item.state[0];
    if (cursor.states.get(item.key) === letter) continue;
    cursor.states.set(item.key, letter);
    next(itemEvent, item.body);
  }
  if (cursor.status !== view.status) {
    cursor.status = view.status;
    next('status', view.head);
  }
  if (view.final) next('done', view.whole);
  return events;
}

/** True when a reconnecting client has already seen the run end: it is told (204) not to reconnect again. */
export function seenToTheEnd(view: ProgressView, cursor: Cursor): boolean {
  return view.final && cursor.status === view.status && view.items.every((item) => cursor.states.get(item.key) === item.state[0]);
}

const frame = ({ event, id, data }: ProgressEvent) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export interface StreamOptions {
  /** The view already read (its read answered 404 for anyone else's run before the stream began). */
  first: ProgressView;
  read: () => Promise<ProgressView>;
  cursor: Cursor;
  /** The event name of an item: `panel` or `page`. */
  itemEvent: string;
  settings: AppConfig['liveProgress'];
  /** Ends the stream (the client reconnects elsewhere) when the API process is draining. */
  draining?: () => boolean;
  /** Resolves when the client went away. */
  closed: Promise<void>;
}

/**
 * The SSE body: the events of the first view at once, then whatever changes at each check, heartbeat comments
 * meanwhile, until the run's final status (`done`), the client leaving, the process draining or a failed read (the
 * client reconnects with its Last-Event-ID).
 */
export function progressStream(options: StreamOptions): PassThrough {
  const stream = new PassThrough();
  const { cursor, settings } = options;
  let open = true;
  const stop = () => {
    open = false;
    clearInterval(heartbeat);
    if (!stream.writableEnded) stream.end();
  };
  void options.closed.then(stop);
  const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), settings.heartbeatMs);
  stream.write(`retry: ${settings.reconnectMs}\n\n`);
  const send = (view: ProgressView): boolean => {
    for (const event of progressEvents(view, cursor, options.itemEvent)) stream.write(frame(event));
    return view.final;
  };
  const follow = async () => {
    let ended = send(options.first);
    while (open && !ended && !options.draining?.()) {
      await new Promise((resolve) => setTimeout(resolve, settings.checkIntervalMs));
      if (open) ended = send(await options.read());
    }
  };
  follow().then(stop, stop);
  return stream;
}
