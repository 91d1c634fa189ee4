import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A storybook page or comic panel without an image keeps the HTTP status of its failure beside its error: 422 when an
 * image provider refused the request under its content policy, 502 when the model failed (decisions.md).
 */
export class RefusalStatus1763701900000 implements MigrationInterface {
  name = 'RefusalStatus1763701900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE storybook_pages ADD COLUMN error_status integer');
    await queryRunner.query('ALTER TABLE comic_panels ADD COLUMN error_status integer');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE comic_panels DROP COLUMN error_status');
    await queryRunner.query('ALTER TABLE storybook_pages DROP COLUMN error_status');
  }
}
