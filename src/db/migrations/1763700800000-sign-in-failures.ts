import { MigrationInterface, QueryRunner } from 'typeorm';

/** Failed sign-ins per email and per client address, counted in the database so every API process sees the same counts. */
export class SignInFailures1763700800000 implements MigrationInterface {
  name = 'SignInFailures1763700800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sign_in_failures (
        key text PRIMARY KEY,
        failures integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_failures_window_ends_at_idx ON sign_in_failures (window_ends_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sign_in_failures`);
  }
}
