import { LIMITS } from '../../config/pricing';
import { VARY_DIMENSIONS } from '../../vocabulary';
import { z } from '../zod';
import { FailureStatus } from './common';
import { PoseInput } from './poses';

const maxRetries = z.number().int().min(LIMITS.maxRetries.min).max(LIMITS.maxRetries.max).default(LIMITS.maxRetries.default);
const minScore = (fallback: number) => z.number().min(0).max(1).default(fallback);
const prompt = z.string().trim().min(1).max(4000);

/** Every problem found: the judge's, then what of the prompt the picture does not show. */
export const Issues = z.array(z.string()).openapi({ description: "Every problem found: the judge's (likeness, brand, a character missing), then what of the prompt the picture does not show (also in prompt_issues)" });

/** What of the prompt the picture does not show, apart from the likeness it was scored for. */
export const PromptIssues = z.array(z.string()).openapi({
  description:
    'What the prompt asked for that the picture does not show: places, things and actions the image model says it did not draw (the built-in illustrator\'s scene plan), and what a judge that reads the prompt saw missing. Empty when the picture shows all of it. Apart from the scores: consistency_score and passed are about the likeness only',
  example: ['Not drawn: "windy", "hilltop" (the illustrator has no drawing for these words); the place drawn, a beach, was chosen from what is in the scene'],
});

/** A generated picture's text alternative. */
export const SceneAltText = z.string().openapi({
  description: 'What the picture shows, for readers who cannot see it: who the render placed where, the prompt as written, then any change a variation made, brand assets and the art style',
  example: 'Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour.',
});

export const GenerateBody = z
  .object({
    prompt,
    character_id: z.uuid().optional(),
    brand_kit_id: z.uuid().optional(),
    brand_asset_ids: z.array(z.uuid()).max(LIMITS.brandAssetIds).optional(),
    previous_image_id: z.uuid().optional(),
    art_style: z.string().trim().max(200).optional(),
    model: z.string().optional(),
    max_retries: maxRetries,
    min_score: minScore(LIMITS.minScore.generate),
    no_cache: z.boolean().default(false),
    pose: PoseInput.optional(),
  })
  .refine((body) => body.character_id !== undefined || body.brand_kit_id !== undefined, {
    message: 'character_id or brand_kit_id is required',
    path: ['character_id'],
  })
  .refine((body) => body.brand_asset_ids === undefined || body.brand_kit_id !== undefined, {
    message: 'brand_asset_ids needs brand_kit_id',
    path: ['brand_asset_ids'],
  })
  .refine((body) => body.pose === undefined || body.character_id !== undefined, { message: 'a pose needs character_id (the character drawn in it)', path: ['pose'] });

/** How each character asked to be in a pose was drawn: PCK@0.2 of the torso, as the judge checked it. */
const PoseMatches = z.array(
  z.object({
    name: z.string(),
    pck: z.number().nullable().openapi({ description: "Share (0-1) of the skeleton's points the figure has within 0.2 torso lengths: the body's 12 joints and the head; null when the image model does not say where it drew the figure (not checked)" }),
  }),
);

export const GenerateResultSchema = z
  .object({
    image_id: z.uuid(),
    image_url: z.string(),
    alt_text: SceneAltText,
    consistency_score: z.number().int(),
    character_score: z.number().int().optional(),
    brand_score: z.number().int().optional(),
    attempts: z.number().int(),
    passed: z.boolean().openapi({ description: 'The likeness met min_score; says nothing of the prompt (see prompt_issues)' }),
    reasoning: z.string(),
    issues: Issues,
    prompt_issues: PromptIssues,
    cached: z.boolean(),
    poses: PoseMatches.optional().openapi({ description: 'Present when a pose was asked for: how the figure matched it (an issue says when it missed)' }),
  })
  .openapi('GenerateResult');

export const GenerateMultiBody = z.object({
  character_ids: z
    .array(z.uuid())
    .min(LIMITS.multiCharacters.min)
    .max(LIMITS.multiCharacters.max)
    .refine((ids) => new Set(ids).size === ids.length, 'character_ids must be distinct'),
  prompt,
  art_style: z.string().trim().max(200).optional(),
  model: z.string().optional(),
  max_retries: maxRetries,
  min_score: minScore(LIMITS.minScore.multi),
  poses: z.record(z.uuid(), PoseInput).optional().openapi({ description: 'A pose for each character that has one, by character id (the others are drawn as the prompt says)' }),
}).refine((body) => Object.keys(body.poses ?? {}).every((id) => body.character_ids.includes(id)), { message: 'poses are keyed by the character ids of character_ids', path: ['poses'] });

export const MultiGenerateResultSchema = z
  .object({
    image_id: z.uuid(),
    image_url: z.string(),
    alt_text: SceneAltText,
    characters: z.array(z.object({ id: z.uuid(), name: z.string(), score: z.number().int() })),
    average_score: z.number().int(),
    attempts: z.number().int(),
    passed: z.boolean().openapi({ description: 'The likeness met min_score; says nothing of the prompt (see prompt_issues)' }),
    reasoning: z.string(),
    issues: Issues,
    prompt_issues: PromptIssues,
    mode: z.enum(['illustrated', 'pulid']),
    poses: PoseMatches.optional().openapi({ description: 'Present when poses were asked for: how each figure matched its pose' }),
  })
  .openapi('MultiGenerateResult');

export const ModelListSchema = z.object({ models: z.array(z.object({ name: z.string(), default: z.boolean() })) });

export const VaryBody = z
  .object({
    vary: z.enum(VARY_DIMENSIONS),
    target: z.string().trim().min(1, 'target is required').max(200).openapi({ description: 'The new value of the dimension, in words; with vary "pose", a name of the pose catalogue (GET /api/poses) draws the character on that pose\'s skeleton' }),
    count: z.number().int().min(LIMITS.varyCount.min).max(LIMITS.varyCount.max).default(LIMITS.varyCount.default),
    pose: PoseInput.optional().openapi({ description: 'With vary "pose": the skeleton to draw the character on (keypoints or openpose), target then naming it in words' }),
  })
  .refine((body) => body.pose === undefined || body.vary === 'pose', { message: 'a pose goes with vary "pose"', path: ['pose'] });

export const VaryParams = z.object({ image_id: z.uuid() });

export const VaryResultSchema = z
  .object({
    source_image_id: z.uuid(),
    vary: z.string(),
    target: z.string(),
    requested: z.number().int(),
    generated: z.number().int(),
    failed: z.number().int(),
    variants: z.array(z.object({ image_id: z.uuid(), image_url: z.string(), alt_text: SceneAltText, consistency_score: z.number().int() })),
    failures: z.array(z.object({ status: FailureStatus, error: z.string() })),
  })
  .openapi('VaryResult');
