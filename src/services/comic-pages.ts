import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { panelAltText } from '../comics/alt-text';
import { deriveBubbles, moveBubble } from '../comics/bubbles';
import { comicEpub } from '../comics/epub';
import { comicCbz, type BookPanel, type ComicBook, type ExportPage } from '../comics/exports';
import { toPercentBox, type Point } from '../comics/geometry';
import { layoutPages, PAGE, type LaidOutPage, type ReadingDirection } from '../comics/layout';
import { drawFrames, pagePanels, renderPage, type PanelArt } from '../comics/page-art';
import { comicPdf, pdfPanel } from '../comics/pdf';
import { pageLookOf } from '../comics/styles';
import { sliceAltText, slicePanels, sliceStrip, stripLayout, WEBTOON, type StripSlice } from '../comics/webtoon';
import { DESCRIPTION_LANGUAGE } from '../vocabulary/alt-text';
import type { Comic } from '../entities/comic';
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

interface ComicArt {
  comic: Comic;
  panels: ComicPanel[];
  arts: Map<number, PanelArt>;
}

/**
 * What a reader gets from a comic, scoped to its owner: laid-out pages, the webtoon strip, CBZ, EPUB and the
 * laid-out PDF, all drawn from the panels with images (free); and lettering edits that re-place the bubbles.
 */
export class ComicPageService {
  private readonly comics: ComicService;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
  ) {
    this.comics = new ComicService(dataSource, storage);
  }

  /** Right-to-left reading is manga's; any other preset reads left to right. */
  directionFor(comic: Comic, requested: ReadingDirection | undefined): ReadingDirection {
    if (requested === 'rtl' && comic.stylePreset !== 'manga_bw') throw badRequest('direction: right-to-left reading is for manga_bw comics');
    return requested ?? 'ltr';
  }

  /** The comic's panels with images, lettered; 404 when there are none. */
  private async art(userId: string, comicId: string): Promise<ComicArt> {
    const { comic, pages } = await this.comics.get(userId, comicId);
    const arts = new Map<number, PanelArt>();
    const panels: ComicPanel[] = [];
    for (const panel of pages) {
      const png = panel.imageKey ? await this.storage.get(panel.imageKey) : undefined;
      if (!png) continue;
      const { width = 1, height = 1 } = await sharp(png).metadata();
      const layout = panel.layout;
      const faces = layout ? layout.characters.map((character) => toPercentBox(character.face, layout.width, layout.height)) : [];
      arts.set(panel.pageNumber, { pageNumber: panel.pageNumber, png, width, height, bubbles: panel.bubbles, faces });
      panels.push(panel);
    }
    if (panels.length === 0) throw notFound('Comic pages with images');
    return { comic, panels, arts };
  }

  async layout(userId: string, comicId: string, direction?: ReadingDirection): Promise<{ comic: Comic; direction: ReadingDirection; pages: LaidOutPage[] }> {
    const { comic, pages } = await this.comics.get(userId, comicId);
    const drawn = pages.filter((panel) => panel.imageKey);
    if (drawn.length === 0) throw notFound('Comic pages with images');
    const reading = this.directionFor(comic, direction);
    return { comic, direction: reading, pages: layoutPages(drawn, reading) };
  }

  private async renderedPages(userId: string, comicId: string, direction?: ReadingDirection): Promise<{ comic: Comic; direction: ReadingDirection; pages: ExportPage[] }> {
    const { comic, panels, arts } = await this.art(userId, comicId);
    const reading = this.directionFor(comic, direction);
    const pages = [];
    for (const page of layoutPages(panels, reading)) {
      const onPage = page.frames.map((frame) => bookPanel(panelAt(panels, frame.pageNumber)));
      pages.push({ png: await renderPage(page, arts, comic.stylePreset), width: PAGE.width, height: PAGE.height, panels: onPage });
    }
    return { comic, direction: reading, pages };
  }

  /** Laid-out page `number` (from 1) as PNG. */
  async layoutPage(userId: string, comicId: string, number: number, direction?: ReadingDirection): Promise<Buffer> {
    const { comic, panels, arts } = await this.art(userId, comicId);
    const page = layoutPages(panels, this.directionFor(comic, direction))[number - 1];
    if (!page) throw notFound(`Layout page ${number}`);
    return renderPage(page, arts, comic.stylePreset);
  }

  /** The tagged PDF of laid-out pages: each panel a figure with its description, its lettering as text in reading order. */
  async pdf(userId: string, comicId: string, direction?: ReadingDirection): Promise<Buffer> {
    const { comic, panels, arts } = await this.art(userId, comicId);
    const pages = [];
    for (const page of layoutPages(panels, this.directionFor(comic, direction))) {
      const framed = await pagePanels(page, arts, comic.stylePreset);
      const onPage = framed.map((drawn) => pdfPanel(drawn.png, drawn.frame, panelAt(panels, drawn.frame.pageNumber), drawn.bubbles));
      pages.push({ width: PAGE.width, height: PAGE.height, look: pageLookOf(comic.stylePreset), panels: onPage });
    }
    return comicPdf({ title: comic.title, summary: comic.storyPrompt, language: DESCRIPTION_LANGUAGE, pages });
  }

  private async book(userId: string, comicId: string, direction?: ReadingDirection): Promise<ComicBook> {
    const { comic, direction: reading, pages } = await this.renderedPages(userId, comicId, direction);
    return {
      id: comic.id,
      title: comic.title,
      summary: comic.storyPrompt,
      language: DESCRIPTION_LANGUAGE,
      characters: await this.comics.characterNames(comic),
      setting: comic.setting,
      direction: reading,
      blackAndWhite: comic.stylePreset === 'manga_bw',
      pages,
      modified: comic.updatedAt,
    };
  }

  async cbz(userId: string, comicId: string, direction?: ReadingDirection): Promise<Buffer> {
    return comicCbz(await this.book(userId, comicId, direction));
  }

  async epub(userId: string, comicId: string, direction?: ReadingDirection): Promise<Buffer> {
    return comicEpub(await this.book(userId, comicId, direction));
  }

  /** The webtoon strip's slices (positions in the strip), each with the panels it shows and their text alternatives. */
  async webtoonSlices(userId: string, comicId: string): Promise<Array<StripSlice & { altText: string }>> {
    const { pages } = await this.comics.get(userId, comicId);
    const drawn = pages.filter((panel) => panel.imageKey);
    if (drawn.length === 0) throw notFound('Comic pages with images');
    const strip = stripOf(drawn);
    const altTexts = new Map(drawn.map((panel) => [panel.pageNumber, panel.altText]));
    return slicePanels(strip, sliceStrip(strip)).map((slice) => ({ ...slice, altText: sliceAltText(slice, altTexts) }));
  }

  /** Webtoon slice `number` (from 1) as PNG, 800 px wide. */
  async webtoonSlice(userId: string, comicId: string, number: number): Promise<Buffer> {
    const { comic, panels, arts } = await this.art(userId, comicId);
    const strip = stripOf(panels);
    const slice = sliceStrip(strip)[number - 1];
    if (!slice) throw notFound(`Webtoon slice ${number}`);
    const whole = await drawFrames(strip.frames, arts, { width: WEBTOON.width, height: strip.height }, comic.stylePreset, { borders: false });
    return sharp(whole).extract({ left: 0, top: slice.top, width: WEBTOON.width, height: slice.height }).png().toBuffer();
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
    let bubbles = deriveBubbles({ caption, captionType, speaker }, names, panel.layout ?? undefined);
    if (change.bubbleAnchors) {
      const anchors = change.bubbleAnchors;
      if (anchors.length !== bubbles.length) throw badRequest(`bubble_anchors: the panel has ${bubbles.length} bubble(s), got ${anchors.length} anchor(s)`);
      bubbles = bubbles.map((bubble, index) => moveBubble(bubble, anchors[index], panel.layout ?? undefined));
    }
    const altTextCustom = change.altText === undefined ? panel.altTextCustom : change.altText !== null;
    const altText = change.altText ?? (altTextCustom ? panel.altText : panelAltText({ shot: panel.shot, action: panel.action, bubbles, layout: panel.layout }));
    await this.dataSource.getRepository(ComicPanel).update({ id: panel.id }, { caption, captionType, speaker, bubbles, altText, altTextCustom });
    return this.comics.panel(comic.id, pageNumber);
  }
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
