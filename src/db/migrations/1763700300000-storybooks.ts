import { MigrationInterface, QueryRunner } from 'typeorm';

export class Storybooks1763700300000 implements MigrationInterface {
  name = 'Storybooks1763700300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE storybooks (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        character_ids jsonb NOT NULL,
        character_names jsonb NOT NULL,
        art_style text,
        model text NOT NULL,
        consistency_check boolean NOT NULL,
        export_pdf boolean NOT NULL,
        pdf_page_size text NOT NULL DEFAULT 'a4' CHECK (pdf_page_size IN ('a4', 'square')),
        pdf_key text,
        status text NOT NULL CHECK (status IN ('generating', 'completed', 'completed_with_failures', 'failed')),
        retry_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX storybooks_user_created_idx ON storybooks (user_id, created_at)`);
    await queryRunner.query(`CREATE INDEX storybooks_status_created_idx ON storybooks (status, created_at)`);
    await queryRunner.query(`
      CREATE TABLE storybook_pages (
        storybook_id uuid NOT NULL REFERENCES storybooks(id) ON DELETE CASCADE,
        page_number integer NOT NULL CHECK (page_number >= 1),
        prompt text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'generated', 'failed')),
        image_id uuid REFERENCES generated_images(id) ON DELETE SET NULL,
        image_key text,
        consistency_score integer,
        attempts integer NOT NULL DEFAULT 0,
        error text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (storybook_id, page_number)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE storybook_pages`);
    await queryRunner.query(`DROP TABLE storybooks`);
  }
}
