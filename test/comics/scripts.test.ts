import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { deriveBubbles, readingOrder, type ComicBubble } from '../../src/comics/bubbles';
import { compositePanel } from '../../src/comics/compose';
import type { PanelLayout } from '../../src/comics/geometry';
import { bubbleLetteringOf, bubbleStyle, letteredText, letteringLookOf } from '../../src/comics/lettering';
import { comicPdf } from '../../src/comics/pdf';
import { breakOpportunities } from '../../src/lettering/breaking';
import { describeCharacters, fontFile, uncoveredCharacters } from '../../src/lettering/fonts';
import { detectLanguage } from '../../src/lettering/language';
import { shapeLine, withFaces } from '../../src/lettering/setting';
import { setText } from '../../src/lettering/text-block';
import { LETTERING_BOOKS as BOOKS, type LetteringBook as Book } from '../support/lettering-books';
import { POPPLER, poppler, requireValidator, scratchFile } from '../support/validators';

const SIZE = 800;
const LAYOUT: PanelLayout = {
  width: SIZE,
  height: SIZE,
  characters: [
    { name: 'Mina', face: { x: 110, y: 380, width: 150, height: 150 }, box: { x: 80, y: 380, width: 220, height: 400 } },
    { name: 'Rex', face: { x: 530, y: 360, width: 150, height: 150 }, box: { x: 500, y: 360, width: 220, height: 420 } },
  ],
};
const OUT = path.resolve(__dirname, '../../out/lettering');

function bubblesOf(book: Book): ComicBubble[] {
  return deriveBubbles({ caption: book.caption, captionType: 'dialogue', speaker: 'Mina' }, ['Mina', 'Rex'], LAYOUT, bubbleLetteringOf({ language: book.language, stylePreset: book.preset }));
}

/** The lines (or columns) a bubble is set in, as the compositor sets it. */
function setLines(book: Book, bubble: ComicBubble): { lines: string[]; style: ReturnType<typeof withFaces> } {
  const fitted = setText(letteredText(bubble.text, book.language), bubbleStyle(book.language, bubble.type), 30, 330, 1.18, bubble.vertical === true);
  return { lines: fitted.lines, style: fitted.style };
}

const within = (box: ComicBubble['box']) => box.x >= 0 && box.y >= 0 && box.x + box.width <= 100 && box.y + box.height <= 100;
const overlaps = (a: ComicBubble['box'], b: { x: number; y: number; width: number; height: number }) =>
  Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) && Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y);

describe('lettering in every script', function () {
  this.timeout(60_000);

  it('a character no shipped font has is named (code point and all); every script here is covered', () => {
    assert.deepEqual(uncoveredCharacters('Hi 😀 there ☃'), ['😀']);
    assert.equal(describeCharacters(['😀']), '😀 (U+1F600)');
    for (const book of BOOKS) assert.deepEqual(uncoveredCharacters(book.caption), [], book.language);
  });

  it('tells the language from the text when none is given', () => {
    const detected = BOOKS.map((book) => detectLanguage([book.caption]));
    assert.deepEqual(detected, ['en', 'ja', 'zh-Hans', 'zh-Hant', 'ko', 'ar', 'fa', 'ur', 'he', 'hi', 'bn', 'ta', 'th', 'ru', 'el', 'vi']);
    assert.equal(detectLanguage(['La linterna cae y el gato salta por la ventana.']), 'es');
  });

  for (const book of BOOKS) {
    describe(`${book.language}`, () => {
      it('every glyph drawn is a real one (no .notdef), in the faces of the script', () => {
        for (const bubble of bubblesOf(book)) {
          const { lines, style } = setLines(book, bubble);
          assert.ok(lines.length > 0);
          for (const line of lines) {
            const glyphs = shapeLine(line, style).glyphs.filter((glyph) => glyph.id >= 0);
            assert.ok(glyphs.length > 0, line);
            assert.ok(
              glyphs.every((glyph) => glyph.id !== 0),
              `${book.language}: "${line}" has a .notdef glyph`,
            );
          }
        }
      });

      it(`bubbles stay inside the panel and off both faces${book.vertical ? ', set in tall vertical balloons' : ''}`, () => {
        const faces = LAYOUT.characters.map((character) => ({
          x: (character.face.x / SIZE) * 100,
          y: (character.face.y / SIZE) * 100,
          width: (character.face.width / SIZE) * 100,
          height: (character.face.height / SIZE) * 100,
        }));
        const bubbles = bubblesOf(book);
        assert.ok(bubbles.length > 0);
        for (const bubble of bubbles) {
          assert.ok(within(bubble.box), JSON.stringify(bubble.box));
          for (const face of faces) assert.ok(!overlaps(bubble.box, face), `${JSON.stringify(bubble.box)} covers a face`);
          assert.equal(bubble.vertical === true, book.vertical === true);
          if (book.vertical) assert.ok(bubble.box.height > bubble.box.width, `a vertical balloon is tall: ${JSON.stringify(bubble.box)}`);
        }
      });

      it('is lettered on the panel (looked at in out/lettering)', async () => {
        const panel = await sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: { r: 70, g: 130, b: 190 } } })
          .png()
          .toBuffer();
        const lettered = await compositePanel(panel, bubblesOf(book), letteringLookOf({ language: book.language, stylePreset: book.preset }));
        fs.mkdirSync(OUT, { recursive: true });
        fs.writeFileSync(path.join(OUT, `${book.language}.png`), lettered);
        const { data, info } = await sharp(lettered).raw().toBuffer({ resolveWithObject: true });
        const [bubble] = bubblesOf(book);
        let ink = 0;
        for (let y = Math.floor((bubble.box.y / 100) * SIZE); y < ((bubble.box.y + bubble.box.height) / 100) * SIZE; y += 1) {
          for (let x = Math.floor((bubble.box.x / 100) * SIZE); x < ((bubble.box.x + bubble.box.width) / 100) * SIZE; x += 1) {
            const at = (y * SIZE + x) * info.channels;
            if (data[at] + data[at + 1] + data[at + 2] < 150) ink += 1;
          }
        }
        assert.ok(ink > 200, `the balloon has lettering in it (${ink} dark pixels)`);
      });
    });
  }

  it('Japanese and Chinese: no line or column starts with closing punctuation, a small kana or the long-vowel mark', () => {
    for (const book of BOOKS.filter((entry) => ['ja', 'zh-Hans', 'zh-Hant'].includes(entry.language))) {
      for (const vertical of [false, true]) {
        const style = bubbleStyle(book.language, 'speech');
        const { lines } = setText(book.caption, style, 30, 150, 1.18, vertical);
        assert.ok(lines.length > 2, `${book.language}: it breaks between characters`);
        for (const line of lines.slice(1)) assert.doesNotMatch(line, /^[。、，！？」』）ゃゅょっャュョッー]/u, `${book.language}: "${line}"`);
      }
    }
  });

  it('Thai breaks between words (a dictionary), Korean only between words (at spaces)', () => {
    const thai = BOOKS.find((book) => book.language === 'th')!.caption;
    const words = new Set([...new Intl.Segmenter('th', { granularity: 'word' }).segment(thai)].map((segment) => segment.index));
    const thaiBreaks = breakOpportunities(thai, 'th').filter((at) => at < thai.length);
    assert.ok(thaiBreaks.length >= 4, 'a Thai line without spaces has places to break');
    for (const at of thaiBreaks) assert.ok(words.has(at), `a break at ${at} falls between two words`);
    const korean = BOOKS.find((book) => book.language === 'ko')!.caption;
    for (const at of breakOpportunities(korean, 'ko').filter((offset) => offset < korean.length)) assert.equal(korean[at - 1], ' ', `Korean breaks after a space, not at ${at}`);
  });

  it('right to left: a line starting with a Latin name reads from the right, and bubbles on a tier read right to left', () => {
    const style = withFaces('Rex: انتظرني!', bubbleStyle('ar', 'speech'));
    const line = shapeLine('Rex: انتظرني!', style);
    const name = shapeLine('Rex', style).glyphs.map((glyph) => glyph.id);
    assert.deepEqual(
      line.glyphs.slice(-name.length).map((glyph) => glyph.id),
      name,
      'the name is at the right end',
    );
    const left = { x: 10, y: 10, width: 30, height: 20 };
    const right = { x: 60, y: 12, width: 30, height: 20 };
    assert.ok(readingOrder(right, left, 'rtl') < 0 && readingOrder(left, right, 'ltr') < 0);
    const [narration] = deriveBubbles({ caption: 'في السوق الليلي', captionType: 'narration', speaker: null }, [], LAYOUT, bubbleLetteringOf({ language: 'ar', stylePreset: 'classic_american' }));
    assert.ok(narration.box.x > 50, 'narration opens the panel at its top right');
  });

  it('a word is joined the same whatever was lettered before it (an Urdu name after a Persian caption)', async () => {
    const persian = BOOKS.find((book) => book.language === 'fa')!;
    const panel = await sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: '#888888' } })
      .png()
      .toBuffer();
    const narration = deriveBubbles({ caption: persian.narration, captionType: 'narration', speaker: null }, [], LAYOUT, bubbleLetteringOf({ language: 'fa', stylePreset: persian.preset }));
    await compositePanel(panel, narration, letteringLookOf({ language: 'fa', stylePreset: persian.preset }));
    const word = 'ریکس';
    const style = withFaces(word, bubbleStyle('ur', 'speech'));
    const face = style.faces?.arabic;
    assert.ok(face);
    const unused = fontkit.openSync(fontFile(face)).layout(word, [], undefined, undefined, 'rtl');
    assert.deepEqual(
      shapeLine(word, style).glyphs.map((glyph) => glyph.id),
      unused.glyphs.map((glyph) => glyph.id),
      'set as a font no text has used yet sets it',
    );
  });

  describe('the PDF text layer, read back by pdftotext', function () {
    before(function () {
      requireValidator(this, POPPLER);
    });

    /**
     * Letters (and digits) of a text in order: what a search or a screen reader must find. The direction embeddings
     * pdftotext puts round right-to-left runs part words; joiners (ZWNJ) are not letters.
     */
    const wordsOf = (text: string) =>
      (
        text
          .normalize('NFC')
          .replace(/[\u202a-\u202e\u2066-\u2069]/g, ' ')
          .replace(/\p{Cf}/gu, '')
          .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
      ).join(' ');

    for (const book of BOOKS) {
      it(`${book.language}: every caption is there as written, in logical order`, async () => {
        const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer();
        const text = `Mina says: ${book.caption}`;
        const pdf = await buffer(
          comicPdf({
            title: 'Lanterns',
            summary: '',
            language: book.language,
            pages: [{ width: 400, height: 400, panels: [{ png, frame: { x: 0, y: 0, width: 400, height: 400 }, description: 'A night market.', lines: [{ text, box: { x: 20, y: 20, width: 300, height: 60 } }] }] }],
          }),
        );
        const scratch = scratchFile('lettering.pdf', pdf);
        try {
          // Reading order (the default) for a right-to-left page, as it was drawn (-raw) for the others.
          const extracted = await poppler('pdftotext', scratch.file, book.rtl && !book.vertical ? [] : ['-raw']);
          assert.ok(wordsOf(extracted).includes(wordsOf(book.caption)), `${book.language}: "${book.caption}" in\n${extracted}`);
          assert.match(pdf.toString('latin1'), new RegExp(`/Lang \\(${book.language}\\)`));
        } finally {
          scratch.remove();
        }
      });
    }
  });
});
