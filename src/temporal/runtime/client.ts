import { Client, Connection } from '@temporalio/client';
import type { AppConfig } from '../../config/env';

export async function connectTemporalClient(config: AppConfig): Promise<Client> {
  const connection = await Connection.connect({ address: config.temporal.address });
  return new Client({ connection, namespace: config.temporal.namespace });
}
