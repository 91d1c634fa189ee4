import type { JudgeCharacter } from '../../types';
import { calibratedScore } from './calibration';
import { assignFigures, judgedByScore, rankBySimilarity } from './cast';
import { CharacterModel, characterModel } from './character';
import { lookCloser } from './closer';
import { edgeDistance } from './edges';
import { findFigure, SettledMatch } from './match';
import { decodeFull, FullImage, indexColours, Pixels, shrinkFactor, shrinkRegion, wholeOf } from './pixels';
import { ColourCounts, countColours } from './scene';

/** Analysis size of scene images: enough to find small figures in wide shots, small enough to stay fast. */
const SCENE_SIZE = 256;

/**
 * A figure scoring at least this at a glance is compared again closer before the figures are shared out by score:
 * no figure below it went on to be chosen on the tuning split, and it spares the closer view for most of them.
 */
const CLOSER_LOOK_SCORE = 30;

export interface Located {
  model: CharacterModel;
  /** The figure assigned to the character, if any figure looks like it at all. */
  match: SettledMatch | undefined;
}

interface Scene {
  full: FullImage;
  /** How much smaller the analysed scene is than the full image. */
  factor: number;
  counts: ColourCounts[];
}

/**
 * Shares the figures out among the characters, then compares each chosen one again in a closer view. In a group, a
 * character drawn with its legs hidden or bent out of upright (said by the image model's plan; `judgedByScore`) gets
 * the figure that scores best, looked at closer first: ranked by how well the colours sit, a seated figure's upper
 * body ranks below any whole figure, so a character on a sofa or a picnic blanket was scored as its whole upright
 * figure, legs where the sofa is (62 of the 74 right group figures failing at 0.90 on the tuning split were). Standing characters keep the similarity rank:
 * chosen by score, a family member's upper body passed on a standing figure whose legs differ.
 */
function shareOut(found: SettledMatch[][], models: CharacterModel[], characters: JudgeCharacter[], scene: Scene): Array<SettledMatch | undefined> {
  const closer = (match: SettledMatch, i: number) => lookCloser(match, models[i], scene.full, scene.factor, scene.counts[i]);
  const byScore = characters.map((character) => characters.length > 1 && judgedByScore(character.posture));
  const looked = new Set<SettledMatch>();
  const candidates = found.map((list, i) =>
    list.map((match) => {
      if (!byScore[i] || calibratedScore(match.features, true) < CLOSER_LOOK_SCORE) return match;
      const seen = closer(match, i);
      looked.add(seen);
      return seen;
    }),
  );
  const bySimilarity = rankBySimilarity(characters.map((character) => character.posture));
  // Scores are whole numbers: ties go to the match whose colours sit better.
  const rank = (match: SettledMatch, i: number) => (byScore[i] ? calibratedScore(match.features, true) / 100 + match.similarity / 1000 : bySimilarity(match, i));
  return assignFigures(candidates, rank).map((match, i) => match && (looked.has(match) ? match : closer(match, i)));
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
  const matches = shareOut(models.map((model, i) => findFigure(model, counts[i])), models, characters, { full, factor, counts });
  return { pixels, located: models.map((model, i) => ({ model, match: matches[i] })) };
}
