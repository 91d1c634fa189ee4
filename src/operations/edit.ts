// Edit a picture in words, inside a mask or a region when given (1 credit, refunded on failure): an editScene run that
// makes a new image, judged for its characters as any generation, naming the picture it was edited from (kept). A
// scene's edit is a new scene; a comic panel's edit is the panel's new picture.
import { COSTS } from '../config/pricing';
import { conflict } from '../errors';
import type { ComicPanel } from '../entities/comic-panel';
import type { GeneratedImage } from '../entities/generated-image';
import { maskFromRegion, maskFromUpload, pngSize, type Region } from '../images/masks';
import { hashOf } from '../services/canonical-hash';
import { newStorageKey } from '../storage';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { DeliveredImage, PanelSlot, ResolvedScene, SceneEdit } from '../temporal/contracts/payloads';
import type { Caller, OperationDeps } from './context';
import type { GenerateSceneInput } from './generate';
import { claimPaidOperation } from './paid-requests';
import { checkModelName, seedFrom } from './run-inputs';
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

/** How a comic's panel looks beside its scene prompt: the comic's style and the panel's framing. */
type PanelLook = Pick<ResolvedScene, 'stylePreset' | 'shot'>;

/** The scene a picture was made from, to edit: its prompt, characters and poses, with the edit as its anchor. */
async function editedScene(deps: OperationDeps, userId: string, source: GeneratedImage, model: string, edit: SceneEdit, look: PanelLook = {}): Promise<ResolvedScene> {
  const characters = await deps.services.sceneRequests.characters(userId, source.characterIds);
  const poses = source.poses ? characters.map((character) => source.poses?.find((pose) => pose.name === character.name)?.pose ?? null) : undefined;
  return { prompt: source.prompt, model, artStyle: source.artStyle ?? undefined, ...look, characters, ...(poses ? { poses } : {}), anchors: { edit } };
}

/** Where an edit goes: a new scene (kind edit), or a comic's panel that shows it (kind comic_panel). */
interface EditTarget {
  kind: 'edit' | 'comic_panel';
  panel?: PanelSlot;
  look?: PanelLook;
}

/** Edits one of the caller's scenes. */
export async function editImage(deps: OperationDeps, caller: Caller, sourceImageId: string, request: EditRequest): Promise<EditResult> {
  const source = await deps.services.scenes.get(caller.user.id, sourceImageId);
  return runEdit(deps, caller, source, request, { kind: 'edit' });
}

/** Edits the picture of one of the caller's comic panels: the panel shows the edit, the picture it was edited from is kept. */
export async function editComicPanel(deps: OperationDeps, caller: Caller, slot: PanelSlot, request: EditRequest): Promise<EditResult & { panel: ComicPanel }> {
  const made = { model: deps.imageModels.defaultName, seed: seedFrom(`${slot.comicId}:${slot.pageNumber}`) };
  const { comic, panel, picture } = await deps.services.comics.panelPicture(caller.user.id, slot.comicId, slot.pageNumber, made);
  const result = await runEdit(deps, caller, picture, request, { kind: 'comic_panel', panel: slot, look: { stylePreset: comic.stylePreset, shot: panel.shot } });
  return { ...result, panel: await deps.services.comics.panel(slot.comicId, slot.pageNumber) };
}

/**
 * The mask is checked (400, nothing charged) before the credit is claimed; the editScene run then makes the edit,
 * judges it and records it (and shows it on the panel) as it delivers it.
 */
async function runEdit(deps: OperationDeps, caller: Caller, source: GeneratedImage, request: EditRequest, target: EditTarget): Promise<EditResult> {
  const { user } = caller;
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
  const edit: SceneEdit = { sourceImageKey: source.imageKey, sourceSeed: source.seed, instruction: request.instruction, ...(maskKey ? { maskKey } : {}) };
  const scene = await editedScene(deps, user.id, source, model, edit, target.look);
  const input: GenerateSceneInput = {
    imageId,
    userId: user.id,
    kind: target.kind,
    unitCost: COSTS.edit,
    scene,
    policy: { maxAttempts: request.maxRetries, minScore: request.minScore, requireAllCharacters: scene.characters.length > 1 },
    baseSeed: source.seed,
    characterId: source.characterId ?? undefined,
    brandKitId: source.brandKitId ?? undefined,
    editedFromImageId: source.id,
    ...(target.panel ? { panel: target.panel } : {}),
  };
  const where = target.panel ? `comic ${target.panel.comicId} panel ${target.panel.pageNumber}` : source.id;
  const labels = { userId: user.id, kind: 'edit', characterId: source.characterId ?? undefined, summary: `edit ${where}: ${request.instruction.slice(0, 70)}` };
  const image = await runToEnd<GenerateSceneInput, DeliveredImage>(deps, { workflowType: WORKFLOW_TYPES.editScene, workflowId: workflowIds.edit(imageId), input, labels, requestId: caller.requestId });
  return { image, editedFromImageId: source.id };
}
