/** What each comic style preset looks like: the style lock text that goes into every panel prompt, and its lettering colours. */
import type { ComicStyleKey } from '../vocabulary';

export interface LetteringColours {
  ink: string;
  balloon: string;
  narrationBox: string;
  sfxFill: string;
}

interface StylePreset {
  /** Inserted verbatim into every panel prompt, so every panel of a comic shares one look. */
  lock: string;
  lettering: LetteringColours;
}

const STYLE_PRESETS: Record<ComicStyleKey, StylePreset> = {
  classic_american: {
    lock: 'Vintage American comics: bold black ink outlines, flat saturated primary colours, Ben-Day dot shading',
    lettering: { ink: '#111111', balloon: '#ffffff', narrationBox: '#fff2a8', sfxFill: '#ffd21f' },
  },
  manga_bw: {
    lock: 'Black-and-white manga: crisp ink linework, screentone shading, speed lines, no colour',
    lettering: { ink: '#000000', balloon: '#ffffff', narrationBox: '#ffffff', sfxFill: '#ffffff' },
  },
  european_tintin: {
    lock: 'European ligne claire: clean even outlines, flat bright colours, no hatching, detailed backgrounds',
    lettering: { ink: '#1a1a1a', balloon: '#ffffff', narrationBox: '#fdf6d8', sfxFill: '#ff6b3d' },
  },
  indie_webcomic: {
    lock: 'Indie webcomic: loose friendly linework, soft muted pastel colours, simple shapes',
    lettering: { ink: '#2b2b2b', balloon: '#fffdf7', narrationBox: '#e9f1ff', sfxFill: '#ff9fb2' },
  },
  newspaper_sunday: {
    lock: 'Sunday newspaper strip: newsprint paper tone, halftone colour dots, crisp cartoon inking',
    lettering: { ink: '#1b1712', balloon: '#fbf7ea', narrationBox: '#f3e6b8', sfxFill: '#f2c14e' },
  },
};

export function styleLockOf(preset: ComicStyleKey): string {
  return STYLE_PRESETS[preset].lock;
}

export function letteringColoursOf(preset: ComicStyleKey): LetteringColours {
  return STYLE_PRESETS[preset].lettering;
}
