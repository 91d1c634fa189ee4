import PDFDocument from 'pdfkit';

export interface PdfMeta {
  title: string;
  /** BCP 47, e.g. "en". */
  language: string;
  subject?: string;
}

/**
 * A tagged PDF (a structure tree readers and assistive technology follow) with its title shown in the window and
 * its language declared, and the bytes it will have once `document.end()` is called.
 */
export function taggedPdf(meta: PdfMeta, options: PDFKit.PDFDocumentOptions = {}): { document: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const document = new PDFDocument({
    autoFirstPage: false,
    ...options,
    tagged: true,
    displayTitle: true,
    lang: meta.language,
    pdfVersion: '1.7',
    info: { Title: meta.title, ...(meta.subject ? { Subject: meta.subject } : {}), Creator: 'Likeness' },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  return { document, bytes };
}

/** Content drawn in `draw` is an artifact (paper, rules), which assistive technology skips. */
export function asArtifact(document: PDFKit.PDFDocument, draw: () => void): void {
  document.markContent('Artifact');
  draw();
  document.endMarkedContent();
}
