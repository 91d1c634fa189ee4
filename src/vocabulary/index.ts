/**
 * The product's vocabulary: comic styles and shots, vary dimensions, species, character descriptors and
 * reference-sheet labels. Pure data and types, read by models, entities, API schemas and workflows alike.
 */

export const COMIC_SHOTS = [
  'establishing',
  'wide',
  'two_shot',
  'medium',
  'closeup',
  'reaction_closeup',
  'over_shoulder',
  'splash',
] as const;
export type ComicShotKey = (typeof COMIC_SHOTS)[number];

export const COMIC_STYLES = [
  'classic_american',
  'manga_bw',
  'european_tintin',
  'indie_webcomic',
  'newspaper_sunday',
] as const;
export type ComicStyleKey = (typeof COMIC_STYLES)[number];

export const VARY_DIMENSIONS = ['expression', 'outfit', 'lighting', 'angle', 'pose', 'background'] as const;
export type VaryDimension = (typeof VARY_DIMENSIONS)[number];

export const SPECIES = ['human', 'cat', 'dog', 'fox', 'bear', 'rabbit', 'robot'] as const;
export type Species = (typeof SPECIES)[number];

/** A structured description of how a character looks. Colours are #RRGGBB. */
export interface CharacterDescriptor {
  species: Species;
  age: 'child' | 'teen' | 'adult' | 'elder';
  /** Human hair; for animals and robots the style may be 'none'. */
  hair: { style: string; color: string };
  /** Skin, fur or plating colour. */
  skin: string;
  eyes: string;
  build: 'slim' | 'average' | 'broad';
  outfit: Array<{ piece: string; color: string }>;
  accessories: string[];
  palette: string[];
  /** What the description did not state and was filled with a neutral default ('hair colour', 'eyes', an outfit piece...). */
  defaults?: string[];
}

/** The reference sheet drawn when a request names no labels: four views, then four moods. */
export const DEFAULT_REFERENCE_LABELS = ['front', 'three_quarter', 'side', 'back', 'happy', 'sad', 'angry', 'surprised'] as const;

/** What a generated image was made by: a scene, a multi-character scene, a variant, a storybook page or an edit. */
export const GENERATION_KINDS = ['scene', 'multi', 'variant', 'storybook_page', 'edit', 'comic_panel'] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];
