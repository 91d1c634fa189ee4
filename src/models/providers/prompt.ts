import { lookWords } from '../../vocabulary/descriptor-words';
import type { BrandInput, CharacterInput, EditRequest, RenderRequest, ReferenceViewRequest } from '../types';
import type { ComicShotKey, ComicStyleKey } from '../../vocabulary';

/** Prompt text for external image models, built from the same request the built-in renderers get. */
const PRESET_WORDS: Record<ComicStyleKey, string> = {
  classic_american: 'classic American comic book art, bold black inks, saturated colours, halftone shading',
  manga_bw: 'black-and-white manga art, screentone shading, expressive clean linework',
  european_tintin: 'European ligne claire comic art, clean uniform outlines, flat bright colours',
  indie_webcomic: 'indie webcomic art, loose friendly lines, soft flat colours',
  newspaper_sunday: 'newspaper Sunday strip art, simple shapes, bright primary colours',
};

const SHOT_WORDS: Record<ComicShotKey, string> = {
  establishing: 'establishing shot, wide view of the whole setting, characters small in the scene',
  wide: 'wide shot, full figures with their surroundings',
  two_shot: 'two-shot, two characters framed together from the waist up, facing each other',
  medium: 'medium shot, characters from the waist up',
  closeup: 'close-up on the face and shoulders',
  reaction_closeup: 'tight close-up on a reacting face, strong expression',
  over_shoulder: 'over-the-shoulder shot, one character seen from behind in the foreground',
  splash: 'dramatic splash composition, dynamic angle, the most exciting moment',
};

const VIEW_WORDS: Record<string, string> = {
  front: 'front view',
  three_quarter: 'three-quarter view',
  side: 'side profile view',
  back: 'view from behind',
};

/** Bubbles and captions are composited later; text drawn by the model would clash with them. */
const NO_TEXT = 'No text, no lettering, no speech bubbles, no captions.';

export function renderPrompt(request: RenderRequest): string {
  const variation = request.anchors?.variation;
  return lines([
    request.prompt,
    variation &&
      `Starting from the source image (made from: ${variation.sourcePrompt}), change only the ${variation.dimension} to ${variation.target}, keep everything else identical.`,
    charactersLine(request.characters),
    posesLine(request.characters),
    styleLine(request.artStyle, request.stylePreset),
    request.shot && `Framing: ${SHOT_WORDS[request.shot]}.`,
    request.brand && brandLine(request.brand),
    NO_TEXT,
  ]);
}

/** An edit: what to change, that only it changes (inside the masked area when there is one), and what the picture is. */
export function editPrompt(request: EditRequest): string {
  return lines([
    `Edit the first image: ${request.instruction.trim().replace(/[.\s]+$/, '')}.`,
    request.mask
      ? 'Change only the masked area and only what the instruction names.'
      : 'Change only what the instruction names.',
    'Keep everything else exactly as it is: the characters, their faces, hair and outfits, their poses, the composition, the background, the light and the style.',
    `The picture was made from: ${request.scene.prompt}`,
    charactersLine(request.scene.characters),
    NO_TEXT,
  ]);
}

export function referenceViewPrompt(request: ReferenceViewRequest): string {
  const view = VIEW_WORDS[request.label] ?? `front view with a ${request.label} expression`;
  return lines([
    `Character reference sheet of ${request.character.name}, a single full figure, ${view}, plain light background.`,
    charactersLine([request.character]),
    styleLine(request.artStyle),
    NO_TEXT,
  ]);
}

/** For providers that receive reference images inline: says which image is which. */
export function withReferenceLegend(prompt: string, labels: string[]): string {
  if (labels.length === 0) return prompt;
  return `${prompt}\nReference images, in order: ${labels.map((label, index) => `${index + 1}) ${label}`).join('; ')}.`;
}

function charactersLine(characters: CharacterInput[]): string | undefined {
  if (characters.length === 0) return undefined;
  const described = characters.map((character) => {
    const text = character.description ? `${character.description.replace(/[.\s]+$/, '')}; ` : '';
    return `${character.name}: ${text}${lookWords(character.descriptor)}`;
  });
  return `Characters (keep each exactly as described): ${described.join('. ')}.`;
}

/** Characters drawn on a skeleton: the pose picture says how (see job.ts). */
function posesLine(characters: CharacterInput[]): string | undefined {
  const posed = characters.filter((character) => character.pose).map((character) => character.name);
  return posed.length ? `Pose: draw ${posed.join(' and ')} exactly in the pose of ${posed.length === 1 ? 'its' : 'their'} OpenPose skeleton image.` : undefined;
}

function styleLine(artStyle?: string, preset?: ComicStyleKey): string | undefined {
  const words = [artStyle, preset && PRESET_WORDS[preset]].filter(Boolean);
  return words.length > 0 ? `Style: ${words.join(', ')}.` : undefined;
}

function brandLine(brand: BrandInput): string | undefined {
  if (brand.palette.length === 0) return undefined;
  return `Use the brand colours: ${brand.palette.map((colour) => `${colour.name} ${colour.hex}`).join(', ')}.`;
}

function lines(parts: Array<string | false | undefined>): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.length > 0).join('\n');
}
