import { In, type DataSource } from 'typeorm';
import { fetchPage, newestFirst, type Page, type PageRequest } from '../db/keyset';
import { GeneratedImage } from '../entities/generated-image';
import { Storybook, StorybookPage, type StorybookStatus } from '../entities/storybook';
import { conflict, notFound } from '../errors';
import { renderStorybookPdf } from '../documents/storybook-pdf';
import { newStorageKey, type BlobStorage } from '../storage';
import { storybookTitle } from './titles';
import { findOwned } from './ownership';
import type { WebhookEventRef } from '../temporal/contracts/webhooks';
import { recordWebhookEvent, storybookFinishedEvent } from './webhook-events';

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

/** Newest first, through the index of each user's books. */
const NEWEST_FIRST = newestFirst('book');

/** The book's status from its pages: every page generated, some, or none. */
export function bookStatus(generated: number, failed: number): Exclude<StorybookStatus, 'generating'> {
  if (failed === 0) return 'completed';
  return generated > 0 ? 'completed_with_failures' : 'failed';
}

/** Storybooks over the database: reading a caller's book, ending a run, finding books to replay. */
export class Storybooks {
  constructor(private readonly dataSource: DataSource) {}

  /** The caller's storybook with its pages; 404 for anyone else's or a non-UUID id. */
  async get(userId: string, storybookId: string): Promise<StoredStorybook> {
    const book = await findOwned(this.dataSource.manager, Storybook, storybookId, userId, 'Storybook');
    const pages = await this.dataSource.getRepository(StorybookPage).find({ where: { storybookId: book.id }, order: { pageNumber: 'ASC' } });
    return { book, pages };
  }

  /**
   * Assembles the book's generated pages, in order, into a PDF in storage (in the book's language); null when no page
   * has an image. The PDF is streamed into storage, each page's image read (by `read`) when its page is drawn.
   */
  async assemblePdf(storybookId: string, storage: BlobStorage, read: (key: string) => Promise<Buffer>): Promise<string | null> {
    const book = await this.dataSource.getRepository(Storybook).findOneByOrFail({ id: storybookId });
    const generated = await this.dataSource.getRepository(StorybookPage).find({ where: { storybookId: book.id, status: 'generated' }, order: { pageNumber: 'ASC' } });
    if (generated.length === 0) return null;
    async function* documentPages() {
      for (const page of generated) yield { png: await read(page.imageKey as string), text: page.prompt, altText: page.altText ?? page.prompt };
    }
    const key = newStorageKey('storybooks', 'application/pdf');
    await storage.putStream(key, renderStorybookPdf(documentPages(), book.pdfPageSize, `Storybook: ${storybookTitle(generated[0].prompt)}`, book.language), 'application/pdf');
    return key;
  }

  /**
   * The caller's book in another language (BCP 47); its PDF, when it has one, is assembled again in it (its text set
   * in that language's faces and direction, /Lang) and the old one deleted. 409 while a run is making it.
   */
  async setLanguage(userId: string, storybookId: string, language: string, storage: BlobStorage): Promise<StoredStorybook> {
    const { book } = await this.get(userId, storybookId);
    if (book.status === 'generating') throw conflict(`Storybook ${book.id} is still generating; change its language once it has finished`);
    await this.dataSource.getRepository(Storybook).update({ id: book.id }, { language });
    if (book.pdfKey) {
      const pdfKey = await this.assemblePdf(book.id, storage, async (key) => {
        const png = await storage.get(key);
        if (!png) throw notFound(`The image of a page of storybook ${book.id}`);
        return png;
      });
      await this.dataSource.getRepository(Storybook).update({ id: book.id }, { pdfKey });
      await storage.delete(book.pdfKey);
    }
    return this.get(userId, storybookId);
  }

  /** One page of the caller's storybooks, newest first, each with its pages, and how many books the caller has. */
  async list(userId: string, page: PageRequest): Promise<Page<StoredStorybook>> {
    const builder = this.dataSource.getRepository(Storybook).createQueryBuilder('book').where('book.user_id = :userId', { userId });
    const books = await fetchPage(builder, NEWEST_FIRST, page, { scope: `storybooks:${userId}`, count: () => builder.getCount() });
    const pages = books.rows.length
      ? await this.dataSource.getRepository(StorybookPage).find({ where: { storybookId: In(books.rows.map((book) => book.id)) }, order: { pageNumber: 'ASC' } })
      : [];
    return { ...books, rows: books.rows.map((book) => ({ book, pages: pages.filter((one) => one.storybookId === book.id) })) };
  }

  /**
   * Deletes the caller's book with its pages, their images (rows and files) and its PDF; 409 while a run is making it
   * (the run would write into a book that is gone), unless the caller knows its runs have ended (`runsEnded`: an account
   * deletion, whose runs were stopped, may find a book a terminated run left `generating`).
   */
  async delete(userId: string, storybookId: string, storage: BlobStorage, runsEnded = false): Promise<void> {
    const keys = await this.dataSource.transaction(async (manager) => {
      const book = await findOwned(manager, Storybook, storybookId, userId, 'Storybook');
      const locked = await manager.findOneOrFail(Storybook, { where: { id: book.id }, lock: { mode: 'pessimistic_write' } });
      if (locked.status === 'generating' && !runsEnded) throw conflict('This storybook is being made: delete it once its run has ended');
      const pages = await manager.find(StorybookPage, { where: { storybookId: book.id } });
      const imageIds = pages.flatMap((page) => (page.imageId ? [page.imageId] : []));
      await manager.delete(Storybook, { id: book.id });
      if (imageIds.length) await manager.delete(GeneratedImage, { id: In(imageIds), userId });
      return [locked.pdfKey, ...pages.map((page) => page.imageKey)].filter((key): key is string => key !== null);
    });
    await Promise.all(keys.map((key) => storage.delete(key)));
  }

  /**
   * Ends a run of the book: pages it left pending become failed with `unfinishedReason` (a retry picks them up),
   * the status follows from the pages, and a new PDF replaces the old one. Returns the status and the storybook.<status>
   * event recorded with it (when the owner's webhooks want it).
   */
  async finishRun(storybookId: string, end: { pdfKey: string | null; unfinishedReason: string }): Promise<{ status: StorybookStatus; events: WebhookEventRef[] }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.update(StorybookPage, { storybookId, status: 'pending' }, { status: 'failed', error: end.unfinishedReason.slice(0, 500) });
      const counts: Array<{ status: string; count: string }> = await manager.query(
        'SELECT status, COUNT(*) AS count FROM storybook_pages WHERE storybook_id = $1 GROUP BY status',
        [storybookId],
      );
      const count = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
      const [generated, failed] = [count('generated'), count('failed')];
      const status = bookStatus(generated, failed);
      await manager.query('UPDATE storybooks SET status = $2, pdf_key = COALESCE($3, pdf_key), updated_at = now() WHERE id = $1', [storybookId, status, end.pdfKey]);
      const book = await manager.findOneBy(Storybook, { id: storybookId });
      if (!book) return { status, events: [] };
      return { status, events: await recordWebhookEvent(manager, storybookFinishedEvent(book, status, { total: generated + failed, generated, failed })) };
    });
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
