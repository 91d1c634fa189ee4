import { DEFAULTS, LIMITS } from '../../config/pricing';
import { z } from '../zod';
import { isoDate, nextCursorField, pageCursor, pageLimit, pageOffset } from './common';

export const CreditsSchema = z.object({ credits: z.number().int(), plan: z.string() }).openapi('Credits');

export const ApiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    key_prefix: z.string(),
    created_at: isoDate(),
    last_used_at: isoDate().nullable(),
    revoked_at: isoDate().nullable(),
  })
  .openapi('ApiKey');

export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string(), warning: z.string() }).openapi('CreatedApiKey');

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) });

export const CreateApiKeyBody = z
  .object({ name: z.string().trim().min(1).max(100).default(DEFAULTS.apiKeyName) })
  .default({ name: DEFAULTS.apiKeyName });

export const RevokeApiKeyBody = z.object({ key_id: z.uuid() });

export const RevokedSchema = z.object({ revoked: z.boolean() });

export const CreditHistoryQuery = z.object({ limit: pageLimit(LIMITS.creditHistoryLimit), offset: pageOffset(), cursor: pageCursor() });

export const CreditEntrySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(['grant', 'charge', 'refund', 'purchase', 'sale', 'fee']).openapi({
      description:
        'grant adds credits (operator or sign-up), charge takes them for a run, refund returns an undelivered unit, purchase is credits bought through Stripe, sale is a marketplace sale paid to the seller and fee the platform share taken from it',
    }),
    amount: z.number().int().openapi({ description: 'Signed change of the balance: negative for a charge' }),
    balance_after: z.number().int(),
    description: z.string().nullable(),
    created_at: isoDate(),
  })
  .openapi('CreditEntry');

export const CreditHistorySchema = z
  .object({
    entries: z.array(CreditEntrySchema),
    total: z.number().int().openapi({ description: 'All entries of the caller, not only this page' }),
    next_cursor: nextCursorField(),
  })
  .openapi('CreditHistory');
