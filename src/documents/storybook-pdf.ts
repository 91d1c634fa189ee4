import PDFDocument from 'pdfkit';
import type { PdfPageSize } from '../entities/storybook';

export interface StorybookPdfPage {
  png: Buffer;
  text: string;
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

/** One page per entry, in order: the picture fitted and centred on top, its text below. */
export function renderStorybookPdf(pages: StorybookPdfPage[], size: PdfPageSize): Promise<Buffer> {
  const [width, height] = PAGE_SIZES[size];
  const document = new PDFDocument({ size: [width, height], margin: MARGIN, autoFirstPage: false, info: { Title: 'Storybook', Producer: 'Likeness' } });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const contentWidth = width - 2 * MARGIN;
  const textHeight = TEXT_LINES[size] * FONT_SIZE * 1.35;
  const maxImageHeight = height - 2 * MARGIN - TEXT_GAP - textHeight;
  for (const page of pages) {
    const picture = pngSize(page.png);
    const scale = Math.min(contentWidth / picture.width, maxImageHeight / picture.height);
    const [imageWidth, imageHeight] = [picture.width * scale, picture.height * scale];
    // Picture and text as one block, centred on the page.
    const top = (height - (imageHeight + TEXT_GAP + textHeight)) / 2;
    document.addPage();
    document.image(page.png, (width - imageWidth) / 2, top, { width: imageWidth, height: imageHeight });
    document
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text(page.text, MARGIN, top + imageHeight + TEXT_GAP, { width: contentWidth, height: textHeight, align: 'center', ellipsis: true });
  }
  document.end();
  return finished;
}
