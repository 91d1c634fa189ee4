import assert from 'node:assert/strict';
import { buffer } from 'node:stream/consumers';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { comicEpub } from '../../src/comics/epub';
import { comicCbz, type ComicBook } from '../../src/comics/exports';
import { comicPdf, type PdfPage } from '../../src/comics/pdf';
import { LastPageGate, noisePng, readWhileMade } from '../support/streaming';

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? new Uint8Array()).toString('utf8');

/** The names of a zip's entries in the order they are stored (central directory order). */
function entryNames(zip: Buffer): string[] {
  const names: string[] = [];
  let at = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(at + 10);
  at = zip.readUInt32LE(at + 16);
  for (let index = 0; index < count; index += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString());
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

const ALT = {
  1: 'Establishing shot: Pip. Pip walks to the lighthouse. Narration: A storm was coming.',
  2: 'Two-shot: Pip on the left, Rusty on the right. Rusty points up. Rusty shouts: <LOOK>!',
  3: 'Close-up: Pip. Pip hides. Pip whispers: Shh…',
  4: 'Wide shot. The kite flies away. Sound: WHOOSH.',
} as const;

async function book(overrides: Partial<ComicBook> = {}): Promise<ComicBook> {
  const page = async (shade: number, panels: Array<keyof typeof ALT>) => {
    const png = await sharp({ create: { width: 120, height: 180, channels: 3, background: { r: shade, g: 90, b: 40 } } }).png().toBuffer();
    return {
      draw: async () => png,
      width: 120,
      height: 180,
      panels: panels.map((pageNumber) => ({ pageNumber, altText: ALT[pageNumber], altTextCustom: pageNumber === 3 })),
    };
  };
  return {
    id: '8a4f1a9e-3b1c-4f5e-9a7d-2c1b0e9f8d7a',
    title: 'Pip & the "Lighthouse"',
    summary: 'Pip loses her kite in a storm.',
    language: 'en',
    characters: ['Pip', 'Rusty'],
    setting: 'an old lighthouse in a storm',
    direction: 'ltr',
    blackAndWhite: false,
    pages: [await page(10, [1]), await page(120, [2, 3]), await page(240, [4])],
    modified: new Date('2026-01-02T03:04:05.678Z'),
    ...overrides,
  };
}

describe('comic exports', () => {
  it('CBZ: the pages in order, then ComicInfo.xml with the title, page count and front cover', async () => {
    const input = await book();
    const zip = await buffer(comicCbz(input));
    const files = unzipSync(zip);
    assert.deepEqual(entryNames(zip), ['page-001.png', 'page-002.png', 'page-003.png', 'ComicInfo.xml']);
    assert.deepEqual(Buffer.from(files['page-002.png']), await input.pages[1].draw());
    const info = xml.parse(text(files['ComicInfo.xml'])).ComicInfo;
    assert.equal(info.Title, input.title);
    assert.equal(info.PageCount, 3);
    assert.equal(info.Manga, 'No');
    assert.equal(info.LanguageISO, 'en');
    assert.equal(info.Characters, 'Pip, Rusty');
    assert.equal(info.Locations, 'an old lighthouse in a storm');
    const pages = info.Pages.Page;
    assert.equal(pages.length, 3);
    assert.deepEqual(pages.map((entry: Record<string, string>) => entry['@Type']), ['FrontCover', 'Story', 'Story']);
    assert.deepEqual([pages[2]['@Image'], pages[2]['@ImageWidth'], pages[2]['@ImageHeight']], ['2', '120', '180']);
    assert.equal(Number(pages[1]['@ImageSize']), files['page-002.png'].length, 'each page says its size in bytes');
  });

  it('CBZ of a right-to-left manga says so', async () => {
    const info = xml.parse(text(unzipSync(await buffer(comicCbz(await book({ direction: 'rtl', blackAndWhite: true }))))['ComicInfo.xml'])).ComicInfo;
    assert.equal(info.Manga, 'YesAndRightToLeft');
    assert.equal(info.BlackAndWhite, 'Yes');
  });

  it('EPUB: mimetype first and stored, container.xml, a pre-paginated package with every page', async () => {
    const input = await book();
    const epub = await buffer(comicEpub(input));
    assert.equal(epub.readUInt32LE(0), 0x04034b50, 'a zip local file header');
    assert.equal(epub.readUInt16LE(8), 0, 'mimetype is stored, not compressed');
    assert.equal(epub.readUInt16LE(28), 0, 'mimetype has no extra field');
    assert.equal(epub.subarray(30, 38).toString(), 'mimetype');
    assert.equal(epub.subarray(38, 58).toString(), 'application/epub+zip');
    assert.equal(entryNames(epub)[0], 'mimetype');

    const files = unzipSync(epub);
    const container = xml.parse(text(files['META-INF/container.xml']));
    const opfPath = container.container.rootfiles.rootfile['@full-path'];
    assert.equal(container.container.rootfiles.rootfile['@media-type'], 'application/oebps-package+xml');
    const opf = xml.parse(text(files[opfPath])).package;
    assert.equal(opf['@version'], '3.0');
    const metas = [opf.metadata.meta].flat();
    const property = (name: string) => metas.find((meta: Record<string, string>) => meta['@property'] === name)?.['#text'];
    assert.equal(property('rendition:layout'), 'pre-paginated');
    assert.match(String(property('dcterms:modified')), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.equal(opf.metadata['dc:title'], input.title);
    assert.equal(opf.metadata['dc:identifier']['#text'], `urn:uuid:${input.id}`);
    const items = [opf.manifest.item].flat();
    const base = opfPath.replace(/[^/]+$/, '');
    for (const item of items) assert.ok(files[`${base}${item['@href']}`], `manifest item ${item['@href']} is in the archive`);
    assert.ok(items.some((item: Record<string, string>) => item['@properties'] === 'nav'));
    assert.ok(items.some((item: Record<string, string>) => item['@properties'] === 'cover-image'));
    const spine = [opf.spine.itemref].flat();
    assert.equal(spine.length, 3);
    assert.deepEqual(spine.map((ref: Record<string, string>) => ref['@properties']), ['page-spread-right', 'page-spread-left', 'page-spread-right']);
    const firstPage = items.find((item: Record<string, string>) => item['@id'] === spine[0]['@idref']);
    const page = text(files[`${base}${firstPage['@href']}`]);
    assert.match(page, /<meta name="viewport" content="width=120, height=180"\/>/);
    assert.match(page, /<img src="\.\.\/images\/page-001\.png"/);
  });

  it('EPUB of a right-to-left manga progresses right to left', async () => {
    const files = unzipSync(await buffer(comicEpub(await book({ direction: 'rtl' }))));
    const opf = xml.parse(text(files['OEBPS/package.opf'])).package;
    assert.equal(opf.spine['@page-progression-direction'], 'rtl');
    assert.equal([opf.spine.itemref].flat()[0]['@properties'], 'page-spread-left');
  });

  it('EPUB pages: every document has a language, each picture is a figure whose caption lists its panels in reading order', async () => {
    const files = unzipSync(await buffer(comicEpub(await book())));
    for (const name of ['OEBPS/nav.xhtml', 'OEBPS/pages/page-001.xhtml', 'OEBPS/pages/page-002.xhtml', 'OEBPS/pages/page-003.xhtml']) {
      assert.match(text(files[name]), /<html [^>]*lang="en" xml:lang="en"/, name);
    }
    const page = xml.parse(text(files['OEBPS/pages/page-002.xhtml'])).html.body.figure;
    assert.equal(page['@id'], 'page-2');
    assert.equal(page.img['@alt'], 'Page 2, panels 2 to 3');
    assert.deepEqual(
      page.figcaption.ol.li.map((item: Record<string, string>) => item['#text']),
      [`Panel 2. ${ALT[2]}`, `Panel 3. ${ALT[3]}`],
    );
    assert.match(text(files['OEBPS/pages/page-002.xhtml']), /Rusty shouts: &lt;LOOK&gt;!/, 'lettering is escaped, never markup');
    const nav = xml.parse(text(files['OEBPS/nav.xhtml'])).html.body.nav;
    const [toc, pageList] = nav;
    assert.deepEqual([toc['@epub:type'], toc['@role'], pageList['@epub:type'], pageList['@role']], ['toc', 'doc-toc', 'page-list', 'doc-pagelist']);
    assert.deepEqual(
      pageList.ol.li.map((item: any) => item.a['@href']),
      ['pages/page-001.xhtml#page-1', 'pages/page-002.xhtml#page-2', 'pages/page-003.xhtml#page-3'],
    );
    assert.equal(toc.ol.li[0].a['#text'], 'Cover, page 1, panel 1');
  });

  it('EPUB package: EPUB Accessibility 1.1 metadata that says what a reader without sight gets', async () => {
    const files = unzipSync(await buffer(comicEpub(await book({ direction: 'rtl' }))));
    const metas = [xml.parse(text(files['OEBPS/package.opf'])).package.metadata.meta].flat();
    const values = (property: string) => metas.filter((meta: Record<string, string>) => meta['@property'] === property).map((meta: Record<string, string>) => meta['#text']);
    assert.deepEqual(values('schema:accessMode'), ['visual', 'textual']);
    assert.deepEqual(values('schema:accessModeSufficient'), ['visual', 'textual']);
    assert.deepEqual(values('schema:accessibilityFeature'), ['alternativeText', 'longDescription', 'readingOrder', 'pageNavigation', 'tableOfContents']);
    assert.deepEqual(values('schema:accessibilityHazard'), ['none']);
    assert.deepEqual(values('dcterms:conformsTo'), ['EPUB Accessibility 1.1 - WCAG 2.2 Level A']);
    const [summary] = values('schema:accessibilitySummary');
    assert.match(summary, /right to left, as manga reads/);
    assert.match(summary, /every caption and balloon word for word/);
    assert.match(summary, /not from looking at the finished art/);
    assert.match(summary, /The descriptions of 1 panel were written by the comic's maker/);
  });
});

describe('comic exports are streams, a page drawn as the reader takes the one before', () => {
  const PAGES = 12;

  /** Pages of noise (about 3 MB in all: more than an export may make ahead of its reader), the last held at `gate`. */
  async function bigBook(gate: LastPageGate): Promise<ComicBook> {
    const png = await noisePng(300, 300);
    const pages = Array.from({ length: PAGES }, (_, index) => ({
      width: 300,
      height: 300,
      panels: [{ pageNumber: index + 1, altText: `Panel ${index + 1}.`, altTextCustom: false }],
      draw: async () => {
        if (index === PAGES - 1) await gate.pass();
        return png;
      },
    }));
    return { ...(await book()), pages };
  }

  it('CBZ: its first bytes leave before its last page is drawn, and it holds every page', async () => {
    const gate = new LastPageGate();
    const zip = await readWhileMade(comicCbz(await bigBook(gate)), gate);
    assert.equal(entryNames(zip).length, PAGES + 1);
    assert.equal(xml.parse(text(unzipSync(zip)['ComicInfo.xml'])).ComicInfo.PageCount, PAGES);
  });

  it('EPUB: its first bytes leave before its last page is drawn, and it holds every page', async () => {
    const gate = new LastPageGate();
    const files = unzipSync(await readWhileMade(comicEpub(await bigBook(gate)), gate));
    assert.equal(Object.keys(files).filter((name) => name.startsWith('OEBPS/images/')).length, PAGES);
  });

  it('PDF: its first bytes leave before its last page is drawn, and it has every page', async () => {
    const gate = new LastPageGate();
    const png = await noisePng(300, 300);
    async function* pages(): AsyncGenerator<PdfPage> {
      for (let page = 1; page <= PAGES; page += 1) {
        if (page === PAGES) await gate.pass();
        yield { width: 300, height: 300, panels: [{ png, frame: { x: 0, y: 0, width: 300, height: 300 }, description: `Panel ${page}.`, lines: [] }] };
      }
    }
    const pdf = await readWhileMade(comicPdf({ title: 'Noise', summary: '', language: 'en', pages: pages() }), gate);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.equal(pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length, PAGES);
  });
});
