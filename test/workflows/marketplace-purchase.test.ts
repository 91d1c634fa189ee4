import assert from 'node:assert/strict';
import { WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { Activities } from '../../src/activities';
import type { MarketplacePurchaseInput, MarketplacePurchaseOutput } from '../../src/operations/marketplace-purchase';
import { FAILURE_TYPES, WORKFLOW_TYPES } from '../../src/temporal/contracts/names';
import { getTimeSkipping, startStubWorker, type StubWorker } from '../support/time-skipping';
import { settlementOf, stubWorld, type StubWorld } from './stubs';

const ACTIVITIES: Array<keyof Activities> = ['reserveCredits', 'refundCredits', 'copyListedCharacterFiles', 'recordMarketplaceSale', 'discardCopiedFiles'];

const INPUT: MarketplacePurchaseInput = {
  buyerId: 'buyer-1',
  terms: { listingId: '00000000-0000-4000-8000-000000000300', sellerId: 'seller-1', title: 'Rusty', priceCredits: 12 },
};
const COPIED = { front: 'references/copy-front.png', three_quarter: 'references/copy-tq.png' };

interface MarketWorld extends StubWorld {
  copied: number;
  discarded: string[];
  sales: number;
}

/** The stub ledger plus a file store and a sale record that pass, or fail the way the script says. */
function marketWorld(script: { balance?: number; copy?: 'pass' | 'fail'; record?: 'pass' | 'conflict' } = {}): MarketWorld {
  const world = Object.assign(stubWorld({ balance: script.balance }), { copied: 0, discarded: [] as string[], sales: 0 });
  world.activities = {
    ...world.activities,
    async copyListedCharacterFiles() {
      // Non-retryable here stands for "Temporal's retries of the copy ran out".
      if (script.copy === 'fail') throw ApplicationFailure.nonRetryable('injected storage fault', 'StorageUnavailable');
      world.copied += 1;
      return COPIED;
    },
    async recordMarketplaceSale(input) {
      if (script.record === 'conflict') throw ApplicationFailure.nonRetryable('You already bought this listing', FAILURE_TYPES.conflict);
      world.deliveries.push({ operationId: input.delivery.operationId, unit: input.delivery.unit });
      world.sales += 1;
      return { saleId: 'sale-1', characterId: 'copy-1', name: 'Rusty', events: [] };
    },
    async discardCopiedFiles(input) {
      world.discarded.push(...input.keys);
    },
  };
  return world;
}

async function failureOf(run: Promise<unknown>): Promise<ApplicationFailure> {
  const error = await run.catch((caught: unknown) => caught);
  assert.ok(error instanceof WorkflowFailedError, `expected the run to fail, got ${String(error)}`);
  let cause: unknown = error.cause;
  while (cause && !(cause instanceof ApplicationFailure && cause.type)) cause = (cause as { cause?: unknown }).cause;
  assert.ok(cause instanceof ApplicationFailure, 'an application failure names why');
  return cause;
}

describe('marketplacePurchase with stub activities (time-skipping test server)', function () {
  this.timeout(60_000);
  let worker: StubWorker;
  const purchase = <T = MarketplacePurchaseOutput>(world: MarketWorld) => worker.run<T>(world.activities, WORKFLOW_TYPES.marketplacePurchase, INPUT);

  before(async function () {
    worker = await startStubWorker(await getTimeSkipping(this), ACTIVITIES);
  });

  after(async () => {
    await worker?.stop();
  });

  it('charges the price once as one unit, copies, records the sale and delivers the unit', async () => {
    const world = marketWorld();
    assert.deepEqual(await purchase(world), { characterId: 'copy-1', name: 'Rusty', priceCredits: 12 });
    assert.deepEqual(world.charges.map((charge) => [charge.userId, charge.unitCost, charge.units]), [['buyer-1', 12, [0]]]);
    assert.deepEqual(settlementOf(world), { charged: 1, delivered: 1, refunded: 0, open: 0, both: 0 });
    assert.deepEqual(world.discarded, []);
  });

  it('a copy that fails refunds the buyer and records no sale', async () => {
    const world = marketWorld({ copy: 'fail' });
    const failure = await failureOf(purchase(world));
    assert.equal(failure.type, 'StorageUnavailable');
    assert.deepEqual(settlementOf(world), { charged: 1, delivered: 0, refunded: 1, open: 0, both: 0 });
    assert.equal(world.sales, 0);
  });

  it('a sale the record refuses (bought meanwhile) refunds the buyer and removes the copied files', async () => {
    const world = marketWorld({ record: 'conflict' });
    const failure = await failureOf(purchase(world));
    assert.equal(failure.type, FAILURE_TYPES.conflict);
    assert.deepEqual(settlementOf(world), { charged: 1, delivered: 0, refunded: 1, open: 0, both: 0 });
    assert.deepEqual(world.discarded.sort(), Object.values(COPIED).sort());
  });

  it('a balance short of the price copies nothing and charges nothing', async () => {
    const world = marketWorld({ balance: 11 });
    const failure = await failureOf(purchase(world));
    assert.equal(failure.type, FAILURE_TYPES.insufficientCredits);
    assert.equal(world.copied, 0);
    assert.deepEqual(settlementOf(world), { charged: 0, delivered: 0, refunded: 0, open: 0, both: 0 });
  });
});
