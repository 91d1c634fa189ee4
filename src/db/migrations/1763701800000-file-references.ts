import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every column that points at a stored file, as src/services/housekeeping.ts lists them. */
const FILE_KEY_COLUMNS = [
  ['characters', 'source_image_key'],
  ['reference_images', 'image_key'],
  ['generated_images', 'image_key'],
  ['storybooks', 'pdf_key'],
  ['storybook_pages', 'image_key'],
  ['comics', 'setting_anchor_key'],
  ['comic_panels', 'image_key'],
  ['brand_kits', 'logo_key'],
  ['brand_assets', 'image_key'],
  ['account_exports', 'file_key'],
];

/**
 * The orphan-files housekeeping asks, for a batch of stored keys, which no row points to: an index on every column that
 * holds a storage key answers it without reading the tables. The library keeps its keys as the values of a JSON object,
 * indexed through stored_file_keys() (its values as an array).
 */
export class FileReferences1763701800000 implements MigrationInterface {
  name = 'FileReferences1763701800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of FILE_KEY_COLUMNS) {
      await queryRunner.query(`CREATE INDEX ${table}_${column}_idx ON ${table} (${column}) WHERE ${column} IS NOT NULL`);
    }
    await queryRunner.query(`
      CREATE FUNCTION stored_file_keys(keys jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT COALESCE(array_agg(value), '{}') FROM jsonb_each_text(keys)
      $$`);
    await queryRunner.query(`CREATE INDEX library_characters_file_keys_idx ON library_characters USING gin (stored_file_keys(reference_keys))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX library_characters_file_keys_idx`);
    await queryRunner.query(`DROP FUNCTION stored_file_keys`);
    for (const [table, column] of FILE_KEY_COLUMNS) await queryRunner.query(`DROP INDEX ${table}_${column}_idx`);
  }
}
