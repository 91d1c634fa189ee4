// Deleting a scene from the gallery: refused while a variation of it is being made (the run reads its file), and
// while variations made from it exist (they name it as their source).
import { conflict } from '../errors';
import { workflowIds } from '../temporal/contracts/names';
import type { Caller, OperationDeps } from './context';

/** Deletes one of the caller's scenes and its file; 409 naming what uses it. */
export async function deleteScene(deps: OperationDeps, caller: Caller, imageId: string): Promise<void> {
  const scene = await deps.services.scenes.get(caller.user.id, imageId);
  const varying = await deps.temporal.workflow.count(`WorkflowId STARTS_WITH "${workflowIds.vary(scene.id, '')}" AND ExecutionStatus = "Running"`);
  if (varying.count > 0) throw conflict('Variations of this scene are being made (POST /api/scenes/{image_id}/vary): delete it once they are done');
  await deps.services.scenes.remove(caller.user.id, scene.id);
}
