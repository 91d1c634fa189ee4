// One paid panel of an existing comic (1 credit, refunded on failure): a generateComicPanel run that renders it with
// the comic's locks and records it at its slot, inserting it or replacing the panel there.
import { appearingCharacters, panelScenePrompt } from '../comics/prompt';
import type { PanelScript } from '../comics/script';
import { COSTS } from '../config/pricing';
import type { ComicPanel } from '../entities/comic-panel';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import { badRequest } from '../errors';
import { poseOf, type PoseRequest } from '../poses/formats';
import type { AttemptPolicy, ResolvedScene, SceneCharacter } from '../temporal/contracts/payloads';
import type { ComicShotKey } from '../vocabulary';
import { PANEL_POLICY } from './comic';
import type { Caller, OperationDeps } from './context';
import { claimPaidOperation } from './paid-requests';
import { seedFrom } from './run-inputs';
import { runToEnd } from './workflow-runs';

/** Input of the generateComicPanel workflow. */
export interface GenerateComicPanelInput {
  comicId: string;
  userId: string;
  panel: PanelScript;
  /** The appearing characters, the locks in the prompt, the anchors. */
  scene: ResolvedScene;
  characterNames: string[];
  unitCost: number;
  policy: AttemptPolicy;
  baseSeed: number;
}

export interface PanelRequest {
  comicId: string;
  pageNumber: number;
  action: string;
  shot: ComicShotKey;
  caption: string;
  captionType: 'narration' | 'dialogue';
  speaker?: string;
  continueFrom?: number;
  /** Poses by character id (checked by the route's schema; each must be one of the comic's characters). */
  poses?: Record<string, PoseRequest>;
}

/** The characters given a pose; 400 for a pose keyed by an id that is not one of the comic's characters. */
function posedCharacters(characters: SceneCharacter[], poses: PanelRequest['poses']): SceneCharacter[] {
  const ids = Object.keys(poses ?? {});
  const stranger = ids.find((id) => !characters.some((character) => character.id === id));
  if (stranger) throw badRequest(`poses: ${stranger} is not one of the comic's characters`);
  return characters.filter((character) => ids.includes(character.id));
}

export async function generateComicPanel(deps: OperationDeps, caller: Caller, request: PanelRequest): Promise<ComicPanel> {
  const { user } = caller;
  const checked = await deps.services.comics.checkPanelRequest(user.id, request.comicId, request);
  const { comic, speaker } = checked;
  const characters = await deps.services.sceneRequests.characters(user.id, checked.characters.map((character) => character.id));
  const posed = posedCharacters(characters, request.poses);
  const appearing = [...new Set([...appearingCharacters(characters.map((character) => character.name), request.action, speaker), ...posed.map((character) => character.name)])];
  const panel: PanelScript = {
    pageNumber: request.pageNumber,
    caption: request.caption,
    captionType: request.captionType,
    speaker,
    action: request.action,
    shot: request.shot,
    scenePrompt: panelScenePrompt({ setting: comic.setting, action: request.action, appearing, outfitLocks: comic.outfitLocks, styleLock: comic.styleLock }),
  };
  const inPanel = characters.filter((character) => appearing.includes(character.name));
  const scene: ResolvedScene = {
    prompt: panel.scenePrompt,
    model: deps.imageModels.defaultName,
    stylePreset: comic.stylePreset,
    shot: request.shot,
    characters: inPanel,
    ...(posed.length ? { poses: inPanel.map((character) => (request.poses?.[character.id] ? poseOf(request.poses[character.id]) : null)) } : {}),
    anchors: { settingAnchorKey: comic.settingAnchorKey ?? undefined, previousImageKey: checked.continueFrom?.imageKey ?? undefined },
  };
  const workflowIdFor = (operationId: string) => workflowIds.comicPanel(comic.id, request.pageNumber, operationId);
  const { operationId } = await claimPaidOperation(deps, caller, COSTS.comicPanel, request, workflowIdFor);
  const input: GenerateComicPanelInput = {
    comicId: comic.id,
    userId: user.id,
    panel,
    scene,
    characterNames: characters.map((character) => character.name),
    unitCost: COSTS.comicPanel,
    policy: PANEL_POLICY,
    baseSeed: seedFrom(operationId),
  };
  const labels = { userId: user.id, kind: 'comic_panel', summary: `comic panel ${request.pageNumber}: ${request.action.slice(0, 80)}` };
  await runToEnd<GenerateComicPanelInput, { panelId: string }>(deps, {
    workflowType: WORKFLOW_TYPES.generateComicPanel,
    workflowId: workflowIdFor(operationId),
    input,
    labels,
    requestId: caller.requestId,
  });
  return deps.services.comics.panel(comic.id, request.pageNumber);
}
