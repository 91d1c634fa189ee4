/**
 * `npm run lettering-pages`: one laid-out page per script the service letters (test/support/lettering-books.ts), drawn
 * by the built-in illustrator and lettered as the API letters a comic in that language: the night market (narration),
 * Mina's line to Rex (a balloon, vertical in a Japanese or Chinese manga read right to left) and a crash (a sound
 * effect in the script of the book), read in the book's direction. Written full size to out/lettering-pages/ and at
 * 600 px wide to docs/lettering/ for the README.
 */
import { mkdirSync, writeFileSync } from 'fs';
import sharp from 'sharp';
import { createBuiltinIllustrator } from '../src/models/builtin/illustrator';
import { LETTERING_BOOKS } from '../test/support/lettering-books';
import { drawBeats, letterPage } from '../test/support/lettering-pages';

async function main(): Promise<void> {
  const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  mkdirSync('out/lettering-pages', { recursive: true });
  mkdirSync('docs/lettering', { recursive: true });
  for (const book of LETTERING_BOOKS) {
    const png = await letterPage(book, await drawBeats(illustrator, book.preset));
    writeFileSync(`out/lettering-pages/${book.language}.png`, png);
    writeFileSync(`docs/lettering/${book.language}.png`, await sharp(png).resize({ width: 600 }).png({ palette: true, quality: 90, effort: 10 }).toBuffer());
    console.log(`${book.language} (${book.script}): docs/lettering/${book.language}.png`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
