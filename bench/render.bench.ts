/**
 * Render timing of the built-in illustrator at 1024x1024 on one core (sharp limited to one thread), over scenes with
 * and without the things prompts name (furniture, mounts, water, icons):
 * `npx ts-node --transpile-only bench/render.bench.ts` prints mean / p50 / p95 in ms per scene.
 */
import sharp from 'sharp';
import { describeCharacter } from '../src/models/builtin/descriptor';
import { createBuiltinIllustrator } from '../src/models/builtin/illustrator';
import type { CharacterInput, RenderRequest } from '../src/models/types';
import { runStandalone, type BenchReport } from './harness';
import { percentile, summarise } from './stats';

const cast = (name: string, description: string): CharacterInput => ({ name, descriptor: describeCharacter(name, description), references: [] });
const mia = cast('Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat and green boots, freckles, glasses');
const rusty = cast('Rusty', 'an orange fox with a blue scarf');
const bolt = cast('Bolt', 'a silver robot with a red antenna');
const gran = cast('Gran', 'an elderly woman with white hair in a bun and a purple dress');

const SCENES: Array<Omit<RenderRequest, 'seed'>> = [
  { prompt: 'Mia waves at Rusty in the park', characters: [mia, rusty], shot: 'wide' },
  { prompt: 'Mia and Bolt walk down a city street at night', characters: [mia, bolt], shot: 'establishing' },
  { prompt: 'Everyone celebrates at the market', characters: [mia, rusty, bolt, gran], shot: 'wide', stylePreset: 'classic_american' },
  { prompt: 'Gran reads in the library', characters: [gran, mia], shot: 'over_shoulder', stylePreset: 'manga_bw' },
  { prompt: 'Rusty jumps in the snowy forest', characters: [rusty], shot: 'splash', stylePreset: 'newspaper_sunday' },
  { prompt: 'Mia laughing in the kitchen', characters: [mia], shot: 'closeup', stylePreset: 'indie_webcomic' },
  { prompt: 'Gran sleeping on the sofa in the living room while Mia reads a book', characters: [gran, mia], shot: 'wide' },
  { prompt: 'Rusty riding a bicycle past the giraffes at the zoo', characters: [rusty], shot: 'wide' },
  { prompt: 'Bolt swimming in the pool with a rubber duck', characters: [bolt], shot: 'wide' },
  { prompt: 'Mia and Gran having a picnic in the garden', characters: [mia, gran], shot: 'wide' },
];

const RUNS = 5;

export async function renderBench(): Promise<BenchReport> {
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  const report: BenchReport = { rows: [], details: [] };
  for (const rendering of ['flat', 'painterly'] as const) {
    const model = createBuiltinIllustrator({ name: `builtin-${rendering}`, rendering });
    await model.render({ ...SCENES[0], seed: 0 });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const [i, scene] of SCENES.entries()) {
        const start = process.hrtime.bigint();
        await model.render({ ...scene, seed: run * 31 + i });
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }
    const p50 = percentile(times, 50);
    const target = rendering === 'flat' ? { target: 'p50 <= 80 ms', met: p50 <= 80 } : {};
    report.rows.push({ name: `built-in render, ${rendering}, 1 thread`, figure: `p50 ${p50.toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`, ...target });
    report.details.push(`render ${rendering}: ${summarise(times)} (${SCENES.length} scenes x ${RUNS}, 1024x1024)`);
  }
  sharp.concurrency(threads);
  return report;
}

if (require.main === module) runStandalone(renderBench);
