import { MigrationInterface, QueryRunner } from 'typeorm';

export class CharactersLibraryBrands1763700100000 implements MigrationInterface {
  name = 'CharactersLibraryBrands1763700100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE characters (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        description text NOT NULL,
        style_notes text,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'locked', 'published')),
        face_mode text CHECK (face_mode IN ('pulid', 'illustrated')),
        source_image_key text,
        descriptor jsonb NOT NULL,
        descriptor_filled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX characters_user_created_idx ON characters (user_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE reference_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        character_id uuid NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
        label text NOT NULL,
        image_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reference_images_one_per_label UNIQUE (character_id, label)
      )`);
    await queryRunner.query(`
      CREATE TABLE library_characters (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seed_slug text UNIQUE,
        source_character_id uuid UNIQUE REFERENCES characters(id) ON DELETE SET NULL,
        name text NOT NULL,
        description text NOT NULL,
        style_notes text,
        appearance_summary text NOT NULL,
        clothing_description text,
        personality_traits jsonb NOT NULL DEFAULT '[]',
        descriptor jsonb NOT NULL,
        reference_keys jsonb NOT NULL DEFAULT '{}',
        usage_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE brand_kits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        logo_key text,
        palette jsonb NOT NULL DEFAULT '[]',
        brand_voice text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX brand_kits_user_created_idx ON brand_kits (user_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE brand_assets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        brand_kit_id uuid NOT NULL REFERENCES brand_kits(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('logo', 'product', 'packaging', 'reference')),
        label text NOT NULL,
        image_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX brand_assets_kit_idx ON brand_assets (brand_kit_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE brand_assets`);
    await queryRunner.query(`DROP TABLE brand_kits`);
    await queryRunner.query(`DROP TABLE library_characters`);
    await queryRunner.query(`DROP TABLE reference_images`);
    await queryRunner.query(`DROP TABLE characters`);
  }
}
