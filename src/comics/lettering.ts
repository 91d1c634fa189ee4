/** Comic lettering: the fonts (shipped in npm packages), text measurement and fitting text into a bubble. */
import { Resvg } from '@resvg/resvg-js';

export interface LetteringFont {
  family: string;
  weight: number;
  file: string;
}

export const FONTS = {
  /** Balloons and narration boxes. */
  dialogue: { family: 'Comic Neue', weight: 700, file: require.resolve('@expo-google-fonts/comic-neue/700Bold/ComicNeue_700Bold.ttf') },
  /** Sound effects. */
  sfx: { family: 'Bangers', weight: 400, file: require.resolve('@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf') },
} satisfies Record<string, LetteringFont>;

export const FONT_FILES = Object.values(FONTS).map((font) => font.file);

export function resvgFontOptions() {
  return { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FONTS.dialogue.family };
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const MEASURE_SIZE = 100;
const widths = new Map<string, number>();

/** Advance width of a line in pixels at `fontSize` (measured once at 100 px by resvg itself, then scaled). */
export function measureLine(text: string, font: LetteringFont, fontSize: number): number {
  const key = `${font.family}|${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${MEASURE_SIZE * (text.length + 2)}" height="${MEASURE_SIZE * 2}">` +
      `<text x="0" y="${MEASURE_SIZE * 1.5}" font-family="${font.family}" font-weight="${font.weight}" font-size="${MEASURE_SIZE}">${escapeXml(text)}</text></svg>`;
    width = new Resvg(svg, { font: resvgFontOptions() }).getBBox()?.width ?? 0;
    widths.set(key, width);
  }
  return (width * fontSize) / MEASURE_SIZE;
}

/** Greedy wrap by measured width; a word longer than the line stays on its own line. */
export function wrapToWidth(text: string, font: LetteringFont, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && measureLine(joined, font, fontSize) <= maxWidth) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
  lineHeight: number;
}

/** The largest size up to `fontSize` at which the text wraps inside width x height (shrinking 8% a step). */
export function fitText(text: string, font: LetteringFont, fontSize: number, width: number, height: number, lineHeightEm: number): FittedText {
  let size = fontSize;
  const smallest = fontSize * 0.4;
  for (;;) {
    const lines = wrapToWidth(text, font, size, width);
    const fitsWidth = lines.every((line) => measureLine(line, font, size) <= width);
    const fitsHeight = lines.length * size * lineHeightEm <= height;
    if ((fitsWidth && fitsHeight) || size * 0.92 < smallest) return { lines, fontSize: size, lineHeight: size * lineHeightEm };
    size *= 0.92;
  }
}
