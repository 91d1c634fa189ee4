import { MigrationInterface, QueryRunner } from 'typeorm';

export class GeneratedImages1763700200000 implements MigrationInterface {
  name = 'GeneratedImages1763700200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE generated_images (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('scene', 'multi', 'variant', 'storybook_page')),
        character_id uuid REFERENCES characters(id) ON DELETE CASCADE,
        character_ids jsonb NOT NULL DEFAULT '[]',
        brand_kit_id uuid REFERENCES brand_kits(id) ON DELETE SET NULL,
        prompt text NOT NULL,
        art_style text,
        model text NOT NULL,
        seed integer NOT NULL,
        image_key text NOT NULL,
        consistency_score integer NOT NULL,
        character_score integer,
        brand_score integer,
        character_scores jsonb NOT NULL DEFAULT '[]',
        attempts integer NOT NULL,
        passed boolean NOT NULL,
        reasoning text NOT NULL,
        issues jsonb NOT NULL DEFAULT '[]',
        cache_key text,
        source_image_id uuid REFERENCES generated_images(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX generated_images_cache_idx ON generated_images (user_id, cache_key, created_at)`);
    await queryRunner.query(`CREATE INDEX generated_images_character_idx ON generated_images (character_id)`);
    await queryRunner.query(`CREATE INDEX generated_images_character_ids_idx ON generated_images USING gin (character_ids)`);
    await queryRunner.query(`
      CREATE TABLE idempotency_keys (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key text NOT NULL,
        request_hash text NOT NULL,
        workflow_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE idempotency_keys`);
    await queryRunner.query(`DROP TABLE generated_images`);
  }
}
