import type { ApiKey } from '../../entities/api-key';
import type { CreditEntry, CreditEntryKind } from '../../entities/credit-entry';
import { describeEntries } from '../../services/ledger-descriptions';
import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import {
  ApiKeyListSchema,
  CreateApiKeyBody,
  CreatedApiKeySchema,
  CreditHistoryQuery,
  CreditHistorySchema,
  CreditsSchema,
  RevokeApiKeyBody,
  RevokedSchema,
} from '../schemas/account';
import { ErrorSchema } from '../schemas/common';

const KEY_WARNING = 'Store this key now: it is shown only once and cannot be recovered.';

function apiKeyView(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    key_prefix: key.keyPrefix,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}

/** A ledger row as the history shows it; `description` is the row's own in words (ids named by titles). */
function creditEntryView(entry: CreditEntry, description: string | null) {
  return {
    id: entry.id,
    kind: entry.kind as Exclude<CreditEntryKind, 'delivery'>,
    amount: entry.amount,
    balance_after: entry.balanceAfter,
    description,
    created_at: entry.createdAt.toISOString(),
  };
}

export function accountRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'get',
    path: '/api/credits',
    operationId: 'getCredits',
    description: 'The current credit balance and plan of the caller.',
    tag: 'Account',
    summary: "The caller's credit balance and plan",
    responses: { 200: { description: 'Balance', schema: CreditsSchema } },
    handler: async (_ctx, { user }) => ({ body: { credits: await deps.services.ledger.balance(user.id), plan: user.plan } }),
  });

  routes.add({
    method: 'get',
    path: '/api/credits/history',
    operationId: 'listCreditHistory',
    description:
      'Grants, charges and refunds of the caller, newest first, paged with limit and offset or with cursor (next_cursor of the page before); each entry carries the balance after it.',
    tag: 'Account',
    summary: "The caller's credit ledger, newest first",
    query: CreditHistoryQuery,
    responses: {
      200: { description: 'Grants, charges and refunds', schema: CreditHistorySchema },
      400: { description: 'limit or offset out of range, or a cursor from another list', schema: ErrorSchema },
    },
    handler: async (_ctx, { user, query }) => {
      const { rows: entries, total, nextCursor } = await deps.services.ledger.history(user.id, query);
      const words = await describeEntries(deps.dataSource, user.id, entries);
      return { body: { entries: entries.map((entry) => creditEntryView(entry, words.get(entry.id) ?? entry.description)), total, next_cursor: nextCursor } };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/api-keys',
    operationId: 'listApiKeys',
    description: 'Every API key of the caller, active and revoked, newest first. Only the 12-character prefix of each key is shown.',
    tag: 'Account',
    summary: "The caller's API keys (prefixes only)",
    responses: { 200: { description: 'Keys, newest first', schema: ApiKeyListSchema } },
    handler: async (_ctx, { user }) => ({ body: { keys: (await deps.services.apiKeys.list(user.id)).map(apiKeyView) } }),
  });

  routes.add({
    method: 'post',
    path: '/api/api-keys',
    operationId: 'createApiKey',
    description: 'Creates an API key and returns the full key once: it is stored only as a hash. The plan caps the number of active keys (free 3, creator 25, others 5).',
    tag: 'Account',
    summary: 'Create an API key; the full key is returned this once',
    body: CreateApiKeyBody,
    responses: {
      201: { description: 'Created', schema: CreatedApiKeySchema },
      400: { description: "Invalid name, or the plan's active-key cap is reached", schema: ErrorSchema },
    },
    handler: async (_ctx, { user, body }) => {
      const { apiKey, key } = await deps.services.apiKeys.create(user.id, body.name);
      return { status: 201, body: { ...apiKeyView(apiKey), key, warning: KEY_WARNING } };
    },
  });

  routes.add({
    method: 'delete',
    path: '/api/api-keys',
    operationId: 'revokeApiKey',
    description: 'Revokes one of the caller\'s keys at once: requests with it get 401 and a slot under the plan\'s cap is freed.',
    tag: 'Account',
    summary: 'Revoke one of your API keys',
    body: RevokeApiKeyBody,
    responses: {
      200: { description: 'Revoked', schema: RevokedSchema },
      400: { description: 'key_id missing or not a UUID', schema: ErrorSchema },
      404: { description: 'No such key of yours', schema: ErrorSchema },
    },
    handler: async (_ctx, { user, body }) => {
      await deps.services.apiKeys.revoke(user.id, body.key_id);
      return { body: { revoked: true } };
    },
  });
}
