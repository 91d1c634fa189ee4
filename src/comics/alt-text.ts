/**
 * A comic panel's text alternative: the framing and who is where (from the render's layout), what happens (the
 * plan's action), then every bubble's words in reading order with who says them and how ("Ana whispers: ...",
 * "Narration: ...", "Sound: CRASH."). Lettering is kept as written, in whatever language it is in.
 */
import type { ComicShotKey } from '../vocabulary';
import { asSentence, figureWords, SHOT_NAMES } from '../vocabulary/alt-text';
import type { BubbleType, ComicBubble } from './bubbles';
import type { PanelLayout } from './geometry';

const SPOKEN: Record<Exclude<BubbleType, 'narration' | 'sfx'>, string> = {
  speech: 'says',
  whisper: 'whispers',
  shout: 'shouts',
  thought: 'thinks',
};

/** One line of lettering as read aloud: who, how, and the words. */
export interface LetteringLine {
  type: BubbleType;
  speaker?: string;
  text: string;
}

/** The panel's bubbles as lines read aloud: a speaker's consecutive bubbles of one kind read as one line. */
export function letteringLines(bubbles: ComicBubble[]): LetteringLine[] {
  const lines: LetteringLine[] = [];
  for (const bubble of bubbles) {
    const last = lines.at(-1);
    if (last && last.type === bubble.type && last.speaker === bubble.speaker_name && bubble.type !== 'sfx') last.text = `${last.text} ${bubble.text}`;
    else lines.push({ type: bubble.type, speaker: bubble.speaker_name, text: bubble.text });
  }
  return lines;
}

/** Who says a line and how: "Ana whispers", "Narration", "Sound". */
export function lineLead(line: LetteringLine): string {
  if (line.type === 'narration') return 'Narration';
  if (line.type === 'sfx') return 'Sound';
  return `${line.speaker ?? 'Someone'} ${SPOKEN[line.type]}`;
}

export function letteringWords(bubbles: ComicBubble[]): string {
  return letteringLines(bubbles)
    .map((line) => `${lineLead(line)}: ${asSentence(line.text)}`)
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
export function framingWords(panel: Pick<PanelPicture, 'shot' | 'layout'>): string {
  const who = panel.layout ? figureWords(panel.layout.characters, panel.layout.width) : '';
  return `${SHOT_NAMES[panel.shot]}${who ? `: ${who}` : ''}.`;
}

export function panelAltText(panel: PanelPicture): string {
  return [framingWords(panel), asSentence(panel.action), letteringWords(panel.bubbles)].filter(Boolean).join(' ');
}
