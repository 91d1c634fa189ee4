import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { createReadyCharacter } from '../support/characters';
import { withModelFaults } from '../support/faulty-models';
import { call, postForm } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';
import { withSideWorker } from '../support/side-services';

const REFUSE = 'forbidden-subject';

function solid(colour: string, size = 256): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } }).png().toBuffer();
}

describe('POST /api/generate with brand kits and model failures', () => {
  let stack: TestStack;
  let user: TestUser;
  let characterId: string;
  let kitId: string;
  let assetIds: string[];

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 30 });
    characterId = (await createReadyCharacter(stack, user.id, 'Mia', 'a girl with curly red hair in a yellow raincoat')).id;
    const kit = await postForm(stack.baseUrl, '/api/brand-kits', user.key, {
      name: 'Sunny Juice',
      palette: JSON.stringify([{ name: 'Sun', hex: '#F4A261' }, { name: 'Leaf', hex: '#2A9D8F' }]),
      logo: await solid('#e76f51', 128),
    });
    assert.equal(kit.status, 201, JSON.stringify(kit.body));
    kitId = kit.body.id;
    assetIds = [];
    for (const [kind, label] of [['product', 'Bottle'], ['packaging', 'Carton']]) {
      const asset = await postForm(stack.baseUrl, `/api/brand-kits/${kitId}/assets`, user.key, { kind, label, image: await solid('#2a9d8f', 96) });
      assert.equal(asset.status, 201, JSON.stringify(asset.body));
      assetIds.push(asset.body.id);
    }
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, options);
  const credits = async () => (await api('GET', '/api/credits', { key: user.key })).body.credits as number;

  it('scores a brand-only scene with brand_score and no character_score', async () => {
    const res = await api('POST', '/api/generate', { key: user.key, body: { brand_kit_id: kitId, prompt: 'a market stall selling juice', max_retries: 1, min_score: 0 } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.character_score, undefined);
    assert.ok(Number.isInteger(res.body.brand_score));
    assert.equal(res.body.consistency_score, res.body.brand_score);
  });

  it('with a character and a brand, consistency_score is the lower of character_score and brand_score', async () => {
    const res = await api('POST', '/api/generate', {
      key: user.key,
      body: { character_id: characterId, brand_kit_id: kitId, brand_asset_ids: [assetIds[0]], prompt: 'Mia holding a juice bottle in the kitchen', max_retries: 1, min_score: 0 },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(Number.isInteger(res.body.character_score) && Number.isInteger(res.body.brand_score));
    assert.equal(res.body.consistency_score, Math.min(res.body.character_score, res.body.brand_score));
  });

  it('checks brand parameters: at most 4 assets, assets from the kit, kits of the caller', async () => {
    const five = await api('POST', '/api/generate', { key: user.key, body: { brand_kit_id: kitId, brand_asset_ids: Array.from({ length: 5 }, () => crypto.randomUUID()), prompt: 'x' } });
    assert.equal(five.status, 400);
    assert.match(five.body.error, /brand_asset_ids/);
    const foreign = await api('POST', '/api/generate', { key: user.key, body: { brand_kit_id: kitId, brand_asset_ids: [crypto.randomUUID()], prompt: 'x' } });
    assert.equal(foreign.status, 400);
    assert.match(foreign.body.error, /not in brand kit/);
    const stranger = await createTestUser(stack, { credits: 3 });
    const notYours = await api('POST', '/api/generate', { key: stranger.key, body: { brand_kit_id: kitId, prompt: 'x' } });
    assert.equal(notYours.status, 404);
  });

  it('refuses to vary a brand-only scene with 400', async () => {
    const brandOnly = await api('POST', '/api/generate', { key: user.key, body: { brand_kit_id: kitId, prompt: 'a juice poster', max_retries: 1, min_score: 0 } });
    const vary = await api('POST', `/api/scenes/${brandOnly.body.image_id}/vary`, { key: user.key, body: { vary: 'lighting', target: 'night' } });
    assert.equal(vary.status, 400);
    assert.match(vary.body.error, /character-anchored/);
  });

  it('refunds the credit and answers 422 after one attempt when the model refuses the prompt under its content policy', async function () {
    this.timeout(120_000);
    const models = withModelFaults(stack.deps.models, { refusePromptsContaining: REFUSE });
    await withSideWorker(stack, { models }, async () => {
      const before = await credits();
      const refused = await api('POST', '/api/generate', { key: user.key, body: { character_id: characterId, prompt: `Mia and a ${REFUSE}`, max_retries: 3 } });
      assert.equal(refused.status, 422, JSON.stringify(refused.body));
      assert.match(refused.body.error, /^The image could not be made: it was refused \(image model: .* refused the request under its content policy: the prompt was blocked\)\. Your credit was refunded\.$/);
      assert.equal(await credits(), before);
      const entries = await stack.dataSource.query(`SELECT kind FROM credit_ledger WHERE user_id = $1 AND operation_id LIKE 'wf:generate-%' ORDER BY created_at DESC LIMIT 2`, [user.id]);
      assert.deepEqual(entries.map((e: { kind: string }) => e.kind).sort(), ['charge', 'refund']);
    });
    assert.deepEqual(await stack.services.ledger.reconcile(), []);
  });
});
