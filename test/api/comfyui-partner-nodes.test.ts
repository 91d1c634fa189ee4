import assert from 'node:assert/strict';
import path from 'node:path';
import sharp from 'sharp';
import { loadModelsConfig } from '../../src/config/models';
import { createComfyUIImageModel } from '../../src/models/providers/comfyui';
import { createModelRegistry, modelCatalogue } from '../../src/models/registry';
import { type FakeComfyOrg, startFakeComfyOrg } from '../fakes/comfy-org';
import { rejectsWithModelError, renderRequest } from '../models/providers/support';
import { type Caller, generateScene, newCaller } from '../support/callers';
import { type ComfyUIServer, requireComfyUI, startComfyUI } from '../support/comfyui-server';
import { call } from '../support/http';
import { assertLedgerExact } from '../support/integrity';
import { type SideApi, type SideWorker, startSideApi, startSideWorker } from '../support/side-services';
import { getTestStack, pauseStackWorker, resumeStackWorker, type TestStack } from '../support/stack';

/**
 * ComfyUI's partner API nodes through the public API: ComfyUI's own server (0.3.64) runs FluxProUltraImageNode, which
 * calls a strict fake of comfy.org's BFL proxy (`--comfy-api-base`) with the key Likeness sends as
 * `extra_data.api_key_comfy_org`. A prompt BFL moderates ends the node in "Request Moderated": a refusal (decisions.md),
 * so 422, asked once, refunded.
 */
const PARTNER_WORKFLOW = path.resolve(__dirname, '../fixtures/comfyui/flux-pro-ultra-partner-node.json');
const COMFY_ORG_KEY = 'comfyui-e2e-4f1c9a7d2b';
const ORANGE = { r: 240, g: 120, b: 20 };
const MODERATED = /forbidden fruit/;
const START_CREDITS = 10;

describe('ComfyUI partner API nodes (a comfy.org key; a moderated prompt is a 422, refunded, not retried)', function () {
  this.timeout(240_000);
  let stack: TestStack;
  let comfyOrg: FakeComfyOrg;
  let comfyui: ComfyUIServer;
  let worker: SideWorker;
  let api: SideApi;
  let caller: Caller;
  let delivered = 0;
  const asked = (words: string) => comfyOrg.generations().filter((generation) => String(generation.body.prompt).includes(words));
  /** The adapter alone on the same server, with this key. */
  const partnerModel = (apiKey: string | undefined) =>
    createComfyUIImageModel({ name: 'comfyui', baseUrl: comfyui.url, apiKey, illustratedWorkflowPath: PARTNER_WORKFLOW, timeoutMs: 10_000, jobTimeoutMs: 60_000, pollIntervalMs: 100 });
  const credits = async () => (await call(api.baseUrl, 'GET', '/api/credits', { key: caller.user.key })).body.credits as number;

  before(async function () {
    const setup = requireComfyUI(this);
    stack = await getTestStack();
    comfyOrg = await startFakeComfyOrg({ apiKey: COMFY_ORG_KEY, moderatePrompts: MODERATED, colour: ORANGE });
    comfyui = await startComfyUI(setup, ['--comfy-api-base', comfyOrg.url]);
    const models = createModelRegistry(
      loadModelsConfig({
        DEFAULT_IMAGE_MODEL: 'comfyui',
        COMFYUI_URL: comfyui.url,
        COMFYUI_API_KEY: COMFY_ORG_KEY,
        COMFYUI_WORKFLOW: PARTNER_WORKFLOW,
        COMFYUI_ILLUSTRATED_WORKFLOW: PARTNER_WORKFLOW,
        COMFYUI_TEXT_WORKFLOW: PARTNER_WORKFLOW,
        COMFYUI_POLL_INTERVAL_MS: '100',
      }),
    );
    await pauseStackWorker();
    worker = await startSideWorker(stack, { deps: { models } });
    api = await startSideApi(stack, { imageModels: modelCatalogue(models) });
    caller = await newCaller(stack, 'Pip', START_CREDITS);
  });

  after(async () => {
    await api?.close();
    await worker?.stop();
    if (stack) await resumeStackWorker();
    await comfyui?.stop();
    await comfyOrg?.close();
  });

  it("draws a scene through the partner node, which sends the comfy.org key and Likeness's prompt", async () => {
    const scene = await generateScene(api.baseUrl, caller, 'Pip reads a map under a tree');
    assert.equal(scene.status, 200, JSON.stringify(scene.body));
    delivered += 1;
    assert.deepEqual(
      comfyOrg.generations().map(({ apiKey, body }) => [apiKey, body.aspect_ratio]),
      [[COMFY_ORG_KEY, '1024:1024']],
      'one generation, with the key, at the aspect of the 1024x1024 job',
    );
    assert.match(String(comfyOrg.generations()[0].body.prompt), /Pip reads a map under a tree/);
    const image = Buffer.from(await (await fetch(scene.body.image_url)).arrayBuffer());
    const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const centre = ((info.height / 2) * info.width + info.width / 2) * 3;
    assert.deepEqual([info.width, info.height], [1024, 1024]);
    assert.deepEqual([data[centre], data[centre + 1], data[centre + 2]], [ORANGE.r, ORANGE.g, ORANGE.b], "the partner's picture is the one delivered");
  });

  it('answers 422 naming the provider and the moderation when BFL refuses the prompt, asks once and refunds the credit', async () => {
    const before = await credits();
    const refused = await generateScene(api.baseUrl, caller, 'Pip eats the forbidden fruit', { max_retries: 3 });
    assert.equal(refused.status, 422, JSON.stringify(refused.body));
    assert.match(
      refused.body.error,
      /comfyui refused the request under its content policy: moderation by Black Forest Labs at node 1 FluxProUltraImageNode: BFL API did not return an image due to: Request Moderated\./,
    );
    assert.match(refused.body.error, /refunded/);
    assert.ok(!refused.body.error.includes(COMFY_ORG_KEY), 'the key is never shown');
    assert.equal(asked('Pip eats the forbidden fruit').length, 1, 'a refusal is not asked again');
    assert.equal(await credits(), before, 'the credit is refunded');
  });

  it('delivers the other page of a storybook whose one page is refused: that page is a 422, its credit refunded', async () => {
    const before = await credits();
    const pages = ['Pip wakes up in a den', 'Pip finds the forbidden fruit'];
    const book = await call(api.baseUrl, 'POST', '/api/storybook', { key: caller.user.key, body: { character_id: caller.characterId, pages, consistency_check: true } });
    assert.equal(book.status, 200, JSON.stringify(book.body));
    assert.deepEqual([book.body.status, book.body.generated, book.body.failed], ['completed_with_failures', 1, 1]);
    delivered += 1;
    const [kept, refused] = book.body.pages;
    assert.ok(kept.image_url && kept.error === undefined, JSON.stringify(kept));
    assert.equal(refused.image_url, null);
    assert.equal(refused.error_status, 422);
    assert.match(refused.error, /moderation by Black Forest Labs .*Request Moderated/);
    assert.equal(asked('Pip finds the forbidden fruit').length, 1, 'up to 3 attempts a page, yet the refused page was asked once');
    assert.equal(await credits(), before - 1, 'one page paid, the refused one refunded');
    const history = (await call(api.baseUrl, 'GET', '/api/credits/history', { key: caller.user.key })).body.entries;
    assert.equal(history.find((entry: { kind: string }) => entry.kind === 'refund')?.description, `Storybook “${pages[0]}”: page 2 failed`);
  });

  it('without the key, or with a wrong one, the node fails as the login it lacks: a plain failure, not a refusal', async () => {
    for (const [apiKey, requests] of [[undefined, 0], ['comfyui-e2e-wrong-key', 1]] as const) {
      const prompt = `Pip counts the stars ${requests}`;
      const error = await rejectsWithModelError(partnerModel(apiKey).render(await renderRequest({ prompt })), {
        retryable: false,
        message: /^comfyui workflow failed at node 1 FluxProUltraImageNode: Exception: Unauthorized: Please login first to use this node\.$/,
      });
      assert.equal(error.refused, false);
      assert.deepEqual(asked(prompt).map((generation) => generation.apiKey), requests ? [apiKey] : [], 'a key is checked by comfy.org; none is sent without one');
    }
  });

  it("a size outside BFL's aspect ratios fails in the words of the proxy's validation, not as a refusal", async () => {
    // The node takes 1:4 to 4:1 (nodes_bfl.py:139-142); BFL 21:9 to 9:21.
    const error = await rejectsWithModelError(partnerModel(COMFY_ORG_KEY).render(await renderRequest({ prompt: 'Pip climbs a tall tree', width: 256, height: 1024 })), {
      retryable: false,
      message: /^comfyui workflow failed at node 1 FluxProUltraImageNode: Exception: API Error: .*aspect ratio must be between 21:9 and 9:21, got 256:1024/,
    });
    assert.equal(error.refused, false);
    assert.equal(asked('Pip climbs a tall tree').length, 1);
  });

  it('charged exactly what it delivered', async () => {
    await assertLedgerExact(stack, caller.user, START_CREDITS, delivered);
  });
});
