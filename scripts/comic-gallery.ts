/**
 * `npm run comic-gallery`: the kite story (two characters, 8 panels) planned by the built-in planner and drawn by
 * the built-in illustrator in every style preset, written to out/comics/<preset>/: the laid-out pages, the webtoon
 * slices, the EPUB, CBZ and PDF, and descriptions.txt (every panel's alt text in reading order, as a screen reader
 * gets it), to look at and listen to as a reader would; then a day out (places, things and poses of every kind: a
 * kitchen, bikes, a picnic by the lake, a swim, a sofa at bedtime) the same way in out/comics/day-out/<preset>/, and a
 * surprise party (a garage, hiding behind the sofa, a party, the cinema, a tent) in out/comics/surprise/<preset>/.
 */
import { createWriteStream, mkdirSync, writeFileSync } from 'fs';
import type { Readable } from 'stream';
import { pipeline } from 'stream/promises';
import sharp from 'sharp';
import { panelAltText } from '../src/comics/alt-text';
import { deriveBubbles } from '../src/comics/bubbles';
import { compositePanel } from '../src/comics/compose';
import { comicEpub } from '../src/comics/epub';
import { comicCbz, type ComicBook } from '../src/comics/exports';
import { toPercentBox } from '../src/comics/geometry';
import { layoutPages, PAGE } from '../src/comics/layout';
import { drawStripSlice, pagePanels, renderPage, type PanelArt } from '../src/comics/page-art';
import { comicPdf, pdfPanel, type PdfPanelSource } from '../src/comics/pdf';
import { scriptFromPlan } from '../src/comics/script';
import { pageLookOf, styleLockOf } from '../src/comics/styles';
import { framesIn, sliceStrip, stripLayout, WEBTOON } from '../src/comics/webtoon';
import { describeCharacter } from '../src/models/builtin/descriptor';
import { createBuiltinIllustrator } from '../src/models/builtin/illustrator';
import { planStory } from '../src/models/builtin/planner';
import { type CharacterInput } from '../src/models/types';
import { COMIC_STYLES } from '../src/vocabulary';
import { DESCRIPTION_LANGUAGE } from '../src/vocabulary/alt-text';
import { describerFor } from '../src/vocabulary/descriptions';

const characters = (people: Array<{ name: string; description: string }>): CharacterInput[] =>
  people.map(({ name, description }) => ({ name, description, descriptor: describeCharacter(name, description), references: [] }));

const STORIES = [
  {
    folder: (preset: string) => `out/comics/${preset}`,
    title: 'The Kite',
    story: 'Pip loses her kite in a storm and her friend Rusty the fox helps her find it in the old lighthouse. They argue, then laugh.',
    cast: characters([
      { name: 'Pip', description: 'a small girl with short brown hair in a yellow raincoat and red boots' },
      { name: 'Rusty', description: 'an orange fox with a blue scarf' },
    ]),
  },
  {
    folder: (preset: string) => `out/comics/day-out/${preset}`,
    title: 'A Day Out',
    story:
      'Amara and Bruno the bear cub cook pancakes in the kitchen. They ride their bikes to the park. They have a picnic by the lake and Bruno swims with the ducks. At the zoo Amara eats an ice cream next to the giraffes. At home Bruno falls asleep on the sofa and Amara reads him a story.',
    cast: characters([
      { name: 'Amara', description: 'a girl of eight with black braids, brown skin, a yellow dress and white sandals' },
      { name: 'Bruno', description: 'a brown bear cub in blue overalls and a red cap' },
    ]),
  },
  {
    folder: (preset: string) => `out/comics/surprise/${preset}`,
    title: 'The Surprise Party',
    story:
      'Mia and Rusty the fox fix a bike in the garage. They hide behind the sofa to surprise Gran. At the birthday party everyone dances. Then they eat popcorn at the cinema. At night they sleep in a tent in the garden.',
    cast: characters([
      { name: 'Mia', description: 'a girl of seven with curly red hair, a green sweater, blue jeans and white sneakers' },
      { name: 'Rusty', description: 'an orange fox with a blue scarf' },
    ]),
  },
];

type Illustrator = ReturnType<typeof createBuiltinIllustrator>;

/** One story in every preset: pages, webtoon slices, EPUB, CBZ, PDF and the panels' descriptions. */
async function drawComic(illustrator: Illustrator, { folder: folderOf, title, story, cast }: (typeof STORIES)[number]): Promise<void> {
  const names = cast.map((character) => character.name);
  for (const preset of COMIC_STYLES) {
    const folder = folderOf(preset);
    mkdirSync(folder, { recursive: true });
    const plan = planStory({ title, story, characters: cast.map(({ name, description, descriptor }) => ({ name, description: description ?? '', descriptor })), pageCount: 8, style: preset });
    const script = scriptFromPlan(plan, { title, characters: cast.map(({ name, description }) => ({ name, description: description ?? '' })), pageCount: 8, styleLock: styleLockOf(preset) });
    const anchor = await illustrator.render({ prompt: script.settingAnchorPrompt, stylePreset: preset, characters: cast, shot: 'establishing', seed: 7 });
    const arts = new Map<number, PanelArt>();
    const described = new Map<number, PdfPanelSource>();
    for (const panel of script.panels) {
      const characters = cast.filter((character) => panel.characterNames.includes(character.name));
      const render = await illustrator.render({ prompt: panel.scenePrompt, stylePreset: preset, characters, shot: panel.shot, anchors: { settingAnchor: anchor.png }, seed: 100 + panel.pageNumber });
      const layout = { width: render.width, height: render.height, characters: render.layout.characters };
      const bubbles = deriveBubbles(panel, names, layout);
      const png = await compositePanel(render.png, bubbles, { preset, language: 'en', direction: 'ltr' });
      const faces = layout.characters.map((character) => toPercentBox(character.face, layout.width, layout.height));
      arts.set(panel.pageNumber, { pageNumber: panel.pageNumber, png: render.png, width: render.width, height: render.height, bubbles, faces });
      described.set(panel.pageNumber, { shot: panel.shot, action: panel.action, layout, altText: panelAltText({ ...panel, bubbles, layout }), altTextCustom: false });
      writeFileSync(`${folder}/panel-${panel.pageNumber}.png`, png);
    }
    const direction = preset === 'manga_bw' ? 'rtl' : 'ltr';
    const look = { preset, language: 'en', direction } as const;
    const describedAs = (pageNumber: number) => described.get(pageNumber)!;
    const pages = [];
    const pdfPages = [];
    for (const [index, page] of layoutPages(script.panels, direction).entries()) {
      const png = await renderPage(page, arts, look);
      writeFileSync(`${folder}/page-${index + 1}.png`, png);
      pages.push({ draw: async () => png, width: PAGE.width, height: PAGE.height, panels: page.frames.map((frame) => ({ pageNumber: frame.pageNumber, ...describedAs(frame.pageNumber) })) });
      const framed = await pagePanels(page, arts, look);
      pdfPages.push({ width: PAGE.width, height: PAGE.height, look: pageLookOf(preset), panels: framed.map((drawn) => pdfPanel(drawn.png, drawn.frame, describedAs(drawn.frame.pageNumber), drawn.bubbles, describerFor(DESCRIPTION_LANGUAGE))) });
    }
    const strip = stripLayout(script.panels.map((panel) => ({ pageNumber: panel.pageNumber, width: 1024, height: 1024 })));
    for (const [index, slice] of sliceStrip(strip).entries()) {
      writeFileSync(`${folder}/webtoon-${index + 1}.png`, await drawStripSlice(framesIn(strip, slice), arts, { ...slice, width: WEBTOON.width }, look));
    }
    const whole = await drawStripSlice(strip.frames, arts, { top: 0, width: WEBTOON.width, height: strip.height }, look);
    writeFileSync(`${folder}/webtoon-strip.png`, await sharp(whole).resize({ width: 400 }).png().toBuffer());
    const book: ComicBook = {
      id: '00000000-0000-4000-8000-000000000000',
      title,
      summary: story,
      language: DESCRIPTION_LANGUAGE,
      characters: names,
      setting: script.setting,
      direction,
      blackAndWhite: preset === 'manga_bw',
      pages,
      modified: new Date(),
    };
    const save = (name: string, document: Readable) => pipeline(document, createWriteStream(`${folder}/${name}`));
    await save('comic.epub', comicEpub(book));
    await save('comic.cbz', comicCbz(book));
    await save('comic.pdf', comicPdf({ title: book.title, summary: story, language: DESCRIPTION_LANGUAGE, pages: pdfPages }));
    const descriptions = pages.map((page, index) => [`Page ${index + 1}`, ...page.panels.map((panel) => `  Panel ${panel.pageNumber}. ${panel.altText}`)].join('\n'));
    writeFileSync(`${folder}/descriptions.txt`, `${descriptions.join('\n\n')}\n`);
    console.log(`${title}, ${preset}: ${pages.length} pages, setting "${script.setting}"`);
  }
}

async function main(): Promise<void> {
  const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  for (const story of STORIES) await drawComic(illustrator, story);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
