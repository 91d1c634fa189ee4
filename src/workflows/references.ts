// generateReferences: one model call per label in parallel, then one record per rendered image.
// A label whose render fails is reported back with its status (not retried when the model refused it); only when no
// label could be rendered does the run fail: ContentRefused (422) when a provider refused every label, else ModelFailed
// (502). A drawn sheet is told to the owner's webhooks.
import { ApplicationFailure, patched } from '@temporalio/workflow';
import type { RenderedReference } from '../activities/references';
import type { GenerateReferencesInput, GenerateReferencesOutput, ReferenceFailure } from '../operations/references';
import { FAILURE_TYPES } from '../temporal/contracts/names';
import { bookkeeping, localBookkeeping, modelCalls } from './activities';
import { failureText, isRefusal } from './failures';
import { trackProgress, withFinalStatus } from './progress';
import { ATTEMPT_SEED_STEP, stepSeed } from './seeds';
import { announceEvents } from './webhooks';

export function generateReferences(input: GenerateReferencesInput): Promise<GenerateReferencesOutput> {
  const { progress, stage } = trackProgress({ status: 'rendering', total: input.labels.length, rendered: 0, failed: 0 });

  async function render(label: string, index: number): Promise<RenderedReference | ReferenceFailure> {
    const seed = stepSeed(input.baseSeed, index, ATTEMPT_SEED_STEP);
    try {
      const rendered = await modelCalls.renderReferenceView({ characterId: input.characterId, label, model: input.model, seed });
      progress.rendered += 1;
      return rendered;
    } catch (error) {
      progress.failed += 1;
      return { label, error: failureText(error), status: isRefusal(error) ? 422 : 502 };
    }
  }

  return withFinalStatus(async () => {
    stage('rendering');
    const results = await Promise.all(input.labels.map(render));
    const rendered = results.filter((result): result is RenderedReference => 'imageKey' in result);
    const failures = results.filter((result): result is ReferenceFailure => 'error' in result);
    if (rendered.length === 0) {
      const reasons = failures.map((failure) => `${failure.label}: ${failure.error}`).join('; ');
      const everyOneRefused = failures.every((failure) => failure.status === 422);
      throw ApplicationFailure.nonRetryable(`No reference image could be made (${reasons})`, everyOneRefused ? FAILURE_TYPES.contentRefused : FAILURE_TYPES.modelFailed);
    }
    stage('recording');
    const recorded = await Promise.allSettled(rendered.map((image) => bookkeeping.recordReference({ characterId: input.characterId, ...image })));
    const refused = recorded.find((outcome) => outcome.status === 'rejected');
    if (refused) throw refused.reason;
    if (patched('webhook-events')) {
      await announceEvents(await localBookkeeping.recordReferencesReady({ characterId: input.characterId, generated: rendered.length, failures }));
    }
    return { generated: rendered.length, failures };
  }, stage);
}
