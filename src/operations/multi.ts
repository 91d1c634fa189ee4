// Generate one scene with 2-4 of the caller's characters (2 credits): a generateScene run that retries until the
// judge finds everyone and the average score passes.
import { COSTS } from '../config/pricing';
import { workflowIds } from '../temporal/contracts/names';
import type { DeliveredImage } from '../temporal/contracts/payloads';
import type { Caller, OperationDeps } from './context';
import { runGenerateScene, type GenerateSceneInput } from './generate';
import { claimPaidOperation } from './paid-requests';
import { checkModelName, seedFrom } from './run-inputs';
import { poseOf, type PoseRequest } from '../poses/formats';

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

export async function generateMulti(deps: OperationDeps, caller: Caller, request: MultiRequest): Promise<MultiResult> {
  const { user } = caller;
  const model = checkModelName(request.model, deps.imageModels);
  const characters = await deps.services.sceneRequests.characters(user.id, request.characterIds);
  const { operationId: imageId } = await claimPaidOperation(deps, caller, COSTS.generateMulti, request, workflowIds.multi);
  const input: GenerateSceneInput = {
    imageId,
    userId: user.id,
    kind: 'multi',
    unitCost: COSTS.generateMulti,
    scene: { prompt: request.prompt, model, artStyle: request.artStyle, characters, ...(request.poses ? { poses: request.poses.map((pose) => pose && poseOf(pose)) } : {}) },
    policy: { maxAttempts: request.maxRetries, minScore: request.minScore, requireAllCharacters: true },
    baseSeed: seedFrom(imageId),
  };
  const names = characters.map((character) => character.name).join(', ');
  const labels = { userId: user.id, kind: 'generate-multi', summary: `multi (${names}): ${request.prompt.slice(0, 60)}` };
  const image = await runGenerateScene(deps, workflowIds.multi(imageId), input, labels, caller.requestId);
  return {
    image,
    characters: characters.map((character, index) => ({ id: character.id, name: character.name, score: image.characterScores[index]?.score ?? 0 })),
    mode: characters.some((character) => character.faceMode === 'pulid') ? 'pulid' : 'illustrated',
  };
}
