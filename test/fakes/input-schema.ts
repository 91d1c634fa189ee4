/**
 * A model's input schema as the prediction providers publish it (Replicate's "Input schema", fal's "Input Schema"),
 * for the fakes to hold a request to: which inputs exist, their types and allowed values, which are required. An image
 * input takes an http(s) URL or a data URI of an image (both providers take either).
 */
export type InputField =
  | { type: 'string' | 'boolean' | 'image' | 'images' | 'object'; required?: boolean }
  | { type: 'integer' | 'number'; required?: boolean; min?: number; max?: number }
  | { type: 'enum'; values: Array<string | number>; required?: boolean };

export type InputSchema = Record<string, InputField>;

export interface InputProblem {
  /** The field's path (`input.seed` for Replicate, `body.seed` for fal). */
  field: string;
  kind: 'required' | 'additional_property_not_allowed' | 'invalid_type' | 'enum' | 'range' | 'image';
  description: string;
}

const IMAGE_URL = /^(https?:\/\/\S+|data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*)$/;

/** Every way `input` breaks `schema`, with `prefix` naming where the input sits. */
export function inputProblems(input: unknown, schema: InputSchema, prefix: string): InputProblem[] {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return [{ field: prefix, kind: 'invalid_type', description: `${prefix} must be an object` }];
  const values = input as Record<string, unknown>;
  const problems: InputProblem[] = [];
  for (const [name, field] of Object.entries(schema)) {
    if (field.required && values[name] === undefined) problems.push({ field: `${prefix}.${name}`, kind: 'required', description: `${name} is required` });
  }
  for (const [name, value] of Object.entries(values)) {
    const field = schema[name];
    const at = `${prefix}.${name}`;
    if (!field) {
      problems.push({ field: at, kind: 'additional_property_not_allowed', description: `Additional property ${name} is not allowed` });
      continue;
    }
    const problem = fieldProblem(name, value, field);
    if (problem) problems.push({ field: at, ...problem });
  }
  return problems;
}

function fieldProblem(name: string, value: unknown, field: InputField): Omit<InputProblem, 'field'> | undefined {
  switch (field.type) {
    case 'string':
      return typeof value === 'string' ? undefined : { kind: 'invalid_type', description: `${name}: Invalid type. Expected: string, given: ${typeOf(value)}` };
    case 'boolean':
      return typeof value === 'boolean' ? undefined : { kind: 'invalid_type', description: `${name}: Invalid type. Expected: boolean, given: ${typeOf(value)}` };
    case 'object':
      return value && typeof value === 'object' && !Array.isArray(value) ? undefined : { kind: 'invalid_type', description: `${name}: Invalid type. Expected: object, given: ${typeOf(value)}` };
    case 'image':
      return typeof value === 'string' && IMAGE_URL.test(value) ? undefined : { kind: 'image', description: `${name}: must be an http(s) URL or a data URI of a png, jpeg, webp or gif image` };
    case 'images':
      return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && IMAGE_URL.test(item))
        ? undefined
        : { kind: 'image', description: `${name}: must be a non-empty array of http(s) URLs or image data URIs` };
    case 'integer':
    case 'number': {
      const ok = typeof value === 'number' && (field.type === 'number' || Number.isInteger(value));
      if (!ok) return { kind: 'invalid_type', description: `${name}: Invalid type. Expected: ${field.type}, given: ${typeOf(value)}` };
      if ((field.min !== undefined && (value) < field.min) || (field.max !== undefined && (value) > field.max)) {
        return { kind: 'range', description: `${name}: Must be between ${field.min ?? '-inf'} and ${field.max ?? 'inf'}` };
      }
      return undefined;
    }
    case 'enum':
      return field.values.includes(value as string | number) ? undefined : { kind: 'enum', description: `${name} must be one of the following: ${field.values.map((item) => JSON.stringify(item)).join(', ')}` };
  }
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return Number.isInteger(value) ? 'integer' : typeof value;
}
