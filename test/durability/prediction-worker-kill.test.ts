import assert from 'node:assert/strict';
import { loadModelsConfig } from '../../src/config/models';
import { createModelRegistry, modelCatalogue } from '../../src/models/registry';
import { predictionWebhookVerifiers } from '../../src/predictions';
import { creditOperation, workflowIds } from '../../src/temporal/contracts/names';
import { type FakeReplicate, startFakeReplicate } from '../fakes/replicate';
import { createReadyCharacter } from '../support/characters';
import { call, untilBeforeAnswer } from '../support/http';
import { assertChargesSettled, assertNoImageLost } from '../support/integrity';
import { type SideApi, startSideApi } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser } from '../support/users';
import { useChildProcessWorkers } from '../support/worker-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TOKEN = 'r8_durability';
const PAGES = 3;
/** Long enough that the worker is killed, and another started, while every page's prediction still runs. */
const PREDICTION_MS = 8_000;
/** The model calls' heartbeat timeout (src/workflows/activities.ts, `modelCalls`). */
const MODEL_CALL_HEARTBEAT_TIMEOUT_MS = 10_000;

describe('Durability: a worker killed (kill -9) while its predictions run on Replicate', function () {
  // The killed worker's waiting model calls time out on their heartbeat (10 s) unless another worker's prediction
  // runs keep them alive; their next attempts take the predictions over.
  this.timeout(180_000);
  let stack: TestStack;
  let replicate: FakeReplicate;
  let api: SideApi;
  const workers = useChildProcessWorkers();

  before(async () => {
    stack = await getTestStack();
    replicate = await startFakeReplicate({ apiToken: TOKEN, durationMs: PREDICTION_MS });
  });

  after(async () => {
    await api?.close();
    await replicate?.close();
  });

  it('loses no page, creates no prediction twice, and charges one credit per page', async () => {
    const env = { REPLICATE_API_TOKEN: TOKEN, REPLICATE_MODELS: 'black-forest-labs/flux-kontext-pro', REPLICATE_BASE_URL: replicate.baseUrl, DEFAULT_IMAGE_MODEL: 'replicate:black-forest-labs/flux-kontext-pro' };
    const catalogue = createModelRegistry(loadModelsConfig(env));
    api = await startSideApi(stack, { imageModels: modelCatalogue(catalogue), predictionWebhooks: predictionWebhookVerifiers(loadModelsConfig(env)) });
    const workerEnv = { ...env, MODEL_WEBHOOK_BASE_URL: api.baseUrl };
    const user = await createTestUser(stack, { credits: 10 });
    const character = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat');

    const first = await workers.start(stack, { env: workerEnv });
    const pages = Array.from({ length: PAGES }, (_, index) => `Mia on day ${index + 1} of her journey`);
    const response = call(api.baseUrl, 'POST', '/api/storybook', { key: user.key, body: { character_id: character.id, pages } });
    // Killed once every prediction is handed to its own run: a worker killed between Replicate's answer to the create and
    // that hand-over has nothing recorded for the next attempt to take over, which then pays for another prediction.
    const handedOver = async () => {
      if (replicate.predictions.size < PAGES) return false;
      const runs = [...replicate.predictions.keys()].map((id) => stack.env.client.workflow.getHandle(workflowIds.prediction('replicate', id)).describe().then(() => true, () => false));
      return (await Promise.all(runs)).every(Boolean);
    };
    await untilBeforeAnswer(response, handedOver, `all ${PAGES} predictions were created and handed to their runs`);
    await first.kill();
    assert.ok([...replicate.predictions.values()].every((prediction) => prediction.status === 'starting'), 'the kill lands while every prediction runs');
    // No worker until the waiting model calls' heartbeats have timed out, so that their next attempts must take the
    // predictions over (with a worker back sooner, its prediction runs may keep the calls alive instead).
    await sleep(MODEL_CALL_HEARTBEAT_TIMEOUT_MS + 2_000);

    await workers.start(stack, { env: workerEnv });
    const res = await response;
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.total_pages, res.body.generated, res.body.failed], [PAGES, PAGES, 0]);

    assert.equal(replicate.predictions.size, PAGES, 'no prediction was created twice (Replicate charged for each once)');
    assert.ok([...replicate.predictions.values()].every((prediction) => prediction.status === 'succeeded'));
    await assertNoImageLost(stack, user, res.body.pages.map((page: { image_url: string }) => page.image_url));
    assert.equal(await stack.services.ledger.netCharged(creditOperation.fromWorkflowId(workflowIds.storybook(res.body.id))), PAGES);
    assert.equal((await call(api.baseUrl, 'GET', '/api/credits', { key: user.key })).body.credits, 10 - PAGES);
    await assertChargesSettled(stack, user);
    assert.deepEqual(await stack.services.ledger.reconcile(), []);
    for (const prediction of replicate.predictions.values()) {
      const history = await stack.env.client.workflow.getHandle(workflowIds.prediction('replicate', prediction.id)).fetchHistory();
      const signals = history.events?.flatMap((event) => event.workflowExecutionSignaledEventAttributes?.signalName ?? []) ?? [];
      assert.deepEqual(signals.sort(), ['predictionAdopted', 'predictionReported'], 'its webhook arrived once, and the next attempt of its model call took it over');
    }
  });
});
