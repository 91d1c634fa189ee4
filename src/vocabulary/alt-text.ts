/**
 * Text alternatives for the pictures the service makes, in words a screen reader reads aloud: the framing, who is
 * where (from the render's layout) and what happens (from the prompt or plan). Pure and workflow-safe: records are
 * built in workflows and activities alike. Text a person wrote (prompts, lettering) is kept as written.
 */
import { closedSentence, describerFor, type Describer } from './descriptions';
import type { VaryDimension } from './index';

/** Where a renderer put a character: its whole figure, in pixels of the picture. */
export interface FigurePlacement {
  name: string;
  box: { x: number; y: number; width: number; height: number };
}

/** A figure this much shorter than the tallest one reads as further back. */
const BACKGROUND_RATIO = 0.6;

function sideOf(placement: FigurePlacement, width: number): 'left' | 'right' | 'middle' {
  const centre = (placement.box.x + placement.box.width / 2) / width;
  return centre < 0.4 ? 'left' : centre > 0.6 ? 'right' : 'middle';
}

const ENGLISH = describerFor('en');

/** "A and B", "A, B and C". */
export function listWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Who is where, left to right: "Ana on the left, Bo on the right"; figures sharing a side are grouped, and one much
 * smaller than the tallest is "in the background". A single figure is just named. In the describer's language.
 */
export function figureWords(placements: FigurePlacement[], width: number, words: Describer = ENGLISH): string {
  if (placements.length === 0) return '';
  if (placements.length === 1) return placements[0].name;
  const tallest = Math.max(...placements.map((placement) => placement.box.height));
  const ordered = [...placements].sort((a, b) => a.box.x + a.box.width / 2 - (b.box.x + b.box.width / 2));
  const groups: Array<{ side: ReturnType<typeof sideOf>; depth: 'back' | 'front'; names: string[] }> = [];
  for (const placement of ordered) {
    const depth = placement.box.height < tallest * BACKGROUND_RATIO ? 'back' : 'front';
    const side = sideOf(placement, width);
    const last = groups.at(-1);
    if (last?.side === side && last.depth === depth) last.names.push(placement.name);
    else groups.push({ side, depth, names: [placement.name] });
  }
  return groups.map((group) => words.say('placed', { names: words.list(group.names), side: words.say(group.side), depth: group.depth })).join(words.say('comma'));
}

/** Ends a sentence a person wrote with a full stop when it has no closing punctuation (in any script). */
export function asSentence(text: string): string {
  return closedSentence(text, '.');
}

export interface ScenePicture {
  prompt: string;
  artStyle?: string;
  /** The characters asked for, in request order. */
  characterNames: string[];
  /** Where the render put them. */
  placements: FigurePlacement[];
  width: number;
  variation?: { dimension: VaryDimension; target: string };
  /** The instruction an edited picture was edited with. */
  edit?: string;
  brandAssets?: string[];
}

/**
 * A generated scene or storybook page: who is where, the prompt as written, then what a variation changed, the
 * brand assets shown and the art style. Characters the render did not place are still named.
 */
export function sceneAltText(scene: ScenePicture): string {
  const placed = new Set(scene.placements.map((placement) => placement.name));
  const unplaced = scene.characterNames.filter((name) => !placed.has(name));
  const who = [figureWords(scene.placements, scene.width), ...unplaced].filter(Boolean).join(', ');
  return [
    who ? `${who}: ${asSentence(scene.prompt)}` : asSentence(scene.prompt),
    scene.variation && `The ${scene.variation.dimension} is changed to ${asSentence(scene.variation.target)}`,
    scene.edit && `Edited: ${asSentence(scene.edit)}`,
    scene.brandAssets?.length ? `With ${listWords(scene.brandAssets)}.` : '',
    scene.artStyle && `Art style: ${asSentence(scene.artStyle)}`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A comic's establishing shot of its setting, which every panel is drawn against, in the describer's language. */
export function settingAltText(setting: string, words: Describer = ENGLISH): string {
  return setting.trim() ? words.say('setting', { setting: words.sentence(setting) }) : words.say('settingAlone');
}

const VIEW_NAMES: Record<string, string> = {
  front: 'front view',
  three_quarter: 'three-quarter view',
  side: 'side view',
  back: 'seen from behind',
};

/** A reference-sheet image: the character's name, the view or mood, and how the character looks. */
export function referenceAltText(character: { name: string; description: string }, label: string): string {
  const view = VIEW_NAMES[label] ?? `${label.replace(/_/g, ' ')} expression`;
  return `${character.name}, ${view}: ${asSentence(character.description)}`;
}

/** The language these words are in (BCP 47), declared on every document that carries them. */
export const DESCRIPTION_LANGUAGE = 'en';
