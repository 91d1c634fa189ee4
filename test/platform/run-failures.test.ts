import assert from 'node:assert/strict';
import { WorkflowFailedError } from '@temporalio/client';
import { ActivityFailure, ApplicationFailure, RetryState } from '@temporalio/common';
import { AppError } from '../../src/errors';
import { toAppError } from '../../src/operations/workflow-runs';
import { FAILURE_TYPES } from '../../src/temporal/contracts/names';

/** What a REST client reads when a paid run ends in a failed step: the run failed with the step's ActivityFailure. */
function answerTo(stepFailure: Error): AppError {
  const step = new ActivityFailure('activity failed', 'copyListedCharacterFiles', '1', RetryState.NON_RETRYABLE_FAILURE, 'worker', stepFailure);
  const answer = toAppError(new WorkflowFailedError('Workflow execution failed', step, RetryState.NON_RETRYABLE_FAILURE));
  assert.ok(answer instanceof AppError);
  return answer;
}

describe('the answer to a paid run that ended in a failed step', () => {
  it('is the 409 the step found (a listing bought meanwhile, by another request of the same buyer), not a 503 to retry for ever', () => {
    const answer = answerTo(ApplicationFailure.nonRetryable('You already bought this listing; your copy is in your characters', FAILURE_TYPES.conflict));
    assert.deepEqual([answer.status, answer.message], [409, 'You already bought this listing; your copy is in your characters']);
  });

  it('is the 404 of something gone meanwhile', () => {
    assert.equal(answerTo(ApplicationFailure.nonRetryable('Listing not found', FAILURE_TYPES.notFound)).status, 404);
  });

  it('is a 503 that names the step and says what was refunded when a service failed', () => {
    const answer = answerTo(new Error('connect ECONNREFUSED'));
    assert.equal(answer.status, 503);
    assert.match(answer.message, /^A service the run depends on failed \(copyListedCharacterFiles: connect ECONNREFUSED\)\. Every credit it had not delivered was refunded/);
  });
});
