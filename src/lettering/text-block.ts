/**
 * Text fitted into a box and drawn as outlines: horizontal lines (centred, or flush to the side a line starts on:
 * right in a right-to-left book), or vertical columns read top to bottom, right to left (tategaki). Sizes are in
 * pixels; the largest size up to the nominal one whose lines (or columns) fit is chosen, shrinking 8% a step.
 */
import { breakUnits } from './breaking';
import { isRightToLeft } from './language';
import { lineSvg, lineWidth, shapeLine, shapeUpright, withFaces, wrapLines, type ShapedLine, type TextStyle } from './setting';

export interface FittedText {
  /** Lines, or columns when vertical, in reading order. */
  lines: string[];
  fontSize: number;
  /** Distance between lines (or columns) in pixels. */
  lineHeight: number;
  vertical: boolean;
  /** The style it is set in, with its faces chosen. */
  style: TextStyle;
}

/** Vertical text: a column's characters sit on a square em; columns are this far apart (em). */
const COLUMN_PITCH = 1.3;
/** Where an upright character's baseline lies in its em square (the ideographic em box, from the top). */
const EM_BOX_BASELINE = 0.88;
/** How far above the baseline the middle of Latin letters is (em): a rotated run is centred on the column there. */
const LATIN_MIDDLE = 0.35;

const UPRIGHT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6\u2025\u2026\u30fc\u301c]/u;
/** Set across the column as one character (tate-chu-yoko): short numbers and !?, !!. */
const ACROSS = /^(?:[0-9]{1,2}|[!?]{1,2})$/;
/** Turned a quarter when the face has no vertical form of them. */
const TURNED = /[ー〜～…‥—―–\-「」『』（）()［］[\]｛｝{}〈〉《》【】〔〕<>＝=:：;；]/u;

type Cell = { kind: 'upright' | 'across' | 'turned'; text: string; length: number };

/** A column's pieces: upright characters, short numbers across, other runs turned (each length in em). */
function cellsOf(text: string, style: TextStyle): Cell[] {
  const cells: Cell[] = [];
  let run = '';
  const flush = () => {
    const trimmed = run.trim();
    if (trimmed) cells.push(ACROSS.test(trimmed) ? { kind: 'across', text: trimmed, length: 1 } : { kind: 'turned', text: trimmed, length: lineWidth(trimmed, style) + 0.15 });
    else if (run) cells.push({ kind: 'turned', text: '', length: 0.5 });
    run = '';
  };
  for (const { segment } of new Intl.Segmenter(style.language, { granularity: 'grapheme' }).segment(text)) {
    if (UPRIGHT.test(segment)) {
      flush();
      cells.push({ kind: 'upright', text: segment, length: 1 });
    } else run += segment;
  }
  flush();
  return cells;
}

const columnLength = (text: string, style: TextStyle) => cellsOf(text, style).reduce((sum, cell) => sum + cell.length, 0);

/** Greedy fill of columns at the break opportunities, each at most `maxLength` em long. */
function wrapColumns(text: string, style: TextStyle, maxLength: number): string[] {
  const columns: string[] = [];
  let current = '';
  for (const unit of breakUnits(text.trim(), style.language)) {
    if (current && columnLength(current + unit, style) > maxLength) {
      columns.push(current.trim());
      current = unit;
    } else current += unit;
  }
  if (current.trim()) columns.push(current.trim());
  return columns;
}

/** Width and height (pixels) of the fitted text. */
export function fittedSize(fitted: FittedText): { width: number; height: number } {
  const { lines, fontSize, lineHeight, style } = fitted;
  if (fitted.vertical) return { width: (lines.length - 1) * lineHeight + fontSize, height: Math.max(0, ...lines.map((line) => columnLength(line, style))) * fontSize };
  return { width: Math.max(0, ...lines.map((line) => lineWidth(line, style))) * fontSize, height: lines.length * lineHeight };
}

/** The text set at `fontSize` with lines at most `measure` pixels long (columns, when vertical). */
export function setText(text: string, textStyle: TextStyle, fontSize: number, measure: number, lineHeightEm: number, vertical: boolean): FittedText {
  const style = textStyle.faces ? textStyle : withFaces(text, textStyle);
  const lines = vertical ? wrapColumns(text, style, measure / fontSize) : wrapLines(text, style, measure / fontSize);
  return { lines, fontSize, lineHeight: fontSize * (vertical ? COLUMN_PITCH : lineHeightEm), vertical, style };
}

/** The largest size up to `fontSize` at which the text fits inside width x height. */
export function fitText(text: string, textStyle: TextStyle, fontSize: number, box: { width: number; height: number }, lineHeightEm: number, vertical = false): FittedText {
  const style = withFaces(text, textStyle);
  let size = fontSize;
  const smallest = fontSize * 0.4;
  for (;;) {
    const fitted = setText(text, style, size, vertical ? box.height : box.width, lineHeightEm, vertical);
    const { width, height } = fittedSize(fitted);
    if ((width <= box.width && height <= box.height) || size * 0.92 < smallest) return fitted;
    size *= 0.92;
  }
}

const n = (value: number) => value.toFixed(2);

/** An upright character in its vertical form (or turned, or as it is), centred on the column. */
function uprightCell(cell: Cell, style: TextStyle, cx: number, top: number, size: number): string {
  const shaped = shapeUpright(cell.text, style);
  if (!shaped) return '';
  if (!shaped.substituted && TURNED.test(cell.text)) return turnedRun(cell.text, style, cx, top, size);
  return lineSvg(shaped.line, cx - (shaped.line.width * size) / 2, top + EM_BOX_BASELINE * size, size);
}

/** A run set along the column, turned a quarter clockwise, its letters' middle on the column's centre line. */
function turnedRun(text: string, style: TextStyle, cx: number, top: number, size: number): string {
  const line = shapeLine(text, style);
  return `<g transform="translate(${n(cx - LATIN_MIDDLE * size)} ${n(top + 0.075 * size)}) rotate(90)">${lineSvg(line, 0, 0, size)}</g>`;
}

/** A short number across the column, squeezed to one em when wider. */
function acrossCell(text: string, style: TextStyle, cx: number, top: number, size: number): string {
  const line = shapeLine(text, style);
  const squeeze = Math.min(1, 1 / Math.max(line.width, 0.01));
  const width = line.width * size * squeeze;
  const baseline = top + (0.5 + LATIN_MIDDLE) * size;
  return `<g transform="translate(${n(cx - width / 2)} ${n(baseline)}) scale(${n(squeeze)} 1)">${lineSvg(line, 0, 0, size)}</g>`;
}

function columnSvg(column: string, style: TextStyle, cx: number, top: number, size: number): string {
  let y = top;
  return cellsOf(column, style)
    .map((cell) => {
      const drawn =
        cell.kind === 'upright' ? uprightCell(cell, style, cx, y, size) : cell.kind === 'across' ? acrossCell(cell.text, style, cx, y, size) : cell.text ? turnedRun(cell.text, style, cx, y, size) : '';
      y += cell.length * size;
      return drawn;
    })
    .join('');
}

/**
 * The fitted text's outlines in `box`: lines centred in it, or flush to its start side (`align: start`: the left
 * for a left-to-right book, the right for a right-to-left one), the block centred vertically; columns from the right,
 * the block centred, each column starting at its top.
 */
export function textBlockSvg(fitted: FittedText, box: { x: number; y: number; width: number; height: number }, align: 'centre' | 'start'): string {
  const { fontSize: size, style } = fitted;
  const block = fittedSize(fitted);
  if (fitted.vertical) {
    const right = box.x + box.width / 2 + block.width / 2;
    const top = box.y + box.height / 2 - block.height / 2;
    return fitted.lines.map((column, index) => columnSvg(column, style, right - size / 2 - index * fitted.lineHeight, top, size)).join('');
  }
  return placedLines(fitted, box, align)
    .map((placed) => lineSvg(placed.line, placed.x, placed.baseline, size))
    .join('');
}

/** Horizontal lines of fitted text placed in `box` (pixels): each line's text, shaping, start and baseline. */
export function placedLines(fitted: FittedText, box: { x: number; y: number; width: number; height: number }, align: 'centre' | 'start'): Array<{ text: string; line: ShapedLine; x: number; baseline: number }> {
  const { fontSize: size, style } = fitted;
  const rtl = isRightToLeft(style.language);
  const firstMiddle = box.y + box.height / 2 - ((fitted.lines.length - 1) * fitted.lineHeight) / 2;
  return fitted.lines.map((text, index) => {
    const line = shapeLine(text, style);
    const width = line.width * size;
    const x = align === 'centre' ? box.x + (box.width - width) / 2 : rtl ? box.x + box.width - width : box.x;
    return { text, line, x, baseline: firstMiddle + index * fitted.lineHeight + size * 0.34 };
  });
}
