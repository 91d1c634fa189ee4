/**
 * The account the export rows measure, seeded as a heavy user's would look without drawing thousands of pictures:
 * one 12-panel comic, one 20-page storybook (with its PDF) and one scene are made through the API with the built-in
 * models, then their rows are copied in SQL, each copy's files hard links to the drawn ones under new storage keys,
 * until the account holds the comics, storybooks and images asked for.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { newStorageKey, type StorageFolder } from '../../src/storage';
import { createReadyCharacter } from '../../test/support/characters';
import { call } from '../../test/support/http';
import type { TestStack } from '../../test/support/stack';
import { createTestUser, type TestUser } from '../../test/support/users';
import { sleep, untilAdmitted } from '../harness';

/** comics/generate plans at most 8 panels; the 12-panel comic's other 4 are drawn one by one. */
const PLANNED_PANELS = 8;
const MORE_PANELS = [
  { action: 'Leo arrives with a net', caption: 'Hold on, Mia!', caption_type: 'dialogue', speaker: 'Mia' },
  { action: 'Mia and Leo pull the kite out of the reeds', caption: '*SPLASH*', caption_type: 'narration' },
  { action: 'The sun comes out over the park', caption: 'At last, the storm passed.', caption_type: 'narration' },
  { action: 'Mia flies the kite until dusk', caption: 'Higher! HIGHER!!', caption_type: 'dialogue', speaker: 'Mia' },
];
const COMIC_PANELS = PLANNED_PANELS + MORE_PANELS.length;
const STORYBOOK_PAGES = 20;
const POLL_EVERY_MS = 200;
const COMIC_TIMEOUT_MS = 180_000;
const INSERT_BATCH = 400;

const STORY =
  'Mia finds a lost kite in the park. She follows its string through the rain. A gust lifts her umbrella. She lands by the pond and laughs. ' +
  'A duck steals the kite. Mia chases the duck around the pond. The duck drops the kite in the reeds. Mia wades in and shouts for help. ' +
  'Her friend Leo arrives with a net. Together they pull the kite out. The sun comes out over the park. They fly the kite until dusk.';

export interface ExportAccount {
  user: TestUser;
  /** The drawn 12-panel comic, and the drawn 20-page storybook. */
  comicId: string;
  storybookId: string;
  comics: number;
  storybooks: number;
  /** Every image file the account's rows name (references, scenes, storybook pages, settings and panels). */
  images: number;
  /** The bytes of those images and of the storybooks' PDFs. */
  fileBytes: number;
}

type Row = Record<string, unknown>;

/** Inserts rows (as `SELECT *` gives them) in batches; jsonb values go back as JSON. */
async function insertRows(stack: TestStack, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    const values: unknown[] = [];
    const tuples = batch.map((row) => `(${columns.map((column) => `$${values.push(asParameter(row[column]))}`).join(', ')})`);
    await stack.dataSource.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, values);
  }
}

const asParameter = (value: unknown) => (value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value);

/** A new key for a copy of the file at `key`, the copy a hard link (no bytes written). */
function linkedCopy(stack: TestStack, key: string, folder: StorageFolder): string {
  const root = path.join(stack.config.dataDir, 'files');
  const copy = newStorageKey(folder, key.endsWith('.pdf') ? 'application/pdf' : 'image/png');
  fs.mkdirSync(path.dirname(path.join(root, copy)), { recursive: true });
  fs.linkSync(path.join(root, key), path.join(root, copy));
  return copy;
}

function fileSize(stack: TestStack, key: string | null): number {
  return key ? fs.statSync(path.join(stack.config.dataDir, 'files', key)).size : 0;
}

async function ok(response: Promise<{ status: number; body: any }>, status = 200): Promise<any> {
  const answered = await response;
  if (answered.status !== status) throw new Error(`expected ${status}, got ${answered.status}: ${JSON.stringify(answered.body)}`);
  return answered.body;
}

async function drawnComic(stack: TestStack, user: TestUser, characterId: string): Promise<string> {
  const body = { title: 'The Kite', story_prompt: STORY, character_ids: [characterId], page_count: PLANNED_PANELS, style_preset: 'indie_webcomic' };
  const started = await ok(untilAdmitted(() => call(stack.baseUrl, 'POST', '/api/comics/generate', { key: user.key, body })));
  const deadline = Date.now() + COMIC_TIMEOUT_MS;
  for (;;) {
    const { comic, pages } = await ok(call(stack.baseUrl, 'GET', `/api/comics/${started.id}`, { key: user.key }));
    if (comic.status !== 'generating') {
      const drawn = pages.filter((page: { image_url: string | null }) => page.image_url).length;
      if (comic.status !== 'ready' || drawn !== PLANNED_PANELS) throw new Error(`the comic ended ${comic.status} with ${drawn}/${PLANNED_PANELS} panels drawn`);
      break;
    }
    if (Date.now() > deadline) throw new Error(`the comic was not ready after ${COMIC_TIMEOUT_MS} ms`);
    await sleep(POLL_EVERY_MS);
  }
  for (const [index, panel] of MORE_PANELS.entries()) {
    const body = { page_number: PLANNED_PANELS + index + 1, ...panel };
    await ok(untilAdmitted(() => call(stack.baseUrl, 'POST', `/api/comics/${started.id}/panels`, { key: user.key, body })));
  }
  return started.id;
}

async function drawnStorybook(stack: TestStack, user: TestUser, characterId: string): Promise<string> {
  const pages = Array.from({ length: STORYBOOK_PAGES }, (_, index) => `Mia on page ${index + 1}: ${STORY.split('. ')[index % 12]}`);
  const book = await ok(untilAdmitted(() => call(stack.baseUrl, 'POST', '/api/storybook', { key: user.key, body: { pages, character_id: characterId, export_pdf: true } })));
  if (book.generated !== STORYBOOK_PAGES || !book.pdf_url) throw new Error(`the storybook has ${book.generated}/${STORYBOOK_PAGES} pages${book.pdf_url ? '' : ' and no PDF'}`);
  return book.id;
}

/**
 * `copies` copies of a row of `source.table` and of the rows of `parts.table` that belong to it (`foreignKey`): each
 * copy's files linked by `copyRow` and `copyPart`.
 */
async function copyWithParts(
  stack: TestStack,
  source: { table: string; id: string; copyRow: (row: Row, copy: number) => Row },
  parts: { table: string; foreignKey: string; copyPart: (part: Row) => Row },
  copies: number,
): Promise<void> {
  const [row]: Row[] = await stack.dataSource.query(`SELECT * FROM ${source.table} WHERE id = $1`, [source.id]);
  const partRows: Row[] = await stack.dataSource.query(`SELECT * FROM ${parts.table} WHERE ${parts.foreignKey} = $1`, [source.id]);
  const rows: Row[] = [];
  const copiedParts: Row[] = [];
  for (let copy = 1; copy <= copies; copy += 1) {
    const id = crypto.randomUUID();
    rows.push({ ...source.copyRow(row, copy), id });
    for (const part of partRows) copiedParts.push({ ...parts.copyPart(part), [parts.foreignKey]: id });
  }
  await insertRows(stack, source.table, rows);
  await insertRows(stack, parts.table, copiedParts);
}

function copyComics(stack: TestStack, comicId: string, copies: number): Promise<void> {
  return copyWithParts(
    stack,
    { table: 'comics', id: comicId, copyRow: (comic, copy) => ({ ...comic, title: `${String(comic.title)} ${copy + 1}`, setting_anchor_key: linkedCopy(stack, String(comic.setting_anchor_key), 'comics') }) },
    { table: 'comic_panels', foreignKey: 'comic_id', copyPart: (panel) => ({ ...panel, id: crypto.randomUUID(), image_key: linkedCopy(stack, String(panel.image_key), 'panels') }) },
    copies,
  );
}

function copyStorybooks(stack: TestStack, storybookId: string, copies: number): Promise<void> {
  return copyWithParts(
    stack,
    { table: 'storybooks', id: storybookId, copyRow: (book) => ({ ...book, pdf_key: linkedCopy(stack, String(book.pdf_key), 'storybooks') }) },
    { table: 'storybook_pages', foreignKey: 'storybook_id', copyPart: (page) => ({ ...page, image_id: null, image_key: linkedCopy(stack, String(page.image_key), 'scenes') }) },
    copies,
  );
}

/** Scenes copied from the drawn scene, their files taken in turn from every picture drawn (sizes vary as they do). */
async function copyScenes(stack: TestStack, userId: string, sceneId: string, copies: number): Promise<void> {
  const [scene]: Row[] = await stack.dataSource.query('SELECT * FROM generated_images WHERE id = $1', [sceneId]);
  const pictures: Array<{ key: string }> = await stack.dataSource.query(
    `SELECT image_key AS key FROM generated_images WHERE user_id = $1 UNION ALL
     SELECT p.image_key FROM comic_panels p JOIN comics c ON c.id = p.comic_id WHERE c.user_id = $1 AND p.image_key IS NOT NULL LIMIT 40`,
    [userId],
  );
  const rows = Array.from({ length: copies }, (_, copy) => ({ ...scene, id: crypto.randomUUID(), image_key: linkedCopy(stack, pictures[copy % pictures.length].key, 'scenes') }));
  await insertRows(stack, 'generated_images', rows);
}

async function accountFiles(stack: TestStack, userId: string): Promise<{ images: number; bytes: number }> {
  const rows: Array<{ key: string }> = await stack.dataSource.query(
    `SELECT r.image_key AS key FROM reference_images r JOIN characters c ON c.id = r.character_id WHERE c.user_id = $1
     UNION ALL SELECT image_key FROM generated_images WHERE user_id = $1 AND kind <> 'storybook_page'
     UNION ALL SELECT p.image_key FROM storybook_pages p JOIN storybooks s ON s.id = p.storybook_id WHERE s.user_id = $1 AND p.image_key IS NOT NULL
     UNION ALL SELECT setting_anchor_key FROM comics WHERE user_id = $1 AND setting_anchor_key IS NOT NULL
     UNION ALL SELECT p.image_key FROM comic_panels p JOIN comics c ON c.id = p.comic_id WHERE c.user_id = $1 AND p.image_key IS NOT NULL`,
    [userId],
  );
  const pdfs: Array<{ key: string }> = await stack.dataSource.query('SELECT pdf_key AS key FROM storybooks WHERE user_id = $1 AND pdf_key IS NOT NULL', [userId]);
  const bytes = [...rows, ...pdfs].reduce((sum, row) => sum + fileSize(stack, row.key), 0);
  return { images: rows.length, bytes };
}

/** A user holding `comics` comics of 12 panels, `storybooks` storybooks of 20 pages, and scenes up to `images` images in all. */
export async function seedExportAccount(stack: TestStack, sizes: { comics: number; storybooks: number; images: number }): Promise<ExportAccount> {
  const user = await createTestUser(stack, { credits: COMIC_PANELS + STORYBOOK_PAGES + 1 });
  const character = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat');
  const comicId = await drawnComic(stack, user, character.id);
  const storybookId = await drawnStorybook(stack, user, character.id);
  const scene = await ok(untilAdmitted(() => call(stack.baseUrl, 'POST', '/api/generate', { key: user.key, body: { character_id: character.id, prompt: 'Mia flies a kite', max_retries: 1, min_score: 0 } })));
  await copyComics(stack, comicId, sizes.comics - 1);
  await copyStorybooks(stack, storybookId, sizes.storybooks - 1);
  const { images } = await accountFiles(stack, user.id);
  await copyScenes(stack, user.id, scene.image_id, sizes.images - images);
  const files = await accountFiles(stack, user.id);
  return { user, comicId, storybookId, comics: sizes.comics, storybooks: sizes.storybooks, images: files.images, fileBytes: files.bytes };
}
