import type { EntityManager, EntityTarget, FindOneOptions, FindOptionsRelations, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { notFound } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loads a row that belongs to `userId`. Another user's row is a 404 exactly like a missing one,
 * and so is an id that is not a UUID. `lock` holds the row for the caller's transaction: one deleted meanwhile is a
 * 404 too, not a foreign-key error when the caller then writes a row that refers to it.
 */
export async function findOwned<T extends ObjectLiteral & { id: string; userId: string }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: string,
  userId: string,
  what: string,
  load: { relations?: FindOptionsRelations<T>; lock?: FindOneOptions<T>['lock'] } = {},
): Promise<T> {
  if (!UUID.test(id)) throw notFound(what);
  const row = await manager.findOne(entity, { where: { id, userId } as FindOptionsWhere<T>, ...load });
  if (!row) throw notFound(what);
  return row;
}
