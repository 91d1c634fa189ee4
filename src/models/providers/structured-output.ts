import { z } from 'zod';
import type { ChatOutputMode } from '../../config/models';
import type { ChatMessage, StructuredOutput } from './chat';

/**
 * How a chat request asks for an answer of a given shape, per server family. Whatever the mode, the answer is then
 * checked against the full zod schema (chat.ts), so a rule a server cannot take is still enforced, only later.
 *
 * - `json_schema`: OpenAI Structured Outputs (`response_format.type: "json_schema"`, `strict: true`). In strict mode
 *   every object lists all its properties as required with `additionalProperties: false`, and only the keywords the
 *   Structured Outputs guide lists under "Supported schemas" may appear: for strings `pattern` and `format`, for
 *   numbers `multipleOf`, `maximum`, `exclusiveMaximum`, `minimum`, `exclusiveMinimum`, for arrays `minItems` and
 *   `maxItems`; others (`minLength`, `maxLength`, ...) are rejected with 400 "Invalid schema for response_format
 *   '<name>': In context=(...), '<keyword>' is not permitted.".
 * - `json_schema_basic`: the same without those length and range keywords, which the guide says fine-tuned models
 *   do not support yet.
 * - `json_object`: JSON mode, for servers without json_schema (Ollama's OpenAI endpoint, older LocalAI/LM Studio
 *   builds); the schema goes into the instructions, which must then mention JSON ("'messages' must contain the word
 *   'json' in some form, to use 'response_format' of type 'json_object'.").
 * - `guided_json`: vLLM's own request field for its guided decoding (vLLM "Structured Outputs" docs, OpenAI-compatible
 *   server extra parameters), for vLLM releases that predate its json_schema support.
 */
const STRUCTURE_KEYWORDS = ['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'description', '$defs', '$ref'];
const LIMIT_KEYWORDS = ['pattern', 'format', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'minItems', 'maxItems'];

export const STRICT_SCHEMA_KEYWORDS: Record<'json_schema' | 'json_schema_basic', ReadonlySet<string>> = {
  json_schema: new Set([...STRUCTURE_KEYWORDS, ...LIMIT_KEYWORDS]),
  json_schema_basic: new Set(STRUCTURE_KEYWORDS),
};

type JsonSchema = Record<string, unknown>;

export interface StructuredOutputFields {
  messages: ChatMessage[];
  response_format?: unknown;
  guided_json?: JsonSchema;
}

/** The request fields (beside `model`) that carry the messages and ask for the output's shape in this mode. */
export function structuredOutputFields(mode: ChatOutputMode, messages: ChatMessage[], output: StructuredOutput<z.ZodType>): StructuredOutputFields {
  const schema = jsonSchemaOf(output.wire);
  switch (mode) {
    case 'json_schema':
    case 'json_schema_basic':
      return {
        messages,
        response_format: {
          type: 'json_schema',
          json_schema: { name: output.name, strict: true, schema: keepKeywords(schema, STRICT_SCHEMA_KEYWORDS[mode]) },
        },
      };
    case 'json_object':
      return { messages: withSchemaInstruction(messages, schema), response_format: { type: 'json_object' } };
    case 'guided_json':
      return { messages: withSchemaInstruction(messages, schema), guided_json: schema };
  }
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema) as JsonSchema;
  return rest;
}

/** The schema with only the allowed keywords, at every depth (property names are data, not keywords, and stay). */
export function keepKeywords(schema: JsonSchema, allowed: ReadonlySet<string>): JsonSchema {
  const kept: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!allowed.has(keyword)) continue;
    if ((keyword === 'properties' || keyword === '$defs') && isObject(value)) {
      kept[keyword] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, keepKeywords(sub as JsonSchema, allowed)]));
    } else if (keyword === 'items' && isObject(value)) {
      kept[keyword] = keepKeywords(value, allowed);
    } else if (keyword === 'anyOf' && Array.isArray(value)) {
      kept[keyword] = value.map((sub) => keepKeywords(sub as JsonSchema, allowed));
    } else {
      kept[keyword] = value;
    }
  }
  return kept;
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Without a schema field, the schema goes into the system message: one JSON object, nothing else. */
function withSchemaInstruction(messages: ChatMessage[], schema: JsonSchema): ChatMessage[] {
  const instruction = `Answer with one JSON object and nothing else. It must match this JSON schema: ${JSON.stringify(schema)}`;
  const [first, ...rest] = messages;
  if (first?.role === 'system' && typeof first.content === 'string') {
    return [{ role: 'system', content: `${first.content}\n\n${instruction}` }, ...rest];
  }
  return [{ role: 'system', content: instruction }, ...messages];
}
