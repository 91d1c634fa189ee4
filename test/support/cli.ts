import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestStack } from './stack';

/** The real `likeness` command in its own process, on the test stack's database and Temporal; its stdout. */
export async function runCliCommand(stack: TestStack, args: string[]): Promise<string> {
  const env = { ...process.env, DATABASE_URL: stack.databaseUrl, TEMPORAL_ADDRESS: stack.env.address, LIKENESS_DATA_DIR: stack.config.dataDir };
  const { stdout } = await promisify(execFile)(process.execPath, [path.resolve(__dirname, '../../bin/likeness.js'), ...args], { env });
  return stdout;
}
