// What the built-in models could not read. They read English only (compromise's English grammar, English word
// lists), so a story, page text, setting or description in another language would be planned, drawn or described
// from their defaults without a word: the answer carries one of these warnings instead, saying what was not
// understood and which configuration brings a model that reads it.
import { detectLanguage, languageName } from '../lettering/language';
import type { CharacterDescriptor } from '../vocabulary';
import type { ImageModelCatalogue } from './context';

const IMAGE_MODEL_SETTINGS =
  'OPENAI_IMAGES_API_KEY (OpenAI or a compatible images API), GEMINI_API_KEY, COMFYUI_URL, REPLICATE_API_TOKEN with REPLICATE_MODELS, or FAL_KEY with FAL_MODELS';

/** The name of the language `texts` are written in, when it is not English; undefined for English (or nothing to tell). */
function unreadLanguage(texts: string[]): string | undefined {
  const language = detectLanguage(texts);
  return language === 'en' || language.startsWith('en-') ? undefined : languageName(language);
}

/** Said when the built-in planner is to plan a comic from a story it cannot read. */
export function plannerWarning(catalogue: ImageModelCatalogue, story: string[]): string | undefined {
  const language = catalogue.englishOnly.planner ? unreadLanguage(story) : undefined;
  if (!language) return undefined;
  return (
    `The built-in planner reads English only: it cannot read the story, written in ${language}, so the panels are planned from its defaults ` +
    '(each sentence a caption and a scene as written, shots by their place in the story, a stock setting and outfits). ' +
    `To plan stories in ${language}, configure a language model that reads it: PLANNER_PROVIDER=openai with PLANNER_MODEL, PLANNER_API_KEY and ` +
    'PLANNER_BASE_URL (any OpenAI-compatible chat API).'
  );
}

/**
 * Said when an image model that reads English only is to draw from `what` written in another language; `choose`
 * says how the request could name another model.
 */
export function illustratorWarning(catalogue: ImageModelCatalogue, model: string, what: string, texts: string[], choose: string): string | undefined {
  const language = catalogue.englishOnly.imageModels.includes(model) ? unreadLanguage(texts) : undefined;
  if (!language) return undefined;
  return (
    `The image model ${model} reads English only: it cannot read ${what}, written in ${language}, and draws its default place, poses and props instead. ` +
    `To draw from ${language} text, configure an image model that reads it (${IMAGE_MODEL_SETTINGS}) and ${choose}.`
  );
}

/** Said when the built-in descriptor, the only one there is, could not read a character's description. */
export function descriptorWarning(description: string, descriptor: CharacterDescriptor): string | undefined {
  const language = unreadLanguage([description]);
  if (!language) return undefined;
  const defaults = descriptor.defaults?.length ? ` (${descriptor.defaults.join(', ')})` : '';
  return (
    `The built-in descriptor reads English only: it cannot read the description, written in ${language}, so the descriptor holds its defaults${defaults}. ` +
    `No descriptor that reads ${language} can be configured: set the look with PATCH /api/characters/{id} (descriptor), or describe the character in English. ` +
    `Image models configured with ${IMAGE_MODEL_SETTINGS} read the description as it is written.`
  );
}

/** One warning of several, or none. */
export function joinedWarnings(...warnings: Array<string | undefined>): string | undefined {
  const said = warnings.filter((warning): warning is string => !!warning);
  return said.length ? said.join(' ') : undefined;
}
