/**
 * Comic book archives written with fflate: a CBZ (page images in order plus ComicInfo.xml, the ComicRack metadata
 * readers use) and a fixed-layout EPUB 3 (mimetype first and stored, container.xml, a pre-paginated package with
 * one XHTML page per image and a navigation document).
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { escapeXml } from './lettering';
import type { ReadingDirection } from './layout';

export interface ExportPage {
  png: Buffer;
  width: number;
  height: number;
}

export interface ComicBook {
  id: string;
  title: string;
  summary: string;
  direction: ReadingDirection;
  blackAndWhite: boolean;
  /** Page images in reading order; the first is the front cover. */
  pages: ExportPage[];
  modified: Date;
}

/** PNG pages are compressed already: store them. */
const STORED = { level: 0 } as const;

const pageName = (index: number, digits: number) => `page-${String(index + 1).padStart(digits, '0')}`;
const digitsFor = (count: number) => Math.max(3, String(count).length);

export function comicInfoXml(book: ComicBook): string {
  const pages = book.pages
    .map((page, index) => `    <Page Image="${index}"${index === 0 ? ' Type="FrontCover"' : ''} ImageWidth="${page.width}" ImageHeight="${page.height}" ImageSize="${page.png.length}"/>`)
    .join('\n');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<ComicInfo xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    `  <Title>${escapeXml(book.title)}</Title>`,
    `  <Summary>${escapeXml(book.summary)}</Summary>`,
    `  <PageCount>${book.pages.length}</PageCount>`,
    `  <BlackAndWhite>${book.blackAndWhite ? 'Yes' : 'No'}</BlackAndWhite>`,
    `  <Manga>${book.direction === 'rtl' ? 'YesAndRightToLeft' : 'No'}</Manga>`,
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

const CONTAINER_XML = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">',
  '  <rootfiles>',
  '    <rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/>',
  '  </rootfiles>',
  '</container>',
  '',
].join('\n');

function pageXhtml(title: string, page: ExportPage, image: string, index: number): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE html>',
    '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">',
    '<head>',
    `  <title>${escapeXml(title)}: page ${index + 1}</title>`,
    `  <meta name="viewport" content="width=${page.width}, height=${page.height}"/>`,
    '  <style>html, body { margin: 0; padding: 0; } img { display: block; width: 100%; height: 100%; }</style>',
    '</head>',
    '<body>',
    `  <img src="${image}" width="${page.width}" height="${page.height}" alt="Page ${index + 1}"/>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function navXhtml(book: ComicBook, pages: string[]): string {
  const items = pages.map((page, index) => `      <li><a href="${page}">${index === 0 ? 'Cover' : `Page ${index + 1}`}</a></li>`).join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE html>',
    '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">',
    `<head><title>${escapeXml(book.title)}</title></head>`,
    '<body>',
    '  <nav epub:type="toc" id="toc">',
    `    <h1>${escapeXml(book.title)}</h1>`,
    '    <ol>',
    items,
    '    </ol>',
    '  </nav>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Pages alternate between the two slots of a spread, the first on the side a reader opens to. */
function spreadSide(index: number, direction: ReadingDirection): 'left' | 'right' {
  const first = direction === 'rtl' ? 'left' : 'right';
  const other = first === 'left' ? 'right' : 'left';
  return index % 2 === 0 ? first : other;
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
    `<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="en" prefix="rendition: http://www.idpf.org/vocab/rendition/#">`,
    '  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">',
    `    <dc:identifier id="book-id">urn:uuid:${book.id}</dc:identifier>`,
    `    <dc:title>${escapeXml(book.title)}</dc:title>`,
    '    <dc:language>en</dc:language>',
    `    <dc:description>${escapeXml(book.summary)}</dc:description>`,
    `    <meta property="dcterms:modified">${modified}</meta>`,
    '    <meta property="rendition:layout">pre-paginated</meta>',
    '    <meta property="rendition:orientation">portrait</meta>',
    '    <meta property="rendition:spread">landscape</meta>',
    first ? `    <meta name="original-resolution" content="${first.width}x${first.height}"/>` : '',
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

/** The EPUB: mimetype first and uncompressed (as the OCF container requires), then the package and its pages. */
export function comicEpub(book: ComicBook): Buffer {
  const digits = digitsFor(book.pages.length);
  const names = book.pages.map((_, index) => pageName(index, digits));
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), STORED],
    'META-INF/container.xml': strToU8(CONTAINER_XML),
    'OEBPS/package.opf': strToU8(packageOpf(book, names)),
    'OEBPS/nav.xhtml': strToU8(navXhtml(book, names.map((name) => `pages/${name}.xhtml`))),
  };
  book.pages.forEach((page, index) => {
    files[`OEBPS/pages/${names[index]}.xhtml`] = strToU8(pageXhtml(book.title, page, `../images/${names[index]}.png`, index));
    files[`OEBPS/images/${names[index]}.png`] = [page.png, STORED];
  });
  return Buffer.from(zipSync(files, { level: 6 }));
}
