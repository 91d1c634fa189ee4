import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestStack } from './stack';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The real `likeness` command in its own process, on the test stack's database and Temporal, whatever its exit status. */
export function runCli(stack: TestStack, args: string[]): Promise<CliRun> {
  return runLikeness(args, { DATABASE_URL: stack.databaseUrl, TEMPORAL_ADDRESS: stack.env.address, LIKENESS_DATA_DIR: stack.config.dataDir });
}

/** The real `likeness` command in its own process with these environment variables added, whatever its exit status. */
export async function runLikeness(args: string[], extraEnv: NodeJS.ProcessEnv): Promise<CliRun> {
  const env = { ...process.env, ...extraEnv };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [path.resolve(__dirname, '../../bin/likeness.js'), ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Runs a command that must succeed; its stdout. */
export async function runCliCommand(stack: TestStack, args: string[]): Promise<string> {
  const run = await runCli(stack, args);
  if (run.code !== 0) throw new Error(`likeness ${args.join(' ')} exited with ${run.code}: ${run.stderr}`);
  return run.stdout;
}
