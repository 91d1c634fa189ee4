// Downloads named after what they hold: a comic's title, a storybook's first page. RFC 6266 Content-Disposition with
// an ASCII `filename` for every client and, when the title is not plain ASCII, `filename*` (RFC 8187, UTF-8) with the
// title as written, which browsers prefer.

/** Characters no file system takes in a name, with the quote and backslash of the header. */
const UNSAFE = /[<>:"/\\|?*]+/g;
const isControl = (character: string) => character < ' ' || character === '\u007f';
const MAX_NAME = 120;

/** The title as a file name: unsafe and control characters gone, spaces collapsed, no trailing dots or ellipsis, at most 120 characters. */
function fileStem(title: string): string {
  const printable = [...title].map((character) => (isControl(character) ? ' ' : character)).join('');
  return printable.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME).replace(/[\s.…]+$/u, '');
}

/** RFC 8187 value: UTF-8, percent-encoded except attr-char (encodeURIComponent leaves ' ( ) * too, which attr-char does not allow). */
function extValue(text: string): string {
  return `UTF-8''${encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * `attachment; filename="The Windy Hill.pdf"`, with `filename*=UTF-8''…` beside it for a title that is not plain ASCII
 * (its ASCII name drops the accents, and is `fallback` when nothing readable is left).
 */
export function contentDisposition(disposition: 'inline' | 'attachment', title: string, extension: string, fallback: string): string {
  const stem = fileStem(title) || fallback;
  const ascii = stem.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]+/g, ' ').replace(/[%;]/g, ' ').replace(/\s+/g, ' ').trim();
  const plain = `${/[A-Za-z0-9]/.test(ascii) ? ascii : fallback}.${extension}`;
  const header = `${disposition}; filename="${plain}"`;
  return plain === `${stem}.${extension}` ? header : `${header}; filename*=${extValue(`${stem}.${extension}`)}`;
}
