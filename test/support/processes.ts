import type { ChildProcess } from 'node:child_process';

/** Resolves with the exit code once the child has exited (at once if it already has; null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Enough of a child's output to explain a process that never got ready or said the wrong thing. */
const KEPT_OUTPUT_CHARS = 20_000;

/** Reads the child's stdout and stderr all along (so it never blocks on a full pipe) and keeps the end of them. */
export function keptOutput(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

/** Resolves once the output shows `marker`; rejects, with the output, when the child exits first or after `timeoutMs`. */
export function outputShows(child: ChildProcess, output: () => string, marker: string, timeoutMs: number, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (output().includes(marker)) finish();
    };
    const onExit = (code: number | null) => finish(new Error(`${name} exited (${code}) before it was ready:\n${output()}`));
    const timer = setTimeout(() => finish(new Error(`${name} not ready after ${timeoutMs} ms:\n${output()}`)), timeoutMs);
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', onExit);
    check();
  });
}
