import { MigrationInterface, QueryRunner } from 'typeorm';

/** The language an account chose for the web console; null until it chooses (the browser's language is used). */
export class ConsoleLanguage1763702600000 implements MigrationInterface {
  name = 'ConsoleLanguage1763702600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN console_language text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN console_language');
  }
}
