/** The whole comic as a PDF: one composited panel per page, in page order. */
import PDFDocument from 'pdfkit';

const PAGE_WIDTH_PT = 612;

export interface PdfPage {
  png: Buffer;
  width: number;
  height: number;
}

export function comicPdf(title: string, pages: PdfPage[]): Promise<Buffer> {
  const document = new PDFDocument({ autoFirstPage: false, info: { Title: title, Creator: 'Likeness' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  for (const page of pages) {
    const height = (PAGE_WIDTH_PT * page.height) / page.width;
    document.addPage({ size: [PAGE_WIDTH_PT, height], margin: 0 });
    document.image(page.png, 0, 0, { width: PAGE_WIDTH_PT, height });
  }
  document.end();
  return done;
}
