import { catalogueSkeleton, POSE_CATALOGUE, POSE_NAMES } from '../../poses/catalogue';
import { KEYPOINT_NAMES } from '../../poses/keypoints';
import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import { PoseCatalogueSchema } from '../schemas/poses';

/** The pose catalogue a generation may name, with each pose's skeleton. */
export function poseRoutes(routes: ApiRoutes, _deps: ApiDeps): void {
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
}
