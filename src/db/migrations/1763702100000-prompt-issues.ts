import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A generated image keeps apart what of its prompt it does not show (the image model's plan and the judge say), beside
 * the likeness it was scored for: a picture can match its character and still miss the kite it was asked for. A
 * scene's variations are listed by their source (the console's scene page), so that column is indexed.
 */
export class PromptIssues1763702100000 implements MigrationInterface {
  name = 'PromptIssues1763702100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE generated_images ADD COLUMN prompt_issues jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query('CREATE INDEX generated_images_source_idx ON generated_images (source_image_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX generated_images_source_idx');
    await queryRunner.query('ALTER TABLE generated_images DROP COLUMN prompt_issues');
  }
}
