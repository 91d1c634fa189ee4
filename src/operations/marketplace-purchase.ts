// Buying a marketplace listing: a marketplacePurchase run charges the buyer the price, copies the character and its
// files into the buyer's account, pays the seller the price less the platform fee and records the sale; a copy
// that fails refunds the buyer and pays nobody.
import type { PurchaseTerms, RecordedSale } from '../services/marketplace';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { Caller, OperationDeps } from './context';
import { claimPaidOperation } from './paid-requests';
import { runToEnd } from './workflow-runs';

/** Input of the marketplacePurchase workflow. */
export interface MarketplacePurchaseInput {
  buyerId: string;
  terms: PurchaseTerms;
}

/** Output of the marketplacePurchase workflow: the buyer's copy and what it cost. */
export type MarketplacePurchaseOutput = Pick<RecordedSale, 'characterId' | 'name'> & { priceCredits: number };

export interface PurchaseResult extends MarketplacePurchaseOutput {
  /** The buyer's balance after the purchase. */
  credits: number;
}

/**
 * 404 unless the listing is active, 400 for one's own, 402 when the balance is short, 409 when the buyer bought it
 * before; the same Idempotency-Key and listing join the first run and pay once.
 */
export async function buyListing(deps: OperationDeps, caller: Caller, listingId: string): Promise<PurchaseResult> {
  const { user } = caller;
  const terms = await deps.services.marketplace.purchaseTerms(user.id, listingId);
  const workflowIdFor = (operationId: string) => workflowIds.marketplacePurchase(listingId, operationId);
  const claimed = await claimPaidOperation(deps, caller, terms.priceCredits, { listing_id: listingId }, workflowIdFor);
  if (!claimed.replay) await deps.services.marketplace.assertNotBought(user.id, listingId);
  const output = await runToEnd<MarketplacePurchaseInput, MarketplacePurchaseOutput>(deps, {
    workflowType: WORKFLOW_TYPES.marketplacePurchase,
    workflowId: workflowIdFor(claimed.operationId),
    input: { buyerId: user.id, terms },
    labels: { userId: user.id, kind: 'marketplace-purchase', summary: `buy listing ${listingId} for ${terms.priceCredits} credits` },
    requestId: caller.requestId,
  });
  return { ...output, credits: await deps.services.ledger.balance(user.id) };
}
