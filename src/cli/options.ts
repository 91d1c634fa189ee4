/** What every `likeness` command receives: its parsed options, and the error for options it cannot use. */
export type CliOptions = Record<string, string | boolean | undefined>;

/** A command line the command cannot run with: printed as "Error: ..." with exit status 1. */
export class UsageError extends Error {}

export function requireString(options: CliOptions, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

export function optionalInteger(options: CliOptions, name: string): number | undefined {
  const value = options[name];
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(parsed)) throw new UsageError(`--${name} must be a whole number`);
  return parsed;
}
