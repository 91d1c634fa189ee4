import { editImage } from '../../operations/edit';
import { publicFileUrl } from '../../storage';
import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import { CONTENT_REFUSED_RESPONSE, ErrorSchema, MODEL_FAILED_RESPONSE, PAID_RUN_RESPONSES } from '../schemas/common';
import { EditBody, EditHistorySchema, EditResultSchema } from '../schemas/edits';
import { SceneParams } from '../schemas/scenes';
import { decodeBase64 } from '../../images/intake';
import { sceneView } from './scenes';

/** Edits of a scene: in words, inside a mask or a region; and the edits made of one. */
export function editRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'post',
    path: '/api/scenes/:image_id/edit',
    operationId: 'editScene',
    description:
      'Edits one of your scenes in words ("make the umbrella red"), inside a mask or a region when given: pixels outside them are kept exactly. The result is a new scene naming the one it was edited from, which is kept; it is judged for its characters as any generation. 1 credit, refunded when no edit could be made; Idempotency-Key honoured.',
    tag: 'Generation',
    summary: 'Edit a scene in words, by mask or region (1 credit)',
    params: SceneParams,
    body: EditBody,
    responses: {
      200: { description: 'The edited picture, a new scene', schema: EditResultSchema },
      400: { description: 'Instruction missing or over 1,000 characters; a mask that is not a PNG, not the picture\'s size or lets nothing change; a region outside the picture; mask and region both (nothing is charged)', schema: ErrorSchema },
      404: { description: 'Scene not found or not yours', schema: ErrorSchema },
      409: { description: 'A character of the scene is a draft, or the Idempotency-Key was used with another body', schema: ErrorSchema },
      422: CONTENT_REFUSED_RESPONSE,
      502: MODEL_FAILED_RESPONSE,
      ...PAID_RUN_RESPONSES,
    },
    handler: async (_ctx, { params, body, caller }) => {
      const result = await editImage(deps, caller, params.image_id, {
        instruction: body.instruction,
        mask: body.mask === undefined ? undefined : decodeBase64('mask', body.mask),
        region: body.region,
        model: body.model,
        maxRetries: body.max_retries,
        minScore: body.min_score,
      });
      const { image } = result;
      return {
        body: {
          image_id: image.id,
          image_url: publicFileUrl(deps.config, image.imageKey),
          edited_from_image_id: result.editedFromImageId,
          alt_text: image.altText,
          consistency_score: image.consistencyScore,
          attempts: image.attempts,
          passed: image.passed,
          reasoning: image.reasoning,
          issues: image.issues,
        },
      };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/scenes/:image_id/edits',
    operationId: 'listSceneEdits',
    description: 'The edits made of one of your scenes, newest first; each names the scene it was edited from, and its own edits are listed the same way.',
    tag: 'Generation',
    summary: 'The edit history of a scene',
    params: SceneParams,
    responses: { 200: { description: 'Edits of the scene', schema: EditHistorySchema } },
    handler: async (_ctx, { user, params }) => ({ body: { edits: (await deps.services.scenes.editsOf(user.id, params.image_id)).map((scene) => sceneView(deps.config, scene)) } }),
  });
}
