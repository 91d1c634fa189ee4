// The one lifecycle of every paid run: reserve every unit up front -> do the work, delivering units as they are
// recorded -> refund every unit that was not delivered, whatever ended the run (a failed attempt, an activity out
// of retries, a bug, a cancel). Refunds and the final records run in a non-cancellable scope, so a cancel cannot
// skip them, and a unit whose image exists is recorded even when a cancel arrives meanwhile.
import { CancellationScope, workflowInfo } from '@temporalio/workflow';
import type { ChargedUnitInput, ReserveCreditsInput } from '../activities/credits';
import { creditOperation } from '../temporal/contracts/names';
import type { WebhookEventRef } from '../temporal/contracts/webhooks';
import { asRunFailure, failureText } from './failures';
import { announceEvents } from './webhooks';

/** The ledger activities a run uses (remote or local activities, as the workflow chooses). */
export interface LedgerCalls {
  /** Returns the credits.low event the charge recorded, if any (older recorded results carry none). */
  reserveCredits(charge: ReserveCreditsInput): Promise<{ events?: WebhookEventRef[] }>;
  refundCredits(unit: ChargedUnitInput): Promise<unknown>;
}

/** The delivery of one charged unit, handed to the record activity that writes it with the delivered thing. */
export type Delivery = Omit<ChargedUnitInput, 'description'>;

export class PaidRun {
  private readonly delivered = new Set<number>();
  private readonly refunded = new Set<number>();

  constructor(
    private readonly charge: ReserveCreditsInput,
    private readonly ledger: LedgerCalls,
  ) {}

  /** Records a unit as delivered with `record` (which writes the delivery); it runs to its end even under a cancel. */
  async deliver<T>(unit: number, record: (delivery: Delivery) => Promise<T>): Promise<T> {
    const result = await CancellationScope.nonCancellable(() => record(this.deliveryOf(unit)));
    this.delivered.add(unit);
    return result;
  }

  /** Gives a unit's credits back at once (a failed page, panel or variant), with the reason. */
  async refund(unit: number, reason: string): Promise<void> {
    if (this.delivered.has(unit) || this.refunded.has(unit)) return;
    await CancellationScope.nonCancellable(() => this.ledger.refundCredits({ ...this.deliveryOf(unit), description: reason }));
    this.refunded.add(unit);
  }

  get deliveredCount(): number {
    return this.delivered.size;
  }

  /** Refunds every unit neither delivered nor refunded yet. */
  async refundUndelivered(reason: string): Promise<void> {
    for (const unit of this.charge.units) await this.refund(unit, reason);
  }

  private deliveryOf(unit: number): Delivery {
    return { userId: this.charge.userId, operationId: this.charge.operationId, unit };
  }
}

function endReason(failure: unknown): string {
  if (failure === undefined) return 'not delivered';
  return `the run ended: ${failureText(failure)}`.slice(0, 300);
}

/** What a run charges: `unitCost` credits for each of `units`; the ledger operation is the run's workflow id. */
export type RunCharge = Omit<ReserveCreditsInput, 'operationId'>;

/**
 * Reserves the charge (nothing is charged when that fails), runs `work`, then refunds every undelivered unit and
 * calls `settle` (the run's final records, such as a storybook's status), both in a non-cancellable scope. A failure
 * of `work` ends the run after that (see asRunFailure).
 */
export async function paidRun<T>(
  terms: RunCharge,
  ledger: LedgerCalls,
  work: (run: PaidRun) => Promise<T>,
  settle?: (run: PaidRun, failure: unknown) => Promise<void>,
): Promise<T> {
  const charge = { ...terms, operationId: creditOperation.fromWorkflowId(workflowInfo().workflowId) };
  const reserved = await ledger.reserveCredits(charge);
  await announceEvents(reserved.events);
  const run = new PaidRun(charge, ledger);
  let failure: unknown;
  try {
    return await work(run);
  } catch (error) {
    failure = error;
    throw asRunFailure(error);
  } finally {
    await CancellationScope.nonCancellable(async () => {
      await run.refundUndelivered(endReason(failure));
      await settle?.(run, failure);
    });
  }
}
