/**
 * Plan quality: a corpus of story ideas (one to three characters, indoors and outdoors, one place or several,
 * with speech and without), each with what a reader expects of its comic, and the checks a plan from any
 * planner must pass. Used by test/models/plan-quality.test.ts and `npm run plan-report`.
 */
import { describeCharacter } from '../src/models/builtin/descriptor';
import { countWords, MAX_CAPTION_WORDS } from '../src/models/builtin/planner/captions';
import type { PlanRequest, StoryPlan } from '../src/models/types';
import type { ComicShotKey } from '../src/vocabulary';

export interface StoryCase {
  name: string;
  story: string;
  cast: CastName[];
  pageCount: number;
  /** Words the comic's setting line must carry (its first place, weather, time). */
  settingWords: string[];
  /** Places the story moves on to, which later panels must be set in. */
  laterPlaces?: string[];
  /** The idea has speech (quoted, reported or a speech-act verb): the comic must have dialogue. */
  speech: boolean;
}

const CAST = {
  Pip: 'a small girl with short brown hair in a yellow raincoat and red boots',
  Rusty: 'an orange fox with a blue scarf',
  Mia: 'a 7-year-old girl with curly red hair in a green dress',
  Leo: 'a teenage boy with short black hair in an orange hoodie and blue jeans',
  Bolt: 'a silver robot with a red antenna',
  Gran: 'an elderly woman with white hair in a bun, a purple cardigan and glasses',
  Biscuit: 'a light brown puppy with a red collar',
};
type CastName = keyof typeof CAST;

export const STORY_CASES: StoryCase[] = [
  {
    name: 'kite in a storm',
    story: 'Pip loses her kite in a storm and her friend Rusty the fox helps her find it in the old lighthouse. They argue, then laugh.',
    cast: ['Pip', 'Rusty'],
    pageCount: 8,
    settingWords: ['lighthouse', 'storm'],
    speech: true,
  },
  {
    name: 'stolen cookie',
    story: 'Mia bakes cookies in the kitchen. Leo sneaks one from the jar. Mia catches him and they argue. Later they share the cookies on the porch at sunset.',
    cast: ['Mia', 'Leo'],
    pageCount: 6,
    settingWords: ['kitchen'],
    laterPlaces: ['porch'],
    speech: true,
  },
  { name: 'moon crystal', story: 'Bolt explores the surface of the moon at night. He finds a glowing crystal and beeps with joy.', cast: ['Bolt'], pageCount: 4, settingWords: ['moon', 'night'], speech: false },
  { name: 'bedtime story', story: 'Gran reads a story to Biscuit in the library. Biscuit falls asleep.', cast: ['Gran', 'Biscuit'], pageCount: 3, settingWords: ['library'], speech: false },
  {
    name: 'wave warning',
    story: '"Watch out!" shouted Mia as the wave crashed on the beach. Leo laughed and shook the water from his hair.',
    cast: ['Mia', 'Leo'],
    pageCount: 5,
    settingWords: ['beach'],
    speech: true,
  },
  {
    name: 'wolves in the snow',
    story: 'Pip and Rusty walk through the dark woods in the snow. Rusty whispers that he hears wolves. Pip holds his paw. At dawn they reach the village.',
    cast: ['Pip', 'Rusty'],
    pageCount: 6,
    settingWords: ['woods', 'snow'],
    laterPlaces: ['village'],
    speech: true,
  },
  { name: 'rainy painting', story: 'Leo paints a picture in his bedroom on a rainy evening.', cast: ['Leo'], pageCount: 3, settingWords: ['bedroom', 'evening'], speech: false },
  {
    name: 'garden thanks',
    story: 'Mia and Gran plant flowers in the garden. A bee buzzes past and Gran laughs. Mia thanks Gran for the seeds.',
    cast: ['Mia', 'Gran'],
    pageCount: 6,
    settingWords: ['garden'],
    speech: true,
  },
  {
    name: 'go-kart crash',
    story: 'Bolt and Leo race their go-karts down the hill. Bolt crashes into a hay bale! Leo asks if he is okay. Bolt laughs.',
    cast: ['Bolt', 'Leo'],
    pageCount: 6,
    settingWords: ['hill'],
    speech: true,
  },
  { name: 'lost ball', story: 'Biscuit chases a ball across the park in the morning. The ball rolls into the pond.', cast: ['Biscuit'], pageCount: 3, settingWords: ['park', 'morning'], speech: false },
  {
    name: 'sandcastle tide',
    story: 'Rusty, Pip and Mia build a sandcastle at the beach. The tide comes in and washes it away. They shout at the waves, then they start again.',
    cast: ['Rusty', 'Pip', 'Mia'],
    pageCount: 6,
    settingWords: ['beach'],
    speech: true,
  },
  {
    name: 'castle ghost',
    story: 'Gran tells Leo about the old castle on the hill. That night they sneak inside with a lantern. A ghost appears! They scream and run home.',
    cast: ['Gran', 'Leo'],
    pageCount: 8,
    settingWords: ['hill'],
    speech: true,
  },
  { name: 'ducks', story: 'Mia feeds the ducks at the lake.', cast: ['Mia'], pageCount: 3, settingWords: ['lake'], speech: false },
  {
    name: 'radio repair',
    story: 'Pip and Bolt fix a broken radio in the workshop. Sparks fly! Bolt argues that the red wire is wrong. Pip agrees and the radio plays music.',
    cast: ['Pip', 'Bolt'],
    pageCount: 6,
    settingWords: ['workshop'],
    speech: true,
  },
  { name: 'midnight bus', story: 'Leo waits for the bus in the city at midnight. A stray cat keeps him company.', cast: ['Leo'], pageCount: 3, settingWords: ['city', 'midnight'], speech: false },
  {
    name: 'treasure map',
    story: 'Biscuit and Rusty dig for treasure on the island. They find an old map. "X marks the spot!" says Rusty.',
    cast: ['Biscuit', 'Rusty'],
    pageCount: 5,
    settingWords: ['island'],
    speech: true,
  },
  {
    name: 'winter cocoa',
    story: 'Gran knits a scarf by the fire in winter. Pip brings her a cup of cocoa. Gran thanks Pip with a hug.',
    cast: ['Gran', 'Pip'],
    pageCount: 5,
    settingWords: ['fire', 'winter'],
    speech: true,
  },
  {
    name: 'museum giggles',
    story: 'Mia, Leo and Bolt visit the museum. Bolt whispers a joke to Mia. Leo laughs so loudly that the guard frowns.',
    cast: ['Mia', 'Leo', 'Bolt'],
    pageCount: 6,
    settingWords: ['museum'],
    speech: true,
  },
  {
    name: 'foggy lake',
    story: 'Rusty sails a small boat across the lake in the fog. Pip waves a lantern from the shore and Rusty steers toward the light.',
    cast: ['Rusty', 'Pip'],
    pageCount: 5,
    settingWords: ['lake', 'fog'],
    speech: false,
  },
  { name: 'robot chores', story: 'Bolt cleans the kitchen while Mia sleeps.', cast: ['Bolt', 'Mia'], pageCount: 3, settingWords: ['kitchen'], speech: false },
  {
    name: 'lost in the market',
    story: 'Leo and Pip get lost in the market. Leo asks a baker for directions. They laugh when they find the exit.',
    cast: ['Leo', 'Pip'],
    pageCount: 6,
    settingWords: ['market'],
    speech: true,
  },
  {
    name: 'kite to the barn',
    story: 'Pip flies her kite on the hill on a windy afternoon. The string snaps and the kite drifts to the old barn. Rusty helps her fetch it.',
    cast: ['Pip', 'Rusty'],
    pageCount: 6,
    settingWords: ['hill', 'afternoon'],
    laterPlaces: ['barn'],
    speech: false,
  },
];

export function planRequestOf(story: StoryCase): PlanRequest {
  return {
    title: story.name,
    story: story.story,
    characters: story.cast.map((name) => ({ name, description: CAST[name], descriptor: describeCharacter(name, CAST[name]) })),
    pageCount: story.pageCount,
    style: 'classic_american',
    language: 'en',
  };
}

export const PLAN_CHECKS = ['panels', 'setting', 'places', 'unique', 'words', 'cast', 'dialogue', 'speakers', 'shots'] as const;
export type PlanCheck = (typeof PLAN_CHECKS)[number];

/** What each check means, for the report's legend. */
export const CHECK_MEANINGS: Record<PlanCheck, string> = {
  panels: 'exactly the requested number of panels',
  setting: "the setting line carries the idea's place, weather and time words",
  places: 'a place the story moves to is where later panels are set',
  unique: 'no caption appears twice',
  words: `every caption has at most ${MAX_CAPTION_WORDS} words`,
  cast: 'every character appears (named in an action or speaking)',
  dialogue: 'dialogue panels where the idea has speech',
  speakers: "every speaker is one of the comic's characters",
  shots: 'shot grammar: establish, develop, close-up/reaction, resolve',
};

const RESOLVING_SHOTS = new Set<ComicShotKey>(['wide', 'two_shot', 'medium', 'splash', 'establishing']);

/** Where a shot sequence breaks the grammar; empty when it follows it. */
export function shotGrammarIssues(shots: ComicShotKey[]): string[] {
  const issues: string[] = [];
  if (shots.length === 0) return ['no panels'];
  if (!['establishing', 'wide'].includes(shots[0])) issues.push(`opens on ${shots[0]}, not an establishing or wide shot`);
  if (shots.length > 1 && !RESOLVING_SHOTS.has(shots[shots.length - 1])) issues.push(`resolves on ${shots[shots.length - 1]}, a close-up`);
  if (shots.filter((shot) => shot === 'splash').length > 1) issues.push('more than one splash');
  shots.forEach((shot, index) => {
    if (shot === 'reaction_closeup' && shots[index - 1] === 'reaction_closeup') issues.push(`two reaction close-ups in a row at panel ${index + 1}`);
    if (index >= 2 && shot === shots[index - 1] && shot === shots[index - 2]) issues.push(`three ${shot} panels in a row at panel ${index + 1}`);
  });
  return issues;
}

const mentions = (text: string, word: string) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text);

/** Each check's result for a plan of a case: true when it passes, else why not. */
export function checkPlan(story: StoryCase, plan: StoryPlan): Record<PlanCheck, true | string> {
  const panels = plan.panels;
  const captions = panels.map((panel) => panel.caption.trim().toLowerCase()).filter((caption) => /\p{L}/u.test(caption));
  const repeated = captions.filter((caption, index) => captions.indexOf(caption) !== index);
  const missingSetting = story.settingWords.filter((word) => !mentions(plan.setting, word));
  const missingPlaces = (story.laterPlaces ?? []).filter((place) => !panels.some((panel) => mentions(`${panel.setting ?? ''} ${panel.action}`, place)));
  const long = panels.filter((panel) => countWords(panel.caption) > MAX_CAPTION_WORDS).map((panel) => panel.caption);
  const absent = story.cast.filter((name) => !panels.some((panel) => mentions(panel.action, name) || panel.speaker === name));
  const dialogue = panels.filter((panel) => panel.captionType === 'dialogue');
  const strangers = dialogue.filter((panel) => !story.cast.some((name) => name === panel.speaker)).map((panel) => String(panel.speaker));
  const shots = shotGrammarIssues(panels.map((panel) => panel.shot));
  const verdict = (ok: boolean, why: string): true | string => (ok ? true : why);
  return {
    panels: verdict(panels.length === story.pageCount, `${panels.length} panels for ${story.pageCount}`),
    setting: verdict(missingSetting.length === 0, `"${plan.setting}" lacks ${missingSetting.join(', ')}`),
    places: verdict(missingPlaces.length === 0, `no panel set in ${missingPlaces.join(', ')}`),
    unique: verdict(repeated.length === 0, `repeated: ${[...new Set(repeated)].join(' | ')}`),
    words: verdict(long.length === 0, `too long: ${long.join(' | ')}`),
    cast: verdict(absent.length === 0, `never appears: ${absent.join(', ')}`),
    dialogue: verdict(!story.speech || dialogue.length > 0, 'no dialogue although the idea has speech'),
    speakers: verdict(strangers.length === 0, `speakers not in the comic: ${strangers.join(', ')}`),
    shots: verdict(shots.length === 0, shots.join('; ')),
  };
}

/** The plan as an OpenAI-compatible model answers it (the planner's wire format). */
export function planWire(plan: StoryPlan): unknown {
  return {
    setting: plan.setting,
    outfit_locks: plan.outfitLocks.map((lock) => ({ character_name: lock.characterName, outfit: lock.outfit })),
    panels: plan.panels.map((panel) => ({
      caption: panel.caption || '…',
      caption_type: panel.captionType,
      speaker: panel.speaker ?? null,
      action: panel.setting ? `${panel.action} (At ${panel.setting}.)` : panel.action,
      shot: panel.shot,
    })),
  };
}
