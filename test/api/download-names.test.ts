import assert from 'node:assert/strict';
import { contentDisposition } from '../../src/api/file-names';

/** The name a browser saves a download as: filename* (RFC 8187) when there is one, else filename. */
function savedAs(header: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/.exec(header);
  return extended ? decodeURIComponent(extended[1]) : (/filename="([^"]*)"/.exec(header)?.[1] ?? '');
}

describe('downloads are named after their title (RFC 6266 Content-Disposition)', () => {
  it('a plain title is the file name as it is', () => {
    assert.equal(contentDisposition('attachment', 'The Windy Hill', 'cbz', 'comic'), 'attachment; filename="The Windy Hill.cbz"');
  });

  it('a title with accents or another script: filename* as written, an ASCII filename beside it for old clients', () => {
    const accents = contentDisposition('inline', 'Le Café du Chat', 'pdf', 'comic');
    assert.equal(accents, `inline; filename="Le Cafe du Chat.pdf"; filename*=UTF-8''Le%20Caf%C3%A9%20du%20Chat.pdf`);
    assert.equal(savedAs(accents), 'Le Café du Chat.pdf');
    const japanese = contentDisposition('attachment', '猫の冒険', 'epub', 'comic');
    assert.match(japanese, /^attachment; filename="comic\.epub"; filename\*=UTF-8''/);
    assert.equal(savedAs(japanese), '猫の冒険.epub');
  });

  it('characters a file system or the header cannot take are spaces; the ellipsis of a cut title and trailing dots go', () => {
    assert.equal(savedAs(contentDisposition('attachment', 'a/b\\c: "d"?\n*e*', 'pdf', 'storybook')), 'a b c d e.pdf');
    assert.equal(savedAs(contentDisposition('attachment', "Mara's (first) day…", 'pdf', 'storybook')), "Mara's (first) day.pdf");
    assert.match(contentDisposition('attachment', "Mara's (first) day", 'pdf', 'storybook'), /^attachment; filename="Mara's \(first\) day\.pdf"$/);
    assert.equal(savedAs(contentDisposition('attachment', ' ... ', 'pdf', 'storybook')), 'storybook.pdf');
  });
});
