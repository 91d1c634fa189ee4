import { ACCOUNTS } from '../../config/pricing';
import { z } from '../zod';
import { isoDate, pageLimit } from './common';
import { Issues, PromptIssues, SceneAltText } from './generation';

export const SceneListQuery = z.object({
  limit: pageLimit(ACCOUNTS.scenesLimit),
  after: z.uuid({ error: 'must be the next_after of the previous page' }).optional().openapi({ description: 'next_after of the previous page: the page after it' }),
  character_id: z.uuid({ error: 'must be a character id' }).optional().openapi({ description: 'Only scenes that show this character' }),
  source_image_id: z.uuid({ error: 'must be a scene id' }).optional().openapi({ description: 'Only the variations made from this scene (POST /api/scenes/{image_id}/vary)' }),
});

export const SceneParams = z.object({ image_id: z.uuid() });

const ScenePlanSchema = z
  .object({
    place: z.string(),
    place_from: z.enum(['named', 'nearest', 'implied', 'default', 'anchor']).openapi({
      description: 'named in the prompt; nearest: the nearest place the model draws to one it does not (nearest_to); implied by what is in the scene; default; anchor: kept from a previous image',
    }),
    nearest_to: z.string().optional(),
    time: z.string(),
    weather: z.string(),
    characters: z.array(z.object({ name: z.string(), posture: z.string(), action: z.string(), expression: z.string(), holding: z.string().optional(), on: z.string().optional() })),
    props: z.array(z.object({ name: z.string(), where: z.string(), near: z.array(z.string()) })).openapi({ description: 'Things in the scene besides what characters hold or use' }),
    interaction: z.string().optional(),
    unknown_words: z.array(z.string()).openapi({ description: 'Words of the prompt that named nothing the model could draw' }),
    not_drawn: z.array(z.string()).openapi({ description: 'What the prompt asked for that the model says it did not draw, in sentences (empty in plans kept before it said)' }),
  })
  .openapi({ description: 'What the image model understood of the prompt and drew (the built-in illustrator says; other models do not)' });

export const SceneSchema = z
  .object({
    image_id: z.uuid(),
    kind: z.enum(['scene', 'multi', 'variant', 'edit']).openapi({ description: 'scene: POST /api/generate; multi: POST /api/generate-multi; variant: a variation (POST /api/scenes/{image_id}/vary); edit: an edit (POST /api/scenes/{image_id}/edit)' }),
    prompt: z.string(),
    image_url: z.string(),
    alt_text: SceneAltText,
    character_id: z.uuid().nullable(),
    character_ids: z.array(z.uuid()),
    brand_kit_id: z.uuid().nullable(),
    source_image_id: z.uuid().nullable().openapi({ description: 'For a variant: the scene it was made from' }),
    edited_from_image_id: z.uuid().nullable().openapi({ description: 'For an edit: the scene it was edited from' }),
    edit_instruction: z.string().nullable().openapi({ description: 'For an edit: what was asked to change' }),
    model: z.string(),
    art_style: z.string().nullable(),
    consistency_score: z.number().int(),
    character_scores: z.array(z.object({ name: z.string(), score: z.number().int() })).openapi({ description: 'Each character\'s likeness score, in character_ids order' }),
    brand_score: z.number().int().nullable(),
    attempts: z.number().int(),
    passed: z.boolean().openapi({ description: 'The likeness met the minimum asked for; says nothing of the prompt (see prompt_issues)' }),
    reasoning: z.string().openapi({ description: "The judge's reasoning for the score" }),
    issues: Issues,
    prompt_issues: PromptIssues,
    scene_plan: ScenePlanSchema.nullable().openapi({
      description: 'What the image model understood of the prompt and drew; null for models that do not say, and for scenes made before plans were kept',
    }),
    poses: z
      .array(z.object({ name: z.string(), pose_name: z.string().nullable(), keypoints: z.array(z.tuple([z.number(), z.number()]).nullable()), pck: z.number().nullable() }))
      .nullable()
      .openapi({ description: 'The poses its characters were asked to be in (COCO keypoints in percent; pose_name when from the catalogue) and PCK@0.2 of each figure drawn; null when none was' }),
    created_at: isoDate(),
  })
  .openapi('Scene');

export const SceneListSchema = z
  .object({
    scenes: z.array(SceneSchema),
    next_after: z.uuid().nullable().openapi({ description: 'Pass as `after` for the next page; null on the last page' }),
  })
  .openapi('SceneList');

export const DeletedSceneSchema = z.object({ deleted: z.literal(true), image_id: z.uuid() }).openapi('DeletedScene');
