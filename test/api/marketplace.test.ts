import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { marketplaceFee, MARKETPLACE } from '../../src/config/pricing';
import { Character } from '../../src/entities/character';
import { ReferenceImage } from '../../src/entities/reference-image';
import type { BlobStorage } from '../../src/storage';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { assertChargesSettled, storedFiles } from '../support/integrity';
import { withSideWorker } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

interface Listing {
  id: string;
  character_id: string | null;
  seller_id: string;
  title: string;
  price_credits: number;
  status: string;
  sales_count: number;
  preview_image_url: string | null;
}

describe('marketplace: listings, purchases and the money they move', function () {
  this.timeout(180_000);
  let stack: TestStack;
  let seller: TestUser;

  const api = (method: string, path: string, user?: TestUser, body?: unknown, headers?: Record<string, string>) =>
    call(stack.baseUrl, method, path, { key: user?.key, body, headers });
  const balance = (user: TestUser) => stack.services.ledger.balance(user.id);
  const buy = (listing: Listing, buyer: TestUser, headers?: Record<string, string>) => api('POST', `/api/marketplace/listings/${listing.id}/buy`, buyer, undefined, headers);

  /** Every user's credits plus every fee the platform kept: a sale moves credits, it never makes or loses any. */
  async function creditsInExistence(): Promise<number> {
    const [{ balances, fees }]: Array<{ balances: string; fees: string }> = await stack.dataSource.query(
      `SELECT (SELECT COALESCE(SUM(credits), 0) FROM users) AS balances, (SELECT COALESCE(-SUM(amount), 0) FROM credit_ledger WHERE kind = 'fee') AS fees`,
    );
    return Number(balances) + Number(fees);
  }

  async function publishedCharacter(owner: TestUser, name = 'Tomas Reed'): Promise<Character> {
    return createReadyCharacter(stack, owner.id, name, 'a tall man with a grey beard, a green scarf and a walking stick', { status: 'published' });
  }

  async function listed(owner: TestUser, price: number, name?: string): Promise<Listing> {
    const character = await publishedCharacter(owner, name);
    const response = await api('POST', '/api/marketplace/listings', owner, { character_id: character.id, price_credits: price });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  }

  const copiesOf = (buyer: TestUser) => stack.dataSource.getRepository(Character).find({ where: { userId: buyer.id } });

  before(async () => {
    stack = await getTestStack();
    seller = await createTestUser(stack);
  });

  describe('listings', () => {
    it('lists only a published character of your own, for 1-10,000 credits', async () => {
      const draft = await createReadyCharacter(stack, seller.id, 'Draft Dora', 'a small girl with a red hat', { references: false, status: 'draft' });
      const notPublished = await api('POST', '/api/marketplace/listings', seller, { character_id: draft.id, price_credits: 5 });
      assert.equal(notPublished.status, 400);
      assert.match(notPublished.body.error, /published/);
      const other = await createTestUser(stack);
      const theirs = await publishedCharacter(other);
      assert.equal((await api('POST', '/api/marketplace/listings', seller, { character_id: theirs.id, price_credits: 5 })).status, 404);
      const mine = await publishedCharacter(seller, 'Priced Pat');
      for (const price of [0, 10_001, 2.5]) {
        const response = await api('POST', '/api/marketplace/listings', seller, { character_id: mine.id, price_credits: price });
        assert.equal(response.status, 400, `price ${price}`);
        assert.match(response.body.error, /price_credits/);
      }
      const created = await api('POST', '/api/marketplace/listings', seller, { character_id: mine.id, price_credits: 10_000, description: 'A patient hero' });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(created.body.title, 'Priced Pat');
      assert.equal(created.body.status, 'active');
      assert.equal(created.body.seller_id, seller.id);
      assert.match(created.body.preview_image_url, /\/files\/references\//);
      assert.equal((await fetch(created.body.preview_image_url)).headers.get('content-type'), 'image/png');
      const again = await api('POST', '/api/marketplace/listings', seller, { character_id: mine.id, price_credits: 7 });
      assert.equal(again.status, 409, 'one active listing per character');
    });

    it('the owner edits and withdraws; others see active listings only; search, sort and the overview', async () => {
      const stranger = await createTestUser(stack);
      const tag = crypto.randomBytes(4).toString('hex');
      const cheap = await listed(seller, 3, `Cheap ${tag}`);
      const dear = await listed(seller, 9, `Dear ${tag}`);
      const edited = await api('PATCH', `/api/marketplace/listings/${dear.id}`, seller, { price_credits: 8, title: `Dearest ${tag}` });
      assert.equal(edited.status, 200, JSON.stringify(edited.body));
      assert.equal(edited.body.price_credits, 8);
      assert.equal((await api('PATCH', `/api/marketplace/listings/${dear.id}`, stranger, { price_credits: 1 })).status, 404, "another seller's listing");
      assert.equal((await api('GET', `/api/marketplace/listings/${dear.id}`, stranger)).body.title, `Dearest ${tag}`);

      const byPrice = await api('GET', `/api/marketplace/listings?search=${tag}&sort=price`, stranger);
      assert.deepEqual(byPrice.body.listings.map((listing: Listing) => listing.price_credits), [3, 8]);
      assert.equal(byPrice.body.total, 2);
      const newest = await api('GET', `/api/marketplace/listings?search=${tag}&sort=newest&limit=1&offset=1`, stranger);
      assert.deepEqual(newest.body.listings.map((listing: Listing) => listing.id), [cheap.id]);
      const overview = await api('GET', '/api/marketplace', stranger);
      assert.ok(overview.body.newest.some((listing: Listing) => listing.id === dear.id));
      assert.ok(overview.body.listings_total >= 2);

      const withdrawn = await api('DELETE', `/api/marketplace/listings/${cheap.id}`, seller);
      assert.equal(withdrawn.body.status, 'withdrawn');
      assert.equal((await api('GET', `/api/marketplace/listings/${cheap.id}`, stranger)).status, 404, 'withdrawn: gone for buyers');
      assert.equal((await api('GET', `/api/marketplace/listings/${cheap.id}`, seller)).body.status, 'withdrawn', 'the seller still sees it');
      assert.equal((await buy(cheap, stranger)).status, 404);
      const after = await api('GET', `/api/marketplace/listings?search=${tag}`, stranger);
      assert.deepEqual(after.body.listings.map((listing: Listing) => listing.id), [dear.id]);
    });

    it('a listing whose character the seller deleted reads as withdrawn, and its buyer keeps the copy', async () => {
      const buyer = await createTestUser(stack, { credits: 10 });
      const listing = await listed(seller, 4);
      const bought = await buy(listing, buyer);
      assert.equal(bought.status, 201, JSON.stringify(bought.body));
      assert.equal((await api('DELETE', `/api/characters/${listing.character_id}`, seller)).status, 200);
      const seen = await api('GET', `/api/marketplace/listings/${listing.id}`, seller);
      assert.equal(seen.body.status, 'withdrawn');
      assert.equal(seen.body.character_id, null);
      assert.equal((await api('GET', `/api/marketplace/listings/${listing.id}`, buyer)).status, 404);
      const copy = await api('GET', `/api/characters/${bought.body.character_id}`, buyer);
      assert.equal(copy.status, 200, 'the copy outlives the original');
      const references = await stack.dataSource.getRepository(ReferenceImage).find({ where: { characterId: bought.body.character_id } });
      assert.equal(references.length, 2);
      for (const reference of references) assert.ok(await stack.deps.storage.get(reference.imageKey), `${reference.label} file kept`);
    });

    it("a seller's own listings: newest first, withdrawn ones too, each with its sales and earnings; nobody else's", async () => {
      const own = await createTestUser(stack);
      const [buyer, stranger] = await Promise.all([createTestUser(stack, { credits: 20 }), createTestUser(stack)]);
      const sold = await listed(own, 7, 'Sold Sam');
      const withdrawn = await listed(own, 3, 'Gone Gus');
      await listed(own, 2, 'Fresh Fay');
      await listed(stranger, 4, 'Not Yours');
      assert.equal((await buy(sold, buyer)).status, 201);
      assert.equal((await api('DELETE', `/api/marketplace/listings/${withdrawn.id}`, own)).status, 200);

      const mine = await api('GET', '/api/marketplace/my-listings', own);
      assert.equal(mine.status, 200, JSON.stringify(mine.body));
      assert.deepEqual(
        mine.body.listings.map((listing: Listing & { earned_credits: number }) => [listing.title, listing.status, listing.sales_count, listing.earned_credits]),
        [
          ['Fresh Fay', 'active', 0, 0],
          ['Gone Gus', 'withdrawn', 0, 0],
          ['Sold Sam', 'active', 1, 7 - marketplaceFee(7)],
        ],
      );
      assert.equal(mine.body.total, 3);
      const active = await api('GET', '/api/marketplace/my-listings?status=active&limit=1&offset=1', own);
      assert.deepEqual([active.body.listings.map((listing: Listing) => listing.id), active.body.total], [[sold.id], 2]);
      const gone = await api('GET', '/api/marketplace/my-listings?status=withdrawn', own);
      assert.deepEqual(gone.body.listings.map((listing: Listing) => listing.id), [withdrawn.id]);
      assert.equal((await api('GET', '/api/marketplace/my-listings?status=sold', own)).status, 400);
      assert.deepEqual((await api('GET', '/api/marketplace/my-listings', buyer)).body, { listings: [], total: 0, limit: MARKETPLACE.listingsLimit.default, offset: 0, next_cursor: null });
      assert.ok(!(await api('GET', '/api/marketplace/my-listings', stranger)).body.listings.some((listing: Listing) => listing.seller_id === own.id));
    });

    it(`a seller holds at most ${MARKETPLACE.maxActiveListings} active listings`, async () => {
      const busy = await createTestUser(stack);
      const template = await publishedCharacter(busy, 'Template');
      const repository = stack.dataSource.getRepository(Character);
      const { id: _, createdAt: __, updatedAt: ___, ...fields } = template;
      const characters = await repository.save(Array.from({ length: MARKETPLACE.maxActiveListings }, (_, index) => repository.create({ ...fields, name: `Spam ${index}` })));
      for (const character of characters.slice(0, MARKETPLACE.maxActiveListings - 1)) {
        assert.equal((await api('POST', '/api/marketplace/listings', busy, { character_id: character.id, price_credits: 1 })).status, 201);
      }
      assert.equal((await api('POST', '/api/marketplace/listings', busy, { character_id: template.id, price_credits: 1 })).status, 201, 'the 100th');
      const over = await api('POST', '/api/marketplace/listings', busy, { character_id: characters[MARKETPLACE.maxActiveListings - 1].id, price_credits: 1 });
      assert.equal(over.status, 400);
      assert.match(over.body.error, /100 active listings/);
    });
  });

  describe('purchases', () => {
    it('a sale moves exactly the price from the buyer to the seller and the fee; the buyer gets a locked copy with its own files', async () => {
      const price = 12;
      const fee = marketplaceFee(price);
      assert.equal(fee, 2, '20 % of 12, rounded down');
      const buyer = await createTestUser(stack, { credits: 30 });
      const listing = await listed(seller, price, 'Sold Sam');
      const [sellerBefore, totalBefore] = [await balance(seller), await creditsInExistence()];
      const response = await buy(listing, buyer);
      assert.equal(response.status, 201, JSON.stringify(response.body));
      assert.deepEqual({ ...response.body, character_id: 'id' }, { character_id: 'id', name: 'Sold Sam', price_credits: price, credits: 30 - price });
      assert.equal(await balance(buyer), 30 - price);
      assert.equal(await balance(seller), sellerBefore + price - fee);
      assert.equal(await creditsInExistence(), totalBefore, 'balances + fees unchanged');

      const copy = await stack.dataSource.getRepository(Character).findOneByOrFail({ id: response.body.character_id });
      assert.equal(copy.userId, buyer.id);
      assert.equal(copy.status, 'locked');
      const [original, copied] = await Promise.all(
        [listing.character_id!, copy.id].map((id) => stack.dataSource.getRepository(ReferenceImage).find({ where: { characterId: id }, order: { label: 'ASC' } })),
      );
      assert.deepEqual(copied.map((reference) => reference.label), original.map((reference) => reference.label));
      for (const [index, reference] of copied.entries()) {
        assert.notEqual(reference.imageKey, original[index].imageKey, 'the buyer owns separate files');
        assert.deepEqual(await stack.deps.storage.get(reference.imageKey), await stack.deps.storage.get(original[index].imageKey));
      }
      const history: Array<{ user_id: string; kind: string; amount: number }> = await stack.dataSource.query(
        `SELECT user_id, kind, amount FROM credit_ledger WHERE operation_id = (SELECT operation_id FROM marketplace_sales WHERE character_id = $1) ORDER BY kind`,
        [copy.id],
      );
      assert.deepEqual(history.map((row) => [row.user_id === buyer.id ? 'buyer' : 'seller', row.kind, row.amount]), [
        ['buyer', 'charge', -price],
        ['buyer', 'delivery', 0],
        ['seller', 'fee', -fee],
        ['seller', 'sale', price],
      ]);
      assert.equal((await api('GET', `/api/marketplace/listings/${listing.id}`, buyer)).body.sales_count, 1);
      assert.deepEqual(await stack.services.ledger.reconcile(), []);
      await assertChargesSettled(stack, buyer);
    });

    it('own listing 400, bought before 409, short balance 402 with credits and required; an Idempotency-Key replay pays once', async () => {
      const listing = await listed(seller, 5);
      assert.equal((await buy(listing, seller)).status, 400);
      const poor = await createTestUser(stack, { credits: 4 });
      const short = await buy(listing, poor);
      assert.equal(short.status, 402);
      assert.deepEqual([short.body.credits, short.body.required], [4, 5]);
      assert.equal((await copiesOf(poor)).length, 0);

      const buyer = await createTestUser(stack, { credits: 20 });
      const key = { 'Idempotency-Key': `buy-${crypto.randomUUID()}` };
      const first = await buy(listing, buyer, key);
      const replay = await buy(listing, buyer, key);
      assert.equal(first.status, 201, JSON.stringify(first.body));
      assert.equal(replay.status, 201, JSON.stringify(replay.body));
      assert.equal(replay.body.character_id, first.body.character_id, 'the replay answers the first purchase');
      const again = await buy(listing, buyer);
      assert.equal(again.status, 409);
      assert.match(again.body.error, /already bought/);
      assert.equal(await balance(buyer), 15, 'charged once');
      assert.equal((await copiesOf(buyer)).length, 1);
    });

    it('20 concurrent buyers each get one copy and the seller receives exactly 20 x (price - fee)', async () => {
      const price = 10;
      const shop = await createTestUser(stack);
      const listing = await listed(shop, price);
      const buyers = await Promise.all(Array.from({ length: 20 }, () => createTestUser(stack, { credits: price })));
      const totalBefore = await creditsInExistence();
      const responses = await Promise.all(buyers.map((buyer) => buy(listing, buyer)));
      assert.deepEqual(responses.map((response) => response.status), buyers.map(() => 201), JSON.stringify(responses.find((response) => response.status !== 201)?.body));
      for (const buyer of buyers) {
        assert.equal(await balance(buyer), 0);
        assert.equal((await copiesOf(buyer)).length, 1);
      }
      assert.equal(await balance(shop), 20 * (price - marketplaceFee(price)));
      assert.equal(await creditsInExistence(), totalBefore, 'balances + fees unchanged');
      assert.equal((await api('GET', `/api/marketplace/listings/${listing.id}`, buyers[0])).body.sales_count, 20);
      assert.deepEqual(await stack.services.ledger.reconcile(), []);
    });

    it('a buyer with credits for one purchase sending 5 concurrent buys gets one copy and pays once', async () => {
      const listing = await listed(seller, 6);
      const buyer = await createTestUser(stack, { credits: 6 });
      const sellerBefore = await balance(seller);
      const responses = await Promise.all(Array.from({ length: 5 }, () => buy(listing, buyer)));
      const statuses = responses.map((response) => response.status).sort();
      assert.equal(statuses.filter((status) => status === 201).length, 1, `statuses: ${statuses.join(',')}`);
      assert.ok(statuses.every((status) => [201, 402, 409].includes(status)), `statuses: ${statuses.join(',')}`);
      assert.equal((await copiesOf(buyer)).length, 1);
      assert.equal(await balance(buyer), 0);
      assert.equal(await balance(seller), sellerBefore + 6 - marketplaceFee(6));
      await assertChargesSettled(stack, buyer);
    });

    it('a buyer with credits for many sending 5 concurrent buys of one listing: one copy, paid once, every other answer a 409', async () => {
      const listing = await listed(seller, 4);
      const buyer = await createTestUser(stack, { credits: 40 });
      const responses = await Promise.all(Array.from({ length: 5 }, () => buy(listing, buyer)));
      const statuses = responses.map((response) => response.status).sort();
      assert.deepEqual(statuses, [201, 409, 409, 409, 409], JSON.stringify(responses.map((response) => response.body)));
      assert.ok(responses.filter((response) => response.status === 409).every((response) => /already bought this listing/.test(response.body.error)));
      assert.equal((await copiesOf(buyer)).length, 1);
      assert.equal(await balance(buyer), 36);
      await assertChargesSettled(stack, buyer);
    });

    it('a copy that fails in storage refunds the buyer, pays nobody and leaves no copy behind', async () => {
      const listing = await listed(seller, 7);
      const buyer = await createTestUser(stack, { credits: 7 });
      const [sellerBefore, totalBefore, filesBefore] = [await balance(seller), await creditsInExistence(), storedFiles(stack, 'references')];
      const failingWrites: BlobStorage = {
        get: (key) => stack.deps.storage.get(key),
        delete: (key) => stack.deps.storage.delete(key),
        put: () => Promise.reject(new Error('injected storage fault: disk full')),
        putStream: () => Promise.reject(new Error('injected storage fault: disk full')),
        read: (key) => stack.deps.storage.read(key),
        list: (after, limit) => stack.deps.storage.list(after, limit),
      };
      const firstKey = { 'Idempotency-Key': `buy-${listing.id}` };
      const response = await withSideWorker(stack, { storage: failingWrites }, () => buy(listing, buyer, firstKey));
      assert.equal(response.status, 503, JSON.stringify(response.body));
      assert.match(response.body.error, /refunded\. It is safe to retry with a new Idempotency-Key/);
      assert.equal(response.headers.get('idempotent-replayed'), null, 'the first answer is no replay');
      assert.equal(await balance(buyer), 7, 'refunded');
      assert.equal(await balance(seller), sellerBefore, 'the seller is paid nothing');
      assert.equal(await creditsInExistence(), totalBefore);
      assert.equal((await copiesOf(buyer)).length, 0);
      assert.deepEqual(storedFiles(stack, 'references'), filesBefore, 'no copied file left behind');
      assert.equal((await api('GET', `/api/marketplace/listings/${listing.id}`, buyer)).body.sales_count, 0);
      await assertChargesSettled(stack, buyer);
      const replayed = await buy(listing, buyer, firstKey);
      assert.deepEqual([replayed.status, replayed.body.error, replayed.headers.get('idempotent-replayed')], [503, response.body.error, 'true'], 'the same key answers the ended run again, and says so');
      const retry = await buy(listing, buyer, { 'Idempotency-Key': `buy-again-${listing.id}` });
      assert.equal(retry.status, 201, 'the buyer can buy once storage is back, with a new key');
      assert.equal(retry.headers.get('idempotent-replayed'), null);
      const retriedAgain = await buy(listing, buyer, { 'Idempotency-Key': `buy-again-${listing.id}` });
      assert.deepEqual([retriedAgain.status, retriedAgain.body.character_id, retriedAgain.headers.get('idempotent-replayed')], [201, retry.body.character_id, 'true']);
      assert.equal(await balance(buyer), 0, 'paid once');
    });
  });
});
