import assert from 'node:assert/strict';
import { createOpenAIPlanner } from '../../../src/models/providers/openai-planner';
import type { PlanRequest } from '../../../src/models/types';
import { type FakeOpenAI, startFakeOpenAI } from '../../fakes/openai';
import { character, rejectsWithModelError } from './support';

const plan = {
  setting: 'A misty forest at night',
  outfit_locks: [
    { character_name: 'Mia', outfit: 'yellow raincoat' },
    { character_name: 'Leo', outfit: 'blue hoodie' },
  ],
  panels: [
    { caption: 'The forest was quiet.', caption_type: 'narration', speaker: null, action: 'Mia and Leo walk.', shot: 'establishing' },
    { caption: 'Did you hear that?', caption_type: 'dialogue', speaker: 'Leo', action: 'Leo turns to Mia.', shot: 'two_shot' },
    { caption: 'An owl!', caption_type: 'narration', speaker: null, action: 'An owl swoops at Mia and Leo.', shot: 'splash' },
  ],
};

describe('OpenAI-compatible story planner', () => {
  let fake: FakeOpenAI;
  let request: PlanRequest;
  const planner = () => createOpenAIPlanner({ provider: 'openai-planner', baseUrl: fake.baseUrl, apiKey: 'sk-p', model: 'gpt-4o', timeoutMs: 500 });

  beforeEach(async () => {
    fake = await startFakeOpenAI({ apiKey: 'sk-p', chatReply: plan });
    const [mia, leo] = [await character('Mia'), await character('Leo')];
    request = {
      title: 'The Owl',
      story: 'Mia and Leo hear an owl.',
      characters: [mia, leo].map(({ name, description, descriptor }) => ({ name, description: description ?? '', descriptor })),
      pageCount: 3,
      style: 'manga_bw',
      language: 'en',
    };
  });
  afterEach(() => fake.close());

  it('asks for a schema-constrained plan and maps it', async () => {
    const result = await planner().plan(request);
    const body = fake.requests[0].json();
    assert.equal(fake.requests[0].headers.authorization, 'Bearer sk-p');
    assert.equal(body.response_format.json_schema.name, 'comic_plan');
    assert.deepEqual(body.response_format.json_schema.schema.properties.panels.items.properties.shot.enum.length, 8);
    const brief = JSON.parse(body.messages[1].content);
    assert.equal(brief.panel_count, 3);
    assert.deepEqual(brief.characters.map((c: { name: string }) => c.name), ['Mia', 'Leo']);
    assert.deepEqual(result.outfitLocks, [
      { characterName: 'Mia', outfit: 'yellow raincoat' },
      { characterName: 'Leo', outfit: 'blue hoodie' },
    ]);
    assert.deepEqual(result.panels[1], { caption: 'Did you hear that?', captionType: 'dialogue', speaker: 'Leo', action: 'Leo turns to Mia.', shot: 'two_shot' });
    assert.equal('speaker' in result.panels[0], false);
  });

  const invalid: Array<[string, unknown, RegExp]> = [
    ['too many panels', { ...plan, panels: [...plan.panels, plan.panels[0]] }, /expected 3 panels, got 4/],
    ['a long caption', { ...plan, panels: [{ ...plan.panels[0], caption: 'one two three four five six seven eight nine ten eleven' }, ...plan.panels.slice(1)] }, /11 words/],
    ['an unknown shot', { ...plan, panels: [{ ...plan.panels[0], shot: 'dutch_angle' }, ...plan.panels.slice(1)] }, /shot/],
    ['a dialogue speaker who is not a character', { ...plan, panels: [plan.panels[0], { ...plan.panels[1], speaker: 'Owl' }, plan.panels[2]] }, /speaker among Mia, Leo/],
    ['a missing outfit lock', { ...plan, outfit_locks: plan.outfit_locks.slice(0, 1) }, /one outfit lock each/],
    ['a duplicated outfit lock', { ...plan, outfit_locks: [...plan.outfit_locks, plan.outfit_locks[0]] }, /one outfit lock each/],
  ];
  for (const [what, reply, message] of invalid) {
    it(`rejects ${what} as invalid output`, async () => {
      fake.setChatReply(reply);
      await rejectsWithModelError(planner().plan(request), { retryable: false, message });
    });
  }

  it('rejects non-JSON and classifies HTTP failures', async () => {
    fake.invalidNext(1);
    await rejectsWithModelError(planner().plan(request), { retryable: false, message: /not JSON/ });
    fake.failNext(1, 429);
    await rejectsWithModelError(planner().plan(request), { retryable: true, status: 429 });
    fake.failNext(1, 401);
    await rejectsWithModelError(planner().plan(request), { retryable: false, status: 401 });
  });
});
