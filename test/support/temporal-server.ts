import { spawn, type ChildProcess } from 'node:child_process';
import { findFreePort } from '../../src/net/free-port';
import { devServerPersistenceArgs, devServerTuningArgs, requireTemporalCli, searchAttributeArgs, waitForTemporal } from '../../src/temporal/runtime/temporal-cli';
import { exited } from './processes';

/** A Temporal dev server of a test's own, persisting to a db file, that the test can kill -9 and start again on the same port and file. */
export interface OwnTemporalServer {
  address: string;
  /** SIGKILL: no shutdown; what the server had persisted stays in the db file. */
  kill(): Promise<void>;
  /** Starts it again on the same port and db file and waits until it answers. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;

export async function startOwnTemporalServer(dbFile: string): Promise<OwnTemporalServer> {
  const port = await findFreePort();
  const address = `127.0.0.1:${port}`;
  const args = ['server', 'start-dev', ...devServerPersistenceArgs(dbFile), '--ip', '127.0.0.1', '--port', String(port), '--headless', '--log-level', 'error', ...searchAttributeArgs(), ...devServerTuningArgs()];
  let child: ChildProcess;
  const start = async () => {
    child = spawn(requireTemporalCli(), args, { stdio: 'ignore' });
    await waitForTemporal(address, child, READY_TIMEOUT_MS);
  };
  await start();
  const kill = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };
  return { address, kill, restart: start, stop: kill };
}
