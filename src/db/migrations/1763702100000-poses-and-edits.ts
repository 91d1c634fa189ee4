import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A generated image keeps the poses its characters were asked to be in (a skeleton each, with the judge's PCK@0.2 of
 * the figure drawn), and an edited image the image it was edited from (kept until deleted; the edit history of a
 * picture is the images naming it).
 */
export class PosesAndEdits1763702100000 implements MigrationInterface {
  name = 'PosesAndEdits1763702100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE generated_images ADD COLUMN poses jsonb');
    await queryRunner.query('ALTER TABLE generated_images ADD COLUMN edited_from_image_id uuid');
    await queryRunner.query('CREATE INDEX generated_images_edited_from ON generated_images (edited_from_image_id) WHERE edited_from_image_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE generated_images DROP COLUMN edited_from_image_id');
    await queryRunner.query('ALTER TABLE generated_images DROP COLUMN poses');
  }
}
