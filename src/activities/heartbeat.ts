import { Context, heartbeat } from '@temporalio/activity';

/** Often enough that a lost worker is noticed within the heartbeat timeout of the model-call proxies. */
export const HEARTBEAT_EVERY_MS = 2_000;

/**
 * Runs a long call while telling Temporal this activity is alive, so a dead worker's activity is retried quickly.
 * The work gets the activity's cancellation signal (cancelled, timed out, or its worker shutting down), so a
 * provider can stop and release what it holds (a queued ComfyUI job) rather than run on unseen.
 */
export async function whileHeartbeating<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  heartbeat();
  const timer = setInterval(() => heartbeat(), HEARTBEAT_EVERY_MS);
  try {
    return await work(Context.current().cancellationSignal);
  } finally {
    clearInterval(timer);
  }
}
