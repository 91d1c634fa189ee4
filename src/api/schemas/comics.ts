import { BUBBLE_TYPES } from '../../comics/bubbles';
import { countWords } from '../../comics/script';
import { DEFAULTS, LIMITS } from '../../config/pricing';
import { COMIC_SHOTS, COMIC_STYLES } from '../../vocabulary';
import { BookLanguage, FailureStatus, isoDate, letteredText } from './common';
import { PoseInput } from './poses';
import { z } from '../zod';

const title = z.string().trim().min(1).max(LIMITS.comicTitle);
const characterIds = z
  .array(z.uuid())
  .min(LIMITS.comicCharacters.min)
  .max(LIMITS.comicCharacters.max)
  .refine((ids) => new Set(ids).size === ids.length, 'character_ids must be distinct');
/** Named enums: one type each in generated clients, however many fields use them. */
export const ComicStyleKey = z.enum(COMIC_STYLES).openapi('ComicStyleKey');
export const ComicShot = z.enum(COMIC_SHOTS).openapi('ComicShot');
export const CaptionType = z.enum(['narration', 'dialogue']).openapi('CaptionType');
const READING_DIRECTIONS = ['ltr', 'rtl'] as const;
export const ReadingDirection = z.enum(READING_DIRECTIONS).openapi('ReadingDirection', { description: 'Reading order: ltr (left to right), or rtl (manga, right-to-left languages)' });
/** A panel's caption: at most 10 words (by the Unicode word rules), every character one a lettering font has. */
export const Caption = letteredText(
  z
    .string()
    .trim()
    .refine((caption) => countWords(caption) <= LIMITS.panelCaptionWords, `caption: at most ${LIMITS.panelCaptionWords} words`),
  'caption',
);
const stylePreset = ComicStyleKey.default(DEFAULTS.comicStyle);
const pageNumber = z.number().int().min(LIMITS.panelPageNumber.min).max(LIMITS.panelPageNumber.max);

const OutfitLockSchema = z
  .object({
    character_name: z.string().trim().min(1).max(200),
    outfit: z.string().trim().min(1).max(LIMITS.comicOutfit),
  })
  .openapi('OutfitLock');

export const CreateComicBody = z.object({
  title,
  character_ids: characterIds,
  style_preset: stylePreset,
  story_prompt: letteredText(z.string().trim().max(LIMITS.comicStoryPrompt), 'story_prompt').default(''),
  setting: z.string().trim().max(LIMITS.comicSetting).default(''),
  language: BookLanguage.optional(),
  outfit_locks: z
    .array(OutfitLockSchema)
    .max(LIMITS.comicCharacters.max)
    .refine((locks) => new Set(locks.map((lock) => lock.character_name.toLowerCase())).size === locks.length, 'outfit_locks: one lock per character')
    .default([]),
});

export const GenerateComicBody = z.object({
  title,
  story_prompt: letteredText(z.string().trim().min(1).max(LIMITS.comicStoryPrompt), 'story_prompt'),
  character_ids: characterIds,
  language: BookLanguage.optional(),
  page_count: z.number().int().min(LIMITS.comicPageCount.min).max(LIMITS.comicPageCount.max).default(LIMITS.comicPageCount.default),
  style_preset: stylePreset,
});

export const PanelBody = z
  .object({
    page_number: pageNumber,
    action: z.string().trim().min(1).max(LIMITS.panelAction),
    shot: ComicShot.default(DEFAULTS.panelShot),
    caption: Caption.default(''),
    caption_type: CaptionType.default('narration'),
    speaker: z.string().trim().min(1).max(200).optional(),
    continue_from: pageNumber.optional(),
    poses: z
      .record(z.uuid(), PoseInput)
      .optional()
      .openapi({ description: "A pose for each of the comic's characters that has one, by character id: a catalogue name (GET /api/poses), COCO keypoints in percent or OpenPose JSON; a posed character is in the panel" }),
  })
  .refine((body) => body.caption_type !== 'dialogue' || body.speaker !== undefined, {
    message: 'speaker is required when caption_type is dialogue',
    path: ['speaker'],
  })
  .refine((body) => body.continue_from === undefined || body.continue_from < body.page_number, {
    message: 'continue_from must be the page_number of an earlier panel',
    path: ['continue_from'],
  });

export const ComicPatchBody = z.object({ language: BookLanguage }).openapi({ description: 'The language to re-letter the comic in' });

export const RenderBody = z.object({ page_number: pageNumber.optional() });

export const PageParams = z.object({ id: z.uuid(), page: z.coerce.number().int().min(LIMITS.panelPageNumber.min).max(LIMITS.panelPageNumber.max) });

const PointSchema = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });

export const ComicBubbleSchema = z
  .object({
    type: z.enum(BUBBLE_TYPES).openapi({ description: 'speech, whisper (dashed), shout (burst), narration box, thought cloud or sound effect' }),
    text: z.string(),
    speaker_name: z.string().optional(),
    anchor: PointSchema.openapi({ description: 'Centre of the bubble, in percent of the panel' }),
    box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).openapi({ description: 'Bounds of the bubble, in percent of the panel' }),
    tail: PointSchema.optional().openapi({ description: 'Where a balloon tail points (the speaker), in percent of the panel' }),
    joins_previous: z.boolean().optional().openapi({ description: "Joined to the bubble before: the same speaker's next line" }),
    vertical: z.boolean().optional().openapi({ description: 'Set in vertical columns, top to bottom and right to left (a Japanese or Chinese manga read right to left); its box is tall' }),
  })
  .openapi('ComicBubble');

/** What a panel's alt text reads like. */
export const PANEL_ALT_TEXT_EXAMPLE =
  'Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH.';

export const PanelAltText = z.string().openapi({
  description:
    "The panel's text alternative, for readers who cannot see it: the framing and who is where (from the render), what happens (the action), then every bubble's words in reading order with who says them and how (\"Ana whispers: …\", \"Narration: …\", \"Sound: …\"), as written. Follows lettering edits unless a client set its own.",
  example: PANEL_ALT_TEXT_EXAMPLE,
});

export const ComicSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    story_prompt: z.string(),
    character_ids: z.array(z.uuid()),
    status: z.enum(['generating', 'ready', 'failed']),
    page_count: z.number().int(),
    setting: z.string(),
    outfit_locks: z.array(OutfitLockSchema),
    style_preset: ComicStyleKey,
    style_lock: z.string(),
    language: z.string().openapi({ description: 'BCP 47 language of its texts, given or detected; the lettering, exports and reading direction follow it', example: 'ja' }),
    reading_direction: z
      .enum(READING_DIRECTIONS)
      .openapi({ description: "Its pages' and bubbles' reading order: rtl for a right-to-left language, and for a manga in Japanese or Traditional Chinese" }),
    setting_anchor_url: z.string().nullable(),
    setting_anchor_alt_text: z
      .string()
      .nullable()
      .openapi({ description: 'What the establishing shot shows, for readers who cannot see it', example: 'Establishing shot of the setting: a night market of paper lanterns.' }),
    created_at: isoDate(),
    cover_image_url: z.string().nullable(),
    cover_image_alt_text: PanelAltText.nullable().openapi({ description: "The cover's text alternative: page 1's alt_text" }),
    error: z.string().nullable().openapi({ description: 'Why generation failed (status failed)' }),
  })
  .openapi('Comic');

export const ComicPanelSchema = z
  .object({
    id: z.uuid(),
    comic_id: z.uuid(),
    page_number: z.number().int(),
    image_url: z.string().nullable(),
    image_id: z.uuid().nullable().openapi({ description: 'Once the panel has been edited: the picture it shows, a generated image naming the one it was edited from (GET /api/scenes/{image_id}/edits lists the edits of a picture); null for a panel as drawn' }),
    caption: z.string(),
    caption_type: CaptionType,
    speaker: z.string().nullable(),
    action: z.string(),
    scene_prompt: z.string(),
    shot: ComicShot,
    bubbles: z.array(ComicBubbleSchema),
    alt_text: PanelAltText,
    alt_text_custom: z.boolean().openapi({ description: 'true when a client wrote alt_text (PATCH .../panels/{page_number}); lettering edits then keep it' }),
    page_url: z.string().nullable().openapi({ description: 'The panel with its bubbles drawn (PNG, needs the API key)' }),
    error: z.string().nullable(),
    error_status: FailureStatus.nullable().openapi({ description: 'With error: 422 when the image provider refused the panel under its content policy, 502 when the model failed; null otherwise' }),
    created_at: isoDate(),
  })
  .openapi('ComicPanel');

export const ComicWithPagesSchema = z.object({ comic: ComicSchema, pages: z.array(ComicPanelSchema) });
export const ComicListSchema = z.object({ comics: z.array(ComicSchema) });
export const PanelResultSchema = z.object({ panel: ComicPanelSchema, image_url: z.string() });
export const GenerateComicResultSchema = z.object({ id: z.uuid(), status: z.literal('generating'), page_count: z.number().int() });
export const DeletedComicSchema = z.object({ deleted: z.boolean(), id: z.uuid() });
