import { DataSource, EntityManager } from 'typeorm';
import { CreditEntryKind } from '../entities/credit-entry';
import { InsufficientCreditsError, notFound } from '../errors';

const CHECK_VIOLATION = '23514';

export interface LedgerResult {
  /** False when this (operation, kind, unit) had already been applied: nothing changed. */
  applied: boolean;
  balance: number;
}

export interface ReconciliationMismatch {
  userId: string;
  balance: number;
  ledgerSum: number;
}

interface LedgerChange {
  userId: string;
  operationId: string;
  kind: CreditEntryKind;
  unit: number;
  amount: number;
  description?: string;
}

/**
 * The credit ledger: every change of a balance is one append-only row, written in the same
 * transaction as the balance. Idempotent per (operation id, kind, unit), so an activity that
 * Temporal retries never charges or refunds twice. The balance's CHECK constraint is the final
 * guard against going below zero under concurrency.
 */
export class CreditLedger {
  constructor(private readonly dataSource: DataSource) {}

  /** Charges `amount` credits for an operation, all or nothing; 402 when the balance is short. */
  async reserve(userId: string, operationId: string, amount: number, description?: string): Promise<LedgerResult> {
    return this.apply({ userId, operationId, kind: 'charge', unit: 0, amount: -amount, description });
  }

  /** Gives back `amount` credits for one failed unit of an operation; never more than was charged. */
  async refund(userId: string, operationId: string, unit: number, amount: number, description?: string): Promise<LedgerResult> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockedBalance(manager, userId);
      const alreadyRefunded = await this.exists(manager, operationId, 'refund', unit);
      const refundable = -(await this.sumFor(manager, operationId, 'charge')) - (await this.sumFor(manager, operationId, 'refund'));
      if (!alreadyRefunded && amount > refundable) {
        throw new Error(`Refund of ${amount} for ${operationId} unit ${unit} exceeds the ${refundable} still charged`);
      }
      return this.applyIn(manager, { userId, operationId, kind: 'refund', unit, amount, description });
    });
  }

  async grant(userId: string, operationId: string, amount: number, description?: string): Promise<LedgerResult> {
    return this.apply({ userId, operationId, kind: 'grant', unit: 0, amount, description });
  }

  async balance(userId: string): Promise<number> {
    const rows: Array<{ credits: number }> = await this.dataSource.query('SELECT credits FROM users WHERE id = $1', [userId]);
    if (rows.length === 0) throw notFound('User');
    return rows[0].credits;
  }

  /** Net credits charged for an operation (charges minus refunds), as a positive number. */
  async netCharged(operationId: string): Promise<number> {
    const rows: Array<{ total: string | null }> = await this.dataSource.query(
      'SELECT SUM(amount) AS total FROM credit_ledger WHERE operation_id = $1',
      [operationId],
    );
    return -Number(rows[0].total ?? 0);
  }

  /** Users whose balance differs from the sum of their ledger entries (should be none). */
  async reconcile(): Promise<ReconciliationMismatch[]> {
    const rows: Array<{ user_id: string; credits: number; ledger_sum: string }> = await this.dataSource.query(`
      SELECT u.id AS user_id, u.credits, COALESCE(SUM(l.amount), 0) AS ledger_sum
      FROM users u LEFT JOIN credit_ledger l ON l.user_id = u.id
      GROUP BY u.id, u.credits
      HAVING u.credits <> COALESCE(SUM(l.amount), 0)`);
    return rows.map((row) => ({ userId: row.user_id, balance: row.credits, ledgerSum: Number(row.ledger_sum) }));
  }

  private async apply(change: LedgerChange): Promise<LedgerResult> {
    try {
      return await this.dataSource.transaction((manager) => this.applyIn(manager, change));
    } catch (error) {
      if ((error as { code?: string }).code === CHECK_VIOLATION) {
        // The CHECK constraint caught what the code check did not: report it like the code check.
        throw new InsufficientCreditsError(await this.balance(change.userId), -change.amount);
      }
      throw error;
    }
  }

  private async applyIn(manager: EntityManager, change: LedgerChange): Promise<LedgerResult> {
    const current = await this.lockedBalance(manager, change.userId);
    if (await this.exists(manager, change.operationId, change.kind, change.unit)) {
      return { applied: false, balance: current };
    }
    if (current + change.amount < 0) throw new InsufficientCreditsError(current, -change.amount);
    const updated: [Array<{ credits: number }>, number] = await manager.query(
      'UPDATE users SET credits = credits + $2 WHERE id = $1 RETURNING credits',
      [change.userId, change.amount],
    );
    const balance = updated[0][0].credits;
    await manager.query(
      `INSERT INTO credit_ledger (user_id, operation_id, kind, unit, amount, balance_after, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [change.userId, change.operationId, change.kind, change.unit, change.amount, balance, change.description ?? null],
    );
    return { applied: true, balance };
  }

  private async exists(manager: EntityManager, operationId: string, kind: CreditEntryKind, unit: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM credit_ledger WHERE operation_id = $1 AND kind = $2 AND unit = $3',
      [operationId, kind, unit],
    );
    return rows.length > 0;
  }

  private async sumFor(manager: EntityManager, operationId: string, kind: CreditEntryKind): Promise<number> {
    const rows: Array<{ total: string | null }> = await manager.query(
      'SELECT SUM(amount) AS total FROM credit_ledger WHERE operation_id = $1 AND kind = $2',
      [operationId, kind],
    );
    return Number(rows[0].total ?? 0);
  }

  /** Reads the balance and locks the user's row until the transaction ends, serialising its ledger changes. */
  private async lockedBalance(manager: EntityManager, userId: string): Promise<number> {
    const rows: Array<{ credits: number }> = await manager.query('SELECT credits FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (rows.length === 0) throw notFound('User');
    return rows[0].credits;
  }
}
