import { MigrationInterface, QueryRunner } from 'typeorm';
import { panelAltText } from '../../comics/alt-text';
import type { ComicBubble } from '../../comics/bubbles';
import type { PanelLayout } from '../../comics/geometry';
import type { ComicShotKey } from '../../vocabulary';
import { referenceAltText, sceneAltText } from '../../vocabulary/alt-text';

interface PanelRow {
  id: string;
  shot: ComicShotKey;
  action: string;
  bubbles: ComicBubble[];
  layout: PanelLayout | null;
}

interface ImageRow {
  id: string;
  prompt: string;
  art_style: string | null;
  names: string[] | null;
}

interface ReferenceRow {
  id: string;
  label: string;
  name: string;
  description: string;
}

/**
 * A text alternative stored with every picture the service makes: comic panels (with whether a client wrote its
 * own), generated images, storybook pages and reference images. Rows made before are described from what was
 * stored with them (a scene's layout was not kept, so its characters are named without where they stand).
 */
export class AltText1763700900000 implements MigrationInterface {
  name = 'AltText1763700900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE comic_panels ADD COLUMN alt_text text NOT NULL DEFAULT '', ADD COLUMN alt_text_custom boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE generated_images ADD COLUMN alt_text text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE storybook_pages ADD COLUMN alt_text text`);
    await queryRunner.query(`ALTER TABLE reference_images ADD COLUMN alt_text text NOT NULL DEFAULT ''`);

    const panels = (await queryRunner.query(`SELECT id, shot, action, bubbles, layout FROM comic_panels`)) as PanelRow[];
    for (const panel of panels) await queryRunner.query(`UPDATE comic_panels SET alt_text = $1 WHERE id = $2`, [panelAltText(panel), panel.id]);

    const images = (await queryRunner.query(`
      SELECT image.id, image.prompt, image.art_style,
        (SELECT jsonb_agg(c.name ORDER BY ids.ordinality) FROM jsonb_array_elements_text(image.character_ids) WITH ORDINALITY AS ids(id, ordinality)
          JOIN characters c ON c.id = ids.id::uuid) AS names
      FROM generated_images image`)) as ImageRow[];
    for (const image of images) {
      const altText = sceneAltText({ prompt: image.prompt, artStyle: image.art_style ?? undefined, characterNames: image.names ?? [], placements: [], width: 1 });
      await queryRunner.query(`UPDATE generated_images SET alt_text = $1 WHERE id = $2`, [altText, image.id]);
    }
    await queryRunner.query(`UPDATE storybook_pages page SET alt_text = image.alt_text FROM generated_images image WHERE image.id = page.image_id`);

    const references = (await queryRunner.query(
      `SELECT reference.id, reference.label, c.name, c.description FROM reference_images reference JOIN characters c ON c.id = reference.character_id`,
    )) as ReferenceRow[];
    for (const reference of references) {
      await queryRunner.query(`UPDATE reference_images SET alt_text = $1 WHERE id = $2`, [referenceAltText(reference, reference.label), reference.id]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reference_images DROP COLUMN alt_text`);
    await queryRunner.query(`ALTER TABLE storybook_pages DROP COLUMN alt_text`);
    await queryRunner.query(`ALTER TABLE generated_images DROP COLUMN alt_text`);
    await queryRunner.query(`ALTER TABLE comic_panels DROP COLUMN alt_text, DROP COLUMN alt_text_custom`);
  }
}
