/**
 * Orchestration overhead with an image model of fixed latency (500 ms per render), on the real stack
 * (Temporal dev server, database, worker, API over HTTP, the configured judge):
 * `npx ts-node --transpile-only bench/generation.bench.ts` prints
 *  - one POST /api/generate end to end vs the model latency, and
 *  - a 20-page storybook's wall time vs the ideal ceil(20 / STORYBOOK_CONCURRENCY) x latency.
 * Both ratios include scoring each image with the judge (the API's real work), not only waiting on the model.
 */
import 'reflect-metadata';
import type { ModelRegistry } from '../src/models/registry';
import type { RenderResult } from '../src/models/types';
import { createWorker } from '../src/temporal/worker';
import { createReadyCharacter } from '../test/support/characters';
import { call } from '../test/support/http';
import { getTestStack, pauseStackWorker, resumeStackWorker, stopTestStack } from '../test/support/stack';
import { createTestUser } from '../test/support/users';

const LATENCY_MS = 500;
const GENERATE_RUNS = 5;
const STORYBOOK_PAGES = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Image models that answer every render in LATENCY_MS with one picture rendered once up front. */
function fixedLatencyModels(models: ModelRegistry, picture: RenderResult): ModelRegistry {
  return {
    ...models,
    image: (name?: string) => {
      const model = models.image(name);
      return {
        name: model.name,
        renderReference: (request) => model.renderReference(request),
        render: async () => {
          await sleep(LATENCY_MS);
          return picture;
        },
      };
    },
  };
}

async function timed(work: () => Promise<{ status: number; body: unknown }>): Promise<number> {
  const started = performance.now();
  const res = await work();
  if (res.status !== 200) throw new Error(`request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const stack = await getTestStack();
  await pauseStackWorker();
  const user = await createTestUser(stack, { credits: 100 });
  const character = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat');
  const cast = [{ name: character.name, description: character.description, descriptor: character.descriptor, references: [] }];
  const picture = await stack.deps.models.image().render({ prompt: 'Mia waving in the park', seed: 1, characters: cast });
  const models = fixedLatencyModels(stack.deps.models, picture);
  const worker = await createWorker({ connection: stack.env.nativeConnection, config: stack.config, deps: { ...stack.deps, models }, workflowBundle: stack.workflowBundle });
  const generate = (prompt: string) =>
    call(stack.baseUrl, 'POST', '/api/generate', { key: user.key, body: { character_id: character.id, prompt, max_retries: 1, min_score: 0, no_cache: true } });

  const [generateTimes, storybookMs] = await worker.runUntil(async () => {
    await generate('warm-up');
    const times: number[] = [];
    for (let run = 0; run < GENERATE_RUNS; run++) times.push(await timed(() => generate(`Mia on day ${run}`)));
    const pages = Array.from({ length: STORYBOOK_PAGES }, (_, index) => `Mia on page ${index + 1}`);
    const book = await timed(() => call(stack.baseUrl, 'POST', '/api/storybook', { key: user.key, body: { character_id: character.id, pages } }));
    return [times, book] as const;
  });

  const concurrency = stack.config.storybookConcurrency;
  const ideal = Math.ceil(STORYBOOK_PAGES / concurrency) * LATENCY_MS;
  const generateMs = median(generateTimes);
  console.log(`model latency ${LATENCY_MS} ms`);
  console.log(`generate: median ${generateMs.toFixed(0)} ms over ${GENERATE_RUNS} runs -> ${(generateMs / LATENCY_MS).toFixed(2)}x the model latency`);
  console.log(
    `storybook: ${STORYBOOK_PAGES} pages at concurrency ${concurrency} in ${storybookMs.toFixed(0)} ms vs ideal ${ideal} ms -> ${(storybookMs / ideal).toFixed(2)}x`,
  );
  await resumeStackWorker();
  await stopTestStack();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
