/**
 * The whole comic as a tagged PDF. Each page is the preset's paper and ink borders (artifacts), each panel an image
 * tagged as a figure with its description, and each line of its lettering real text laid invisibly over its balloon,
 * in reading order ("Ana whispers: Shh…"): search, copy and read-aloud find the words the art shows.
 */
import type { Readable } from 'node:stream';
import { asArtifact, pdfPicture, taggedPdf, type PdfPages, type PdfPicture } from '../documents/pdf-document';
import { letteringLines, pictureWords, spokenLine, type PanelPicture } from './alt-text';
import type { ComicBubble } from './bubbles';
import type { PercentBox } from './geometry';
import { fontFile } from '../lettering/fonts';
import { fontRuns, visualRuns } from '../lettering/setting';
import type { PageLook } from './styles';

const PAGE_WIDTH_PT = 612;
const LINE_HEIGHT = 1.15;
const SMALLEST_PT = 3;
/** fontkit takes features switched on and off by name; pdfkit's types know only the list of those switched on. */
const NO_LIGATURES = { liga: false, rlig: false, clig: false, dlig: false, calt: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

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

/** The largest size (points) at which the text, on one line, is as wide as the box at most (and no taller). */
function fittingSize(document: PDFKit.PDFDocument, text: string, box: PixelBox): number {
  const width = document.fontSize(1).widthOfString(text) || 1;
  return Math.max(SMALLEST_PT, Math.min(box.height / LINE_HEIGHT, box.width / width));
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

/**
 * Text that is there for search, copy and read-aloud but not seen: the art already shows it, on one line over its
 * bubbles, each run in the plain face that has its characters (embedded as a subset with its ToUnicode map). A line
 * with right-to-left text is written in visual order, run by run, as readers of PDF expect and reorder; any other
 * line's span carries the line as written (ActualText, NFC), so that extraction and screen readers get it in logical
 * order where shaping reorders or splits glyphs (an Indic vowel sign drawn before its consonant, Thai SARA AM).
 */
function invisibleText(document: PDFKit.PDFDocument, written: string, box: PixelBox, language: string): void {
  // Joiners and direction marks are left out: pdfkit draws them as spaces, and one face cannot read them.
  const text = written.replace(/\p{Cf}/gu, '');
  const style = { language, role: 'text' as const };
  const rightToLeft = visualRuns(text, style).some((run) => run.rtl);
  const runs = (rightToLeft ? visualRuns(text, style) : fontRuns(text, style).flatMap((run) => (run.face ? [{ text: text.slice(run.start, run.end), face: run.face }] : []))).map(
    (run) => ({ text: run.text, file: fontFile(run.face) }),
  );
  if (runs.length === 0) return;
  document.save();
  document.font(runs[0].file).fontSize(fittingSize(document.font(runs[0].file), text, box)).fillOpacity(0).fillColor('#000000');
  if (!rightToLeft) document.markContent('Span', { actual: text.normalize('NFC') });
  runs.forEach((run, index) => {
    // With features pdfkit shapes the run whole (else word by word, in logical order); a right-to-left run without
    // ligatures, so that each glyph maps back to one character when a reader reverses the run.
    const options = { lineBreak: false, continued: index < runs.length - 1, features: rightToLeft ? NO_LIGATURES : [] };
    if (index === 0) document.text(run.text, box.x, box.y, options);
    else document.font(run.file).text(run.text, options);
  });
  if (!rightToLeft) document.endMarkedContent();
  document.restore();
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
 * description, then each line of lettering over the bubbles that show it.
 */
export function pdfPanel(png: Buffer, frame: PixelBox, panel: PdfPanelSource, bubbles: ComicBubble[]): PdfPanel {
  const toPage = (box: PercentBox): PixelBox => ({
    x: frame.x + (box.x / 100) * frame.width,
    y: frame.y + (box.y / 100) * frame.height,
    width: (box.width / 100) * frame.width,
    height: (box.height / 100) * frame.height,
  });
  return {
    png,
    frame,
    description: panel.altTextCustom ? panel.altText : pictureWords(panel),
    lines: letteringLines(bubbles).map((line) => ({ text: spokenLine(line), box: union(line.boxes.map(toPage)) })),
  };
}

function union(boxes: PixelBox[]): PixelBox {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  return { x, y, width: Math.max(...boxes.map((box) => box.x + box.width)) - x, height: Math.max(...boxes.map((box) => box.y + box.height)) - y };
}
