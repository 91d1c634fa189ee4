// Judge time per score on a 1024x1024 scene with one and two characters. Run: npx ts-node --transpile-only bench/judge.bench.ts
import { describeCharacter } from '../src/models/builtin/descriptor';
import { createBuiltinIllustrator } from '../src/models/builtin/illustrator';
import { createBuiltinJudge } from '../src/models/builtin/judge';
import type { CharacterInput } from '../src/models/types';
import { runStandalone, type BenchReport } from './harness';
import { percentile, summarise } from './stats';

export async function judgeBench(): Promise<BenchReport> {
  const report: BenchReport = { rows: [], details: [] };
  const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  const judge = createBuiltinJudge();
  const cast: CharacterInput[] = [
    ['Mia', 'a girl with curly red hair in a yellow raincoat'],
    ['Bolt', 'a silver robot with a red antenna'],
  ].map(([name, description]) => ({ name, description, descriptor: describeCharacter(name, description), references: [] }));
  for (const character of cast) {
    character.references = [(await illustrator.renderReference({ character, label: 'front', seed: 1 })).png];
  }
  for (const count of [1, 2]) {
    const characters = cast.slice(0, count);
    const scenes = await Promise.all([1, 2, 3, 4, 5].map(async (seed) => (await illustrator.render({ prompt: 'in a park', characters, seed })).png));
    await judge.score({ image: scenes[0], characters }); // warm the reference cache, as a worker does
    const times: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      for (const image of scenes) {
        const started = performance.now();
        await judge.score({ image, characters });
        times.push(performance.now() - started);
      }
    }
    report.rows.push({ name: `built-in judge, ${count} character(s)`, figure: `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms` });
    report.details.push(`judge ${count} character(s): ${summarise(times)} (1024x1024)`);
  }
  return report;
}

if (require.main === module) runStandalone(judgeBench);
