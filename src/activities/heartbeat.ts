import { heartbeat } from '@temporalio/activity';

/** Often enough that a lost worker is noticed within the heartbeat timeout of the model-call proxies. */
export const HEARTBEAT_EVERY_MS = 2_000;

/** Runs a long call while telling Temporal this activity is alive, so a dead worker's activity is retried quickly. */
export async function whileHeartbeating<T>(work: () => Promise<T>): Promise<T> {
  heartbeat();
  const timer = setInterval(() => heartbeat(), HEARTBEAT_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
