import { DEFAULTS } from '../../config/pricing';
import { z } from '../zod';
import { isoDate } from './common';

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
