// Edit a picture in words, inside a mask or a region when given (1 credit, refunded on failure): an editScene run that
// makes a new image, judged for its characters as any generation, naming the picture it was edited from (kept).
import { COSTS } from '../config/pricing';
import { conflict } from '../errors';
import type { GeneratedImage } from '../entities/generated-image';
import { maskFromRegion, maskFromUpload, pngSize, type Region } from '../images/masks';
import { hashOf } from '../services/canonical-hash';
import { newStorageKey } from '../storage';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { DeliveredImage, ResolvedScene } from '../temporal/contracts/payloads';
import type { Caller, OperationDeps } from './context';
import type { GenerateSceneInput } from './generate';
import { claimPaidOperation } from './paid-requests';
import { checkModelName } from './run-inputs';
import { runToEnd } from './workflow-runs';

export interface EditRequest {
  instruction: string;
  /** A PNG the picture's size, white (or transparent) where it may change. */
  mask?: Buffer;
  /** Or a box in percent of the picture. */
  region?: Region;
  /** The image model; default the one that made the picture. */
  model?: string;
  maxRetries: number;
  minScore: number;
}

export interface EditResult {
  image: DeliveredImage;
  editedFromImageId: string;
}

/** The scene a picture was made from, to edit: its prompt, characters and poses, with the edit as its anchor. */
async function editedScene(deps: OperationDeps, userId: string, source: GeneratedImage, model: string, edit: NonNullable<ResolvedScene['anchors']>['edit']): Promise<ResolvedScene> {
  const characters = await deps.services.sceneRequests.characters(userId, source.characterIds);
  const poses = source.poses ? characters.map((character) => source.poses?.find((pose) => pose.name === character.name)?.pose ?? null) : undefined;
  return { prompt: source.prompt, model, artStyle: source.artStyle ?? undefined, characters, ...(poses ? { poses } : {}), anchors: { edit } };
}

/** Edits one of the caller's scenes. */
export async function editImage(deps: OperationDeps, caller: Caller, sourceImageId: string, request: EditRequest): Promise<EditResult> {
  const { user } = caller;
  const source = await deps.services.scenes.get(user.id, sourceImageId);
  const model = checkModelName(request.model ?? source.model, deps.imageModels);
  const stored = await deps.storage.get(source.imageKey);
  if (!stored) throw conflict('The picture\'s file is missing: it cannot be edited');
  const picture = pngSize(stored);
  const mask = request.mask ? await maskFromUpload(request.mask, picture) : request.region ? await maskFromRegion(request.region, picture) : undefined;
  const claimed = { instruction: request.instruction, mask: request.mask && hashOf(request.mask.toString('base64')), region: request.region, model, maxRetries: request.maxRetries, minScore: request.minScore, source: source.id };
  const { operationId: imageId } = await claimPaidOperation(deps, caller, COSTS.edit, claimed, workflowIds.edit);
  let maskKey: string | undefined;
  if (mask) {
    maskKey = newStorageKey('sources');
    await deps.storage.put(maskKey, mask, 'image/png');
  }
  const scene = await editedScene(deps, user.id, source, model, { sourceImageKey: source.imageKey, sourceSeed: source.seed, instruction: request.instruction, ...(maskKey ? { maskKey } : {}) });
  const input: GenerateSceneInput = {
    imageId,
    userId: user.id,
    kind: 'edit',
    unitCost: COSTS.edit,
    scene,
    policy: { maxAttempts: request.maxRetries, minScore: request.minScore, requireAllCharacters: scene.characters.length > 1 },
    baseSeed: source.seed,
    characterId: source.characterId ?? undefined,
    brandKitId: source.brandKitId ?? undefined,
    editedFromImageId: source.id,
  };
  const labels = { userId: user.id, kind: 'edit', characterId: source.characterId ?? undefined, summary: `edit ${source.id}: ${request.instruction.slice(0, 70)}` };
  const image = await runToEnd<GenerateSceneInput, DeliveredImage>(deps, { workflowType: WORKFLOW_TYPES.editScene, workflowId: workflowIds.edit(imageId), input, labels, requestId: caller.requestId });
  return { image, editedFromImageId: source.id };
}
