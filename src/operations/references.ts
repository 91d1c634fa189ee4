// Draw reference sheets of a draft character (free): a generateReferences run, one model call per label, each
// rendered image recorded as the label's reference.
import crypto from 'node:crypto';
import { DEFAULTS } from '../config/pricing';
import { requireStatus } from '../services/characters';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { Caller, OperationDeps } from './context';
import { checkModelName, seedFrom } from './run-inputs';
import { runToEnd } from './workflow-runs';

/** Input of the generateReferences workflow. */
export interface GenerateReferencesInput {
  characterId: string;
  /** Distinct labels, 1 to 12. */
  labels: string[];
  model: string;
  baseSeed: number;
}

export interface ReferenceFailure {
  label: string;
  error: string;
  /** 422 when a provider refused the label's request, 502 when the model failed (absent in runs recorded before it). */
  status?: number;
}

export interface GenerateReferencesOutput {
  /** Images made and recorded by this run. */
  generated: number;
  failures: ReferenceFailure[];
}

export interface ReferencesRequest {
  characterId: string;
  labels?: string[];
  model?: string;
}

export async function drawReferences(deps: OperationDeps, caller: Caller, request: ReferencesRequest): Promise<GenerateReferencesOutput> {
  const { user } = caller;
  await deps.services.users.requireFreeWorkAllowed(user);
  const model = checkModelName(request.model, deps.imageModels);
  const character = await deps.services.characters.get(user.id, request.characterId);
  requireStatus(character, 'draft', 'generate reference images');
  const workflowId = workflowIds.references(character.id, crypto.randomUUID());
  const labels = request.labels ?? [...DEFAULTS.referenceLabels];
  return runToEnd<GenerateReferencesInput, GenerateReferencesOutput>(deps, {
    workflowType: WORKFLOW_TYPES.generateReferences,
    workflowId,
    input: { characterId: character.id, labels, model, baseSeed: seedFrom(workflowId) },
    labels: { userId: user.id, kind: 'references', characterId: character.id, summary: `Reference sheets (${labels.join(', ')}) of "${character.name}"` },
    requestId: caller.requestId,
  });
}
