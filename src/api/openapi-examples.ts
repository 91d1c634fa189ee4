// Request and answer examples for /openapi.json, made from the schemas the zod definitions produced, so an example
// can never describe a field the API does not have. Generators and the linters (Redocly, Spectral) check each one
// against its schema.

/** The part of an OpenAPI 3.0 schema object the examples read. */
interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
}

interface MediaObject {
  schema?: SchemaObject;
  example?: unknown;
}

interface OperationObject {
  requestBody?: { content?: Record<string, MediaObject> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaObject> }>;
}

interface DocumentWithSchemas {
  paths?: object;
  components?: { schemas?: object };
}

const JSON_MEDIA = 'application/json';
const MAX_DEPTH = 12;
const EXAMPLE_UUID = '3f2c1b9e-8d4a-4c6b-9e1f-2a7b5c3d4e6f';
const EXAMPLE_TIME = '2026-01-15T09:30:00.000Z';
const EXAMPLE_COLOUR = '#c0392b';
/** A file in base64 (format byte): a one-pixel PNG of EXAMPLE_COLOUR. */
const EXAMPLE_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4YKkNAALhASWvozBbAAAAAElFTkSuQmCC';

/** Words for string fields by name, so examples read like the API's real answers. */
const STRING_BY_FIELD: Array<[RegExp, string]> = [
  [/url$/, 'https://likeness.example/files/references/3f2c1b9e.png'],
  [/email/, 'you@example.com'],
  [/password/, 'correct horse battery staple'],
  [/^(name|character_name)$/, 'Mara'],
  [/title/, 'The Windy Hill'],
  [/description|summary|idea/, 'A young woman with short black hair, brown eyes and a red scarf'],
  [/prompt|scene|caption|text/, 'reading a map on a windy hilltop'],
  [/reason/, 'Hair, scarf and face match the reference sheet'],
  [/key$/, 'lk_live_4f9a2c7e1b8d3a6f5c0e9b2d7a4f1c8e'],
  [/prefix/, 'lk_live_4f9a'],
  [/label/, 'front'],
];

function stringFor(field: string, schema: SchemaObject): string {
  if (schema.format === 'uuid') return EXAMPLE_UUID;
  if (schema.format === 'date-time') return EXAMPLE_TIME;
  if (schema.format === 'byte') return EXAMPLE_BASE64;
  if (schema.pattern) {
    if (new RegExp(schema.pattern).test(EXAMPLE_COLOUR)) return EXAMPLE_COLOUR;
    throw new Error(`no example string matches ${schema.pattern}`);
  }
  const text = STRING_BY_FIELD.find(([pattern]) => pattern.test(field))?.[1] ?? (field.replace(/_/g, ' ') || 'text');
  const padded = text.padEnd(schema.minLength ?? 0, '.');
  return schema.maxLength === undefined ? padded : padded.slice(0, schema.maxLength);
}

function numberFor(field: string, schema: SchemaObject): number {
  const floor = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 0) + (schema.exclusiveMinimum === true ? 1 : 0);
  const wanted = /credits|price|balance|amount/.test(field) ? 10 : /score/.test(field) ? (schema.type === 'number' ? 0.86 : 86) : 1;
  const value = Math.max(floor, wanted);
  return schema.maximum === undefined ? value : Math.min(value, schema.maximum);
}

/** A value `schema` accepts, named `field` in its parent (which picks realistic words and numbers). */
export function exampleOf(schema: SchemaObject, schemas: Record<string, SchemaObject>, field = '', depth = 0): unknown {
  if (depth > MAX_DEPTH) throw new Error('schema nests too deeply for an example');
  if (schema.$ref) return exampleOf(schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {}, schemas, field, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.allOf) {
    // A named enum with a description beside it is an allOf of a string and an empty object: the string is the example.
    const parts = schema.allOf.map((part) => exampleOf(part, schemas, field, depth + 1));
    const value = parts.find((part) => typeof part !== 'object' || part === null || Array.isArray(part));
    return value ?? Object.assign({}, ...parts);
  }
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (choice) return exampleOf(choice, schemas, field, depth + 1);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property, schemas, name, depth + 1)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleOf(schema.items ?? {}, schemas, field, depth + 1));
    case 'string':
      return stringFor(field, schema);
    case 'integer':
    case 'number':
      return numberFor(field, schema);
    case 'boolean':
      return true;
    default:
      return {};
  }
}

/** An error answer's example says what the response description says. */
function mediaExample(media: MediaObject, schemas: Record<string, SchemaObject>, status?: string, description?: string): unknown {
  const example = exampleOf(media.schema ?? {}, schemas);
  const isError = status !== undefined && Number(status) >= 400;
  if (isError && description && example && typeof example === 'object' && 'error' in example) return { ...example, error: description };
  return example;
}

/** Sets the media's example unless it has one; a schema no example can be made for is left without (a test lists those). */
function addExample(media: MediaObject | undefined, schemas: Record<string, SchemaObject>, status?: string, description?: string): void {
  if (!media || media.example !== undefined) return;
  try {
    media.example = mediaExample(media, schemas, status, description);
  } catch {
    // Left out: the OpenAPI test names every JSON body without an example.
  }
}

/** Adds an example to every JSON request body and answer of `document` that has none (in place; returns it). */
export function withExamples<D extends DocumentWithSchemas>(document: D): D {
  const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject>;
  for (const item of Object.values(document.paths ?? {}) as object[]) {
    for (const operation of Object.values(item) as OperationObject[]) {
      addExample(operation.requestBody?.content?.[JSON_MEDIA], schemas);
      for (const [status, response] of Object.entries(operation.responses ?? {})) addExample(response.content?.[JSON_MEDIA], schemas, status, response.description);
    }
  }
  return document;
}
