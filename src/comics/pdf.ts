/**
 * The whole comic as a tagged PDF. Each page is the preset's paper and ink borders (artifacts), each panel an image
 * tagged as a figure with its description, and each line of its lettering real text laid invisibly over its balloon,
 * in reading order ("Ana whispers: Shh…"): search, copy and read-aloud find the words the art shows.
 */
import type { Readable } from 'node:stream';
import { asArtifact, pdfPicture, taggedPdf, type PdfPages, type PdfPicture } from '../documents/pdf-document';
import { letteringLines, pictureWords, spokenLine, type PanelPicture } from './alt-text';
import type { Describer } from '../vocabulary/descriptions';
import type { ComicBubble } from './bubbles';
import type { PercentBox } from './geometry';
import { invisibleText } from '../documents/pdf-text';
import type { PageLook } from './styles';

const PAGE_WIDTH_PT = 612;

export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPanel {
  /** The panel as drawn in its frame, lettering included. */
  png: Buffer;
  /** Where it sits on the page, in page pixels. */
  frame: PixelBox;
  /** What the picture shows (its figure's alternative text). */
  description: string;
  /** Its lettering read aloud in reading order, each over its bubbles (page pixels). */
  lines: Array<{ text: string; box: PixelBox }>;
}

export interface PdfPage {
  /** Page size in pixels; the PDF page is as wide as a US Letter page and as tall as the proportions say. */
  width: number;
  height: number;
  /** Paper and borders, for a printed page; a page of one panel has neither. */
  look?: PageLook;
  /** In reading order. */
  panels: PdfPanel[];
}

export interface PdfComic {
  title: string;
  summary: string;
  language: string;
  /** In reading order, each made when the PDF reaches it. */
  pages: AsyncIterable<PdfPage> | Iterable<PdfPage>;
}

function drawPaper(document: PDFKit.PDFDocument, size: { width: number; height: number }, look: PageLook): void {
  asArtifact(document, () => document.rect(0, 0, size.width, size.height).fill(look.paper));
}

function drawBorders(document: PDFKit.PDFDocument, frames: PixelBox[], scale: number, look: PageLook): void {
  asArtifact(document, () => {
    document.lineWidth(look.borderWidth * scale).strokeColor(look.border);
    for (const frame of frames) document.rect(frame.x * scale, frame.y * scale, frame.width * scale, frame.height * scale).stroke();
  });
}

const scaled = (box: PixelBox, scale: number): PixelBox => ({ x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale });

/** A page whose panels' pictures are ready (in reading order). */
function addPage(document: PDFKit.PDFDocument, drawn: PdfPages, comic: PDFKit.PDFStructureElement, page: PdfPage, pictures: PdfPicture[], at: { number: number; language: string }): void {
  const scale = PAGE_WIDTH_PT / page.width;
  const size = { width: PAGE_WIDTH_PT, height: page.height * scale };
  document.addPage({ size: [size.width, size.height], margin: 0 });
  if (page.look) drawPaper(document, size, page.look);
  const section = document.struct('Sect', { title: `Page ${at.number}` });
  comic.add(section);
  for (const [index, panel] of page.panels.entries()) {
    const frame = scaled(panel.frame, scale);
    section.add(document.struct('Figure', { alt: panel.description }, () => drawn.picture(pictures[index], frame.x, frame.y, { width: frame.width, height: frame.height })));
    for (const line of panel.lines) section.add(document.struct('P', {}, () => invisibleText(document, line.text, scaled(line.box, scale), at.language)));
  }
  section.end();
  if (page.look) drawBorders(document, page.panels.map((panel) => panel.frame), scale, page.look);
}

/** The PDF as a stream, a page drawn only once the reader has taken the pages before it. */
export function comicPdf(book: PdfComic): Readable {
  return taggedPdf({ title: book.title, language: book.language, subject: book.summary }, {}, async (document, drawn) => {
    const comic = document.struct('Document', { title: book.title });
    document.addStructure(comic);
    let number = 0;
    for await (const page of book.pages) {
      number += 1;
      const pictures: PdfPicture[] = [];
      for (const panel of page.panels) pictures.push(await pdfPicture(panel.png));
      addPage(document, drawn, comic, page, pictures, { number, language: book.language });
      await drawn.pageDone();
    }
    comic.end();
  });
}

/** A panel's picture for the PDF: its description (the maker's own alt text, else the framing and action). */
export interface PdfPanelSource extends Omit<PanelPicture, 'bubbles'> {
  altText: string;
  altTextCustom: boolean;
}

/**
 * A panel drawn at `frame` (page pixels) with its bubbles where they were drawn (percent of the frame): the figure's
 * description, then each line of lettering over the bubbles that show it, in `words`' language.
 */
export function pdfPanel(png: Buffer, frame: PixelBox, panel: PdfPanelSource, bubbles: ComicBubble[], words: Describer): PdfPanel {
  const toPage = (box: PercentBox): PixelBox => ({
    x: frame.x + (box.x / 100) * frame.width,
    y: frame.y + (box.y / 100) * frame.height,
    width: (box.width / 100) * frame.width,
    height: (box.height / 100) * frame.height,
  });
  return {
    png,
    frame,
    description: panel.altTextCustom ? panel.altText : pictureWords(panel, words),
    lines: letteringLines(bubbles).map((line) => ({ text: spokenLine(line, words), box: union(line.boxes.map(toPage)) })),
  };
}

function union(boxes: PixelBox[]): PixelBox {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  return { x, y, width: Math.max(...boxes.map((box) => box.x + box.width)) - x, height: Math.max(...boxes.map((box) => box.y + box.height)) - y };
}
