import { COSTS } from '../../config/pricing';
import { GeneratedImage } from '../../entities/generated-image';
import { canonicalJson, hashOf } from '../../services/canonical-hash';
import { checkModelName, seedFrom } from '../../services/scene-requests';
import { publicFileUrl } from '../../storage';
import type { SceneSpec } from '../../temporal/contracts/payloads';
import { workflowIds } from '../../temporal/contracts/names';
import { generateScene, type GenerateSceneInput } from '../../workflows/generate-scene';
import type { ApiDeps, AppContext } from '../context';
import { claimPaidOperation } from '../operations';
import type { ApiRoutes } from '../routing';
import { ErrorSchema } from '../schemas/common';
import { GenerateBody, GenerateMultiBody, GenerateResultSchema, ModelListSchema, MultiGenerateResultSchema } from '../schemas/generation';
import { executeWorkflow, startOptions, type WorkflowLabels } from '../workflows';
import type { z } from '../zod';

type GenerateRequest = z.output<typeof GenerateBody>;
type MultiRequest = z.output<typeof GenerateMultiBody>;

export function generateResultView(deps: ApiDeps, image: GeneratedImage, cached: boolean) {
  return {
    image_id: image.id,
    image_url: publicFileUrl(deps.config, image.imageKey),
    consistency_score: image.consistencyScore,
    ...(image.characterScore !== null ? { character_score: image.characterScore } : {}),
    ...(image.brandScore !== null ? { brand_score: image.brandScore } : {}),
    attempts: image.attempts,
    passed: image.passed,
    reasoning: image.reasoning,
    issues: image.issues,
    cached,
  };
}

/** What makes two requests the same picture: everything that reaches the renderer. */
function cacheKeyOf(userId: string, spec: SceneSpec, body: GenerateRequest): string {
  return hashOf({
    userId,
    characters: spec.characters.map((character) => ({ id: character.id, references: character.referenceKeys })),
    brand: spec.brand && { ...spec.brand, assets: spec.brand.assets.map((asset) => asset.id) },
    prompt: spec.prompt,
    artStyle: spec.artStyle,
    model: spec.model,
    previousImageId: body.previous_image_id,
  });
}

async function findCached(deps: ApiDeps, userId: string, cacheKey: string, minScore: number): Promise<GeneratedImage | null> {
  const image = await deps.dataSource
    .getRepository(GeneratedImage)
    .findOne({ where: { userId, cacheKey, kind: 'scene' }, order: { createdAt: 'DESC' } });
  return image && image.consistencyScore >= Math.round(minScore * 100) ? image : null;
}

async function sceneSpecFor(deps: ApiDeps, userId: string, body: GenerateRequest): Promise<SceneSpec> {
  const requests = deps.services.sceneRequests;
  const model = checkModelName(body.model, deps.imageModels);
  const character = body.character_id ? await requests.character(userId, body.character_id) : undefined;
  const previous = body.previous_image_id ? await requests.previousImage(userId, body.previous_image_id, body.character_id) : undefined;
  const brand = body.brand_kit_id ? await requests.brand(userId, body.brand_kit_id, body.brand_asset_ids) : undefined;
  return {
    prompt: body.prompt,
    model,
    artStyle: body.art_style,
    characters: character ? [character] : [],
    brand,
    anchors: previous ? { previousImageKey: previous.imageKey } : undefined,
  };
}

async function multiSceneSpec(deps: ApiDeps, userId: string, body: MultiRequest): Promise<SceneSpec> {
  const model = checkModelName(body.model, deps.imageModels);
  const characters = [];
  for (const id of body.character_ids) characters.push(await deps.services.sceneRequests.character(userId, id));
  return { prompt: body.prompt, model, artStyle: body.art_style, characters };
}

function multiResultView(deps: ApiDeps, image: GeneratedImage, spec: SceneSpec) {
  const characters = spec.characters.map((character, index) => ({
    id: character.id,
    name: character.name,
    score: image.characterScores[index]?.score ?? 0,
  }));
  return {
    image_id: image.id,
    image_url: publicFileUrl(deps.config, image.imageKey),
    characters,
    average_score: image.consistencyScore,
    attempts: image.attempts,
    passed: image.passed,
    reasoning: image.reasoning,
    issues: image.issues,
    mode: spec.characters.some((character) => character.faceMode === 'pulid') ? 'pulid' : 'illustrated',
  };
}

/** Runs generateScene to completion and returns the image it recorded. */
async function runGenerateScene(
  deps: ApiDeps,
  ctx: AppContext,
  workflowId: string,
  input: GenerateSceneInput,
  labels: WorkflowLabels,
): Promise<GeneratedImage> {
  await executeWorkflow(deps, generateScene, startOptions<typeof generateScene>(workflowId, [input], labels, ctx.state.requestId));
  return deps.dataSource.getRepository(GeneratedImage).findOneByOrFail({ id: input.imageId });
}

export function generateRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'get',
    path: '/api/models',
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
    tag: 'Generation',
    summary: 'Generate a scene of a character and/or brand, retrying until the consistency score passes (1 credit)',
    body: GenerateBody,
    responses: {
      200: { description: 'The generated (or cached) image with its scores', schema: GenerateResultSchema },
      400: { description: 'Invalid parameters, no reference images, previous_image_id not yours or for another character', schema: ErrorSchema },
      402: { description: 'Not enough credits (body carries credits and required)', schema: ErrorSchema },
      404: { description: 'Character or brand kit not found', schema: ErrorSchema },
      409: { description: 'Character is a draft, or the Idempotency-Key was used with another body', schema: ErrorSchema },
      502: { description: 'The image model failed on every attempt (credit refunded)', schema: ErrorSchema },
    },
    handler: async (ctx, { body, user }) => {
      const spec = await sceneSpecFor(deps, user.id, body);
      const cacheKey = cacheKeyOf(user.id, spec, body);
      if (!body.no_cache) {
        const cached = await findCached(deps, user.id, cacheKey, body.min_score);
        if (cached) return { body: generateResultView(deps, cached, true) };
      }
      const { operationId: imageId } = await claimPaidOperation(ctx, deps, user, COSTS.generate, canonicalJson(body), workflowIds.generate);
      const image = await runGenerateScene(
        deps,
        ctx,
        workflowIds.generate(imageId),
        {
          imageId,
          userId: user.id,
          kind: 'scene',
          cost: COSTS.generate,
          spec,
          policy: { maxAttempts: body.max_retries, minScore: body.min_score, requireAllCharacters: false },
          baseSeed: seedFrom(imageId),
          characterId: body.character_id,
          brandKitId: body.brand_kit_id,
          cacheKey,
        },
        { userId: user.id, kind: 'generate', characterId: body.character_id, summary: `generate: ${body.prompt.slice(0, 80)}` },
      );
      return { body: generateResultView(deps, image, false) };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/generate-multi',
    tag: 'Generation',
    summary: 'Generate one scene with 2-4 of your characters, each scored (2 credits)',
    body: GenerateMultiBody,
    responses: {
      200: { description: 'The scene with a score per character', schema: MultiGenerateResultSchema },
      400: { description: 'Invalid parameters (character count, duplicates, unknown model, missing references)', schema: ErrorSchema },
      402: { description: 'Not enough credits', schema: ErrorSchema },
      404: { description: 'A character not found', schema: ErrorSchema },
      409: { description: 'A character is a draft', schema: ErrorSchema },
      502: { description: 'The image model failed on every attempt (credits refunded)', schema: ErrorSchema },
    },
    handler: async (ctx, { body, user }) => {
      const spec = await multiSceneSpec(deps, user.id, body);
      const { operationId: imageId } = await claimPaidOperation(ctx, deps, user, COSTS.generateMulti, canonicalJson(body), workflowIds.multi);
      const image = await runGenerateScene(
        deps,
        ctx,
        workflowIds.multi(imageId),
        {
          imageId,
          userId: user.id,
          kind: 'multi',
          cost: COSTS.generateMulti,
          spec,
          policy: { maxAttempts: body.max_retries, minScore: body.min_score, requireAllCharacters: true },
          baseSeed: seedFrom(imageId),
        },
        { userId: user.id, kind: 'generate-multi', summary: `multi (${spec.characters.map((c) => c.name).join(', ')}): ${body.prompt.slice(0, 60)}` },
      );
      return { body: multiResultView(deps, image, spec) };
    },
  });
}

