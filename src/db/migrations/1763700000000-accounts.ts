import { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763700000000 implements MigrationInterface {
  name = 'Accounts1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE,
        plan text NOT NULL,
        credits integer NOT NULL DEFAULT 0 CONSTRAINT users_credits_not_negative CHECK (credits >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        key_prefix text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX api_keys_user_id_idx ON api_keys (user_id)`);
    await queryRunner.query(`
      CREATE TABLE credit_ledger (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        operation_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('grant', 'charge', 'refund')),
        unit integer NOT NULL,
        amount integer NOT NULL,
        balance_after integer NOT NULL,
        description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT credit_ledger_once_per_unit UNIQUE (operation_id, kind, unit)
      )`);
    await queryRunner.query(`CREATE INDEX credit_ledger_user_id_idx ON credit_ledger (user_id, created_at)`);
    await queryRunner.query(`
      CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'credit_ledger is append-only';
      END;
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER credit_ledger_no_update_or_delete
      BEFORE UPDATE OR DELETE ON credit_ledger
      FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE credit_ledger`);
    await queryRunner.query(`DROP FUNCTION credit_ledger_append_only`);
    await queryRunner.query(`DROP TABLE api_keys`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
