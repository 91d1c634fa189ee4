import { badRequest } from '../../errors';
import { estimatePhotoPose } from '../../operations/poses';
import { catalogueSkeleton, POSE_CATALOGUE, POSE_NAMES } from '../../poses/catalogue';
import { KEYPOINT_NAMES } from '../../poses/keypoints';
import type { ApiDeps } from '../context';
import { readUpload, UPLOAD_ERROR_RESPONSES } from '../middleware/multipart';
import type { ApiRoutes } from '../routing';
import { ErrorSchema } from '../schemas/common';
import { PoseCatalogueSchema, PoseEstimateForm, PoseEstimateJson, PoseEstimateSchema } from '../schemas/poses';

/** The pose catalogue a generation may name, with each pose's skeleton; and the pose of a person in a photo. */
export function poseRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'get',
    path: '/api/poses',
    operationId: 'listPoses',
    description: 'The named poses a generation may ask for ("pose": {"name": ...}), each with its skeleton: COCO\'s 17 keypoints in percent of the picture, ready to show or adjust and send back as "pose": {"keypoints": ...}.',
    tag: 'Generation',
    summary: 'The pose catalogue',
    responses: { 200: { description: 'The catalogue', schema: PoseCatalogueSchema } },
    handler: async () => ({
      body: {
        keypoint_names: [...KEYPOINT_NAMES],
        poses: POSE_NAMES.map((name) => ({ name, label: POSE_CATALOGUE[name].label, description: POSE_CATALOGUE[name].description, keypoints: catalogueSkeleton(name) })),
      },
    }),
  });

  routes.add({
    method: 'post',
    path: '/api/poses/estimate',
    operationId: 'estimatePose',
    description:
      `The pose of the one person in a photo, as COCO's 17 keypoints in percent with the estimator's confidence in each and OpenPose's picture of the skeleton: show it, adjust it, and send it as "pose": {"keypoints": ...} (or send the photo itself as "pose": {"photo": ...}). The photo comes as the form's file "photo", or as JSON {"photo": "<base64 or data: URL>"} like a pose's photo. Estimated on the worker (MoveNet on TensorFlow.js). Free; ${deps.config.poseEstimatesPerHour} estimates an hour per account (photo poses on generations count too), then 429 with Retry-After.`,
    tag: 'Generation',
    summary: 'Estimate the pose of a person in a photo (free)',
    multipart: true,
    body: PoseEstimateForm,
    json: PoseEstimateJson,
    responses: {
      200: { description: 'The keypoints of the person in the photo', schema: PoseEstimateSchema },
      400: { description: 'No photo, or JSON whose photo is not base64; a photo with no person, several people (how many), or a face without the body', schema: ErrorSchema },
      ...UPLOAD_ERROR_RESPONSES,
      429: { description: 'Too many pose estimates this hour (Retry-After, and the wait in words)', schema: ErrorSchema },
      502: { description: 'The pose estimator failed (named in the error)', schema: ErrorSchema },
    },
    handler: async (ctx, { body, caller }) => {
      const photo = typeof body.photo === 'string' ? body.photo : await readUpload(ctx, 'photo');
      if (!photo) throw badRequest('photo: send a photo of one person as the form\'s file field "photo" (or as JSON: {"photo": "<base64>"})');
      const pose = await estimatePhotoPose(deps, caller, photo, 'photo');
      return {
        body: { keypoint_names: [...KEYPOINT_NAMES], keypoints: pose.keypoints, scores: pose.scores, width: pose.width, height: pose.height, skeleton_image: `data:image/png;base64,${pose.skeletonPng}` },
      };
    },
  });
}
