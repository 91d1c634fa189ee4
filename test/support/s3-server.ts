import { spawn, spawnSync, ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * A local S3-compatible server for storage tests: moto's `moto_server` (`pip install "moto[server]"`;
 * .ci/run installs it). MOTO_SERVER_PATH overrides the binary found on PATH.
 */
export interface LocalS3Server {
  endpoint: string;
  stop(): Promise<void>;
}

export function motoServerCommand(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const command = env.MOTO_SERVER_PATH || 'moto_server';
  const probe = spawnSync(command, ['--help'], { stdio: 'ignore' });
  return probe.error || probe.status !== 0 ? undefined : command;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilServing(endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`moto_server exited with code ${child.exitCode} before serving`);
    try {
      await fetch(endpoint);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`moto_server did not answer at ${endpoint} within ${timeoutMs} ms`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startLocalS3Server(command: string): Promise<LocalS3Server> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child = spawn(command, ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  try {
    await waitUntilServing(endpoint, child, 20_000);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { endpoint, stop: () => stopProcess(child) };
}
