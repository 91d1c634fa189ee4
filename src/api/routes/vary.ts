import { COSTS } from '../../config/pricing';
import { GeneratedImage } from '../../entities/generated-image';
import { badRequest } from '../../errors';
import { canonicalJson, uuidFrom } from '../../services/canonical-hash';
import { findOwned } from '../../services/ownership';
import { seedFrom } from '../../services/scene-requests';
import { publicFileUrl } from '../../storage';
import type { SceneSpec } from '../../temporal/contracts/payloads';
import { workflowIds } from '../../temporal/contracts/names';
import { varyScene, type DeliveredVariant } from '../../workflows/vary-scene';
import type { ApiDeps } from '../context';
import { claimPaidOperation } from '../operations';
import type { ApiRoutes } from '../routing';
import { ErrorSchema } from '../schemas/common';
import { VaryBody, VaryParams, VaryResultSchema } from '../schemas/generation';
import { executeWorkflow, startOptions } from '../workflows';
import type { z } from '../zod';

/** A failed variant: the model failed it, which for the caller is a bad gateway, refunded. */
const FAILED_VARIANT_STATUS = 502;

async function variationSpec(deps: ApiDeps, userId: string, source: GeneratedImage, body: z.output<typeof VaryBody>): Promise<SceneSpec> {
  if (!source.characterId) throw badRequest('Only character-anchored scenes can be varied; this image has no character_id (brand-only or multi-character)');
  const character = await deps.services.sceneRequests.character(userId, source.characterId);
  return {
    prompt: source.prompt,
    model: source.model,
    artStyle: source.artStyle ?? undefined,
    characters: [character],
    anchors: {
      variation: { sourceImageKey: source.imageKey, sourcePrompt: source.prompt, sourceSeed: source.seed, dimension: body.vary, target: body.target },
    },
  };
}

function variantView(deps: ApiDeps, variant: DeliveredVariant) {
  return { image_id: variant.imageId, image_url: publicFileUrl(deps.config, variant.imageKey), consistency_score: variant.consistencyScore };
}

export function varyRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'post',
    path: '/api/scenes/:image_id/vary',
    tag: 'Generation',
    summary: 'Near-clones of one of your scenes that differ only in one dimension (1 credit per generated variant)',
    params: VaryParams,
    body: VaryBody,
    responses: {
      200: { description: 'Variants and failures (failed variants are refunded)', schema: VaryResultSchema },
      400: { description: 'Invalid dimension, missing target, count outside 1-4, or a brand-only source', schema: ErrorSchema },
      402: { description: 'Not enough credits for count variants', schema: ErrorSchema },
      404: { description: 'Source scene not found or not yours', schema: ErrorSchema },
    },
    handler: async (ctx, { params, body, user }) => {
      const source = await findOwned(deps.dataSource.manager, GeneratedImage, params.image_id, user.id, 'Source scene');
      const spec = await variationSpec(deps, user.id, source, body);
      const cost = COSTS.varyVariant * body.count;
      const workflowIdFor = (operationId: string) => workflowIds.vary(source.id, operationId);
      const { operationId } = await claimPaidOperation(ctx, deps, user, cost, canonicalJson({ source: source.id, ...body }), workflowIdFor);
      const variantIds = Array.from({ length: body.count }, (_, index) => uuidFrom(`${operationId}:variant:${index}`));
      const outcomes = await executeWorkflow(
        deps,
        varyScene,
        startOptions<typeof varyScene>(
          workflowIdFor(operationId),
          [
            {
              userId: user.id,
              sourceImageId: source.id,
              characterId: source.characterId as string,
              variantIds,
              spec,
              baseSeed: seedFrom(operationId),
              unitCost: COSTS.varyVariant,
            },
          ],
          { userId: user.id, kind: 'vary', characterId: source.characterId ?? undefined, summary: `vary ${body.vary} -> ${body.target}` },
          ctx.state.requestId,
        ),
      );
      const variants = outcomes.filter((outcome) => outcome.delivered === true);
      const failures = outcomes.flatMap((outcome) => (outcome.delivered ? [] : [{ status: FAILED_VARIANT_STATUS, error: outcome.error }]));
      return {
        body: {
          source_image_id: source.id,
          vary: body.vary,
          target: body.target,
          requested: body.count,
          generated: variants.length,
          failed: failures.length,
          variants: variants.map((outcome) => variantView(deps, outcome)),
          failures,
        },
      };
    },
  });
}
