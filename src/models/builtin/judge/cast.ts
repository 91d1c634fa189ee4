import { sharedArea, type Box } from './figure';
import type { SettledMatch } from './match';

/** Two matches whose boxes overlap this much (of the smaller box) are the same figure. */
const SAME_FIGURE = 0.5;

function overlapOfSmaller(a: Box, b: Box): number {
  return sharedArea(a, b) / Math.min(a.width * a.height, b.width * b.height);
}

/**
 * Each figure goes to at most one character: the best match of any character to any figure is settled first, then
 * the next best among the characters and figures left. A character left without a figure gets no match.
 */
export function assignFigures(matches: SettledMatch[][]): Array<SettledMatch | undefined> {
  const options = matches.flatMap((list, character) => list.map((match) => ({ character, match }))).sort((a, b) => b.match.similarity - a.match.similarity);
  const assigned: Array<SettledMatch | undefined> = matches.map(() => undefined);
  for (const { character, match } of options) {
    if (assigned[character]) continue;
    if (assigned.some((taken) => taken && overlapOfSmaller(taken.box, match.box) > SAME_FIGURE)) continue;
    assigned[character] = match;
  }
  return assigned;
}
