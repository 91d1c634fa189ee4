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
    const scene = await call(stack.baseUrl, 'GET', `/api/scenes/${made.body.image_id}`, { key: user.key });
    assert.equal(scene.status, 200);
    assert.deepEqual(scene.body.scene_plan, {
      place: 'living_room',
      place_from: 'implied',
      time: 'day',
      weather: 'clear',
      characters: [{ name: 'Tia', posture: 'lying', action: 'sleeping', expression: 'sleeping', on: 'sofa (bed)' }],
      props: [],
      unknown_words: ['zeppelin'],
    });
  });
});
