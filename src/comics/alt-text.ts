/**
 * A comic panel's text alternative: the framing and who is where (from the render's layout), what happens (the
 * plan's action), then every bubble's words in reading order with who says them and how ("Ana whispers: ...",
 * "Narration: ...", "Sound: CRASH."). Lettering is kept as written, in whatever language it is in.
 */
import type { ComicShotKey } from '../vocabulary';
import { asSentence, figureWords, SHOT_NAMES } from '../vocabulary/alt-text';
import type { BubbleType, ComicBubble } from './bubbles';
import type { PanelLayout, PercentBox } from './geometry';

const SPOKEN: Record<Exclude<BubbleType, 'narration' | 'sfx'>, string> = {
  speech: 'says',
  whisper: 'whispers',
  shout: 'shouts',
  thought: 'thinks',
};

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

/** Who says a line and how: "Ana whispers", "Narration", "Sound". */
function lineLead(line: LetteringLine): string {
  if (line.type === 'narration') return 'Narration';
  if (line.type === 'sfx') return 'Sound';
  return `${line.speaker ?? 'Someone'} ${SPOKEN[line.type]}`;
}

/** "Ana whispers: Shh… over here." */
export function spokenLine(line: LetteringLine): string {
  return `${lineLead(line)}: ${asSentence(line.text)}`;
}

export function letteringWords(bubbles: ComicBubble[]): string {
  return letteringLines(bubbles).map(spokenLine).join(' ');
}

export interface PanelPicture {
  shot: ComicShotKey;
  action: string;
  bubbles: ComicBubble[];
  /** The render's layout; a planned panel not drawn yet has none. */
  layout: PanelLayout | null;
}

/** The framing and who is where: "Two-shot: Ana on the left, Bo on the right." */
function framingWords(panel: Pick<PanelPicture, 'shot' | 'layout'>): string {
  const who = panel.layout ? figureWords(panel.layout.characters, panel.layout.width) : '';
  return `${SHOT_NAMES[panel.shot]}${who ? `: ${who}` : ''}.`;
}

/** What the picture shows, before anything is said: the framing, who is where and the action. */
export function pictureWords(panel: Omit<PanelPicture, 'bubbles'>): string {
  return [framingWords(panel), asSentence(panel.action)].filter(Boolean).join(' ');
}

export function panelAltText(panel: PanelPicture): string {
  return [pictureWords(panel), letteringWords(panel.bubbles)].filter(Boolean).join(' ');
}
