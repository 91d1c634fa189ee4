/**
 * Typesetting lettering as outlines: text split into runs by script, each run set in the first face of its chain
 * that has every one of its characters; lines ordered by the Unicode bidirectional algorithm (a right-to-left book's
 * lines are right-to-left paragraphs); each run shaped by fontkit (Arabic joining, Indic conjuncts and reordering,
 * Thai marks, kerning); lines filled at the break opportunities of breaking.ts; vertical columns (tategaki) with
 * upright CJK in its vertical forms, rotated Latin runs and short numbers set across the column. The result is SVG
 * paths, so the rasteriser needs no font at all, and the fonts are read once per process.
 */
import bidiFactory from 'bidi-js';
import { breakUnits } from './breaking';
import { FACE_CHAINS, faceCovers, faceForCharacter, fontOf, glyphsFor, isDrawn, type FaceId, type FontRole, type LetteringScript } from './fonts';
import { bookScriptOf, isRightToLeft } from './language';

export interface TextStyle {
  /** The book's language (BCP 47). */
  language: string;
  role: FontRole;
  /** The face chosen for each script of a whole text (`withFaces`), so that all of its lines are set alike. */
  faces?: Partial<Record<LetteringScript, FaceId>>;
}

const bidi = bidiFactory();

const SCRIPT_PATTERNS: Array<[RegExp, LetteringScript | 'han']> = [
  [/\p{Script=Latin}/u, 'latin'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'japanese'],
  [/\p{Script=Han}/u, 'han'],
  [/\p{Script=Hangul}/u, 'hangul'],
  [/\p{Script=Arabic}/u, 'arabic'],
  [/\p{Script=Cyrillic}/u, 'cyrillic'],
  [/\p{Script=Greek}/u, 'greek'],
  [/\p{Script=Hebrew}/u, 'hebrew'],
  [/\p{Script=Devanagari}/u, 'devanagari'],
  [/\p{Script=Bengali}/u, 'bengali'],
  [/\p{Script=Tamil}/u, 'tamil'],
  [/\p{Script=Thai}/u, 'thai'],
];
const COMMON = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The lettering script of a character; Han follows the book (Japanese, Korean, Traditional or Simplified faces). */
function scriptOf(char: string, book: LetteringScript): LetteringScript | 'common' | 'other' {
  if (COMMON.test(char)) return 'common';
  const found = SCRIPT_PATTERNS.find(([pattern]) => pattern.test(char))?.[1];
  if (found === 'han') return book === 'japanese' || book === 'hangul' || book === 'hant' ? book : 'hans';
  return found ?? 'other';
}

interface FontRun {
  start: number;
  end: number;
  face: FaceId | undefined;
}

function unique<T>(items: T[]): T[] {
  return items.filter((item, index) => items.indexOf(item) === index);
}

/**
 * Runs of one script (spaces, digits and punctuation go with the run they are in), each in the first face that has
 * all of its characters: the book's faces first (a Latin name in Japanese takes the Japanese face's Latin), then
 * the run's script's own. A run no face covers whole is set character by character; a character no face has gets
 * no face (and is not drawn: the API refuses such text before anything is made).
 */
export function fontRuns(text: string, style: TextStyle): FontRun[] {
  const book = bookScriptOf(style.language);
  const chars = [...text];
  const own = chars.map((char) => scriptOf(char, book));
  const first = own.find((script): script is LetteringScript | 'other' => script !== 'common') ?? book;
  const items: Array<{ start: number; end: number; script: LetteringScript | 'other' }> = [];
  let at = 0;
  let current = first;
  chars.forEach((char, index) => {
    const script = own[index];
    if (script !== 'common') current = script;
    const last = items.at(-1);
    if (last && last.script === current) last.end = at + char.length;
    else items.push({ start: at, end: at + char.length, script: current });
    at += char.length;
  });
  return items.flatMap((item) => {
    const chosen = item.script === 'other' ? undefined : style.faces?.[item.script];
    const chain = unique([...(chosen ? [chosen] : []), ...FACE_CHAINS[book][style.role], ...(item.script === 'other' ? [] : FACE_CHAINS[item.script][style.role])]);
    const itemChars = [...text.slice(item.start, item.end)];
    const whole = chain.find((id) => itemChars.every((char) => faceCovers(id, char)));
    if (whole) return [{ start: item.start, end: item.end, face: whole }];
    const runs: FontRun[] = [];
    let offset = item.start;
    for (const char of itemChars) {
      const face = isDrawn(char) ? faceForCharacter(char, chain) : runs.at(-1)?.face;
      const last = runs.at(-1);
      if (last && last.face === face) last.end = offset + char.length;
      else runs.push({ start: offset, end: offset + char.length, face });
      offset += char.length;
    }
    return runs;
  });
}

/**
 * The style with a face chosen per script for the whole of `text`: the first of the script's chain that has all of
 * the text's characters in that script (a bubble whose second line has a rare character is set in one face throughout).
 */
export function withFaces(text: string, style: TextStyle): TextStyle {
  const faces: Partial<Record<LetteringScript, FaceId>> = {};
  const book = bookScriptOf(style.language);
  const byScript = new Map<LetteringScript, string[]>();
  for (const char of text) {
    const script = scriptOf(char, book);
    if (script === 'common' || script === 'other') continue;
    byScript.set(script, [...(byScript.get(script) ?? []), char]);
  }
  for (const [script, chars] of byScript) {
    const chain = unique([...FACE_CHAINS[book][style.role], ...FACE_CHAINS[script][style.role]]);
    const face = chain.find((id) => chars.every((char) => faceCovers(id, char)));
    if (face) faces[script] = face;
  }
  return { ...style, faces };
}

/** A glyph placed on a line, in em (x along the line from its start, y up from the baseline). */
interface PlacedGlyph {
  face: FaceId;
  id: number;
  x: number;
  y: number;
}

export interface ShapedLine {
  glyphs: PlacedGlyph[];
  /** Advance in em. */
  width: number;
}

interface ShapedPiece {
  glyphs: Array<{ id: number; advance: number; dx: number; dy: number }>;
  width: number;
}

const shapes = new Map<string, ShapedPiece>();

/** One run in one face and direction, shaped by fontkit (glyphs in visual order), in em. Cached. */
function shapePiece(text: string, face: FaceId, rtl: boolean, vertical: boolean): ShapedPiece {
  const key = `${face}|${rtl ? 'r' : 'l'}${vertical ? 'v' : ''}|${text}`;
  let shaped = shapes.get(key);
  if (!shaped) {
    shaped = layOut(text, face, rtl, vertical);
    shapes.set(key, shaped);
  }
  return shaped;
}

const SPACES = /([\s\u200b-\u200f\u2060\ufeff]+)/u;
const IGNORABLE = /^(?:\p{Default_Ignorable_Code_Point}|\u061c)$/u;
/** The advance of a space where a face's own space glyph cannot be read (em). */
const SPACE_WIDTH = 0.25;

function layOut(text: string, face: FaceId, rtl: boolean, vertical: boolean): ShapedPiece {
  const font = fontOf(face);
  const em = font.unitsPerEm;
  try {
    const run = font.layout(glyphsFor(font, text), vertical ? ['vert'] : [], undefined, undefined, rtl ? 'rtl' : 'ltr');
    const glyphs = run.glyphs.map((glyph, index) => {
      const position = run.positions[index];
      // fontkit shows a joiner or direction mark as a space; it has no width (as HarfBuzz sets it).
      if (glyph.codePoints.length > 0 && glyph.codePoints.every((code) => IGNORABLE.test(String.fromCodePoint(code)))) return { id: -1, advance: 0, dx: 0, dy: 0 };
      return { id: glyph.id, advance: position.xAdvance / em, dx: position.xOffset / em, dy: position.yOffset / em };
    });
    return { glyphs, width: glyphs.reduce((sum, glyph) => sum + glyph.advance, 0) };
  } catch (error) {
    // A few faces (Gaegu) have a space glyph fontkit cannot read: their words are shaped apart, spaces left blank.
    const words = text.split(SPACES).filter(Boolean);
    if (words.length < 2) throw error;
    const glyphs = (rtl ? words.reverse() : words).flatMap((word) =>
      SPACES.test(word) ? [{ id: -1, advance: SPACE_WIDTH * word.replace(/\p{Cf}/gu, '').length, dx: 0, dy: 0 }] : layOut(word, face, rtl, vertical).glyphs,
    );
    return { glyphs, width: glyphs.reduce((sum, glyph) => sum + glyph.advance, 0) };
  }
}

/** Visual order of pieces by their embedding levels (UAX #9, rule L2). */
function visualOrder<T extends { level: number }>(pieces: T[]): T[] {
  const ordered = [...pieces];
  const highest = Math.max(0, ...pieces.map((piece) => piece.level));
  const lowestOdd = Math.min(...pieces.map((piece) => piece.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < ordered.length; start += 1) {
      if (ordered[start].level < level) continue;
      let end = start;
      while (end + 1 < ordered.length && ordered[end + 1].level >= level) end += 1;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return ordered;
}

/** Pieces of a line: where its font runs or its embedding levels change. */
function piecesOf(text: string, style: TextStyle): Array<{ text: string; face: FaceId; level: number }> {
  const { levels } = bidi.getEmbeddingLevels(text, isRightToLeft(style.language) ? 'rtl' : 'auto');
  const pieces: Array<{ text: string; face: FaceId; level: number }> = [];
  for (const run of fontRuns(text, style)) {
    if (!run.face) continue;
    let start = run.start;
    for (let at = run.start + 1; at <= run.end; at += 1) {
      if (at < run.end && levels[at] === levels[start]) continue;
      const level = levels[start];
      const raw = text.slice(start, at);
      const piece = level % 2 === 1 ? [...raw].map((char) => bidi.getMirroredCharacter(char) ?? char).join('') : raw;
      pieces.push({ text: piece, face: run.face, level });
      start = at;
    }
  }
  return pieces;
}

/** The line's runs in visual order (left to right on the page), each in one face and direction; right-to-left runs mirrored. */
export function visualRuns(text: string, style: TextStyle): Array<{ text: string; face: FaceId; rtl: boolean }> {
  return visualOrder(piecesOf(text, style)).map((piece) => ({ text: piece.text, face: piece.face, rtl: piece.level % 2 === 1 }));
}

const lines = new Map<string, ShapedLine>();

/** A line shaped and in visual order, in em. Cached by text and style. */
export function shapeLine(text: string, style: TextStyle): ShapedLine {
  const key = `${style.language}|${style.role}|${JSON.stringify(style.faces ?? {})}|${text}`;
  let line = lines.get(key);
  if (!line) {
    const glyphs: PlacedGlyph[] = [];
    let x = 0;
    for (const piece of visualRuns(text, style)) {
      const shaped = shapePiece(piece.text, piece.face, piece.rtl, false);
      glyphs.push(...placed(shaped, piece.face, x));
      x += shaped.width;
    }
    line = { glyphs, width: x };
    lines.set(key, line);
  }
  return line;
}

/** A shaped piece's glyphs placed from `start` (em). */
function placed(piece: ShapedPiece, face: FaceId, start: number): PlacedGlyph[] {
  let x = start;
  return piece.glyphs.map((glyph) => {
    const at = { face, id: glyph.id, x: x + glyph.dx, y: glyph.dy };
    x += glyph.advance;
    return at;
  });
}

/**
 * A character of vertical text in its vertical form (the face's 'vert' substitution: 、。 moved to the top right,
 * brackets and the long-vowel mark turned); `substituted` says whether the face had one. Undefined when no face has it.
 */
export function shapeUpright(text: string, style: TextStyle): { line: ShapedLine; substituted: boolean } | undefined {
  const face = fontRuns(text, style).find((run) => run.face)?.face;
  if (!face) return undefined;
  const upright = shapePiece(text, face, false, true);
  const plain = shapePiece(text, face, false, false);
  return { line: { glyphs: placed(upright, face, 0), width: upright.width }, substituted: upright.glyphs.some((glyph, index) => glyph.id !== plain.glyphs[index]?.id) };
}

/** A line's width in em, without the spaces at its end. */
export function lineWidth(text: string, style: TextStyle): number {
  return shapeLine(text.trimEnd(), style).width;
}

/** Greedy fill at the break opportunities: each line as long as fits in `maxWidth` em (a longer unit stays alone). */
export function wrapLines(text: string, style: TextStyle, maxWidth: number): string[] {
  const result: string[] = [];
  let current = '';
  for (const unit of breakUnits(text.trim().replace(/\s+/g, ' '), style.language)) {
    if (current && lineWidth(current + unit, style) > maxWidth) {
      result.push(current.trimEnd());
      current = unit;
    } else current += unit;
  }
  if (current.trim()) result.push(current.trimEnd());
  return result;
}

const paths = new Map<string, string>();

function glyphPath(face: FaceId, id: number): string {
  if (id < 0) return '';
  const key = `${face}:${id}`;
  let d = paths.get(key);
  if (d === undefined) {
    d = fontOf(face).getGlyph(id).path.toSVG();
    paths.set(key, d);
  }
  return d;
}

const n = (value: number) => Number(value.toFixed(2));

/** A glyph's outline (SVG path data in its face's units, y up) and where it goes: origin (x, baseline) in pixels, `scale` pixels per unit. */
export interface GlyphOutline {
  d: string;
  x: number;
  baseline: number;
  scale: number;
}

/** The outlines of a shaped line with its start at x and its baseline at `baseline` (pixels), `size` pixels per em. */
export function lineOutlines(line: ShapedLine, x: number, baseline: number, size: number): GlyphOutline[] {
  return line.glyphs.flatMap((glyph) => {
    const d = glyphPath(glyph.face, glyph.id);
    return d ? [{ d, x: x + glyph.x * size, baseline: baseline - glyph.y * size, scale: size / fontOf(glyph.face).unitsPerEm }] : [];
  });
}

/** A shaped line's outlines as SVG paths. */
export function lineSvg(line: ShapedLine, x: number, baseline: number, size: number): string {
  return lineOutlines(line, x, baseline, size)
    .map((glyph) => {
      const factor = glyph.scale.toPrecision(5);
      return `<path transform="matrix(${factor} 0 0 -${factor} ${n(glyph.x)} ${n(glyph.baseline)})" d="${glyph.d}"/>`;
    })
    .join('');
}
