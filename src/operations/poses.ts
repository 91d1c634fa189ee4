// Poses from photos (free, counted per account and hour): the photo stored, an estimatePose run on the worker (the
// API never calls a model), the photo deleted. A photo pose on a generation is estimated this way before the
// generation charges anything, and must give a skeleton the illustrator can draw.
import crypto from 'node:crypto';
import { LIMITS } from '../config/pricing';
import { badRequest } from '../errors';
import { decodeBase64, intakeImage } from '../images/intake';
import { checkSkeleton, poseOf, SkeletonError, type PoseRequest } from '../poses/formats';
import type { PoseName } from '../poses/catalogue';
import type { Skeleton } from '../poses/keypoints';
import { RequestCounts } from '../services/request-counts';
import { newStorageKey } from '../storage';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { EstimatedPhotoPose } from '../temporal/contracts/payloads';
import type { Caller, OperationDeps } from './context';
import { runToEnd } from './workflow-runs';

/** The keypoints of the one person in a photo (already checked and re-encoded as PNG), with scores and OpenPose's picture. */
export async function estimatePhotoPose(deps: OperationDeps, caller: Caller, photoPng: Buffer): Promise<EstimatedPhotoPose> {
  const { user } = caller;
  const imageKey = newStorageKey('sources');
  await deps.storage.put(imageKey, photoPng, 'image/png');
  try {
    return await runToEnd<{ imageKey: string }, EstimatedPhotoPose>(deps, {
      workflowType: WORKFLOW_TYPES.estimatePose,
      workflowId: workflowIds.poseEstimate(crypto.randomUUID()),
      input: { imageKey },
      labels: { userId: user.id, kind: 'pose-estimate', summary: 'Estimate the pose in a photo' },
      requestId: caller.requestId,
    });
  } finally {
    await deps.storage.delete(imageKey);
  }
}

/** Counts one pose estimate for the account: 429 past the hour's limit (counted before the photo is even read). */
export function countPoseEstimate(deps: OperationDeps, caller: Caller): Promise<void> {
  const limit = { key: `pose-estimates:user:${caller.user.id}`, limit: deps.config.poseEstimatesPerHour };
  return new RequestCounts(deps.dataSource).take([limit], LIMITS.poseEstimateWindowMs, 'Too many pose estimates asked for');
}

/** The skeleton a photo gives, or 400 naming what the photo lacks. */
async function skeletonFromPhoto(deps: OperationDeps, caller: Caller, field: string, photo: string): Promise<Skeleton> {
  await countPoseEstimate(deps, caller);
  const estimate = await estimatePhotoPose(deps, caller, await intakeImage(decodeBase64(field, photo), field));
  try {
    return checkSkeleton(estimate.keypoints);
  } catch (error) {
    if (error instanceof SkeletonError) throw badRequest(`${field}: the person's pose cannot be drawn from the photo: ${error.message}`);
    throw error;
  }
}

/** The skeleton a request's pose gives: named, drawn, OpenPose's, or estimated from its photo (`field` names it in errors). */
export async function resolvePose(deps: OperationDeps, caller: Caller, request: PoseRequest, field = 'pose.photo'): Promise<{ keypoints: Skeleton; name?: PoseName }> {
  if (request.photo === undefined) return poseOf(request);
  return { keypoints: await skeletonFromPhoto(deps, caller, field, request.photo) };
}
