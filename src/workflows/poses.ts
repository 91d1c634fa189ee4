// estimatePose: the pose of the one person in a photo (POST /api/poses/estimate, and a photo pose on a generation,
// estimated before anything is charged). A photo with no person or several ends the run as InvalidRequest (a 400
// that names the request's field: the operation knows which).
import { ApplicationFailure } from '@temporalio/workflow';
import { FAILURE_TYPES } from '../temporal/contracts/names';
import type { EstimatedPhotoPose } from '../temporal/contracts/payloads';
import { modelCalls } from './activities';
import { modelStep } from './failures';
import { withFinalStatus } from './progress';

export function estimatePose(input: { imageKey: string }): Promise<EstimatedPhotoPose> {
  return withFinalStatus(async () => {
    const outcome = await modelStep('Pose estimation', modelCalls.estimatePhotoPose(input));
    if ('refusal' in outcome) throw ApplicationFailure.nonRetryable(outcome.refusal, FAILURE_TYPES.invalidRequest);
    return outcome.pose;
  });
}
