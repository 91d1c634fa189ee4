import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { LIBRARY_CATALOGUE } from '../../src/library/catalogue';
import { type ApiResponse, call } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

type Body = Record<string, unknown> & { total: number; next_cursor: string | null };

describe('lists: keyset cursors beside offset, word search', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let owner: TestUser;
  const tag = `t${crypto.randomBytes(4).toString('hex')}`;
  const descriptor = JSON.stringify(LIBRARY_CATALOGUE[0].descriptor);
  /** Rows made at one instant, so that pages must break ties by id. */
  const instant = new Date('2026-01-01T00:00:00.123456Z').toISOString();

  const get = async (path: string, user?: TestUser): Promise<Body> => {
    const response = await call(stack.baseUrl, 'GET', path, { key: user?.key });
    assert.equal(response.status, 200, `${path}: ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const withParameter = (path: string, name: string, value: string) => `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

  /** Every row of a list, page after page by cursor; asserts each page repeats the first page's total. */
  async function walk(path: string, field: string, user?: TestUser): Promise<string[]> {
    const ids: string[] = [];
    let body = await get(path, user);
    const { total } = body;
    for (;;) {
      ids.push(...(body[field] as Array<{ id: string }>).map((row) => row.id));
      assert.equal(body.total, total, 'every page carries the first page total');
      if (!body.next_cursor) return ids;
      body = await get(withParameter(path, 'cursor', body.next_cursor), user);
    }
  }

  /** The list as one big page, and as small pages by cursor and by offset (where the list has one): the same rows in the same order. */
  async function assertPagesAgree(path: string, field: string, pageSize: number, options: { user?: TestUser; maxLimit?: number; offset?: boolean } = {}): Promise<string[]> {
    const { user, maxLimit = 100, offset = true } = options;
    const whole = await get(withParameter(path, 'limit', String(maxLimit)), user);
    const expected = (whole[field] as Array<{ id: string }>).map((row) => row.id);
    assert.ok(expected.length > pageSize * 2, `${path}: enough rows for several pages (${expected.length})`);
    assert.equal(whole.total, expected.length);
    assert.deepEqual(await walk(withParameter(path, 'limit', String(pageSize)), field, user), expected, `${path} by cursor`);
    if (!offset) return expected;
    const byOffset = await get(withParameter(withParameter(path, 'limit', String(pageSize)), 'offset', String(pageSize * 2)), user);
    assert.deepEqual((byOffset[field] as Array<{ id: string }>).map((row) => row.id), expected.slice(pageSize * 2, pageSize * 3), `${path} by offset`);
    return expected;
  }

  before(async () => {
    stack = await getTestStack();
    owner = await createTestUser(stack);
    await stack.dataSource.query(
      `INSERT INTO library_characters (name, description, appearance_summary, personality_traits, descriptor, reference_keys, usage_count, created_at)
       SELECT 'Paging ' || $1 || ' ' || (i % 3), 'A lantern keeper number ' || i, 'Adult with red hair', '[]', $2::jsonb, '{}', i % 4, $3
       FROM generate_series(1, 30) AS i`,
      [tag, descriptor, instant],
    );
    await stack.dataSource.query(
      `WITH made AS (
         INSERT INTO characters (user_id, name, description, status, descriptor, descriptor_filled, created_at)
         SELECT $1, 'Seller ' || i, 'sold ' || i, 'published', $3::jsonb, true, $4 FROM generate_series(1, 30) AS i RETURNING id, name)
       INSERT INTO marketplace_listings (seller_id, character_id, title, description, price_credits, status, sales_count, created_at)
       SELECT $1, id, name || ' ' || $2, 'a listing', 1 + length(name) % 3, 'active', length(name) % 2, $4 FROM made`,
      [owner.id, tag, descriptor, instant],
    );
  });

  it('pages the library by cursor: the rows of one big page, in its order, with ties broken by id', async () => {
    const ids = await assertPagesAgree(`/api/library?search=${tag}`, 'characters', 7, { offset: false });
    assert.equal(ids.length, 30);
  });

  it('pages every sort of the marketplace by cursor and by offset alike; the overview counts active listings', async () => {
    for (const sort of ['newest', 'price', 'popular']) await assertPagesAgree(`/api/marketplace/listings?search=${tag}&sort=${sort}`, 'listings', 6, { user: owner });
    await assertPagesAgree('/api/marketplace/my-listings', 'listings', 6, { user: owner });
    const before = (await get('/api/marketplace', owner)).listings_total as number;
    const [listing] = (await get(`/api/marketplace/listings?search=${tag}&limit=1`, owner)).listings as Array<{ id: string; character_id: string }>;
    await call(stack.baseUrl, 'DELETE', `/api/marketplace/listings/${listing.id}`, { key: owner.key });
    assert.equal((await get('/api/marketplace', owner)).listings_total, before - 1, 'a withdrawn listing leaves the count');
    await stack.dataSource.query('DELETE FROM characters WHERE id = (SELECT character_id FROM marketplace_listings WHERE seller_id = $1 AND status = $2 LIMIT 1)', [owner.id, 'active']);
    assert.equal((await get('/api/marketplace', owner)).listings_total, before - 2, 'so does one whose character was deleted');
  });

  it('searches words and word beginnings in any order, case-insensitively; text without words finds nothing', async () => {
    assert.equal((await get(`/api/library?search=${tag.toUpperCase()}`)).total, 30);
    assert.equal((await get(`/api/library?search=keeper+${tag.slice(0, 5)}`)).total, 30, 'the beginning of a word, in any order');
    assert.equal((await get(`/api/library?search=${tag}+lantern+number+7`)).total, 1);
    assert.equal((await get(`/api/library?search=eeper+${tag}`)).total, 0, 'not the middle of a word');
    assert.deepEqual(await get('/api/library?search=%27%3A*%26'), { characters: [], total: 0, total_exact: true, next_cursor: null });
  });

  it('counts a search exactly up to 1,000 matches and estimates above, reading no more than that', async () => {
    assert.equal((await get(`/api/library?search=${tag}`)).total_exact, true);
    const many = `m${crypto.randomBytes(4).toString('hex')}`;
    await stack.dataSource.query(
      `INSERT INTO library_characters (name, description, appearance_summary, personality_traits, descriptor, reference_keys) SELECT 'Crowd ' || $1, 'one of many', 'Adult', '[]', $2::jsonb, '{}' FROM generate_series(1, 1001)`,
      [many, descriptor],
    );
    const page = await get(`/api/library?search=${many}&limit=1`);
    assert.equal(page.total_exact, false);
    assert.ok(page.total > 1000, String(page.total));
    const next = await get(`/api/library?search=${many}&limit=1&cursor=${page.next_cursor}`);
    assert.deepEqual([next.total, next.total_exact], [page.total, false], 'the next page carries the estimate');
    await stack.dataSource.query('DELETE FROM library_characters WHERE name = $1', [`Crowd ${many}`]);
  });

  it('pages the credit history, storybooks and webhook deliveries by cursor, ties included', async () => {
    for (let grant = 0; grant < 25; grant++) await stack.services.ledger.grant(owner.id, `paging-${tag}-${grant}`, 1, `grant ${grant}`);
    await assertPagesAgree('/api/credits/history', 'entries', 4, { user: owner });
    await stack.dataSource.query(
      `INSERT INTO storybooks (id, user_id, character_ids, character_names, model, consistency_check, export_pdf, status, created_at)
       SELECT gen_random_uuid(), $1, '[]', '[]', 'builtin', false, false, 'completed', $2 FROM generate_series(1, 13)`,
      [owner.id, instant],
    );
    await assertPagesAgree('/api/storybooks', 'storybooks', 3, { user: owner });
    const [{ id: endpointId }]: Array<{ id: string }> = await stack.dataSource.query(
      `INSERT INTO webhook_endpoints (user_id, url, event_types, secret) VALUES ($1, 'https://hooks.example.com/x', ARRAY['comic.ready'], 'whsec_x') RETURNING id`,
      [owner.id],
    );
    await stack.dataSource.query(
      `WITH events AS (INSERT INTO webhook_events (user_id, type, change_key, data) SELECT $1, 'comic.ready', $2 || i, '{"object": "comic"}' FROM generate_series(1, 13) AS i RETURNING id)
       INSERT INTO webhook_deliveries (event_id, endpoint_id, status, created_at) SELECT id, $3, 'delivered', $4 FROM events`,
      [owner.id, `paging-${tag}-`, endpointId, instant],
    );
    await assertPagesAgree(`/api/webhooks/${endpointId}/deliveries`, 'deliveries', 3, { user: owner });
  });

  it('pages the characters (the spec\'s bare array): 100 by default, the next page in a Link header followed to the end', async () => {
    const many = await createTestUser(stack);
    await stack.dataSource.query(
      `INSERT INTO characters (user_id, name, description, status, descriptor, descriptor_filled, created_at)
       SELECT $1, 'Crowd ' || i, 'one of many', 'draft', $2::jsonb, false, $3 FROM generate_series(1, 230) AS i`,
      [many.id, descriptor, instant],
    );
    const first = await call(stack.baseUrl, 'GET', '/api/characters', { key: many.key });
    assert.equal(first.status, 200);
    assert.ok(Array.isArray(first.body));
    assert.equal(first.body.length, 100, 'a client that ignores the header sees the newest 100');
    assert.equal(first.headers.get('x-total-count'), '230');
    const link = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link') ?? '');
    assert.ok(link, `Link: ${first.headers.get('link')}`);
    const next = new URL(link[1]);
    assert.equal(next.origin + next.pathname, `${stack.config.publicBaseUrl}/api/characters`);
    assert.equal(next.searchParams.get('cursor'), first.headers.get('x-next-cursor'));

    const paged: string[] = [];
    const sizes: number[] = [];
    for (let url: string | undefined = `${stack.baseUrl}/api/characters?limit=7`; url; ) {
      const page: ApiResponse = await call(url, 'GET', '', { key: many.key });
      assert.equal(page.status, 200, JSON.stringify(page.body));
      paged.push(...(page.body as Array<{ id: string }>).map((character) => character.id));
      sizes.push(page.body.length);
      url = /^<([^>]+)>; rel="next"$/.exec(page.headers.get('link') ?? '')?.[1];
    }
    assert.equal(new Set(paged).size, 230, 'every character once, none repeated or skipped (all made at one instant: ties broken by id)');
    assert.deepEqual(sizes, [...Array(32).fill(7), 6]);
    const biggest = await call(stack.baseUrl, 'GET', '/api/characters?limit=200', { key: many.key });
    assert.equal(biggest.body.length, 200);
    const tooMany = await call(stack.baseUrl, 'GET', '/api/characters?limit=201', { key: many.key });
    assert.equal(tooMany.status, 400);
    assert.match(tooMany.body.error, /limit: must be at most 200/);
  });

  it('never repeats or skips a row when rows arrive between pages; the total stays the first page count', async () => {
    const first = await get('/api/credits/history?limit=5', owner);
    await stack.services.ledger.grant(owner.id, `paging-${tag}-late`, 1, 'arrived between pages');
    const second = await get(`/api/credits/history?limit=5&cursor=${first.next_cursor}`, owner);
    assert.equal(second.total, first.total);
    const ids = [...(first.entries as Array<{ id: string }>), ...(second.entries as Array<{ id: string }>)].map((entry) => entry.id);
    const fresh = await get('/api/credits/history?limit=11', owner);
    assert.deepEqual(ids, (fresh.entries as Array<{ id: string }>).slice(1).map((entry) => entry.id));
  });

  it('answers 400 for a cursor of another list or filter, a made-up cursor, and a cursor with an offset', async () => {
    const history = await get('/api/credits/history?limit=2', owner);
    const library = await get(`/api/library?search=${tag}&limit=2`);
    const cases = [
      [`/api/library?cursor=${history.next_cursor}`, /cursor: not the next_cursor of this list/],
      [`/api/library?search=other&cursor=${library.next_cursor}`, /cursor: not the next_cursor of this list/],
      ['/api/credits/history?cursor=bm90IGEgY3Vyc29y', /cursor: not the next_cursor of this list/],
      [`/api/credits/history?offset=2&cursor=${history.next_cursor}`, /either offset or cursor/],
    ] as const;
    for (const [path, error] of cases) {
      const response = await call(stack.baseUrl, 'GET', path, { key: owner.key });
      assert.equal(response.status, 400, path);
      assert.match(response.body.error, error);
    }
  });
});
