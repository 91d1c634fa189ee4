import { probedCommand, startLocalServer, type LocalServer } from './local-server';

/**
 * Stripe's official mock server for the payment tests: `go install github.com/stripe/stripe-mock@<version>`
 * (.ci/run installs the pinned one). STRIPE_MOCK_PATH overrides the binary found on PATH.
 */
export function stripeMockCommand(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return probedCommand(env.STRIPE_MOCK_PATH || 'stripe-mock', ['-version']);
}

/** The command, or skips the suite with the reason (a failure where every runner must run: LIKENESS_REQUIRE_ALL_RUNNERS=1). */
export function requireStripeMock(context: Mocha.Context): string {
  const command = stripeMockCommand();
  if (command) return command;
  const message = 'stripe-mock not found: install it with `go install github.com/stripe/stripe-mock@v0.203.0` (.ci/run does) or set STRIPE_MOCK_PATH, to run the payment tests';
  if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error(message);
  console.log(`      SKIPPED: ${message}`);
  context.skip();
}

/** HTTP on a free port; its HTTPS listener on one the system picks (by default it takes :12112, which a second stripe-mock on the machine then fails to bind). */
export function startStripeMock(command: string): Promise<LocalServer> {
  return startLocalServer('stripe-mock', command, (port) => ['-http-addr', `127.0.0.1:${port}`, '-https-addr', '127.0.0.1:']);
}
