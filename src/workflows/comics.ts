// Comic workflows. generateComic: plan -> record the plan -> setting anchor -> reserve every panel's credit ->
// render panels in bounded parallel lanes, recording each as it lands and refunding each that fails -> ready/failed.
// generateComicPanel: one paid panel of an existing comic, inserted at its slot or replacing the slot's panel.
import { ActivityFailure, ApplicationFailure, defineQuery, setHandler, workflowInfo } from '@temporalio/workflow';
import type { PanelScript } from '../activities/comics';
import type { ComicScript, ScriptPanel } from '../comics/script';
import { COSTS, LIMITS } from '../config/pricing';
import type { ComicStyleKey } from '../vocabulary';
import type { AttemptPolicy, AttemptsOutcome, SceneCharacter, SceneSpec } from '../temporal/contracts/payloads';
import { creditOperation, FAILURE_TYPES } from '../temporal/contracts/names';
import { bookkeeping, modelCalls } from './activities';
import { attemptUntilPassing } from './attempts';
import { inLanes } from './lanes';
import { publishStatus } from './status';

/** The locked look of a comic, the same for every panel. */
export interface ComicLook {
  model: string;
  stylePreset: ComicStyleKey;
  styleLock: string;
}

export interface GenerateComicInput {
  comicId: string;
  userId: string;
  title: string;
  story: string;
  characters: SceneCharacter[];
  pageCount: number;
  look: ComicLook;
  baseSeed: number;
  /** Panels rendered at the same time (config.comicConcurrency). */
  concurrency: number;
}

export interface GenerateComicOutput {
  comicId: string;
  status: 'ready' | 'failed';
  rendered: number;
  failed: number;
}

export interface ComicProgress {
  status: string;
  planned: number;
  rendered: number;
  failed: number;
}

export const comicProgressQuery = defineQuery<ComicProgress>('progress');

export interface GenerateComicPanelInput {
  comicId: string;
  userId: string;
  panel: PanelScript;
  /** Resolved by the API: the appearing characters, the locks in the prompt, the anchors. */
  spec: SceneSpec;
  characterNames: string[];
  baseSeed: number;
}

const PANEL_POLICY: AttemptPolicy = {
  maxAttempts: LIMITS.comicPanelPolicy.attempts,
  minScore: LIMITS.comicPanelPolicy.minScore,
  requireAllCharacters: false,
};
const PAGE_SEED_STEP = 104_729;
const SEED_MODULUS = 2_147_483_647;

function failureMessage(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

function pageSeed(baseSeed: number, pageNumber: number): number {
  return (baseSeed + pageNumber * PAGE_SEED_STEP) % SEED_MODULUS;
}

/** Render + score attempts of one panel; a failure anywhere (model or judge) is an outcome without an image. */
async function attemptPanel(spec: SceneSpec, seed: number): Promise<AttemptsOutcome> {
  try {
    return await attemptUntilPassing(spec, PANEL_POLICY, seed, { folder: 'panels' });
  } catch (error) {
    return { attempts: 1, errors: [failureMessage(error)] };
  }
}

function noImageMessage(outcome: AttemptsOutcome): string {
  return `The image model failed on every attempt (${outcome.attempts}): ${outcome.errors.at(-1) ?? 'unknown error'}. The panel's credit was refunded.`;
}

function panelSpec(panel: ScriptPanel, characters: SceneCharacter[], look: ComicLook, settingAnchorKey: string | undefined): SceneSpec {
  const appearing = panel.characterNames.map((name) => characters.find((character) => character.name === name)).filter((c): c is SceneCharacter => !!c);
  return {
    prompt: panel.scenePrompt,
    model: look.model,
    stylePreset: look.stylePreset,
    shot: panel.shot,
    characters: appearing,
    anchors: settingAnchorKey ? { settingAnchorKey } : undefined,
  };
}

/**
 * The establishing shot (not a panel, not charged); without it panels still render, just unanchored. The cast is
 * in it (small, in an establishing framing) because renderers frame a shot on its characters.
 */
async function renderSettingAnchor(input: GenerateComicInput, script: ComicScript): Promise<string | undefined> {
  try {
    const image = await modelCalls.renderScene({
      spec: { prompt: script.settingAnchorPrompt, model: input.look.model, stylePreset: input.look.stylePreset, shot: 'establishing', characters: input.characters },
      seed: input.baseSeed,
      folder: 'panels',
    });
    await bookkeeping.recordSettingAnchor({ comicId: input.comicId, imageKey: image.imageKey });
    return image.imageKey;
  } catch {
    return undefined;
  }
}

export async function generateComic(input: GenerateComicInput): Promise<GenerateComicOutput> {
  const progress: ComicProgress = { status: 'planning', planned: 0, rendered: 0, failed: 0 };
  setHandler(comicProgressQuery, () => progress);
  const setStatus = (status: string) => {
    progress.status = status;
    publishStatus(status);
  };
  const { comicId, userId } = input;
  const characterNames = input.characters.map((character) => character.name);
  const finish = async (status: 'ready' | 'failed', error?: string): Promise<GenerateComicOutput> => {
    await bookkeeping.setComicStatus({ comicId, status, error });
    setStatus(status);
    return { comicId, status, rendered: progress.rendered, failed: progress.failed };
  };

  let script: ComicScript;
  try {
    script = await modelCalls.planComic({
      title: input.title,
      story: input.story,
      characters: input.characters.map(({ name, description, descriptor }) => ({ name, description, descriptor })),
      pageCount: input.pageCount,
      style: input.look.stylePreset,
      styleLock: input.look.styleLock,
    });
  } catch (error) {
    return finish('failed', `Planning the story failed: ${failureMessage(error)}. Nothing was charged.`);
  }
  await bookkeeping.recordComicPlan({ comicId, script, characterNames });
  progress.planned = script.panels.length;

  setStatus('anchoring');
  const settingAnchorKey = await renderSettingAnchor(input, script);

  setStatus('reserving');
  const operationId = creditOperation.fromWorkflowId(workflowInfo().workflowId);
  try {
    await bookkeeping.reserveCredits({ userId, operationId, amount: script.panels.length * COSTS.comicPanel, description: `comic ${comicId}: ${script.panels.length} panel(s)` });
  } catch (error) {
    return finish('failed', `${failureMessage(error)}. Nothing was charged.`);
  }

  setStatus('rendering');
  await inLanes(script.panels, input.concurrency, async (panel) => {
    const outcome = await attemptPanel(panelSpec(panel, input.characters, input.look, settingAnchorKey), pageSeed(input.baseSeed, panel.pageNumber));
    if (outcome.chosen) {
      const { characterNames: _drawn, ...fields } = panel;
      await bookkeeping.recordComicPanel({ comicId, panel: fields, image: outcome.chosen.image, consistencyScore: outcome.chosen.consistencyScore, characterNames });
      progress.rendered += 1;
    } else {
      await bookkeeping.refundCredits({ userId, operationId, unit: panel.pageNumber, amount: COSTS.comicPanel, description: `comic panel ${panel.pageNumber} failed` });
      await bookkeeping.recordPanelFailure({ comicId, pageNumber: panel.pageNumber, error: noImageMessage(outcome) });
      progress.failed += 1;
    }
  });

  return progress.rendered > 0 ? finish('ready') : finish('failed', 'No panel could be rendered. Every credit was refunded.');
}

export async function generateComicPanel(input: GenerateComicPanelInput): Promise<{ panelId: string }> {
  const { comicId, userId } = input;
  const operationId = creditOperation.fromWorkflowId(workflowInfo().workflowId);
  const refund = (reason: string) => bookkeeping.refundCredits({ userId, operationId, unit: 0, amount: COSTS.comicPanel, description: reason });

  publishStatus('reserving');
  await bookkeeping.reserveCredits({ userId, operationId, amount: COSTS.comicPanel, description: `comic ${comicId} panel ${input.panel.pageNumber}` });
  publishStatus('rendering');
  const outcome = await attemptPanel(input.spec, pageSeed(input.baseSeed, input.panel.pageNumber));
  if (!outcome.chosen) {
    await refund('comic panel failed in the model');
    publishStatus('failed');
    throw ApplicationFailure.nonRetryable(noImageMessage(outcome), FAILURE_TYPES.modelFailed);
  }
  const recorded = await bookkeeping.recordComicPanel({
    comicId,
    panel: input.panel,
    image: outcome.chosen.image,
    consistencyScore: outcome.chosen.consistencyScore,
    characterNames: input.characterNames,
  });
  if (!recorded.panelId) {
    await refund('comic deleted while its panel rendered');
    publishStatus('failed');
    throw ApplicationFailure.nonRetryable('The comic was deleted while the panel was rendering. Your credit was refunded.', FAILURE_TYPES.notFound);
  }
  if (recorded.replacedImageKey) await bookkeeping.discardImage({ imageKey: recorded.replacedImageKey });
  publishStatus('completed');
  return { panelId: recorded.panelId };
}
