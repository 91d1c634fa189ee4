import assert from 'node:assert/strict';
import { createReadyCharacter } from '../support/characters';
import { call, type RequestOptions } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

describe('gallery: the caller\'s scenes, newest first, keyset-paged, deleted with their files; storybooks deleted', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let user: TestUser;
  const api = (method: string, path: string, options: RequestOptions = {}) => call(stack.baseUrl, method, path, { key: user.key, ...options });

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 20 });
  });

  const generate = async (characterId: string, prompt: string) => {
    const response = await api('POST', '/api/generate', { body: { character_id: characterId, prompt, max_retries: 1, min_score: 0, no_cache: true } });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as { image_id: string; image_url: string };
  };

  it('lists scenes newest first in pages that never repeat or skip, filters by character, reads one', async () => {
    const mira = await createReadyCharacter(stack, user.id, 'Mira', 'a girl with red pigtails and a yellow raincoat');
    const odo = await createReadyCharacter(stack, user.id, 'Odo', 'a tall man with a blue cap and a grey coat');
    const made = [];
    for (const [character, prompt] of [[mira, 'Mira flies a kite'], [odo, 'Odo fixes a bike'], [mira, 'Mira reads a map']] as const) made.push(await generate(character.id, prompt));
    const newestFirst = made.map((scene) => scene.image_id).reverse();

    const pages: string[][] = [];
    let after: string | null = null;
    do {
      const page = await api('GET', `/api/scenes?limit=2${after ? `&after=${after}` : ''}`);
      assert.equal(page.status, 200, JSON.stringify(page.body));
      pages.push(page.body.scenes.map((scene: { image_id: string }) => scene.image_id));
      after = page.body.next_after;
    } while (after);
    assert.deepEqual(pages, [newestFirst.slice(0, 2), newestFirst.slice(2)]);

    const miraOnly = await api('GET', `/api/scenes?character_id=${mira.id}`);
    assert.deepEqual(miraOnly.body.scenes.map((scene: { prompt: string }) => scene.prompt), ['Mira reads a map', 'Mira flies a kite']);
    const one = await api('GET', `/api/scenes/${made[1].image_id}`);
    assert.equal(one.status, 200);
    assert.deepEqual({ kind: one.body.kind, prompt: one.body.prompt, image_url: one.body.image_url, character_ids: one.body.character_ids }, { kind: 'scene', prompt: 'Odo fixes a bike', image_url: made[1].image_url, character_ids: [odo.id] });
    assert.equal((await api('GET', '/api/scenes?limit=0')).status, 400);
    assert.equal((await api('GET', '/api/scenes?after=not-a-uuid')).status, 400);
  });

  it('a scene with variations made from it answers 409 naming them; deleted, its file is gone', async () => {
    const lio = await createReadyCharacter(stack, user.id, 'Lio', 'a boy with curly black hair and a green hoodie');
    const source = await generate(lio.id, 'Lio waves from a boat');
    const varied = await api('POST', `/api/scenes/${source.image_id}/vary`, { body: { vary: 'expression', target: 'laughing', count: 1 } });
    assert.equal(varied.status, 200, JSON.stringify(varied.body));
    const variant = varied.body.variants[0] as { image_id: string; image_url: string };
    const refused = await api('DELETE', `/api/scenes/${source.image_id}`);
    assert.equal(refused.status, 409);
    assert.match(refused.body.error, new RegExp(`source of 1 variation \\(${variant.image_id}\\)`));
    assert.equal((await api('GET', `/api/scenes/${variant.image_id}`)).body.source_image_id, source.image_id);

    assert.deepEqual((await api('DELETE', `/api/scenes/${variant.image_id}`)).body, { deleted: true, image_id: variant.image_id });
    assert.equal((await api('DELETE', `/api/scenes/${source.image_id}`)).status, 200);
    for (const gone of [source, variant]) {
      assert.equal((await call(stack.baseUrl, 'GET', new URL(gone.image_url).pathname)).status, 404, 'the file is deleted');
      assert.equal((await api('GET', `/api/scenes/${gone.image_id}`)).status, 404);
    }
  });

  it('a storybook is deleted with its pages\' images and its PDF; another person\'s is a 404', async () => {
    const ana = await createReadyCharacter(stack, user.id, 'Ana', 'a woman with a red scarf and short grey hair');
    const book = await api('POST', '/api/storybook', { body: { pages: ['Ana plants a tree', 'Ana waters it'], character_id: ana.id, export_pdf: true } });
    assert.equal(book.status, 200, JSON.stringify(book.body));
    const urls: string[] = [book.body.pdf_url, ...book.body.pages.map((page: { image_url: string }) => page.image_url)];
    for (const url of urls) assert.equal((await fetch(url)).status, 200);
    const stranger = await createTestUser(stack);
    assert.equal((await call(stack.baseUrl, 'DELETE', `/api/storybooks/${book.body.id}`, { key: stranger.key })).status, 404);
    const deleted = await api('DELETE', `/api/storybooks/${book.body.id}`);
    assert.deepEqual([deleted.status, deleted.body], [200, { deleted: true, id: book.body.id }]);
    assert.equal((await api('GET', `/api/storybooks/${book.body.id}`)).status, 404);
    for (const url of urls) assert.equal((await fetch(url)).status, 404, `${url} is deleted`);
    const rows: unknown[] = await stack.dataSource.query(`SELECT 1 FROM generated_images WHERE user_id = $1 AND kind = 'storybook_page'`, [user.id]);
    assert.deepEqual(rows, [], 'the pages\' image rows are gone too');
  });
});
