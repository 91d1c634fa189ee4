import { ApplicationFailure } from '@temporalio/activity';
import { InsufficientCreditsError } from '../errors';
import { creditsMoved, generationsTotal } from '../observability/metrics';
import type { ChargedUnit, CreditLedger, UnitCharge } from '../services/credit-ledger';
import type { WebhookEventRef } from '../temporal/contracts/webhooks';
import { FAILURE_TYPES } from '../temporal/contracts/names';

export type ReserveCreditsInput = UnitCharge;
export type ChargedUnitInput = ChargedUnit & { description: string };

export function createCreditActivities(ledger: CreditLedger) {
  return {
    /**
     * One charge for every unit of an operation; a retry with the same operation id charges nothing more. Returns the
     * credits.low event the charge recorded, if it crossed the user's threshold.
     */
    async reserveCredits(input: ReserveCreditsInput): Promise<{ balance: number; events: WebhookEventRef[] }> {
      try {
        const { balance, moved, events } = await ledger.reserve(input);
        if (moved) creditsMoved.inc({ direction: 'charged' }, moved);
        return { balance, events };
      } catch (error) {
        if (error instanceof InsufficientCreditsError) {
          throw ApplicationFailure.nonRetryable(error.message, FAILURE_TYPES.insufficientCredits, { credits: error.credits, required: error.required });
        }
        throw error;
      }
    },

    /** Gives back one undelivered unit of an operation; a retry refunds nothing more. */
    async refundCredits(input: ChargedUnitInput): Promise<{ balance: number }> {
      const { balance, applied, moved } = await ledger.refund(input, input.description);
      if (applied) {
        creditsMoved.inc({ direction: 'refunded' }, moved);
        generationsTotal.inc({ kind: 'any', outcome: 'failed' });
      }
      return { balance };
    },
  };
}
