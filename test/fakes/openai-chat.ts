import { invalidValue, openAIError, unrecognizedArgument } from './openai-errors';
import { type FakeReply, shown } from './server';

/**
 * What a chat-completions server accepts, by kind of server:
 * - `openai`: OpenAI (openai-openapi CreateChatCompletionRequest; Structured Outputs' strict-schema rules: every
 *   object closed with `additionalProperties: false` and all properties required, root an object, and only the
 *   keywords of the guide's "Supported schemas" list; fine-tuned models (`ft:...`) without the length and range ones).
 * - `json-mode-only`: a server that knows `response_format` `json_object` but not `json_schema` (Ollama before its
 *   structured outputs, LocalAI and LM Studio builds of 2024).
 * - `vllm-guided`: an older vLLM OpenAI-compatible server: guided decoding through its own `guided_json` field, no
 *   `json_schema` response format.
 */
export type ChatServerKind = 'openai' | 'json-mode-only' | 'vllm-guided';

const CHAT_FIELDS = [
  'model', 'messages', 'response_format', 'temperature', 'top_p', 'n', 'stop', 'max_tokens', 'max_completion_tokens', 'seed',
  'stream', 'stream_options', 'user', 'tools', 'tool_choice', 'parallel_tool_calls', 'logprobs', 'top_logprobs',
  'presence_penalty', 'frequency_penalty', 'logit_bias', 'reasoning_effort', 'metadata', 'store', 'service_tier', 'modalities',
];
const PART_TYPES = ['text', 'image_url', 'input_audio', 'refusal', 'audio', 'file'];
const ROLES = ['system', 'developer', 'user', 'assistant', 'tool'];

const STRUCTURE = ['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'description', '$defs', '$ref', 'title'];
const LIMITS = ['pattern', 'format', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'minItems', 'maxItems'];

export interface ChatRequestCheck {
  kind: ChatServerKind;
  /** Models this server serves; OpenAI's fine-tuned names (`ft:<base>:...`) are served when their base is. */
  models: readonly string[];
}

/** The error the server answers for this request body, or undefined when it would answer. */
export function chatRequestError(body: Record<string, unknown>, check: ChatRequestCheck): FakeReply | undefined {
  const extra = check.kind === 'vllm-guided' ? ['guided_json'] : [];
  const unknown = Object.keys(body).find((name) => !CHAT_FIELDS.includes(name) && !extra.includes(name));
  if (unknown) return unrecognizedArgument(unknown);
  const model = shown(body.model ?? '');
  const base = model.startsWith('ft:') ? model.split(':')[1] : model;
  if (!check.models.includes(base)) {
    return openAIError(404, `The model \`${model}\` does not exist or you do not have access to it.`, { code: 'model_not_found' });
  }
  return messagesError(body.messages) ?? responseFormatError(body, check.kind, model.startsWith('ft:'));
}

function messagesError(messages: unknown): FakeReply | undefined {
  if (!Array.isArray(messages) || messages.length === 0) {
    return openAIError(400, "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.", { param: 'messages', code: 'empty_array' });
  }
  for (const [index, message] of (messages as Array<Record<string, unknown>>).entries()) {
    if (!ROLES.includes(shown(message.role))) return invalidValue(`messages.[${index}].role`, message.role, ROLES);
    if (!Array.isArray(message.content)) continue;
    for (const [partIndex, part] of (message.content as Array<Record<string, unknown>>).entries()) {
      const param = `messages.[${index}].content.[${partIndex}]`;
      if (!PART_TYPES.includes(shown(part.type))) return invalidValue(`${param}.type`, part.type, PART_TYPES);
      if (part.type === 'image_url' && !validImageUrl((part.image_url as { url?: unknown } | undefined)?.url)) {
        return openAIError(400, "Invalid 'image_url': the URL must be an https URL or a base64 data URL of a png, jpeg, gif or webp image.", { param: `${param}.image_url`, code: 'invalid_image_url' });
      }
    }
  }
  return undefined;
}

function validImageUrl(url: unknown): boolean {
  return typeof url === 'string' && (/^https:\/\//.test(url) || /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(url));
}

function responseFormatError(body: Record<string, unknown>, kind: ChatServerKind, fineTuned: boolean): FakeReply | undefined {
  const format = body.response_format as { type?: unknown; json_schema?: Record<string, unknown> } | undefined;
  if (format === undefined) return undefined;
  const types = kind === 'openai' ? ['text', 'json_object', 'json_schema'] : kind === 'json-mode-only' ? ['text', 'json_object'] : ['text'];
  if (!types.includes(shown(format.type))) return invalidValue('response_format.type', format.type, types);
  if (format.type === 'json_object' && !JSON.stringify(body.messages).toLowerCase().includes('json')) {
    return openAIError(400, "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.", { param: 'messages' });
  }
  if (format.type !== 'json_schema') return undefined;
  const spec = format.json_schema ?? {};
  if (typeof spec.name !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(spec.name)) {
    return openAIError(400, "Invalid 'response_format.json_schema.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.", { param: 'response_format.json_schema.name', code: 'invalid_value' });
  }
  if (spec.strict !== true) return undefined;
  const problem = strictSchemaProblem(spec.schema as Record<string, unknown>, [], new Set(fineTuned ? STRUCTURE : [...STRUCTURE, ...LIMITS]), true);
  return problem ? openAIError(400, `Invalid schema for response_format '${spec.name}': ${problem}`, { param: 'response_format' }) : undefined;
}

/** The first rule of strict mode the schema breaks, in OpenAI's words ("In context=(...), ..."), or undefined. */
function strictSchemaProblem(schema: Record<string, unknown>, path: string[], allowed: ReadonlySet<string>, root: boolean): string | undefined {
  const context = `In context=(${path.map((part) => `'${part}'`).join(', ')}${path.length === 1 ? ',' : ''})`;
  if (root && schema.type !== 'object') return `schema must be a JSON Schema of 'type: "object"', got 'type: "${shown(schema.type)}"'.`;
  for (const keyword of Object.keys(schema)) {
    if (!allowed.has(keyword)) return `${context}, '${keyword}' is not permitted.`;
  }
  if (schema.type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    if (schema.additionalProperties !== false) return `${context}, 'additionalProperties' is required to be supplied and to be false.`;
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const missing = Object.keys(properties).find((name) => !required.includes(name));
    if (missing) return `${context}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
    for (const [name, property] of Object.entries(properties)) {
      const problem = strictSchemaProblem(property, [...path, 'properties', name], allowed, false);
      if (problem) return problem;
    }
  }
  if (schema.items) return strictSchemaProblem(schema.items as Record<string, unknown>, [...path, 'items'], allowed, false);
  for (const [index, option] of ((schema.anyOf ?? []) as Array<Record<string, unknown>>).entries()) {
    const problem = strictSchemaProblem(option, [...path, 'anyOf', shown(index)], allowed, false);
    if (problem) return problem;
  }
  return undefined;
}

/** A chat.completion object (openai-openapi CreateChatCompletionResponse) whose message is `content`, or a refusal. */
export function chatCompletion(model: string, content: string | null, refusal: string | null = null): FakeReply {
  return {
    json: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal } }],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    },
  };
}
