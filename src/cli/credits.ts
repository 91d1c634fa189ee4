import { loadConfig } from '../config/env';
import { findUnsettledCharges, settleCharge, type UnsettledCharge } from '../operations/credit-reconciliation';
import type { OpenedDatabase } from '../runtime/database';
import { CreditLedger } from '../services/credit-ledger';
import type { CliOptions } from './options';
import { withTemporal } from './temporal';

function describe(charge: UnsettledCharge): string {
  const credits = charge.open.length * charge.unitCost;
  return `${charge.workflowId}  user ${charge.userId}  run ${charge.runStatus}  open unit(s) ${charge.open.join(', ')}  (${credits} credit(s))`;
}

/**
 * `likeness credits reconcile [--fix] [--json]`: charges of ended runs whose units were neither delivered nor
 * refunded (a terminated run skips its refunds). With --fix, refunds them and ends their storybook or comic. Finding
 * them needs only the ledger and Temporal; the services that settle them are loaded only when there is one to fix.
 */
export async function creditsReconcile(db: OpenedDatabase, options: CliOptions): Promise<void> {
  const fix = options.fix === true;
  const charges = await withTemporal(loadConfig(), (temporal) => findUnsettledCharges({ temporal, services: { ledger: new CreditLedger(db.dataSource) } }));
  if (fix && charges.length) {
    const { withOperationDeps } = await import('./operation-deps');
    await withOperationDeps(db, async (deps) => {
      for (const charge of charges) await settleCharge(deps, charge);
    });
  }
  const refunded = fix ? charges.reduce((sum, charge) => sum + charge.open.length * charge.unitCost, 0) : 0;
  if (options.json) {
    const rows = charges.map((charge) => ({ workflow_id: charge.workflowId, user_id: charge.userId, run_status: charge.runStatus, open_units: charge.open, credits: charge.open.length * charge.unitCost }));
    console.log(JSON.stringify({ unsettled: rows, fixed: fix, refunded }));
    return;
  }
  console.log(`${charges.length} ended run(s) with credits neither delivered nor refunded${charges.length && !fix ? ' (run again with --fix to refund them)' : ''}`);
  for (const charge of charges) console.log(describe(charge));
  if (fix) console.log(`Refunded ${refunded} credit(s).`);
}
