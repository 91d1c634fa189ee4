import { z } from 'zod';
import { countWords, MAX_CAPTION_WORDS } from '../builtin/planner/captions';
import { lookWords } from '../../vocabulary/descriptor-words';
import { type PlanRequest, type StoryPlan, type StoryPlanner } from '../types';
import { COMIC_SHOTS } from '../../vocabulary';
import { languageName } from '../../lettering/language';
import { type ChatConfig, type ChatMessage, chatJson } from './chat';

const PlanWire = z.object({
  setting: z.string().min(1),
  outfit_locks: z.array(z.object({ character_name: z.string(), outfit: z.string().min(1) })),
  panels: z.array(
    z.object({
      caption: z.string().min(1),
      caption_type: z.enum(['narration', 'dialogue']),
      speaker: z.string().nullable(),
      action: z.string().min(1),
      shot: z.enum(COMIC_SHOTS),
    }),
  ),
});

type PlanWire = z.infer<typeof PlanWire>;

const INSTRUCTIONS = [
  'You plan comics. Split the story into exactly the requested number of panels, following comic grammar:',
  'open with an establishing or wide shot; show dialogue as a two_shot, then alternating closeups;',
  'put a reaction_closeup right after a surprise; give the climax a splash, usually the penultimate or last panel.',
  'close the story on a wide, two_shot or medium shot. Keep the story order: one panel or more per story beat.',
  `Captions have at most ${MAX_CAPTION_WORDS} words and no caption appears twice. Quoted speech, and every speech act`,
  '(says, asks, argues, shouts, whispers, laughs, thanks), becomes caption_type "dialogue": short lines that fit the beat,',
  'an argument or shared laughter voiced by both sides, with the speaker set to one of the character names exactly as',
  'given; shouts in capitals, whispers starting with "Shh…"; narration has speaker null. Every character appears at least once.',
  'action says what happens in the panel and names the characters who appear; it never describes setting or outfits.',
  'setting is one line naming the place, weather and time of day the story gives. outfit_locks has exactly one entry per character: the outfit they wear',
  'in every panel, taken from their description.',
].join(' ');

/** A language model over an OpenAI-compatible chat API, held to the same rules as the built-in planner. */
export function createOpenAIPlanner(config: ChatConfig): StoryPlanner {
  return {
    name: config.provider,
    plan: async (request) => {
      const plan = await chatJson(config, plannerMessages(request), {
        name: 'comic_plan',
        wire: PlanWire,
        validate: planFor(request),
      });
      return toStoryPlan(plan);
    },
  };
}

/**
 * Captions are read in the book's language; action, setting and outfits are prompts for an image model, and image
 * models (the built-in one only) read English best.
 */
function languageInstruction(language: string): string {
  return `Write every caption, narration and dialogue alike, in ${languageName(language)} (${language}), keeping the character names exactly as given; ` +
    'write action, setting and outfits in English.';
}

function plannerMessages(request: PlanRequest): ChatMessage[] {
  const brief = {
    title: request.title,
    story: request.story,
    panel_count: request.pageCount,
    style: request.style,
    characters: request.characters.map((character) => ({
      name: character.name,
      description: character.description,
      look: lookWords(character.descriptor),
    })),
  };
  return [
    { role: 'system', content: `${INSTRUCTIONS} ${languageInstruction(request.language)}` },
    { role: 'user', content: JSON.stringify(brief) },
  ];
}

/** The rules a JSON schema cannot express, checked against this request. */
function planFor(request: PlanRequest) {
  const names = request.characters.map((character) => character.name);
  return PlanWire.superRefine((plan, context) => {
    const issue = (path: Array<string | number>, message: string) => context.addIssue({ code: 'custom', path, message });
    if (plan.panels.length !== request.pageCount) {
      issue(['panels'], `expected ${request.pageCount} panels, got ${plan.panels.length}`);
    }
    plan.panels.forEach((panel, index) => {
      const words = countWords(panel.caption);
      if (words > MAX_CAPTION_WORDS) issue(['panels', index, 'caption'], `${words} words, at most ${MAX_CAPTION_WORDS}`);
      if (panel.caption_type === 'dialogue' && !names.includes(panel.speaker ?? '')) {
        issue(['panels', index, 'speaker'], `dialogue needs a speaker among ${names.join(', ')}, got ${panel.speaker}`);
      }
    });
    const locked = plan.outfit_locks.map((lock) => lock.character_name);
    if (locked.length !== names.length || names.some((name) => !locked.includes(name))) {
      issue(['outfit_locks'], `expected one outfit lock each for ${names.join(', ')}, got ${locked.join(', ') || 'none'}`);
    }
  });
}

function toStoryPlan(plan: PlanWire): StoryPlan {
  return {
    setting: plan.setting,
    outfitLocks: plan.outfit_locks.map((lock) => ({ characterName: lock.character_name, outfit: lock.outfit })),
    panels: plan.panels.map((panel) => ({
      caption: panel.caption,
      captionType: panel.caption_type,
      ...(panel.caption_type === 'dialogue' && panel.speaker ? { speaker: panel.speaker } : {}),
      action: panel.action,
      shot: panel.shot,
    })),
  };
}
