// The README's walk-through with the TypeScript client as built for publishing (dist/), against a running Likeness:
// `node --test` with LIKENESS_BASE_URL, LIKENESS_API_KEY (a user with at least 30 credits) and LIKENESS_PORTRAIT
// (a photo of one person). The tests run in order and share what they make.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
// The package by its own name: Node loads the built dist/ (as a user gets it); type checks read src/ (the likeness-source condition).
import { createLikeness, dataOf, LikenessError } from '@likeness/client';

const likeness = createLikeness({ baseUrl: process.env.LIKENESS_BASE_URL!, apiKey: process.env.LIKENESS_API_KEY! });
const { api } = likeness;
const made: Record<string, string> = {};
const files = await mkdtemp(join(tmpdir(), 'likeness-ts-client-'));

/** A multipart form as the API takes it (text fields, and the photo as a file). */
function form(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, 'photo.jpg');
  }
  return body;
}

await test('creates a character from a description', async () => {
  const pip = await dataOf(
    api.POST('/api/characters', {
      body: { name: 'Pip', description: 'A small fox with orange fur, a green scarf and a blue backpack' },
      bodySerializer: (body) => form(body as Record<string, string>),
    }),
  );
  assert.equal(pip.status, 'draft');
  made.pip = pip.id;
});

await test('creates a character from a photo', async () => {
  const photo = new Blob([await readFile(process.env.LIKENESS_PORTRAIT!)], { type: 'image/jpeg' });
  const ada = await dataOf(
    api.POST('/api/characters', {
      body: { name: 'Ada', description: 'A woman with short dark hair and a red coat' },
      bodySerializer: (body) => form({ ...(body as Record<string, string>), image: photo }),
    }),
  );
  assert.equal(ada.face_mode, 'pulid');
  made.ada = ada.id;
});

await test('draws references and locks', async () => {
  for (const id of [made.pip, made.ada]) {
    const sheet = await dataOf(api.POST('/api/characters/{id}/references', { params: { path: { id } }, body: { labels: ['front', 'three_quarter'] } }));
    assert.deepEqual([sheet.generated, sheet.failures], [2, []]);
    assert.equal((await dataOf(api.POST('/api/characters/{id}/lock', { params: { path: { id } } }))).status, 'locked');
  }
});

await test('lists every character page after page', async () => {
  const ids = async (pageSize?: number) => {
    const seen: string[] = [];
    for await (const character of likeness.characters({ pageSize })) seen.push(character.id);
    return seen;
  };
  const oneByOne = await ids(1);
  assert.deepEqual(oneByOne.slice(0, 2), [made.ada, made.pip], 'newest first, one page each, following the Link headers');
  assert.deepEqual(oneByOne, await ids());
});

await test('generates and varies a scene', async () => {
  const scene = await dataOf(api.POST('/api/generate', { body: { character_id: made.pip, prompt: 'Pip reads a map under a tree', min_score: 0.5 } }));
  const saved = await likeness.download(scene.image_url, join(files, 'scene.png'));
  assert.deepEqual([...(await readFile(saved)).subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  const varied = await dataOf(
    api.POST('/api/scenes/{image_id}/vary', { params: { path: { image_id: scene.image_id } }, body: { vary: 'expression', target: 'surprised', count: 2 } }),
  );
  assert.equal(varied.variants.length + varied.failures.length, 2);
});

await test('generates a two-character scene', async () => {
  const multi = await dataOf(api.POST('/api/generate-multi', { body: { character_ids: [made.pip, made.ada], prompt: 'Pip and Ada share an apple on a bench', min_score: 0.5 } }));
  assert.deepEqual(multi.characters.map((character) => character.name), ['Pip', 'Ada']);
});

await test('makes a storybook with a PDF', async () => {
  const book = await dataOf(api.POST('/api/storybook', { body: { character_id: made.pip, pages: ['Pip wakes up in a den', 'Pip walks to the river'], export_pdf: true } }));
  assert.equal((await likeness.waitForStorybook(book.id)).generated, 2);
  const pdf = await likeness.download(book.pdf_url!, join(files, 'book.pdf'));
  assert.equal((await readFile(pdf)).subarray(0, 5).toString(), '%PDF-');
});

await test('makes a comic and downloads it as CBZ and EPUB', async () => {
  const started = await dataOf(
    api.POST('/api/comics/generate', {
      body: { title: 'The Apple Tree', story_prompt: 'Pip and Ada find an apple tree. They climb it. They laugh.', character_ids: [made.pip, made.ada], page_count: 3 },
    }),
  );
  const comic = await likeness.waitForComic(started.id);
  assert.equal(comic.comic.status, 'ready');
  assert.equal(comic.pages.length, 3);
  for (const [format, magic] of [['cbz', 'PK'], ['epub', 'PK']] as const) {
    const saved = await likeness.download(`/api/comics/${started.id}.${format}`, join(files, `comic.${format}`));
    assert.equal((await readFile(saved)).subarray(0, 2).toString(), magic);
  }
});

await test('credits and keys', async () => {
  assert.ok((await dataOf(api.GET('/api/credits'))).credits >= 0);
  const key = await dataOf(api.POST('/api/api-keys', { body: { name: 'laptop' } }));
  assert.ok((await dataOf(api.GET('/api/api-keys'))).keys.some((entry) => entry.id === key.id));
  await dataOf(api.DELETE('/api/api-keys', { body: { key_id: key.id } }));
  const revoked = createLikeness({ baseUrl: process.env.LIKENESS_BASE_URL!, apiKey: key.key });
  await assert.rejects(dataOf(revoked.api.GET('/api/credits')), (error: unknown) => error instanceof LikenessError && error.status === 401);
});

await test('errors carry the API text', async () => {
  await assert.rejects(
    dataOf(api.GET('/api/characters/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } })),
    (error: unknown) => error instanceof LikenessError && error.status === 404 && /not found/i.test(error.message),
  );
});
