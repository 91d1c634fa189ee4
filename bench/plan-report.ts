/**
 * `npm run plan-report`: the plan-quality checks of bench/plan-quality.ts over every story idea, for the built-in
 * planner and the LLM planner. The LLM planner is the one PLANNER_PROVIDER=openai configures; without one it is
 * the OpenAI-compatible adapter against the local fake model of the tests, answering with the built-in plan, which
 * checks the adapter's round trip rather than a model's judgement.
 */
import { createTemplatePlanner } from '../src/models/builtin/planner';
import { loadModelsConfig } from '../src/config/models';
import { createOpenAIPlanner } from '../src/models/providers/openai-planner';
import type { StoryPlanner } from '../src/models/types';
import { startFakeOpenAI } from '../test/fakes/openai';
import { CHECK_MEANINGS, checkPlan, PLAN_CHECKS, planRequestOf, planWire, STORY_CASES, type PlanCheck } from './plan-quality';

type Results = Array<Record<PlanCheck, true | string>>;

async function resultsOf(planner: StoryPlanner, beforeEach: (index: number) => void = () => undefined): Promise<Results> {
  const results: Results = [];
  for (const [index, story] of STORY_CASES.entries()) {
    beforeEach(index);
    results.push(checkPlan(story, await planner.plan(planRequestOf(story))));
  }
  return results;
}

function table(title: string, results: Results): string[] {
  const header = ['story', ...PLAN_CHECKS];
  const rows = STORY_CASES.map((story, index) => [story.name, ...PLAN_CHECKS.map((check) => (results[index][check] === true ? 'ok' : 'FAIL'))]);
  const passed = results.flatMap((result) => PLAN_CHECKS.map((check) => result[check] === true)).filter(Boolean).length;
  rows.push(['all', ...PLAN_CHECKS.map((check) => `${results.filter((result) => result[check] === true).length}/${results.length}`)]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const failures = results.flatMap((result, index) =>
    PLAN_CHECKS.flatMap((check) => (result[check] === true ? [] : [`  ${STORY_CASES[index].name} / ${check}: ${result[check]}`])),
  );
  return [
    `${title}: ${passed}/${results.length * PLAN_CHECKS.length} checks passed`,
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
    ...failures,
    '',
  ];
}

async function main(): Promise<void> {
  const builtin = createTemplatePlanner();
  const lines = table('built-in planner', await resultsOf(builtin));
  const configured = loadModelsConfig().planner;
  if (configured.provider === 'openai') {
    const llm = createOpenAIPlanner({ ...configured, provider: `planner:${configured.model}`, timeoutMs: 120_000 });
    lines.push(...table(`LLM planner (${configured.model})`, await resultsOf(llm)));
  } else {
    const plans = await Promise.all(STORY_CASES.map((story) => builtin.plan(planRequestOf(story))));
    const fake = await startFakeOpenAI({ apiKey: 'sk-report' });
    try {
      const llm = createOpenAIPlanner({ provider: 'planner:fake', baseUrl: fake.baseUrl, apiKey: 'sk-report', model: 'fake', timeoutMs: 5_000 });
      lines.push(...table('LLM planner (local fake model echoing the built-in plan)', await resultsOf(llm, (index) => fake.setChatReply(planWire(plans[index])))));
    } finally {
      await fake.close();
    }
  }
  lines.push('checks:', ...PLAN_CHECKS.map((check) => `  ${check}: ${CHECK_MEANINGS[check]}`));
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
