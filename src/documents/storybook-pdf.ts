import type { Readable } from 'node:stream';
import type { PdfPageSize } from '../entities/storybook';
import { pdfPicture, taggedPdf } from './pdf-document';

export interface StorybookPdfPage {
  png: Buffer;
  text: string;
  /** What the picture shows, tagged as its figure's alternative text. */
  altText: string;
}

/** Page sizes in PDF points (1/72 inch): A4 portrait, or a 21 cm square. */
const PAGE_SIZES: Record<PdfPageSize, [number, number]> = {
  a4: [595.28, 841.89],
  square: [595.28, 595.28],
};
const MARGIN = 40;
const TEXT_GAP = 18;
const FONT_SIZE = 15;
/** Lines of text reserved under the picture. */
const TEXT_LINES = { a4: 5, square: 3 } as const;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * One page per entry, in order: the picture fitted and centred on top (a figure with its alt text), its text below.
 * Pages are taken from `pages` one at a time, as the reader takes the PDF.
 */
export function renderStorybookPdf(pages: AsyncIterable<StorybookPdfPage> | Iterable<StorybookPdfPage>, size: PdfPageSize, title: string): Readable {
  const [width, height] = PAGE_SIZES[size];
  const contentWidth = width - 2 * MARGIN;
  const textHeight = TEXT_LINES[size] * FONT_SIZE * 1.35;
  const maxImageHeight = height - 2 * MARGIN - TEXT_GAP - textHeight;
  return taggedPdf({ title, language: 'en' }, { size: [width, height], margin: MARGIN }, async (document, drawn) => {
    const book = document.struct('Document', { title });
    document.addStructure(book);
    for await (const page of pages) {
      const size = pngSize(page.png);
      const picture = await pdfPicture(page.png);
      const scale = Math.min(contentWidth / size.width, maxImageHeight / size.height);
      const [imageWidth, imageHeight] = [size.width * scale, size.height * scale];
      // Picture and text as one block, centred on the page.
      const top = (height - (imageHeight + TEXT_GAP + textHeight)) / 2;
      document.addPage();
      book.add(document.struct('Figure', { alt: page.altText }, () => drawn.picture(picture, (width - imageWidth) / 2, top, { width: imageWidth, height: imageHeight })));
      book.add(
        document.struct('P', {}, () =>
          document
            .font('Helvetica')
            .fontSize(FONT_SIZE)
            .text(page.text, MARGIN, top + imageHeight + TEXT_GAP, { width: contentWidth, height: textHeight, align: 'center', ellipsis: true }),
        ),
      );
      await drawn.pageDone();
    }
    book.end();
  });
}
