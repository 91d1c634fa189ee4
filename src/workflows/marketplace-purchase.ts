// marketplacePurchase: charge the buyer the price (one unit: the copy) -> copy the listed character's files ->
// record the sale (the buyer's copy, the seller's proceeds less the fee) in one transaction. A copy or record that
// fails refunds the buyer and pays nobody; copied files no sale was recorded for are removed.
import { CancellationScope } from '@temporalio/workflow';
import type { MarketplacePurchaseInput, MarketplacePurchaseOutput } from '../operations/marketplace-purchase';
import { fileCopies, localBookkeeping, localLedger } from './activities';
import { paidRun } from './paid-run';
import { announceEvents } from './webhooks';

const THE_COPY = 0;

export async function marketplacePurchase(input: MarketplacePurchaseInput): Promise<MarketplacePurchaseOutput> {
  const { buyerId, terms } = input;
  const charge = { userId: buyerId, unitCost: terms.priceCredits, units: [THE_COPY], description: `Bought "${terms.title}" on the marketplace` };
  return paidRun(charge, localLedger, async (run) => {
    const referenceKeys = await fileCopies.copyListedCharacterFiles({ buyerId, listingId: terms.listingId });
    const sale = await run
      .deliver(THE_COPY, (delivery) => localBookkeeping.recordMarketplaceSale({ terms, buyerId, referenceKeys, delivery }))
      .catch(async (error: unknown) => {
        await CancellationScope.nonCancellable(() => localBookkeeping.discardCopiedFiles({ keys: Object.values(referenceKeys) }));
        throw error;
      });
    await announceEvents(sale.events);
    return { characterId: sale.characterId, name: sale.name, priceCredits: terms.priceCredits };
  });
}
