// A workflow used only by the ledger test: it reserves credits through the real activity, with retries.
import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../src/activities';
import type { ReserveCreditsInput } from '../../src/activities/credits';

const { reserveCredits } = proxyActivities<Activities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '50 milliseconds', backoffCoefficient: 1, maximumAttempts: 5 },
});

export async function reserveCreditsWorkflow(input: ReserveCreditsInput): Promise<{ balance: number }> {
  return reserveCredits(input);
}
