// How workflows read and raise failures: one text per failure, rejections told apart, and any other error turned
// into a failure that ends the run (a plain Error would only fail the workflow task, retried for ever).
import { ActivityFailure, ApplicationFailure, isCancellation, TemporalFailure } from '@temporalio/workflow';
import { FAILURE_TYPES } from '../temporal/contracts/names';

/** The message of what made an activity fail (its cause), rather than "Activity task failed". */
export function failureText(error: unknown): string {
  if (isCancellation(error)) return 'the run was cancelled';
  const cause = error instanceof ActivityFailure && error.cause ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** A model activity whose failure ends the run as ModelFailed (a 502 for the caller) with the model's reason. */
export async function modelStep<T>(what: string, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw ApplicationFailure.nonRetryable(`${what} failed: ${failureText(error)}`, FAILURE_TYPES.modelFailed);
  }
}

/**
 * An activity ended with this business failure type (see FAILURE_TYPES). A remote activity's failure arrives as an
 * ActivityFailure whose cause is the ApplicationFailure; a local activity's can arrive as the ApplicationFailure itself.
 */
function activityFailedWith(error: unknown, type: string): boolean {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return cause instanceof ApplicationFailure && cause.type === type;
}

/** A provider refused the request under its content policy (a 422 for the caller). */
export const isRefusal = (error: unknown) => activityFailedWith(error, FAILURE_TYPES.contentRefused);

/** A model or judge refused the request (bad input, content policy): asking again the same way cannot help. */
export const isRejection = (error: unknown) => activityFailedWith(error, FAILURE_TYPES.modelRejected) || isRefusal(error);

/** The charge was refused: the balance did not cover it (nothing was charged). */
export const isInsufficientCredits = (error: unknown) => activityFailedWith(error, FAILURE_TYPES.insufficientCredits);

/**
 * The error a paid run ends with. Temporal failures (an activity that ran out of retries, a cancellation, a business
 * failure) end the run as they are; anything else is a bug in workflow code, which must still end the run.
 */
export function asRunFailure(error: unknown): unknown {
  if (error instanceof TemporalFailure) return error;
  return ApplicationFailure.nonRetryable(`Internal error in the workflow: ${failureText(error)}`, FAILURE_TYPES.internal);
}
