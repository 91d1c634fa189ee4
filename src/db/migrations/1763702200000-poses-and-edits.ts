import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A generated image keeps the poses its characters were asked to be in (a skeleton each, with the judge's PCK@0.2 of
 * the figure drawn), and an edited image the image it was edited from (kept until deleted; the edit history of a
 * picture is the images naming it).
 */
export class PosesAndEdits1763702200000 implements MigrationInterface {
  name = 'PosesAndEdits1763702200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE generated_images ADD COLUMN poses jsonb');
    await queryRunner.query('ALTER TABLE generated_images ADD COLUMN edited_from_image_id uuid');
    await queryRunner.query('ALTER TABLE generated_images ADD COLUMN edit_instruction text');
    await queryRunner.query('ALTER TABLE generated_images DROP CONSTRAINT generated_images_kind_check');
    await queryRunner.query("ALTER TABLE generated_images ADD CONSTRAINT generated_images_kind_check CHECK (kind IN ('scene', 'multi', 'variant', 'storybook_page', 'edit'))");
    await queryRunner.query('CREATE INDEX generated_images_edited_from ON generated_images (edited_from_image_id, created_at) WHERE edited_from_image_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM generated_images WHERE kind = 'edit'");
    await queryRunner.query('ALTER TABLE generated_images DROP CONSTRAINT generated_images_kind_check');
    await queryRunner.query("ALTER TABLE generated_images ADD CONSTRAINT generated_images_kind_check CHECK (kind IN ('scene', 'multi', 'variant', 'storybook_page'))");
    await queryRunner.query('DROP INDEX generated_images_edited_from');
    await queryRunner.query('ALTER TABLE generated_images DROP COLUMN edit_instruction');
    await queryRunner.query('ALTER TABLE generated_images DROP COLUMN edited_from_image_id');
    await queryRunner.query('ALTER TABLE generated_images DROP COLUMN poses');
  }
}
