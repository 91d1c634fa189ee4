import type { DataSource, EntityManager } from 'typeorm';
import { deriveBubbles } from '../comics/bubbles';
import { scriptFromPlan, type ComicScript, type ScriptPanel } from '../comics/script';
import { Comic, type ComicStatus } from '../entities/comic';
import { ComicPanel } from '../entities/comic-panel';
import type { ModelRegistry } from '../models/registry';
import type { CharacterDescriptor, ComicStyleKey } from '../vocabulary';
import type { BlobStorage } from '../storage';
import type { RenderedImage } from '../temporal/contracts/payloads';
import { callModel } from './model-failures';

export interface ComicActivityDeps {
  dataSource: DataSource;
  storage: BlobStorage;
  models: ModelRegistry;
}

export interface PlanComicInput {
  title: string;
  story: string;
  characters: Array<{ name: string; description: string; descriptor: CharacterDescriptor }>;
  pageCount: number;
  style: ComicStyleKey;
  styleLock: string;
}

/** The panel fields a client or the planner decides. */
export type PanelScript = Omit<ScriptPanel, 'characterNames'>;

export interface RecordPanelInput {
  comicId: string;
  panel: PanelScript;
  image: RenderedImage;
  consistencyScore: number;
  /** All of the comic's character names (dialogue captions may hand lines to any of them). */
  characterNames: string[];
}

export interface RecordedPanel {
  /** Null when the comic was deleted meanwhile (the new image was discarded). */
  panelId: string | null;
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

export function createComicActivities(deps: ComicActivityDeps) {
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
        const rows = script.panels.map((panel) => ({
          comicId,
          ...panelColumns(panel),
          bubbles: deriveBubbles(panel, input.characterNames, undefined),
        }));
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
     * its layout. Retried after it landed, it changes nothing.
     */
    async recordComicPanel(input: RecordPanelInput): Promise<RecordedPanel> {
      const { comicId, panel, image } = input;
      const layout = { width: image.width, height: image.height, characters: image.layout.characters };
      const recorded = await deps.dataSource.transaction(async (manager): Promise<RecordedPanel> => {
        if (!(await comicExists(manager, comicId))) return { panelId: null, replacedImageKey: null };
        const existing = await manager.findOne(ComicPanel, { where: { comicId, pageNumber: panel.pageNumber }, lock: { mode: 'pessimistic_write' } });
        const values = {
          ...panelColumns(panel),
          imageKey: image.imageKey,
          layout,
          bubbles: deriveBubbles(panel, input.characterNames, layout),
          consistencyScore: input.consistencyScore,
          error: null,
        };
        if (!existing) {
          const saved = await manager.save(ComicPanel, manager.create(ComicPanel, { comicId, ...values }));
          return { panelId: saved.id, replacedImageKey: null };
        }
        await manager.update(ComicPanel, { id: existing.id }, values);
        const replaced = existing.imageKey && existing.imageKey !== image.imageKey ? existing.imageKey : null;
        return { panelId: existing.id, replacedImageKey: replaced };
      });
      if (!recorded.panelId) await deps.storage.delete(image.imageKey);
      return recorded;
    },

    /** One record: why a planned panel has no image. */
    async recordPanelFailure(input: { comicId: string; pageNumber: number; error: string }): Promise<void> {
      await deps.dataSource.getRepository(ComicPanel).update({ comicId: input.comicId, pageNumber: input.pageNumber }, { error: input.error.slice(0, 500) });
    },

    /** One record: the comic's status (and why it failed). */
    async setComicStatus(input: { comicId: string; status: ComicStatus; error?: string }): Promise<void> {
      await comics().update({ id: input.comicId }, { status: input.status, error: input.error?.slice(0, 500) ?? null });
    },
  };
}
