import type { JudgeCharacter } from '../../types';
import { assignFigures } from './cast';
import { CharacterModel, characterModel } from './character';
import { lookCloser } from './closer';
import { edgeDistance } from './edges';
import { findFigure, SettledMatch } from './match';
import { decodeFull, indexColours, Pixels, shrinkFactor, shrinkRegion, wholeOf } from './pixels';
import { countColours } from './scene';

/** Analysis size of scene images: enough to find small figures in wide shots, small enough to stay fast. */
const SCENE_SIZE = 256;

export interface Located {
  model: CharacterModel;
  /** The figure assigned to the character, if any figure looks like it at all. */
  match: SettledMatch | undefined;
}

/**
 * Finds each character's figure in the scene, each figure going to at most one character; small figures are then
 * compared again in a closer view. The scene is decoded once for all characters.
 */
export async function locateCharacters(image: Buffer, characters: JudgeCharacter[]): Promise<{ pixels: Pixels; located: Located[] }> {
  const full = await decodeFull(image);
  const factor = shrinkFactor(full, SCENE_SIZE);
  const pixels = shrinkRegion(full, wholeOf(full), factor);
  const scene = indexColours(pixels);
  const distances = edgeDistance(scene);
  const models = await Promise.all(characters.map((character) => characterModel(character.references)));
  const counts = models.map((model) => countColours(scene, model, distances));
  const matches = assignFigures(models.map((model, i) => findFigure(model, counts[i])));
  return { pixels, located: models.map((model, i) => ({ model, match: matches[i] && lookCloser(matches[i], model, full, factor, counts[i]) })) };
}
