import type { DataSource } from 'typeorm';
import { Storybook, StorybookPage } from '../entities/storybook';
import { findOwned } from './ownership';

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

/** Storybooks over the database: reading a caller's book, finding books to replay. */
export class Storybooks {
  constructor(private readonly dataSource: DataSource) {}

  /** The caller's storybook with its pages; 404 for anyone else's or a non-UUID id. */
  async get(userId: string, storybookId: string): Promise<StoredStorybook> {
    const book = await findOwned(this.dataSource.manager, Storybook, storybookId, userId, 'Storybook');
    const pages = await this.dataSource.getRepository(StorybookPage).find({ where: { storybookId: book.id }, order: { pageNumber: 'ASC' } });
    return { book, pages };
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
