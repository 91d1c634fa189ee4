/**
 * The comic as a webtoon: one vertical strip 800 px wide, panels full width in reading order with gutters of
 * paper between them, cut into slices of at most 1280 px for phones; a cut falls in a gutter whenever a whole
 * panel fits in a slice.
 */
import type { Frame } from './layout';

export const WEBTOON = { width: 800, maxSliceHeight: 1280, gutter: 80, padding: 40 } as const;

export interface StripPanel {
  pageNumber: number;
  width: number;
  height: number;
}

export interface Slice {
  top: number;
  height: number;
}

/** The strip's frames, top to bottom, and its total height. */
export function stripLayout(panels: StripPanel[]): { height: number; frames: Frame[] } {
  const frames: Frame[] = [];
  let y = WEBTOON.padding;
  for (const panel of [...panels].sort((a, b) => a.pageNumber - b.pageNumber)) {
    const height = Math.round((panel.height / panel.width) * WEBTOON.width);
    frames.push({ pageNumber: panel.pageNumber, x: 0, y, width: WEBTOON.width, height });
    y += height + WEBTOON.gutter;
  }
  return { height: y - WEBTOON.gutter + WEBTOON.padding, frames };
}

/**
 * Slices covering the strip: each as tall as it can be without cutting into a panel (ending mid-gutter), and a
 * panel taller than a slice is cut where it must.
 */
export function sliceStrip(strip: { height: number; frames: Frame[] }): Slice[] {
  const cuts = strip.frames.slice(1).map((frame) => frame.y - WEBTOON.gutter / 2);
  const slices: Slice[] = [];
  let top = 0;
  while (top < strip.height) {
    const limit = top + WEBTOON.maxSliceHeight;
    const end = limit >= strip.height ? strip.height : (cuts.filter((cut) => cut > top && cut <= limit).at(-1) ?? limit);
    slices.push({ top, height: end - top });
    top = end;
  }
  return slices;
}

/** A slice with the panels it shows, top to bottom; `continued` when the panel began in an earlier slice. */
export interface StripSlice extends Slice {
  panels: Array<{ pageNumber: number; continued: boolean }>;
}

/** The frames a slice shows (whole or in part), top to bottom. */
export function framesIn(strip: { frames: Frame[] }, slice: Slice): Frame[] {
  return strip.frames.filter((frame) => frame.y < slice.top + slice.height && frame.y + frame.height > slice.top);
}

/** Which panels each slice shows, so a reader's page can say what each slice's picture holds. */
export function slicePanels(strip: { frames: Frame[] }, slices: Slice[]): StripSlice[] {
  return slices.map((slice) => ({
    ...slice,
    panels: framesIn(strip, slice).map((frame) => ({ pageNumber: frame.pageNumber, continued: frame.y < slice.top })),
  }));
}

/** What a slice's picture shows: each panel's text alternative, or that a panel from the slice before goes on. */
export function sliceAltText(slice: StripSlice, altTexts: ReadonlyMap<number, string>): string {
  return slice.panels
    .map((panel) => (panel.continued ? `Panel ${panel.pageNumber}, continued.` : `Panel ${panel.pageNumber}. ${altTexts.get(panel.pageNumber) ?? ''}`.trim()))
    .join(' ');
}
