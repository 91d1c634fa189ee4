import assert from 'node:assert/strict';
import { unzipSync } from 'fflate';
import crypto from 'node:crypto';
import { DEFAULTS, marketplaceFee } from '../../src/config/pricing';
import { AccountArchive } from '../../src/services/account-archive';
import { AccountExports } from '../../src/services/account-exports';
import { userReferences } from '../../src/services/account-erasure';
import type { BlobStorage } from '../../src/storage';
import { createReadyCharacter } from '../support/characters';
import { withModelFaults } from '../support/faulty-models';
import { call, callFrom, postForm, type ApiResponse, type RequestOptions } from '../support/http';
import { runCli, runCliCommand } from '../support/cli';
import { assertLedgerExact, assertNoFile, storybookPagesGenerated } from '../support/integrity';
import { linkIn, waitForMail } from '../support/mailbox';
import { withSideWorker } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { LastPageGate, readWhileMade } from '../support/streaming';
import { createTestUser, type TestUser } from '../support/users';
import { smallPng } from '../security/support';

const PASSWORD = 'leaving for good 2026';
/** Pages render slowly enough that the deletion (which first ends the account's billing) lands while the book still has pages to draw, even on a loaded machine (1.5 s was not: CI-like load let all 8 finish). */
const RENDER_DELAY_MS = 4_000;
/** Sign-ups count per client address: this file's own loopback address. */
const OWN_ADDRESS = '127.0.0.50';

/** Every stored file an account's rows name, read from the rows themselves (to check each is gone afterwards). */
async function fileKeysOf(stack: TestStack, userId: string): Promise<string[]> {
  const rows: Array<{ key: string }> = await stack.dataSource.query(
    `SELECT source_image_key AS key FROM characters WHERE user_id = $1 AND source_image_key IS NOT NULL
     UNION SELECT r.image_key FROM reference_images r JOIN characters c ON c.id = r.character_id WHERE c.user_id = $1
     UNION SELECT image_key FROM generated_images WHERE user_id = $1
     UNION SELECT pdf_key FROM storybooks WHERE user_id = $1 AND pdf_key IS NOT NULL
     UNION SELECT p.image_key FROM storybook_pages p JOIN storybooks s ON s.id = p.storybook_id WHERE s.user_id = $1 AND p.image_key IS NOT NULL
     UNION SELECT setting_anchor_key FROM comics WHERE user_id = $1 AND setting_anchor_key IS NOT NULL
     UNION SELECT p.image_key FROM comic_panels p JOIN comics c ON c.id = p.comic_id WHERE c.user_id = $1 AND p.image_key IS NOT NULL
     UNION SELECT logo_key FROM brand_kits WHERE user_id = $1 AND logo_key IS NOT NULL
     UNION SELECT a.image_key FROM brand_assets a JOIN brand_kits k ON k.id = a.brand_kit_id WHERE k.user_id = $1
     UNION SELECT file_key FROM account_exports WHERE user_id = $1 AND file_key IS NOT NULL
     UNION SELECT value FROM library_characters l JOIN characters c ON c.id = l.source_character_id, jsonb_each_text(l.reference_keys) WHERE c.user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.key);
}

describe('leaving and taking: account export (zip) and account deletion as runs', function () {
  this.timeout(240_000);
  let stack: TestStack;
  let png: Buffer;

  before(async () => {
    stack = await getTestStack();
    png = await smallPng();
  });

  const as = (user: TestUser) => (method: string, path: string, options: RequestOptions = {}) => call(stack.baseUrl, method, path, { key: user.key, ...options });
  const ok = (response: ApiResponse, status = 200) => {
    assert.equal(response.status, status, JSON.stringify(response.body));
    return response.body;
  };

  /** A character with references, a scene, a storybook with its PDF, a comic with panels, a brand kit, a webhook endpoint. */
  async function fillAccount(user: TestUser): Promise<{ characterId: string; comicId: string }> {
    const api = as(user);
    const character = await createReadyCharacter(stack, user.id, 'Pia Rook', 'a woman with a teal coat and silver hair');
    ok(await api('POST', '/api/generate', { body: { character_id: character.id, prompt: 'Pia walks her dog', max_retries: 1, min_score: 0 } }));
    ok(await api('POST', '/api/storybook', { body: { pages: ['Pia opens a shop', 'Pia sells a hat'], character_id: character.id, export_pdf: true } }));
    const comic = ok(await api('POST', '/api/comics', { body: { title: 'Pia and the hat', character_ids: [character.id] } }));
    ok(await api('POST', `/api/comics/${comic.id}/panels`, { body: { page_number: 1, action: 'Pia holds up a hat', caption: 'A fine hat!', caption_type: 'narration' } }));
    ok(await postForm(stack.baseUrl, '/api/brand-kits', user.key, { name: 'Rook Hats', logo: png, palette: '[{"name":"Teal","hex":"#1f8a8a"}]' }), 201);
    ok(await api('POST', '/api/webhooks', { body: { url: 'http://127.0.0.1:9/hook', event_types: ['comic.ready'] } }), 201);
    ok(await api('POST', '/api/api-keys', { body: { name: 'laptop' } }), 201);
    return { characterId: character.id, comicId: comic.id };
  }

  it('an export: started by GET, built by a run, announced by email, a zip of everything the account holds, private, expiring', async () => {
    const user = await createTestUser(stack, { credits: 20 });
    const api = as(user);
    await fillAccount(user);
    const started = ok(await api('GET', '/api/account/export'), 202);
    assert.equal(started.status, 'preparing');
    const again = await api('POST', '/api/account/export');
    assert.ok(again.status === 409 || again.status === 202, 'a second export waits for the first (or starts once it is done)');
    let current = started;
    while (current.status === 'preparing') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      current = ok(await api('GET', `/api/account/exports/${started.id}`));
    }
    assert.equal(current.status, 'ready', JSON.stringify(current));
    const ttlDays = (Date.parse(current.expires_at) - Date.parse(current.ready_at)) / 86_400_000;
    assert.equal(ttlDays, 7, 'kept for 7 days');
    const mail = await waitForMail(stack.mailbox, user.email, /Your Likeness export is ready/);
    assert.equal(linkIn(mail, '/account').url, `${stack.config.publicBaseUrl}/account#export`);
    assert.match(mail.text, /can be downloaded until \d+ \w+ \d{4} at \d\d:\d\d UTC/);

    const download = await fetch(current.download_url, { headers: { Authorization: `Bearer ${user.key}` } });
    assert.equal(download.status, 200);
    assert.equal(download.headers.get('content-type'), 'application/zip');
    assert.equal(download.headers.get('content-length'), String(current.size_bytes), 'streamed from storage with its size');
    const zip = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const names = Object.keys(zip).sort();
    console.log(`      export zip (${current.size_bytes} bytes): ${names.join(', ')}`);
    for (const expected of ['README.txt', 'account.json', 'credits.csv', 'api-keys.json', 'marketplace.json', 'webhooks.json', 'scenes/scenes.json']) assert.ok(names.includes(expected), `${expected} in the zip`);
    const has = (pattern: RegExp) => assert.ok(names.some((name) => pattern.test(name)), `a file like ${pattern} in ${names.join(', ')}`);
    has(/^characters\/pia-rook-[0-9a-f]{8}\/character\.json$/);
    has(/^characters\/pia-rook-[0-9a-f]{8}\/references\/front\.png$/);
    has(/^scenes\/[0-9a-f-]{36}\.png$/);
    has(/^storybooks\/pia-opens-a-shop-[0-9a-f]{8}\/page-02\.png$/);
    has(/^storybooks\/.+\/storybook\.pdf$/);
    has(/^comics\/pia-and-the-hat-[0-9a-f]{8}\/panels\/panel-01\.png$/);
    for (const format of ['pdf', 'cbz', 'epub']) has(new RegExp(`^comics/pia-and-the-hat-[0-9a-f]{8}/comic\\.${format}$`));
    has(/^brand-kits\/rook-hats-[0-9a-f]{8}\/logo\.png$/);
    const text = (name: string) => Buffer.from(zip[name]).toString();
    assert.equal(JSON.parse(text('account.json')).email, user.email);
    const csv = text('credits.csv').trim().split('\n');
    assert.equal(csv[0], 'date,kind,amount,balance_after,description,operation');
    assert.ok(csv.slice(1).some((row) => row.includes(',grant,20,20,')), 'the opening grant');
    assert.ok(csv.slice(1).some((row) => row.includes(',charge,-1,')), 'a charge');
    const keys = JSON.parse(text('api-keys.json'));
    assert.deepEqual(keys.map((key: { name: string }) => key.name).sort(), ['Default', 'laptop']);
    const everyJson = names.filter((name) => name.endsWith('.json')).map(text).join('\n');
    assert.doesNotMatch(everyJson, /key_hash|"secret"|password|image_key|token_hash|user_id/, 'no hash, secret or storage key is exported');
    assert.doesNotMatch(everyJson, /lk_live_[0-9A-Za-z]{20}/, 'no whole API key');
    assert.ok(Buffer.from(zip[names.find((name) => name.endsWith('comic.pdf')) as string]).subarray(0, 5).toString() === '%PDF-');

    const [{ file_key: key }]: Array<{ file_key: string }> = await stack.dataSource.query('SELECT file_key FROM account_exports WHERE id = $1', [started.id]);
    assert.equal((await call(stack.baseUrl, 'GET', `/files/${key}`)).status, 404, 'the zip is never served at a public URL');
    assert.equal((await fetch(current.download_url)).status, 401);

    await stack.dataSource.query(`UPDATE account_exports SET expires_at = now() - interval '1 second' WHERE id = $1`, [started.id]);
    const expired = await fetch(current.download_url, { headers: { Authorization: `Bearer ${user.key}` } });
    assert.equal(expired.status, 410);
    const fresh = ok(await api('GET', '/api/account/export'), 202);
    assert.notEqual(fresh.id, started.id, 'an expired export gives way to a new one');
    while (ok(await api('GET', `/api/account/exports/${fresh.id}`)).status === 'preparing') await new Promise((resolve) => setTimeout(resolve, 200));
    await assertNoFile(stack.deps.storage, key, 'a newer export replaces the older zip before it reads as ready: one per account');
    const third = ok(await api('POST', '/api/account/export'), 202);
    assert.equal((await api('POST', '/api/account/export')).status, 409, 'one export at a time');
    while (ok(await api('GET', `/api/account/exports/${third.id}`)).status === 'preparing') await new Promise((resolve) => setTimeout(resolve, 200));
    const limited = await api('POST', '/api/account/export');
    assert.equal(limited.status, 429, 'a fourth export within the hour is refused');
    assert.match(limited.body.error, /^Too many exports asked for: try again in \d+ minutes?$/);
  });

  it('a newer export has replaced the older zip by the time it reads as ready (a client polling its status never sees two)', async () => {
    const user = await createTestUser(stack, { credits: 1 });
    const statusesAtDelete: string[] = [];
    let newerId = '';
    const storage: BlobStorage = {
      ...stack.deps.storage,
      delete: async (key) => {
        const [{ status }]: Array<{ status: string }> = await stack.dataSource.query('SELECT status FROM account_exports WHERE id = $1', [newerId]);
        statusesAtDelete.push(status);
        return stack.deps.storage.delete(key);
      },
    };
    const exports = new AccountExports(stack.dataSource, storage);
    const older = await exports.build((await exports.begin(user.id)).export.id, 60_000);
    newerId = (await exports.begin(user.id)).export.id;
    const newer = await exports.build(newerId, 60_000);
    assert.equal(newer.status, 'ready');
    assert.deepEqual(statusesAtDelete, ['preparing'], 'the older zip was deleted while the newer export was still preparing');
    assert.equal((await exports.owned(user.id, older.id)).status, 'expired');
    await assertNoFile(stack.deps.storage, older.fileKey as string);
  });

  it('the zip is a stream: its first bytes leave before the last file is read, and the files in it are as stored', async () => {
    const user = await createTestUser(stack, { credits: 20 });
    await fillAccount(user);
    // The brand kit's logo is the last stored file the export copies in.
    const [{ key: logo }]: Array<{ key: string }> = await stack.dataSource.query('SELECT logo_key AS key FROM brand_kits WHERE user_id = $1', [user.id]);
    const gate = new LastPageGate();
    const storage: BlobStorage = {
      ...stack.deps.storage,
      read: async (key) => {
        if (key === logo) await gate.pass();
        return stack.deps.storage.read(key);
      },
    };
    const zip = unzipSync(await readWhileMade(new AccountArchive(stack.dataSource, storage).stream(user.id), gate));
    const logoEntry = Object.keys(zip).find((name) => /^brand-kits\/rook-hats-[0-9a-f]{8}\/logo\.png$/.test(name));
    assert.deepEqual(Buffer.from(zip[logoEntry as string]), await stack.deps.storage.get(logo));
    const [{ key: panel }]: Array<{ key: string }> = await stack.dataSource.query(
      'SELECT p.image_key AS key FROM comic_panels p JOIN comics c ON c.id = p.comic_id WHERE c.user_id = $1',
      [user.id],
    );
    const panelEntry = Object.keys(zip).find((name) => name.endsWith('/panels/panel-01.png'));
    assert.deepEqual(Buffer.from(zip[panelEntry as string]), await stack.deps.storage.get(panel));
    for (const format of ['pdf', 'cbz', 'epub']) assert.ok(Object.keys(zip).some((name) => name.endsWith(`/comic.${format}`)), `comic.${format}`);
  });

  it('deleting an account: refused without the typed email or without the password when signed in, never because of a paid plan', async () => {
    const user = await createTestUser(stack, { credits: 1 });
    const api = as(user);
    const mistyped = await api('DELETE', '/api/account', { body: { confirm: 'someone@else.test' } });
    assert.equal(mistyped.status, 400);
    assert.match(mistyped.body.error, /type the account's email address/);
    await stack.services.users.setPassword(user.id, PASSWORD);
    const signedIn = await call(stack.baseUrl, 'POST', '/api/session', { body: { email: user.email, password: PASSWORD } });
    const headers = { Cookie: (signedIn.headers.get('set-cookie') ?? '').split(';')[0], 'X-CSRF-Token': signedIn.body.csrf_token };
    const withoutPassword = await call(stack.baseUrl, 'DELETE', '/api/account', { headers, body: { confirm: user.email } });
    assert.equal(withoutPassword.status, 400);
    assert.match(withoutPassword.body.error, /^password: this is not your password$/);
    assert.equal((await api('GET', '/api/credits')).status, 200, 'nothing was deleted');
    await stack.dataSource.query(`UPDATE users SET plan = 'creator' WHERE id = $1`, [user.id]);
    const paid = ok(await api('DELETE', '/api/account', { body: { confirm: user.email } }), 202);
    assert.equal(paid.deletion, 'started');
    assert.equal((await stack.env.client.workflow.getHandle(paid.run_id).result()).cancelledSubscriptions, 0, 'a plan without a Stripe customer has nothing to cancel');
    assert.equal((await api('GET', '/api/credits')).status, 401);
  });

  /** A console sign-up whose address was confirmed (so it got the sign-up credits), with an API key made in the console. */
  async function confirmedSignUp(): Promise<TestUser> {
    const email = `leaving-${crypto.randomBytes(4).toString('hex')}@example.test`;
    ok(await callFrom(OWN_ADDRESS, stack.baseUrl, 'POST', '/api/session/sign-up', { body: { email, password: PASSWORD } }), 202);
    // The emailed link confirms the address; the password signs in.
    ok(await call(stack.baseUrl, 'POST', '/api/session/confirm-email', { body: { token: linkIn(await waitForMail(stack.mailbox, email, /Confirm your email/), '/verify-email').token } }));
    const signedIn = await call(stack.baseUrl, 'POST', '/api/session', { body: { email, password: PASSWORD } });
    ok(signedIn);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
    const session = ok(await call(stack.baseUrl, 'GET', '/api/session', { headers: { Cookie: cookie } }));
    const headers = { Cookie: cookie, 'X-CSRF-Token': session.csrf_token };
    const key = ok(await call(stack.baseUrl, 'POST', '/api/api-keys', { headers, body: { name: 'script' } }), 201);
    return { id: session.user_id, email, key: key.key };
  }

  it('deleting an account mid-storybook: access ends at once, the run is stopped and refunded, every file and row goes, the ledger and sales stay without the person', async () => {
    const leaving = await confirmedSignUp();
    await stack.services.users.grant(leaving.id, 30 - DEFAULTS.signupCredits, 'granted by the test');
    const buyer = await createTestUser(stack, { credits: 10 });
    const api = as(leaving);
    const { characterId } = await fillAccount(leaving);
    ok(await api('GET', '/api/account/export'), 202);
    const published = await createReadyCharacter(stack, leaving.id, 'Sold Sam', 'a man with a red hat and a brown beard', { status: 'published' });
    const listing = ok(await api('POST', '/api/marketplace/listings', { body: { character_id: published.id, price_credits: 4 } }), 201);
    const bought = ok(await as(buyer)('POST', `/api/marketplace/listings/${listing.id}/buy`), 201);

    const deletion = await withSideWorker(stack, { models: withModelFaults(stack.deps.models, { renderDelayMs: RENDER_DELAY_MS }) }, async () => {
      const pages = ['paints', 'naps', 'cooks', 'sings', 'reads', 'runs', 'swims', 'dances'].map((verb) => `Pia ${verb}`);
      const book = api('POST', '/api/storybook', { body: { pages, character_id: characterId } });
      // The book made before already has 2 pages: wait for 2 of this one.
      while ((await storybookPagesGenerated(stack, leaving.id)) < 4) await new Promise((resolve) => setTimeout(resolve, 100));
      const filesBefore = await fileKeysOf(stack, leaving.id);
      const asked = ok(await api('DELETE', '/api/account', { body: { confirm: leaving.email.toUpperCase() } }), 202);
      assert.equal(asked.deletion, 'started');
      assert.equal((await api('GET', '/api/credits')).status, 401, 'the key ends at once');
      const result = await stack.env.client.workflow.getHandle(asked.run_id).result();
      const stopped = await book;
      assert.equal(stopped.status, 503, JSON.stringify(stopped.body));
      assert.match(stopped.body.error, /cancelled.*refunded/);
      return { result, filesBefore };
    });
    assert.ok(deletion.result.stoppedRuns >= 1, JSON.stringify(deletion.result));

    const settlements = await stack.services.ledger.settlements({ userId: leaving.id });
    const delivered = settlements.reduce((sum, settlement) => sum + settlement.delivered.length * settlement.unitCost, 0);
    const book = settlements.find((settlement) => settlement.units.length === 8);
    assert.ok(book && book.delivered.length >= 2 && book.refunded.length > 0 && book.refunded.length === 8 - book.delivered.length, `pages delivered or refunded: ${JSON.stringify(book)}`);
    // 30 credits, plus the sale's price less the platform's fee, less one credit per delivered unit.
    await assertLedgerExact(stack, { id: leaving.id }, 30 + 4 - marketplaceFee(4), delivered);

    for (const key of deletion.filesBefore) await assertNoFile(stack.deps.storage, key, `${key} is deleted`);
    assert.ok(deletion.filesBefore.length >= 10, `the account had files (${deletion.filesBefore.length})`);
    const leftovers: string[] = [];
    for (const { table, column } of await userReferences(stack.dataSource.manager)) {
      const [{ count }]: Array<{ count: string }> = await stack.dataSource.query(`SELECT COUNT(*) AS count FROM "${table}" WHERE "${column}" = $1`, [leaving.id]);
      if (Number(count) > 0) leftovers.push(table);
    }
    assert.deepEqual(leftovers.sort(), ['credit_ledger', 'marketplace_listings', 'marketplace_sales'], 'only the ledger and the sales keep rows');
    const [user]: Array<Record<string, unknown>> = await stack.dataSource.query('SELECT email, password_hash, stripe_customer_id, deleted_at, email_verified_at FROM users WHERE id = $1', [leaving.id]);
    assert.equal(user.email, `deleted:${leaving.id}`);
    assert.deepEqual([user.password_hash, user.stripe_customer_id, user.email_verified_at], [null, null, null]);
    assert.ok(user.deleted_at);
    const [listingRow]: Array<{ status: string; description: string }> = await stack.dataSource.query('SELECT status, description FROM marketplace_listings WHERE id = $1', [listing.id]);
    assert.deepEqual(listingRow, { status: 'withdrawn', description: '' });

    const buyerCopy = ok(await as(buyer)('GET', `/api/characters/${bought.character_id}`));
    assert.equal(buyerCopy.references.length > 0, true, "the buyer keeps the copy they paid for");
    for (const reference of buyerCopy.references) assert.equal((await fetch(reference.image_url)).status, 200);
    const buyerHistory = ok(await as(buyer)('GET', '/api/credits/history')).entries.map((entry: { description: string }) => entry.description);
    assert.ok(buyerHistory.some((text: string) => /Sold Sam/.test(text)), 'the purchase stays in the buyer\'s history');

    const goodbye = await waitForMail(stack.mailbox, leaving.email, /account was deleted/);
    assert.match(goodbye.text, /unused credits refunded/);
    const seen = new Set((await stack.mailbox.messagesTo(leaving.email)).map((mail) => mail.id));
    const again = await callFrom(OWN_ADDRESS, stack.baseUrl, 'POST', '/api/session/sign-up', { body: { email: leaving.email, password: PASSWORD } });
    assert.equal(again.status, 202);
    const confirmed = await call(stack.baseUrl, 'POST', '/api/session/confirm-email', { body: { token: linkIn(await waitForMail(stack.mailbox, leaving.email, /Confirm your email/, seen), '/verify-email').token } });
    assert.equal(confirmed.body.credits_granted, 0, 'a re-created account does not get the sign-up credits again');
  });

  it('`likeness users delete` deletes an account through the same run; an account gone is not found', async () => {
    const user = await createTestUser(stack, { credits: 3 });
    const character = await createReadyCharacter(stack, user.id, 'Cli Cora', 'a girl with a purple hat');
    const printed = JSON.parse(await runCliCommand(stack, ['users', 'delete', '--email', user.email, '--json']));
    assert.deepEqual({ ...printed, run_id: undefined }, { user_id: user.id, deletion: 'started', run_id: undefined });
    await stack.env.client.workflow.getHandle(printed.run_id).result();
    assert.equal((await call(stack.baseUrl, 'GET', `/api/characters/${character.id}`, { key: user.key })).status, 401);
    assert.deepEqual(await stack.dataSource.query('SELECT id FROM characters WHERE id = $1', [character.id]), []);
    const again = await runCli(stack, ['users', 'delete', '--email', user.email]);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /not found/);
  });
});
