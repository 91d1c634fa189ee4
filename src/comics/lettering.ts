/**
 * Comic lettering in the book's language: which faces a bubble is set in (dialogue or sound effect), the text as
 * lettered (in capitals where the script is lettered so), the reading direction a comic takes from its language and
 * preset, and whether its balloons are set vertically. The typesetting itself is src/lettering.
 */
import { isRightToLeft, lettersInCapitals, scriptCodeOf, setsVertically } from '../lettering/language';
import type { TextStyle } from '../lettering/setting';
import type { ComicStyleKey } from '../vocabulary';
import type { BubbleLettering, BubbleType } from './bubbles';
import type { ReadingDirection } from './layout';

/** How a comic is lettered: its preset's colours, its language and the way it reads. */
export interface LetteringLook {
  preset: ComicStyleKey;
  /** BCP 47. */
  language: string;
  direction: ReadingDirection;
}

export function bubbleStyle(language: string, type: BubbleType): TextStyle {
  return { language, role: type === 'sfx' ? 'sfx' : 'dialogue' };
}

/** The words as lettered: capitals for Latin, Cyrillic and Greek (by the language's own rules: Greek drops its accents). */
export function letteredText(text: string, language: string): string {
  return lettersInCapitals(language) ? text.toLocaleUpperCase(language) : text;
}

/**
 * The way a comic reads: right to left when its language is written so (Arabic, Hebrew, Persian, Urdu), or when it is
 * a manga in Japanese or Traditional Chinese; else left to right.
 */
export function readingDirectionOf(language: string, preset: ComicStyleKey): ReadingDirection {
  if (isRightToLeft(language)) return 'rtl';
  return preset === 'manga_bw' && ['Jpan', 'Hant'].includes(scriptCodeOf(language)) ? 'rtl' : 'ltr';
}

/** Whether a comic may be read right to left: a manga, or a book in a right-to-left language. */
export function mayReadRightToLeft(language: string, preset: ComicStyleKey): boolean {
  return preset === 'manga_bw' || isRightToLeft(language);
}

/** Balloons set in vertical columns (tategaki): Japanese and Chinese comics that read right to left. */
export function letteredVertically(language: string, direction: ReadingDirection): boolean {
  return direction === 'rtl' && setsVertically(language);
}

/** The lettering look of a comic: its preset, its language and the way it reads. */
export function letteringLookOf(comic: { stylePreset: ComicStyleKey; language: string }): LetteringLook {
  return { preset: comic.stylePreset, language: comic.language, direction: readingDirectionOf(comic.language, comic.stylePreset) };
}

/** How a comic's bubbles are placed and set: in its language, in its reading order, vertical when it is a manga read so. */
export function bubbleLetteringOf(comic: { stylePreset: ComicStyleKey; language: string }): BubbleLettering {
  const direction = readingDirectionOf(comic.language, comic.stylePreset);
  return { language: comic.language, direction, vertical: letteredVertically(comic.language, direction) };
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
