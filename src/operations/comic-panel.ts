// One paid panel of an existing comic (1 credit, refunded on failure): a generateComicPanel run that renders it with
// the comic's locks and records it at its slot, inserting it or replacing the panel there.
import { appearingCharacters, panelScenePrompt } from '../comics/prompt';
import type { PanelScript } from '../comics/script';
import { COSTS } from '../config/pricing';
import type { ComicPanel } from '../entities/comic-panel';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { AttemptPolicy, ResolvedScene } from '../temporal/contracts/payloads';
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
}

export async function generateComicPanel(deps: OperationDeps, caller: Caller, request: PanelRequest): Promise<ComicPanel> {
  const { user } = caller;
  const checked = await deps.services.comics.checkPanelRequest(user.id, request.comicId, request);
  const { comic, speaker } = checked;
  const characters = await deps.services.sceneRequests.characters(user.id, checked.characters.map((character) => character.id));
  const appearing = appearingCharacters(characters.map((character) => character.name), request.action, speaker);
  const panel: PanelScript = {
    pageNumber: request.pageNumber,
    caption: request.caption,
    captionType: request.captionType,
    speaker,
    action: request.action,
    shot: request.shot,
    scenePrompt: panelScenePrompt({ setting: comic.setting, action: request.action, appearing, outfitLocks: comic.outfitLocks, styleLock: comic.styleLock }),
  };
  const scene: ResolvedScene = {
    prompt: panel.scenePrompt,
    model: deps.imageModels.defaultName,
    stylePreset: comic.stylePreset,
    shot: request.shot,
    characters: characters.filter((character) => appearing.includes(character.name)),
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
