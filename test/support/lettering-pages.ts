/**
 * One laid-out page of a lettering book (lettering-books.ts): the three beats drawn by the built-in illustrator, then
 * lettered as the API letters a comic in the book's language and laid out in its direction. Drawing and lettering are
 * apart, so that the lettering bench times the lettering of the same pictures in every script.
 */
import { deriveBubbles } from '../../src/comics/bubbles';
import { toPercentBox } from '../../src/comics/geometry';
import { layoutPages, type LaidOutPage } from '../../src/comics/layout';
import { bubbleLetteringOf, letteringLookOf, type LetteringLook } from '../../src/comics/lettering';
import { renderPage, type PanelArt } from '../../src/comics/page-art';
import { panelScenePrompt } from '../../src/comics/prompt';
import { styleLockOf } from '../../src/comics/styles';
import { describeCharacter } from '../../src/models/builtin/descriptor';
import type { ImageModel, RenderResult } from '../../src/models/types';
import type { ComicShotKey, ComicStyleKey } from '../../src/vocabulary';
import type { LetteringBook } from './lettering-books';

const CAST = [
  { name: 'Mina', description: 'a girl with black braids in a red jacket' },
  { name: 'Rex', description: 'a grey cat with a green bow tie' },
].map(({ name, description }) => ({ name, description, descriptor: describeCharacter(name, description), references: [] }));
const NAMES = CAST.map((character) => character.name);

const BEATS: Array<{ shot: ComicShotKey; action: string; panel: (book: LetteringBook) => { caption: string; captionType: 'narration' | 'dialogue'; speaker: string | null } }> = [
  { shot: 'wide', action: 'Mina and Rex walk under the lanterns of the night market', panel: (book) => ({ caption: book.narration, captionType: 'narration', speaker: null }) },
  { shot: 'two_shot', action: 'Mina calls to Rex as the lanterns sway', panel: (book) => ({ caption: book.caption, captionType: 'dialogue', speaker: 'Mina' }) },
  { shot: 'medium', action: 'A lantern crashes down beside Rex', panel: (book) => ({ caption: `*${book.sfx}*`, captionType: 'narration', speaker: null }) },
];

/** The page's three pictures, in the preset's look. */
export async function drawBeats(illustrator: ImageModel, preset: ComicStyleKey): Promise<RenderResult[]> {
  const renders: RenderResult[] = [];
  for (const [index, beat] of BEATS.entries()) {
    const prompt = panelScenePrompt({ setting: 'a night market of paper lanterns', action: beat.action, appearing: NAMES, outfitLocks: [], styleLock: styleLockOf(preset) });
    renders.push(await illustrator.render({ prompt, stylePreset: preset, characters: CAST, shot: beat.shot, seed: 40 + index }));
  }
  return renders;
}

/** The pictures with their bubbles placed off the faces in the book's language, and the page they are laid out on. */
export function letteredPanels(book: LetteringBook, renders: RenderResult[]): { arts: Map<number, PanelArt>; page: LaidOutPage; look: LetteringLook } {
  const comic = { language: book.language, stylePreset: book.preset };
  const arts = new Map<number, PanelArt>();
  for (const [index, beat] of BEATS.entries()) {
    const render = renders[index];
    const layout = { width: render.width, height: render.height, characters: render.layout.characters };
    const bubbles = deriveBubbles(beat.panel(book), NAMES, layout, bubbleLetteringOf(comic));
    const faces = layout.characters.map((character) => toPercentBox(character.face, layout.width, layout.height));
    arts.set(index + 1, { pageNumber: index + 1, png: render.png, width: render.width, height: render.height, bubbles, faces });
  }
  const look = letteringLookOf(comic);
  const [page] = layoutPages(
    BEATS.map((beat, index) => ({ pageNumber: index + 1, shot: beat.shot })),
    look.direction,
  );
  return { arts, page, look };
}

/** The pictures lettered in the book's language and laid out as one page (PNG). */
export function letterPage(book: LetteringBook, renders: RenderResult[]): Promise<Buffer> {
  const { arts, page, look } = letteredPanels(book, renders);
  return renderPage(page, arts, look);
}
