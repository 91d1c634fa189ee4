import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';

export function createOpenApiRegistry(): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', description: 'lk_live_... API key' });
  return registry;
}

export function buildOpenApiDocument(registry: OpenAPIRegistry, serverUrl: string) {
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Likeness API',
      version: '1.0.0',
      description: 'Consistent illustrated characters, scenes, storybooks and comics.',
    },
    servers: [{ url: serverUrl }],
  });
}
