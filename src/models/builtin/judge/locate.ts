import type { JudgeCharacter } from '../../types';
import { assignFigures } from './cast';
import { CharacterModel, characterModel } from './character';
import { edgeDistance } from './edges';
import { findFigure, SettledMatch } from './match';
import { decode, indexColours, Pixels } from './pixels';
import { countColours } from './scene';

/** Analysis size of scene images: enough for small figures in wide shots, small enough to stay fast. */
const SCENE_SIZE = 256;

export interface Located {
  model: CharacterModel;
  /** The figure assigned to the character, if any figure looks like it at all. */
  match: SettledMatch | undefined;
}

/** Finds each character's figure in the scene, each figure going to at most one character. */
export async function locateCharacters(image: Buffer, characters: JudgeCharacter[]): Promise<{ pixels: Pixels; located: Located[] }> {
  const pixels = await decode(image, SCENE_SIZE);
  const scene = indexColours(pixels);
  const distances = edgeDistance(scene);
  const models = await Promise.all(characters.map((character) => characterModel(character.references)));
  const matches = assignFigures(models.map((model) => findFigure(model, countColours(scene, model, distances))));
  return { pixels, located: models.map((model, i) => ({ model, match: matches[i] })) };
}
