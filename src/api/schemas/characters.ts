import { CHARACTER_STATUSES } from '../../entities/character';
import { DEFAULTS, LIMITS } from '../../config/pricing';
import { SPECIES } from '../../vocabulary';
import { z } from '../zod';
import { FailureStatus, fileField, isoDate, pageCursor, pageLimit, ReferenceAltText } from './common';

const LABELS = LIMITS.referenceLabels;
const TEXT = LIMITS.characterText;

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

export const CreateCharacterForm = z.object({
  name: requiredText(TEXT.name),
  description: requiredText(TEXT.description).openapi({ description: 'How the character looks: the descriptor is derived from it' }),
  style_notes: z.string().trim().max(TEXT.styleNotes, `must be at most ${TEXT.styleNotes} characters`).optional(),
  image: fileField('Optional source image (PNG, JPEG or WebP; at most 10 MB and 40 megapixels). One photographed face gives face_mode "pulid".'),
});

const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #RRGGBB').openapi({ pattern: '^#[0-9a-fA-F]{6}$' });

export const DescriptorSchema = z
  .object({
    species: z.enum(SPECIES),
    age: z.enum(['child', 'teen', 'adult', 'elder']),
    hair: z.object({ style: z.string(), color: HexColour }),
    skin: HexColour.openapi({ description: 'Skin, fur or plating colour' }),
    eyes: HexColour,
    build: z.enum(['slim', 'average', 'broad']),
    outfit: z.array(z.object({ piece: z.string(), color: HexColour })),
    accessories: z.array(z.string()),
    palette: z.array(HexColour),
    defaults: z.array(z.string()).optional().openapi({ description: "Parts the description did not state, filled with neutral defaults ('hair colour', 'eyes', an outfit piece, 'shirt colour'...)" }),
  })
  .openapi('CharacterDescriptor');

export const EditCharacterBody = z
  .object({
    name: requiredText(TEXT.name).optional(),
    description: requiredText(TEXT.description).optional(),
    style_notes: z.string().trim().max(TEXT.styleNotes, `must be at most ${TEXT.styleNotes} characters`).nullable().optional(),
    descriptor: DescriptorSchema.optional(),
  })
  .openapi('EditCharacter', { description: 'What to change of a draft: a descriptor is given whole, as it should be (colours #RRGGBB)' });

export const CharacterSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    style_notes: z.string().nullable(),
    source_image_url: z.string().nullable(),
    face_mode: z.enum(['pulid', 'illustrated']).nullable().openapi({ description: 'null without a source image' }),
    status: z.enum(CHARACTER_STATUSES).openapi({ description: 'draft -> (lock) -> locked -> (publish) -> published; unlock: locked -> draft' }),
    descriptor: DescriptorSchema,
    created_at: isoDate(),
  })
  .openapi('Character');

export const CreatedCharacterSchema = CharacterSchema.extend({
  warning: z.string().optional().openapi({ description: 'Present when several people were detected in the image' }),
}).openapi('CreatedCharacter');

export const ReferenceImageSchema = z
  .object({ id: z.uuid(), character_id: z.uuid(), label: z.string(), image_url: z.string(), alt_text: ReferenceAltText, created_at: isoDate() })
  .openapi('ReferenceImage');

export const CharacterWithReferencesSchema = CharacterSchema.extend({ references: z.array(ReferenceImageSchema) }).openapi(
  'CharacterWithReferences',
);

export const CharacterListItemSchema = CharacterSchema.extend({
  reference_image_url: z.string().nullable().openapi({
    description: 'A thumbnail of the reference sheet: the front view, else the first reference drawn; null before the character has references',
  }),
  reference_image_alt_text: ReferenceAltText.nullable(),
}).openapi('CharacterListItem');

export const CharacterListSchema = z.array(CharacterListItemSchema);

export const CharacterListQuery = z.object({
  limit: pageLimit(LIMITS.characterListLimit),
  cursor: pageCursor(),
});

export const CharacterListHeaders = z.object({
  Link: z.string().optional().openapi({
    description: 'The next page, as RFC 8288 `<url>; rel="next"` (absent on the last page): follow it until there is none',
    example: '<https://likeness.example/api/characters?limit=100&cursor=eyJ…>; rel="next"',
  }),
  'X-Next-Cursor': z.string().optional().openapi({ description: "The next page's cursor (the one in Link); absent on the last page" }),
  'X-Total-Count': z.string().optional().openapi({ description: 'How many characters you have' }),
});

export const DeletedCharacterSchema = z.object({ deleted: z.boolean(), id: z.uuid() });

const Label = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, 'must not be empty')
  .max(LABELS.maxLength, `must be at most ${LABELS.maxLength} characters`);

export const GenerateReferencesBody = z
  .object({
    labels: z
      .array(Label)
      .min(LABELS.min, `must hold at least ${LABELS.min} label`)
      .max(LABELS.max, `must hold at most ${LABELS.max} labels`)
      .refine((labels) => new Set(labels).size === labels.length, 'must not repeat a label')
      .optional()
      .openapi({ description: `Views and moods to draw; default ${DEFAULTS.referenceLabels.join(', ')}` }),
    model: z.string({ error: 'must be a string' }).optional().openapi({ description: 'An image model name (GET /api/models)' }),
  })
  .default({});

export const ReferencesResultSchema = z
  .object({
    generated: z.number().int().openapi({ description: 'Images made by this request' }),
    references: z.array(ReferenceImageSchema).openapi({ description: "All of the character's reference images" }),
    failures: z
      .array(z.object({ label: z.string(), error: z.string(), status: FailureStatus }))
      .openapi({ description: 'Labels that could not be drawn, and why' }),
  })
  .openapi('ReferenceSheet');
