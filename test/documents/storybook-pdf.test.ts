import assert from 'node:assert/strict';
import { renderStorybookPdf, type StorybookPdfPage } from '../../src/documents/storybook-pdf';
import { LastPageGate, noisePng, readWhileMade } from '../support/streaming';

describe('storybook PDF', () => {
  it('is a stream: its first bytes leave before its last page is read, and it has every page', async () => {
    const PAGES = 20;
    const gate = new LastPageGate();
    const png = await noisePng(320, 320);
    async function* pages(): AsyncGenerator<StorybookPdfPage> {
      for (let page = 1; page <= PAGES; page += 1) {
        if (page === PAGES) await gate.pass();
        yield { png, text: `Mia on page ${page}`, altText: `Mia, page ${page}.` };
      }
    }
    const pdf = await readWhileMade(renderStorybookPdf(pages(), 'a4', 'Storybook: Mia'), gate);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.equal(pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length, PAGES);
  });
});
