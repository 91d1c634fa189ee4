/**
 * `npm run lettering-pages`: one laid-out page per script the service letters (test/support/lettering-books.ts), drawn
 * by the built-in illustrator and lettered as the API letters a comic in that language: the night market (narration),
 * Mina's line to Rex (a balloon, vertical in a Japanese or Chinese manga read right to left) and a crash (a sound
 * effect in the script of the book), read in the book's direction. Written full size to out/lettering-pages/ and at
 * 600 px wide to docs/lettering/ for the README.
 */
import { mkdirSync, writeFileSync } from 'fs';
import sharp from 'sharp';
import { deriveBubbles } from '../src/comics/bubbles';
import { toPercentBox } from '../src/comics/geometry';
import { layoutPages } from '../src/comics/layout';
import { bubbleLetteringOf, letteringLookOf } from '../src/comics/lettering';
import { renderPage, type PanelArt } from '../src/comics/page-art';
import { panelScenePrompt } from '../src/comics/prompt';
import { styleLockOf } from '../src/comics/styles';
import { describeCharacter } from '../src/models/builtin/descriptor';
import { createBuiltinIllustrator } from '../src/models/builtin/illustrator';
import type { ComicShotKey } from '../src/vocabulary';
import { LETTERING_BOOKS, type LetteringBook } from '../test/support/lettering-books';

const CAST = [
  { name: 'Mina', description: 'a girl with black braids in a red jacket' },
  { name: 'Rex', description: 'a grey cat with a green bow tie' },
].map(({ name, description }) => ({ name, description, descriptor: describeCharacter(name, description), references: [] }));

const BEATS: Array<{ shot: ComicShotKey; action: string; panel: (book: LetteringBook) => { caption: string; captionType: 'narration' | 'dialogue'; speaker: string | null } }> = [
  { shot: 'wide', action: 'Mina and Rex walk under the lanterns of the night market', panel: (book) => ({ caption: book.narration, captionType: 'narration', speaker: null }) },
  { shot: 'two_shot', action: 'Mina calls to Rex as the lanterns sway', panel: (book) => ({ caption: book.caption, captionType: 'dialogue', speaker: 'Mina' }) },
  { shot: 'medium', action: 'A lantern crashes down beside Rex', panel: (book) => ({ caption: `*${book.sfx}*`, captionType: 'narration', speaker: null }) },
];

async function page(illustrator: ReturnType<typeof createBuiltinIllustrator>, book: LetteringBook): Promise<Buffer> {
  const comic = { language: book.language, stylePreset: book.preset };
  const arts = new Map<number, PanelArt>();
  for (const [index, beat] of BEATS.entries()) {
    const prompt = panelScenePrompt({ setting: 'a night market of paper lanterns', action: beat.action, appearing: ['Mina', 'Rex'], outfitLocks: [], styleLock: styleLockOf(book.preset) });
    const render = await illustrator.render({ prompt, stylePreset: book.preset, characters: CAST, shot: beat.shot, seed: 40 + index });
    const layout = { width: render.width, height: render.height, characters: render.layout.characters };
    const bubbles = deriveBubbles(beat.panel(book), ['Mina', 'Rex'], layout, bubbleLetteringOf(comic));
    const faces = layout.characters.map((character) => toPercentBox(character.face, layout.width, layout.height));
    arts.set(index + 1, { pageNumber: index + 1, png: render.png, width: render.width, height: render.height, bubbles, faces });
  }
  const look = letteringLookOf(comic);
  const [laidOut] = layoutPages(
    BEATS.map((beat, index) => ({ pageNumber: index + 1, shot: beat.shot })),
    look.direction,
  );
  return renderPage(laidOut, arts, look);
}

async function main(): Promise<void> {
  const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  mkdirSync('out/lettering-pages', { recursive: true });
  mkdirSync('docs/lettering', { recursive: true });
  for (const book of LETTERING_BOOKS) {
    const png = await page(illustrator, book);
    writeFileSync(`out/lettering-pages/${book.language}.png`, png);
    writeFileSync(`docs/lettering/${book.language}.png`, await sharp(png).resize({ width: 600 }).png({ palette: true, quality: 90, effort: 10 }).toBuffer());
    console.log(`${book.language} (${book.script}): docs/lettering/${book.language}.png`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
