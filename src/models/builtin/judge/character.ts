import crypto from 'node:crypto';
import { analyseReference, figureColours, ReferenceFigure } from './figure';
import { clusterColours, ColourSamples, Palette } from './palette';
import { buildTemplate, COARSE_ROWS, FINE_ROWS, lyingDown, mirrored, Template, templateDistance, upperBody, upsideDown } from './template';

/** Templates closer than this are one view (mood references differ from the front view only in the face). */
const SAME_VIEW = 0.04;

/** One way the character looks (a reference view, or its mirror image), coarse and fine. */
export interface View {
  coarse: Template;
  fine: Template;
}

/** Views of one way the figure can be shown, searched in windows of one shape. */
export interface Family {
  views: View[];
  /** Width over height of the windows the views are searched in. */
  aspect: number;
}

/** What the judge knows of a character from its references: its colours and, per view, where they sit. */
export interface CharacterModel {
  palette: Palette;
  /** One per distinct reference view and per distinct mirror image (figures face either way in scenes), first view first. */
  views: View[];
  /** Width over height of the first reference's figure. */
  aspect: number;
  /**
   * The views to look for: the whole figure upright; its upper body alone (seated, in water, behind a table or a
   * blanket, astride something); the first view's upper body lying down, head to either side (the legs may be under a
   * blanket; a whole figure lying shows its upper body too); and hanging upside down.
   */
  families: Family[];
}

/** All views' colours together, each view weighing the same. */
function mergedSamples(figures: ReferenceFigure[]): ColourSamples {
  const merged: ColourSamples = { lab: [], weights: [] };
  for (const figure of figures) {
    const samples = figureColours(figure);
    merged.lab.push(...samples.lab);
    merged.weights.push(...samples.weights.map((w) => w / figures.length));
  }
  return merged;
}

function distinctViews(views: View[]): View[] {
  const kept: View[] = [];
  for (const view of views) if (!kept.some((other) => templateDistance(other.fine, view.fine) < SAME_VIEW)) kept.push(view);
  return kept;
}

function buildModel(figures: ReferenceFigure[]): CharacterModel {
  const palette = clusterColours(mergedSamples(figures));
  const views = figures.map((figure) => ({ coarse: buildTemplate(figure, palette, COARSE_ROWS), fine: buildTemplate(figure, palette, FINE_ROWS) }));
  const withMirrors = views.flatMap((view) => [view, { coarse: mirrored(view.coarse), fine: mirrored(view.fine) }]);
  const first = figures[0].box;
  const upright = distinctViews(withMirrors);
  const aspect = first.width / first.height;
  const upper = upright.map((view) => ({ coarse: upperBody(view.coarse), fine: upperBody(view.fine) }));
  const lying = [true, false].map((headLeft) => ({ coarse: lyingDown(upper[0].coarse, headLeft), fine: lyingDown(upper[0].fine, headLeft) }));
  const inverted = withMirrors.slice(0, 2).map((view) => ({ coarse: upsideDown(view.coarse), fine: upsideDown(view.fine) }));
  const shape = (view: View) => view.coarse.cols / view.coarse.rows;
  return {
    palette,
    views: upright,
    aspect,
    families: [
      { views: upright, aspect },
      { views: upper, aspect: shape(upper[0]) },
      { views: lying, aspect: shape(lying[0]) },
      { views: inverted, aspect },
    ],
  };
}

const CACHE_LIMIT = 512;
const figures = new Map<string, Promise<ReferenceFigure>>();
const models = new Map<string, Promise<CharacterModel>>();

function remember<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    value = make();
    cache.set(key, value);
  }
  return value;
}

const hashOf = (image: Buffer) => crypto.createHash('sha1').update(image).digest('hex');

/** A character's model from its reference images (cached by content, as workers score the same characters often). */
export function characterModel(references: Buffer[]): Promise<CharacterModel> {
  const keys = references.map(hashOf);
  return remember(models, keys.join(','), async () =>
    buildModel(await Promise.all(references.map((png, i) => remember(figures, keys[i], () => analyseReference(png))))),
  );
}
