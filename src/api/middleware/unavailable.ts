import { isTemporalUnreachable } from '../../temporal/runtime/client';

/**
 * Errors that mean a dependency (PostgreSQL, Temporal) is out of reach for a moment, a restart or a failover: the API
 * answers them 503 with Retry-After, which a client retries (with its Idempotency-Key), rather than a 500, which says
 * the API itself is broken.
 */

/** What the API asks a client to wait before it retries. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** SQLSTATE class 08 (connection exception) and 57P01-57P03 (the server shut down, crashed or is starting). */
const DATABASE_GONE = /^(08|57P0[123])/;
const SOCKET_GONE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const CONNECTION_LOST = /Connection terminated|connection timeout|Client has encountered a connection error|Connection is closed/i;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  driverError?: unknown;
}

/** Which dependency the error says is unreachable (looking through its causes), or undefined for any other error. */
export function unreachableDependency(error: unknown, depth = 0): 'database' | 'Temporal' | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const { code, message, cause, driverError } = error as ErrorLike;
  if (typeof code === 'string' && (DATABASE_GONE.test(code) || SOCKET_GONE.has(code))) return 'database';
  if (typeof message === 'string' && CONNECTION_LOST.test(message)) return 'database';
  if (isTemporalUnreachable(error)) return 'Temporal';
  return unreachableDependency(driverError, depth + 1) ?? unreachableDependency(cause, depth + 1);
}
