import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { panelAltText } from '../comics/alt-text';
import { describerFor } from '../vocabulary/descriptions';
import { deriveBubbles, moveBubble } from '../comics/bubbles';
import { comicEpub } from '../comics/epub';
import { comicCbz, type BookPanel, type ComicBook } from '../comics/exports';
import { toPercentBox, type Point } from '../comics/geometry';
import { layoutPages, PAGE, type Frame, type LaidOutPage, type ReadingDirection } from '../comics/layout';
import { composePage, drawStripSlice, pagePanels, renderPage, type FramedPanel, type PanelArt } from '../comics/page-art';
import { comicPdf, pdfPanel, type PdfPage } from '../comics/pdf';
import { pageLookOf } from '../comics/styles';
import { framesIn, sliceAltText, slicePanels, sliceStrip, stripLayout, WEBTOON, type StripSlice } from '../comics/webtoon';
import { bubbleLetteringOf, letteringLookOf, mayReadRightToLeft, readingDirectionOf } from '../comics/lettering';
import { Comic } from '../entities/comic';
import { ComicPanel } from '../entities/comic-panel';
import { badRequest, notFound } from '../errors';
import type { BlobStorage } from '../storage';
import { canonicalName, ComicService } from './comics';

export interface LetteringChange {
  caption?: string;
  captionType?: 'narration' | 'dialogue';
  /** null clears it. */
  speaker?: string | null;
  /** New centres of the panel's bubbles, in order. */
  bubbleAnchors?: Point[];
  /** The client's own text alternative; null goes back to the one made from the panel. */
  altText?: string | null;
}

/**
 * What a reader gets from a comic, scoped to its owner: laid-out pages, the webtoon strip, CBZ, EPUB and the
 * laid-out PDF, all drawn from the panels with images (free); and lettering edits that re-place the bubbles. A page
 * (or slice) reads the images of its own panels when it is drawn, so the books are streams whose size in memory does
 * not grow with the comic.
 */
export class ComicPageService {
  private readonly comics: ComicService;

  constructor(
    private readonly dataSource: DataSource,
    storage: BlobStorage,
  ) {
    this.comics = new ComicService(dataSource, storage);
  }

  /**
   * The way the comic's pages are read: its own (right to left for a right-to-left language, and for a manga in
   * Japanese or Traditional Chinese) unless the client asks; right to left only for a manga or a right-to-left language.
   */
  directionFor(comic: Comic, requested: ReadingDirection | undefined): ReadingDirection {
    if (requested === 'rtl' && !mayReadRightToLeft(comic.language, comic.stylePreset)) throw badRequest('direction: right-to-left reading is for manga_bw comics and comics in a right-to-left language');
    return requested ?? readingDirectionOf(comic.language, comic.stylePreset);
  }

  /** The art of the panels `frames` show, their images read from storage now. */
  private async artOf(panels: ComicPanel[], frames: Frame[]): Promise<Map<number, PanelArt>> {
    const arts = new Map<number, PanelArt>();
    for (const frame of frames) {
      const panel = panelAt(panels, frame.pageNumber);
      const png = await this.comics.panelImage(panel);
      const { width = 1, height = 1 } = await sharp(png).metadata();
      const layout = panel.layout;
      const faces = layout ? layout.characters.map((character) => toPercentBox(character.face, layout.width, layout.height)) : [];
      arts.set(panel.pageNumber, { pageNumber: panel.pageNumber, png, width, height, bubbles: panel.bubbles, faces });
    }
    return arts;
  }

  async layout(userId: string, comicId: string, direction?: ReadingDirection): Promise<{ comic: Comic; direction: ReadingDirection; pages: LaidOutPage[] }> {
    const { comic, panels } = await this.comics.drawn(userId, comicId);
    const reading = this.directionFor(comic, direction);
    return { comic, direction: reading, pages: layoutPages(panels, reading) };
  }

  /** Laid-out page `number` (from 1) as PNG. */
  async layoutPage(userId: string, comicId: string, number: number, direction?: ReadingDirection): Promise<Buffer> {
    const { comic, panels } = await this.comics.drawn(userId, comicId);
    const page = layoutPages(panels, this.directionFor(comic, direction))[number - 1];
    if (!page) throw notFound(`Layout page ${number}`);
    return renderPage(page, await this.artOf(panels, page.frames), letteringLookOf(comic));
  }

  /**
   * The comic's laid-out pages, each drawn when an export asks for it. With `keep`, a page once drawn is kept for the
   * next export of the comic (the account export writes a comic's PDF, CBZ and EPUB one after another, each page then
   * drawn once; a comic has at most 12 panels); without it, a page is drawn anew each time and let go.
   */
  private async sheets(userId: string, comicId: string, direction: ReadingDirection | undefined, keep: boolean): Promise<Sheets> {
    const { comic, panels } = await this.comics.drawn(userId, comicId);
    const reading = this.directionFor(comic, direction);
    const look = letteringLookOf(comic);
    const sheets = layoutPages(panels, reading).map((page): Sheet => {
      const framed = async () => pagePanels(page, await this.artOf(panels, page.frames), look);
      if (!keep) return { page, framed, picture: async () => composePage(await framed(), look) };
      const keptFramed = once(framed);
      return { page, framed: keptFramed, picture: once(async () => composePage(await keptFramed(), look)) };
    });
    return { comic, panels, reading, sheets };
  }

  /** The tagged PDF of laid-out pages: each panel a figure with its description, its lettering as text in reading order. */
  async pdf(userId: string, comicId: string, direction?: ReadingDirection): Promise<Readable> {
    return this.pdfOf(await this.sheets(userId, comicId, direction, false));
  }

  async cbz(userId: string, comicId: string, direction?: ReadingDirection): Promise<Readable> {
    return comicCbz(await this.book(await this.sheets(userId, comicId, direction, false)));
  }

  async epub(userId: string, comicId: string, direction?: ReadingDirection): Promise<Readable> {
    return comicEpub(await this.book(await this.sheets(userId, comicId, direction, false)));
  }

  /** The PDF, CBZ and EPUB of the comic as the account export writes them, one after another, each page drawn once. */
  async books(userId: string, comicId: string): Promise<{ pdf: Readable; cbz: Readable; epub: Readable }> {
    const sheets = await this.sheets(userId, comicId, undefined, true);
    const book = await this.book(sheets);
    return { pdf: this.pdfOf(sheets), cbz: comicCbz(book), epub: comicEpub(book) };
  }

  private pdfOf({ comic, panels, sheets }: Sheets): Readable {
    const words = describerFor(comic.language);
    async function* pages(): AsyncGenerator<PdfPage> {
      for (const sheet of sheets) {
        const onPage = (await sheet.framed()).map((drawn) => pdfPanel(drawn.png, drawn.frame, panelAt(panels, drawn.frame.pageNumber), drawn.bubbles, words));
        yield { width: PAGE.width, height: PAGE.height, look: pageLookOf(comic.stylePreset), panels: onPage };
      }
    }
    return comicPdf({ title: comic.title, summary: comic.storyPrompt, language: comic.language, pages: pages() });
  }

  /** The comic as a book whose pages are drawn when an export reaches them. */
  private async book({ comic, panels, reading, sheets }: Sheets): Promise<ComicBook> {
    return {
      id: comic.id,
      title: comic.title,
      summary: comic.storyPrompt,
      language: comic.language,
      characters: await this.comics.characterNames(comic),
      setting: comic.setting,
      direction: reading,
      blackAndWhite: comic.stylePreset === 'manga_bw',
      pages: sheets.map((sheet) => ({
        width: PAGE.width,
        height: PAGE.height,
        panels: sheet.page.frames.map((frame) => bookPanel(panelAt(panels, frame.pageNumber))),
        draw: sheet.picture,
      })),
      modified: comic.updatedAt,
    };
  }

  /** The webtoon strip's slices (positions in the strip), each with the panels it shows and their text alternatives, and the comic's language. */
  async webtoonSlices(userId: string, comicId: string): Promise<{ language: string; slices: Array<StripSlice & { altText: string }> }> {
    const { comic, panels } = await this.comics.drawn(userId, comicId);
    const strip = stripOf(panels);
    const altTexts = new Map(panels.map((panel) => [panel.pageNumber, panel.altText]));
    return { language: comic.language, slices: slicePanels(strip, sliceStrip(strip)).map((slice) => ({ ...slice, altText: sliceAltText(slice, altTexts) })) };
  }

  /** Webtoon slice `number` (from 1) as PNG, 800 px wide: only the panels it shows are read and drawn. */
  async webtoonSlice(userId: string, comicId: string, number: number): Promise<Buffer> {
    const { comic, panels } = await this.comics.drawn(userId, comicId);
    const strip = stripOf(panels);
    const slice = sliceStrip(strip)[number - 1];
    if (!slice) throw notFound(`Webtoon slice ${number}`);
    const frames = framesIn(strip, slice);
    return drawStripSlice(frames, await this.artOf(panels, frames), { ...slice, width: WEBTOON.width }, letteringLookOf(comic));
  }

  /**
   * Changes a panel's lettering without rendering it again (free): caption, caption type and speaker as for a new
   * panel (400 otherwise), bubbles placed again on the panel's layout, then moved to the anchors given. The alt text
   * follows the new lettering unless a client wrote its own (kept until it sends another, or null).
   */
  async updateLettering(userId: string, comicId: string, pageNumber: number, change: LetteringChange): Promise<ComicPanel> {
    const { comic } = await this.comics.get(userId, comicId);
    this.comics.assertNotGenerating(comic);
    const panel = await this.comics.panel(comic.id, pageNumber);
    const characters = await this.comics.characters(userId, comic.characterIds);
    const names = characters.map((character) => character.name);
    const captionType = change.captionType ?? panel.captionType;
    const requested = change.speaker === undefined ? panel.speaker : change.speaker;
    const speaker = captionType === 'dialogue' && requested ? canonicalName(requested, characters, 'speaker') : null;
    if (captionType === 'dialogue' && !speaker) throw badRequest('speaker is required when caption_type is dialogue');
    const caption = change.caption ?? panel.caption;
    let bubbles = deriveBubbles({ caption, captionType, speaker }, names, panel.layout ?? undefined, bubbleLetteringOf(comic));
    if (change.bubbleAnchors) {
      const anchors = change.bubbleAnchors;
      if (anchors.length !== bubbles.length) throw badRequest(`bubble_anchors: the panel has ${bubbles.length} bubble(s), got ${anchors.length} anchor(s)`);
      bubbles = bubbles.map((bubble, index) => moveBubble(bubble, anchors[index], panel.layout ?? undefined));
    }
    const altTextCustom = change.altText === undefined ? panel.altTextCustom : change.altText !== null;
    const altText = change.altText ?? (altTextCustom ? panel.altText : panelAltText({ shot: panel.shot, action: panel.action, bubbles, layout: panel.layout }, describerFor(comic.language)));
    await this.dataSource.getRepository(ComicPanel).update({ id: panel.id }, { caption, captionType, speaker, bubbles, altText, altTextCustom });
    return this.comics.panel(comic.id, pageNumber);
  }

  /**
   * Letters the comic again in `language`: every panel's bubbles placed again from its caption in the new lettering
   * (fonts, breaks, direction, vertical balloons), anchors moved by a client reset; alt text follows unless custom.
   */
  async relanguage(userId: string, comicId: string, language: string): Promise<{ comic: Comic; pages: ComicPanel[] }> {
    const { comic, pages } = await this.comics.get(userId, comicId);
    this.comics.assertNotGenerating(comic);
    const names = await this.comics.characterNames(comic);
    const lettering = bubbleLetteringOf({ ...comic, language });
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Comic, { id: comic.id }, { language });
      for (const panel of pages) {
        const bubbles = deriveBubbles(panel, names, panel.layout ?? undefined, lettering);
        const altText = panel.altTextCustom ? panel.altText : panelAltText({ shot: panel.shot, action: panel.action, bubbles, layout: panel.layout }, describerFor(language));
        await manager.update(ComicPanel, { id: panel.id }, { bubbles, altText });
      }
    });
    return this.comics.get(userId, comicId);
  }
}

/** A laid-out page as the exports draw it: its panels framed and lettered (the PDF's pictures), and the page they make. */
interface Sheet {
  page: LaidOutPage;
  framed: () => Promise<FramedPanel[]>;
  picture: () => Promise<Buffer>;
}

interface Sheets {
  comic: Comic;
  panels: ComicPanel[];
  reading: ReadingDirection;
  sheets: Sheet[];
}

/** `make`'s promise, made on the first call and given again on every later one. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

function panelAt(panels: ComicPanel[], pageNumber: number): ComicPanel {
  const panel = panels.find((candidate) => candidate.pageNumber === pageNumber);
  if (!panel) throw new Error(`No panel ${pageNumber}`);
  return panel;
}

function bookPanel(panel: ComicPanel): BookPanel {
  return { pageNumber: panel.pageNumber, altText: panel.altText, altTextCustom: panel.altTextCustom };
}

/** The strip of the panels with images, sized by their renders. */
function stripOf(panels: ComicPanel[]) {
  return stripLayout(panels.map((panel) => ({ pageNumber: panel.pageNumber, width: panel.layout?.width ?? 1024, height: panel.layout?.height ?? 1024 })));
}
