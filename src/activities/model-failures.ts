import { ApplicationFailure } from '@temporalio/activity';
import { ModelError } from '../models/errors';
import { FAILURE_TYPES } from '../temporal/contracts/names';

/**
 * The longest Retry-After a model call waits for. A provider asking for longer (a quota exhausted for the hour) fails
 * the call without retrying: the run ends and refunds instead of holding its credits for that long.
 */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Runs a model call, classifying its errors for Temporal's retry policy (and the provider's Retry-After). */
export async function callModel<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ModelError) throw modelFailure(error);
    throw error;
  }
}

/** A model's error as the failure a model call ends with (type, retry, the wait the provider asked for). */
export function modelFailure(error: ModelError): ApplicationFailure {
  if (error.refused) return ApplicationFailure.create({ message: error.message, type: FAILURE_TYPES.contentRefused, nonRetryable: true });
  if (error.declined) return ApplicationFailure.create({ message: error.message, type: FAILURE_TYPES.modelDeclined, nonRetryable: true });
  const waitMs = error.retryable ? error.retryAfterMs : undefined;
  if (waitMs !== undefined && waitMs > MAX_RETRY_AFTER_MS) {
    const message = `${error.message} (the provider asked to wait ${Math.ceil(waitMs / 1000)} s before trying again, longer than a run waits)`;
    return ApplicationFailure.create({ message, type: FAILURE_TYPES.modelUnavailable, nonRetryable: true });
  }
  return ApplicationFailure.create({
    message: error.message,
    type: error.retryable ? FAILURE_TYPES.modelUnavailable : FAILURE_TYPES.modelRejected,
    nonRetryable: !error.retryable,
    ...(waitMs !== undefined ? { nextRetryDelay: waitMs } : {}),
  });
}
