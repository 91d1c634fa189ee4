import type { PlanRequest, StoryPlan, StoryPlanner } from '../../types';
import { sentencesOf, slotsFor } from './beats';
import { outfitFor } from './outfits';
import { draftPanels } from './panels';
import { settingFrom } from './setting';
import { shotsFor } from './shots';

/** Deterministic, offline story planning by comic grammar: the same request always gives the same plan. */
export function createTemplatePlanner(): StoryPlanner {
  return {
    name: 'builtin-planner',
    plan: async (request) => planStory(request),
  };
}

export function planStory(request: PlanRequest): StoryPlan {
  const names = request.characters.map((character) => character.name);
  const setting = settingFrom([request.story, request.title]);
  const sentences = sentencesOf(request.story);
  const slots = slotsFor(sentences.length > 0 ? sentences : [request.title], request.pageCount);
  const drafts = draftPanels(slots, { names, setting });
  const shots = shotsFor(drafts.map((draft) => draft.cue));
  return {
    setting,
    outfitLocks: request.characters.map((character) => ({ characterName: character.name, outfit: outfitFor(character) })),
    panels: drafts.map(({ cue: _cue, ...panel }, index) => ({ ...panel, shot: shots[index] })),
  };
}
