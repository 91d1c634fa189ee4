import { MigrationInterface, QueryRunner } from 'typeorm';

export class Comics1763700400000 implements MigrationInterface {
  name = 'Comics1763700400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE comics (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        story_prompt text NOT NULL DEFAULT '',
        character_ids jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('generating', 'ready', 'failed')),
        page_count integer NOT NULL DEFAULT 0 CHECK (page_count >= 0),
        setting text NOT NULL DEFAULT '',
        outfit_locks jsonb NOT NULL DEFAULT '[]',
        style_preset text NOT NULL
          CHECK (style_preset IN ('classic_american', 'manga_bw', 'european_tintin', 'indie_webcomic', 'newspaper_sunday')),
        style_lock text NOT NULL,
        setting_anchor_key text,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX comics_user_created_idx ON comics (user_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE comic_panels (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        comic_id uuid NOT NULL REFERENCES comics(id) ON DELETE CASCADE,
        page_number integer NOT NULL CHECK (page_number BETWEEN 1 AND 12),
        image_key text,
        caption text NOT NULL DEFAULT '',
        caption_type text NOT NULL CHECK (caption_type IN ('narration', 'dialogue')),
        speaker text,
        action text NOT NULL,
        scene_prompt text NOT NULL,
        shot text NOT NULL,
        bubbles jsonb NOT NULL DEFAULT '[]',
        layout jsonb,
        consistency_score integer,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT comic_panels_one_per_page UNIQUE (comic_id, page_number)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE comic_panels`);
    await queryRunner.query(`DROP TABLE comics`);
  }
}
