import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { AppConfig } from '../config/env';
import { isAddressOpen } from '../net/free-port';
import { requireTemporalCli, spawnDevServer, waitForTemporal } from '../temporal/runtime/temporal-cli';

export interface DevTemporal {
  address: string;
  uiUrl: string;
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The Temporal CLI dev server as a child process, persisting workflows under the data dir. */
export async function startDevTemporal(config: AppConfig): Promise<DevTemporal> {
  const port = Number(config.temporal.address.split(':')[1]);
  const uiUrl = `http://localhost:${config.temporal.uiPort}`;
  if (await isAddressOpen(config.temporal.address)) {
    throw new Error(`Port ${port} is already in use: stop the other Temporal server or set TEMPORAL_ADDRESS to use it`);
  }
  const child = spawnDevServer({
    cli: requireTemporalCli(),
    dbFile: path.join(config.dataDir, 'temporal.db'),
    port,
    uiPort: config.temporal.uiPort,
    namespace: config.temporal.namespace,
  });
  await waitForTemporal(config.temporal.address, child, 60_000);
  return { address: config.temporal.address, uiUrl, stop: () => stopChild(child) };
}
