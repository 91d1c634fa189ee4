import assert from 'node:assert/strict';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

describe('scene plan: what the built-in illustrator drew is kept with the image and shown with the scene', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let user: TestUser;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 5 });
  });

  it('keeps the place, the things, each pose and the words not understood', async () => {
    const tia = await createReadyCharacter(stack, user.id, 'Tia', 'a girl with black braids and brown skin in a red dress');
    const made = await call(stack.baseUrl, 'POST', '/api/generate', {
      key: user.key,
      body: { character_id: tia.id, prompt: 'Tia sleeping on a sofa next to a zeppelin', max_retries: 1, min_score: 0, no_cache: true },
    });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const notDrawn = ['Not drawn: "zeppelin" (the illustrator has no drawing for this word); the place drawn, a living room, was chosen from what is in the scene'];
    assert.deepEqual(made.body.prompt_issues, notDrawn, 'the answer says what of the prompt is not in the picture');
    assert.ok(made.body.issues.includes(notDrawn[0]), 'and counts it among the issues');
    const scene = await call(stack.baseUrl, 'GET', `/api/scenes/${made.body.image_id}`, { key: user.key });
    assert.equal(scene.status, 200);
    assert.deepEqual(
      { prompt_issues: scene.body.prompt_issues, issues: scene.body.issues, reasoning: scene.body.reasoning, attempts: scene.body.attempts },
      { prompt_issues: notDrawn, issues: made.body.issues, reasoning: made.body.reasoning, attempts: made.body.attempts },
      'the scene keeps its score\'s reasoning and issues',
    );
    assert.deepEqual(scene.body.scene_plan, {
      place: 'living_room',
      place_from: 'implied',
      time: 'day',
      weather: 'clear',
      characters: [{ name: 'Tia', posture: 'lying', action: 'sleeping', expression: 'sleeping', on: 'sofa (bed)' }],
      props: [],
      unknown_words: ['zeppelin'],
      not_drawn: notDrawn,
    });
  });

  it('the likeness and the prompt apart: a scene that drew its prompt has no prompt issues; one whose place is not drawn says so whatever its likeness', async () => {
    const mara = await createReadyCharacter(stack, user.id, 'Mara', 'a young woman with short black hair and a red scarf');
    const generate = (prompt: string) => call(stack.baseUrl, 'POST', '/api/generate', { key: user.key, body: { character_id: mara.id, prompt, max_retries: 1, min_score: 0, no_cache: true } });
    const drawn = await generate('Mara reads a book in the library');
    assert.equal(drawn.status, 200, JSON.stringify(drawn.body));
    assert.deepEqual(drawn.body.prompt_issues, []);
    const hilltop = await generate('Mara on a windy hilltop at sunset, red kite');
    assert.equal(hilltop.status, 200, JSON.stringify(hilltop.body));
    assert.equal(hilltop.body.passed, true, 'the likeness is what passed');
    assert.deepEqual(hilltop.body.prompt_issues, ['Not drawn: "windy", "hilltop" (the illustrator has no drawing for these words); the place drawn, a beach, was chosen from what is in the scene']);
  });
});
