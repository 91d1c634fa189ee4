import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import { SESSION_FORMAT } from '../config/pricing';
import { withExamples } from './openapi-examples';

/** Every tag an operation may carry, with what it groups: the document defines them all. */
export const API_TAGS = {
  Session: 'Console sign-up, sign-in and sign-out: a session cookie plus a CSRF token, an alternative to API keys for the web console.',
  Account: 'Credits, their history and API keys of the caller.',
  Characters: 'Characters: create, describe, draw reference sheets, lock, publish.',
  Generation: 'Paid scene generation (single, multi-character, variations, storybooks) scored for consistency.',
  Library: 'The public character library: browse without a key, import into your account.',
  'Brand kits (beta)': 'Brand palettes, voices and assets that scenes can follow.',
  Comics: 'Comics: plan and generate panels, letter them, read and export them.',
  Marketplace: 'Sell your published characters for credits and buy locked copies of others.',
  Webhooks: 'Signed webhooks (Standard Webhooks) that tell your server when comics, storybooks and reference sheets are done, of sales and of a low balance: endpoints, their deliveries and attempts, redelivery.',
  Payments: 'Stripe checkout for plans, credit top-ups, the customer portal, and the signed webhook that grants what was paid.',
  Files: 'Stored images and PDFs behind unguessable URLs.',
  Operations: 'Health and metrics for operators.',
} as const;

export type ApiTag = keyof typeof API_TAGS;

export function createOpenApiRegistry(): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', description: 'lk_live_... API key' });
  registry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_FORMAT.cookieName,
    description: `The console's session (POST /api/session); POST, PATCH and DELETE also need the ${SESSION_FORMAT.csrfHeader} header from GET /api/session`,
  });
  return registry;
}

export function buildOpenApiDocument(registry: OpenAPIRegistry, serverUrl: string) {
  const document = new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Likeness API',
      version: '1.0.0',
      description: 'Consistent illustrated characters, scenes, storybooks and comics.',
      license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      contact: { name: 'Likeness', url: serverUrl },
    },
    servers: [{ url: serverUrl }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
  });
  return withExamples(document);
}
