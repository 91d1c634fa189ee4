// Poses from photos (free, counted per account and hour): the photo stored, an estimatePose run on the worker (the
// API never calls a model), the photo deleted. A photo pose on a generation is estimated this way before the
// generation charges anything, and must give a skeleton the illustrator can draw.
import crypto from 'node:crypto';
import { LIMITS } from '../config/pricing';
import { AppError, badRequest } from '../errors';
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

/** A photo as a request carries it: an uploaded file's bytes, or base64 (a data: URL too) in a JSON body. */
export type PhotoInput = Buffer | string;

/** Counts one pose estimate for the account: 429 past the hour's limit (counted before the photo is even read). */
function countPoseEstimate(deps: OperationDeps, caller: Caller): Promise<void> {
  const limit = { key: `pose-estimates:user:${caller.user.id}`, limit: deps.config.poseEstimatesPerHour };
  return new RequestCounts(deps.dataSource).take([limit], LIMITS.poseEstimateWindowMs, 'Too many pose estimates asked for');
}

/** The estimatePose run on a stored photo; its 400 (no person, several) names the request's field. */
async function runPoseEstimate(deps: OperationDeps, caller: Caller, imageKey: string, field: string): Promise<EstimatedPhotoPose> {
  try {
    return await runToEnd<{ imageKey: string }, EstimatedPhotoPose>(deps, {
      workflowType: WORKFLOW_TYPES.estimatePose,
      workflowId: workflowIds.poseEstimate(crypto.randomUUID()),
      input: { imageKey },
      labels: { userId: caller.user.id, kind: 'pose-estimate', summary: 'Estimate the pose in a photo' },
      requestId: caller.requestId,
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 400) throw badRequest(`${field}: ${error.message}`);
    throw error;
  }
}

/**
 * The keypoints of the one person in a photo, with scores and OpenPose's picture: every photo a request gives (POST
 * /api/poses/estimate's file or JSON, a pose's photo on a generation) comes in here. Counted against the hour's
 * estimates, checked and re-encoded as PNG (413/415 naming `field`), stored for the run and deleted after it.
 */
export async function estimatePhotoPose(deps: OperationDeps, caller: Caller, photo: PhotoInput, field: string): Promise<EstimatedPhotoPose> {
  await countPoseEstimate(deps, caller);
  const png = await intakeImage(typeof photo === 'string' ? decodeBase64(field, photo) : photo, field);
  const imageKey = newStorageKey('sources');
  await deps.storage.put(imageKey, png, 'image/png');
  try {
    return await runPoseEstimate(deps, caller, imageKey, field);
  } finally {
    await deps.storage.delete(imageKey);
  }
}

/** The skeleton a photo gives, or 400 naming what the photo lacks. */
async function skeletonFromPhoto(deps: OperationDeps, caller: Caller, field: string, photo: string): Promise<Skeleton> {
  const estimate = await estimatePhotoPose(deps, caller, photo, field);
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
