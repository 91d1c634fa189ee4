import { setTimeout as sleep } from 'node:timers/promises';
import type { ModelRegistry } from '../../src/models/registry';
import type { ConsistencyJudge, RenderResult } from '../../src/models/types';


/** A judge double: every character found, a fixed passing score, no work. */
const fixedJudge: ConsistencyJudge = {
  name: 'bench-fixed-judge',
  score: async ({ characters }) => ({
    characterScores: characters.map((character) => ({ name: character.name, score: 95 })),
    foundCharacters: characters.length,
    score: 95,
    reasoning: 'benchmark double',
    issues: [],
  }),
};

/**
 * Benchmark doubles for the models, so a benchmark measures everything around the model calls: renders return
 * `picture` after `latencyMs`, the judge is fixedJudge; references are drawn by the real models.
 */
export function benchmarkModels(models: ModelRegistry, picture: RenderResult, latencyMs: number): ModelRegistry {
  return {
    ...models,
    judge: () => fixedJudge,
    image: (name?: string) => {
      const model = models.image(name);
      return {
        name: model.name,
        renderReference: (request) => model.renderReference(request),
        render: async () => {
          await sleep(latencyMs);
          return picture;
        },
      };
    },
  };
}
