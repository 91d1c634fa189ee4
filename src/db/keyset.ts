import crypto from 'node:crypto';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { badRequest } from '../errors';

/** The SQL type a cursor's key value is read back as. */
export type KeyType = 'timestamptz' | 'integer' | 'text' | 'uuid';

/** One key of a list's order: an SQL expression over the query's alias (`listing.created_at`), and its type. */
export interface OrderKey {
  sql: string;
  type: KeyType;
}

/**
 * A list's order: its keys all ascending or all descending (a key that sorts the other way is negated, `-price`), and
 * unique together (the last is the id). "After the cursor" is then one row comparison, which a B-tree index on the
 * same keys answers as a range: a page reads its own rows, never the ones before it.
 */
export interface ListOrder {
  keys: OrderKey[];
  direction: 'ASC' | 'DESC';
}

/** Newest first: by creation time, the id breaking ties (the order of most lists), over the query's alias. */
export function newestFirst(alias: string): ListOrder {
  return {
    direction: 'DESC',
    keys: [
      { sql: `${alias}.created_at`, type: 'timestamptz' },
      { sql: `${alias}.id`, type: 'uuid' },
    ],
  };
}

/** A page as a client asks for it: `limit` rows after `offset` rows, or after the row a `cursor` names. */
export interface PageRequest {
  limit: number;
  offset?: number;
  cursor?: string;
}

/** A list's size: exact, or PostgreSQL's estimate where counting would read too much (a search matching much of a table). */
export interface ListTotal {
  total: number;
  exact: boolean;
}

export interface Page<T> extends ListTotal {
  rows: T[];
  /** Names the page after this one; null on the last. */
  nextCursor: string | null;
}

interface Cursor {
  /** The last row's key values, as text. */
  v: string[];
  /** The list's total, counted for the first page, and whether it was exact. */
  t: number;
  e: boolean;
  /** Which list (and filters) the cursor belongs to. */
  s: string;
}

const INVALID_CURSOR = 'cursor: not the next_cursor of this list (with these filters); start again from the first page';

/** A short fingerprint of the list and its filters: a cursor only works on the list that gave it. */
function scopeHash(scope: string): string {
  return crypto.createHash('sha256').update(scope).digest('base64url').slice(0, 12);
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string, scope: string, keyCount: number): Cursor {
  let cursor: Cursor;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  const valid =
    Array.isArray(cursor?.v) && cursor.v.length === keyCount && cursor.v.every((value) => typeof value === 'string') && Number.isSafeInteger(cursor.t) && typeof cursor.e === 'boolean';
  if (!valid || cursor.s !== scopeHash(scope)) throw badRequest(INVALID_CURSOR);
  return cursor;
}

const keyAlias = (index: number) => `keyset_${index}`;

/**
 * One page of a list: `builder` holds its filters, `order` its keys, `scope` names the list and its filters (a cursor
 * from another list is a 400) and `count` counts every row (called for a first page or an offset's, never for a
 * cursor's). An offset page first finds its ids in the index alone (an index-only scan skips the rows before it
 * without reading them), then reads just those rows.
 */
export async function fetchPage<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  order: ListOrder,
  page: PageRequest,
  list: { scope: string; count: () => Promise<number | ListTotal> },
): Promise<Page<T>> {
  if (page.cursor && page.offset) throw badRequest('Give either offset or cursor, not both');
  const cursor = page.cursor ? decodeCursor(page.cursor, list.scope, order.keys.length) : undefined;
  const query = builder.clone();
  if (cursor) query.andWhere(afterCursor(order), Object.fromEntries(cursor.v.map((value, index) => [keyAlias(index), value])));
  if (page.offset) await restrictToOffsetPage(query, order, page.offset, page.limit + 1);
  orderBy(query, order);
  order.keys.forEach((key, index) => query.addSelect(`(${key.sql})::text`, keyAlias(index)));
  const [{ raw, entities }, counted] = await Promise.all([query.limit(page.limit + 1).getRawAndEntities(), cursor ? { total: cursor.t, exact: cursor.e } : list.count()]);
  const { total, exact } = typeof counted === 'number' ? { total: counted, exact: true } : counted;
  const rows = entities.slice(0, page.limit);
  const last = raw[page.limit - 1] as Record<string, string> | undefined;
  const nextCursor = entities.length > page.limit && last ? encodeCursor({ v: order.keys.map((_, index) => last[keyAlias(index)]), t: total, e: exact, s: scopeHash(list.scope) }) : null;
  return { rows, total, exact, nextCursor };
}

/** Matches are counted exactly up to this many; above it, estimated. */
export const EXACT_COUNT_LIMIT = 1000;

/**
 * How many rows a query matches: PostgreSQL's estimate from its statistics where that is well above EXACT_COUNT_LIMIT
 * (planning only, no row read), else counted reading at most EXACT_COUNT_LIMIT + 1 rows (exact up to the limit, the
 * estimate above it, never below the limit). A search matching much of a table then costs what a narrow one does,
 * where an exact count would read nearly every page of the table.
 */
export async function boundedCount(builder: SelectQueryBuilder<ObjectLiteral>): Promise<ListTotal> {
  const [sql, parameters] = builder.clone().select('1').orderBy().getQueryAndParameters();
  const [{ 'QUERY PLAN': [plan] }]: Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }> = await builder.connection.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters);
  const estimate = Math.max(EXACT_COUNT_LIMIT + 1, Math.round(plan.Plan['Plan Rows']));
  if (plan.Plan['Plan Rows'] > 2 * EXACT_COUNT_LIMIT) return { total: estimate, exact: false };
  const [{ count }]: Array<{ count: string }> = await builder.connection.query(`SELECT COUNT(*) AS count FROM (${sql} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS matches`, parameters);
  return Number(count) <= EXACT_COUNT_LIMIT ? { total: Number(count), exact: true } : { total: estimate, exact: false };
}

function orderBy(query: SelectQueryBuilder<ObjectLiteral>, order: ListOrder): void {
  query.orderBy();
  for (const key of order.keys) query.addOrderBy(key.sql, order.direction);
}

/** `(k1, k2, id) > (:keyset_0::type, ...)` for an ascending order, `<` for a descending one. */
function afterCursor(order: ListOrder): string {
  const keys = order.keys.map((key) => key.sql).join(', ');
  const values = order.keys.map((key, index) => `CAST(:${keyAlias(index)} AS ${key.type})`).join(', ');
  return `(${keys}) ${order.direction === 'ASC' ? '>' : '<'} (${values})`;
}

/** Narrows the query to the ids of the rows on the page at `offset`, found through the index without reading the rows it skips. */
async function restrictToOffsetPage(query: SelectQueryBuilder<ObjectLiteral>, order: ListOrder, offset: number, limit: number): Promise<void> {
  const ids = query.clone().select(`${query.alias}.id`, 'id');
  orderBy(ids, order);
  const rows: Array<{ id: string }> = await ids.offset(offset).limit(limit).getRawMany();
  query.andWhere(`${query.alias}.id IN (:...keysetPageIds)`, { keysetPageIds: rows.length ? rows.map((row) => row.id) : [null] });
}
