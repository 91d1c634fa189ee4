import { Client, Connection, isGrpcServiceError } from '@temporalio/client';
import type { AppConfig } from '../../config/env';

export async function connectTemporalClient(config: AppConfig): Promise<Client> {
  const connection = await Connection.connect({ address: config.temporal.address });
  return new Client({ connection, namespace: config.temporal.namespace });
}

/** gRPC UNAVAILABLE and DEADLINE_EXCEEDED, as Temporal's client reports a server it cannot reach. */
const GRPC_UNREACHABLE = new Set([14, 4]);

/** Whether the error is Temporal's client failing to reach its server (a restart, a failover), not a refusal. */
export function isTemporalUnreachable(error: unknown): boolean {
  return isGrpcServiceError(error) && GRPC_UNREACHABLE.has(Number(error.code));
}
