/**
 * Bubbles of a panel, derived from its caption, caption type and speaker plus the render layout (where each
 * character's face is). Pure functions: positions are percentages of the panel (0-100), never over a face,
 * and several bubbles in one panel read left-to-right, top-to-bottom.
 *
 * Caption conventions: a narration caption is a narration box near the top-left; a dialogue caption is a speech
 * balloon high in the panel over the speaker, its tail aimed at the speaker's mouth and stopping short of the face,
 * or a thought cloud when wrapped in parentheses ("(Did he see me?)"); a line in capitals or ending "!!" is shouted
 * (a burst balloon), a line opening with "Psst", "Shh" or "Hush" is whispered (a dashed balloon); a caption wrapped
 * in asterisks ("*CRASH*") is sound-effect lettering; a dialogue caption may give later lines to other characters
 * with "Name:" ("Look out! Rex: Whoa!"), and a speaker's consecutive lines are joined balloons with one tail.
 */
import { countWords } from './script';
import {
  boxAround,
  centreOf,
  clampInside,
  inflate,
  nearestPointIn,
  overlapArea,
  PanelLayout,
  PercentBox,
  Point,
  round1,
  roundBox,
  toPercentBox,
} from './geometry';
import { DEFAULT_LANGUAGE } from '../lettering/language';
import { fittedSize, setText } from '../lettering/text-block';
import type { ReadingDirection } from './layout';
import { bubbleStyle, letteredText } from './lettering';

export const BUBBLE_TYPES = ['speech', 'whisper', 'shout', 'narration', 'thought', 'sfx'] as const;
export type BubbleType = (typeof BUBBLE_TYPES)[number];
export type CaptionType = 'narration' | 'dialogue';

/** As stored and served: `anchor` is the bubble's centre, `box` its bounds, `tail` where its tail points. */
export interface ComicBubble {
  type: BubbleType;
  text: string;
  speaker_name?: string;
  anchor: Point;
  box: PercentBox;
  tail?: Point;
  /** Joined to the bubble before it: the same speaker's next line, drawn as one balloon with a neck. */
  joins_previous?: boolean;
  /** Set in vertical columns read top to bottom, right to left (tategaki): a Japanese or Chinese manga read right to left. */
  vertical?: boolean;
}

/** How a panel's bubbles are lettered: the book's language and reading direction, and whether balloons are vertical. */
export interface BubbleLettering {
  language: string;
  direction: ReadingDirection;
  vertical: boolean;
}

export const LATIN_LETTERING: BubbleLettering = { language: DEFAULT_LANGUAGE, direction: 'ltr', vertical: false };

export interface BubbleLine {
  type: BubbleType;
  text: string;
  speaker?: string;
}

/** Lettering sizes as fractions of the panel width; the compositor draws with the same numbers. */
/**
 * Sizes are chosen for print: on a laid-out page the narrowest frame is about 37% of a 6.625-inch page, where
 * 0.044 of the panel's width is an 8-point letter (0.04 about 7 points).
 */
export const LETTERING = {
  speech: { fontSize: 0.044, charsPerLine: 14 },
  whisper: { fontSize: 0.044, charsPerLine: 14 },
  shout: { fontSize: 0.048, charsPerLine: 12 },
  thought: { fontSize: 0.044, charsPerLine: 14 },
  narration: { fontSize: 0.04, charsPerLine: 22 },
  sfx: { fontSize: 0.11, charsPerLine: 12 },
  /** Average advance of an upper-case letter in em (a little generous, so estimated boxes hold the real text). */
  charWidthEm: 0.58,
  lineHeightEm: 1.18,
  /** The part of a balloon's box that holds its text (an ellipse's inscribed rectangle, about 1/sqrt(2)). */
  balloonTextArea: { width: 0.75, height: 0.72 },
  /** A thought cloud's bumps take this much more room around the same text. */
  cloudGrowth: 1.18,
  /** A shout's burst points take this much more room. */
  burstGrowth: 1.22,
  /** Padding of narration boxes around their text, in em. */
  boxPaddingEm: 0.5,
} as const;

const MARGIN = 3;
const FACE_CLEARANCE = 1.5;
const TAIL_GAP = 4;
const TAIL_MIN = 3;
/** A taller, narrower balloon for tight spots beside a head. */
const NARROW_BALLOON_CHARS = 9;
const NARROW_NARRATION_CHARS = 14;

const SFX_PATTERN = /^[*＊]+\s*([^*＊]+?)\s*[*＊]+$/;
const THOUGHT_PATTERN = /^[(（]\s*([^()（）]+?)\s*[)）]$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const WHISPER_PATTERN = /^(?:p+s+t+|s+h+|hush)\b/i;

/** Shouted: written in capitals (two letters or more), or ending in "!!". */
function isShouted(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return /[!！]{2}$/.test(text) || (letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase());
}

function lineOf(text: string, speaker: string): BubbleLine {
  const thought = THOUGHT_PATTERN.exec(text);
  if (thought) return { type: 'thought', text: thought[1], speaker };
  if (WHISPER_PATTERN.test(text)) return { type: 'whisper', text, speaker };
  return { type: isShouted(text) ? 'shout' : 'speech', text, speaker };
}

/** A speaker's balloon holds one sentence when a line has several and runs long; the rest follow, joined. */
const JOIN_AFTER_WORDS = 5;

function splitSentences(line: BubbleLine): BubbleLine[] {
  const sentences = line.text.split(/(?<=[.!?…])\s+(?=\S)|(?<=[。！？])\s*(?=[^\s。！？」』）])/);
  if (line.type === 'thought' || sentences.length < 2 || countWords(line.text) <= JOIN_AFTER_WORDS) return [line];
  return sentences.map((text) => ({ ...line, text }));
}

/** Splits a dialogue caption into its speakers' lines ("Look out! Rex: Whoa!" -> the speaker, then Rex). */
function dialogueLines(caption: string, speaker: string, names: string[]): BubbleLine[] {
  const others = names.filter((name) => name.length > 0).map(escapeRegExp);
  if (others.length === 0) return [lineOf(caption, speaker)];
  const marker = new RegExp(`(?:^|\\s|(?<=[。！？!?]))(${others.join('|')})[:：]\\s*`, 'giu');
  const lines: BubbleLine[] = [];
  let current = speaker;
  let start = 0;
  for (const match of caption.matchAll(marker)) {
    const text = caption.slice(start, match.index).trim();
    if (text) lines.push(lineOf(text, current));
    current = names.find((name) => name.toLowerCase() === match[1].toLowerCase()) ?? match[1];
    start = (match.index ?? 0) + match[0].length;
  }
  const rest = caption.slice(start).trim();
  if (rest) lines.push(lineOf(rest, current));
  return lines.flatMap(splitSentences);
}

/** What a caption says, line by line, following the conventions in this module's comment. */
export function captionLines(caption: string, captionType: CaptionType, speaker: string | undefined, names: string[]): BubbleLine[] {
  const text = caption.trim();
  if (!text) return [];
  const sfx = SFX_PATTERN.exec(text);
  if (sfx) return [{ type: 'sfx', text: sfx[1] }];
  if (captionType === 'dialogue' && speaker) return dialogueLines(text, speaker, names);
  return [{ type: 'narration', text }];
}

/** Vertical columns are this many times as long as a horizontal line of the same bubble is wide (a tall balloon). */
const COLUMN_TO_LINE = 0.75;

/**
 * The size in pixels a line's text block needs at its nominal lettering size, set as the compositor sets it: lines at
 * most `charsPerLine` average capitals wide, or columns at most about three quarters of that long when vertical.
 */
function textBlockSize(line: BubbleLine, panelWidth: number, charsPerLine: number, lettering: BubbleLettering): { width: number; height: number; fontPx: number } {
  const fontPx = LETTERING[line.type].fontSize * panelWidth;
  const vertical = lettering.vertical && line.type !== 'sfx';
  const measure = charsPerLine * LETTERING.charWidthEm * fontPx * (vertical ? COLUMN_TO_LINE : 1);
  const fitted = setText(letteredText(line.text, lettering.language), bubbleStyle(lettering.language, line.type), fontPx, measure, line.type === 'sfx' ? 1 : LETTERING.lineHeightEm, vertical);
  return { ...fittedSize(fitted), fontPx };
}

/** The size (percent of the panel) a line's bubble needs: its text plus the balloon, cloud or box around it. */
export function bubbleSize(
  line: BubbleLine,
  panel: { width: number; height: number },
  charsPerLine: number = LETTERING[line.type].charsPerLine,
  lettering: BubbleLettering = LATIN_LETTERING,
): { width: number; height: number } {
  const text = textBlockSize(line, panel.width, charsPerLine, lettering);
  let width: number;
  let height: number;
  if (isBalloon(line.type)) {
    const growth = line.type === 'thought' ? LETTERING.cloudGrowth : line.type === 'shout' ? LETTERING.burstGrowth : 1;
    width = (text.width / LETTERING.balloonTextArea.width + text.fontPx * 0.6) * growth;
    height = (text.height / LETTERING.balloonTextArea.height + text.fontPx * 0.6) * growth;
  } else {
    const pad = line.type === 'narration' ? 2 * LETTERING.boxPaddingEm * text.fontPx : 0.3 * text.fontPx;
    width = text.width + pad;
    height = text.height + pad;
  }
  return { width: (Math.min(width, panel.width * 0.9) / panel.width) * 100, height: (Math.min(height, panel.height * 0.6) / panel.height) * 100 };
}

/** Spoken balloons, which a speaker's consecutive lines join (thought clouds stay apart). */
function isSpoken(type: BubbleType): boolean {
  return type === 'speech' || type === 'whisper' || type === 'shout';
}

/** Balloons (with a tail toward the speaker), as opposed to narration boxes and sound effects. */
export function isBalloon(type: BubbleType): boolean {
  return type === 'speech' || type === 'whisper' || type === 'shout' || type === 'thought';
}

/**
 * Reading order: bubbles that share a tier (their vertical extents overlap by at least half the shorter one)
 * read left to right (right to left in a book that reads so); otherwise the higher one comes first.
 */
export function readingOrder(a: PercentBox, b: PercentBox, direction: ReadingDirection = 'ltr'): number {
  const shared = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (shared >= Math.min(a.height, b.height) / 2) return direction === 'rtl' ? b.x + b.width - (a.x + a.width) : a.x - b.x;
  return a.y - b.y;
}

/**
 * Whether `box` reads after `other` beyond doubt, as a placed bubble must: entirely below it, or beside it on the side
 * the book reads on to (left of it in a right-to-left book) and not higher. Bubbles whose rows overlap only a little
 * are ordered by height in `readingOrder`, but a reader who goes across first (a manga reader, from the right) would
 * read them the other way; the placement leaves no such pair.
 */
export function readsAfter(other: PercentBox, box: PercentBox, direction: ReadingDirection = 'ltr'): boolean {
  if (box.y >= other.y + other.height) return true;
  const [right, otherRight] = [box.x + box.width, other.x + other.width];
  const onward = direction === 'rtl' ? right < otherRight && box.x <= other.x : box.x > other.x && right >= otherRight;
  return onward && box.y >= other.y;
}

interface Placement {
  faces: PercentBox[];
  placed: PercentBox[];
  direction: ReadingDirection;
}

function fits(box: PercentBox, placement: Placement): boolean {
  const clearOfFaces = placement.faces.every((face) => overlapArea(box, inflate(face, FACE_CLEARANCE)) === 0);
  const clearOfBubbles = placement.placed.every((other) => overlapArea(box, inflate(other, 0.5)) === 0);
  const inOrder = placement.placed.every((other) => readsAfter(other, box, placement.direction));
  return clearOfFaces && clearOfBubbles && inOrder;
}

function crowding(box: PercentBox, placement: Placement): number {
  const overFaces = placement.faces.reduce((sum, face) => sum + overlapArea(box, inflate(face, FACE_CLEARANCE)), 0);
  const overBubbles = placement.placed.reduce((sum, other) => sum + overlapArea(box, other), 0);
  return overFaces * 10 + overBubbles;
}

/** The same spots moved down below the last bubble, so a later line can still read after it. */
function belowLast(candidates: PercentBox[], placement: Placement): PercentBox[] {
  const last = placement.placed.at(-1);
  if (!last) return [];
  const top = last.y + last.height + 1;
  return candidates.map((box) => ({ ...box, y: Math.max(box.y, top) }));
}

/**
 * Every spot on a coarse grid, nearest to `near` first: the last resort before covering something. Each spot's
 * distance is worked out once, not in every comparison of the sort (a page's lettering sorts this grid hundreds of
 * times).
 */
function gridCandidates(size: { width: number; height: number }, near: Point): PercentBox[] {
  const spots: Array<{ spot: Point; distance: number }> = [];
  for (let y = 8; y <= 92; y += 6) for (let x = 10; x <= 90; x += 8) spots.push({ spot: { x, y }, distance: Math.hypot(x - near.x, y - near.y) });
  return spots.sort((a, b) => a.distance - b.distance).map(({ spot }) => boxAround(spot, size.width, size.height));
}

/** Smaller boxes for a crowded panel, tried before covering a face: their lettering is fitted smaller. */
const CROWDED_SCALES = [0.85, 0.7];

/** The first candidate that fits; else the one that covers the least (faces weigh most). */
function choose(preferred: PercentBox[], placement: Placement, near: Point): PercentBox {
  const candidates = [...preferred, ...belowLast(preferred, placement)];
  const narrowest = candidates[candidates.length - 1];
  const smaller = CROWDED_SCALES.flatMap((scale) => gridCandidates({ width: narrowest.width * scale, height: narrowest.height * scale }, near));
  const inside = [...candidates, ...gridCandidates(narrowest, near), ...smaller].map((box) => clampInside(box, MARGIN));
  return inside.find((box) => fits(box, placement)) ?? inside.reduce((best, box) => (crowding(box, placement) < crowding(best, placement) ? box : best));
}

/**
 * A spot for a box a frame's crop cut off or moved onto a face: where it is when that is clear of the faces and
 * the bubbles placed before it, else the highest clear spot (a row at a time, nearest first, shrinking before
 * going lower: balloons belong high in the panel), else the one covering the least.
 */
export function clearSpotFor(box: PercentBox, faces: PercentBox[], placed: PercentBox[], direction: ReadingDirection = 'ltr'): PercentBox {
  const placement: Placement = { faces, placed, direction };
  const near = centreOf(box);
  const rows = gridCandidates(box, near).map((spot) => centreOf(spot).y).filter((y, index, all) => all.indexOf(y) === index).sort((a, b) => a - b);
  const byRow = rows.flatMap((y) =>
    [1, ...CROWDED_SCALES].flatMap((scale) =>
      gridCandidates({ width: box.width * scale, height: box.height * scale }, { x: near.x, y }).filter((spot) => centreOf(spot).y === y),
    ),
  );
  const inside = [box, ...byRow].map((candidate) => clampInside(candidate, MARGIN));
  return inside.find((candidate) => fits(candidate, placement)) ?? inside.reduce((best, candidate) => (crowding(candidate, placement) < crowding(best, placement) ? candidate : best));
}

/** Places a balloon around the speaker's head: above it first, then beside it, then along the top. */
function balloonCandidates(size: { width: number; height: number }, face: PercentBox | undefined): PercentBox[] {
  const { width, height } = size;
  if (!face) return [0.75, 0.5, 0.25].map((x) => boxAround({ x: x * 100, y: MARGIN + height / 2 }, width, height));
  const head = centreOf(face);
  const aboveY = face.y - TAIL_GAP - height / 2;
  const besideY = face.y - height / 4;
  const top = MARGIN + height / 2;
  return [
    boxAround({ x: head.x, y: top }, width, height),
    boxAround({ x: face.x - FACE_CLEARANCE - width / 2, y: top }, width, height),
    boxAround({ x: face.x + face.width + FACE_CLEARANCE + width / 2, y: top }, width, height),
    boxAround({ x: head.x, y: aboveY }, width, height),
    boxAround({ x: face.x - FACE_CLEARANCE - width / 2, y: aboveY }, width, height),
    boxAround({ x: face.x + face.width + FACE_CLEARANCE + width / 2, y: aboveY }, width, height),
    boxAround({ x: face.x - TAIL_GAP - width / 2, y: besideY }, width, height),
    boxAround({ x: face.x + face.width + TAIL_GAP + width / 2, y: besideY }, width, height),
    boxAround({ x: head.x, y: MARGIN + height / 2 }, width, height),
    boxAround({ x: face.x - TAIL_GAP - width / 2, y: face.y + face.height + height / 2 }, width, height),
    boxAround({ x: face.x + face.width + TAIL_GAP + width / 2, y: face.y + face.height + height / 2 }, width, height),
  ];
}

/** The corners in reading order (top-left first; top-right in a right-to-left book), each with the wide box and then a narrower, taller one. */
function cornerCandidates(sizes: Array<{ width: number; height: number }>, direction: ReadingDirection): PercentBox[] {
  const left = () => MARGIN;
  const right = (width: number) => 100 - MARGIN - width;
  const [first, second] = direction === 'rtl' ? [right, left] : [left, right];
  const corners = [
    (width: number, height: number) => ({ x: first(width), y: MARGIN, width, height }),
    (width: number, height: number) => ({ x: second(width), y: MARGIN, width, height }),
    (width: number, height: number) => ({ x: first(width), y: 100 - MARGIN - height, width, height }),
    (width: number, height: number) => ({ x: second(width), y: 100 - MARGIN - height, width, height }),
  ];
  return corners.flatMap((corner) => sizes.map(({ width, height }) => corner(width, height)));
}

function sfxCandidates(size: { width: number; height: number }): PercentBox[] {
  const { width, height } = size;
  return [
    boxAround({ x: 72, y: 22 }, width, height),
    boxAround({ x: 28, y: 22 }, width, height),
    boxAround({ x: 75, y: 55 }, width, height),
    boxAround({ x: 25, y: 55 }, width, height),
    boxAround({ x: 50, y: 85 }, width, height),
  ];
}

/** Where the mouth is: low in the middle of the face. */
function mouthOf(face: PercentBox): Point {
  return { x: face.x + face.width / 2, y: face.y + face.height * 0.72 };
}

/**
 * Where a tail aims: toward the speaker's mouth, stopping short of it at the edge of the face's cleared area, but
 * always reaching at least TAIL_MIN beyond the balloon so it shows; straight down when the speaker is not in the
 * picture.
 */
export function tailTip(box: PercentBox, face: PercentBox | undefined): Point {
  const centre = centreOf(box);
  if (!face) return { x: centre.x, y: Math.min(100, box.y + box.height + 8) };
  const head = mouthOf(face);
  const distance = Math.hypot(head.x - centre.x, head.y - centre.y) || 1;
  const direction = { x: (head.x - centre.x) / distance, y: (head.y - centre.y) / distance };
  const edge = nearestPointIn(inflate(face, FACE_CLEARANCE / 2), centre);
  const rim = 1 / Math.hypot(direction.x / (box.width / 2), direction.y / (box.height / 2));
  const reach = Math.min(distance, Math.max(Math.hypot(edge.x - centre.x, edge.y - centre.y), rim + TAIL_MIN));
  return { x: centre.x + direction.x * reach, y: centre.y + direction.y * reach };
}

function facesOf(layout: PanelLayout | undefined): Array<{ name: string; face: PercentBox }> {
  if (!layout || layout.width <= 0 || layout.height <= 0) return [];
  return layout.characters.map((character) => ({ name: character.name, face: toPercentBox(character.face, layout.width, layout.height) }));
}

/**
 * Positions the lines' bubbles on a panel. `layout` is the render layout (pixels); without one, bubbles go to
 * the top of the panel. Returned in reading order.
 */
export function placeBubbles(lines: BubbleLine[], layout: PanelLayout | undefined, lettering: BubbleLettering = LATIN_LETTERING, panel = { width: 1024, height: 1024 }): ComicBubble[] {
  const size = layout && layout.width > 0 ? { width: layout.width, height: layout.height } : panel;
  const faces = facesOf(layout);
  const placement: Placement = { faces: faces.map((entry) => entry.face), placed: [], direction: lettering.direction };
  const bubbles: ComicBubble[] = [];
  lines.forEach((line, index) => {
    const dimensions = bubbleSize(line, size, undefined, lettering);
    const speakerFace = faceOf(faces, line.speaker);
    const previous = lines[index - 1];
    const joins = isSpoken(line.type) && previous !== undefined && isSpoken(previous.type) && previous.speaker === line.speaker;
    const candidates =
      line.type === 'narration'
        ? cornerCandidates([dimensions, bubbleSize(line, size, NARROW_NARRATION_CHARS, lettering)], lettering.direction)
        : line.type === 'sfx'
          ? sfxCandidates(dimensions)
          : [
              ...(joins ? besidePrevious(dimensions, placement.placed[placement.placed.length - 1], lettering.direction) : []),
              ...balloonCandidates(dimensions, speakerFace),
              ...balloonCandidates(bubbleSize(line, size, NARROW_BALLOON_CHARS, lettering), speakerFace),
            ];
    const box = choose(candidates, placement, speakerFace ? centreOf(speakerFace) : centreOf(candidates[0]));
    // A line that found no room right after the one before stands alone, with its own tail, rather than a long neck.
    const adjacent = joins && besidePrevious(dimensions, placement.placed[placement.placed.length - 1], lettering.direction).some((spot) => sameBox(clampInside(spot, MARGIN), box));
    placement.placed.push(box);
    const centre = centreOf(box);
    bubbles.push({
      type: line.type,
      text: line.text,
      ...(line.speaker ? { speaker_name: line.speaker } : {}),
      anchor: { x: round1(centre.x), y: round1(centre.y) },
      box: roundBox(box),
      ...(isBalloon(line.type) ? { tail: roundPoint(tailTip(box, speakerFace)) } : {}),
      ...(adjacent ? { joins_previous: true } : {}),
      ...(lettering.vertical && line.type !== 'sfx' ? { vertical: true } : {}),
    });
  });
  return withOneTailPerSpeakerRun(bubbles);
}

function sameBox(a: PercentBox, b: PercentBox): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

function faceOf(faces: Array<{ name: string; face: PercentBox }>, speaker: string | undefined): PercentBox | undefined {
  return faces.find((entry) => entry.name.toLowerCase() === speaker?.toLowerCase())?.face;
}

/** A joined balloon sits right after the one before: beside it on its tier (on the side the book reads on to), else just below it. */
function besidePrevious(size: { width: number; height: number }, previous: PercentBox | undefined, direction: ReadingDirection): PercentBox[] {
  if (!previous) return [];
  const gap = 1;
  const beside = direction === 'rtl' ? previous.x - gap - size.width : previous.x + previous.width + gap;
  return [
    { x: beside, y: previous.y + previous.height * 0.35, ...size },
    { x: previous.x + previous.width * 0.35, y: previous.y + previous.height + gap, ...size },
  ];
}

/** Joined balloons share one tail: the last of each run keeps it. */
function withOneTailPerSpeakerRun(bubbles: ComicBubble[]): ComicBubble[] {
  return bubbles.map((bubble, index) => {
    const next = bubbles[index + 1];
    if (!next?.joins_previous || !bubble.tail) return bubble;
    const { tail: _tail, ...rest } = bubble;
    return rest;
  });
}

/**
 * The bubble moved so its centre is `anchor` (percent of the panel), kept inside the panel; a balloon's tail is
 * aimed again at its speaker's mouth.
 */
export function moveBubble(bubble: ComicBubble, anchor: Point, layout: PanelLayout | undefined): ComicBubble {
  const box = clampInside(boxAround(anchor, bubble.box.width, bubble.box.height), 0);
  const centre = centreOf(box);
  const moved: ComicBubble = { ...bubble, anchor: { x: round1(centre.x), y: round1(centre.y) }, box: roundBox(box) };
  if (!bubble.tail) return moved;
  return { ...moved, tail: roundPoint(tailTip(box, faceOf(facesOf(layout), bubble.speaker_name))) };
}

function roundPoint(point: Point): Point {
  return { x: round1(point.x), y: round1(point.y) };
}

/** The bubbles of a panel from what the client gave (caption, caption_type, speaker) and where the render put faces. */
export function deriveBubbles(
  panel: { caption: string; captionType: CaptionType; speaker: string | null },
  characterNames: string[],
  layout: PanelLayout | undefined,
  lettering: BubbleLettering = LATIN_LETTERING,
): ComicBubble[] {
  return placeBubbles(captionLines(panel.caption, panel.captionType, panel.speaker ?? undefined, characterNames), layout, lettering);
}
