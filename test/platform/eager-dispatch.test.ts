import assert from 'node:assert/strict';
import { workflowIds } from '../../src/temporal/contracts/names';
import { activitySpans, isEager } from '../support/activity-spans';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';

describe('Eager activity dispatch', () => {
  let stack: TestStack;
  let user: TestUser;
  let characterId: string;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 5 });
    characterId = (await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat')).id;
  });

  it("hands a generate's render and score to the worker with the workflow task that scheduled them, not through a poll", async () => {
    const res = await call(stack.baseUrl, 'POST', '/api/generate', { key: user.key, body: { character_id: characterId, prompt: 'Mia reading under a tree', max_retries: 1 } });
    assert.equal(res.status, 200, JSON.stringify(res.body));

    const history = await stack.env.client.workflow.getHandle(workflowIds.generate(res.body.image_id)).fetchHistory();
    const activities = activitySpans(history.events ?? []);
    assert.deepEqual(activities.map((span) => span.name).sort(), ['renderScene', 'scoreImage'], 'the run rendered and scored once, as remote activities');
    for (const span of activities) {
      const waitMs = span.started - span.scheduled;
      assert.ok(isEager(span), `${span.name} started ${waitMs.toFixed(1)} ms after it was scheduled: it waited for a poll (does every free activity slot sit in a poll?)`);
    }
  });
});
