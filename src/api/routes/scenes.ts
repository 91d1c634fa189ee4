import type { AppConfig } from '../../config/env';
import type { GeneratedImage } from '../../entities/generated-image';
import { deleteScene } from '../../operations/scenes';
import { publicFileUrl } from '../../storage';
import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import { ErrorSchema } from '../schemas/common';
import { DeletedSceneSchema, SceneListQuery, SceneListSchema, SceneParams, SceneSchema } from '../schemas/scenes';

function scenePlanView(plan: NonNullable<GeneratedImage['scenePlan']>) {
  const { placeFrom, nearestTo, unknownWords, notDrawn, ...rest } = plan;
  return { ...rest, place_from: placeFrom, ...(nearestTo ? { nearest_to: nearestTo } : {}), unknown_words: unknownWords, not_drawn: notDrawn ?? [] };
}

/** A scene as the API shows it. */
export function sceneView(config: AppConfig, scene: GeneratedImage) {
  return {
    image_id: scene.id,
    kind: scene.kind as 'scene' | 'multi' | 'variant' | 'edit',
    prompt: scene.prompt,
    image_url: publicFileUrl(config, scene.imageKey),
    alt_text: scene.altText,
    character_id: scene.characterId,
    character_ids: scene.characterIds,
    brand_kit_id: scene.brandKitId,
    source_image_id: scene.sourceImageId,
    edited_from_image_id: scene.editedFromImageId,
    edit_instruction: scene.editInstruction,
    model: scene.model,
    art_style: scene.artStyle,
    consistency_score: scene.consistencyScore,
    character_scores: scene.characterScores,
    brand_score: scene.brandScore,
    attempts: scene.attempts,
    passed: scene.passed,
    reasoning: scene.reasoning,
    issues: scene.issues,
    prompt_issues: scene.promptIssues,
    scene_plan: scene.scenePlan && scenePlanView(scene.scenePlan),
    poses: scene.poses?.map((pose) => ({ name: pose.name, pose_name: pose.pose.name ?? null, keypoints: pose.pose.keypoints, pck: pose.pck })) ?? null,
    created_at: scene.createdAt.toISOString(),
  };
}

/** The gallery: the caller's generated scenes (generate, generate-multi, variations, edits), newest first. */
export function sceneRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  const view = (scene: GeneratedImage) => sceneView(deps.config, scene);

  routes.add({
    method: 'get',
    path: '/api/scenes',
    operationId: 'listScenes',
    description: 'Your generated scenes (POST /api/generate, /api/generate-multi and variations), newest first, in pages that neither repeat nor skip a scene while new ones arrive: pass next_after as after for the next page. character_id keeps the scenes that show that character; source_image_id the variations made from that scene.',
    tag: 'Generation',
    summary: 'Your gallery of generated scenes, newest first',
    query: SceneListQuery,
    responses: { 200: { description: 'A page of scenes', schema: SceneListSchema } },
    handler: async (_ctx, { user, query }) => {
      const page = await deps.services.scenes.list(user.id, { limit: query.limit, after: query.after, characterId: query.character_id, sourceImageId: query.source_image_id });
      return { body: { scenes: page.scenes.map(view), next_after: page.next } };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/scenes/:image_id',
    operationId: 'getScene',
    description: 'One of your generated scenes.',
    tag: 'Generation',
    summary: 'One of your scenes',
    params: SceneParams,
    responses: { 200: { description: 'The scene', schema: SceneSchema } },
    handler: async (_ctx, { user, params }) => ({ body: view(await deps.services.scenes.get(user.id, params.image_id)) }),
  });

  routes.add({
    method: 'delete',
    path: '/api/scenes/:image_id',
    operationId: 'deleteScene',
    description: 'Deletes one of your scenes and its file (its URL then answers 404). 409 names what still uses it: variations made from it, or a variation being made.',
    tag: 'Generation',
    summary: 'Delete one of your scenes',
    params: SceneParams,
    responses: {
      200: { description: 'Deleted', schema: DeletedSceneSchema },
      409: { description: 'Variations were made from it, or are being made (the error names them)', schema: ErrorSchema },
    },
    handler: async (_ctx, { caller, params }) => {
      await deleteScene(deps, caller, params.image_id);
      return { body: { deleted: true as const, image_id: params.image_id } };
    },
  });
}
