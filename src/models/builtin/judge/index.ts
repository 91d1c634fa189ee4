import type { ConsistencyJudge, ScoreRequest, ScoreResult } from '../../types';
import { BrandMatch, matchBrand } from './brand';
import { analyseScene, bandIssues, CharacterMatch, matchCharacter } from './match';
import { decode } from './pixels';
import { characterSignature } from './signature';

/** Analysis size of scene images: enough for small figures in wide shots, small enough to stay fast. */
const SCENE_SIZE = 192;
/** Below this score a character is reported as not found. */
const FOUND_SCORE = 55;

/** Maps raw similarity (0-1) to a 0-100 score: same-character matches land high, others fall off quickly. */
export function similarityToScore(similarity: number): number {
  const low = 0.3;
  const high = 0.78;
  const t = Math.min(1, Math.max(0, (similarity - low) / (high - low)));
  return Math.round(100 * Math.sqrt(t));
}

function reasoning(request: ScoreRequest, scores: number[], found: number, brand?: BrandMatch): string {
  const parts: string[] = [];
  if (request.characters.length) {
    const weakest = request.characters[scores.indexOf(Math.min(...scores))];
    parts.push(
      found === request.characters.length
        ? `Found all ${found} character(s); ${weakest.name} matches the references least (${Math.min(...scores)}/100).`
        : `Found ${found} of ${request.characters.length} characters by their reference colours.`,
    );
  }
  if (brand) parts.push(`Brand palette covers ${Math.round(brand.paletteShare * 100)}% of the image${brand.logoFound === false ? ' and the logo was not found' : ''}.`);
  return parts.join(' ') || 'Nothing to compare.';
}

function brandIssues(brand: BrandMatch, paletteSize: number): string[] {
  const issues: string[] = [];
  if (paletteSize && brand.coloursPresent < paletteSize) issues.push(`only ${brand.coloursPresent} of ${paletteSize} brand palette colours are visible`);
  if (brand.paletteShare < 0.1 && paletteSize) issues.push('brand palette barely present');
  if (brand.logoFound === false) issues.push('logo not found');
  return issues;
}

/** The built-in judge: compares pixels with reference pixels, so it scores any provider's output. */
export function createBuiltinJudge(): ConsistencyJudge {
  return {
    name: 'builtin-judge',
    async score(request: ScoreRequest): Promise<ScoreResult> {
      const pixels = await decode(request.image, SCENE_SIZE);
      const scene = analyseScene(pixels);
      const matches: CharacterMatch[] = await Promise.all(
        request.characters.map(async (character) => matchCharacter(scene, await characterSignature(character.references))),
      );
      const scores = matches.map((match) => similarityToScore(match.similarity));
      const found = scores.filter((score) => score >= FOUND_SCORE).length;
      const brand = request.brand ? await matchBrand(pixels, request.brand) : undefined;
      const issues = request.characters.flatMap((character, i) =>
        scores[i] < FOUND_SCORE ? [`${character.name} not found in the scene`] : bandIssues(character.name, matches[i]),
      );
      if (found < request.characters.length) issues.unshift(`expected ${request.characters.length} characters, found ${found}`);
      if (brand) issues.push(...brandIssues(brand, request.brand?.palette.length ?? 0));
      const characterAverage = scores.length ? Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length) : undefined;
      const combined = [characterAverage, brand?.score].filter((v): v is number => v !== undefined);
      return {
        characterScores: request.characters.map((character, i) => ({ name: character.name, score: scores[i] })),
        ...(brand ? { brandScore: brand.score } : {}),
        foundCharacters: found,
        score: combined.length ? Math.min(...combined) : 0,
        reasoning: reasoning(request, scores, found, brand),
        issues,
      };
    },
  };
}
