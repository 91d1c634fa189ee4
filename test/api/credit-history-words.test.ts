import assert from 'node:assert/strict';
import { LIMITS } from '../../src/config/pricing';
import { CreditEntry } from '../../src/entities/credit-entry';
import { shortTitle } from '../../src/services/titles';
import { createReadyCharacter } from '../support/characters';
import { withModelFaults } from '../support/faulty-models';
import { call } from '../support/http';
import { withSideWorker } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

const REFUSE = '[refuse-me]';

describe('credit history in words: what each charge and refund paid for, named by its title, while the ledger keeps its rows', function () {
  this.timeout(180_000);
  let stack: TestStack;
  let user: TestUser;
  let characterId: string;

  const api = (method: string, path: string, body?: unknown, key = user.key) => call(stack.baseUrl, method, path, { key, body });
  async function ok(method: string, path: string, body?: unknown): Promise<any> {
    const response = await api(method, path, body);
    assert.ok(response.status < 300, `${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }
  const history = async (key = user.key): Promise<Array<{ kind: string; description: string | null }>> =>
    (await api('GET', '/api/credits/history?limit=200', undefined, key)).body.entries;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 20 });
    characterId = (await createReadyCharacter(stack, user.id, 'Lina', 'a tall girl with a green hat and a striped scarf')).id;
  });

  it('a scene, a storybook and a comic panel read by their prompt and titles; the stored descriptions keep their ids', async () => {
    const scene = await ok('POST', '/api/generate', { prompt: 'Lina reads under an old oak tree', character_id: characterId, max_retries: 1, min_score: 0 });
    const book = await ok('POST', '/api/storybook', { character_id: characterId, pages: ['Lina plants a seed by the garden wall', 'Lina waters the sprout'] });
    const comic = await ok('POST', '/api/comics', { title: 'The Garden Gate', character_ids: [characterId] });
    await ok('POST', `/api/comics/${comic.id}/panels`, { page_number: 1, action: 'Lina opens the garden gate' });

    const charges = (await history()).filter((entry) => entry.kind === 'charge').map((entry) => entry.description);
    assert.deepEqual(charges, ['Comic “The Garden Gate”: panel 1', 'Storybook “Lina plants a seed by the garden wall”: 2 pages', 'Scene “Lina reads under an old oak tree”']);
    assert.ok(!charges.some((text) => /[0-9a-f]{8}-[0-9a-f]{4}/.test(text ?? '')), 'no ids shown');

    const stored = await stack.dataSource.getRepository(CreditEntry).find({ where: { userId: user.id, kind: 'charge' }, order: { createdAt: 'ASC' } });
    assert.deepEqual(
      stored.map((entry) => entry.description),
      [`scene ${scene.image_id}`, `storybook ${book.id}: 2 page(s)`, `comic ${comic.id} panel 1`],
      'the ledger rows are as the runs wrote them',
    );

    await ok('DELETE', `/api/comics/${comic.id}`);
    assert.equal((await history()).find((entry) => entry.kind === 'charge')?.description, 'Comic (since deleted): panel 1');
  });

  it('a refund names what its charge paid for and keeps its reason', async () => {
    const pages = ['Lina finds a lantern', `Lina meets a dragon ${REFUSE}`];
    const book = await withSideWorker(stack, { models: withModelFaults(stack.deps.models, { refusePromptsContaining: REFUSE }) }, () =>
      ok('POST', '/api/storybook', { character_id: characterId, pages }),
    );
    assert.equal(book.failed, 1);
    const refund = (await history()).find((entry) => entry.kind === 'refund');
    assert.equal(refund?.description, 'Storybook “Lina finds a lantern”: page 2 failed');
  });

  it("another user's comic named in a row of yours is not read out: its title stays theirs", async () => {
    const comic = await ok('POST', '/api/comics', { title: 'Private Title', character_ids: [characterId] });
    const other = await createTestUser(stack, { credits: 1 });
    await stack.services.ledger.reserve({ userId: other.id, operationId: `test:${comic.id}`, unitCost: 1, units: [1], description: `comic ${comic.id}: 1 panel(s)` });
    assert.equal((await history(other.key)).find((entry) => entry.kind === 'charge')?.description, 'Comic (since deleted): 1 panel');
  });

  it('a long prompt is cut at a word, with an ellipsis, to the length lists show', () => {
    const prompt = 'Lina walks along the winding river path past the mill, the bridge and the orchard until the sun sets behind the hills';
    const title = shortTitle(prompt);
    assert.ok(title.length <= LIMITS.shownTitleLength, title);
    assert.ok(title.endsWith('…') && prompt.startsWith(title.slice(0, -1)), title);
    assert.match(title, /\w…$/, 'cut after a whole word');
    assert.equal(shortTitle('Lina plants a seed'), 'Lina plants a seed');
  });

  it('rows that name nothing read as stored, word for word', async () => {
    const fresh = await createTestUser(stack);
    await stack.services.ledger.grant(fresh.id, 'test:words', 2, 'comic relief: 2 credit(s)');
    const [grant] = await history(fresh.key);
    assert.equal(grant.description, 'comic relief: 2 credit(s)');
  });
});
