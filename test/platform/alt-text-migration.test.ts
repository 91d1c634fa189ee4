import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { DataSource } from 'typeorm';
import { deriveBubbles } from '../../src/comics/bubbles';
import { MIGRATIONS } from '../../src/db/migrations';
import { AltText1763700900000 } from '../../src/db/migrations/1763700900000-alt-text';
import { createTestDatabase, type TestDatabase } from '../support/database';

const BEFORE = MIGRATIONS.slice(0, MIGRATIONS.indexOf(AltText1763700900000));

function database(url: string, migrations: typeof MIGRATIONS): DataSource {
  return new DataSource({ type: 'postgres', url, migrations, migrationsTableName: 'migrations', extra: { max: 1 } });
}

/** Rows made before text alternatives existed get theirs from what was stored with them. */
describe('migration AltText1763700900000: pictures made before it are described', function () {
  this.timeout(60_000);
  let db: TestDatabase;

  before(async () => {
    db = await createTestDatabase();
  });

  after(async () => {
    await db.drop();
  });

  it('describes old panels, scenes, storybook pages and reference images from their stored fields', async () => {
    const old = database(db.url, BEFORE);
    await old.initialize();
    await old.runMigrations({ transaction: 'each' });
    const [userId, anaId, boId, comicId, imageId, bookId] = Array.from({ length: 6 }, () => crypto.randomUUID());
    const layout = {
      width: 1000,
      height: 1000,
      characters: [
        { name: 'Bo', box: { x: 650, y: 300, width: 200, height: 600 }, face: { x: 700, y: 300, width: 100, height: 100 } },
        { name: 'Ana', box: { x: 100, y: 300, width: 200, height: 600 }, face: { x: 150, y: 300, width: 100, height: 100 } },
      ],
    };
    const bubbles = deriveBubbles({ caption: 'Psst! Bo: (A dragon?)', captionType: 'dialogue', speaker: 'Ana' }, ['Ana', 'Bo'], layout);
    await old.query(`INSERT INTO users (id, email, plan) VALUES ($1, 'old@example.test', 'free')`, [userId]);
    for (const [id, name, description] of [
      [anaId, 'Ana', 'a girl with black braids in a red jacket'],
      [boId, 'Bo', 'a grey cat with a green bow tie'],
    ]) {
      await old.query(`INSERT INTO characters (id, user_id, name, description, descriptor) VALUES ($1, $2, $3, $4, '{}')`, [id, userId, name, description]);
    }
    await old.query(`INSERT INTO reference_images (character_id, label, image_key) VALUES ($1, 'front', 'references/a.png'), ($1, 'happy', 'references/b.png')`, [anaId]);
    await old.query(
      `INSERT INTO comics (id, user_id, title, character_ids, status, page_count, style_preset, style_lock) VALUES ($1, $2, 'The Night Market', $3, 'ready', 1, 'manga_bw', 'manga')`,
      [comicId, userId, JSON.stringify([anaId, boId])],
    );
    await old.query(
      `INSERT INTO comic_panels (comic_id, page_number, caption, caption_type, speaker, action, scene_prompt, shot, bubbles, layout)
       VALUES ($1, 1, 'Psst! Bo: (A dragon?)', 'dialogue', 'Ana', 'Ana points at the lantern seller', 'prompt', 'two_shot', $2, $3)`,
      [comicId, JSON.stringify(bubbles), JSON.stringify(layout)],
    );
    await old.query(
      `INSERT INTO generated_images (id, user_id, kind, character_ids, prompt, art_style, model, seed, image_key, consistency_score, attempts, passed, reasoning)
       VALUES ($1, $2, 'storybook_page', $3, 'sharing noodles at a stall', 'ink wash', 'builtin-flat', 1, 'scenes/c.png', 90, 1, true, '')`,
      [imageId, userId, JSON.stringify([boId, anaId])],
    );
    await old.query(
      `INSERT INTO storybooks (id, user_id, character_ids, character_names, model, consistency_check, export_pdf, status) VALUES ($1, $2, '[]', '[]', 'builtin-flat', false, false, 'completed')`,
      [bookId, userId],
    );
    await old.query(`INSERT INTO storybook_pages (storybook_id, page_number, prompt, status, image_id, image_key) VALUES ($1, 1, 'sharing noodles at a stall', 'generated', $2, 'scenes/c.png')`, [
      bookId,
      imageId,
    ]);
    await old.query(`INSERT INTO storybook_pages (storybook_id, page_number, prompt, status) VALUES ($1, 2, 'the lanterns fly off', 'failed')`, [bookId]);
    await old.destroy();

    const migrated = database(db.url, MIGRATIONS.slice(0, BEFORE.length + 1));
    await migrated.initialize();
    try {
      assert.deepEqual(
        (await migrated.runMigrations({ transaction: 'each' })).map((migration) => migration.name),
        ['AltText1763700900000'],
      );
      const [panel] = await migrated.query(`SELECT alt_text, alt_text_custom FROM comic_panels`);
      assert.equal(panel.alt_text, 'Two-shot: Ana on the left, Bo on the right. Ana points at the lantern seller. Ana whispers: Psst! Bo thinks: A dragon?');
      assert.equal(panel.alt_text_custom, false);
      const [image] = await migrated.query(`SELECT alt_text FROM generated_images`);
      assert.equal(image.alt_text, 'Bo, Ana: sharing noodles at a stall. Art style: ink wash.', 'its characters named in request order (where they stood was not kept)');
      assert.deepEqual(
        await migrated.query(`SELECT page_number, alt_text FROM storybook_pages ORDER BY page_number`),
        [
          { page_number: 1, alt_text: image.alt_text },
          { page_number: 2, alt_text: null },
        ],
      );
      assert.deepEqual(
        (await migrated.query(`SELECT label, alt_text FROM reference_images ORDER BY label`)).map((row: { label: string; alt_text: string }) => [row.label, row.alt_text]),
        [
          ['front', 'Ana, front view: a girl with black braids in a red jacket.'],
          ['happy', 'Ana, happy expression: a girl with black braids in a red jacket.'],
        ],
      );
    } finally {
      await migrated.destroy();
    }
  });
});
