// Make a storybook (1 credit per page): a generateStorybook run that renders pages in parallel lanes, refunds each
// page that fails, stores the book and optionally its PDF. The same workflow regenerates failed pages
// (storybook-retry.ts).
import { detectLanguage } from '../lettering/language';
import { COSTS, LIMITS } from '../config/pricing';
import type { PdfPageSize, StorybookStatus } from '../entities/storybook';
import type { StoredStorybook } from '../services/storybooks';
import { WORKFLOW_TYPES, workflowIds } from '../temporal/contracts/names';
import type { AttemptPolicy, SceneCharacter } from '../temporal/contracts/payloads';
import type { Caller, OperationDeps } from './context';
import { illustratorWarning } from './language-warnings';
import { claimPaidOperation } from './paid-requests';
import { checkModelName, seedFrom } from './run-inputs';
import { runToEnd, type RunLabels } from './workflow-runs';

export interface StorybookPageJob {
  /** 1-based; also the page's charged unit. */
  page: number;
  prompt: string;
}

/** The book as its first run resolved it; stored, and the same on retries. */
export interface StorybookBook {
  characters: SceneCharacter[];
  artStyle?: string;
  model: string;
  consistencyCheck: boolean;
  exportPdf: boolean;
  pdfPageSize: PdfPageSize;
  /** BCP 47 language of the page texts (absent in runs from before books had one: English). */
  language?: string;
}

/** Input of the generateStorybook workflow. */
export interface StorybookInput {
  storybookId: string;
  userId: string;
  book: StorybookBook;
  /** Every page on the first run; only the failed ones on a retry run. */
  pages: StorybookPageJob[];
  /** Present on retry runs: the attempt number in the workflow id. */
  retryAttempt?: number;
  /** Credits per page. */
  unitCost: number;
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

export interface StorybookRequest {
  pages: string[];
  characterIds: string[];
  artStyle?: string;
  model?: string;
  consistencyCheck: boolean;
  exportPdf: boolean;
  pdfPageSize: PdfPageSize;
  /** BCP 47; detected from the page texts when not given. */
  language?: string;
}

/** consistency_check off: one scored attempt per page; on: up to 3 attempts until min_score 0.90. */
function storybookPolicy(consistencyCheck: boolean, characterCount: number): AttemptPolicy {
  return {
    maxAttempts: consistencyCheck ? LIMITS.storybookCheckedAttempts : 1,
    minScore: LIMITS.minScore.storybookChecked,
    requireAllCharacters: characterCount > 1,
  };
}

/** The input of a run over `pages` of `book`; the seed follows the run so a retry draws new pictures. */
export function storybookRunInput(
  deps: OperationDeps,
  run: { storybookId: string; userId: string; workflowId: string; retryAttempt?: number },
  book: StorybookBook,
  pages: StorybookPageJob[],
): StorybookInput {
  return {
    storybookId: run.storybookId,
    userId: run.userId,
    book,
    pages,
    retryAttempt: run.retryAttempt,
    unitCost: COSTS.storybookPage,
    policy: storybookPolicy(book.consistencyCheck, book.characters.length),
    baseSeed: seedFrom(run.workflowId),
    concurrency: Math.max(1, deps.config.storybookConcurrency),
  };
}

/** Runs generateStorybook to its end and reads the stored book back. */
export async function runStorybookWorkflow(deps: OperationDeps, caller: Caller, workflowId: string, input: StorybookInput, summary: string): Promise<StoredStorybook> {
  const { book } = input;
  const labels: RunLabels = { userId: input.userId, kind: 'storybook', characterId: book.characters.length === 1 ? book.characters[0].id : undefined, summary };
  await runToEnd<StorybookInput, StorybookOutput>(deps, { workflowType: WORKFLOW_TYPES.generateStorybook, workflowId, input, labels, requestId: caller.requestId });
  return deps.services.storybooks.get(input.userId, input.storybookId);
}

/** The stored book, with a warning when its image model cannot read the page texts. */
export async function makeStorybook(deps: OperationDeps, caller: Caller, request: StorybookRequest): Promise<{ stored: StoredStorybook; warning?: string }> {
  const { user } = caller;
  const model = checkModelName(request.model, deps.imageModels);
  const characters = await deps.services.sceneRequests.characters(user.id, request.characterIds);
  const cost = request.pages.length * COSTS.storybookPage;
  const { operationId: storybookId } = await claimPaidOperation(deps, caller, cost, request, workflowIds.storybook);
  const workflowId = workflowIds.storybook(storybookId);
  const book: StorybookBook = {
    characters,
    artStyle: request.artStyle,
    model,
    consistencyCheck: request.consistencyCheck,
    exportPdf: request.exportPdf,
    pdfPageSize: request.pdfPageSize,
    language: request.language ?? detectLanguage(request.pages),
  };
  const jobs = request.pages.map((prompt, index) => ({ page: index + 1, prompt }));
  const input = storybookRunInput(deps, { storybookId, userId: user.id, workflowId }, book, jobs);
  const summary = `storybook ${storybookId}: ${jobs.length} page(s), ${characters.map((character) => character.name).join(', ')}`;
  const stored = await runStorybookWorkflow(deps, caller, workflowId, input, summary);
  return { stored, warning: illustratorWarning(deps.imageModels, model, 'the page texts', request.pages, 'name it in `model`') };
}
