// Regenerate only a storybook's failed pages in a new run (1 credit per page). The one code path of
// POST /api/storybooks/{id}/retry and `likeness storybooks replay-failed`.
import { COSTS } from '../config/pricing';
import { badRequest, conflict, InsufficientCreditsError } from '../errors';
import type { StoredStorybook } from '../services/storybooks';
import { workflowIds } from '../temporal/contracts/names';
import type { Caller, OperationDeps } from './context';
import { runStorybookWorkflow, storybookRunInput, type StorybookBook, type StorybookInput } from './storybook';

/** A retry run ready to start: its workflow id and input. */
export interface StorybookRetryPlan {
  workflowId: string;
  input: StorybookInput;
}

/**
 * The next retry run of a book's failed pages: 409 while a run is generating it, 400 when no page failed, 402 when
 * the balance does not cover one credit per failed page. Duplicate requests plan the same attempt number, so they
 * join one run and pay once.
 */
export async function prepareStorybookRetry(deps: OperationDeps, caller: Caller, storybookId: string): Promise<StorybookRetryPlan> {
  const { user } = caller;
  const { book, pages } = await deps.services.storybooks.get(user.id, storybookId);
  if (book.status === 'generating') throw conflict(`Storybook ${book.id} is still generating; retry once it has finished`);
  const failed = pages.filter((page) => page.status === 'failed');
  if (failed.length === 0) throw badRequest(`Storybook ${book.id} has no failed pages to retry`);
  const cost = failed.length * COSTS.storybookPage;
  const balance = await deps.services.ledger.balance(user.id);
  if (balance < cost) throw new InsufficientCreditsError(balance, cost);
  const stored: StorybookBook = {
    characters: await deps.services.sceneRequests.characters(user.id, book.characterIds),
    artStyle: book.artStyle ?? undefined,
    model: book.model,
    consistencyCheck: book.consistencyCheck,
    exportPdf: book.exportPdf,
    pdfPageSize: book.pdfPageSize,
    language: book.language,
  };
  const retryAttempt = book.retryCount + 1;
  const workflowId = workflowIds.storybookRetry(book.id, retryAttempt);
  const jobs = failed.map((page) => ({ page: page.pageNumber, prompt: page.prompt }));
  return { workflowId, input: storybookRunInput(deps, { storybookId: book.id, userId: user.id, workflowId, retryAttempt }, stored, jobs) };
}

export async function retryStorybook(deps: OperationDeps, caller: Caller, storybookId: string): Promise<StoredStorybook> {
  const { workflowId, input } = await prepareStorybookRetry(deps, caller, storybookId);
  const summary = `storybook ${storybookId} retry ${input.retryAttempt}: ${input.pages.length} failed page(s)`;
  return runStorybookWorkflow(deps, caller, workflowId, input, summary);
}
