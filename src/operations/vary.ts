// Near-clones of one of the caller's scenes that change only one dimension (1 credit per variant): a varyScene run
// that renders the variants in parallel and refunds each that fails.
import { COSTS } from '../config/pricing';
import { badRequest } from '../errors';
import { uuidFrom } from '../services/canonical-hash';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { ResolvedScene, ScenePose } from '../temporal/contracts/payloads';
import { POSE_NAMES } from '../poses/catalogue';
import { poseOf, type PoseRequest } from '../poses/formats';
import type { VaryDimension } from '../vocabulary';
import type { Caller, OperationDeps } from './context';
import { claimPaidOperation } from './paid-requests';
import { seedFrom } from './run-inputs';
import { runToEnd } from './workflow-runs';

/** Input of the varyScene workflow. */
export interface VarySceneInput {
  userId: string;
  sourceImageId: string;
  characterId: string;
  /** One pre-chosen image id per variant; variant i is charged unit i. */
  variantIds: string[];
  scene: ResolvedScene;
  baseSeed: number;
  /** Credits per variant. */
  unitCost: number;
}

export interface DeliveredVariant {
  delivered: true;
  imageId: string;
  imageKey: string;
  altText: string;
  consistencyScore: number;
}

export interface FailedVariant {
  delivered: false;
  imageId: string;
  error: string;
  /** 422 when a provider refused the variant's request, 502 when the model failed (absent in histories before it: 502). */
  status?: number;
}

export type VariantOutcome = DeliveredVariant | FailedVariant;

export interface VaryRequest {
  sourceImageId: string;
  dimension: VaryDimension;
  target: string;
  count: number;
  /** With dimension pose: the skeleton the variants are drawn on (else a target naming a catalogue pose gives its skeleton). */
  pose?: PoseRequest;
}

/** The skeleton a pose variation is drawn on: the one given, or the catalogue's pose the target names. */
function variedPose(request: VaryRequest): ScenePose | undefined {
  if (request.dimension !== 'pose') return undefined;
  if (request.pose) return poseOf(request.pose);
  const named = POSE_NAMES.find((name) => name === request.target.trim().toLowerCase().replace(/[\s-]+/g, '_'));
  return named && poseOf({ name: named });
}

export interface VaryResult {
  sourceImageId: string;
  variants: DeliveredVariant[];
  failures: FailedVariant[];
}

export async function varyScene(deps: OperationDeps, caller: Caller, request: VaryRequest): Promise<VaryResult> {
  const { user } = caller;
  const source = await deps.services.images.owned(user.id, request.sourceImageId, 'Source scene');
  if (!source.characterId) throw badRequest('Only character-anchored scenes can be varied; this image has no character_id (brand-only or multi-character)');
  const character = await deps.services.sceneRequests.character(user.id, source.characterId);
  const pose = variedPose(request);
  const scene: ResolvedScene = {
    prompt: source.prompt,
    model: source.model,
    artStyle: source.artStyle ?? undefined,
    characters: [character],
    ...(pose ? { poses: [pose] } : {}),
    anchors: {
      variation: { sourceImageKey: source.imageKey, sourcePrompt: source.prompt, sourceSeed: source.seed, dimension: request.dimension, target: request.target },
    },
  };
  const workflowIdFor = (operationId: string) => workflowIds.vary(source.id, operationId);
  const { operationId } = await claimPaidOperation(deps, caller, COSTS.varyVariant * request.count, request, workflowIdFor);
  const input: VarySceneInput = {
    userId: user.id,
    sourceImageId: source.id,
    characterId: source.characterId,
    variantIds: Array.from({ length: request.count }, (_, index) => uuidFrom(`${operationId}:variant:${index}`)),
    scene,
    baseSeed: seedFrom(operationId),
    unitCost: COSTS.varyVariant,
  };
  const labels = { userId: user.id, kind: 'vary', characterId: source.characterId, summary: `vary ${request.dimension} -> ${request.target}` };
  const outcomes = await runToEnd<VarySceneInput, VariantOutcome[]>(deps, {
    workflowType: WORKFLOW_TYPES.varyScene,
    workflowId: workflowIdFor(operationId),
    input,
    labels,
    requestId: caller.requestId,
  });
  return {
    sourceImageId: source.id,
    variants: outcomes.filter((outcome): outcome is DeliveredVariant => outcome.delivered),
    failures: outcomes.filter((outcome): outcome is FailedVariant => !outcome.delivered),
  };
}
