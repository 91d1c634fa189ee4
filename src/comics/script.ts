/** A story plan from a language model, checked and completed into the script a comic is rendered from. */
import { LIMITS } from '../config/pricing';
import { type StoryPlan } from '../models/types';
import { COMIC_SHOTS, type ComicShotKey } from '../vocabulary';
import type { CaptionType } from './bubbles';
import { appearingCharacters, OutfitLock, panelScenePrompt, settingAnchorPrompt } from './prompt';
import { withoutUncovered } from '../lettering/fonts';

export interface ScriptPanel {
  pageNumber: number;
  caption: string;
  captionType: CaptionType;
  speaker: string | null;
  action: string;
  shot: ComicShotKey;
  scenePrompt: string;
  /** The characters drawn in this panel. */
  characterNames: string[];
}

/** The panel fields a client or the planner decides. */
export type PanelScript = Omit<ScriptPanel, 'characterNames'>;

export interface ComicScript {
  setting: string;
  outfitLocks: OutfitLock[];
  /** The establishing shot of the setting that every panel uses as its setting and style reference. */
  settingAnchorPrompt: string;
  panels: ScriptPanel[];
}

export interface ScriptCharacter {
  name: string;
  description: string;
}

/** The words of a text by the Unicode word rules (Japanese, Chinese and Thai, written without spaces, have words too). */
function wordsOf(text: string): Intl.SegmentData[] {
  return [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text.trim())].filter((segment) => segment.isWordLike);
}

/** At most `max` words (the caption limit); longer captions are cut after a word. */
export function limitWords(text: string, max: number): string {
  const words = wordsOf(text);
  if (words.length <= max) return text.trim().replace(/\s+/g, ' ');
  const last = words[max - 1];
  return text.trim().slice(0, last.index + last.segment.length).replace(/\s+/g, ' ');
}

export function countWords(text: string): number {
  return wordsOf(text).length;
}

function canonicalName(name: string | undefined, names: string[]): string | undefined {
  return name === undefined ? undefined : names.find((candidate) => candidate.toLowerCase() === name.trim().toLowerCase());
}

/** Every character gets exactly one outfit lock: the planner's, else the character's own description. */
function completeOutfitLocks(plan: StoryPlan, characters: ScriptCharacter[]): OutfitLock[] {
  return characters.map((character) => {
    const planned = plan.outfitLocks.find((lock) => lock.characterName.trim().toLowerCase() === character.name.toLowerCase());
    return { characterName: character.name, outfit: planned?.outfit.trim() || character.description };
  });
}

/**
 * Checks a plan against the comic: at most `pageCount` panels (none is an error), captions of at most 10 words,
 * dialogue only from one of the comic's characters (else narration), known shots, and every panel's prompt built
 * from the locks.
 */
export function scriptFromPlan(plan: StoryPlan, input: { title: string; characters: ScriptCharacter[]; pageCount: number; styleLock: string }): ComicScript {
  const panels = plan.panels.slice(0, input.pageCount);
  if (panels.length === 0) throw new Error('The story planner returned no panels');
  const names = input.characters.map((character) => character.name);
  const setting = plan.setting.trim() || input.title;
  const outfitLocks = completeOutfitLocks(plan, input.characters);
  return {
    setting,
    outfitLocks,
    settingAnchorPrompt: settingAnchorPrompt(setting, input.styleLock),
    panels: panels.map((panel, index) => {
      const speaker = panel.captionType === 'dialogue' ? canonicalName(panel.speaker, names) : undefined;
      // A planner may write a character no shipped font has (an emoji): it is left out rather than drawn as a box.
      const caption = limitWords(withoutUncovered(panel.caption), LIMITS.panelCaptionWords);
      const action = (panel.action.trim() || caption || input.title).slice(0, LIMITS.panelAction);
      const characterNames = appearingCharacters(names, action, speaker);
      return {
        pageNumber: index + 1,
        caption,
        captionType: speaker ? 'dialogue' : 'narration',
        speaker: speaker ?? null,
        action,
        shot: (COMIC_SHOTS as readonly string[]).includes(panel.shot) ? panel.shot : 'wide',
        scenePrompt: panelScenePrompt({ setting: panel.setting?.trim() || setting, action, appearing: characterNames, outfitLocks, styleLock: input.styleLock }),
        characterNames,
      };
    }),
  };
}
