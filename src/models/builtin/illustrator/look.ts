import type { ComicStyleKey } from '../../../vocabulary';
import { darken, grayscale, lighten, mix, saturate } from './color';

export type Rendering = 'flat' | 'painterly';
export type Overlay = 'benday' | 'halftone' | 'grain' | 'hatch';
export type ColorFn = (hex: string) => string;

/** Everything that decides how a scene is inked and coloured, independent of what is drawn. */
export interface Look {
  ink: string;
  /** Outline width in output pixels at 1024 px; scaled with the image. */
  lineWidth: number;
  /** Hand-drawn jitter amplitude in output pixels (0 = clean vector lines). */
  wobble: number;
  characterColor: ColorFn;
  backgroundColor: ColorFn;
  /** Fills become black/white screentone patterns (manga). */
  screentone: boolean;
  /** Per-shape light-to-shadow gradients instead of flat fills. */
  shaded: boolean;
  /** Background rendered at low resolution and upscaled: soft, blurred edges. */
  softBackground: boolean;
  brushStrokes: boolean;
  overlays: Overlay[];
  /** Paper colour shown as a margin around the panel. */
  paper?: string;
  /** Block size of the pixel-art look (1 = off). */
  pixelate: number;
}

const identity: ColorFn = (hex) => hex;
const then = (first: ColorFn, second: ColorFn): ColorFn => (hex) => second(first(hex));

function baseLook(rendering: Rendering): Look {
  const flat: Look = {
    ink: '#2a2431',
    lineWidth: 2.6,
    wobble: 0,
    characterColor: identity,
    backgroundColor: identity,
    screentone: false,
    shaded: false,
    softBackground: false,
    brushStrokes: false,
    overlays: [],
    pixelate: 1,
  };
  return rendering === 'flat' ? flat : painterly(flat);
}

function painterly(look: Look): Look {
  return {
    ...look,
    ink: '#4a3a36',
    lineWidth: 1.4,
    shaded: true,
    softBackground: true,
    brushStrokes: true,
    backgroundColor: then(look.backgroundColor, (h) => mix(h, '#f2e3c4', 0.12)),
  };
}

/** Free art_style words, applied before the comic preset so a preset always wins on ink and colour. */
const ART_STYLES: Array<{ words: RegExp; apply: (look: Look) => Look }> = [
  { words: /paint|oil|gouache|acrylic/, apply: painterly },
  {
    words: /water ?colou?r/,
    apply: (l) => ({
      ...painterly(l),
      ink: '#7a6458',
      lineWidth: 1.1,
      wobble: 1.2,
      brushStrokes: false,
      backgroundColor: then(l.backgroundColor, (h) => lighten(h, 0.28)),
      characterColor: then(l.characterColor, (h) => lighten(h, 0.1)),
      overlays: [...l.overlays, 'grain'],
    }),
  },
  {
    words: /\bink|line ?art/,
    apply: (l) => ({
      ...l,
      ink: '#000000',
      lineWidth: 4,
      backgroundColor: then(l.backgroundColor, (h) => saturate(h, -0.7)),
      characterColor: then(l.characterColor, (h) => saturate(h, -0.25)),
      overlays: [...l.overlays, 'hatch'],
    }),
  },
  {
    words: /sketch|pencil|crayon/,
    apply: (l) => ({
      ...l,
      ink: '#55504a',
      lineWidth: 1.6,
      wobble: 2.2,
      paper: '#f6f1e6',
      backgroundColor: then(l.backgroundColor, (h) => lighten(saturate(h, -0.5), 0.5)),
      characterColor: then(l.characterColor, (h) => lighten(h, 0.15)),
      overlays: [...l.overlays, 'hatch'],
    }),
  },
  { words: /pixel|8-?bit|16-?bit/, apply: (l) => ({ ...l, pixelate: 8, wobble: 0, characterColor: then(l.characterColor, (h) => saturate(h, 0.2)) }) },
  {
    words: /noir|black and white|monochrome/,
    apply: (l) => ({ ...l, ink: '#000000', characterColor: grayscale, backgroundColor: (h) => grayscale(saturate(h, 0.2)) }),
  },
  { words: /pastel/, apply: (l) => ({ ...l, backgroundColor: then(l.backgroundColor, (h) => lighten(h, 0.35)), characterColor: then(l.characterColor, (h) => lighten(h, 0.2)) }) },
  { words: /vintage|retro/, apply: (l) => ({ ...l, backgroundColor: then(l.backgroundColor, (h) => mix(h, '#c8a46a', 0.3)), overlays: [...l.overlays, 'halftone'] }) },
  { words: /flat|vector|clean/, apply: (l) => ({ ...l, shaded: false, softBackground: false, brushStrokes: false }) },
];

const NEWSPRINT = '#efe2bd';

const PRESETS: Record<ComicStyleKey, (look: Look) => Look> = {
  classic_american: (l) => ({
    ...l,
    ink: '#000000',
    lineWidth: 4.6,
    wobble: 0,
    shaded: false,
    brushStrokes: false,
    backgroundColor: then(l.backgroundColor, (h) => saturate(h, 0.45)),
    characterColor: then(l.characterColor, (h) => saturate(h, 0.12)),
    overlays: ['benday'],
  }),
  manga_bw: (l) => ({
    ...l,
    ink: '#000000',
    lineWidth: 3,
    wobble: 0,
    shaded: false,
    softBackground: false,
    brushStrokes: false,
    screentone: true,
    backgroundColor: then(l.backgroundColor, (h) => darken(grayscale(h), 0.14)),
    characterColor: then(l.characterColor, grayscale),
    overlays: [],
    paper: undefined,
  }),
  european_tintin: (l) => ({
    ...l,
    ink: '#141414',
    lineWidth: 1.8,
    wobble: 0,
    shaded: false,
    softBackground: false,
    brushStrokes: false,
    backgroundColor: then(l.backgroundColor, (h) => lighten(saturate(h, 0.1), 0.06)),
    overlays: [],
  }),
  indie_webcomic: (l) => ({
    ...l,
    ink: '#54496a',
    lineWidth: 1.6,
    wobble: 2.4,
    shaded: false,
    brushStrokes: false,
    backgroundColor: then(l.backgroundColor, (h) => lighten(saturate(h, -0.25), 0.4)),
    characterColor: then(l.characterColor, (h) => lighten(h, 0.16)),
    overlays: [],
  }),
  newspaper_sunday: (l) => ({
    ...l,
    ink: '#2b2420',
    lineWidth: 3,
    wobble: 0.6,
    shaded: false,
    softBackground: false,
    brushStrokes: false,
    paper: NEWSPRINT,
    backgroundColor: then(l.backgroundColor, (h) => mix(saturate(h, -0.2), NEWSPRINT, 0.42)),
    characterColor: then(l.characterColor, (h) => mix(h, NEWSPRINT, 0.14)),
    overlays: ['halftone'],
  }),
};

export function resolveLook(rendering: Rendering, artStyle?: string, preset?: ComicStyleKey): Look {
  const words = (artStyle ?? '').toLowerCase();
  let look = baseLook(rendering);
  for (const style of ART_STYLES) if (style.words.test(words)) look = style.apply(look);
  return preset ? PRESETS[preset](look) : look;
}
