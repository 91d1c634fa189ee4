// generateStorybook: reserve every page's credit, render pages through a bounded number of model slots, deliver each
// page as it lands and refund each that fails, assemble the PDF, and always end with a final status. The same
// workflow regenerates a book's failed pages (retry runs).
import { log, patched, proxyActivities, uuid4 } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { StorybookStatus } from '../entities/storybook';
import type { StorybookBook, StorybookInput, StorybookOutput, StorybookPageJob } from '../operations/storybook';
import type { ResolvedScene } from '../temporal/contracts/payloads';
import { laneBookkeeping } from './activities';
import { attemptUntilPassing, discardImage, noImageReason, noImageStatus } from './attempts';
import { failureText, isInsufficientCredits } from './failures';
import { inLanes, inSlots, type Slots } from './lanes';
import { paidRun, type PaidRun } from './paid-run';
import { trackProgress } from './progress';
import { imageRecord } from './records';
import { ITEM_SEED_STEP, stepSeed } from './seeds';
import { announceEvents } from './webhooks';

/** PDF assembly: a deterministic failure (a corrupt page file) must not retry for long. */
const documents = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 3 },
});

/** The stored PDF's key, or null when it could not be made: the pages are delivered and paid for either way. */
async function assemblePdf(storybookId: string): Promise<string | null> {
  try {
    return await documents.assembleStorybookPdf({ storybookId });
  } catch (error) {
    log.warn('Storybook PDF assembly failed', { storybookId, error: failureText(error) });
    return null;
  }
}

function pageScene(book: StorybookBook, job: StorybookPageJob): ResolvedScene {
  return { prompt: job.prompt, model: book.model, artStyle: book.artStyle, characters: book.characters };
}

export async function generateStorybook(input: StorybookInput): Promise<StorybookOutput> {
  const { progress, stage } = trackProgress({ status: 'reserving', total: input.pages.length, generated: 0, failed: 0, done: 0 });
  const { storybookId, userId, book } = input;
  const { bookkeeping, ledger } = laneBookkeeping();

  async function generatePage(run: PaidRun, job: StorybookPageJob, slots?: Slots): Promise<void> {
    const scene = pageScene(book, job);
    const outcome = await attemptUntilPassing(scene, input.policy, stepSeed(input.baseSeed, job.page, ITEM_SEED_STEP), { slots });
    const chosen = outcome.chosen;
    if (chosen) {
      const owner = { id: uuid4(), userId, kind: 'storybook_page' as const, characterId: book.characters.length === 1 ? book.characters[0].id : undefined };
      const image = imageRecord(owner, scene, chosen, outcome.attempts);
      try {
        await run.deliver(job.page, (delivery) => bookkeeping.recordStorybookPage({ storybookId, page: job.page, image, delivery }));
        progress.generated += 1;
        return;
      } catch (error) {
        await discardImage(chosen.image.imageKey);
        outcome.errors.push(`saving the page failed: ${failureText(error)}`);
      }
    }
    const error = `The page could not be made: ${noImageReason(outcome)}. Its credit was refunded.`;
    await run.refund(job.page, `storybook page ${job.page} failed`);
    await bookkeeping.recordStorybookPageFailure({ storybookId, page: job.page, error, errorStatus: noImageStatus(outcome), attempts: outcome.attempts });
    progress.failed += 1;
  }

  /** The book's final records: its PDF (when every lane ended normally) and its status from its pages. */
  async function finish(failure: unknown): Promise<StorybookStatus> {
    let pdfKey: string | null = null;
    if (book.exportPdf && progress.generated > 0 && failure === undefined) {
      stage('assembling_pdf');
      pdfKey = await assemblePdf(storybookId);
    }
    const unfinishedReason = failure === undefined ? 'The page was not made.' : `The run ended before this page was made (${failureText(failure)}). Its credit was refunded.`;
    const { status, events } = await bookkeeping.finishStorybookRun({ storybookId, pdfKey, unfinishedReason });
    stage(status);
    await announceEvents(events);
    return status;
  }

  const charge = { userId, unitCost: input.unitCost, units: input.pages.map((job) => job.page), description: `storybook ${storybookId}: ${input.pages.length} page(s)` };
  let status: StorybookStatus = 'failed';
  try {
    await paidRun(
      charge,
      ledger,
      async (run) => {
        await bookkeeping.openStorybookRun({
          storybookId,
          userId,
          characterIds: book.characters.map((character) => character.id),
          characterNames: book.characters.map((character) => character.name),
          artStyle: book.artStyle ?? null,
          model: book.model,
          consistencyCheck: book.consistencyCheck,
          exportPdf: book.exportPdf,
          pdfPageSize: book.pdfPageSize,
          pages: input.pages,
          retryAttempt: input.retryAttempt ?? 0,
          // Only when given: the run of a book from before languages records what it recorded then.
          ...(book.language ? { language: book.language } : {}),
        });
        stage('generating');
        const generate = (job: StorybookPageJob, slots?: Slots) => generatePage(run, job, slots).finally(() => (progress.done += 1));
        // Runs before model slots held each page's lane through its scoring and record too.
        if (patched('model-slots')) await inSlots(input.pages, input.concurrency, generate);
        else await inLanes(input.pages, input.concurrency, (job) => generate(job));
      },
      async (_run, failure) => {
        status = await finish(failure);
      },
    );
  } catch (error) {
    // A retry whose owner could not pay still uses up its attempt number, so the next retry gets a fresh workflow id.
    if (isInsufficientCredits(error) && input.retryAttempt) await bookkeeping.countStorybookRetry({ storybookId, retryAttempt: input.retryAttempt });
    throw error;
  }
  return { storybookId, status, generated: progress.generated, failed: input.pages.length - progress.generated };
}
