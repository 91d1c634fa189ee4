import { z } from '../zod';

export const ErrorSchema = z.object({ error: z.string() }).openapi('Error');

export const IdParams = z.object({ id: z.uuid() });

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
