/**
 * A database filled as a busy year fills it, for the scale bench: 20,000 users (one heavy user with 20,000 ledger
 * entries, 2,000 characters, 500 storybooks of 20 pages, 5,000 scenes, a webhook endpoint with 20,000 deliveries),
 * about 2 million ledger rows (1 million charges, each delivered or refunded), 200,000 characters, 100,000 library
 * characters and 100,000 active marketplace listings, with sessions, idempotency keys, tokens and counters that the
 * housekeeping schedules clean. Made set-wise in SQL (minutes, not hours), in a database of its own on the
 * DATABASE_URL server (`likeness_scale`), reused by later runs while its shape version is unchanged; new migrations
 * are applied to it on every run, as a deploy applies them to a full production database.
 */
import crypto from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { connectDatabase, migrateDatabase } from '../../src/db/data-source';
import { LIBRARY_CATALOGUE } from '../../src/library/catalogue';
import { hashApiKey } from '../../src/services/api-keys';

/** Bump when the shape changes: the next run drops the database and seeds it again. */
const SHAPE_VERSION = 4;
const DATABASE_NAME = 'likeness_scale';

export const SHAPE = {
  users: 20_000,
  /** Charges of every user but the heavy one (each with a delivery, or a refund for one in ten). */
  chargesPerUser: 50,
  charactersPerUser: 10,
  /** Of each user's characters, this many are published and listed on the marketplace. */
  listedPerUser: 5,
  libraryCharacters: 100_000,
  scenesPerUser: 10,
  heavy: { charges: 20_000, characters: 2_000, storybooks: 500, pagesPerBook: 20, scenes: 5_000, comics: 200, deliveries: 20_000, listings: 60 },
  sessions: 100_000,
  idempotencyKeys: 200_000,
  accountTokens: 20_000,
  requestCounts: 20_000,
} as const;

export const HEAVY_USER_ID = '00000000-0000-4000-8000-000000000001';

export interface ScaleDatabase {
  url: string;
  dataSource: DataSource;
  /** The heavy user's API key. */
  heavyKey: string;
  /** One of the heavy user's webhook endpoints (the one with the deliveries). */
  endpointId: string;
  /** Seconds the seeding took, when this run seeded; undefined when it reused the database. */
  seededSeconds?: number;
  /** Seconds the migrations new to this database took (0 when none was new). */
  migratedSeconds: number;
}

async function withAdmin<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

/** The version the existing database was seeded at, or undefined when there is none (or it is unfinished). */
async function seededVersion(serverUrl: string): Promise<number | undefined> {
  const exists = await withAdmin(serverUrl, (client) => client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]));
  if (!exists.rowCount) return undefined;
  return withAdmin(databaseUrl(serverUrl), async (client) => {
    const marker = await client.query(`SELECT version FROM bench_scale_seed`).catch(() => undefined);
    return marker?.rows[0]?.version as number | undefined;
  });
}

const words = (list: string[]) => `ARRAY[${list.map((word) => `'${word}'`).join(',')}]`;
const ADJECTIVES = words(['Brave', 'Quiet', 'Clever', 'Gentle', 'Sleepy', 'Mighty', 'Curious', 'Jolly', 'Shy', 'Swift', 'Golden', 'Misty', 'Rusty', 'Silver', 'Lucky', 'Grumpy', 'Tiny', 'Wild', 'Noble', 'Dizzy', 'Cosmic', 'Frosty', 'Sunny', 'Stormy', 'Velvet', 'Copper', 'Crimson', 'Amber', 'Hidden', 'Wandering', 'Midnight', 'Bright', 'Humble', 'Proud', 'Merry', 'Bold', 'Calm', 'Fierce', 'Kind', 'Odd']);
const NOUNS = words(['Fox', 'Dragon', 'Knight', 'Robot', 'Wizard', 'Pirate', 'Owl', 'Bear', 'Rabbit', 'Otter', 'Falcon', 'Tiger', 'Panda', 'Whale', 'Badger', 'Sparrow', 'Captain', 'Baker', 'Gardener', 'Explorer', 'Astronaut', 'Detective', 'Princess', 'Giant', 'Goblin', 'Mermaid', 'Unicorn', 'Wolf', 'Turtle', 'Heron', 'Moose', 'Lynx', 'Raven', 'Beetle', 'Hedgehog', 'Sailor', 'Painter', 'Drummer', 'Ranger', 'Monk']);
const COLOURS = words(['red', 'blue', 'green', 'black', 'white', 'golden', 'silver', 'purple', 'orange', 'brown', 'grey', 'pink', 'teal', 'yellow']);
const HAIR = words(['curly', 'straight', 'braided', 'short', 'long', 'spiky', 'wavy', 'shaggy', 'tied-back', 'messy']);
const GARMENTS = words(['raincoat', 'cloak', 'jumper', 'kimono', 'overalls', 'armour', 'scarf', 'apron', 'waistcoat', 'hoodie', 'sari', 'poncho', 'jacket', 'tunic']);
const HOBBIES = words(['maps', 'stargazing', 'baking bread', 'old machines', 'sea shanties', 'puzzles', 'kites', 'gardening', 'riddles', 'lanterns', 'boats', 'books', 'music', 'snowball fights']);
const PLACES = words(['harbour', 'forest', 'castle', 'desert', 'city', 'mountain', 'village', 'island', 'library', 'market', 'moon base', 'river', 'swamp', 'meadow']);

/** `array[1 + hash(seed) % length]`: a word picked by a stable hash of the row, so reruns make the same data. */
const pick = (array: string, seed: string) => `(${array})[1 + abs(hashtext(${seed})) % array_length(${array}, 1)]`;
const nameOf = (seed: string) => `${pick(ADJECTIVES, `${seed} || 'a'`)} || ' ' || ${pick(NOUNS, `${seed} || 'n'`)}`;
const descriptionOf = (seed: string) =>
  `'A ' || lower(${pick(ADJECTIVES, `${seed} || 'd'`)}) || ' ' || lower(${pick(NOUNS, `${seed} || 'm'`)}) || ' with ' || ${pick(HAIR, `${seed} || 'h'`)} || ' ' || ${pick(COLOURS, `${seed} || 'c'`)} || ' hair and a ' || ${pick(COLOURS, `${seed} || 'g'`)} || ' ' || ${pick(GARMENTS, `${seed} || 'w'`)} || ', who loves ' || ${pick(HOBBIES, `${seed} || 'l'`)} || ' and lives near the ' || ${pick(PLACES, `${seed} || 'p'`)} || '.'`;
const storageKey = (folder: string, seed: string) => `'${folder}/' || md5(${seed}) || '.png'`;
/** Spread over the last year: row `index` of `count`. */
const overTheYear = (index: string, count: number) => `now() - interval '365 days' + (${index}::float8 / ${count}) * interval '364 days'`;
/** A version-4 UUID made from a hash of `seed` (the API checks ids are UUIDs of a known version). */
const uuidOf = (seed: string) => `overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17)::uuid`;
const userIdOf = (u: string) => `CASE WHEN ${u} = 0 THEN '${HEAVY_USER_ID}'::uuid ELSE ${uuidOf(`'user:' || ${u}`)} END`;
const characterIdOf = (u: string, k: string) => uuidOf(`'character:' || ${u} || ':' || ${k}`);

/** Each statement of the seed, with what it makes (printed as it goes). */
function seedStatements(descriptor: string, heavyKeyHash: string): Array<[string, string]> {
  const { heavy } = SHAPE;
  const users = SHAPE.users - 1;
  return [
    ['users', `INSERT INTO users (id, email, plan, credits, email_verified_at, created_at)
      SELECT ${userIdOf('u')}, 'scale-' || u || '@bench.example', CASE WHEN u % 10 = 0 THEN 'creator' ELSE 'free' END, 0, now(), ${overTheYear('u', SHAPE.users)}
      FROM generate_series(0, ${users}) AS u`],
    ['api keys', `INSERT INTO api_keys (user_id, name, key_prefix, key_hash, created_at)
      SELECT ${userIdOf('u')}, 'Default', 'lk_live_' || substr(md5('key:' || u), 1, 4), CASE WHEN u = 0 THEN '${heavyKeyHash}' ELSE md5('key:' || u) || md5('key2:' || u) END, now()
      FROM generate_series(0, ${users}) AS u`],
    ['ledger: grants', `INSERT INTO credit_ledger (user_id, operation_id, kind, unit, amount, balance_after, description, created_at)
      SELECT ${userIdOf('u')}, 'grant:' || u, 'grant', 0, 1000000, 1000000, 'Welcome credits', ${overTheYear('u', SHAPE.users)} - interval '1 day'
      FROM generate_series(0, ${users}) AS u`],
    ['ledger: charges with their deliveries and refunds', `
      WITH runs AS (
        SELECT u, n, ${userIdOf('u')} AS user_id, 'wf:generate-' || ${uuidOf(`'run:' || u || ':' || n`)} AS operation_id,
               now() - interval '365 days' + (n::float8 / CASE WHEN u = 0 THEN ${heavy.charges} ELSE ${SHAPE.chargesPerUser} END) * interval '364 days' + (u % 997) * interval '1 second' AS at
        FROM generate_series(0, ${users}) AS u, LATERAL generate_series(1, CASE WHEN u = 0 THEN ${heavy.charges} ELSE ${SHAPE.chargesPerUser} END) AS n),
      entries AS (
        SELECT user_id, operation_id, 'charge' AS kind, -1 AS amount, 'scene ' || ${uuidOf(`'image:' || u || ':' || (n % ${SHAPE.scenesPerUser} + 1)`)} AS description, ARRAY[0] AS units, at, 0 AS step FROM runs
        UNION ALL
        SELECT user_id, operation_id, CASE WHEN n % 10 = 0 THEN 'refund' ELSE 'delivery' END, CASE WHEN n % 10 = 0 THEN 1 ELSE 0 END, NULL, NULL, at + interval '3 seconds', 1 FROM runs)
      INSERT INTO credit_ledger (user_id, operation_id, kind, unit, amount, balance_after, description, units, created_at)
      SELECT user_id, operation_id, kind, 0, amount, 1000000 + SUM(amount) OVER (PARTITION BY user_id ORDER BY at, step, operation_id), description, units, at FROM entries`],
    ['balances', `UPDATE users SET credits = totals.sum FROM (SELECT user_id, SUM(amount) AS sum FROM credit_ledger GROUP BY user_id) totals WHERE totals.user_id = users.id`],
    ['characters', `INSERT INTO characters (id, user_id, name, description, style_notes, status, face_mode, descriptor, descriptor_filled, created_at, updated_at)
      SELECT ${characterIdOf('u', 'k')}, ${userIdOf('u')}, ${nameOf(`'c' || u || ':' || k`)}, ${descriptionOf(`'c' || u || ':' || k`)}, 'flat vector',
             CASE WHEN u > 0 AND k < ${SHAPE.listedPerUser} THEN 'published' WHEN k % 3 = 0 THEN 'draft' ELSE 'locked' END, 'illustrated', '${descriptor}'::jsonb, true,
             ${overTheYear('k', heavy.characters)} + (u % 997) * interval '1 minute', now()
      FROM generate_series(0, ${users}) AS u, LATERAL generate_series(0, CASE WHEN u = 0 THEN ${heavy.characters - 1} ELSE ${SHAPE.charactersPerUser - 1} END) AS k`],
    ['reference images (front and side of each character)', `INSERT INTO reference_images (character_id, label, image_key, alt_text, created_at)
      SELECT id, label, ${storageKey('references', `id::text || label`)}, name || ', ' || label || ' view', created_at
      FROM characters, unnest(ARRAY['front', 'side']) AS label`],
    ['library characters', `INSERT INTO library_characters (name, description, style_notes, appearance_summary, clothing_description, personality_traits, descriptor, reference_keys, usage_count, created_at)
      SELECT ${nameOf(`'l' || i`)}, ${descriptionOf(`'l' || i`)}, 'flat vector',
             'Adult with ' || ${pick(HAIR, `'lh' || i`)} || ' ' || ${pick(COLOURS, `'lc' || i`)} || ' hair; ' || ${pick(COLOURS, `'le' || i`)} || ' eyes',
             ${pick(COLOURS, `'lg' || i`)} || ' ' || ${pick(GARMENTS, `'lw' || i`)}, '["kind"]', '${descriptor}'::jsonb,
             jsonb_build_object('front', ${storageKey('library', `'l' || i`)}), (power(abs(hashtext('lu' || i)) % 1000, 2) / 1000)::int, ${overTheYear('i', SHAPE.libraryCharacters)}
      FROM generate_series(1, ${SHAPE.libraryCharacters}) AS i`],
    ['marketplace listings (one per published character; the heavy user sells some, most withdrawn)', `INSERT INTO marketplace_listings (seller_id, character_id, title, description, price_credits, status, sales_count, created_at, updated_at)
      SELECT user_id, id, name || ' the ' || lower(${pick(NOUNS, `'t' || id::text`)}), description, 1 + abs(hashtext('p' || id::text)) % 500, 'active',
             (power(abs(hashtext('s' || id::text)) % 100, 2) / 100)::int, created_at + interval '1 day', now()
      FROM characters WHERE status = 'published'`],
    ['the heavy user as a seller', `INSERT INTO marketplace_listings (seller_id, character_id, title, description, price_credits, status, sales_count, created_at, updated_at)
      SELECT user_id, CASE WHEN row_number() OVER (ORDER BY created_at) <= 10 THEN id END, name, description, 5, 'withdrawn', 0, created_at, now()
      FROM characters WHERE user_id = '${HEAVY_USER_ID}' ORDER BY created_at LIMIT ${heavy.listings}`],
    ['scenes (and the heavy user\'s storybook page images)', `INSERT INTO generated_images (id, user_id, kind, character_id, character_ids, prompt, model, seed, image_key, consistency_score, attempts, passed, reasoning, alt_text, created_at)
      SELECT ${uuidOf(`'image:' || u || ':' || m`)}, ${userIdOf('u')}, CASE WHEN u = 0 AND m % 3 = 0 THEN 'storybook_page' WHEN m % 7 = 0 THEN 'variant' ELSE 'scene' END,
             ${characterIdOf('u', `m % ${SHAPE.charactersPerUser}`)}, jsonb_build_array(${characterIdOf('u', `m % ${SHAPE.charactersPerUser}`)}),
             'At the ' || ${pick(PLACES, `'ip' || u || ':' || m`)}, 'builtin-flat', m, ${storageKey('scenes', `'image:' || u || ':' || m`)}, 90, 1, true, 'consistent', 'A scene', ${overTheYear('m', heavy.scenes)} + (u % 997) * interval '1 minute'
      FROM generate_series(0, ${users}) AS u, LATERAL generate_series(1, CASE WHEN u = 0 THEN ${heavy.scenes + heavy.storybooks * heavy.pagesPerBook} ELSE ${SHAPE.scenesPerUser} END) AS m`],
    ['storybooks of the heavy user', `INSERT INTO storybooks (id, user_id, character_ids, character_names, model, consistency_check, export_pdf, status, created_at, updated_at)
      SELECT ${uuidOf(`'book:' || b`)}, '${HEAVY_USER_ID}', jsonb_build_array(${characterIdOf('0', `b % ${heavy.characters}`)}), '["Mia"]', 'builtin-flat', false, false, 'completed', ${overTheYear('b', heavy.storybooks)}, now()
      FROM generate_series(1, ${heavy.storybooks}) AS b`],
    ['storybook pages', `INSERT INTO storybook_pages (storybook_id, page_number, prompt, status, image_key, consistency_score, attempts)
      SELECT ${uuidOf(`'book:' || b`)}, p, 'Page ' || p || ' at the ' || ${pick(PLACES, `'bp' || b || ':' || p`)}, 'generated', ${storageKey('storybooks', `'page:' || b || ':' || p`)}, 90, 1
      FROM generate_series(1, ${heavy.storybooks}) AS b, generate_series(1, ${heavy.pagesPerBook}) AS p`],
    ['comics of the heavy user', `INSERT INTO comics (id, user_id, title, character_ids, status, page_count, style_preset, style_lock, created_at, updated_at)
      SELECT ${uuidOf(`'comic:' || c`)}, '${HEAVY_USER_ID}', 'Comic ' || c, '[]', 'ready', 6, 'classic_american', 'ink', ${overTheYear('c', heavy.comics)}, now()
      FROM generate_series(1, ${heavy.comics}) AS c`],
    ['comic panels', `INSERT INTO comic_panels (comic_id, page_number, image_key, caption_type, action, scene_prompt, shot)
      SELECT ${uuidOf(`'comic:' || c`)}, p, ${storageKey('panels', `'panel:' || c || ':' || p`)}, 'narration', 'walks', 'a street', 'wide'
      FROM generate_series(1, ${heavy.comics}) AS c, generate_series(1, 6) AS p`],
    ['brand kits of the heavy user', `INSERT INTO brand_kits (user_id, name, created_at) SELECT '${HEAVY_USER_ID}', 'Brand ' || k, ${overTheYear('k', 10)} FROM generate_series(1, 10) AS k`],
    ['webhook endpoints of the heavy user', `INSERT INTO webhook_endpoints (id, user_id, url, event_types, secret)
      SELECT ${uuidOf(`'endpoint:' || e`)}, '${HEAVY_USER_ID}', 'https://hooks.example.com/' || e, ARRAY['comic.ready', 'storybook.completed'], 'whsec_' || md5('secret' || e) FROM generate_series(1, 3) AS e`],
    ['webhook events', `INSERT INTO webhook_events (id, user_id, type, change_key, data, created_at)
      SELECT ${uuidOf(`'event:' || d`)}, '${HEAVY_USER_ID}', 'comic.ready', 'bench:' || d, '{"object": "comic"}', ${overTheYear('d', heavy.deliveries)} FROM generate_series(1, ${heavy.deliveries}) AS d`],
    ['webhook deliveries', `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, created_at, updated_at)
      SELECT ${uuidOf(`'delivery:' || d`)}, ${uuidOf(`'event:' || d`)}, ${uuidOf(`'endpoint:' || 1`)}, 'delivered', ${overTheYear('d', heavy.deliveries)}, now() FROM generate_series(1, ${heavy.deliveries}) AS d`],
    ['webhook attempts', `INSERT INTO webhook_attempts (delivery_id, number, run_id, run_attempt, redelivery, started_at, outcome, status_code, latency_ms)
      SELECT ${uuidOf(`'delivery:' || d`)}, a, 'run-' || d, a, false, now(), CASE WHEN a = 1 AND d % 4 = 0 THEN 'failed' ELSE 'delivered' END, 200, 40
      FROM generate_series(1, ${heavy.deliveries}) AS d, generate_series(1, CASE WHEN d % 4 = 0 THEN 2 ELSE 1 END) AS a`],
    ['account exports of the heavy user', `INSERT INTO account_exports (id, user_id, status, created_at) SELECT ${uuidOf(`'export:' || x`)}, '${HEAVY_USER_ID}', 'expired', now() - x * interval '1 day' FROM generate_series(1, 5) AS x`],
    ['sessions (half expired)', `INSERT INTO sessions (user_id, token_hash, expires_at, created_at)
      SELECT ${userIdOf(`s % ${SHAPE.users}`)}, md5('session:' || s) || md5('session2:' || s), now() + (CASE WHEN s % 2 = 0 THEN -1 ELSE 1 END) * (s % 30 + 1) * interval '1 day', now() - interval '40 days'
      FROM generate_series(1, ${SHAPE.sessions}) AS s`],
    ['idempotency keys (most older than a day)', `INSERT INTO idempotency_keys (user_id, key, request_hash, workflow_id, created_at)
      SELECT ${userIdOf(`k % ${SHAPE.users}`)}, 'key-' || k, md5('body' || k), 'generate-' || md5('wf' || k), ${overTheYear('k', SHAPE.idempotencyKeys)}
      FROM generate_series(1, ${SHAPE.idempotencyKeys}) AS k`],
    ['account tokens (used or expired)', `INSERT INTO account_tokens (user_id, purpose, token_hash, email, expires_at, used_at, created_at)
      SELECT ${userIdOf(`t % ${SHAPE.users}`)}, 'verify_email', md5('token:' || t) || md5('token2:' || t), 'scale@bench.example', now() - (t % 100) * interval '1 day', CASE WHEN t % 2 = 0 THEN now() - interval '50 days' END, now() - interval '120 days'
      FROM generate_series(1, ${SHAPE.accountTokens}) AS t`],
    ['request counts (windows ended)', `INSERT INTO request_counts (key, count, window_ends_at) SELECT 'sign-in:address:10.0.' || r, 1, now() - (r % 48) * interval '1 hour' FROM generate_series(1, ${SHAPE.requestCounts}) AS r`],
  ];
}

async function seed(url: string, heavyKey: string): Promise<void> {
  const descriptor = JSON.stringify(LIBRARY_CATALOGUE[0].descriptor).replace(/'/g, "''");
  await withAdmin(url, async (client) => {
    await client.query(`SET synchronous_commit = off`);
    for (const [what, sql] of seedStatements(descriptor, hashApiKey(heavyKey))) {
      const started = performance.now();
      const result = await client.query(sql);
      console.log(`  seeded ${what}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    await client.query(`CREATE TABLE bench_scale_seed (version integer NOT NULL, heavy_key text NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now())`);
    await client.query(`INSERT INTO bench_scale_seed (version, heavy_key) VALUES ($1, $2)`, [SHAPE_VERSION, heavyKey]);
  });
}

/** VACUUM ANALYZE: fresh statistics for the planner and visibility maps for index-only scans, as autovacuum keeps them. */
async function settle(url: string): Promise<void> {
  const started = performance.now();
  await withAdmin(url, (client) => client.query('VACUUM ANALYZE'));
  console.log(`  VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The scale database on the DATABASE_URL server: seeded now, or reused; migrated to this checkout either way. */
export async function scaleDatabase(serverUrl: string): Promise<ScaleDatabase> {
  const url = databaseUrl(serverUrl);
  const fresh = (await seededVersion(serverUrl)) !== SHAPE_VERSION;
  let seededSeconds: number | undefined;
  if (fresh) {
    console.log(`  seeding ${DATABASE_NAME} (shape version ${SHAPE_VERSION}); later runs reuse it`);
    await withAdmin(serverUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
    });
  }
  const dataSource = await connectDatabase({ url });
  const migrationStarted = performance.now();
  const pending = await dataSource.showMigrations();
  await migrateDatabase(dataSource);
  const migratedSeconds = pending && !fresh ? (performance.now() - migrationStarted) / 1000 : 0;
  if (fresh) {
    const started = performance.now();
    await seed(url, `lk_live_${crypto.randomBytes(24).toString('hex')}`);
    seededSeconds = (performance.now() - started) / 1000;
  }
  if (fresh || migratedSeconds) await settle(url);
  const [{ heavy_key: heavyKey }]: Array<{ heavy_key: string }> = await dataSource.query('SELECT heavy_key FROM bench_scale_seed');
  const [{ id: endpointId }]: Array<{ id: string }> = await dataSource.query(
    `SELECT endpoint_id AS id FROM webhook_deliveries GROUP BY endpoint_id ORDER BY COUNT(*) DESC LIMIT 1`,
  );
  return { url, dataSource, heavyKey, endpointId, seededSeconds, migratedSeconds };
}
