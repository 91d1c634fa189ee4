import { z } from 'zod';
import type { ConsistencyJudge, ScoreRequest, ScoreResult } from '../types';
import { type ChatConfig, type ChatMessage, type ContentPart, chatJson, imagePart, textPart } from './chat';

const Score = z.number().min(0).max(100);

const JudgeWire = z.object({
  character_scores: z.array(z.object({ name: z.string(), score: Score })),
  brand_score: Score.nullable(),
  found_characters: z.number().int().min(0),
  score: Score,
  reasoning: z.string().min(1),
  issues: z.array(z.string()),
  prompt_issues: z.array(z.string()),
});

/** A few references per character are enough to judge a likeness and keep the request small. */
const MAX_REFERENCES_PER_CHARACTER = 3;

const INSTRUCTIONS = [
  'You check illustrations for consistency. The first image is the scene to judge; the images after it are references.',
  'For each named character, score 0-100 how well the character in the scene matches the references:',
  'face, hair, colours, outfit and proportions. Score 0 when the character is missing from the scene.',
  'found_characters is how many of the named characters are visible in the scene.',
  'When a brand is given, brand_score (0-100) says how well the scene uses the brand palette and logo; otherwise null.',
  'score combines everything (0-100). reasoning: one or two sentences. issues: short, actionable problems; empty when none.',
  'When the scene prompt is given, prompt_issues lists what it asks for that the scene does not show (a place, a thing, an action, the weather or the time of day),',
  'one short sentence each; empty when the scene shows all of it. The prompt never changes the likeness scores.',
].join(' ');

/** A vision model over an OpenAI-compatible chat API, asked for a JSON verdict. */
export function createOpenAIJudge(config: ChatConfig): ConsistencyJudge {
  return {
    name: config.provider,
    score: async (request) => {
      const verdict = await chatJson(config, judgeMessages(request), {
        name: 'consistency_verdict',
        wire: JudgeWire,
        validate: verdictFor(request),
      });
      return toScoreResult(verdict, request);
    },
  };
}

function judgeMessages(request: ScoreRequest): ChatMessage[] {
  const content: ContentPart[] = [textPart('Scene to judge:'), imagePart(request.image)];
  if (request.prompt) content.push(textPart(`Scene prompt: ${request.prompt}`));
  for (const character of request.characters) {
    content.push(textPart(`References for "${character.name}":`));
    content.push(...character.references.slice(0, MAX_REFERENCES_PER_CHARACTER).map(imagePart));
  }
  if (request.brand) {
    content.push(textPart(`Brand palette: ${request.brand.palette.join(', ') || 'none given'}.`));
    if (request.brand.logo) content.push(textPart('Brand logo:'), imagePart(request.brand.logo));
  }
  const names = request.characters.map((character) => `"${character.name}"`).join(', ');
  content.push(textPart(`Score these characters, one entry each, using exactly these names: ${names || 'none'}.`));
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content },
  ];
}

/** Every requested character scored exactly once; a brand score exactly when a brand was given. */
function verdictFor(request: ScoreRequest) {
  const wanted = request.characters.map((character) => character.name.toLowerCase());
  return JudgeWire.superRefine((verdict, context) => {
    const scored = verdict.character_scores.map((entry) => entry.name.toLowerCase());
    const missing = wanted.filter((name) => scored.filter((scoredName) => scoredName === name).length !== 1);
    if (missing.length > 0 || scored.length !== wanted.length) {
      context.addIssue({
        code: 'custom',
        path: ['character_scores'],
        message: `expected one score each for ${wanted.join(', ') || 'no characters'}, got ${scored.join(', ') || 'none'}`,
      });
    }
    if (request.brand && verdict.brand_score === null) {
      context.addIssue({ code: 'custom', path: ['brand_score'], message: 'a brand was given but brand_score is null' });
    }
  });
}

function toScoreResult(verdict: z.infer<typeof JudgeWire>, request: ScoreRequest): ScoreResult {
  const scoreOf = (name: string) =>
    verdict.character_scores.find((entry) => entry.name.toLowerCase() === name.toLowerCase())?.score ?? 0;
  return {
    characterScores: request.characters.map((character) => ({ name: character.name, score: Math.round(scoreOf(character.name)) })),
    ...(request.brand && verdict.brand_score !== null ? { brandScore: Math.round(verdict.brand_score) } : {}),
    foundCharacters: verdict.found_characters,
    score: Math.round(verdict.score),
    reasoning: verdict.reasoning,
    issues: verdict.issues,
    promptIssues: verdict.prompt_issues,
  };
}
