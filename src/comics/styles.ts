/** What each comic style preset looks like: the style lock text that goes into every panel prompt, and its lettering colours. */
import type { ComicStyleKey } from '../vocabulary';

export interface LetteringColours {
  ink: string;
  balloon: string;
  narrationBox: string;
  sfxFill: string;
}

/** How a printed page of the preset looks around its panels. */
export interface PageLook {
  paper: string;
  border: string;
  /** Panel border width in page pixels. */
  borderWidth: number;
}

interface StylePreset {
  /** Inserted verbatim into every panel prompt, so every panel of a comic shares one look. */
  lock: string;
  lettering: LetteringColours;
  page: PageLook;
}

const STYLE_PRESETS: Record<ComicStyleKey, StylePreset> = {
  classic_american: {
    lock: 'Vintage American comics: bold black ink outlines, flat saturated primary colours, Ben-Day dot shading',
    lettering: { ink: '#111111', balloon: '#ffffff', narrationBox: '#fff2a8', sfxFill: '#ffd21f' },
    page: { paper: '#fbf8f0', border: '#111111', borderWidth: 5 },
  },
  manga_bw: {
    lock: 'Black-and-white manga: crisp ink linework, screentone shading, speed lines, no colour',
    lettering: { ink: '#000000', balloon: '#ffffff', narrationBox: '#ffffff', sfxFill: '#ffffff' },
    page: { paper: '#ffffff', border: '#000000', borderWidth: 3 },
  },
  european_tintin: {
    lock: 'European ligne claire: clean even outlines, flat bright colours, no hatching, detailed backgrounds',
    lettering: { ink: '#1a1a1a', balloon: '#ffffff', narrationBox: '#fdf6d8', sfxFill: '#ff6b3d' },
    page: { paper: '#ffffff', border: '#1a1a1a', borderWidth: 3 },
  },
  indie_webcomic: {
    lock: 'Indie webcomic: loose friendly linework, soft muted pastel colours, simple shapes',
    lettering: { ink: '#2b2b2b', balloon: '#fffdf7', narrationBox: '#e9f1ff', sfxFill: '#ff9fb2' },
    page: { paper: '#fffdf7', border: '#2b2b2b', borderWidth: 4 },
  },
  newspaper_sunday: {
    lock: 'Sunday newspaper strip: newsprint paper tone, halftone colour dots, crisp cartoon inking',
    lettering: { ink: '#1b1712', balloon: '#fbf7ea', narrationBox: '#f3e6b8', sfxFill: '#f2c14e' },
    page: { paper: '#efe6cf', border: '#1b1712', borderWidth: 4 },
  },
};

export function styleLockOf(preset: ComicStyleKey): string {
  return STYLE_PRESETS[preset].lock;
}

export function letteringColoursOf(preset: ComicStyleKey): LetteringColours {
  return STYLE_PRESETS[preset].lettering;
}

export function pageLookOf(preset: ComicStyleKey): PageLook {
  return STYLE_PRESETS[preset].page;
}
