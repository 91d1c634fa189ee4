import { startDeletion } from '../operations/account-deletion';
import type { OpenedDatabase } from '../runtime/database';
import { withOperationDeps } from './operation-deps';
import { requireString, type CliOptions } from './options';

/**
 * `likeness users delete --email E [--json]`: an account's deletion, as its owner's DELETE /api/account starts it (the
 * same run; a deletion that failed is started again, one under way is joined).
 */
export async function usersDelete(db: OpenedDatabase, options: CliOptions): Promise<void> {
  const email = requireString(options, 'email');
  const started = await withOperationDeps(db, async (deps) => {
    const user = await deps.services.users.findByEmail(email);
    deps.services.accountErasure.checkRequest(user, email);
    return { userId: user.id, runId: await startDeletion(deps, user.id, 'cli') };
  });
  if (options.json) console.log(JSON.stringify({ user_id: started.userId, deletion: 'started', run_id: started.runId }));
  else console.log(`Deleting ${email} (${started.userId}): keys and sessions have ended; follow run ${started.runId} in the Temporal UI.`);
}
