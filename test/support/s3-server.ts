import { probedCommand, startLocalServer, type LocalServer } from './local-server';

/**
 * A local S3-compatible server for storage tests: moto's `moto_server` (`pip install "moto[server]"`;
 * .ci/run installs it). MOTO_SERVER_PATH overrides the binary found on PATH.
 */
export type LocalS3Server = LocalServer;

export function motoServerCommand(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return probedCommand(env.MOTO_SERVER_PATH || 'moto_server', ['--help']);
}

export function startLocalS3Server(command: string): Promise<LocalS3Server> {
  return startLocalServer('moto_server', command, (port) => ['-H', '127.0.0.1', '-p', String(port)]);
}
