// generateReferences: one model call per label in parallel, then one record per rendered image.
// A label whose render fails is reported back (not retried when the model refused it); only when no
// label could be rendered does the run fail (ModelFailed, a 502).
import { ApplicationFailure, defineQuery, setHandler } from '@temporalio/workflow';
import type { RenderedReference } from '../activities/references';
import { bookkeeping, modelCalls } from './activities';
import { failureText, withFinalStatus } from './characters';
import { publishStatus } from './status';
import { FAILURE_TYPES } from '../temporal/contracts/names';

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
}

export interface GenerateReferencesOutput {
  /** Images made and recorded by this run. */
  generated: number;
  failures: ReferenceFailure[];
}

export interface ReferencesProgress {
  status: string;
  total: number;
  rendered: number;
  failed: number;
}

export const referencesProgressQuery = defineQuery<ReferencesProgress>('progress');

const SEED_STEP = 7_919;
const SEED_MODULUS = 2_147_483_647;

export function generateReferences(input: GenerateReferencesInput): Promise<GenerateReferencesOutput> {
  const progress: ReferencesProgress = { status: 'rendering', total: input.labels.length, rendered: 0, failed: 0 };
  setHandler(referencesProgressQuery, () => progress);
  const stage = (status: string) => {
    progress.status = status;
    publishStatus(status);
  };

  async function render(label: string, index: number): Promise<RenderedReference | ReferenceFailure> {
    const seed = (input.baseSeed + index * SEED_STEP) % SEED_MODULUS;
    try {
      const rendered = await modelCalls.renderReferenceView({ characterId: input.characterId, label, model: input.model, seed });
      progress.rendered += 1;
      return rendered;
    } catch (error) {
      progress.failed += 1;
      return { label, error: failureText(error) };
    }
  }

  return withFinalStatus(async () => {
    stage('rendering');
    const results = await Promise.all(input.labels.map(render));
    const rendered = results.filter((result): result is RenderedReference => 'imageKey' in result);
    const failures = results.filter((result): result is ReferenceFailure => 'error' in result);
    if (rendered.length === 0) {
      const reasons = failures.map((failure) => `${failure.label}: ${failure.error}`).join('; ');
      throw ApplicationFailure.nonRetryable(`No reference image could be made (${reasons})`, FAILURE_TYPES.modelFailed);
    }
    stage('recording');
    const recorded = await Promise.allSettled(rendered.map((image) => bookkeeping.recordReference({ characterId: input.characterId, ...image })));
    const refused = recorded.find((outcome) => outcome.status === 'rejected');
    if (refused) throw refused.reason;
    return { generated: rendered.length, failures };
  }, stage);
}
