import type { z } from 'zod';
import { invalidOutput } from './http';

/** Provider output that does not match the expected shape is an error, never silently patched. */
export function parseOutput<T extends z.ZodType>(schema: T, value: unknown, provider: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw invalidOutput(provider, problems.join('; '), result.error);
  }
  return result.data;
}
