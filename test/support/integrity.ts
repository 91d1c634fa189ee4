import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { BlobStorage } from '../../src/storage';
import type { TestStack } from './stack';
import type { TestUser } from './users';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * No image lost: every delivered image_url serves a PNG, every generated_images row of the user has its
 * file, and every delivered image is one of those rows.
 */
export async function assertNoImageLost(stack: TestStack, user: TestUser, deliveredUrls: string[]): Promise<void> {
  for (const url of deliveredUrls) {
    const response = await fetch(url);
    assert.equal(response.status, 200, `${url} should serve the image`);
    assert.equal(response.headers.get('content-type'), 'image/png', url);
    assert.ok(Buffer.from(await response.arrayBuffer()).subarray(0, 8).equals(PNG_SIGNATURE), `${url} is not a PNG`);
  }
  const rows: Array<{ image_key: string }> = await stack.dataSource.query('SELECT image_key FROM generated_images WHERE user_id = $1', [user.id]);
  for (const row of rows) assert.ok(await stack.deps.storage.get(row.image_key), `generated image ${row.image_key} has no file`);
  const recorded = new Set(rows.map((row) => row.image_key));
  for (const url of deliveredUrls) assert.ok(recorded.has(url.split('/files/')[1]), `${url} has no generated_images row`);
}

/**
 * Every charge of the user is settled: each charged unit delivered or refunded (never both, none open), and the
 * credits kept equal the delivered units' price.
 */
export async function assertChargesSettled(stack: Pick<TestStack, 'services'>, user: Pick<TestUser, 'id'>): Promise<void> {
  const mine = (await stack.services.ledger.settlements()).filter((settlement) => settlement.userId === user.id);
  for (const settlement of mine) {
    const label = `${settlement.operationId}: units ${settlement.units.join(',')}, delivered ${settlement.delivered.join(',')}, refunded ${settlement.refunded.join(',')}`;
    assert.deepEqual(settlement.open, [], `no unit left open (${label})`);
    assert.ok(!settlement.delivered.some((unit) => settlement.refunded.includes(unit)), `no unit both delivered and refunded (${label})`);
    assert.equal(settlement.netCharged, settlement.unitCost * settlement.delivered.length, `kept = delivered units' price (${label})`);
  }
}

/**
 * The ledger equals the sum of successful units: no user's balance drifts from its ledger, every charge of this user
 * is settled, and this user paid one credit per delivered unit.
 */
export async function assertLedgerExact(stack: Pick<TestStack, 'services'>, user: Pick<TestUser, 'id'>, startCredits: number, deliveredUnits: number): Promise<void> {
  assert.deepEqual(await stack.services.ledger.reconcile(), []);
  await assertChargesSettled(stack, user);
  assert.equal(startCredits - (await stack.services.ledger.balance(user.id)), deliveredUnits, 'credits charged = units delivered');
}

/**
 * Fails unless storage holds no file at `key`. Not assert.equal(file, undefined): node's assert diffs the inspected
 * bytes of a file it finds against undefined, which took a test process past 6 GB (and once a machine's 24 GB) for a
 * 3 MB zip.
 */
export async function assertNoFile(storage: Pick<BlobStorage, 'get'>, key: string, what = key): Promise<void> {
  const file = await storage.get(key);
  assert.ok(file === undefined, `${what}: still stored (${file?.length} bytes)`);
}

/** The storage keys of the local files under one storage folder (e.g. 'scenes'), to spot duplicates or leftovers. */
export function storedFiles(stack: TestStack, folder: string): Set<string> {
  const directory = path.join(stack.config.dataDir, 'files', folder);
  return new Set(fs.existsSync(directory) ? fs.readdirSync(directory).map((name) => `${folder}/${name}`) : []);
}

/** How many pages of the user's storybooks are generated so far (tests wait on it to strike mid-book). */
export async function storybookPagesGenerated(stack: Pick<TestStack, 'dataSource'>, userId: string): Promise<number> {
  const rows: Array<{ count: string }> = await stack.dataSource.query(
    `SELECT COUNT(*) AS count FROM storybook_pages p JOIN storybooks s ON s.id = p.storybook_id WHERE s.user_id = $1 AND p.status = 'generated'`,
    [userId],
  );
  return Number(rows[0].count);
}
