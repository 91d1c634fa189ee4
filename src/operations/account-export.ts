// An account's export: an exportAccount run builds the zip of everything the account holds, emails the link, keeps
// the file for the configured time (ACCOUNT_EXPORT_TTL, 7 days) on a durable timer, then deletes it.
import type { AccountExport } from '../entities/account-export';
import { AppError, conflict } from '../errors';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { Caller, OperationDeps } from './context';
import { startOrJoin } from './workflow-runs';

/** Input of the exportAccount workflow. */
export interface ExportAccountInput {
  exportId: string;
  userId: string;
  /** How long the zip stays once built (the run's timer; a deploy that changes the setting leaves it as it was). */
  ttlMs: number;
}

/** Output of the exportAccount workflow: how the export ended. */
export interface ExportAccountOutput {
  status: 'expired' | 'failed';
}

const isLive = (made: AccountExport) => made.status === 'preparing' || (made.status === 'ready' && (made.expiresAt?.getTime() ?? 0) > Date.now());

/** Starts a new export; 409 while one is being prepared. */
export async function startExport(deps: OperationDeps, caller: Caller): Promise<AccountExport> {
  const { export: made, created } = await deps.services.accountExports.begin(caller.user.id);
  if (!created) throw conflict('An export of your account is being prepared: wait for it (GET /api/account/export)');
  try {
    await startOrJoin<ExportAccountInput, ExportAccountOutput>(deps, {
      workflowType: WORKFLOW_TYPES.exportAccount,
      workflowId: workflowIds.accountExport(made.id),
      input: { exportId: made.id, userId: caller.user.id, ttlMs: deps.config.accountExportTtlMs },
      labels: { userId: caller.user.id, kind: 'account-export', summary: 'export of an account' },
      requestId: caller.requestId,
    });
  } catch (error) {
    await deps.services.accountExports.fail(made.id, 'The export could not be started');
    throw error instanceof AppError ? error : new AppError(503, 'The export could not be started: try again in a minute', {}, { 'Retry-After': '60' });
  }
  return made;
}

/** The account's current export (preparing, or ready and not expired); a new one is started when there is none. */
export async function currentExport(deps: OperationDeps, caller: Caller): Promise<{ export: AccountExport; started: boolean }> {
  const latest = await deps.services.accountExports.latest(caller.user.id);
  if (latest && isLive(latest)) return { export: latest, started: false };
  return { export: await startExport(deps, caller), started: true };
}
