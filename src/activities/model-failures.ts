import { ApplicationFailure } from '@temporalio/activity';
import { ModelError } from '../models/errors';

/** Failure types workflows see when a model call fails. */
export const MODEL_FAILURES = {
  /** The model refused the request (bad input, content policy): retrying cannot help. */
  rejected: 'ModelRejected',
  /** The model was unreachable or overloaded: Temporal retries with backoff. */
  unavailable: 'ModelUnavailable',
} as const;

/** Runs a model call, classifying its errors for Temporal's retry policy. */
export async function callModel<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ModelError) {
      const type = error.retryable ? MODEL_FAILURES.unavailable : MODEL_FAILURES.rejected;
      throw ApplicationFailure.create({ message: error.message, type, nonRetryable: !error.retryable });
    }
    throw error;
  }
}
