import { MigrationInterface, QueryRunner } from 'typeorm';

/** The active listings buyers see: an active listing whose character still exists. */
const ACTIVE_LISTING = `status = 'active' AND character_id IS NOT NULL`;

/**
 * Lists that stay fast at millions of rows. Every list a route reads has an index in its order, with the same
 * direction on every key so a keyset cursor (`(a, b, c) < (x, y, z)`) is one index range: the library by
 * (-usage_count, name, id), listings by (created_at, id), (-price, created_at, id) and (sales_count, created_at, id),
 * per-user lists by (user, created_at, id). Search is full-text (the `simple` configuration: words and word
 * beginnings, in any language) through a GIN index over a generated column. Totals that no index can count cheaply
 * (the whole library, every active listing) are kept in list_totals by triggers. Charges with units still owed a
 * delivery or a refund are kept in credit_open_charges, written by the ledger's own transactions, so
 * `likeness credits reconcile` reads the few open ones instead of every charge ever made.
 */
export class ListsAtScale1763701700000 implements MigrationInterface {
  name = 'ListsAtScale1763701700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.searchColumns(queryRunner);
    await this.listIndexes(queryRunner);
    await this.listTotals(queryRunner);
    await this.openCharges(queryRunner);
  }

  private async searchColumns(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE library_characters ADD COLUMN search_vector tsvector
        GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || appearance_summary || ' ' || description)) STORED`);
    await queryRunner.query(`CREATE INDEX library_characters_search_idx ON library_characters USING gin (search_vector)`);
    await queryRunner.query(`
      ALTER TABLE marketplace_listings ADD COLUMN search_vector tsvector
        GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || description)) STORED`);
    await queryRunner.query(`CREATE INDEX marketplace_listings_search_idx ON marketplace_listings USING gin (search_vector) WHERE ${ACTIVE_LISTING}`);
  }

  private async listIndexes(queryRunner: QueryRunner): Promise<void> {
    const indexes = [
      `library_characters_popular_idx ON library_characters ((-usage_count), name, id)`,
      `marketplace_listings_active_newest_idx ON marketplace_listings (created_at, id) WHERE ${ACTIVE_LISTING}`,
      `marketplace_listings_active_price_idx ON marketplace_listings ((-price_credits), created_at, id) WHERE ${ACTIVE_LISTING}`,
      `marketplace_listings_active_popular_idx ON marketplace_listings (sales_count, created_at, id) WHERE ${ACTIVE_LISTING}`,
      `marketplace_listings_seller_created_idx ON marketplace_listings (seller_id, created_at, id)`,
      `credit_ledger_history_idx ON credit_ledger (user_id, created_at, id) WHERE kind <> 'delivery'`,
      `characters_user_created_id_idx ON characters (user_id, created_at, id)`,
      `storybooks_user_created_id_idx ON storybooks (user_id, created_at, id)`,
      `comics_user_created_id_idx ON comics (user_id, created_at, id)`,
      `generated_images_gallery_idx ON generated_images (user_id, created_at, id) WHERE kind IN ('scene', 'multi', 'variant')`,
      `webhook_deliveries_endpoint_created_idx ON webhook_deliveries (endpoint_id, created_at, id)`,
      `webhook_events_created_idx ON webhook_events (created_at)`,
      `webhook_deliveries_pending_idx ON webhook_deliveries (event_id) WHERE status = 'pending'`,
      `idempotency_keys_created_idx ON idempotency_keys (created_at)`,
      `sessions_expires_idx ON sessions (expires_at)`,
      `account_tokens_expires_idx ON account_tokens (expires_at)`,
    ];
    for (const index of indexes) await queryRunner.query(`CREATE INDEX ${index}`);
    // Replaced by the indexes above, which also carry the tie-breaking id.
    for (const index of ['marketplace_listings_newest_idx', 'characters_user_created_idx', 'storybooks_user_created_idx', 'comics_user_created_idx', 'webhook_deliveries_endpoint_idx']) {
      await queryRunner.query(`DROP INDEX ${index}`);
    }
  }

  private async listTotals(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE list_totals (list text PRIMARY KEY, total bigint NOT NULL CHECK (total >= 0))`);
    await queryRunner.query(`INSERT INTO list_totals (list, total) SELECT 'library', COUNT(*) FROM library_characters`);
    await queryRunner.query(`INSERT INTO list_totals (list, total) SELECT 'active_listings', COUNT(*) FROM marketplace_listings WHERE ${ACTIVE_LISTING}`);
    // Statement triggers with transition tables: a bulk insert moves the total once, not once per row.
    await queryRunner.query(`
      CREATE FUNCTION library_total() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN UPDATE list_totals SET total = total + (SELECT COUNT(*) FROM added) WHERE list = 'library'; END IF;
        IF TG_OP = 'DELETE' THEN UPDATE list_totals SET total = total - (SELECT COUNT(*) FROM removed) WHERE list = 'library'; END IF;
        RETURN NULL;
      END;
      $$`);
    await queryRunner.query(`CREATE TRIGGER library_characters_added AFTER INSERT ON library_characters REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION library_total()`);
    await queryRunner.query(`CREATE TRIGGER library_characters_removed AFTER DELETE ON library_characters REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION library_total()`);
    // A listing counts while it is active and its character exists; a deleted character sets character_id to NULL.
    await queryRunner.query(`
      CREATE FUNCTION active_listings_total() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        change bigint := 0;
      BEGIN
        IF TG_OP <> 'DELETE' THEN change := change + (SELECT COUNT(*) FROM added WHERE ${ACTIVE_LISTING}); END IF;
        IF TG_OP <> 'INSERT' THEN change := change - (SELECT COUNT(*) FROM removed WHERE ${ACTIVE_LISTING}); END IF;
        IF change <> 0 THEN UPDATE list_totals SET total = total + change WHERE list = 'active_listings'; END IF;
        RETURN NULL;
      END;
      $$`);
    const listingTriggers = [
      ['added', 'INSERT', 'NEW TABLE AS added'],
      ['changed', 'UPDATE', 'OLD TABLE AS removed NEW TABLE AS added'],
      ['removed', 'DELETE', 'OLD TABLE AS removed'],
    ];
    for (const [name, event, tables] of listingTriggers) {
      await queryRunner.query(`CREATE TRIGGER marketplace_listings_${name} AFTER ${event} ON marketplace_listings REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION active_listings_total()`);
    }
  }

  private async openCharges(queryRunner: QueryRunner): Promise<void> {
    // Bookkeeping of the ledger, kept with it: no foreign key, so an account's erasure (which removes every row that
    // references the user) leaves it to the ledger's own transactions.
    await queryRunner.query(`
      CREATE TABLE credit_open_charges (
        operation_id text PRIMARY KEY,
        user_id uuid NOT NULL,
        units integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      INSERT INTO credit_open_charges (operation_id, user_id, units, created_at)
      SELECT charge.operation_id, charge.user_id, cardinality(charge.units), charge.created_at
      FROM credit_ledger charge
      LEFT JOIN (SELECT operation_id, COUNT(*) AS settled FROM credit_ledger WHERE kind IN ('delivery', 'refund') GROUP BY operation_id) outcome
        ON outcome.operation_id = charge.operation_id
      WHERE charge.kind = 'charge' AND charge.units IS NOT NULL AND COALESCE(outcome.settled, 0) < cardinality(charge.units)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE credit_open_charges`);
    for (const name of ['added', 'changed', 'removed']) await queryRunner.query(`DROP TRIGGER marketplace_listings_${name} ON marketplace_listings`);
    await queryRunner.query(`DROP FUNCTION active_listings_total`);
    for (const name of ['added', 'removed']) await queryRunner.query(`DROP TRIGGER library_characters_${name} ON library_characters`);
    await queryRunner.query(`DROP FUNCTION library_total`);
    await queryRunner.query(`DROP TABLE list_totals`);
    await queryRunner.query(`CREATE INDEX marketplace_listings_newest_idx ON marketplace_listings (status, created_at)`);
    await queryRunner.query(`CREATE INDEX characters_user_created_idx ON characters (user_id, created_at)`);
    await queryRunner.query(`CREATE INDEX storybooks_user_created_idx ON storybooks (user_id, created_at)`);
    await queryRunner.query(`CREATE INDEX comics_user_created_idx ON comics (user_id, created_at)`);
    await queryRunner.query(`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at)`);
    for (const index of [
      'library_characters_popular_idx', 'marketplace_listings_active_newest_idx', 'marketplace_listings_active_price_idx', 'marketplace_listings_active_popular_idx',
      'marketplace_listings_seller_created_idx', 'credit_ledger_history_idx', 'characters_user_created_id_idx', 'storybooks_user_created_id_idx', 'comics_user_created_id_idx',
      'generated_images_gallery_idx', 'webhook_deliveries_endpoint_created_idx', 'webhook_events_created_idx', 'webhook_deliveries_pending_idx',
      'idempotency_keys_created_idx', 'sessions_expires_idx', 'account_tokens_expires_idx',
    ]) {
      await queryRunner.query(`DROP INDEX ${index}`);
    }
    await queryRunner.query(`ALTER TABLE marketplace_listings DROP COLUMN search_vector`);
    await queryRunner.query(`ALTER TABLE library_characters DROP COLUMN search_vector`);
  }
}
