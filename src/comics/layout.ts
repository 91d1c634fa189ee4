/**
 * Printed pages from a comic's panels: each page follows a template of tiers (rows) of cells with varied widths
 * and heights, 2 to 6 panels a page, a full-width tier for an establishing or wide opening, a splash tier for the
 * climax. Cells are separated by equal gutters inside an outer margin and read tier by tier, left to right
 * (or right to left, manga style). Pure geometry in page pixels.
 */
import type { ComicShotKey } from '../vocabulary';

export const PAGE = { width: 1200, height: 1800, margin: 60, gutter: 24 } as const;

export type ReadingDirection = 'ltr' | 'rtl';

export interface LayoutTemplate {
  name: string;
  /** Tiers top to bottom: relative height, and the relative widths of its cells in reading order (left to right). */
  tiers: Array<{ height: number; cells: number[] }>;
  /** Index (in reading order) of the cell made for a splash, when the template has one. */
  splash?: number;
}

export const TEMPLATES: LayoutTemplate[] = [
  { name: 'two-tiers', tiers: [{ height: 1, cells: [1] }, { height: 1, cells: [1] }] },
  { name: 'splash-top-1', tiers: [{ height: 2.3, cells: [1] }, { height: 1, cells: [1] }], splash: 0 },
  { name: 'splash-bottom-1', tiers: [{ height: 1, cells: [1] }, { height: 2.3, cells: [1] }], splash: 1 },
  { name: 'wide-top-2', tiers: [{ height: 1, cells: [1] }, { height: 1.25, cells: [1.35, 1] }] },
  { name: 'pair-then-wide', tiers: [{ height: 1.25, cells: [1, 1.35] }, { height: 1, cells: [1] }] },
  { name: 'splash-top-2', tiers: [{ height: 2.1, cells: [1] }, { height: 1, cells: [1, 1] }], splash: 0 },
  { name: 'splash-bottom-2', tiers: [{ height: 1, cells: [1, 1] }, { height: 2.1, cells: [1] }], splash: 2 },
  { name: 'wide-top-3', tiers: [{ height: 1, cells: [1] }, { height: 1, cells: [1.3, 1] }, { height: 1, cells: [1] }] },
  { name: 'grid-4', tiers: [{ height: 1, cells: [1.35, 1] }, { height: 1, cells: [1, 1.35] }] },
  { name: 'wide-top-4', tiers: [{ height: 1.1, cells: [1] }, { height: 1, cells: [1.3, 1] }, { height: 1, cells: [1, 1.3] }] },
  { name: 'five-staggered', tiers: [{ height: 1, cells: [1, 1.3] }, { height: 1, cells: [1] }, { height: 1, cells: [1.3, 1] }] },
  { name: 'six-pairs', tiers: [{ height: 1, cells: [1, 1.3] }, { height: 1, cells: [1.3, 1] }, { height: 1, cells: [1, 1.3] }] },
];

export interface LayoutPanel {
  pageNumber: number;
  shot: ComicShotKey;
}

export interface Frame {
  /** The panel's page_number. */
  pageNumber: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutPage {
  template: string;
  /** In reading order. */
  frames: Frame[];
}

const OPENING_SHOTS = new Set<ComicShotKey>(['establishing', 'wide']);

function template(name: string): LayoutTemplate {
  const found = TEMPLATES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No layout template "${name}"`);
  return found;
}

export function cellCount(layout: LayoutTemplate): number {
  return layout.tiers.reduce((sum, tier) => sum + tier.cells.length, 0);
}

/** How many panels the next page takes: 3 or 4, never leaving a single panel for the last page. */
function pageSize(remaining: number): number {
  if (remaining <= 4) return remaining;
  const size = remaining === 5 || remaining === 6 ? 3 : 4;
  return remaining - size === 1 ? size + 1 : size;
}

/** The template for a page's panels: a splash tier for a splash, a wide tier for an opening wide shot. */
function templateFor(panels: LayoutPanel[]): LayoutTemplate {
  const splashAt = panels.findIndex((panel) => panel.shot === 'splash');
  const opensWide = OPENING_SHOTS.has(panels[0].shot);
  const byCount: Record<number, string> = {
    2: splashAt === 0 ? 'splash-top-1' : splashAt === 1 ? 'splash-bottom-1' : 'two-tiers',
    3: splashAt === 0 ? 'splash-top-2' : splashAt === 2 ? 'splash-bottom-2' : opensWide ? 'wide-top-2' : 'pair-then-wide',
    4: opensWide ? 'wide-top-3' : 'grid-4',
    5: opensWide ? 'wide-top-4' : 'five-staggered',
    6: 'six-pairs',
  };
  return template(byCount[panels.length] ?? 'two-tiers');
}

/**
 * Groups panels (in page_number order) into pages. A splash starts its page or ends it, so it can take its
 * template's splash tier; other pages take 3 or 4 panels.
 */
export function paginate(panels: LayoutPanel[]): LayoutPanel[][] {
  const pages: LayoutPanel[][] = [];
  let start = 0;
  while (start < panels.length) {
    const remaining = panels.length - start;
    const splash = panels.findIndex((panel, index) => index >= start && panel.shot === 'splash');
    let size = pageSize(remaining);
    if (splash >= 0 && splash < start + size + 1) {
      // End this page on the splash when it is among its first three panels, else stop just before it.
      size = splash - start <= 2 ? splash - start + 1 : splash - start;
      if (size === 1 && remaining >= 2) size = Math.min(3, remaining);
    }
    if (remaining - size === 1) size += 1;
    pages.push(panels.slice(start, start + size));
    start += size;
  }
  return pages;
}

/** The frames of a template on the page, in reading order. */
export function framesOf(layout: LayoutTemplate, pageNumbers: number[], direction: ReadingDirection = 'ltr'): Frame[] {
  const inner = { width: PAGE.width - 2 * PAGE.margin, height: PAGE.height - 2 * PAGE.margin };
  const heightShare = (inner.height - PAGE.gutter * (layout.tiers.length - 1)) / layout.tiers.reduce((sum, tier) => sum + tier.height, 0);
  const frames: Frame[] = [];
  let y = PAGE.margin;
  for (const tier of layout.tiers) {
    const height = Math.round(tier.height * heightShare);
    const widthShare = (inner.width - PAGE.gutter * (tier.cells.length - 1)) / tier.cells.reduce((sum, cell) => sum + cell, 0);
    let x = PAGE.margin;
    tier.cells.forEach((cell, index) => {
      const last = index === tier.cells.length - 1;
      const width = last ? PAGE.width - PAGE.margin - x : Math.round(cell * widthShare);
      const left = direction === 'rtl' ? PAGE.width - x - width : x;
      frames.push({ pageNumber: pageNumbers[frames.length], x: left, y, width, height });
      x += width + PAGE.gutter;
    });
    y += height + PAGE.gutter;
  }
  return frames;
}

/** Every panel laid out once, on pages of 2 to 6 panels (a comic of one panel has one page of one). */
export function layoutPages(panels: LayoutPanel[], direction: ReadingDirection = 'ltr'): LaidOutPage[] {
  const ordered = [...panels].sort((a, b) => a.pageNumber - b.pageNumber);
  if (ordered.length === 1) {
    const single: LayoutTemplate = { name: 'single', tiers: [{ height: 1, cells: [1] }] };
    return [{ template: single.name, frames: framesOf(single, [ordered[0].pageNumber], direction) }];
  }
  return paginate(ordered).map((page) => {
    const chosen = templateFor(page);
    return { template: chosen.name, frames: framesOf(chosen, page.map((panel) => panel.pageNumber), direction) };
  });
}
