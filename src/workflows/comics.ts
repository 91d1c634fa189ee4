// Comic workflows. generateComic: plan -> record the plan -> setting anchor -> reserve every panel's credit ->
// render panels through a bounded number of model slots, delivering each as it lands and refunding each that fails
// -> ready or failed, whatever ended the run. generateComicPanel: one paid panel of an existing comic, inserted at
// its slot or replacing the slot's panel.
import { CancellationScope, patched } from '@temporalio/workflow';
import type { ComicScript, ScriptPanel } from '../comics/script';
import type { ComicLook, GenerateComicInput, GenerateComicOutput } from '../operations/comic';
import type { GenerateComicPanelInput } from '../operations/comic-panel';
import type { AttemptPolicy, AttemptsOutcome, ResolvedScene, SceneCharacter } from '../temporal/contracts/payloads';
import { laneBookkeeping, modelCalls, type Bookkeeping } from './activities';
import { attemptUntilPassing, discardImage, noImageFailure, noImageReason, noImageStatus } from './attempts';
import { failureText, isInsufficientCredits } from './failures';
import { inLanes, inSlots, type Slots } from './lanes';
import { paidRun, type PaidRun } from './paid-run';
import { trackProgress } from './progress';
import { ITEM_SEED_STEP, stepSeed } from './seeds';
import { announceEvents } from './webhooks';

const ONE_PANEL = 0;

function panelScene(panel: ScriptPanel, characters: SceneCharacter[], look: ComicLook, settingAnchorKey: string | undefined): ResolvedScene {
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

function panelAttempts(scene: ResolvedScene, policy: AttemptPolicy, baseSeed: number, pageNumber: number, slots?: Slots): Promise<AttemptsOutcome> {
  return attemptUntilPassing(scene, policy, stepSeed(baseSeed, pageNumber, ITEM_SEED_STEP), { folder: 'panels', slots });
}

/**
 * The establishing shot (not a panel, not charged); without it panels still render, just unanchored. The cast is
 * in it (small, in an establishing framing) because renderers frame a shot on its characters.
 */
async function renderSettingAnchor(input: GenerateComicInput, script: ComicScript, bookkeeping: Bookkeeping): Promise<string | undefined> {
  try {
    const image = await modelCalls.renderScene({
      scene: { prompt: script.settingAnchorPrompt, model: input.look.model, stylePreset: input.look.stylePreset, shot: 'establishing', characters: input.characters },
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
  const { progress, stage } = trackProgress({ status: 'planning', planned: 0, rendered: 0, failed: 0 });
  const { comicId, userId } = input;
  const { bookkeeping, ledger } = laneBookkeeping();
  const characterNames = input.characters.map((character) => character.name);
  /** Why the comic failed, if it ends without an image. */
  let failedBecause = 'No panel could be rendered. Every credit was refunded.';

  async function renderPanel(run: PaidRun, panel: ScriptPanel, settingAnchorKey: string | undefined, slots?: Slots): Promise<void> {
    const outcome = await panelAttempts(panelScene(panel, input.characters, input.look, settingAnchorKey), input.panelPolicy, input.baseSeed, panel.pageNumber, slots);
    const chosen = outcome.chosen;
    if (chosen) {
      const { characterNames: _drawn, ...fields } = panel;
      await run.deliver(panel.pageNumber, (delivery) =>
        bookkeeping.recordComicPanel({ comicId, panel: fields, image: chosen.image, consistencyScore: chosen.consistencyScore, characterNames, delivery }),
      );
      progress.rendered += 1;
      return;
    }
    await run.refund(panel.pageNumber, `comic panel ${panel.pageNumber} failed`);
    const error = `The panel could not be made: ${noImageReason(outcome)}. Its credit was refunded.`;
    await bookkeeping.recordPanelFailure({ comicId, pageNumber: panel.pageNumber, error, errorStatus: noImageStatus(outcome) });
    progress.failed += 1;
  }

  async function planAndRender(): Promise<void> {
    let script: ComicScript;
    try {
      script = await modelCalls.planComic({
        title: input.title,
        story: input.story,
        characters: input.characters.map(({ name, description, descriptor }) => ({ name, description, descriptor })),
        pageCount: input.pageCount,
        style: input.look.stylePreset,
        styleLock: input.look.styleLock,
        language: input.language,
      });
    } catch (error) {
      failedBecause = `Planning the story failed: ${failureText(error)}. Nothing was charged.`;
      return;
    }
    await bookkeeping.recordComicPlan({ comicId, script, characterNames });
    progress.planned = script.panels.length;
    stage('anchoring');
    const settingAnchorKey = await renderSettingAnchor(input, script, bookkeeping);
    stage('reserving');
    const charge = { userId, unitCost: input.unitCost, units: script.panels.map((panel) => panel.pageNumber), description: `comic ${comicId}: ${script.panels.length} panel(s)` };
    try {
      await paidRun(charge, ledger, async (run) => {
        stage('rendering');
        // Runs before model slots held each panel's lane through its scoring and record too.
        if (patched('model-slots')) await inSlots(script.panels, input.concurrency, (panel, slots) => renderPanel(run, panel, settingAnchorKey, slots));
        else await inLanes(script.panels, input.concurrency, (panel) => renderPanel(run, panel, settingAnchorKey));
      });
    } catch (error) {
      if (!isInsufficientCredits(error)) throw error;
      failedBecause = `${failureText(error)}. Nothing was charged.`;
    }
  }

  let unfinishedReason = 'The panel was not made.';
  try {
    await planAndRender();
  } catch (error) {
    unfinishedReason = `The run ended before this panel was made (${failureText(error)}). Its credit was refunded.`;
    failedBecause = `The run ended early: ${failureText(error)}. Every credit it had not delivered was refunded.`;
    throw error;
  } finally {
    const { status, events } = await CancellationScope.nonCancellable(() => bookkeeping.finishComic({ comicId, error: failedBecause, unfinishedReason }));
    stage(status);
    await announceEvents(events);
  }
  return { comicId, status: progress.rendered > 0 ? 'ready' : 'failed', rendered: progress.rendered, failed: progress.failed };
}

export async function generateComicPanel(input: GenerateComicPanelInput): Promise<{ panelId: string }> {
  const { comicId, userId } = input;
  const { stage } = trackProgress({ status: 'reserving' });
  const { bookkeeping, ledger } = laneBookkeeping();
  const charge = { userId, unitCost: input.unitCost, units: [ONE_PANEL], description: `comic ${comicId} panel ${input.panel.pageNumber}` };
  return paidRun(
    charge,
    ledger,
    async (run) => {
      stage('rendering');
      const outcome = await panelAttempts(input.scene, input.policy, input.baseSeed, input.panel.pageNumber);
      const chosen = outcome.chosen;
      if (!chosen) throw noImageFailure('The panel', outcome);
      const recorded = await run.deliver(ONE_PANEL, (delivery) =>
        bookkeeping.recordComicPanel({ comicId, panel: input.panel, image: chosen.image, consistencyScore: chosen.consistencyScore, characterNames: input.characterNames, delivery }),
      );
      if (recorded.replacedImageKey) await discardImage(recorded.replacedImageKey);
      return { panelId: recorded.panelId };
    },
    async (run) => stage(run.deliveredCount > 0 ? 'completed' : 'failed'),
  );
}
