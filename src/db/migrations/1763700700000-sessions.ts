import { MigrationInterface, QueryRunner } from 'typeorm';

/** Console sign-in: a password hash on the user and database-backed sessions (token stored hashed). */
export class Sessions1763700700000 implements MigrationInterface {
  name = 'Sessions1763700700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN password_hash text`);
    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sessions`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN password_hash`);
  }
}
