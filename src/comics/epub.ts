/**
 * The comic as a fixed-layout EPUB 3 that meets EPUB Accessibility 1.1 (WCAG 2.2 Level A): mimetype first and
 * stored, container.xml, a pre-paginated package with one XHTML page per laid-out page, and a navigation document
 * with a table of contents and a page list. Every document declares its language; every page's picture is a
 * figure whose caption (off screen, read by screen readers) lists its panels' text alternatives in reading order;
 * the package says in accessibility metadata what a reader gets and what it does not.
 */
import type { Readable } from 'node:stream';
import { zipStream } from '../documents/zip-stream';
import { digitsFor, pageName, type ComicBook, type ExportPage } from './exports';
import { DESCRIPTION_LANGUAGE } from '../vocabulary/alt-text';
import { describerFor } from '../vocabulary/descriptions';
import { escapeXml } from './lettering';

const CONTAINER_XML = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">',
  '  <rootfiles>',
  '    <rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/>',
  '  </rootfiles>',
  '</container>',
  '',
].join('\n');

/** Kept in the accessibility tree, off the page: the art already shows what the caption says. */
const PAGE_STYLE = [
  'html, body { margin: 0; padding: 0; }',
  'figure { margin: 0; width: 100%; height: 100%; }',
  'img { display: block; width: 100%; height: 100%; }',
  'figcaption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }',
].join(' ');

function htmlOpen(language: string): string {
  return `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${escapeXml(language)}" xml:lang="${escapeXml(language)}">`;
}

/** The attributes that mark words written in `language` inside a book in another one (none when they agree). */
function languageMark(book: ComicBook, language: string): string {
  return new Intl.Locale(book.language).language === new Intl.Locale(language).language ? '' : ` lang="${language}" xml:lang="${language}"`;
}

/**
 * The attributes that mark words the service wrote in English (the accessibility summary), in a book in another
 * language: a screen reader should say them so.
 */
function inEnglish(book: ComicBook): string {
  return languageMark(book, DESCRIPTION_LANGUAGE);
}

/**
 * The attributes of the words the service wrote in the book's describer's language (page labels, panel
 * descriptions): English, marked so, where the book's language has no catalogue.
 */
function described(book: ComicBook): string {
  return languageMark(book, describerFor(book.language).language);
}

/** "Page 2, panels 3 to 5", in the book's describer's language. */
function pageLabel(book: ComicBook, page: ExportPage, index: number): string {
  const numbers = page.panels.map((panel) => panel.pageNumber);
  return describerFor(book.language).say('pageLabel', { cover: index === 0 ? 'yes' : 'no', page: index + 1, count: numbers.length, first: numbers[0], last: numbers[numbers.length - 1] });
}

function pageXhtml(book: ComicBook, page: ExportPage, image: string, index: number): string {
  const words = describerFor(book.language);
  const panels = page.panels.map(
    (panel) => `        <li id="panel-${panel.pageNumber}"${panel.altTextCustom ? '' : described(book)}>${escapeXml(words.say('panelItem', { number: panel.pageNumber, description: panel.altText }))}</li>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE html>',
    htmlOpen(book.language),
    '<head>',
    `  <title>${escapeXml(book.title)}: page ${index + 1}</title>`,
    `  <meta name="viewport" content="width=${page.width}, height=${page.height}"/>`,
    `  <style>${PAGE_STYLE}</style>`,
    '</head>',
    '<body>',
    `  <figure id="page-${index + 1}">`,
    `    <img src="${image}" width="${page.width}" height="${page.height}" alt="${escapeXml(pageLabel(book, page, index))}"${described(book)}/>`,
    '    <figcaption>',
    `      <ol>`,
    ...panels,
    '      </ol>',
    '    </figcaption>',
    '  </figure>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function navXhtml(book: ComicBook, pages: string[]): string {
  const toc = book.pages.map((page, index) => `      <li><a href="${pages[index]}">${escapeXml(pageLabel(book, page, index))}</a></li>`);
  const pageList = pages.map((href, index) => `      <li><a href="${href}#page-${index + 1}">${index + 1}</a></li>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE html>',
    htmlOpen(book.language),
    `<head><title>${escapeXml(book.title)}</title></head>`,
    '<body>',
    '  <nav epub:type="toc" role="doc-toc" id="toc" aria-labelledby="toc-title">',
    `    <h1 id="toc-title">${escapeXml(book.title)}</h1>`,
    `    <ol${described(book)}>`,
    ...toc,
    '    </ol>',
    '  </nav>',
    '  <nav epub:type="page-list" role="doc-pagelist" id="page-list" aria-labelledby="page-list-title" hidden="hidden">',
    '    <h2 id="page-list-title">Pages</h2>',
    '    <ol>',
    ...pageList,
    '    </ol>',
    '  </nav>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Pages alternate between the two slots of a spread, the first on the side a reader opens to. */
function spreadSide(index: number, direction: ComicBook['direction']): 'left' | 'right' {
  const first = direction === 'rtl' ? 'left' : 'right';
  const other = first === 'left' ? 'right' : 'left';
  return index % 2 === 0 ? first : other;
}

/** What a reader who cannot see the pictures gets, said plainly (schema:accessibilitySummary). */
export function accessibilitySummary(book: ComicBook): string {
  const panels = book.pages.flatMap((page) => page.panels);
  const custom = panels.filter((panel) => panel.altTextCustom).length;
  const order = book.direction === 'rtl' ? 'right to left, as manga reads' : 'left to right, top to bottom';
  return [
    'A comic of fixed-layout pages: each page is one picture of its panels with their lettering drawn in.',
    `Each page has a text description of its ${panels.length === 1 ? 'panel' : 'panels'} in reading order (${order}):`,
    "the framing, who is where, what happens, and every caption and balloon word for word with who says it and how (says, whispers, shouts, thinks, narration, sound), read by screen readers from the page's figure caption.",
    'The descriptions are written from the comic\'s plan and where the render placed each figure, not from looking at the finished art, so colours, expressions and background details can be missing or differ.',
    custom > 0 ? `The descriptions of ${custom} ${custom === 1 ? 'panel were' : 'panels were'} written by the comic's maker.` : '',
    'The lettering itself is part of the picture and cannot be restyled or enlarged apart from the page.',
    'A table of contents and a page list are provided. No flashing, motion or sound.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** EPUB Accessibility 1.1 metadata: what the book holds, how it can be read, what it claims and who checked it. */
function accessibilityMetadata(book: ComicBook): string[] {
  const meta = (property: string, value: string, attributes = '') => `    <meta property="${property}"${attributes}>${escapeXml(value)}</meta>`;
  return [
    meta('schema:accessMode', 'visual'),
    meta('schema:accessMode', 'textual'),
    meta('schema:accessModeSufficient', 'visual'),
    meta('schema:accessModeSufficient', 'textual'),
    ...['alternativeText', 'longDescription', 'readingOrder', 'pageNavigation', 'tableOfContents'].map((feature) => meta('schema:accessibilityFeature', feature)),
    meta('schema:accessibilityHazard', 'none'),
    meta('schema:accessibilitySummary', accessibilitySummary(book), inEnglish(book).replace(/ lang="[^"]*"/, '')),
    meta('dcterms:conformsTo', 'EPUB Accessibility 1.1 - WCAG 2.2 Level A'),
    meta('a11y:certifiedBy', 'Likeness'),
  ];
}

export function packageOpf(book: ComicBook, names: string[]): string {
  const modified = book.modified.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const first = book.pages[0];
  const manifest = names.flatMap((name, index) => [
    `    <item id="${name}" href="pages/${name}.xhtml" media-type="application/xhtml+xml"/>`,
    `    <item id="${name}-image" href="images/${name}.png" media-type="image/png"${index === 0 ? ' properties="cover-image"' : ''}/>`,
  ]);
  const spine = names.map((name, index) => `    <itemref idref="${name}" properties="page-spread-${spreadSide(index, book.direction)}"/>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${escapeXml(book.language)}" prefix="rendition: http://www.idpf.org/vocab/rendition/#">`,
    '  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">',
    `    <dc:identifier id="book-id">urn:uuid:${book.id}</dc:identifier>`,
    `    <dc:title>${escapeXml(book.title)}</dc:title>`,
    `    <dc:language>${escapeXml(book.language)}</dc:language>`,
    book.summary ? `    <dc:description>${escapeXml(book.summary)}</dc:description>` : '',
    `    <meta property="dcterms:modified">${modified}</meta>`,
    '    <meta property="rendition:layout">pre-paginated</meta>',
    '    <meta property="rendition:orientation">portrait</meta>',
    '    <meta property="rendition:spread">landscape</meta>',
    first ? `    <meta name="original-resolution" content="${first.width}x${first.height}"/>` : '',
    ...accessibilityMetadata(book),
    '  </metadata>',
    '  <manifest>',
    '    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
    ...manifest,
    '  </manifest>',
    `  <spine page-progression-direction="${book.direction}">`,
    ...spine,
    '  </spine>',
    '</package>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The EPUB as a stream: mimetype first and uncompressed (as the OCF container requires), then the package and its
 * pages, each page's document and then its picture (stored: PNG is compressed already), drawn when it is reached.
 */
export function comicEpub(book: ComicBook): Readable {
  const digits = digitsFor(book.pages.length);
  const names = book.pages.map((_, index) => pageName(index, digits));
  const text = (value: string) => Buffer.from(value);
  return zipStream(async (zip) => {
    await zip.add('mimetype', text('application/epub+zip'), 'store');
    await zip.add('META-INF/container.xml', text(CONTAINER_XML), 'deflate');
    await zip.add('OEBPS/package.opf', text(packageOpf(book, names)), 'deflate');
    await zip.add('OEBPS/nav.xhtml', text(navXhtml(book, names.map((name) => `pages/${name}.xhtml`))), 'deflate');
    for (const [index, page] of book.pages.entries()) {
      await zip.add(`OEBPS/pages/${names[index]}.xhtml`, text(pageXhtml(book, page, `../images/${names[index]}.png`, index)), 'deflate');
      await zip.add(`OEBPS/images/${names[index]}.png`, await page.draw(), 'store');
    }
  });
}
