import assert from 'node:assert/strict';
import { checkPlan, PLAN_CHECKS, planRequestOf, planWire, shotGrammarIssues, STORY_CASES } from '../../bench/plan-quality';
import { createTemplatePlanner } from '../../src/models/builtin/planner';
import { createOpenAIPlanner } from '../../src/models/providers/openai-planner';
import type { StoryPlan } from '../../src/models/types';
import { type FakeOpenAI, startFakeOpenAI } from '../fakes/openai';

const failures = (result: ReturnType<typeof checkPlan>) => PLAN_CHECKS.filter((check) => result[check] !== true).map((check) => `${check}: ${String(result[check])}`);

/** The plan the issue found: the default street, the same caption three times, no dialogue. */
function repetitivePlan(pageCount: number): StoryPlan {
  const captions = ['Pip and Rusty look closer.', 'What will Pip and Rusty do next?'];
  return {
    setting: 'A friendly neighbourhood street on a clear, bright day',
    outfitLocks: [
      { characterName: 'Pip', outfit: 'yellow raincoat' },
      { characterName: 'Rusty', outfit: 'blue scarf' },
    ],
    panels: Array.from({ length: pageCount }, (_, index) => ({
      caption: captions[index % 2],
      captionType: 'narration' as const,
      action: 'Pip and Rusty look around.',
      shot: 'medium' as const,
    })),
  };
}

describe('plan quality over varied story ideas', () => {
  it('covers at least 20 ideas: one to three characters, one place or several, with and without speech', () => {
    assert.ok(STORY_CASES.length >= 20);
    assert.deepEqual(new Set(STORY_CASES.map((story) => story.cast.length)), new Set([1, 2, 3]));
    assert.ok(STORY_CASES.some((story) => story.laterPlaces?.length));
    assert.ok(STORY_CASES.some((story) => story.speech) && STORY_CASES.some((story) => !story.speech));
  });

  it('the checks fail a plan that repeats itself and ignores the story', () => {
    const story = STORY_CASES[0];
    const result = checkPlan(story, repetitivePlan(story.pageCount));
    for (const check of ['setting', 'unique', 'dialogue', 'shots'] as const) assert.notEqual(result[check], true, check);
    assert.deepEqual(shotGrammarIssues(['closeup', 'closeup', 'closeup']), [
      'opens on closeup, not an establishing or wide shot',
      'resolves on closeup, a close-up',
      'three closeup panels in a row at panel 3',
    ]);
  });

  describe('built-in planner', () => {
    const planner = createTemplatePlanner();
    for (const story of STORY_CASES) {
      it(`"${story.name}" passes every check`, async () => {
        assert.deepEqual(failures(checkPlan(story, await planner.plan(planRequestOf(story)))), []);
      });
    }
  });

  describe('LLM planner through the OpenAI-compatible adapter (local fake model)', () => {
    let fake: FakeOpenAI;
    const builtin = createTemplatePlanner();
    const planner = () => createOpenAIPlanner({ provider: 'planner:fake', baseUrl: fake.baseUrl, apiKey: 'sk-q', model: 'gpt-4o-mini', timeoutMs: 2_000 });

    before(async () => {
      fake = await startFakeOpenAI({ apiKey: 'sk-q' });
    });
    after(() => fake.close());

    for (const story of STORY_CASES) {
      it(`"${story.name}" passes every check when the model answers a good plan`, async () => {
        fake.setChatReply(planWire(await builtin.plan(planRequestOf(story))));
        assert.deepEqual(failures(checkPlan(story, await planner().plan(planRequestOf(story)))), []);
      });
    }

    it('the same checks catch a model that repeats itself', async () => {
      const story = STORY_CASES[0];
      fake.setChatReply(planWire(repetitivePlan(story.pageCount)));
      const result = checkPlan(story, await planner().plan(planRequestOf(story)));
      assert.notEqual(result.unique, true);
      assert.notEqual(result.dialogue, true);
    });
  });
});
