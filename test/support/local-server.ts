import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { findFreePort } from '../../src/net/free-port';

/** A test double of an outside service (moto's S3, stripe-mock) run as a child process on a free port. */
export interface LocalServer {
  endpoint: string;
  stop(): Promise<void>;
}

/** The command if it runs (`probeArgs` exits 0), else undefined. */
export function probedCommand(command: string, probeArgs: string[]): string | undefined {
  const probe = spawnSync(command, probeArgs, { stdio: 'ignore' });
  return probe.error || probe.status !== 0 ? undefined : command;
}

async function waitUntilServing(name: string, endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before serving`);
    try {
      await fetch(endpoint);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${name} did not answer at ${endpoint} within ${timeoutMs} ms`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts `command` with the arguments for a port, and waits until it answers HTTP on 127.0.0.1 there. */
export async function startLocalServer(name: string, command: string, argsFor: (port: number) => string[]): Promise<LocalServer> {
  const port = await findFreePort();
  const endpoint = `http://127.0.0.1:${port}`;
  // Without PORT: some servers (stripe-mock) also listen on $PORT when it is set.
  const { PORT: _ignored, ...env } = process.env;
  const child = spawn(command, argsFor(port), { stdio: 'ignore', env });
  try {
    await waitUntilServing(name, endpoint, child, 20_000);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { endpoint, stop: () => stopProcess(child) };
}
