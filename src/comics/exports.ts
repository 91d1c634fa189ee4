/**
 * A comic as a book for readers: its laid-out pages with the panels each holds (and their text alternatives), and
 * the CBZ archive (page images in order plus ComicInfo.xml, the ComicRack metadata readers use, per the ComicInfo
 * 2.0 schema), written as a stream a page at a time. The EPUB is in epub.ts.
 */
import type { Readable } from 'node:stream';
import { zipStream } from '../documents/zip-stream';
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
  /** The page's picture (PNG), drawn when the export reaches the page. */
  draw(): Promise<Buffer>;
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

export const pageName = (index: number, digits: number) => `page-${String(index + 1).padStart(digits, '0')}`;
export const digitsFor = (count: number) => Math.max(3, String(count).length);

/** An element only when it has something to say (every ComicInfo element is optional). */
const element = (name: string, value: string) => (value ? [`  <${name}>${escapeXml(value)}</${name}>`] : []);

/** ComicInfo.xml, with the size in bytes of each page's image as the archive holds it. */
export function comicInfoXml(book: ComicBook, imageSizes: number[]): string {
  const pages = book.pages
    .map((page, index) => `    <Page Image="${index}" Type="${index === 0 ? 'FrontCover' : 'Story'}" ImageWidth="${page.width}" ImageHeight="${page.height}" ImageSize="${imageSizes[index]}"/>`)
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

/** The CBZ: pages named so they sort in reading order (PNG, stored: compressed already), then ComicInfo.xml. */
export function comicCbz(book: ComicBook): Readable {
  const digits = digitsFor(book.pages.length);
  return zipStream(async (zip) => {
    const imageSizes: number[] = [];
    for (const [index, page] of book.pages.entries()) {
      const png = await page.draw();
      imageSizes.push(png.length);
      await zip.add(`${pageName(index, digits)}.png`, png, 'store');
    }
    await zip.add('ComicInfo.xml', Buffer.from(comicInfoXml(book, imageSizes)), 'deflate');
  });
}
