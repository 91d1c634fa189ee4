import { ApplicationFailure } from '@temporalio/activity';
import { ModelError } from '../models/errors';
import { FAILURE_TYPES } from '../temporal/contracts/names';

/** Runs a model call, classifying its errors for Temporal's retry policy. */
export async function callModel<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ModelError) {
      const type = error.retryable ? FAILURE_TYPES.modelUnavailable : FAILURE_TYPES.modelRejected;
      throw ApplicationFailure.create({ message: error.message, type, nonRetryable: !error.retryable });
    }
    throw error;
  }
}
