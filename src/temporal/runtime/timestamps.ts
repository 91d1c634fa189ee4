/** A protobuf Timestamp as Temporal's client hands it out (history events, pollers, worker heartbeats). */
export interface Timestamp {
  seconds?: { toNumber(): number } | number | string | null;
  nanos?: number | null;
}

/** Epoch milliseconds, with the fraction kept; 0 for a missing time. */
export function millisOf(time: Timestamp | null | undefined): number {
  if (!time?.seconds) return 0;
  const seconds = typeof time.seconds === 'object' ? time.seconds.toNumber() : Number(time.seconds);
  return seconds * 1000 + (time.nanos ?? 0) / 1e6;
}
