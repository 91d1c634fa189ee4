import type { PlanRequest, StoryPlan, StoryPlanner } from '../../types';
import { outfitFor } from './outfits';
import { draftPanels } from './panels';
import { settingLine } from './setting';
import { shotsFor } from './shots';
import { readPlainly } from './plain-reading';
import { readStory } from './story';

/** Deterministic, offline story planning by comic grammar: the same request always gives the same plan. */
export function createTemplatePlanner(): StoryPlanner {
  return {
    name: 'builtin-planner',
    plan: async (request) => planStory(request),
  };
}

export function planStory(request: PlanRequest): StoryPlan {
  const names = request.characters.map((character) => character.name);
  // English stories are read for their grammar; any other language by its punctuation, its words kept as written.
  const english = request.language === 'en' || request.language.startsWith('en-');
  const read = english ? readStory : readPlainly;
  const told = read(request.story, names);
  const beats = told.length > 0 ? told : read(request.title, names);
  // The comic's setting is its first place, in the weather and at the time the story has by then.
  const placed = beats.findIndex((beat) => beat.place);
  const opening = placed < 0 ? beats : beats.slice(0, placed + 1);
  const first = <K extends 'place' | 'weather' | 'time'>(key: K) => opening.find((beat) => beat[key])?.[key];
  const setting = settingLine(first('place'), first('weather'), first('time'));
  const drafts = draftPanels({ names, beats, setting, writesLines: english }, request.pageCount);
  const shots = shotsFor(drafts.map((draft) => draft.cue));
  return {
    setting,
    outfitLocks: request.characters.map((character) => ({ characterName: character.name, outfit: outfitFor(character) })),
    panels: drafts.map(({ cue: _cue, ...panel }, index) => ({ ...panel, shot: shots[index] })),
  };
}
