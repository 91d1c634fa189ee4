import { ApplicationFailure } from '@temporalio/activity';
import type { EntityManager } from 'typeorm';
import { panelAltText } from '../comics/alt-text';
import { describerFor } from '../vocabulary/descriptions';
import { deriveBubbles, LATIN_LETTERING, type BubbleLettering } from '../comics/bubbles';
import { bubbleLetteringOf } from '../comics/lettering';
import { scriptFromPlan, type ComicScript, type PanelScript } from '../comics/script';
import { Comic, type ComicStatus } from '../entities/comic';
import { ComicPanel } from '../entities/comic-panel';
import type { CharacterDescriptor, ComicStyleKey } from '../vocabulary';
import { ComicService } from '../services/comics';
import type { ChargedUnit, CreditLedger } from '../services/credit-ledger';
import type { WebhookEventRef } from '../temporal/contracts/webhooks';
import type { RenderedImage } from '../temporal/contracts/payloads';
import type { ActivityDeps } from './deps';
import { callModel } from './model-failures';
import { FAILURE_TYPES } from '../temporal/contracts/names';

/** Thrown inside the delivery transaction when the comic is gone, so that nothing of the panel is written. */
class ComicDeleted extends Error {}

export interface PlanComicInput {
  title: string;
  story: string;
  characters: Array<{ name: string; description: string; descriptor: CharacterDescriptor }>;
  pageCount: number;
  style: ComicStyleKey;
  styleLock: string;
}


export interface RecordPanelInput {
  comicId: string;
  panel: PanelScript;
  image: RenderedImage;
  consistencyScore: number;
  /** All of the comic's character names (dialogue captions may hand lines to any of them). */
  characterNames: string[];
  /** The charged unit this panel delivers. */
  delivery: ChargedUnit;
}

export interface RecordedPanel {
  panelId: string;
  /** The image this panel had before, for the workflow to delete now that the new one is recorded. */
  replacedImageKey: string | null;
}

function panelColumns(panel: PanelScript) {
  return {
    pageNumber: panel.pageNumber,
    caption: panel.caption,
    captionType: panel.captionType,
    speaker: panel.speaker,
    action: panel.action,
    shot: panel.shot,
    scenePrompt: panel.scenePrompt,
  };
}

async function comicExists(manager: EntityManager, comicId: string): Promise<boolean> {
  return manager.exists(Comic, { where: { id: comicId } });
}

/** How the comic's bubbles are lettered (its language and reading direction); Latin when the comic is gone. */
async function letteringOf(manager: EntityManager, comicId: string): Promise<BubbleLettering> {
  const comic = await manager.findOne(Comic, { where: { id: comicId }, select: { id: true, language: true, stylePreset: true } });
  return comic ? bubbleLetteringOf(comic) : LATIN_LETTERING;
}

export function createComicActivities(deps: ActivityDeps, ledger: CreditLedger) {
  const comicService = new ComicService(deps.dataSource, deps.storage);
  const comics = () => deps.dataSource.getRepository(Comic);

  return {
    /** One planner call: setting, outfit locks and panels from the story idea, checked into a script. */
    async planComic(input: PlanComicInput): Promise<ComicScript> {
      const plan = await callModel(() =>
        deps.models.planner().plan({ title: input.title, story: input.story, characters: input.characters, pageCount: input.pageCount, style: input.style }),
      );
      return scriptFromPlan(plan, { title: input.title, characters: input.characters, pageCount: input.pageCount, styleLock: input.styleLock });
    },

    /** One record: the plan on the comic and its panels without images, so clients see the plan while panels render. */
    async recordComicPlan(input: { comicId: string; script: ComicScript; characterNames: string[] }): Promise<void> {
      const { comicId, script } = input;
      await deps.dataSource.transaction(async (manager) => {
        if (!(await comicExists(manager, comicId))) return;
        await manager.update(Comic, { id: comicId }, { setting: script.setting, outfitLocks: script.outfitLocks, pageCount: script.panels.length });
        const lettering = await letteringOf(manager, comicId);
        const rows = script.panels.map((panel) => {
          const bubbles = deriveBubbles(panel, input.characterNames, undefined, lettering);
          return { comicId, ...panelColumns(panel), bubbles, altText: panelAltText({ ...panel, bubbles, layout: null }, describerFor(lettering.language)) };
        });
        await manager.createQueryBuilder().insert().into(ComicPanel).values(rows).orIgnore().execute();
      });
    },

    /** One record: the comic's establishing shot; discarded when the comic is gone. */
    async recordSettingAnchor(input: { comicId: string; imageKey: string }): Promise<void> {
      const result = await comics().update({ id: input.comicId }, { settingAnchorKey: input.imageKey });
      if (!result.affected) await deps.storage.delete(input.imageKey);
    },

    /**
     * One record: a rendered panel at its slot (inserted, or replacing the slot's panel) with bubbles placed on
     * its layout, and its unit's delivery. Retried after it landed, it changes nothing. When the comic is gone,
     * nothing is recorded (nor delivered), the new image is deleted and the activity fails (NotFound).
     */
    async recordComicPanel(input: RecordPanelInput): Promise<RecordedPanel> {
      const { comicId, panel, image } = input;
      const layout = { width: image.width, height: image.height, characters: image.layout.characters };
      const lettering = await letteringOf(deps.dataSource.manager, comicId);
      const bubbles = deriveBubbles(panel, input.characterNames, layout, lettering);
      const values = {
        ...panelColumns(panel),
        imageKey: image.imageKey,
        imageId: null,
        layout,
        bubbles,
        altText: panelAltText({ ...panel, bubbles, layout }, describerFor(lettering.language)),
        altTextCustom: false,
        consistencyScore: input.consistencyScore,
        error: null,
        errorStatus: null,
      };
      try {
        return await ledger.deliver(input.delivery, `comic ${comicId} panel ${panel.pageNumber}`, async (manager): Promise<RecordedPanel> => {
          if (!(await comicExists(manager, comicId))) throw new ComicDeleted();
          const existing = await manager.findOne(ComicPanel, { where: { comicId, pageNumber: panel.pageNumber }, lock: { mode: 'pessimistic_write' } });
          if (!existing) {
            const saved = await manager.save(ComicPanel, manager.create(ComicPanel, { comicId, ...values }));
            return { panelId: saved.id, replacedImageKey: null };
          }
          await manager.update(ComicPanel, { id: existing.id }, values);
          // An edited panel's picture is a generated image of the comic that owns its file (kept with the comic).
          const replaced = !existing.imageId && existing.imageKey && existing.imageKey !== image.imageKey ? existing.imageKey : null;
          return { panelId: existing.id, replacedImageKey: replaced };
        });
      } catch (error) {
        if (!(error instanceof ComicDeleted)) throw error;
        await deps.storage.delete(image.imageKey);
        throw ApplicationFailure.nonRetryable('The comic was deleted while the panel was rendering', FAILURE_TYPES.notFound);
      }
    },

    /** One record: why a planned panel has no image. */
    async recordPanelFailure(input: { comicId: string; pageNumber: number; error: string; errorStatus?: number }): Promise<void> {
      const failure = { error: input.error.slice(0, 500), errorStatus: input.errorStatus ?? null };
      await deps.dataSource.getRepository(ComicPanel).update({ comicId: input.comicId, pageNumber: input.pageNumber }, failure);
    },

    /**
     * One record: the comic's final status, ready when at least one panel has an image, else failed with `error`;
     * planned panels left without an image or an error (a cancel, a failed run) get `unfinishedReason`. Returns the
     * status and the event recorded with it.
     */
    async finishComic(input: { comicId: string; error: string; unfinishedReason: string }): Promise<{ status: ComicStatus; events: WebhookEventRef[] }> {
      return comicService.finish(input.comicId, input);
    },
  };
}
