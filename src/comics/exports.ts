/**
 * A comic as a book for readers: its laid-out pages with the panels each holds (and their text alternatives), and
 * the CBZ archive (page images in order plus ComicInfo.xml, the ComicRack metadata readers use, per the ComicInfo
 * 2.0 schema). The EPUB is in epub.ts.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { escapeXml } from './lettering';
import type { ReadingDirection } from './layout';

/** A panel on a page, as a reader without sight gets it. */
export interface BookPanel {
  pageNumber: number;
  altText: string;
  /** The comic's maker wrote this alt text. */
  altTextCustom: boolean;
}

export interface ExportPage {
  png: Buffer;
  width: number;
  height: number;
  /** The panels on the page, in reading order. */
  panels: BookPanel[];
}

export interface ComicBook {
  id: string;
  title: string;
  summary: string;
  /** BCP 47 language of the lettering and descriptions. */
  language: string;
  characters: string[];
  setting: string;
  direction: ReadingDirection;
  blackAndWhite: boolean;
  /** Page images in reading order; the first is the front cover. */
  pages: ExportPage[];
  modified: Date;
}

/** PNG pages are compressed already: store them. */
export const STORED = { level: 0 } as const;

export const pageName = (index: number, digits: number) => `page-${String(index + 1).padStart(digits, '0')}`;
export const digitsFor = (count: number) => Math.max(3, String(count).length);

/** An element only when it has something to say (every ComicInfo element is optional). */
const element = (name: string, value: string) => (value ? [`  <${name}>${escapeXml(value)}</${name}>`] : []);

export function comicInfoXml(book: ComicBook): string {
  const pages = book.pages
    .map((page, index) => `    <Page Image="${index}" Type="${index === 0 ? 'FrontCover' : 'Story'}" ImageWidth="${page.width}" ImageHeight="${page.height}" ImageSize="${page.png.length}"/>`)
    .join('\n');
  // The schema's elements are a sequence: they appear in its order.
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<ComicInfo xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    ...element('Title', book.title),
    ...element('Summary', book.summary),
    `  <PageCount>${book.pages.length}</PageCount>`,
    ...element('LanguageISO', book.language),
    `  <BlackAndWhite>${book.blackAndWhite ? 'Yes' : 'No'}</BlackAndWhite>`,
    `  <Manga>${book.direction === 'rtl' ? 'YesAndRightToLeft' : 'No'}</Manga>`,
    ...element('Characters', book.characters.join(', ')),
    ...element('Locations', book.setting),
    '  <Pages>',
    pages,
    '  </Pages>',
    '</ComicInfo>',
    '',
  ].join('\n');
}

/** The CBZ: pages named so they sort in reading order, then ComicInfo.xml. */
export function comicCbz(book: ComicBook): Buffer {
  const digits = digitsFor(book.pages.length);
  const files: Zippable = {};
  book.pages.forEach((page, index) => {
    files[`${pageName(index, digits)}.png`] = [page.png, STORED];
  });
  files['ComicInfo.xml'] = strToU8(comicInfoXml(book));
  return Buffer.from(zipSync(files, { level: 6 }));
}
