import { LIMITS } from '../../config/pricing';
import { z } from '../zod';
import { Caption, CaptionType, PANEL_ALT_TEXT_EXAMPLE, ReadingDirection } from './comics';

const pageNumber = z.coerce.number().int().min(LIMITS.panelPageNumber.min).max(LIMITS.panelPageNumber.max);

export const DirectionQuery = z.object({
  direction: ReadingDirection.optional().openapi({ description: "Reading order: the comic's reading_direction by default; rtl only for manga_bw comics and comics in a right-to-left language" }),
});

export const PdfQuery = DirectionQuery.extend({
  layout: z.enum(['pages', 'panels']).default('pages').openapi({ description: 'pages: laid-out printed pages (default); panels: one panel per page' }),
});

export const LayoutPageParams = z.object({ id: z.uuid(), page: z.coerce.number().int().min(1).max(LIMITS.panelPageNumber.max) });
export const WebtoonSliceParams = z.object({ id: z.uuid(), slice: z.coerce.number().int().min(1).max(100) });
export const PanelSlotParams = z.object({ id: z.uuid(), page_number: pageNumber });

const Anchor = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });

export const LetteringBody = z.object({
  caption: Caption.optional(),
  caption_type: CaptionType.optional(),
  speaker: z.string().trim().min(1).max(200).nullable().optional().openapi({ description: "One of the comic's characters; null clears it" }),
  bubble_anchors: z
    .array(Anchor)
    .max(20)
    .optional()
    .openapi({ description: "New centres of the panel's bubbles in order, in percent of the panel (0-100)" }),
  alt_text: z
    .string()
    .trim()
    .min(1)
    .max(LIMITS.panelAltText)
    .nullable()
    .optional()
    .openapi({ description: "Your own text alternative for the panel, kept through lettering edits; null goes back to the one made from the panel's plan and lettering", example: PANEL_ALT_TEXT_EXAMPLE }),
});

const FrameSchema = z.object({ page_number: z.number().int(), x: z.number().int(), y: z.number().int(), width: z.number().int(), height: z.number().int() });

export const LayoutSchema = z
  .object({
    comic_id: z.uuid(),
    direction: ReadingDirection,
    page_width: z.number().int(),
    page_height: z.number().int(),
    pages: z.array(
      z.object({
        page: z.number().int(),
        template: z.string(),
        url: z.string().openapi({ description: 'The laid-out page as PNG (needs the API key)' }),
        panels: z.array(FrameSchema).openapi({ description: 'Where each panel sits on the page, in reading order (pixels)' }),
      }),
    ),
  })
  .openapi('ComicLayout');

export const WebtoonSchema = z
  .object({
    comic_id: z.uuid(),
    lang: z.string().openapi({ description: "BCP 47 language of the strip's lettering and alt texts: the lang of a reader's page", example: 'ko' }),
    width: z.number().int(),
    height: z.number().int().openapi({ description: 'Height of the whole strip' }),
    slices: z.array(
      z.object({
        slice: z.number().int(),
        url: z.string(),
        top: z.number().int(),
        height: z.number().int(),
        alt_text: z.string().openapi({
          description: "What the slice's picture shows, for its img alt: the text alternative of each panel it holds, in reading order, or that a panel from the slice before goes on",
          example: `Panel 2. ${PANEL_ALT_TEXT_EXAMPLE} Panel 3, continued.`,
        }),
        panels: z
          .array(z.object({ page_number: z.number().int(), continued: z.boolean().openapi({ description: 'The panel began in an earlier slice' }) }))
          .openapi({ description: 'The panels the slice shows, top to bottom' }),
      }),
    ),
  })
  .openapi('ComicWebtoon');
