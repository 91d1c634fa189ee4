/**
 * A comic panel's text alternative: the framing and who is where (from the render's layout), what happens (the
 * plan's action), then every bubble's words in reading order with who says them and how ("Ana whispers: ...",
 * "Narration: ...", "Sound: CRASH."), in the book's language (src/vocabulary/descriptions.ts). Lettering is kept as
 * written, in whatever language it is in.
 */
import type { ComicShotKey } from '../vocabulary';
import { figureWords } from '../vocabulary/alt-text';
import { describerFor, type Describer } from '../vocabulary/descriptions';
import type { BubbleType, ComicBubble } from './bubbles';
import type { PanelLayout, PercentBox } from './geometry';

/** One line of lettering as read aloud: who, how, the words, and the bubbles that show them. */
export interface LetteringLine {
  type: BubbleType;
  speaker?: string;
  text: string;
  boxes: PercentBox[];
}

/** The panel's bubbles as lines read aloud: a speaker's consecutive bubbles of one kind read as one line. */
export function letteringLines(bubbles: ComicBubble[]): LetteringLine[] {
  const lines: LetteringLine[] = [];
  for (const bubble of bubbles) {
    const last = lines.at(-1);
    if (last && last.type === bubble.type && last.speaker === bubble.speaker_name && bubble.type !== 'sfx') {
      last.text = `${last.text} ${bubble.text}`;
      last.boxes.push(bubble.box);
    } else lines.push({ type: bubble.type, speaker: bubble.speaker_name, text: bubble.text, boxes: [bubble.box] });
  }
  return lines;
}

const ENGLISH = describerFor('en');

/** "Ana whispers: Shh… over here." (who says a line and how, then the words). */
export function spokenLine(line: LetteringLine, words: Describer = ENGLISH): string {
  const lead = words.say('lead', { kind: line.type, speaker: line.speaker ?? words.say('someone') });
  return words.say('line', { lead, text: words.sentence(line.text) });
}

export function letteringWords(bubbles: ComicBubble[], words: Describer = ENGLISH): string {
  return letteringLines(bubbles)
    .map((line) => spokenLine(line, words))
    .join(' ');
}

export interface PanelPicture {
  shot: ComicShotKey;
  action: string;
  bubbles: ComicBubble[];
  /** The render's layout; a planned panel not drawn yet has none. */
  layout: PanelLayout | null;
}

/** The framing and who is where: "Two-shot: Ana on the left, Bo on the right." */
function framingWords(panel: Pick<PanelPicture, 'shot' | 'layout'>, words: Describer): string {
  const who = panel.layout ? figureWords(panel.layout.characters, panel.layout.width, words) : '';
  const shot = words.say(panel.shot);
  return who ? words.say('framing', { shot, who }) : words.say('framingAlone', { shot });
}

/**
 * What the picture shows, before anything is said: the framing, who is where and the action (the plan's words, as
 * the planner wrote them).
 */
export function pictureWords(panel: Omit<PanelPicture, 'bubbles'>, words: Describer = ENGLISH): string {
  return [framingWords(panel, words), words.sentence(panel.action)].filter(Boolean).join(' ');
}

/** The panel's text alternative, in `words`' language (the book's, when there is a catalogue for it). */
export function panelAltText(panel: PanelPicture, words: Describer = ENGLISH): string {
  return [pictureWords(panel, words), letteringWords(panel.bubbles, words)].filter(Boolean).join(' ');
}
