import { findFreePort } from '../../src/net/free-port';
import { probedCommand, startLocalServer, type LocalServer } from './local-server';

/**
 * Mailpit, a real SMTP server that keeps what it receives and shows it through an HTTP API, for the tests that read
 * the account emails: `go install github.com/axllent/mailpit@<version>` (.ci/run installs the pinned one).
 * MAILPIT_PATH overrides the binary found on PATH.
 */
export const MAILPIT_VERSION = 'v1.33.1';
export const MAILPIT_MISSING = `mailpit not found: install it with \`go install github.com/axllent/mailpit@${MAILPIT_VERSION}\` (.ci/run does) or set MAILPIT_PATH, to send the account emails through a real SMTP server`;

export function mailpitCommand(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return probedCommand(env.MAILPIT_PATH || 'mailpit', ['version', '--no-release-check']);
}

export interface Mailpit extends LocalServer {
  /** Where the service sends: smtp://127.0.0.1:<port>. */
  smtpUrl: string;
}

/** Mailpit on free loopback ports: its HTTP API at `endpoint`, SMTP at `smtpUrl`; messages in memory. */
export async function startMailpit(command: string): Promise<Mailpit> {
  const smtpPort = await findFreePort();
  const server = await startLocalServer('mailpit', command, (port) => [
    '--listen', `127.0.0.1:${port}`,
    '--smtp', `127.0.0.1:${smtpPort}`,
    '--disable-version-check',
    '--max', '10000',
    '--quiet',
  ]);
  return { ...server, smtpUrl: `smtp://127.0.0.1:${smtpPort}` };
}
