import { LIMITS } from '../../config/pricing';
import { z } from '../zod';
import { SceneAltText } from './generation';
import { ComicPanelSchema } from './comics';
import { SceneSchema } from './scenes';

const percent = z.number().min(0).max(100);

export const EditBody = z
  .object({
    instruction: z
      .string()
      .trim()
      .min(1, 'instruction is required: what to change, in words')
      .max(LIMITS.editInstruction, `instruction is at most ${LIMITS.editInstruction.toLocaleString('en')} characters`)
      .openapi({ description: 'What to change, in words', example: 'make the umbrella red' }),
    mask: z
      .string()
      .optional()
      .openapi({ description: "A PNG of the picture's size, base64 (a data: URL too): white, or transparent as OpenAI's masks mark it, where the picture may change; every other pixel is kept", format: 'byte' }),
    region: z
      .object({ x: percent, y: percent, width: percent.gt(0), height: percent.gt(0) })
      .refine((box) => box.x + box.width <= 100 && box.y + box.height <= 100, 'region must lie inside the picture (x + width and y + height at most 100)')
      .optional()
      .openapi({ description: 'Or a box in percent of the picture that may change' }),
    model: z.string().optional().openapi({ description: 'The image model; default the one that made the picture' }),
    max_retries: z.number().int().min(LIMITS.maxRetries.min).max(LIMITS.maxRetries.max).default(LIMITS.editRetries.default),
    min_score: z.number().min(0).max(1).default(LIMITS.minScore.generate),
  })
  .refine((body) => body.mask === undefined || body.region === undefined, { message: 'give a mask or a region, not both', path: ['region'] })
  .openapi('EditBody');

export const EditResultSchema = z
  .object({
    image_id: z.uuid(),
    image_url: z.string(),
    edited_from_image_id: z.uuid().openapi({ description: 'The picture it was edited from, kept until you delete it' }),
    alt_text: SceneAltText,
    consistency_score: z.number().int(),
    attempts: z.number().int(),
    passed: z.boolean(),
    reasoning: z.string(),
    issues: z.array(z.string()),
  })
  .openapi('EditResult');

export const PanelEditResultSchema = EditResultSchema.extend({ panel: ComicPanelSchema.openapi({ description: 'The panel, showing the edited picture' }) }).openapi('PanelEditResult');

export const EditHistorySchema = z.object({ edits: z.array(SceneSchema).openapi({ description: 'Edits made of the picture, newest first' }) }).openapi('EditHistory');
