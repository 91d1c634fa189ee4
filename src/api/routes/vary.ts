import type { AppConfig } from '../../config/env';
import { varyScene, type DeliveredVariant } from '../../operations/vary';
import { publicFileUrl } from '../../storage';
import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import { ErrorSchema, MODEL_FAILED_STATUS, PAID_RUN_RESPONSES } from '../schemas/common';
import { VaryBody, VaryParams, VaryResultSchema } from '../schemas/generation';

function variantView(config: AppConfig, variant: DeliveredVariant) {
  return { image_id: variant.imageId, image_url: publicFileUrl(config, variant.imageKey), alt_text: variant.altText, consistency_score: variant.consistencyScore };
}

export function varyRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'post',
    path: '/api/scenes/:image_id/vary',
    operationId: 'varyScene',
    idempotent: true,
    description: 'Makes near-copies of one of the caller\'s scenes that differ in one dimension (pose, expression, framing, lighting). 1 credit per variant delivered; failed variants are refunded.',
    tag: 'Generation',
    summary: 'Near-clones of one of your scenes that differ only in one dimension (1 credit per generated variant)',
    params: VaryParams,
    body: VaryBody,
    responses: {
      200: { description: 'Variants and failures (failed variants are refunded)', schema: VaryResultSchema },
      400: { description: 'Invalid dimension, missing target, count outside 1-4, or a brand-only source', schema: ErrorSchema },
      404: { description: 'Source scene not found or not yours', schema: ErrorSchema },
      ...PAID_RUN_RESPONSES,
    },
    handler: async (_ctx, { params, body, caller }) => {
      const result = await varyScene(deps, caller, { sourceImageId: params.image_id, dimension: body.vary, target: body.target, count: body.count, pose: body.pose });
      return {
        body: {
          source_image_id: result.sourceImageId,
          vary: body.vary,
          target: body.target,
          requested: body.count,
          generated: result.variants.length,
          failed: result.failures.length,
          variants: result.variants.map((variant) => variantView(deps.config, variant)),
          failures: result.failures.map((failure) => ({ status: failure.status ?? MODEL_FAILED_STATUS, error: failure.error })),
        },
      };
    },
  });
}
