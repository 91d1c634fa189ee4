import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stripe and the marketplace. A user keeps one Stripe customer id, and the time of the Stripe event that last set
 * its plan (an older event redelivered later changes nothing). Ledger kinds: `purchase` (credits paid for through
 * Stripe, keyed by the event id), `sale` (a seller's proceeds) and `fee` (the platform's share, taken from them).
 * A listing sells copies of one published character; a sale is unique per (listing, buyer).
 */
export class PaymentsMarketplace1763700600000 implements MigrationInterface {
  name = 'PaymentsMarketplace1763700600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN stripe_customer_id text UNIQUE`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN plan_changed_at timestamptz`);
    await queryRunner.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_kind_check`);
    await queryRunner.query(
      `ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_kind_check CHECK (kind IN ('grant', 'charge', 'refund', 'delivery', 'purchase', 'sale', 'fee'))`,
    );
    await queryRunner.query(`
      CREATE TABLE marketplace_listings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seller_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        character_id uuid REFERENCES characters(id) ON DELETE SET NULL,
        title text NOT NULL,
        description text NOT NULL,
        price_credits integer NOT NULL CHECK (price_credits > 0),
        status text NOT NULL CHECK (status IN ('active', 'withdrawn')),
        sales_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX marketplace_listings_seller_idx ON marketplace_listings (seller_id, status)`);
    await queryRunner.query(`CREATE INDEX marketplace_listings_newest_idx ON marketplace_listings (status, created_at)`);
    await queryRunner.query(`CREATE UNIQUE INDEX marketplace_listings_one_active_per_character ON marketplace_listings (character_id) WHERE status = 'active'`);
    await queryRunner.query(`
      CREATE TABLE marketplace_sales (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        listing_id uuid NOT NULL REFERENCES marketplace_listings(id) ON DELETE CASCADE,
        buyer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        seller_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        character_id uuid REFERENCES characters(id) ON DELETE SET NULL,
        operation_id text NOT NULL UNIQUE,
        price_credits integer NOT NULL,
        seller_credits integer NOT NULL,
        fee_credits integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT marketplace_sales_once_per_buyer UNIQUE (listing_id, buyer_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE marketplace_sales`);
    await queryRunner.query(`DROP TABLE marketplace_listings`);
    await queryRunner.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_kind_check`);
    await queryRunner.query(`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_kind_check CHECK (kind IN ('grant', 'charge', 'refund', 'delivery'))`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN plan_changed_at`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN stripe_customer_id`);
  }
}
