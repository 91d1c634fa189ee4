// Plan a comic from a story idea and generate its panels in the background (1 credit per planned panel): the
// request answers at once; a generateComic run plans, anchors the setting, renders the panels and records each as it
// lands, and the caller polls the comic.
import { styleLockOf } from '../comics/styles';
import { COSTS, LIMITS } from '../config/pricing';
import { detectLanguage } from '../lettering/language';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { AttemptPolicy, SceneCharacter } from '../temporal/contracts/payloads';
import type { ComicStyleKey } from '../vocabulary';
import type { Caller, OperationDeps } from './context';
import { plannerWarning } from './language-warnings';
import { claimPaidOperation } from './paid-requests';
import { seedFrom } from './run-inputs';
import { startOrJoin } from './workflow-runs';

/** The locked look of a comic, the same for every panel. */
export interface ComicLook {
  model: string;
  stylePreset: ComicStyleKey;
  styleLock: string;
}

/** Input of the generateComic workflow. */
export interface GenerateComicInput {
  comicId: string;
  userId: string;
  title: string;
  story: string;
  characters: SceneCharacter[];
  pageCount: number;
  look: ComicLook;
  /** Credits per planned panel. */
  unitCost: number;
  panelPolicy: AttemptPolicy;
  baseSeed: number;
  /** Panels rendered at the same time (config.comicConcurrency). */
  concurrency: number;
  /** BCP 47: the language the planner writes captions in (absent in runs started before comics had one). */
  language?: string;
}

export interface GenerateComicOutput {
  comicId: string;
  status: 'ready' | 'failed';
  rendered: number;
  failed: number;
}

export interface ComicRequest {
  title: string;
  story: string;
  characterIds: string[];
  pageCount: number;
  stylePreset: ComicStyleKey;
  /** BCP 47; detected from the title and story when not given. */
  language?: string;
}

/** Render + score attempts of one comic panel, and the score that stops early. */
export const PANEL_POLICY: AttemptPolicy = {
  maxAttempts: LIMITS.comicPanelPolicy.attempts,
  minScore: LIMITS.comicPanelPolicy.minScore,
  requireAllCharacters: false,
};

/**
 * Creates the comic (status generating) and starts or joins its run; returns the comic id at once, with a warning
 * when the planner cannot read the story.
 */
export async function startComic(deps: OperationDeps, caller: Caller, request: ComicRequest): Promise<{ comicId: string; pageCount: number; warning?: string }> {
  const { user } = caller;
  const language = request.language ?? detectLanguage([request.title, request.story]);
  const characters = await deps.services.sceneRequests.characters(user.id, request.characterIds);
  const cost = request.pageCount * COSTS.comicPanel;
  const { operationId: comicId, replay } = await claimPaidOperation(deps, caller, cost, request, workflowIds.comicGenerate);
  if (!replay) {
    await deps.services.comics.create(user.id, {
      id: comicId,
      title: request.title,
      storyPrompt: request.story,
      characterIds: request.characterIds,
      stylePreset: request.stylePreset,
      status: 'generating',
      language,
    });
  }
  const input: GenerateComicInput = {
    comicId,
    userId: user.id,
    title: request.title,
    story: request.story,
    characters,
    pageCount: request.pageCount,
    look: { model: deps.imageModels.defaultName, stylePreset: request.stylePreset, styleLock: styleLockOf(request.stylePreset) },
    unitCost: COSTS.comicPanel,
    panelPolicy: PANEL_POLICY,
    baseSeed: seedFrom(comicId),
    concurrency: deps.config.comicConcurrency,
    language,
  };
  const labels = { userId: user.id, kind: 'comic', summary: `comic: ${request.title.slice(0, 80)}` };
  await startOrJoin<GenerateComicInput, GenerateComicOutput>(deps, {
    workflowType: WORKFLOW_TYPES.generateComic,
    workflowId: workflowIds.comicGenerate(comicId),
    input,
    labels,
    requestId: caller.requestId,
  });
  return { comicId, pageCount: request.pageCount, warning: plannerWarning(deps.imageModels, [request.title, request.story]) };
}
