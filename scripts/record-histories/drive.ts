import assert from 'node:assert/strict';
import { call, postForm } from '../../test/support/http';
import { loadModelsConfig } from '../../src/config/models';
import { createModelRegistry } from '../../src/models/registry';
import { predictionWebhookVerifiers } from '../../src/predictions';
import { startFakeReplicate } from '../../test/fakes/replicate';
import { createReadyCharacter } from '../../test/support/characters';
import { startSideApi, startSideWorker } from '../../test/support/side-services';
import { pauseStackWorker, resumeStackWorker, type TestStack } from '../../test/support/stack';
import { createTestUser } from '../../test/support/users';
import type { WebhookReceiver } from '../../test/support/webhook-receiver';
import { WEBHOOK_EVENT_TYPES } from '../../src/vocabulary/webhooks';
import type { HousekeepingInput } from '../../src/temporal/contracts/housekeeping';
import { TASK_QUEUES, WORKFLOW_TYPES, workflowIds } from '../../src/temporal/contracts/names';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs each workflow type once through the public API so its history can be recorded; with a webhook receiver, the
 * user's endpoint wants every event (the first attempt of each refused, so a delivery waits on a timer) and the first
 * charge goes below the credits.low threshold.
 */
export async function driveEveryWorkflow(stack: TestStack, receiver?: WebhookReceiver): Promise<void> {
  const user = await createTestUser(stack, { credits: 100 });
  const request = async (method: string, path: string, body?: unknown) => {
    const res = await call(stack.baseUrl, method, path, { key: user.key, body });
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  if (receiver) {
    const endpoint = await request('POST', '/api/webhooks', { url: receiver.url, event_types: WEBHOOK_EVENT_TYPES });
    receiver.trust(endpoint.secret);
    receiver.failNext(1, 503);
    await request('PATCH', '/api/webhook-settings', { credits_low_threshold: 100 });
  }
  const createCharacter = async (name: string, description: string) => {
    const drawing = (await stack.deps.models.image().render({ prompt: name, characters: [], seed: 1, width: 256, height: 256 })).png;
    const created = await postForm(stack.baseUrl, '/api/characters', user.key, { name, description, image: drawing });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return created.body.id as string;
  };

  const mia = await createCharacter('Mia', 'a girl with curly red hair in a yellow raincoat');
  const rusty = await createCharacter('Rusty', 'an orange fox with a blue scarf');
  await request('POST', `/api/characters/${mia}/auto-fill-descriptor`);
  for (const id of [mia, rusty]) {
    await request('POST', `/api/characters/${id}/references`, { labels: ['front', 'three_quarter'] });
    await request('POST', `/api/characters/${id}/lock`);
  }

  const scene = await request('POST', '/api/generate', { character_id: mia, prompt: 'Mia waving in a park', max_retries: 2, min_score: 0.99 });
  await request('POST', '/api/generate-multi', { character_ids: [mia, rusty], prompt: 'Mia and Rusty in a forest', max_retries: 1 });
  await request('POST', `/api/scenes/${scene.image_id}/vary`, { vary: 'expression', target: 'surprised', count: 2 });
  await request('POST', `/api/scenes/${scene.image_id}/edit`, { instruction: 'make it night', region: { x: 0, y: 0, width: 100, height: 50 }, min_score: 0.1 });
  await request('POST', '/api/storybook', { character_id: mia, pages: ['Mia finds a map', 'Mia reaches the beach'], export_pdf: true });

  const comic = await request('POST', '/api/comics/generate', { title: 'The Map', story_prompt: 'Mia and Rusty follow a map to the beach.', character_ids: [mia, rusty], page_count: 3 });
  for (let polls = 0; polls < 120; polls += 1) {
    const { comic: state } = await request('GET', `/api/comics/${comic.id}`);
    if (state.status !== 'generating') break;
    await sleep(500);
  }
  await request('POST', `/api/comics/${comic.id}/panels`, { page_number: 4, action: 'Mia and Rusty celebrate on the sand', caption: 'We found it!', caption_type: 'dialogue', speaker: 'Mia' });

  await request('POST', `/api/characters/${rusty}/publish`);
  const listing = await request('POST', '/api/marketplace/listings', { character_id: rusty, price_credits: 5 });
  const buyer = await createTestUser(stack, { credits: 5 });
  const bought = await call(stack.baseUrl, 'POST', `/api/marketplace/listings/${listing.id}/buy`, { key: buyer.key });
  assert.equal(bought.status, 201, JSON.stringify(bought.body));
  await driveAccountWorkflows(stack, buyer);
  await driveHousekeeping(stack);
  await drivePrediction(stack);
}

/**
 * A scene on a prediction model (a strict fake of Replicate): its `awaitPrediction` run heartbeats the waiting model
 * call, is told by the signed webhook that the prediction ended, copies the output and completes the call.
 */
export async function drivePrediction(stack: TestStack): Promise<void> {
  const replicate = await startFakeReplicate({ apiToken: 'r8_history', durationMs: 500 });
  const env = { REPLICATE_API_TOKEN: 'r8_history', REPLICATE_MODELS: 'black-forest-labs/flux-kontext-pro', REPLICATE_BASE_URL: replicate.baseUrl };
  const catalogue = createModelRegistry(loadModelsConfig(env));
  const api = await startSideApi(stack, { imageModels: { names: catalogue.imageModelNames(), defaultName: catalogue.defaultImageModel }, predictionWebhooks: predictionWebhookVerifiers(loadModelsConfig(env)) });
  await pauseStackWorker();
  const worker = await startSideWorker(stack, { deps: { models: createModelRegistry(loadModelsConfig({ ...env, MODEL_WEBHOOK_BASE_URL: api.baseUrl })) } });
  try {
    const user = await createTestUser(stack, { credits: 5 });
    const character = await createReadyCharacter(stack, user.id, 'Mia', 'a girl with curly red hair in a yellow raincoat');
    const scene = await call(api.baseUrl, 'POST', '/api/generate', { key: user.key, body: { character_id: character.id, prompt: 'Mia on a bridge', model: catalogue.imageModelNames()[2], max_retries: 1, min_score: 0 } });
    assert.equal(scene.status, 200, JSON.stringify(scene.body));
  } finally {
    await worker.stop();
    await api.close();
    await resumeStackWorker();
    await replicate.close();
  }
}

/** A housekeeping run as its schedule starts it, with a batch size of one so that its history holds several batches. */
export async function driveHousekeeping(stack: TestStack): Promise<void> {
  await stack.dataSource.query(`INSERT INTO request_counts (key, count, window_ends_at) VALUES ('history:a', 1, now() - interval '1 hour'), ('history:b', 1, now() - interval '1 hour')`);
  const input: HousekeepingInput = { job: 'request-counts', policy: { ...stack.config.housekeeping.policy, batchSize: 1 } };
  await stack.env.client.workflow.execute(WORKFLOW_TYPES.housekeeping, { args: [input], taskQueue: TASK_QUEUES.generation, workflowId: workflowIds.housekeeping('request-counts') });
}

/**
 * The account area's runs: a sign-up's confirmation email, an export (its zip kept ACCOUNT_EXPORT_TTL, which the recording
 * sets short so the run completes) and the deletion of the account.
 */
export async function driveAccountWorkflows(stack: TestStack, user: { email: string; key: string }): Promise<void> {
  const signedUp = await call(stack.baseUrl, 'POST', '/api/session/sign-up', { body: { email: `history-${Date.now()}@example.test`, password: 'a recorded passphrase' } });
  assert.equal(signedUp.status, 202, JSON.stringify(signedUp.body));
  const made = await call(stack.baseUrl, 'GET', '/api/account/export', { key: user.key });
  assert.equal(made.status, 202, JSON.stringify(made.body));
  // The deletion would cancel an export still keeping its zip: wait for it to end on its own.
  for (let polls = 0; polls < 120 && (await call(stack.baseUrl, 'GET', `/api/account/exports/${made.body.id}`, { key: user.key })).body.status !== 'expired'; polls += 1) await sleep(250);
  const deleted = await call(stack.baseUrl, 'DELETE', '/api/account', { key: user.key, body: { confirm: user.email } });
  assert.equal(deleted.status, 202, JSON.stringify(deleted.body));
}
