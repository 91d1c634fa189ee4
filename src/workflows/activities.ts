// Activity proxies with their timeouts and retry policies, shared by every workflow. Every policy is bounded, so a
// run whose database or model stays down ends (refunding what it did not deliver) instead of waiting for ever.
import { patched, proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { FAILURE_TYPES } from '../temporal/contracts/names';

/** Business failures that another attempt of the same activity cannot fix. */
const NON_RETRYABLE = [FAILURE_TYPES.insufficientCredits, FAILURE_TYPES.modelRejected, FAILURE_TYPES.contentRefused, FAILURE_TYPES.invalidRequest, FAILURE_TYPES.notFound];

/** Quick database work: retried for about a minute (a database restart), then the run ends. */
const BOOKKEEPING_OPTIONS = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '200 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 10, nonRetryableErrorTypes: NON_RETRYABLE },
} as const;

/** Refunds: retried for about ten minutes, since a refund that never lands is a lost credit until reconciliation. */
const REFUND_OPTIONS = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '200 milliseconds', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 25, nonRetryableErrorTypes: NON_RETRYABLE },
} as const;

/** Charges, records and deletions. */
export const bookkeeping = proxyActivities<Activities>(BOOKKEEPING_OPTIONS);
export type Bookkeeping = typeof bookkeeping;

/**
 * The same bookkeeping as local activities (run by the worker that runs the workflow, recorded as markers),
 * which saves two task-queue round trips each.
 */
export const localBookkeeping = proxyLocalActivities<Activities>(BOOKKEEPING_OPTIONS);

/** The ledger calls of paid runs: charges as bookkeeping, refunds with their longer retries. */
export const ledger = {
  reserveCredits: bookkeeping.reserveCredits,
  refundCredits: proxyActivities<Activities>(REFUND_OPTIONS).refundCredits,
};
export const localLedger = {
  reserveCredits: localBookkeeping.reserveCredits,
  refundCredits: proxyLocalActivities<Activities>(REFUND_OPTIONS).refundCredits,
};

/** File copies (a marketplace purchase): a few quick retries, then the run ends and refunds. */
export const fileCopies = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '200 milliseconds', backoffCoefficient: 2, maximumInterval: '5 seconds', maximumAttempts: 3, nonRetryableErrorTypes: NON_RETRYABLE },
});

/** Model calls: slower, retried a few times for transient provider errors (timeouts, 429, 5xx). */
export const modelCalls = proxyActivities<Activities>({
  startToCloseTimeout: '3 minutes',
  // Activities heartbeat every 2 s (activities/heartbeat.ts): a dead worker's call is retried after 10 s.
  heartbeatTimeout: '10 seconds',
  retry: {
    initialInterval: '500 milliseconds',
    backoffCoefficient: 2,
    maximumInterval: '20 seconds',
    maximumAttempts: 3,
    nonRetryableErrorTypes: NON_RETRYABLE,
  },
});

/**
 * The steps of an `awaitPrediction` run: one poll, one copy of an output, one call to Temporal each. Local (the run
 * holds no activity slot of its own) and retried a few times; a prediction's own deadline bounds the whole wait.
 */
export const predictionSteps = proxyLocalActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 4, nonRetryableErrorTypes: NON_RETRYABLE },
});

/**
 * The bookkeeping of workflows that run lanes (storybook, comic): local activities for runs started since the
 * `local-bookkeeping-in-lanes` patch, remote ones when replaying a run that started before it.
 */
export function laneBookkeeping(): { bookkeeping: Bookkeeping; ledger: typeof ledger } {
  return patched('local-bookkeeping-in-lanes') ? { bookkeeping: localBookkeeping, ledger: localLedger } : { bookkeeping, ledger };
}
