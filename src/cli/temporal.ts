import type { Client } from '@temporalio/client';
import type { AppConfig } from '../config/env';
import { readStackFile } from '../runtime/stack-file';
import { connectTemporalClient } from '../temporal/runtime/client';

/** TEMPORAL_ADDRESS when set, else the running `npm run dev` stack's, else the default. */
export function temporalAddressFor(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string {
  if (env.TEMPORAL_ADDRESS) return config.temporal.address;
  return readStackFile(config.dataDir)?.temporalAddress ?? config.temporal.address;
}

/** Runs `work` with a Temporal client connected for its duration (TEMPORAL_ADDRESS, else the dev stack's). */
export async function withTemporal<T>(config: AppConfig, work: (temporal: Client) => Promise<T>): Promise<T> {
  const temporal = await connectTemporalClient({ ...config, temporal: { ...config.temporal, address: temporalAddressFor(config) } });
  try {
    return await work(temporal);
  } finally {
    await temporal.connection.close();
  }
}
