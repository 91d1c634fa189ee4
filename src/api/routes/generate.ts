import type { AppConfig } from '../../config/env';
import { generate, type GenerateResult } from '../../operations/generate';
import { generateMulti, type MultiResult } from '../../operations/multi';
import { publicFileUrl } from '../../storage';
import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import { CONTENT_REFUSED_RESPONSE, ErrorSchema, MODEL_FAILED_RESPONSE, PAID_RUN_RESPONSES } from '../schemas/common';
import { GenerateBody, GenerateMultiBody, GenerateResultSchema, ModelListSchema, MultiGenerateResultSchema } from '../schemas/generation';

function generateResultView(config: AppConfig, result: GenerateResult) {
  return {
    image_id: result.id,
    image_url: publicFileUrl(config, result.imageKey),
    alt_text: result.altText,
    consistency_score: result.consistencyScore,
    ...(result.characterScore !== null ? { character_score: result.characterScore } : {}),
    ...(result.brandScore !== null ? { brand_score: result.brandScore } : {}),
    attempts: result.attempts,
    passed: result.passed,
    reasoning: result.reasoning,
    issues: result.issues,
    prompt_issues: result.promptIssues,
    cached: result.cached,
    ...(result.poses ? { poses: result.poses } : {}),
  };
}

function multiResultView(config: AppConfig, { image, characters, mode }: MultiResult) {
  return {
    image_id: image.id,
    image_url: publicFileUrl(config, image.imageKey),
    alt_text: image.altText,
    characters,
    average_score: image.consistencyScore,
    attempts: image.attempts,
    passed: image.passed,
    reasoning: image.reasoning,
    issues: image.issues,
    prompt_issues: image.promptIssues,
    mode,
    ...(image.poses ? { poses: image.poses } : {}),
  };
}

export function generateRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'get',
    path: '/api/models',
    operationId: 'listImageModels',
    description: 'The image model names a generation request may pass as model, with the default marked.',
    tag: 'Generation',
    summary: 'The image models a request may name',
    responses: { 200: { description: 'Models', schema: ModelListSchema } },
    handler: async () => ({
      body: { models: deps.imageModels.names.map((name) => ({ name, default: name === deps.imageModels.defaultName })) },
    }),
  });

  routes.add({
    method: 'post',
    path: '/api/generate',
    operationId: 'generateScene',
    idempotent: true,
    description: 'Generates one scene of a locked character (and/or a brand kit), retrying until the consistency score passes; returns the image with its score, attempts and the judge\'s reasoning. 1 credit; a cache hit costs 0; Idempotency-Key honoured.',
    tag: 'Generation',
    summary: 'Generate a scene of a character and/or brand, retrying until the consistency score passes (1 credit)',
    body: GenerateBody,
    responses: {
      200: { description: 'The generated (or cached) image with its scores', schema: GenerateResultSchema },
      400: { description: 'Invalid parameters, no reference images, previous_image_id not yours or for another character', schema: ErrorSchema },
      404: { description: 'Character or brand kit not found', schema: ErrorSchema },
      409: { description: 'Character is a draft, or the Idempotency-Key was used with another body', schema: ErrorSchema },
      422: CONTENT_REFUSED_RESPONSE,
      502: MODEL_FAILED_RESPONSE,
      ...PAID_RUN_RESPONSES,
    },
    handler: async (_ctx, { body, caller }) => {
      const result = await generate(deps, caller, {
        prompt: body.prompt,
        characterId: body.character_id,
        brandKitId: body.brand_kit_id,
        brandAssetIds: body.brand_asset_ids,
        previousImageId: body.previous_image_id,
        artStyle: body.art_style,
        model: body.model,
        maxRetries: body.max_retries,
        minScore: body.min_score,
        noCache: body.no_cache,
        pose: body.pose,
      });
      return { body: generateResultView(deps.config, result) };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/generate-multi',
    operationId: 'generateMultiScene',
    idempotent: true,
    description: 'Generates one scene with two to four locked characters, each scored for consistency. 2 credits; Idempotency-Key honoured.',
    tag: 'Generation',
    summary: 'Generate one scene with 2-4 of your characters, each scored (2 credits)',
    body: GenerateMultiBody,
    responses: {
      200: { description: 'The scene with a score per character', schema: MultiGenerateResultSchema },
      400: { description: 'Invalid parameters (character count, duplicates, unknown model, missing references)', schema: ErrorSchema },
      404: { description: 'A character not found', schema: ErrorSchema },
      409: { description: 'A character is a draft', schema: ErrorSchema },
      422: CONTENT_REFUSED_RESPONSE,
      502: MODEL_FAILED_RESPONSE,
      ...PAID_RUN_RESPONSES,
    },
    handler: async (_ctx, { body, caller }) => {
      const result = await generateMulti(deps, caller, {
        characterIds: body.character_ids,
        prompt: body.prompt,
        artStyle: body.art_style,
        model: body.model,
        maxRetries: body.max_retries,
        minScore: body.min_score,
        poses: body.poses && body.character_ids.map((id) => body.poses?.[id] ?? null),
      });
      return { body: multiResultView(deps.config, result) };
    },
  });
}
