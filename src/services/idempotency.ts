import type { DataSource } from 'typeorm';
import { IdempotencyKey } from '../entities/idempotency-key';
import { IDEMPOTENCY_FORMAT } from '../config/pricing';
import { badRequest, conflict } from '../errors';
import { hashOf, uuidFrom } from './canonical-hash';

/**
 * Idempotency-Key handling: the same key and body from the same user maps to the same operation
 * (so to the same workflow, charged once); the same key with another body is a 409.
 */
export interface ClaimedOperation {
  /** Shared by every retry of the request; workflow ids are built from it. */
  operationId: string;
  /** The key was seen before with this body: join the first run (already paid for). */
  replay: boolean;
}

export class IdempotencyKeys {
  constructor(private readonly dataSource: DataSource) {}

  async claim(
    userId: string,
    key: string,
    route: string,
    body: unknown,
    workflowIdFor: (operationId: string) => string,
  ): Promise<ClaimedOperation> {
    const requestHash = requestHashOf(key, route, body);
    const operationId = uuidFrom(`${userId}:${key}`);
    const workflowId = workflowIdFor(operationId);
    const repository = this.dataSource.getRepository(IdempotencyKey);
    const inserted = await repository.createQueryBuilder().insert().values({ userId, key, requestHash, workflowId }).orIgnore().returning(['key']).execute();
    if ((inserted.raw as unknown[]).length > 0) return { operationId, replay: false };
    sameRequest(await repository.findOneByOrFail({ userId, key }), requestHash);
    return { operationId, replay: true };
  }

  /** The workflow that serves a key already claimed with this same request (a retry); undefined for a new key, 409 for another body. */
  async claimedWorkflow(userId: string, key: string, route: string, body: unknown): Promise<string | undefined> {
    const requestHash = requestHashOf(key, route, body);
    const existing = await this.dataSource.getRepository(IdempotencyKey).findOneBy({ userId, key });
    return existing ? sameRequest(existing, requestHash).workflowId : undefined;
  }
}

function requestHashOf(key: string, route: string, body: unknown): string {
  if (!IDEMPOTENCY_FORMAT.keyPattern.test(key)) throw badRequest(`${IDEMPOTENCY_FORMAT.keyHeader} must be ${IDEMPOTENCY_FORMAT.keyRule}`);
  return hashOf({ route, body });
}

function sameRequest(existing: IdempotencyKey, requestHash: string): IdempotencyKey {
  if (existing.requestHash !== requestHash) {
    throw conflict('This Idempotency-Key was already used with a different request body; use a new key for a new request');
  }
  return existing;
}
