import type { DataSource } from 'typeorm';
import { COSTS, LIMITS } from '../config/pricing';
import { Storybook, StorybookPage } from '../entities/storybook';
import { badRequest, conflict, InsufficientCreditsError } from '../errors';
import type { AttemptPolicy, SceneCharacter } from '../temporal/contracts/payloads';
import { workflowIds } from '../temporal/contracts/names';
import type { StorybookBook, StorybookInput, StorybookPageJob } from '../workflows/storybook';
import type { CreditLedger } from './credit-ledger';
import { findOwned } from './ownership';
import { seedFrom, type SceneRequests } from './scene-requests';

export interface StoredStorybook {
  book: Storybook;
  /** In page order. */
  pages: StorybookPage[];
}

/** A storybook an operator may replay: it has failed pages. */
export interface FailedStorybook {
  id: string;
  userId: string;
  email: string;
  failed: number;
  createdAt: Date;
}

/** A retry run ready to start: its workflow id and input. */
export interface StorybookRetryPlan {
  workflowId: string;
  input: StorybookInput;
}

/** consistency_check off: one scored attempt per page; on: up to 3 attempts until min_score 0.90. */
export function storybookPolicy(consistencyCheck: boolean, characterCount: number): AttemptPolicy {
  return {
    maxAttempts: consistencyCheck ? LIMITS.storybookCheckedAttempts : 1,
    minScore: LIMITS.minScore.storybookChecked,
    requireAllCharacters: characterCount > 1,
  };
}

/** The workflow input of a run over `pages` of `book`; the seed follows the run so a retry draws new pictures. */
export function storybookRunInput(
  storybookId: string,
  userId: string,
  book: StorybookBook,
  pages: StorybookPageJob[],
  options: { workflowId: string; concurrency: number; retryAttempt?: number },
): StorybookInput {
  return {
    storybookId,
    userId,
    book,
    pages,
    retryAttempt: options.retryAttempt,
    policy: storybookPolicy(book.consistencyCheck, book.characters.length),
    baseSeed: seedFrom(options.workflowId),
    concurrency: Math.max(1, options.concurrency),
  };
}

/** Storybooks over the database: reading a caller's book, planning a retry of its failed pages, finding books to replay. */
export class Storybooks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sceneRequests: SceneRequests,
    private readonly ledger: CreditLedger,
  ) {}

  /** Every character of a book, each checked like a scene's (404 not the caller's, 409 draft, 400 no references). */
  async characters(userId: string, characterIds: string[]): Promise<SceneCharacter[]> {
    const characters: SceneCharacter[] = [];
    for (const id of characterIds) characters.push(await this.sceneRequests.character(userId, id));
    return characters;
  }

  /** The caller's storybook with its pages; 404 for anyone else's or a non-UUID id. */
  async get(userId: string, storybookId: string): Promise<StoredStorybook> {
    const book = await findOwned(this.dataSource.manager, Storybook, storybookId, userId, 'Storybook');
    const pages = await this.dataSource.getRepository(StorybookPage).find({ where: { storybookId: book.id }, order: { pageNumber: 'ASC' } });
    return { book, pages };
  }

  /**
   * The next retry run of a book's failed pages: 409 while a run is generating it, 400 when no page
   * failed, 402 when the balance does not cover one credit per failed page. Duplicate requests plan
   * the same attempt number, so they join one run and pay once.
   */
  async planRetry(userId: string, storybookId: string, concurrency: number): Promise<StorybookRetryPlan> {
    const { book, pages } = await this.get(userId, storybookId);
    if (book.status === 'generating') throw conflict(`Storybook ${book.id} is still generating; retry once it has finished`);
    const failed = pages.filter((page) => page.status === 'failed');
    if (failed.length === 0) throw badRequest(`Storybook ${book.id} has no failed pages to retry`);
    const cost = failed.length * COSTS.storybookPage;
    const balance = await this.ledger.balance(userId);
    if (balance < cost) throw new InsufficientCreditsError(balance, cost);
    const characters = await this.characters(userId, book.characterIds);
    const attempt = book.retryCount + 1;
    const workflowId = workflowIds.storybookRetry(book.id, attempt);
    const stored: StorybookBook = {
      characters,
      artStyle: book.artStyle ?? undefined,
      model: book.model,
      consistencyCheck: book.consistencyCheck,
      exportPdf: book.exportPdf,
      pdfPageSize: book.pdfPageSize,
    };
    const jobs = failed.map((page) => ({ page: page.pageNumber, prompt: page.prompt }));
    return { workflowId, input: storybookRunInput(book.id, userId, stored, jobs, { workflowId, concurrency, retryAttempt: attempt }) };
  }

  /** Books with failed pages, oldest first, optionally since a date and of one user. */
  async withFailedPages(filter: { since?: Date; email?: string } = {}): Promise<FailedStorybook[]> {
    const rows: Array<{ id: string; user_id: string; email: string; failed: string; created_at: Date }> = await this.dataSource.query(
      `SELECT s.id, s.user_id, u.email, COUNT(p.*) AS failed, s.created_at
       FROM storybooks s
       JOIN users u ON u.id = s.user_id
       JOIN storybook_pages p ON p.storybook_id = s.id AND p.status = 'failed'
       WHERE s.status <> 'generating'
         AND ($1::timestamptz IS NULL OR s.created_at >= $1)
         AND ($2::text IS NULL OR u.email = $2)
       GROUP BY s.id, u.email
       ORDER BY s.created_at ASC`,
      [filter.since ?? null, filter.email?.trim().toLowerCase() ?? null],
    );
    return rows.map((row) => ({ id: row.id, userId: row.user_id, email: row.email, failed: Number(row.failed), createdAt: new Date(row.created_at) }));
  }
}
