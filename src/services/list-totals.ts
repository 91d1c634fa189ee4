import type { DataSource } from 'typeorm';

/** Lists too long to count on every page, counted by triggers as rows come and go (migration 1763701700000). */
export type CountedList = 'library' | 'active_listings';

export async function listTotal(dataSource: DataSource, list: CountedList): Promise<number> {
  const rows: Array<{ total: string }> = await dataSource.query('SELECT total FROM list_totals WHERE list = $1', [list]);
  return Number(rows[0]?.total ?? 0);
}
