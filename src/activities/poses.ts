import { PhotoPoseError } from '../models/errors';
import { renderSkeleton } from '../models/pose/render';
import type { PhotoPoseOutcome } from '../temporal/contracts/payloads';
import type { ActivityDeps } from './deps';
import { whileHeartbeating } from './heartbeat';
import { callModel } from './model-failures';
import { loadStoredFile } from './stored-files';

/** The pose estimator's calls. */
export function createPoseActivities(deps: ActivityDeps) {
  return {
    /** One pose-estimator call on a stored photo: its one person's keypoints, or the reason it has none (no person, several). */
    async estimatePhotoPose(input: { imageKey: string }): Promise<PhotoPoseOutcome> {
      const photo = await loadStoredFile(deps.storage, input.imageKey);
      try {
        const pose = await whileHeartbeating(() => callModel(() => deps.models.poseEstimator().photo(photo)));
        const skeleton = await renderSkeleton(pose.keypoints, pose.width, pose.height);
        return { pose: { ...pose, skeletonPng: skeleton.toString('base64') } };
      } catch (error) {
        if (error instanceof PhotoPoseError) return { refusal: error.message };
        throw error;
      }
    },
  };
}
