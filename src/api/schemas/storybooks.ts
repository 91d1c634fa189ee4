import { LIMITS } from '../../config/pricing';
import { PDF_PAGE_SIZES, STORYBOOK_STATUSES } from '../../entities/storybook';
import { z } from '../zod';
import { BookLanguage, FailureStatus, isoDate, letteredText, nextCursorField, notUnderstoodWarning, pageCursor, pageLimit, pageOffset } from './common';
import { SceneAltText } from './generation';

export const StorybookBody = z
  .object({
    pages: z
      .array(letteredText(z.string().trim().min(1, 'a page needs a scene description').max(4000), 'pages'))
      .min(1)
      .max(LIMITS.storybookPages)
      .openapi({ description: `One scene description per page, at most ${LIMITS.storybookPages}` }),
    character_id: z.uuid().optional(),
    character_ids: z
      .array(z.uuid())
      .min(LIMITS.multiCharacters.min)
      .max(LIMITS.multiCharacters.max)
      .refine((ids) => new Set(ids).size === ids.length, 'character_ids must be distinct')
      .optional(),
    art_style: z.string().trim().max(200).optional(),
    model: z.string().optional().openapi({ description: 'Extension: image model for every page (GET /api/models); default model when omitted' }),
    consistency_check: z.boolean().default(false).openapi({ description: 'false: one scored attempt per page; true: up to 3 attempts until the score reaches 0.90' }),
    export_pdf: z.boolean().default(false),
    pdf_page_size: z.enum(PDF_PAGE_SIZES).default('a4').openapi({ description: 'Extension: page size of the exported PDF' }),
    language: BookLanguage.optional(),
  })
  .refine((body) => (body.character_id === undefined) !== (body.character_ids === undefined), {
    message: 'give exactly one of character_id (one character) or character_ids (2-4 characters)',
    path: ['character_id'],
  });

export const StorybookPatchBody = z.object({ language: BookLanguage });

export const StorybookPageSchema = z.object({
  page: z.number().int().openapi({ description: '1-based' }),
  prompt: z.string(),
  image_url: z.string().nullable(),
  alt_text: SceneAltText.nullable().openapi({ description: "What the page's picture shows, for readers who cannot see it; null while it has none" }),
  consistency_score: z.number().int(),
  error: z.string().optional().openapi({ description: 'Present for a failed page' }),
  error_status: FailureStatus.optional().openapi({ description: 'Present for a failed page: 422 when the image provider refused its request under its content policy, 502 when the model failed' }),
});

const StorybookStatusSchema = z.enum(STORYBOOK_STATUSES).openapi('StorybookStatus');

const PageCounts = {
  total_pages: z.number().int(),
  generated: z.number().int(),
  failed: z.number().int(),
};

export const StorybookResultSchema = z
  .object({
    id: z.uuid(),
    status: StorybookStatusSchema,
    character_ids: z.array(z.string()),
    character_names: z.array(z.string()),
    language: z.string().openapi({ description: 'BCP 47 language of the page texts, given or detected; the PDF is set and declared in it', example: 'ja' }),
    ...PageCounts,
    pages: z.array(StorybookPageSchema),
    pdf_url: z.string().nullable().optional().openapi({ description: 'Present when export_pdf was true' }),
  })
  .openapi('StorybookResult');

export const CreatedStorybookSchema = StorybookResultSchema.extend({
  warning: notUnderstoodWarning('its image model reads English only (a built-in one) and the page texts are in another language'),
}).openapi('CreatedStorybook');

export const StorybookListQuery = z.object({ limit: pageLimit(LIMITS.storybookListLimit), offset: pageOffset(), cursor: pageCursor() });

export const StorybookListSchema = z
  .object({
    storybooks: z.array(
      z
        .object({
          id: z.uuid(),
          title: z.string().openapi({
            description: `The first page's scene description (at most ${LIMITS.shownTitleLength} characters, cut at a word): a storybook has no title of its own`,
          }),
          status: StorybookStatusSchema,
          character_names: z.array(z.string()),
          ...PageCounts,
          created_at: isoDate(),
        })
        .openapi('StorybookSummary'),
    ),
    total: z.number().int().openapi({ description: 'All your storybooks, not only this page' }),
    limit: z.number().int(),
    offset: z.number().int(),
    next_cursor: nextCursorField(),
  })
  .openapi('StorybookList');

export const DeletedStorybookSchema = z.object({ deleted: z.literal(true), id: z.uuid() }).openapi('DeletedStorybook');
