import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { producedStream } from './byte-stream';

export interface PdfMeta {
  title: string;
  /** BCP 47, e.g. "en". */
  language: string;
  subject?: string;
}

const deflate = promisify(zlib.deflate);

/**
 * A PNG made ready for a PDF page before the page is drawn: the objects pdfkit writes for an 8-bit RGB or RGBA PNG
 * (the colour data deflated, an alpha channel as a soft mask; or the PNG's own compressed data with its predictor),
 * made with sharp and zlib off the main thread. pdfkit's own reader copies every compressed byte of a PNG into a
 * JavaScript array (some 8 bytes of heap per byte, 90 MB for a 12-panel comic) and decodes an alpha channel after the
 * page is drawn, holding its pixels past it. Any other PNG is left to pdfkit.
 */
export type PdfPicture = { kind: 'ready'; width: number; height: number; colour: Buffer; alpha?: Buffer; predicted: boolean } | { kind: 'png'; png: Buffer };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE = { rgb: 2, rgba: 6 } as const;

/** A PNG's chunks by type, their data in order (IDAT comes in several). */
function pngChunks(png: Buffer): Map<string, Buffer[]> {
  const chunks = new Map<string, Buffer[]>();
  for (let at = PNG_SIGNATURE.length; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    chunks.set(type, [...(chunks.get(type) ?? []), png.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  return chunks;
}

export async function pdfPicture(png: Buffer): Promise<PdfPicture> {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) return { kind: 'png', png };
  const chunks = pngChunks(png);
  const header = chunks.get('IHDR')?.[0];
  if (!header || chunks.has('tRNS') || chunks.has('PLTE')) return { kind: 'png', png };
  const [width, height, depth, colourType, interlace] = [header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9], header[12]];
  if (depth !== 8 || interlace !== 0) return { kind: 'png', png };
  if (colourType === COLOUR_TYPE.rgb) return { kind: 'ready', width, height, colour: Buffer.concat(chunks.get('IDAT') ?? []), predicted: true };
  if (colourType !== COLOUR_TYPE.rgba) return { kind: 'png', png };
  const [colour, alpha] = await Promise.all([sharp(png).removeAlpha().raw().toBuffer(), sharp(png).extractChannel(3).raw().toBuffer()]);
  return { kind: 'ready', width, height, colour: await deflate(colour), alpha: await deflate(alpha), predicted: false };
}

/** The image as pdfkit's `image` takes one it has opened: its name, size, and `embed`, which writes its objects. */
function openedImage(picture: Extract<PdfPicture, { kind: 'ready' }>, label: string) {
  const image = {
    label,
    width: picture.width,
    height: picture.height,
    obj: undefined as PDFKit.PDFKitReference | undefined,
    embed(document: PDFKit.PDFDocument) {
      const { width, height } = picture;
      const obj = document.ref({ Type: 'XObject', Subtype: 'Image', BitsPerComponent: 8, Width: width, Height: height, Filter: 'FlateDecode' });
      const data = obj.data as Record<string, unknown>;
      if (picture.predicted) {
        const parameters = document.ref({ Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: width });
        data.DecodeParms = parameters;
        parameters.end(undefined);
      }
      data.ColorSpace = 'DeviceRGB';
      if (picture.alpha) {
        const mask = document.ref({ Type: 'XObject', Subtype: 'Image', Height: height, Width: width, BitsPerComponent: 8, Filter: 'FlateDecode', ColorSpace: 'DeviceGray', Decode: [0, 1] });
        mask.end(picture.alpha);
        data.SMask = mask;
      }
      obj.end(picture.colour);
      image.obj = obj;
    },
  };
  return image;
}

/** How a PDF's pages are drawn: pictures placed through `picture`, and `pageDone` awaited after each page. */
export interface PdfPages {
  /** Draws a picture (as pdfkit's `image`). */
  picture(picture: PdfPicture, x: number, y: number, options: PDFKit.Mixins.ImageOption): void;
  /** Resolves once the reader has taken what was made, so the next page is drawn only then. */
  pageDone(): Promise<void>;
}

/**
 * A tagged PDF (a structure tree readers and assistive technology follow) with its title shown in the window and
 * its language declared, as a stream that `draw` fills a page at a time (pdfkit writes each page's objects as soon as
 * the next one begins).
 */
export function taggedPdf(meta: PdfMeta, options: PDFKit.PDFDocumentOptions, draw: (document: PDFKit.PDFDocument, pages: PdfPages) => Promise<void>): Readable {
  return producedStream(async (sink) => {
    const document = new PDFDocument({
      autoFirstPage: false,
      ...options,
      tagged: true,
      displayTitle: true,
      lang: meta.language,
      pdfVersion: '1.7',
      info: { Title: meta.title, ...(meta.subject ? { Subject: meta.subject } : {}), Creator: 'Likeness' },
    });
    let images = 0;
    const pages: PdfPages = {
      picture(picture, x, y, imageOptions) {
        // Named I1, I2… in drawing order, as pdfkit names the images it opens.
        images += 1;
        const label = `I${images}`;
        const opened = (png: Buffer) => Object.assign((document as unknown as { openImage(src: Buffer): object }).openImage(png), { label });
        const image = picture.kind === 'ready' ? openedImage(picture, label) : opened(picture.png);
        document.image(image as unknown as Buffer, x, y, imageOptions);
      },
      async pageDone() {
        // pdfkit pushes each object as it writes it; taking them here (paused mode) lets the sink count the page.
        for (let chunk = document.read() as Buffer | null; chunk !== null; chunk = document.read() as Buffer | null) sink.write(chunk);
        await sink.room();
      },
    };
    await draw(document, pages);
    document.end();
    for await (const chunk of document) sink.write(chunk as Buffer);
  });
}

/** Content drawn in `draw` is an artifact (paper, rules), which assistive technology skips. */
export function asArtifact(document: PDFKit.PDFDocument, draw: () => void): void {
  document.markContent('Artifact');
  draw();
  document.endMarkedContent();
}
