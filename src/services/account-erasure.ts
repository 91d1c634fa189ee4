import type { DataSource, EntityManager } from 'typeorm';
import { BrandKit } from '../entities/brand-kit';
import { Character } from '../entities/character';
import { Comic } from '../entities/comic';
import { LibraryCharacter } from '../entities/library-character';
import { Storybook } from '../entities/storybook';
import { User } from '../entities/user';
import { AccountExport } from '../entities/account-export';
import { badRequest } from '../errors';
import type { BlobStorage } from '../storage';
import { AccountExports } from './account-exports';
import { BrandKitService } from './brand-kits';
import { CharacterService } from './characters';
import { ComicService } from './comics';
import { Scenes } from './scenes';
import { Storybooks } from './storybooks';

/**
 * Tables that keep rows of a deleted account, which then points at its anonymous user row: the ledger (bookkeeping
 * law), marketplace sales (the other party's books) and the listings those sales belong to (withdrawn, without their
 * description). Every other table that refers to users loses the account's rows.
 */
const KEPT_TABLES = new Set(['credit_ledger', 'marketplace_sales', 'marketplace_listings']);

/** What an anonymous user row keeps as its email: not an address, so no sign-up can ever take it. */
export const deletedEmail = (userId: string) => `deleted:${userId}`;

/**
 * Deleting an account: access closes at once (keys revoked, sessions ended, password removed, listings withdrawn);
 * then, once its runs have ended, every file and row it owns goes, and the user row stays only as an anonymous
 * anchor for the ledger and marketplace sales. Each step can run again and changes nothing the second time.
 */
export class AccountErasure {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
  ) {}

  /** Checks a deletion request: `confirm` must be the account's email as written there (a plan never refuses it: the run cancels its subscription). */
  checkRequest(user: User, confirm: string): void {
    if (confirm.trim().toLowerCase() !== user.email) throw badRequest(`confirm: type the account's email address (${user.email}) to confirm the deletion`);
  }

  /** Closes every way in at once, in one transaction; repeating it changes nothing. */
  async closeAccess(userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE users SET deletion_requested_at = COALESCE(deletion_requested_at, now()), password_hash = NULL WHERE id = $1', [userId]);
      await manager.query('UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE user_id = $1', [userId]);
      await manager.query('UPDATE sessions SET revoked_at = COALESCE(revoked_at, now()) WHERE user_id = $1', [userId]);
      await manager.query('UPDATE account_tokens SET used_at = COALESCE(used_at, now()) WHERE user_id = $1', [userId]);
      await manager.query(`UPDATE marketplace_listings SET status = 'withdrawn', updated_at = now() WHERE seller_id = $1 AND status = 'active'`, [userId]);
    });
  }

  /**
   * Removes every file and row the account owns, each kind through the service that owns it (so its files go with it),
   * then every remaining row that refers to the user outside KEPT_TABLES. `progress` is called as it goes.
   */
  async eraseData(userId: string, progress: () => void = () => undefined): Promise<void> {
    const ids = async <T extends { id: string }>(entity: new () => T, where: object) =>
      (await this.dataSource.getRepository(entity).find({ select: { id: true } as never, where: where as never })).map((row) => row.id);
    await this.removeLibraryEntries(userId);
    const characters = new CharacterService(this.dataSource, this.storage);
    for (const id of await ids(Character, { userId })) await step(progress, () => characters.remove(userId, id));
    const comics = new ComicService(this.dataSource, this.storage);
    for (const id of await ids(Comic, { userId })) await step(progress, () => comics.delete(userId, id));
    const storybooks = new Storybooks(this.dataSource);
    for (const id of await ids(Storybook, { userId })) await step(progress, () => storybooks.delete(userId, id, this.storage, true));
    const scenes = new Scenes(this.dataSource, this.storage);
    await step(progress, () => scenes.removeEvery(userId));
    const kits = new BrandKitService(this.dataSource, this.storage);
    for (const id of await ids(BrandKit, { userId })) await step(progress, () => kits.delete(userId, id));
    const exports = new AccountExports(this.dataSource, this.storage);
    for (const id of await ids(AccountExport, { userId })) await step(progress, () => exports.expire(id));
    await this.dataSource.transaction((manager) => this.removeRemainingRows(manager, userId));
  }

  /** The user row without anything that names the person; the ledger and sales keep pointing at it. */
  async anonymise(userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [user]: Array<{ email: string }> = await manager.query('SELECT email FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if (!user) return;
      await manager.query(`DELETE FROM request_counts WHERE key LIKE '%:' || $1`, [user.email]);
      await manager.query(`UPDATE marketplace_listings SET description = '', updated_at = now() WHERE seller_id = $1`, [userId]);
      await manager.query(
        `UPDATE users SET email = $2, password_hash = NULL, stripe_customer_id = NULL, credits_low_threshold = NULL, email_verified_at = NULL,
                deleted_at = COALESCE(deleted_at, now()) WHERE id = $1`,
        [userId, deletedEmail(userId)],
      );
    });
  }

  /** Library entries published from the account's characters, with their files (before the characters, which name them). */
  private async removeLibraryEntries(userId: string): Promise<void> {
    const entries: LibraryCharacter[] = await this.dataSource
      .getRepository(LibraryCharacter)
      .createQueryBuilder('entry')
      .innerJoin(Character, 'character', 'character.id = entry.sourceCharacterId')
      .where('character.userId = :userId', { userId })
      .getMany();
    for (const entry of entries) {
      await this.dataSource.getRepository(LibraryCharacter).delete({ id: entry.id });
      await Promise.all(Object.values(entry.referenceKeys).map((key) => this.storage.delete(key)));
    }
  }

  /** Every row outside KEPT_TABLES whose foreign key names the user, whichever table it is in (tables added later too). */
  private async removeRemainingRows(manager: EntityManager, userId: string): Promise<void> {
    for (const { table, column } of await userReferences(manager)) {
      if (!KEPT_TABLES.has(table)) await manager.query(`DELETE FROM "${table}" WHERE "${column}" = $1`, [userId]);
    }
  }
}

/** Every (table, column) with a foreign key to users(id). */
export async function userReferences(manager: Pick<EntityManager, 'query'>): Promise<Array<{ table: string; column: string }>> {
  return manager.query(
    `SELECT DISTINCT kcu.table_name AS table, kcu.column_name AS column
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema() AND ccu.table_name = 'users' AND ccu.column_name = 'id'
      ORDER BY 1, 2`,
  );
}

async function step(progress: () => void, work: () => Promise<void>): Promise<void> {
  await work();
  progress();
}
