import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A comic panel can be edited: its picture becomes a generated image of kind comic_panel (the comic holds it, as a
 * storybook holds its pages), each edit another naming the one it was edited from, and the panel shows the newest
 * (comic_panels.image_id). A comic's images go with the comic (generated_images.comic_id).
 */
export class PanelEdits1763702700000 implements MigrationInterface {
  name = 'PanelEdits1763702700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE generated_images ADD COLUMN comic_id uuid');
    await queryRunner.query('CREATE INDEX generated_images_comic ON generated_images (comic_id) WHERE comic_id IS NOT NULL');
    await queryRunner.query('ALTER TABLE comic_panels ADD COLUMN image_id uuid');
    await queryRunner.query('ALTER TABLE generated_images DROP CONSTRAINT generated_images_kind_check');
    await queryRunner.query("ALTER TABLE generated_images ADD CONSTRAINT generated_images_kind_check CHECK (kind IN ('scene', 'multi', 'variant', 'storybook_page', 'edit', 'comic_panel'))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM generated_images WHERE kind = 'comic_panel'");
    await queryRunner.query('ALTER TABLE generated_images DROP CONSTRAINT generated_images_kind_check');
    await queryRunner.query("ALTER TABLE generated_images ADD CONSTRAINT generated_images_kind_check CHECK (kind IN ('scene', 'multi', 'variant', 'storybook_page', 'edit'))");
    await queryRunner.query('ALTER TABLE comic_panels DROP COLUMN image_id');
    await queryRunner.query('DROP INDEX generated_images_comic');
    await queryRunner.query('ALTER TABLE generated_images DROP COLUMN comic_id');
  }
}
