import type { DataSource, EntityManager } from 'typeorm';
import { fetchPage, newestFirst, type Page, type PageRequest } from '../db/keyset';
import { CreditEntry, CreditEntryKind } from '../entities/credit-entry';
import { InsufficientCreditsError, notFound } from '../errors';
import type { WebhookEventRef } from '../temporal/contracts/webhooks';
import { CHANGE_KEYS, creditsLowEvent, recordedEvents, recordWebhookEvent } from './webhook-events';

const CHECK_VIOLATION = '23514';

/** Newest first, through the index of each user's entries that move credits (credit_ledger_history_idx). */
const HISTORY_ORDER = newestFirst('entry');

export interface LedgerResult {
  /** False when this (operation, kind, unit) had already been applied: nothing changed. */
  applied: boolean;
  balance: number;
  /** Credits this call moved (0 when nothing changed). */
  moved: number;
}

export interface ReconciliationMismatch {
  userId: string;
  balance: number;
  ledgerSum: number;
}

/** A paid run's charge: `unitCost` credits for each of `units` (pages, panels, variants; [0] for one image). */
export interface UnitCharge {
  userId: string;
  operationId: string;
  unitCost: number;
  units: number[];
  description: string;
}

/** Names one charged unit, to mark it delivered or refund it. */
export interface ChargedUnit {
  userId: string;
  operationId: string;
  unit: number;
}

/** Where a charge stands: each of its units is delivered, refunded, or neither yet (open). */
export interface Settlement {
  operationId: string;
  userId: string;
  unitCost: number;
  units: number[];
  delivered: number[];
  refunded: number[];
  /** Units neither delivered nor refunded: still owed a delivery or a refund. */
  open: number[];
  /** Credits charged minus credits refunded. */
  netCharged: number;
  chargedAt: Date;
}

/** A marketplace seller's proceeds of one sale: the price, less the platform's fee. */
export interface SellerPayout {
  sellerId: string;
  operationId: string;
  price: number;
  fee: number;
  description: string;
}

interface LedgerChange {
  userId: string;
  operationId: string;
  kind: CreditEntryKind;
  unit: number;
  amount: number;
  units?: number[];
  description?: string;
}

interface OutcomeRow {
  operation_id: string;
  kind: 'delivery' | 'refund';
  unit: number;
  amount: number;
}

interface ChargeRow {
  operation_id: string;
  user_id: string;
  amount: number;
  units: number[];
  created_at: Date;
}

/**
 * The credit ledger: every change of a balance is one append-only row, written in the same
 * transaction as the balance. Idempotent per (operation id, kind, unit), so an activity that
 * Temporal retries never charges or refunds twice. The balance's CHECK constraint is the final
 * guard against going below zero under concurrency. A charge lists its units; each unit ends
 * delivered (a `delivery` row written with the record of what was delivered) or refunded.
 */
export class CreditLedger {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Charges every unit of an operation up front, all or nothing; 402 when the balance is short. A charge that takes the
   * balance below the user's credits.low threshold records that event in the same transaction.
   */
  async reserve(charge: UnitCharge): Promise<LedgerResult & { events: WebhookEventRef[] }> {
    const amount = charge.unitCost * charge.units.length;
    return this.apply({ ...charge, kind: 'charge', unit: 0, amount: -amount }, (manager, result) => this.lowCreditsEvents(manager, charge, result));
  }

  /**
   * Gives back one charged unit's share. Refusing what was never charged or what was delivered keeps a
   * mistaken caller from minting credits; refunding a unit again changes nothing.
   */
  async refund(unit: ChargedUnit, description?: string): Promise<LedgerResult> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockedBalance(manager, unit.userId);
      const charge = await this.chargeOf(manager, unit.operationId);
      if (!charge.units.includes(unit.unit)) throw new Error(`${unit.operationId} charged no unit ${unit.unit}`);
      if (await this.exists(manager, unit.operationId, 'delivery', unit.unit)) {
        throw new Error(`${unit.operationId} unit ${unit.unit} was delivered: it cannot be refunded`);
      }
      const amount = -charge.amount / charge.units.length;
      return this.applyIn(manager, { ...unit, kind: 'refund', amount, description });
    });
  }

  /**
   * Marks a charged unit delivered (never a refunded one) and runs `record` (what was delivered: an image, a page, a
   * sale) in the same transaction, so neither is written without the other. The user's row (and `alsoLock`'s, in id
   * order) is locked before `record` runs: a row inserted first that references the user would share-lock that row
   * first, and two deliveries for one user at once would deadlock until PostgreSQL aborted one.
   */
  async deliver<T>(unit: ChargedUnit, description: string, record: (manager: EntityManager) => Promise<T>, alsoLock: string[] = []): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockUsers(manager, [unit.userId, ...alsoLock]);
      if (await this.exists(manager, unit.operationId, 'refund', unit.unit)) {
        throw new Error(`${unit.operationId} unit ${unit.unit} was refunded: it cannot be delivered`);
      }
      await this.applyIn(manager, { ...unit, kind: 'delivery', amount: 0, description });
      return record(manager);
    });
  }

  async grant(userId: string, operationId: string, amount: number, description?: string): Promise<LedgerResult> {
    return this.apply({ userId, operationId, kind: 'grant', unit: 0, amount, description });
  }

  /** A grant written inside the caller's transaction, with what it is granted for (a verified sign-up). */
  async grantIn(manager: EntityManager, userId: string, operationId: string, amount: number, description: string): Promise<LedgerResult> {
    return this.applyIn(manager, { userId, operationId, kind: 'grant', unit: 0, amount, description });
  }

  /** Credits paid for through Stripe; keyed by the Stripe event id, so a redelivered event grants nothing more. */
  async purchase(userId: string, eventId: string, amount: number, description: string): Promise<LedgerResult> {
    return this.apply({ userId, operationId: eventId, kind: 'purchase', unit: 0, amount, description });
  }

  /**
   * Pays a marketplace seller inside the transaction that records the sale: the price as a `sale` entry, then the
   * platform's share as a `fee` entry taken from it, so the seller's history shows both.
   */
  async paySeller(manager: EntityManager, payout: SellerPayout): Promise<void> {
    const { sellerId: userId, operationId, price, fee } = payout;
    await this.applyIn(manager, { userId, operationId, kind: 'sale', unit: 0, amount: price, description: payout.description });
    await this.applyIn(manager, { userId, operationId, kind: 'fee', unit: 0, amount: -fee, description: `Platform fee: ${fee} of ${price} credits` });
  }

  /** Locks several users' rows in one order (by id), so transactions touching the same users never deadlock. */
  async lockUsers(manager: EntityManager, userIds: string[]): Promise<void> {
    await manager.query('SELECT id FROM users WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [userIds]);
  }

  /** The user's grants, charges and refunds, newest first (deliveries move no credits and are left out). */
  history(userId: string, page: PageRequest): Promise<Page<CreditEntry>> {
    const builder = this.dataSource.getRepository(CreditEntry).createQueryBuilder('entry').where("entry.user_id = :userId AND entry.kind <> 'delivery'", { userId });
    return fetchPage(builder, HISTORY_ORDER, page, { scope: `history:${userId}`, count: () => builder.getCount() });
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

  /**
   * Every unit-priced charge with where its units stand, oldest first; `openOnly` keeps those with open units (read from
   * credit_open_charges, not from every charge ever made), `userId` those of one user.
   */
  async settlements(filter: { openOnly?: boolean; userId?: string } = {}): Promise<Settlement[]> {
    const charges: ChargeRow[] = await this.dataSource.query(
      filter.openOnly
        ? `SELECT charge.operation_id, charge.user_id, charge.amount, charge.units, charge.created_at
             FROM credit_open_charges open JOIN credit_ledger charge ON charge.operation_id = open.operation_id AND charge.kind = 'charge' AND charge.unit = 0
            WHERE $1::uuid IS NULL OR open.user_id = $1 ORDER BY charge.created_at ASC`
        : `SELECT operation_id, user_id, amount, units, created_at FROM credit_ledger
            WHERE kind = 'charge' AND units IS NOT NULL AND ($1::uuid IS NULL OR user_id = $1) ORDER BY created_at ASC`,
      [filter.userId ?? null],
    );
    const outcomes: OutcomeRow[] = await this.dataSource.query(
      `SELECT operation_id, kind, unit, amount FROM credit_ledger WHERE kind IN ('delivery', 'refund') AND operation_id = ANY($1::text[])`,
      [charges.map((charge) => charge.operation_id)],
    );
    const outcomesOf = new Map<string, OutcomeRow[]>();
    for (const row of outcomes) outcomesOf.set(row.operation_id, [...(outcomesOf.get(row.operation_id) ?? []), row]);
    const settlements = charges.map((charge): Settlement => {
      const mine = outcomesOf.get(charge.operation_id) ?? [];
      const unitsOf = (kind: string) => mine.filter((row) => row.kind === kind).map((row) => row.unit);
      const delivered = unitsOf('delivery');
      const refunded = unitsOf('refund');
      const refundedCredits = mine.filter((row) => row.kind === 'refund').reduce((sum, row) => sum + row.amount, 0);
      return {
        operationId: charge.operation_id,
        userId: charge.user_id,
        unitCost: -charge.amount / charge.units.length,
        units: charge.units,
        delivered,
        refunded,
        open: charge.units.filter((unit) => !delivered.includes(unit) && !refunded.includes(unit)),
        netCharged: -charge.amount - refundedCredits,
        chargedAt: new Date(charge.created_at),
      };
    });
    return filter.openOnly ? settlements.filter((settlement) => settlement.open.length > 0) : settlements;
  }

  /** Applies the change in a transaction of its own, with what `alongside` records after it in the same transaction. */
  private async apply<X extends object = object>(change: LedgerChange, alongside?: (manager: EntityManager, result: LedgerResult) => Promise<X>): Promise<LedgerResult & X> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const result = await this.applyIn(manager, change);
        return { ...result, ...(alongside ? await alongside(manager, result) : ({} as X)) };
      });
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
      return { applied: false, balance: current, moved: 0 };
    }
    if (current + change.amount < 0) throw new InsufficientCreditsError(current, -change.amount);
    // A delivery moves no credits: the locked balance stands and the user's row is not written.
    const balance = change.amount === 0 ? current : await this.addToBalance(manager, change.userId, change.amount);
    await manager.query(
      `INSERT INTO credit_ledger (user_id, operation_id, kind, unit, amount, balance_after, description, units)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [change.userId, change.operationId, change.kind, change.unit, change.amount, balance, change.description ?? null, change.units ?? null],
    );
    await this.trackOpenUnits(manager, change);
    return { applied: true, balance, moved: Math.abs(change.amount) };
  }

  /**
   * Keeps credit_open_charges, in the transaction that writes the entry: a charge of units opens its row, and the
   * delivery or refund that settles its last unit closes it. `likeness credits reconcile` reads only those rows.
   */
  private async trackOpenUnits(manager: EntityManager, change: LedgerChange): Promise<void> {
    if (change.kind === 'charge' && change.units) {
      await manager.query('INSERT INTO credit_open_charges (operation_id, user_id, units) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        change.operationId,
        change.userId,
        change.units.length,
      ]);
    }
    if (change.kind === 'delivery' || change.kind === 'refund') {
      await manager.query(
        `DELETE FROM credit_open_charges WHERE operation_id = $1
           AND units <= (SELECT COUNT(*) FROM credit_ledger WHERE operation_id = $1 AND kind IN ('delivery', 'refund'))`,
        [change.operationId],
      );
    }
  }

  /**
   * credits.low when this charge took the balance from at or above the user's threshold to below it; a retried charge
   * (applied before) returns the event its first try recorded.
   */
  private async lowCreditsEvents(manager: EntityManager, charge: UnitCharge, result: LedgerResult): Promise<{ events: WebhookEventRef[] }> {
    if (!result.applied) return { events: await recordedEvents(manager, CHANGE_KEYS.creditsLow(charge.operationId)) };
    const rows: Array<{ threshold: number | null }> = await manager.query('SELECT credits_low_threshold AS threshold FROM users WHERE id = $1', [charge.userId]);
    const threshold = rows[0]?.threshold ?? null;
    const before = result.balance + result.moved;
    if (threshold === null || before < threshold || result.balance >= threshold) return { events: [] };
    return { events: await recordWebhookEvent(manager, creditsLowEvent(charge, { before, after: result.balance }, threshold)) };
  }

  /** Moves the locked user's balance by `amount`; returns the new balance. */
  private async addToBalance(manager: EntityManager, userId: string, amount: number): Promise<number> {
    const updated: [Array<{ credits: number }>, number] = await manager.query('UPDATE users SET credits = credits + $2 WHERE id = $1 RETURNING credits', [userId, amount]);
    return updated[0][0].credits;
  }

  private async chargeOf(manager: EntityManager, operationId: string): Promise<{ amount: number; units: number[] }> {
    const rows: Array<{ amount: number; units: number[] | null }> = await manager.query(
      `SELECT amount, units FROM credit_ledger WHERE operation_id = $1 AND kind = 'charge'`,
      [operationId],
    );
    if (rows.length === 0 || !rows[0].units) throw new Error(`${operationId} has no unit-priced charge to refund`);
    return { amount: rows[0].amount, units: rows[0].units };
  }

  private async exists(manager: EntityManager, operationId: string, kind: CreditEntryKind, unit: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM credit_ledger WHERE operation_id = $1 AND kind = $2 AND unit = $3',
      [operationId, kind, unit],
    );
    return rows.length > 0;
  }

  /** Reads the balance and locks the user's row until the transaction ends, serialising its ledger changes. */
  private async lockedBalance(manager: EntityManager, userId: string): Promise<number> {
    const rows: Array<{ credits: number }> = await manager.query('SELECT credits FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (rows.length === 0) throw notFound('User');
    return rows[0].credits;
  }
}
