import fs from 'node:fs';
import path from 'node:path';

/** Written by `npm run dev` so the CLI finds the running stack with no configuration. */
export interface StackFile {
  pid: number;
  databaseUrl: string;
  temporalAddress: string;
  apiUrl: string;
}

const stackFilePath = (dataDir: string) => path.join(dataDir, 'stack.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function writeStackFile(dataDir: string, stack: StackFile): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(stackFilePath(dataDir), JSON.stringify(stack, null, 2));
}

/** The running dev stack's addresses, or undefined when none is running. */
export function readStackFile(dataDir: string): StackFile | undefined {
  try {
    const stack = JSON.parse(fs.readFileSync(stackFilePath(dataDir), 'utf8')) as StackFile;
    return isAlive(stack.pid) ? stack : undefined;
  } catch {
    return undefined;
  }
}

export function removeStackFile(dataDir: string): void {
  fs.rmSync(stackFilePath(dataDir), { force: true });
}
