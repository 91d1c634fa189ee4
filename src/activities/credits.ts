import { ApplicationFailure } from '@temporalio/activity';
import { InsufficientCreditsError } from '../errors';
import { creditsMoved, generationsTotal } from '../observability/metrics';
import type { CreditLedger } from '../services/credit-ledger';
import { FAILURE_TYPES } from '../temporal/contracts/names';

export interface ReserveCreditsInput {
  userId: string;
  operationId: string;
  amount: number;
  description: string;
}

export interface RefundCreditsInput {
  userId: string;
  operationId: string;
  unit: number;
  amount: number;
  description: string;
}

export function createCreditActivities(ledger: CreditLedger) {
  return {
    /** One charge for a whole operation; a retry with the same operation id charges nothing more. */
    async reserveCredits(input: ReserveCreditsInput): Promise<{ balance: number }> {
      try {
        const { balance, applied } = await ledger.reserve(input.userId, input.operationId, input.amount, input.description);
        if (applied) creditsMoved.inc({ direction: 'charged' }, input.amount);
        return { balance };
      } catch (error) {
        if (error instanceof InsufficientCreditsError) {
          throw ApplicationFailure.nonRetryable(error.message, FAILURE_TYPES.insufficientCredits, { credits: error.credits, required: error.required });
        }
        throw error;
      }
    },

    /** Gives back one failed unit of an operation; a retry refunds nothing more. */
    async refundCredits(input: RefundCreditsInput): Promise<{ balance: number }> {
      const { balance, applied } = await ledger.refund(input.userId, input.operationId, input.unit, input.amount, input.description);
      if (applied) {
        creditsMoved.inc({ direction: 'refunded' }, input.amount);
        generationsTotal.inc({ kind: 'any', outcome: 'failed' });
      }
      return { balance };
    },
  };
}
