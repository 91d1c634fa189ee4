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

export const isoDate = () => z.string().openapi({ format: 'date-time' });

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
