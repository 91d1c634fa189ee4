import crypto from 'node:crypto';
import { addAbortSignal, type Readable } from 'node:stream';
import { Not, type DataSource } from 'typeorm';
import { ACCOUNTS } from '../config/pricing';
import { AccountExport } from '../entities/account-export';
import { AppError, notFound } from '../errors';
import { newStorageKey, type BlobStorage } from '../storage';
import { AccountArchive } from './account-archive';
import { findOwned } from './ownership';
import { RequestCounts } from './request-counts';

const UNIQUE_VIOLATION = '23505';

/** An account's exports: at most one preparing at a time, each ready one downloadable until it expires. */
export class AccountExports {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
  ) {}

  /** The user's exports, newest first (the last `limit`). */
  list(userId: string, limit: number): Promise<AccountExport[]> {
    return this.dataSource.getRepository(AccountExport).find({ where: { userId }, order: { createdAt: 'DESC' }, take: limit });
  }

  /** The newest export of the user, if any. */
  latest(userId: string): Promise<AccountExport | null> {
    return this.dataSource.getRepository(AccountExport).findOne({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  /** One of the user's exports; 404 for anyone else's, a missing one or a non-UUID id. */
  owned(userId: string, exportId: string): Promise<AccountExport> {
    return findOwned(this.dataSource.manager, AccountExport, exportId, userId, 'Export');
  }

  /**
   * A new export in `preparing`, or the one already preparing (two requests at once make one); new ones are limited
   * per account and hour (each reads every file the account has).
   */
  async begin(userId: string): Promise<{ export: AccountExport; created: boolean }> {
    const repository = this.dataSource.getRepository(AccountExport);
    const preparing = await repository.findOneBy({ userId, status: 'preparing' });
    if (preparing) return { export: preparing, created: false };
    await new RequestCounts(this.dataSource).take([{ key: `account-exports:user:${userId}`, limit: ACCOUNTS.exportsPerHour }], ACCOUNTS.limitWindowMs, 'Too many exports asked for');
    try {
      const created = await repository.save(repository.create({ id: crypto.randomUUID(), userId, status: 'preparing', fileKey: null, sizeBytes: null, error: null, readyAt: null, expiresAt: null }));
      return { export: created, created: true };
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      // Another request made one a moment ago; it may even be ready by now.
      const made = await repository.findOneOrFail({ where: { userId }, order: { createdAt: 'DESC' } });
      return { export: made, created: false };
    }
  }

  /**
   * Builds the zip of everything the user holds, streamed into storage as it is made, and marks the export ready until
   * `ttlMs` from now; a build that ran before (a retried activity) is reused. `signal` stops a build half way (its
   * activity was cancelled): nothing is stored then. Returns the export.
   */
  async build(exportId: string, ttlMs: number, signal?: AbortSignal): Promise<AccountExport> {
    const repository = this.dataSource.getRepository(AccountExport);
    const record = await repository.findOneByOrFail({ id: exportId });
    if (record.status !== 'preparing') return record;
    const zip = new AccountArchive(this.dataSource, this.storage).stream(record.userId);
    const fileKey = newStorageKey('exports', 'application/zip');
    const sizeBytes = await this.storage.putStream(fileKey, signal ? addAbortSignal(signal, zip) : zip, 'application/zip');
    // One zip per account: a newer export replaces the older ones' files, gone before it reads as ready.
    const older = await repository.find({ where: { userId: record.userId, status: 'ready', id: Not(exportId) } });
    for (const replaced of older) await this.expire(replaced.id);
    const readyAt = new Date();
    const changes = { status: 'ready' as const, fileKey, sizeBytes, readyAt, expiresAt: new Date(readyAt.getTime() + ttlMs) };
    const updated = await repository.update({ id: exportId, status: 'preparing' }, changes);
    if (!updated.affected) await this.storage.delete(fileKey);
    return repository.findOneByOrFail({ id: exportId });
  }

  async fail(exportId: string, error: string): Promise<void> {
    await this.dataSource.getRepository(AccountExport).update({ id: exportId, status: 'preparing' }, { status: 'failed', error });
  }

  /** Removes the zip and marks the export expired (an export still preparing ends too); repeating it changes nothing. */
  async expire(exportId: string): Promise<void> {
    const record = await this.dataSource.getRepository(AccountExport).findOneBy({ id: exportId });
    if (!record || record.status === 'expired') return;
    await this.dataSource.getRepository(AccountExport).update({ id: exportId }, { status: 'expired', fileKey: null });
    if (record.fileKey) await this.storage.delete(record.fileKey);
  }

  /**
   * The zip of one of the user's exports, read from storage as it is sent, and its size; 404 for anyone else's, 410
   * once it expired, 409 while it is prepared.
   */
  async download(userId: string, exportId: string): Promise<{ zip: Readable; sizeBytes: number | null }> {
    const record = await this.owned(userId, exportId);
    if (record.status === 'expired' || (record.expiresAt && record.expiresAt.getTime() <= Date.now())) {
      throw new AppError(410, 'This export has expired and its file was deleted: ask for a new one (GET /api/account/export)');
    }
    if (record.status !== 'ready' || !record.fileKey) throw new AppError(409, `This export is ${record.status}: it has no file to download`);
    const zip = await this.storage.read(record.fileKey);
    if (!zip) throw notFound('Export file');
    return { zip, sizeBytes: record.sizeBytes };
  }
}
