import { POSE_NAMES } from '../../poses/catalogue';
import { poseOf, SkeletonError } from '../../poses/formats';
import { KEYPOINT_NAMES } from '../../poses/keypoints';
import { z } from '../zod';

const point = z.tuple([z.number(), z.number()]).nullable();

/** COCO's 17 keypoints in percent of the picture, in COCO's order. */
const Keypoints = z.array(point).openapi({
  description: `17 points in COCO's order (${KEYPOINT_NAMES.join(', ')}), each [x, y] in percent of the picture's width and height (0-100, y down), or null where not seen. Every joint of the body is needed, and one point of the head (the ears alone: turned away)`,
  example: [[50, 21.6], [51.8, 20.2], [48.2, 20.2], [53.6, 21], [46.4, 21], [58.5, 31.1], [41.5, 31.1], [61.6, 43.7], [38.4, 43.7], [62.9, 55.6], [37.1, 55.6], [55.5, 53.1], [44.5, 53.1], [56.8, 72], [43.2, 72], [57.5, 90], [42.6, 90]],
});

const OpenPose = z
  .object({
    people: z.array(z.object({ pose_keypoints_2d: z.array(z.number()) })),
    canvas_width: z.number().positive().optional(),
    canvas_height: z.number().positive().optional(),
  })
  .openapi({ description: "OpenPose's JSON (--write_json, or a pose editor's export): one person's pose_keypoints_2d, 18 (COCO) or 25 (BODY_25) points as x, y, confidence; in pixels of canvas_width x canvas_height, or normalised to 0-1" });

/** A pose on a generation: a named pose of GET /api/poses, a skeleton, or OpenPose's JSON; checked as the service draws it. */
export const PoseInput = z
  .object({
    name: z.enum(POSE_NAMES).optional().openapi({ description: 'A pose of the catalogue (GET /api/poses)' }),
    keypoints: Keypoints.optional(),
    openpose: OpenPose.optional(),
  })
  .superRefine((pose, ctx) => {
    try {
      poseOf(pose);
    } catch (error) {
      if (!(error instanceof SkeletonError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
    }
  })
  .openapi('PoseInput', { description: 'The pose to draw the character in: exactly one of name, keypoints or openpose. Costs nothing extra' });

export const PoseCatalogueSchema = z
  .object({
    keypoint_names: z.array(z.string()).openapi({ description: "COCO's 17 keypoint names, in the order of every keypoints array" }),
    poses: z.array(z.object({ name: z.enum(POSE_NAMES), label: z.string(), description: z.string(), keypoints: Keypoints })),
  })
  .openapi('PoseCatalogue');
