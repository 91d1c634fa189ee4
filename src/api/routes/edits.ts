import { editComicPanel, editImage, type EditRequest, type EditResult } from '../../operations/edit';
import { publicFileUrl } from '../../storage';
import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import { CONTENT_REFUSED_RESPONSE, ErrorSchema, MODEL_FAILED_RESPONSE, PAID_RUN_RESPONSES } from '../schemas/common';
import { PanelSlotParams } from '../schemas/comic-pages';
import { EditBody, EditHistorySchema, EditResultSchema, PanelEditResultSchema } from '../schemas/edits';
import type { z } from '../zod';
import { SceneParams } from '../schemas/scenes';
import { decodeBase64 } from '../../images/intake';
import { panelView } from './comics';
import { sceneView } from './scenes';

/** What an edit answers when it is refused before it starts (400, nothing charged), or when no edit could be made. */
const EDIT_FAILURES = {
  400: {
    description: "Instruction missing or over 1,000 characters; a mask that is not a PNG, not the picture's size or lets nothing change; a region outside the picture; mask and region both (nothing is charged)",
    schema: ErrorSchema,
  },
  422: CONTENT_REFUSED_RESPONSE,
  502: MODEL_FAILED_RESPONSE,
  ...PAID_RUN_RESPONSES,
};

function editRequest(body: z.infer<typeof EditBody>): EditRequest {
  return {
    instruction: body.instruction,
    mask: body.mask === undefined ? undefined : decodeBase64('mask', body.mask),
    region: body.region,
    model: body.model,
    maxRetries: body.max_retries,
    minScore: body.min_score,
  };
}

function editResultView(deps: ApiDeps, { image, editedFromImageId }: EditResult) {
  return {
    image_id: image.id,
    image_url: publicFileUrl(deps.config, image.imageKey),
    edited_from_image_id: editedFromImageId,
    alt_text: image.altText,
    consistency_score: image.consistencyScore,
    attempts: image.attempts,
    passed: image.passed,
    reasoning: image.reasoning,
    issues: image.issues,
  };
}

/** Edits of a scene or a comic's panel: in words, inside a mask or a region; and the edits made of a picture. */
export function editRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'post',
    path: '/api/scenes/:image_id/edit',
    operationId: 'editScene',
    idempotent: true,
    description:
      'Edits one of your scenes in words ("make the umbrella red"), inside a mask or a region when given: pixels outside them are kept exactly. The result is a new scene naming the one it was edited from, which is kept; it is judged for its characters as any generation. 1 credit, refunded when no edit could be made; Idempotency-Key honoured.',
    tag: 'Generation',
    summary: 'Edit a scene in words, by mask or region (1 credit)',
    params: SceneParams,
    body: EditBody,
    responses: {
      200: { description: 'The edited picture, a new scene', schema: EditResultSchema },
      404: { description: 'Scene not found or not yours', schema: ErrorSchema },
      409: { description: 'A character of the scene is a draft, or the Idempotency-Key was used with another body', schema: ErrorSchema },
      ...EDIT_FAILURES,
    },
    handler: async (_ctx, { params, body, caller }) => ({ body: editResultView(deps, await editImage(deps, caller, params.image_id, editRequest(body))) }),
  });

  routes.add({
    method: 'post',
    path: '/api/comics/:id/panels/:page_number/edit',
    operationId: 'editComicPanel',
    idempotent: true,
    description:
      'Edits the picture of one of your comic\'s panels in words ("make the umbrella red"), inside a mask or a region when given: pixels outside them are kept exactly, and the lettering stays. The panel then shows the edit, a new picture (image_id) naming the one it was edited from, which is kept with the comic; it is judged for its characters as any panel. 1 credit, refunded when no edit could be made; Idempotency-Key honoured.',
    tag: 'Comics',
    summary: 'Edit a panel in words, by mask or region (1 credit)',
    params: PanelSlotParams,
    body: EditBody,
    responses: {
      200: { description: 'The edited picture and the panel showing it', schema: PanelEditResultSchema },
      404: { description: 'Comic or panel not found', schema: ErrorSchema },
      409: { description: 'The comic is generating, the panel has no picture yet, a character is a draft, or the Idempotency-Key was used with another body', schema: ErrorSchema },
      ...EDIT_FAILURES,
    },
    handler: async (_ctx, { params, body, caller }) => {
      const result = await editComicPanel(deps, caller, { comicId: params.id, pageNumber: params.page_number }, editRequest(body));
      return { body: { ...editResultView(deps, result), panel: panelView(deps, result.panel) } };
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
