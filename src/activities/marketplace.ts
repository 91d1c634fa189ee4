import { ApplicationFailure } from '@temporalio/activity';
import { AppError } from '../errors';
import type { CreditLedger } from '../services/credit-ledger';
import { MarketplaceService, type RecordedSale, type SaleRecord } from '../services/marketplace';
import { FAILURE_TYPES } from '../temporal/contracts/names';
import type { ActivityDeps } from './deps';

export type RecordMarketplaceSaleInput = SaleRecord;

/** The business answers of a sale that another attempt cannot change. */
const FAILURE_OF_STATUS: Record<number, string> = { 404: FAILURE_TYPES.notFound, 409: FAILURE_TYPES.conflict };

async function asBusinessFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const type = error instanceof AppError ? FAILURE_OF_STATUS[error.status] : undefined;
    if (type) throw ApplicationFailure.nonRetryable((error as AppError).message, type);
    throw error;
  }
}

/** A marketplace purchase's steps: copy the listed character's files, then record the sale with them. */
export function createMarketplaceActivities(deps: ActivityDeps, ledger: CreditLedger) {
  const marketplace = new MarketplaceService(deps.dataSource, deps.storage, ledger);
  return {
    async copyListedCharacterFiles(input: { buyerId: string; listingId: string }): Promise<Record<string, string>> {
      return asBusinessFailure(() => marketplace.copyListedFiles(input.buyerId, input.listingId));
    },

    async recordMarketplaceSale(input: RecordMarketplaceSaleInput): Promise<RecordedSale> {
      return asBusinessFailure(() => marketplace.recordSale(input));
    },

    /** Removes copied files no sale was recorded for. */
    async discardCopiedFiles(input: { keys: string[] }): Promise<void> {
      await marketplace.discardFiles(input.keys);
    },
  };
}
