import type { ConsistencyJudge, ScoreRequest, ScoreResult } from '../../types';
import { BrandMatch, matchBrand } from './brand';
import { calibratedScore } from './calibration';
import { mismatches } from './issues';
import { Located, locateCharacters } from './locate';

/** Below this score (the judge is less sure than not) a character is reported as not found. */
const FOUND_SCORE = 50;
/** From this score on (the default min_score of a generate) the judge names no differences. */
const CONFIDENT_SCORE = 95;

function brandIssues(brand: BrandMatch, paletteSize: number): string[] {
  const issues: string[] = [];
  if (paletteSize && brand.coloursPresent < paletteSize) issues.push(`only ${brand.coloursPresent} of ${paletteSize} brand palette colours are visible`);
  if (brand.paletteShare < 0.1 && paletteSize) issues.push('brand palette barely present');
  if (brand.logoFound === false) issues.push('logo not found');
  return issues;
}

/**
 * Why a character scored below CONFIDENT_SCORE: not found, and what differs from the references (for a character not
 * found: its closest figure); at least one reason.
 */
function characterIssues(name: string, located: Located, score: number): string[] {
  if (score >= CONFIDENT_SCORE) return [];
  const differences = located.match ? mismatches(name, located.model, located.match) : [];
  if (score < FOUND_SCORE) return [`${name} not found in the scene`, ...differences];
  return differences.length ? differences : [`${name}: the figure's shape or part layout differs from the references (outfit pieces, proportions, accessories)`];
}

function reasoning(request: ScoreRequest, scores: number[], found: number, characterIssues: string[][], brand?: BrandMatch): string {
  const parts: string[] = [];
  if (request.characters.length) {
    const weakestAt = scores.indexOf(Math.min(...scores));
    const weakest = request.characters[weakestAt];
    const why = characterIssues[weakestAt].find((issue) => issue.startsWith(`${weakest.name}: `))?.replace(`${weakest.name}: `, '');
    parts.push(
      found === request.characters.length
        ? `Found all ${found} character(s); ${weakest.name} matches the references least (${scores[weakestAt]}/100)${why ? `: ${why}` : ''}.`
        : `Found ${found} of ${request.characters.length} characters; ${request.characters.filter((_, i) => scores[i] < FOUND_SCORE).map((c) => c.name).join(', ')} not recognised in the scene${why && scores[weakestAt] < FOUND_SCORE ? ` (closest figure for ${weakest.name}: ${why})` : ''}.`,
    );
  }
  if (brand) parts.push(`Brand palette covers ${Math.round(brand.paletteShare * 100)}% of the image${brand.logoFound === false ? ' and the logo was not found' : ''}.`);
  return parts.join(' ') || 'Nothing to compare.';
}

/** The built-in judge: compares pixels with reference pixels, so it scores any provider's output. */
export function createBuiltinJudge(): ConsistencyJudge {
  return {
    name: 'builtin-judge',
    async score(request: ScoreRequest): Promise<ScoreResult> {
      const { pixels, located } = await locateCharacters(request.image, request.characters);
      const crowd = request.characters.length > 1;
      const scores = located.map(({ match }) => (match ? calibratedScore(match.features, crowd) : 0));
      const found = scores.filter((score) => score >= FOUND_SCORE).length;
      const perCharacter = request.characters.map((character, i) => characterIssues(character.name, located[i], scores[i]));
      const brand = request.brand ? await matchBrand(pixels, request.brand) : undefined;
      const issues = perCharacter.flat();
      if (found < request.characters.length) issues.unshift(`expected ${request.characters.length} characters, found ${found}`);
      if (brand) issues.push(...brandIssues(brand, request.brand?.palette.length ?? 0));
      const characterAverage = scores.length ? Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length) : undefined;
      const combined = [characterAverage, brand?.score].filter((v): v is number => v !== undefined);
      return {
        characterScores: request.characters.map((character, i) => ({ name: character.name, score: scores[i] })),
        ...(brand ? { brandScore: brand.score } : {}),
        foundCharacters: found,
        score: combined.length ? Math.min(...combined) : 0,
        reasoning: reasoning(request, scores, found, perCharacter, brand),
        issues,
      };
    },
  };
}
