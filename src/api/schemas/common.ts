import { EXACT_COUNT_LIMIT } from '../../db/keyset';
import { describeCharacters, uncoveredCharacters } from '../../lettering/fonts';
import { canonicalLanguage } from '../../lettering/language';
import { z } from '../zod';

export const ErrorSchema = z.object({ error: z.string() }).openapi('Error');

export const IdParams = z.object({ id: z.uuid() });

/** A page-size query parameter: 1 to `max`, `default` when left out; anything else is a 400 naming the rule. */
export const pageLimit = (range: { default: number; max: number }) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(range.max, `must be at most ${range.max}`)
    .default(range.default)
    .openapi({ description: `Page size, 1-${range.max} (default ${range.default}); above ${range.max} is a 400` });

/** Entries to skip, for the next pages of a list paged by offset. */
export const pageOffset = () =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(1_000_000, 'must be at most 1000000')
    .default(0)
    .openapi({ description: 'Entries to skip, for the next pages' });

/** The cursor of a keyset-paged list: the next_cursor of the page before (src/db/keyset.ts). */
export const pageCursor = () =>
  z
    .string()
    .max(1000, 'must be the next_cursor of the page before')
    .optional()
    .openapi({ description: 'next_cursor of the page before: the page after it, read from where that page ended (however deep), with no offset' });

/** Whether a search's total was counted or estimated (src/db/keyset.ts boundedCount). */
export const totalExactField = () =>
  z.boolean().openapi({ description: `false when the search matched more than ${EXACT_COUNT_LIMIT.toLocaleString('en')} entries: total is then PostgreSQL's estimate, not a count` });

/** The field that names the page after this one. */
export const nextCursorField = () =>
  z
    .string()
    .nullable()
    .openapi({ description: 'Pass as cursor for the next page; null on the last page. Pages read by cursor repeat the total counted for the first page' });

export const isoDate = () => z.string().openapi({ format: 'date-time' });

/** The file fields of multipart forms, so the form parser knows which parts must carry a filename. */
const FILE_FIELDS = new WeakSet<z.ZodType>();

/** A file field of a multipart form: documented in OpenAPI as binary, read with readUpload (not part of the parsed fields). */
export function fileField(description: string): z.ZodType {
  const field = z.unknown().optional().openapi({ type: 'string', format: 'binary', description });
  FILE_FIELDS.add(field);
  return field;
}

/** The names of a form schema's file fields. */
export function fileFieldsOf(form: z.ZodType): string[] {
  if (!(form instanceof z.ZodObject)) return [];
  return Object.entries(form.shape as Record<string, z.ZodType>)
    .filter(([, field]) => FILE_FIELDS.has(field))
    .map(([name]) => name);
}

/** The answers every paid request may give besides its own: 402 before anything runs, 503 when it cannot run or was stopped. */
export const PAID_RUN_RESPONSES = {
  402: { description: 'Not enough credits (the body carries credits and required); nothing was started', schema: ErrorSchema },
  503: {
    description: 'Busy (Retry-After), no worker, a service the run depends on failed, or an operator stopped the run; undelivered credits are refunded',
    schema: ErrorSchema,
  },
};

/** A paid request whose one unit could not be made: every attempt failed in the image model or the judge. */
export const MODEL_FAILED_RESPONSE = { description: 'The image model or the judge failed on every attempt (named in the error); refunded', schema: ErrorSchema };

/** A request the image provider refused under its content policy: about the request, so not retried; refunded. */
export const CONTENT_REFUSED_RESPONSE = {
  description: "The image provider refused the request under its content policy (the error names the provider and its reason); not retried, refunded",
  schema: ErrorSchema,
};

/** A unit's failure as a status: 502 the model failed (also every unit recorded before refusals had their own). */
export const MODEL_FAILED_STATUS = 502;

/** The status of one failed unit (a variant, a page, a panel, a label) as the whole request would have answered it. */
export const FailureStatus = z.number().int().openapi({ description: '422: the image provider refused the request under its content policy; 502: the model failed' });

/** A reference-sheet picture's text alternative. */
export const ReferenceAltText = z.string().openapi({
  description: 'What the reference picture shows, for readers who cannot see it: the character, the view or mood, and how it looks',
  example: 'Mara, front view: A young woman with short black hair, brown eyes and a red scarf.',
});

/**
 * Text that is lettered or set in a book: 400 naming the characters no shipped font can draw (decisions.md
 * "Languages"), checked with the body, before anything is charged.
 */
export function letteredText<T extends z.ZodType<string>>(schema: T, field: string) {
  return schema.superRefine((text, ctx) => {
    const missing = uncoveredCharacters(text);
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: `${field}: no lettering font has ${describeCharacters(missing)}; use characters of a script the service letters` });
  });
}

/** A book's language (comic or storybook): a BCP 47 tag, kept in its canonical form. */
export const BookLanguage = z
  .string()
  .trim()
  .transform((tag, ctx) => {
    const canonical = canonicalLanguage(tag);
    if (!canonical) ctx.addIssue({ code: 'custom', message: `language: "${tag}" is not a BCP 47 language tag (e.g. ja, zh-Hans, ar, pt-BR)` });
    return canonical ?? tag;
  })
  .openapi({ type: 'string', description: 'BCP 47 language of the texts (e.g. ja, zh-Hans, ar, pt-BR); detected from them when not given', example: 'ja' });

/** What a signed webhook from a provider (Stripe, Replicate, fal) is answered with. */
export function webhookReceipt(name: string, appliedDescription: string) {
  return z.object({ received: z.literal(true), applied: z.boolean().openapi({ description: appliedDescription }), detail: z.string() }).openapi(name);
}
