import crypto from 'node:crypto';
import { AppError, InsufficientCreditsError } from '../errors';
import type { OperationDeps } from '../operations/context';
import { retryStorybook } from '../operations/storybook-retry';
import type { OpenedDatabase } from '../runtime/database';
import type { FailedStorybook } from '../services/storybooks';
import { inLanes } from '../workflows/lanes';
import type { CliOptions } from './options';
import { withOperationDeps } from './operation-deps';

/** Retry runs started at the same time by a replay. */
export const REPLAY_CONCURRENCY = 3;

export interface ReplayOptions {
  since?: Date;
  email?: string;
  dryRun?: boolean;
}

export interface ReplaySummary {
  found: number;
  /** Retry runs that finished; of them, `stillFailing` books still have failed pages. */
  replayed: number;
  stillFailing: number;
  skippedInsufficientCredits: number;
  /** Books the retry refused for another reason (a character deleted or back in draft, a run in progress). */
  errors: number;
}

type Outcome = 'complete' | 'still failing' | 'insufficient credits' | 'error';

function describe(book: FailedStorybook): string {
  return `${book.id}  ${book.email}  ${book.failed} failed page(s)  created ${book.createdAt.toISOString()}`;
}

async function replayOne(deps: OperationDeps, book: FailedStorybook): Promise<{ outcome: Outcome; line: string }> {
  try {
    const owner = await deps.services.users.findById(book.userId);
    const caller = { user: owner, requestId: `cli-replay-${crypto.randomUUID()}`, request: 'likeness storybooks replay-failed' };
    const { pages } = await retryStorybook(deps, caller, book.id);
    const failed = pages.filter((page) => page.status === 'failed').length;
    const regenerated = book.failed - failed;
    return { outcome: failed === 0 ? 'complete' : 'still failing', line: `replayed: ${regenerated} page(s) regenerated, ${failed} still failing` };
  } catch (error) {
    if (error instanceof InsufficientCreditsError) {
      return { outcome: 'insufficient credits', line: `skipped: needs ${error.required} credit(s), the balance is ${error.credits}` };
    }
    if (error instanceof AppError) return { outcome: 'error', line: `skipped: ${error.message}` };
    throw error;
  }
}

/**
 * Lists storybooks with failed pages and, unless dryRun, retries each (the same code path as
 * POST /api/storybooks/{id}/retry: 1 credit per failed page, billed to the book's owner), a few at a time.
 */
export async function replayFailedStorybooks(deps: OperationDeps, options: ReplayOptions, print: (line: string) => void): Promise<ReplaySummary> {
  const books = await deps.services.storybooks.withFailedPages({ since: options.since, email: options.email });
  const summary: ReplaySummary = { found: books.length, replayed: 0, stillFailing: 0, skippedInsufficientCredits: 0, errors: 0 };
  print(`${books.length} storybook(s) with failed pages${options.dryRun ? ' (dry run: nothing is replayed)' : ''}`);
  if (options.dryRun) {
    for (const book of books) print(describe(book));
    return summary;
  }
  let finished = 0;
  await inLanes(books, REPLAY_CONCURRENCY, async (book) => {
    const { outcome, line } = await replayOne(deps, book);
    if (outcome === 'complete' || outcome === 'still failing') summary.replayed += 1;
    if (outcome === 'still failing') summary.stillFailing += 1;
    if (outcome === 'insufficient credits') summary.skippedInsufficientCredits += 1;
    if (outcome === 'error') summary.errors += 1;
    finished += 1;
    print(`[${finished}/${books.length}] ${describe(book)}: ${line}`);
  });
  print(
    `Replayed ${summary.replayed} (${summary.stillFailing} still failing), skipped ${summary.skippedInsufficientCredits} for insufficient credits, ${summary.errors} refused.`,
  );
  return summary;
}

function parseSince(value: string | boolean | undefined): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const since = new Date(value);
  if (Number.isNaN(since.getTime())) throw new AppError(400, `--since must be a date such as 2025-01-31 or 2025-01-31T12:00:00Z, got "${value}"`);
  return since;
}

/** `likeness storybooks replay-failed [--since DATE] [--user EMAIL] [--dry-run]` */
export async function storybooksReplayFailed(db: OpenedDatabase, options: CliOptions): Promise<void> {
  const replay: ReplayOptions = {
    since: parseSince(options.since),
    email: typeof options.user === 'string' ? options.user : undefined,
    dryRun: options['dry-run'] === true,
  };
  await withOperationDeps(db, (deps) => replayFailedStorybooks(deps, replay, (line) => console.log(line)));
}
