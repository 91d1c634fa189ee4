// Generate one scene with 2-4 of the caller's characters (2 credits): a generateScene run that retries until the
// judge finds everyone and the average score passes.
import { COSTS } from '../config/pricing';
import { workflowIds } from '../temporal/contracts/names';
import type { DeliveredImage, SceneCharacter } from '../temporal/contracts/payloads';
import type { Caller, OperationDeps } from './context';
import { runGenerateScene, type GenerateSceneInput } from './generate';
import { claimPaidOperation, joinRetriedRun } from './paid-requests';
import { checkModelName, seedFrom } from './run-inputs';
import type { PoseRequest } from '../poses/formats';
import { resolvePose } from './poses';

export interface MultiRequest {
  characterIds: string[];
  prompt: string;
  artStyle?: string;
  model?: string;
  maxRetries: number;
  minScore: number;
  /** One pose per character, in character_ids order (null: as the prompt says); checked by the route's schema. */
  poses?: Array<PoseRequest | null>;
}

export interface MultiResult {
  image: DeliveredImage;
  characters: Array<{ id: string; name: string; score: number }>;
  /** `pulid` when any character has face_mode pulid (identity-preserving), else `illustrated`. */
  mode: 'pulid' | 'illustrated';
}

/** The scene of the characters (their poses worked out), charged and drawn by a new generateScene run. */
async function drawMulti(deps: OperationDeps, caller: Caller, request: MultiRequest, characters: SceneCharacter[]): Promise<DeliveredImage> {
  const { user } = caller;
  const model = checkModelName(request.model, deps.imageModels);
  const poses = request.poses && (await Promise.all(request.poses.map(async (pose, i) => pose && (await resolvePose(deps, caller, pose, `poses.${request.characterIds[i]}.photo`)))));
  const { operationId: imageId } = await claimPaidOperation(deps, caller, COSTS.generateMulti, request, workflowIds.multi);
  const input: GenerateSceneInput = {
    imageId,
    userId: user.id,
    kind: 'multi',
    unitCost: COSTS.generateMulti,
    scene: { prompt: request.prompt, model, artStyle: request.artStyle, characters, ...(poses ? { poses } : {}) },
    policy: { maxAttempts: request.maxRetries, minScore: request.minScore, requireAllCharacters: true },
    baseSeed: seedFrom(imageId),
  };
  const names = characters.map((character) => character.name).join(', ');
  const labels = { userId: user.id, kind: 'generate-multi', summary: `multi (${names}): ${request.prompt.slice(0, 60)}` };
  return runGenerateScene(deps, workflowIds.multi(imageId), input, labels, caller.requestId);
}

export async function generateMulti(deps: OperationDeps, caller: Caller, request: MultiRequest): Promise<MultiResult> {
  const characters = await deps.services.sceneRequests.characters(caller.user.id, request.characterIds);
  const image = (await joinRetriedRun<DeliveredImage>(deps, caller, request)) ?? (await drawMulti(deps, caller, request, characters));
  return {
    image,
    characters: characters.map((character, index) => ({ id: character.id, name: character.name, score: image.characterScores[index]?.score ?? 0 })),
    mode: characters.some((character) => character.faceMode === 'pulid') ? 'pulid' : 'illustrated',
  };
}
