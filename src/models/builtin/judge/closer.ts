import type { CharacterModel } from './character';
import { edgeDistance } from './edges';
import { compareCloser, SettledMatch } from './match';
import { FullImage, indexColours, Region, shrinkRegion } from './pixels';
import { ColourCounts, countColours } from './scene';

/** Height (pixels) a small figure is shown at in the closer view. */
const CLOSE_HEIGHT = 128;
/** A closer view must show the figure at least this many times larger than the scene analysis to be worth its cost. */
const MIN_ZOOM = 2;
/** Room around the figure in the closer view, in template cells: bent limbs, the fine search, the samples beyond the head's outline. */
const MARGIN_CELLS = 3.5;

/** The figure's box with its margin, in full-resolution pixels, cut to the image and to whole blocks of `factor`. */
function regionAround(match: SettledMatch, full: FullImage, sceneFactor: number, factor: number): Region {
  const margin = MARGIN_CELLS * match.placement.cell;
  const x = Math.max(0, Math.floor((match.box.x - margin) * sceneFactor));
  const y = Math.max(0, Math.floor((match.box.y - margin) * sceneFactor));
  const right = Math.min(full.width, Math.ceil((match.box.x + match.box.width + margin) * sceneFactor));
  const bottom = Math.min(full.height, Math.ceil((match.box.y + match.box.height + margin) * sceneFactor));
  const wholeBlocks = (length: number) => Math.max(0, length - (length % factor));
  return { x, y, width: wholeBlocks(right - x), height: wholeBlocks(bottom - y) };
}

/**
 * A small figure found in the scene analysis (`counts`, the full image shrunk by `sceneFactor`) compared again in
 * a closer view cut from the full image, where it stands about CLOSE_HEIGHT pixels tall: a beanie, boots or glasses
 * a few pixels wide in a wide shot are then checked like those of a close-up. Figures the full image cannot show at
 * least MIN_ZOOM times larger are returned as found.
 */
export function lookCloser(match: SettledMatch, model: CharacterModel, full: FullImage, sceneFactor: number, counts: ColourCounts): SettledMatch {
  const factor = Math.max(1, Math.round((match.box.height * sceneFactor) / CLOSE_HEIGHT));
  if (sceneFactor / factor < MIN_ZOOM) return match;
  const region = regionAround(match, full, sceneFactor, factor);
  if (region.width < factor || region.height < factor) return match;
  const image = indexColours(shrinkRegion(full, region, factor));
  const closer = countColours(image, model, edgeDistance(image), counts.sceneShares);
  return compareCloser(match, model, counts, closer, { x: region.x / sceneFactor, y: region.y / sceneFactor, zoom: sceneFactor / factor });
}
