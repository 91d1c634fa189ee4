import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { Logger, QueryRunner } from 'typeorm';
import { LIBRARY_CATALOGUE } from '../../src/library/catalogue';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, pauseStackWorker, resumeStackWorker, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

/** Tables that stay small whatever the traffic (one row per counted list): reading them whole is fine. */
const SMALL_TABLES = new Set(['list_totals']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

interface CapturedQuery {
  sql: string;
  parameters: unknown[];
}

/**
 * What in a plan reads a whole large table: a sequential scan, or an index scan with no condition and no limit above
 * it. The plans are made with sequential scans disabled (they cost as much as the planner can count): one left in a
 * plan means no index can answer the query, whatever the table's size, so the test holds on a test database's few rows.
 */
function wholeTableReads(node: PlanNode, underLimit = false): string[] {
  const table = node['Relation Name'];
  const reads: string[] = [];
  if (table && !SMALL_TABLES.has(table)) {
    if (node['Node Type'] === 'Seq Scan') reads.push(`Seq Scan on ${table}`);
    if (/^Index (Only )?Scan$/.test(node['Node Type']) && !node['Index Cond'] && !underLimit) reads.push(`${node['Node Type']} of all of ${node['Index Name']} on ${table}`);
  }
  const limited = underLimit || node['Node Type'] === 'Limit';
  return [...reads, ...(node.Plans ?? []).flatMap((child) => wholeTableReads(child, limited))];
}

describe('query plans: every list and search route reads through an index', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let user: TestUser;
  let captured: CapturedQuery[] | undefined;
  let originalLogger: Logger;
  const routes: string[] = [];

  const get = async (path: string, key?: string) => {
    const response = await call(stack.baseUrl, 'GET', path, { key });
    assert.equal(response.status, 200, `${path}: ${JSON.stringify(response.body)}`);
    return response.body;
  };

  async function explain(query: CapturedQuery): Promise<PlanNode> {
    const runner = stack.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('SET LOCAL enable_seqscan = off');
      const [row]: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> = await runner.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.parameters);
      return row['QUERY PLAN'][0].Plan;
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  /** The SELECTs a route ran (its caller's key lookup included), each with what of its plan reads a whole table. */
  async function plansOf(path: string, key?: string): Promise<Array<{ sql: string; reads: string[] }>> {
    captured = [];
    await get(path, key);
    const queries = captured.filter((query) => /^\s*(SELECT|WITH)\b/i.test(query.sql));
    captured = undefined;
    const plans = [];
    for (const query of queries) plans.push({ sql: query.sql, reads: wholeTableReads(await explain(query)) });
    return plans;
  }

  before(async () => {
    stack = await getTestStack();
    // Only the API's queries are looked at: the worker would add its own meanwhile.
    await pauseStackWorker();
    originalLogger = stack.dataSource.logger;
    const capturing: Logger = Object.create(originalLogger) as Logger;
    capturing.logQuery = (sql: string, parameters?: unknown[], runner?: QueryRunner) => {
      captured?.push({ sql, parameters: parameters ?? [] });
      originalLogger.logQuery(sql, parameters, runner);
    };
    Object.assign(stack.dataSource, { logger: capturing });

    user = await createTestUser(stack, { credits: 10 });
    const tag = `plans${crypto.randomBytes(3).toString('hex')}`;
    const character = await createReadyCharacter(stack, user.id, `Mira ${tag}`, 'a girl with a red scarf', { status: 'published' });
    const second = await createReadyCharacter(stack, user.id, `Tom ${tag}`, 'a boy with a blue cap', { status: 'published' });
    for (const listed of [character, second]) {
      await call(stack.baseUrl, 'POST', '/api/marketplace/listings', { key: user.key, body: { character_id: listed.id, price_credits: 3, title: `${listed.name} ${tag}` } });
    }
    for (let grant = 0; grant < 3; grant++) await stack.services.ledger.grant(user.id, `plans-${tag}-${grant}`, 1, 'a grant');
    await stack.dataSource.query(
      `INSERT INTO storybooks (id, user_id, character_ids, character_names, model, consistency_check, export_pdf, status) SELECT gen_random_uuid(), $1, '[]', '[]', 'builtin', false, false, 'completed' FROM generate_series(1, 3)`,
      [user.id],
    );
    const [{ id: endpointId }]: Array<{ id: string }> = await stack.dataSource.query(
      `INSERT INTO webhook_endpoints (user_id, url, event_types, secret) VALUES ($1, 'https://hooks.example.com/plans', ARRAY['comic.ready'], 'whsec_x') RETURNING id`,
      [user.id],
    );
    await stack.dataSource.query(
      `WITH events AS (INSERT INTO webhook_events (user_id, type, change_key, data) SELECT $1, 'comic.ready', $2 || i, '{"object": "comic"}' FROM generate_series(1, 3) AS i RETURNING id)
       INSERT INTO webhook_deliveries (event_id, endpoint_id, status) SELECT id, $3, 'delivered' FROM events`,
      [user.id, `${tag}-`, endpointId],
    );
    const librarySearch = LIBRARY_CATALOGUE[0].name;
    const first = async (path: string) => ((await get(path, user.key)).next_cursor as string | null) ?? '';
    routes.push(
      '/api/library',
      `/api/library?search=${librarySearch}`,
      `/api/library?limit=1&cursor=${await first('/api/library?limit=1')}`,
      `/api/library?search=${tag}+mira`,
      '/api/marketplace',
      ...['newest', 'price', 'popular'].flatMap((sort) => [
        `/api/marketplace/listings?sort=${sort}`,
        `/api/marketplace/listings?sort=${sort}&search=${tag}`,
        `/api/marketplace/listings?sort=${sort}&offset=1`,
      ]),
      `/api/marketplace/listings?limit=1&cursor=${await first('/api/marketplace/listings?limit=1')}`,
      '/api/marketplace/my-listings',
      '/api/marketplace/my-listings?status=active',
      '/api/marketplace/my-listings?status=withdrawn&offset=1',
      '/api/characters',
      '/api/characters?limit=1',
      `/api/characters?limit=1&cursor=${(await call(stack.baseUrl, 'GET', '/api/characters?limit=1', { key: user.key })).headers.get('x-next-cursor')}`,
      '/api/credits/history',
      '/api/credits/history?offset=2',
      `/api/credits/history?limit=1&cursor=${await first('/api/credits/history?limit=1')}`,
      '/api/storybooks',
      '/api/storybooks?offset=1',
      `/api/storybooks?limit=1&cursor=${await first('/api/storybooks?limit=1')}`,
      '/api/scenes',
      `/api/scenes?character_id=${character.id}`,
      '/api/comics',
      '/api/brand-kits',
      '/api/api-keys',
      '/api/webhooks',
      `/api/webhooks/${endpointId}/deliveries`,
      `/api/webhooks/${endpointId}/deliveries?offset=1`,
      `/api/webhooks/${endpointId}/deliveries?limit=1&cursor=${await first(`/api/webhooks/${endpointId}/deliveries?limit=1`)}`,
      '/api/account/exports',
    );
  });

  after(async () => {
    Object.assign(stack.dataSource, { logger: originalLogger });
    await resumeStackWorker();
  });

  it('finds no sequential scan (nor a whole index read without a limit) of a large table in any of their queries', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const key = route.startsWith('/api/library') ? undefined : user.key;
      const plans = await plansOf(route, key);
      assert.ok(plans.length > 0, `${route} ran no query`);
      for (const plan of plans.filter((one) => one.reads.length)) failures.push(`${route}: ${plan.reads.join(', ')}\n    ${plan.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
    }
    assert.deepEqual(failures, [], failures.join('\n'));
  });
});
