import type { CharacterModel } from './character';
import type { SettledMatch } from './match';
import type { Rgb } from './pixels';
import type { Template } from './template';

/** A colour counts as missing when less than this share of it is found where the figure should show it. */
const MISSING_COLOUR = 0.45;
/** Head colours spilling this much beyond the reference outline mean another hairstyle, hat or ears. */
const OUTLINE_SPILL = 0.12;
/** Fewer of the head's edges than this met in the scene mean other head details (hairline, glasses, face). */
const HEAD_EDGES = 0.55;

/** Everyday name of a Lab colour: what a user would call it when fixing a description. */
export function colourName([lightness, a, b]: Rgb): string {
  const chroma = Math.hypot(a, b);
  if (chroma < 10) return lightness < 25 ? 'black' : lightness < 80 ? 'grey' : 'white';
  const hue = (Math.atan2(b, a) * 180) / Math.PI + (b < 0 ? 360 : 0);
  if (hue < 25 || hue >= 345) return lightness > 60 ? 'pink' : 'dark red';
  if (hue < 50) return lightness < 35 ? 'dark red' : 'red';
  if (hue < 75) return chroma > 45 && lightness > 50 ? 'orange' : lightness < 60 ? 'brown' : 'beige';
  if (hue < 105) return lightness > 70 ? 'yellow' : lightness < 45 ? 'brown' : 'khaki';
  if (hue < 165) return 'green';
  if (hue < 240) return 'teal';
  if (hue < 310) return lightness > 65 ? 'light blue' : 'blue';
  return 'purple';
}

const REGIONS = ['around the head (hair, hat, ears)', 'on the upper body (top, scarf)', 'on the legs or feet (trousers, skirt, shoes)'];

/** Where a palette colour mostly sits in the figure: head, upper body or legs. */
function regionOf(template: Template, k: number): string {
  let weight = 0;
  let height = 0;
  for (const cell of template.cells) {
    const at = cell.colours.indexOf(k);
    if (at < 0) continue;
    weight += cell.expected[at];
    height += cell.expected[at] * cell.along;
  }
  const middle = weight ? height / weight : 0.5;
  return REGIONS[middle < 0.3 ? 0 : middle < 0.6 ? 1 : 2];
}

/** What did not match, in words a user can act on (change the description, the prompt, or the references). */
export function mismatches(name: string, model: CharacterModel, match: SettledMatch): string[] {
  const { features, placement } = match;
  const missing = (found: number) => found >= 0 && found < MISSING_COLOUR;
  const issues = features.colours.flatMap((found, k) =>
    missing(found) ? [`${name}: the ${colourName(model.palette.colours[k])} ${regionOf(placement.template, k)} is missing or another colour`] : [],
  );
  // A colour found elsewhere on the figure (a green scarf) can still be missing from the head (a green beanie).
  const missingOnHead = features.headMainColours.flatMap((found, k) => (missing(found) && !missing(features.colours[k]) ? [colourName(model.palette.colours[k])] : []));
  for (const colour of new Set(missingOnHead)) issues.push(`${name}: the ${colour} on the head (hat, hair, ears) is missing where the references show it`);
  if (features.spill > OUTLINE_SPILL) issues.push(`${name}: the head's outline differs from the references (hairstyle, hat or ears)`);
  if (features.edges < HEAD_EDGES) issues.push(`${name}: head details differ from the references (hairline, face, glasses)`);
  return issues;
}
