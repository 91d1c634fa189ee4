import { MigrationInterface, QueryRunner } from 'typeorm';
import { signupCreditKey } from '../../services/email-addresses';

/**
 * The account area. Accounts start unverified (accounts made before this are verified: they had no way to be); a
 * verification, password reset or email change is a single-use link whose token is stored only as its SHA-256. The
 * sign-up credits are granted once per email address ever, remembered by a hash of the address that outlives a
 * deleted account (every existing address is counted as granted). Requests limited per key and window (sign-ups per
 * address, password resets, failed sign-ins) share one counter table, which takes over sign_in_failures. An export is
 * a zip kept for a while; a deleted account stays as an anonymous row that the ledger and marketplace sales refer to.
 */
export class AccountArea1763701300000 implements MigrationInterface {
  name = 'AccountArea1763701300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    await queryRunner.query(`UPDATE users SET email_verified_at = created_at`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN deletion_requested_at timestamptz`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN deleted_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE account_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email')),
        token_hash text NOT NULL UNIQUE,
        email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX account_tokens_user_purpose_idx ON account_tokens (user_id, purpose)`);
    await queryRunner.query(`
      CREATE TABLE signup_credit_grants (
        email_key text PRIMARY KEY,
        granted_at timestamptz NOT NULL DEFAULT now()
      )`);
    const users = (await queryRunner.query(`SELECT email FROM users`)) as Array<{ email: string }>;
    const keys = [...new Set(users.map((user) => signupCreditKey(user.email)))];
    if (keys.length) await queryRunner.query(`INSERT INTO signup_credit_grants (email_key) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [keys]);
    await queryRunner.query(`
      CREATE TABLE request_counts (
        key text PRIMARY KEY,
        count integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX request_counts_window_ends_at_idx ON request_counts (window_ends_at)`);
    await queryRunner.query(`INSERT INTO request_counts (key, count, window_ends_at) SELECT 'sign-in:' || key, failures, window_ends_at FROM sign_in_failures`);
    await queryRunner.query(`DROP TABLE sign_in_failures`);
    await queryRunner.query(`
      CREATE TABLE account_exports (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('preparing', 'ready', 'failed', 'expired')),
        file_key text,
        size_bytes bigint,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        expires_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX account_exports_user_created_idx ON account_exports (user_id, created_at)`);
    await queryRunner.query(`CREATE UNIQUE INDEX account_exports_one_preparing ON account_exports (user_id) WHERE status = 'preparing'`);
    await queryRunner.query(`CREATE INDEX generated_images_user_created_idx ON generated_images (user_id, created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX generated_images_user_created_idx`);
    await queryRunner.query(`DROP TABLE account_exports`);
    await queryRunner.query(`
      CREATE TABLE sign_in_failures (
        key text PRIMARY KEY,
        failures integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_failures_window_ends_at_idx ON sign_in_failures (window_ends_at)`);
    await queryRunner.query(`INSERT INTO sign_in_failures SELECT substr(key, 9), count, window_ends_at FROM request_counts WHERE key LIKE 'sign-in:%'`);
    await queryRunner.query(`DROP TABLE request_counts`);
    await queryRunner.query(`DROP TABLE signup_credit_grants`);
    await queryRunner.query(`DROP TABLE account_tokens`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN deleted_at`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN deletion_requested_at`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
