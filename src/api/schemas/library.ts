import { LIMITS } from '../../config/pricing';
import { z } from '../zod';
import { nextCursorField, pageCursor, pageLimit, ReferenceAltText, totalExactField } from './common';

export const LibraryQuery = z.object({
  search: z.string().max(LIMITS.librarySearchLength, `must be at most ${LIMITS.librarySearchLength} characters`).optional(),
  limit: pageLimit(LIMITS.libraryLimit),
  cursor: pageCursor(),
});

export const LibraryCharacterSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    style_notes: z.string().nullable(),
    appearance_summary: z.string(),
    clothing_description: z.string().nullable(),
    personality_traits: z.array(z.string()),
    reference_image_url: z.string().nullable().openapi({ description: 'The front view, when there is one' }),
    reference_image_alt_text: ReferenceAltText.nullable(),
    usage_count: z.number().int(),
  })
  .openapi('LibraryCharacter');

export const LibraryPageSchema = z
  .object({
    characters: z.array(LibraryCharacterSchema),
    total: z.number().int().openapi({ description: 'Number of all matches, not only this page' }),
    total_exact: totalExactField(),
    next_cursor: nextCursorField(),
  })
  .openapi('LibraryPage');

export const ImportBody = z.object({ library_character_id: z.uuid({ error: 'must be the id (a UUID) of a library character' }) });

export const ImportedSchema = z.object({ character_id: z.uuid(), name: z.string() }).openapi('LibraryImport');
