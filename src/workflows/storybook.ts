// generateStorybook: reserve every page's credit, render pages in bounded parallel lanes, refund each failed page,
// record pages as they finish, assemble the PDF. The same workflow regenerates a book's failed pages (retry runs).
import { defineQuery, log, proxyActivities, setHandler, uuid4, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { PdfPageSize, StorybookStatus } from '../entities/storybook';
import type { AttemptPolicy, SceneCharacter, SceneSpec } from '../temporal/contracts/payloads';
import { creditOperation } from '../temporal/contracts/names';
import { COSTS } from '../config/pricing';
import { bookkeeping } from './activities';
import { attemptUntilPassing } from './attempts';
import { inLanes } from './lanes';
import { publishStatus } from './status';

export interface StorybookPageJob {
  /** 1-based. */
  page: number;
  prompt: string;
}

/** The book as the API resolved it; stored by the first run, the same on retries. */
export interface StorybookBook {
  characters: SceneCharacter[];
  artStyle?: string;
  model: string;
  consistencyCheck: boolean;
  exportPdf: boolean;
  pdfPageSize: PdfPageSize;
}

export interface StorybookInput {
  storybookId: string;
  userId: string;
  book: StorybookBook;
  /** Every page on the first run; only the failed ones on a retry run. */
  pages: StorybookPageJob[];
  /** Present on retry runs: the attempt number in the workflow id. */
  retryAttempt?: number;
  policy: AttemptPolicy;
  baseSeed: number;
  /** Pages rendered at the same time (config.storybookConcurrency). */
  concurrency: number;
}

export interface StorybookOutput {
  storybookId: string;
  status: StorybookStatus;
  /** Of this run's pages. */
  generated: number;
  failed: number;
}

export interface StorybookProgress {
  status: string;
  /** Pages this run generates. */
  total: number;
  generated: number;
  failed: number;
  /** generated + failed */
  done: number;
}

export const storybookProgressQuery = defineQuery<StorybookProgress>('progress');

const PAGE_SEED_STEP = 104_729;
const SEED_MODULUS = 2_147_483_647;

/** PDF assembly: a deterministic failure (a corrupt page file) must not retry forever like bookkeeping does. */
const documents = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 3 },
});

/** The stored PDF's key, or null when it could not be made: the pages are delivered and paid for either way. */
async function assemblePdf(storybookId: string): Promise<string | null> {
  try {
    return await documents.assembleStorybookPdf({ storybookId });
  } catch (error) {
    log.warn('Storybook PDF assembly failed', { storybookId, error: String(error) });
    return null;
  }
}

function pageSpec(book: StorybookBook, job: StorybookPageJob): SceneSpec {
  return { prompt: job.prompt, model: book.model, artStyle: book.artStyle, characters: book.characters };
}

export async function generateStorybook(input: StorybookInput): Promise<StorybookOutput> {
  const progress: StorybookProgress = { status: 'reserving', total: input.pages.length, generated: 0, failed: 0, done: 0 };
  setHandler(storybookProgressQuery, () => progress);
  const setStatus = (status: string) => {
    progress.status = status;
    publishStatus(status);
  };
  const { storybookId, userId, book } = input;
  const operationId = creditOperation.fromWorkflowId(workflowInfo().workflowId);

  try {
    await bookkeeping.reserveCredits({
      userId,
      operationId,
      amount: input.pages.length * COSTS.storybookPage,
      description: `storybook ${storybookId}: ${input.pages.length} page(s)`,
    });
  } catch (error) {
    // The attempt number is used up even though nothing ran, so the next retry gets a fresh workflow id.
    if (input.retryAttempt) await bookkeeping.countStorybookRetry({ storybookId, retryAttempt: input.retryAttempt });
    publishStatus('insufficient_credits');
    throw error;
  }
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
  });
  setStatus('generating');

  async function generatePage(job: StorybookPageJob): Promise<void> {
    const seed = (input.baseSeed + job.page * PAGE_SEED_STEP) % SEED_MODULUS;
    const spec = pageSpec(book, job);
    const outcome = await attemptUntilPassing(spec, input.policy, seed);
    const chosen = outcome.chosen;
    if (!chosen) {
      const error = `The image model failed on every attempt (${outcome.attempts}): ${outcome.errors.at(-1) ?? 'unknown error'}. The page's credit was refunded.`;
      await bookkeeping.refundCredits({ userId, operationId, unit: job.page, amount: COSTS.storybookPage, description: `storybook page ${job.page} failed` });
      await bookkeeping.recordStorybookPage({ storybookId, page: job.page, outcome: { status: 'failed', error, attempts: outcome.attempts } });
      progress.failed += 1;
    } else {
      const imageId = uuid4();
      await bookkeeping.recordGeneratedImage({
        id: imageId,
        userId,
        kind: 'storybook_page',
        characterId: book.characters.length === 1 ? book.characters[0].id : null,
        characterIds: book.characters.map((character) => character.id),
        brandKitId: null,
        prompt: job.prompt,
        artStyle: book.artStyle ?? null,
        model: book.model,
        seed: chosen.seed,
        imageKey: chosen.image.imageKey,
        consistencyScore: chosen.consistencyScore,
        characterScore: book.characters.length === 1 ? chosen.score.characterScores[0]?.score ?? null : null,
        brandScore: null,
        characterScores: chosen.score.characterScores,
        attempts: outcome.attempts,
        passed: chosen.passed,
        reasoning: chosen.score.reasoning,
        issues: chosen.score.issues,
        cacheKey: null,
        sourceImageId: null,
      });
      await bookkeeping.recordStorybookPage({
        storybookId,
        page: job.page,
        outcome: { status: 'generated', imageId, imageKey: chosen.image.imageKey, consistencyScore: chosen.consistencyScore, attempts: outcome.attempts },
      });
      progress.generated += 1;
    }
    progress.done += 1;
  }

  await inLanes(input.pages, input.concurrency, generatePage);

  let pdfKey: string | null = null;
  if (book.exportPdf) {
    setStatus('assembling_pdf');
    pdfKey = await assemblePdf(storybookId);
  }
  const { status } = await bookkeeping.finishStorybookRun({ storybookId, pdfKey });
  setStatus(status);
  return { storybookId, status, generated: progress.generated, failed: progress.failed };
}
