/**
 * Text in PDFs in any script: words laid invisibly over what shows them (a comic's lettering, drawn in its picture;
 * book text, drawn as outlines) so that search, copy, pdftotext and screen readers find them, in logical order; and
 * book text set by the lettering typesetter (src/lettering: fonts per script, line breaks, bidi) and drawn as outlines.
 */
import { fontFile } from '../lettering/fonts';
import { fontRuns, lineOutlines, visualRuns, type TextStyle } from '../lettering/setting';
import { fitText, placedLines } from '../lettering/text-block';
import { asArtifact } from './pdf-document';

/** A box in PDF points, top-left origin. */
export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const LINE_HEIGHT = 1.15;
const SMALLEST_PT = 3;
/** fontkit takes features switched on and off by name; pdfkit's types know only the list of those switched on. */
const NO_LIGATURES = { liga: false, rlig: false, clig: false, dlig: false, calt: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/** The largest size (points) at which the text, on one line, is as wide as the box at most (and no taller). */
function fittingSize(document: PDFKit.PDFDocument, text: string, box: TextBox): number {
  const width = document.fontSize(1).widthOfString(text) || 1;
  return Math.max(SMALLEST_PT, Math.min(box.height / LINE_HEIGHT, box.width / width));
}

/**
 * Text that is there for search, copy and read-aloud but not seen: the art already shows it, on one line over its
 * bubbles, each run in the plain face that has its characters (embedded as a subset with its ToUnicode map). A line
 * with right-to-left text is written in visual order, run by run, as readers of PDF expect and reorder; any other
 * line's span carries the line as written (ActualText, NFC), so that extraction and screen readers get it in logical
 * order where shaping reorders or splits glyphs (an Indic vowel sign drawn before its consonant, Thai SARA AM).
 */
export function invisibleText(document: PDFKit.PDFDocument, written: string, box: TextBox, language: string): void {
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

/**
 * A paragraph of book text fitted into `box` (points) at `fontSize` or smaller, in the plain faces of its scripts:
 * its lines drawn as outlines (an artifact), then each line's words as invisible text over it, tagged as a paragraph
 * of `parent`. Lines that do not fit even at the smallest size are left out.
 */
export function bookParagraph(document: PDFKit.PDFDocument, parent: PDFKit.PDFStructureElement, text: string, box: TextBox, style: Omit<TextStyle, 'role'>, fontSize: number): void {
  const fitted = fitText(text, { ...style, role: 'text' }, fontSize, box, 1.3);
  const lines = placedLines(fitted, box, 'centre').filter((placed) => placed.baseline <= box.y + box.height + fitted.fontSize * 0.34);
  asArtifact(document, () => {
    for (const placed of lines) {
      for (const glyph of lineOutlines(placed.line, placed.x, placed.baseline, fitted.fontSize)) {
        document.save().transform(glyph.scale, 0, 0, -glyph.scale, glyph.x, glyph.baseline).path(glyph.d).fill('#1b1b1b').restore();
      }
    }
  });
  parent.add(
    document.struct('P', {}, () => {
      for (const placed of lines) {
        const width = placed.line.width * fitted.fontSize;
        invisibleText(document, placed.text, { x: placed.x, y: placed.baseline - fitted.fontSize * 0.9, width, height: fitted.fontSize * 1.15 }, style.language);
      }
    }),
  );
}
