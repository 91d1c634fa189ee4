// Judge time per score on a 1024x1024 scene with one and two characters, and per image-character pair against the
// target (issue 17: at most 30 ms p50). Wall time and the process's CPU time are both shown: on a shared machine the
// wall time includes waiting for a core. Run: npx ts-node --transpile-only bench/judge.bench.ts
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
    const cpuTimes: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      for (const image of scenes) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        await judge.score({ image, characters });
        const cpu = process.cpuUsage(cpuStarted);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
        times.push(performance.now() - started);
      }
    }
    const perPair = percentile(times, 50) / count;
    report.rows.push({
      name: `built-in judge, ${count} character(s)`,
      figure: `p50 ${percentile(times, 50).toFixed(0)} ms (CPU ${percentile(cpuTimes, 50).toFixed(0)} ms), p95 ${percentile(times, 95).toFixed(0)} ms; ${perPair.toFixed(0)} ms per pair`,
      target: 'p50 <= 30 ms per pair',
      met: perPair <= 30,
    });
    report.details.push(`judge ${count} character(s): ${summarise(times)} (1024x1024)`);
  }
  return report;
}

if (require.main === module) runStandalone(judgeBench);
