// Generate one scene of a character and/or a brand kit (1 credit): the cached result when there is one, else a
// generateScene run that retries until the judge is satisfied.
import { COSTS } from '../config/pricing';
import { hashOf } from '../services/canonical-hash';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { AttemptPolicy, DeliveredImage, ResolvedScene, PanelSlot } from '../temporal/contracts/payloads';
import type { Caller, OperationDeps } from './context';
import { claimPaidOperation } from './paid-requests';
import { poseOf, type PoseRequest } from '../poses/formats';
import { checkModelName, seedFrom } from './run-inputs';
import { runToEnd, type RunLabels } from './workflow-runs';

/** Input of the generateScene workflow (generate and generate-multi). */
export interface GenerateSceneInput {
  imageId: string;
  userId: string;
  kind: 'scene' | 'multi' | 'edit' | 'comic_panel';
  /** Credits of the one image, charged up front and refunded when it is not delivered. */
  unitCost: number;
  scene: ResolvedScene;
  policy: AttemptPolicy;
  baseSeed: number;
  /** The character the scene is anchored on (single-character scenes). */
  characterId?: string;
  brandKitId?: string;
  cacheKey?: string;
  /** An edit (editScene): the image it is edited from. */
  editedFromImageId?: string;
  /** An edit of a comic's panel: the panel shows the edited picture once it is delivered. */
  panel?: PanelSlot;
}

export type GenerateSceneOutput = DeliveredImage;

export interface GenerateRequest {
  prompt: string;
  characterId?: string;
  brandKitId?: string;
  brandAssetIds?: string[];
  previousImageId?: string;
  artStyle?: string;
  model?: string;
  maxRetries: number;
  minScore: number;
  noCache: boolean;
  /** The pose to draw the character in (checked by the route's schema). */
  pose?: PoseRequest;
}

export interface GenerateResult extends DeliveredImage {
  cached: boolean;
}

/** What makes two requests the same picture: everything that reaches the renderer. */
function cacheKeyOf(userId: string, scene: ResolvedScene, request: GenerateRequest): string {
  return hashOf({
    userId,
    characters: scene.characters.map((character) => ({ id: character.id, references: character.referenceKeys })),
    brand: scene.brand && { ...scene.brand, assets: scene.brand.assets.map((asset) => asset.id) },
    prompt: scene.prompt,
    artStyle: scene.artStyle,
    model: scene.model,
    previousImageId: request.previousImageId,
    poses: scene.poses,
  });
}

/** The scene a request describes, checked: the character, the image it continues, the brand kit, the model. */
async function resolveScene(deps: OperationDeps, userId: string, request: GenerateRequest): Promise<ResolvedScene> {
  const requests = deps.services.sceneRequests;
  const model = checkModelName(request.model, deps.imageModels);
  const character = request.characterId ? await requests.character(userId, request.characterId) : undefined;
  const previous = request.previousImageId ? await requests.previousImage(userId, request.previousImageId, request.characterId) : undefined;
  const brand = request.brandKitId ? await requests.brand(userId, request.brandKitId, request.brandAssetIds) : undefined;
  return {
    prompt: request.prompt,
    model,
    artStyle: request.artStyle,
    characters: character ? [character] : [],
    ...(character && request.pose ? { poses: [poseOf(request.pose)] } : {}),
    brand,
    anchors: previous ? { previousImageKey: previous.imageKey } : undefined,
  };
}

/** Runs generateScene to its end: one charged image, delivered or refunded. Shared by generate and generate-multi. */
export function runGenerateScene(deps: OperationDeps, workflowId: string, input: GenerateSceneInput, labels: RunLabels, requestId: string): Promise<GenerateSceneOutput> {
  return runToEnd<GenerateSceneInput, GenerateSceneOutput>(deps, { workflowType: WORKFLOW_TYPES.generateScene, workflowId, input, labels, requestId });
}

export async function generate(deps: OperationDeps, caller: Caller, request: GenerateRequest): Promise<GenerateResult> {
  const { user } = caller;
  const scene = await resolveScene(deps, user.id, request);
  const cacheKey = cacheKeyOf(user.id, scene, request);
  if (!request.noCache) {
    const cached = await deps.services.images.cachedScene(user.id, cacheKey, request.minScore);
    if (cached) return { ...cached, poses: cached.poses?.map(({ name, pck }) => ({ name, pck })), cached: true };
  }
  const { operationId: imageId } = await claimPaidOperation(deps, caller, COSTS.generate, request, workflowIds.generate);
  const input: GenerateSceneInput = {
    imageId,
    userId: user.id,
    kind: 'scene',
    unitCost: COSTS.generate,
    scene,
    policy: { maxAttempts: request.maxRetries, minScore: request.minScore, requireAllCharacters: false },
    baseSeed: seedFrom(imageId),
    characterId: request.characterId,
    brandKitId: request.brandKitId,
    cacheKey,
  };
  const labels = { userId: user.id, kind: 'generate', characterId: request.characterId, summary: `generate: ${request.prompt.slice(0, 80)}` };
  const image = await runGenerateScene(deps, workflowIds.generate(imageId), input, labels, caller.requestId);
  return { ...image, cached: false };
}
