/**
 * Predictions (Replicate's API, a strict fake on loopback) on the real stack, through the public API, the worker in its
 * own process for the latencies (as in production: this process runs the API and the fake):
 * - the webhook path: scenes one after the other, from the moment the fake ends a prediction (and sends its signed
 *   webhook) to the run's next step (the scoring activity scheduled in the paid run's history);
 * - the poll path (no public URL), the same, against PREDICTION_POLL_INTERVAL_MS, predictions ending at random;
 * - worker slots: 20 scenes at once whose predictions run 60 s each, the worker's activity slots sampled meanwhile.
 * Run on its own: `npx ts-node --transpile-only bench/predictions.bench.ts`.
 */
import type { Worker } from '@temporalio/worker';
import { loadModelsConfig } from '../src/config/models';
import { createModelRegistry } from '../src/models/registry';
import { predictionWebhookVerifiers } from '../src/predictions';
import { workflowIds } from '../src/temporal/contracts/names';
import { type FakeReplicate, startFakeReplicate } from '../test/fakes/replicate';
import { call } from '../test/support/http';
import { type SideApi, startSideApi, startSideWorker } from '../test/support/side-services';
import { startWorkerProcess } from '../test/support/worker-process';
import { pauseStackWorker, resumeStackWorker, type TestStack } from '../test/support/stack';
import { runOnStack, runStandalone, sleep, type BenchFixture, type BenchReport } from './harness';
import { percentile } from './stats';

const TOKEN = 'r8_bench';
const MODEL = 'black-forest-labs/flux-kontext-pro';
const WEBHOOK_SCENES = 20;
const POLL_SCENES = 10;
const POLL_INTERVAL_MS = 2_000;
const WEBHOOK_TARGET_MS = 100;
const CONCURRENT = 20;
const LONG_PREDICTION_MS = 60_000;
const SAMPLE_EVERY_MS = 50;

interface Setup {
  replicate: FakeReplicate;
  api: SideApi;
}

/** The worker's model settings: its Replicate model reports by webhook to the side API (or, without, is polled). */
function workerEnv(setup: Setup, webhooks: boolean): NodeJS.ProcessEnv {
  return {
    REPLICATE_API_TOKEN: TOKEN,
    REPLICATE_MODELS: MODEL,
    REPLICATE_BASE_URL: setup.replicate.baseUrl,
    PREDICTION_POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
    ...(webhooks ? { MODEL_WEBHOOK_BASE_URL: setup.api.baseUrl, PREDICTION_WEBHOOK_GRACE_MS: '120000' } : {}),
  };
}

/** Runs `work` with a worker in its own process, as in production (this process runs the API and the fake). */
async function withWorkerProcess<T>(stack: TestStack, setup: Setup, webhooks: boolean, work: () => Promise<T>): Promise<T> {
  await pauseStackWorker();
  const worker = await startWorkerProcess(stack, { env: workerEnv(setup, webhooks) });
  try {
    return await work();
  } finally {
    await worker.stop();
    await resumeStackWorker();
  }
}

/** Runs `work` with a worker in this process, whose slots it can read. */
async function withWorker<T>(stack: TestStack, setup: Setup, work: (worker: Worker) => Promise<T>): Promise<T> {
  await pauseStackWorker();
  const side = await startSideWorker(stack, { deps: { models: createModelRegistry(loadModelsConfig(workerEnv(setup, true))) } });
  try {
    return await work(side.worker);
  } finally {
    await side.stop();
    await resumeStackWorker();
  }
}

function scene(setup: Setup, fixture: BenchFixture, prompt: string) {
  return call(setup.api.baseUrl, 'POST', '/api/generate', {
    key: fixture.user.key,
    body: { character_id: fixture.character.id, prompt, model: `replicate:${MODEL}`, no_cache: true, max_retries: 1, min_score: 0 },
  });
}

/** When the paid run scheduled its next step after the render: the scoring activity, from its history. */
async function nextStepAt(stack: TestStack, imageId: string): Promise<number> {
  const history = await stack.env.client.workflow.getHandle(workflowIds.generate(imageId)).fetchHistory();
  const scheduled = history.events?.find((event) => event.activityTaskScheduledEventAttributes?.activityType?.name === 'scoreImage');
  if (!scheduled?.eventTime) throw new Error(`no scoring step in generate-${imageId}`);
  return Number(scheduled.eventTime.seconds) * 1000 + (scheduled.eventTime.nanos ?? 0) / 1e6;
}

interface Latencies {
  /** From the prediction's end to the run's next step. */
  nextStep: number[];
  /** From the prediction's end to the first request about it after (the poll that sees it; none on the webhook path). */
  seen: number[];
}

/** Milliseconds from each prediction's end (at the fake) to its run's next step, scenes one after the other. */
async function completionToNextStep(stack: TestStack, setup: Setup, fixture: BenchFixture, scenes: number, durationMs: () => number): Promise<Latencies> {
  const latencies: Latencies = { nextStep: [], seen: [] };
  for (let index = 0; index < scenes; index += 1) {
    setup.replicate.durationMs = durationMs();
    const before = new Set(setup.replicate.predictions.keys());
    const made = await scene(setup, fixture, `Mia counts boats, take ${index}`);
    if (made.status !== 200) throw new Error(`generate failed: ${made.status} ${JSON.stringify(made.body)}`);
    const prediction = [...setup.replicate.predictions.values()].find((candidate) => !before.has(candidate.id));
    if (!prediction?.completedAt) throw new Error('no prediction ended for the scene');
    const completedAt = prediction.completedAt;
    latencies.nextStep.push((await nextStepAt(stack, made.body.image_id)) - completedAt);
    const poll = setup.replicate.requests.find((request) => request.at >= completedAt && request.path === `/v1/predictions/${prediction.id}`);
    if (poll) latencies.seen.push(poll.at - completedAt);
  }
  return latencies;
}

interface SlotUse {
  /** Most activity slots (remote) in use at one sample while every prediction ran. */
  remoteMax: number;
  /** Most local activities at one sample (the prediction runs' heartbeats, a few ms each). */
  localMax: number;
  /** Mean activity slots in use (remote and local) over the samples. */
  mean: number;
  samples: number;
}

/** CONCURRENT scenes at once, each prediction running LONG_PREDICTION_MS; the worker's slots sampled while all run. */
async function slotsWhileWaiting(stack: TestStack, setup: Setup, fixture: BenchFixture, worker: Worker): Promise<SlotUse> {
  setup.replicate.durationMs = LONG_PREDICTION_MS;
  const before = setup.replicate.predictions.size;
  const scenes = Array.from({ length: CONCURRENT }, (_, index) => scene(setup, fixture, `Mia waits at the quay, ${index}`));
  while (setup.replicate.predictions.size < before + CONCURRENT) await sleep(20);
  const running = [...setup.replicate.predictions.values()].slice(before);
  // Each model call has returned once it started its prediction's run: from then on every prediction only waits.
  for (const prediction of running) {
    const run = stack.env.client.workflow.getHandle(workflowIds.prediction('replicate', prediction.id));
    while (!(await run.describe().then(() => true, () => false))) await sleep(20);
  }
  // Sample until the first of them ends.
  const firstEnd = Math.min(...running.map((prediction) => prediction.createdAt)) + LONG_PREDICTION_MS;
  const use: SlotUse = { remoteMax: 0, localMax: 0, mean: 0, samples: 0 };
  let total = 0;
  while (Date.now() < firstEnd - SAMPLE_EVERY_MS) {
    const status = worker.getStatus();
    use.remoteMax = Math.max(use.remoteMax, status.numInFlightNonLocalActivities);
    use.localMax = Math.max(use.localMax, status.numInFlightLocalActivities);
    total += status.numInFlightActivities;
    use.samples += 1;
    await sleep(SAMPLE_EVERY_MS);
  }
  use.mean = total / Math.max(1, use.samples);
  const answers = await Promise.all(scenes);
  const failed = answers.filter((answer) => answer.status !== 200);
  if (failed.length) throw new Error(`${failed.length} of the ${CONCURRENT} scenes failed: ${JSON.stringify(failed[0].body)}`);
  return use;
}

export async function predictionsBench(stack: TestStack, fixture: BenchFixture): Promise<BenchReport> {
  const replicate = await startFakeReplicate({ apiToken: TOKEN });
  const env = { REPLICATE_API_TOKEN: TOKEN, REPLICATE_MODELS: MODEL, REPLICATE_BASE_URL: replicate.baseUrl };
  const catalogue = createModelRegistry(loadModelsConfig(env));
  const api = await startSideApi(stack, { imageModels: { names: catalogue.imageModelNames(), defaultName: catalogue.defaultImageModel }, predictionWebhooks: predictionWebhookVerifiers(loadModelsConfig(env)) });
  const setup = { replicate, api };
  try {
    const webhook = await withWorkerProcess(stack, setup, true, () => completionToNextStep(stack, setup, fixture, WEBHOOK_SCENES, () => 300));
    // Predictions end at random against the polls, as they do.
    const poll = await withWorkerProcess(stack, setup, false, () => completionToNextStep(stack, setup, fixture, POLL_SCENES, () => 200 + Math.round(Math.random() * 2 * POLL_INTERVAL_MS)));
    const slots = await withWorker(stack, setup, (worker) => slotsWhileWaiting(stack, setup, fixture, worker));
    const webhookP50 = percentile(webhook.nextStep, 50);
    const seenMax = Math.max(...poll.seen);
    return {
      rows: [
        {
          name: 'prediction, webhook path: the fake ends it -> the run schedules its next step',
          figure: `p50 ${webhookP50.toFixed(0)} ms, p95 ${percentile(webhook.nextStep, 95).toFixed(0)} ms`,
          target: `p50 <= ${WEBHOOK_TARGET_MS} ms`,
          met: webhookP50 <= WEBHOOK_TARGET_MS,
        },
        {
          name: `prediction, poll path (no public URL, polled every ${POLL_INTERVAL_MS / 1000} s): the fake ends it -> the poll that sees it`,
          figure: `p50 ${percentile(poll.seen, 50).toFixed(0)} ms, max ${seenMax.toFixed(0)} ms (to the next step: p50 ${percentile(poll.nextStep, 50).toFixed(0)}, max ${Math.max(...poll.nextStep).toFixed(0)} ms)`,
          target: `max <= ${POLL_INTERVAL_MS} ms (its interval)`,
          met: poll.seen.length === POLL_SCENES && seenMax <= POLL_INTERVAL_MS,
        },
        {
          name: `worker activity slots held while ${CONCURRENT} predictions run ${LONG_PREDICTION_MS / 1000} s each`,
          figure: `${slots.remoteMax} (local heartbeats: at most ${slots.localMax} at once, ${slots.mean.toFixed(2)} on average)`,
          target: '0',
          met: slots.remoteMax === 0,
        },
      ],
      details: [
        `predictions, webhook path: ${WEBHOOK_SCENES} scenes one after the other, predictions of 300 ms; each: ${webhook.nextStep.map((ms) => ms.toFixed(0)).join(', ')} ms; polls: ${webhook.seen.length}`,
        `predictions, poll path: ${POLL_SCENES} scenes, predictions of 0.2-${(0.2 + (2 * POLL_INTERVAL_MS) / 1000).toFixed(1)} s; seen by a poll after: ${poll.seen.map((ms) => ms.toFixed(0)).join(', ')} ms; at the next step after: ${poll.nextStep.map((ms) => ms.toFixed(0)).join(', ')} ms`,
        `predictions, slots: ${slots.samples} samples of the worker's status every ${SAMPLE_EVERY_MS} ms while all ${CONCURRENT} predictions ran (activity slots: ${stack.config.worker.maxConcurrentActivities})`,
      ],
    };
  } finally {
    await api.close();
    await replicate.close();
  }
}

if (require.main === module) runStandalone(() => runOnStack(predictionsBench));
