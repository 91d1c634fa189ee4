import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Comics and storybooks carry the language they are written in (BCP 47, decisions.md "Languages"): their lettering,
 * exports and text alternatives follow it. Books made before are English, as everything they hold was lettered.
 */
export class BookLanguages1763702300000 implements MigrationInterface {
  name = 'BookLanguages1763702300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE comics ADD COLUMN language text NOT NULL DEFAULT 'en'");
    await queryRunner.query("ALTER TABLE storybooks ADD COLUMN language text NOT NULL DEFAULT 'en'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE storybooks DROP COLUMN language');
    await queryRunner.query('ALTER TABLE comics DROP COLUMN language');
  }
}
