import type { CharacterInput } from '../../types';
import type { Direction } from './prompt';
import type { Rng } from './rng';

/** Where one character stands in world units (feet at y). */
export interface Placement {
  x: number;
  y: number;
  facing: 1 | -1;
}

const SPACING = 240;
const LYING_SPACING = 300;

/**
 * Characters stand in a row around x = 0 with seeded jitter; the spacing is wider than any head
 * (and any outstretched arm), so faces never overlap.
 */
export function placeCast(characters: CharacterInput[], directions: Direction[], rng: Rng): Placement[] {
  const n = characters.length;
  const spacing = directions.some((d) => d.pose === 'sleeping') ? LYING_SPACING : SPACING;
  const lone: 1 | -1 = rng.next() < 0.5 ? 1 : -1;
  return characters.map((_, i) => {
    const slot = (i - (n - 1) / 2) * spacing;
    const x = slot + rng.range(-28, 28);
    const facing: 1 | -1 = n === 1 ? lone : slot < 0 ? 1 : slot > 0 ? -1 : lone;
    return { x, y: rng.range(0, 36), facing };
  });
}
