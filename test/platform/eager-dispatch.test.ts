import assert from 'node:assert/strict';
import { workflowIds } from '../../src/temporal/contracts/names';
import { millisOf } from '../../src/temporal/runtime/timestamps';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';

/**
 * An activity the server hands back with the answer to the workflow task that scheduled it is started in that same
 * request (within 0.1 ms here); one that waits for a poll starts 2-9 ms later on the dev server.
 */
const SAME_REQUEST_MS = 1;

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
    const scheduled = new Map<string, { name: string; at: number }>();
    const waits: Record<string, number> = {};
    for (const event of history.events ?? []) {
      const name = event.activityTaskScheduledEventAttributes?.activityType?.name;
      if (name) scheduled.set(String(event.eventId), { name, at: millisOf(event.eventTime) });
      const started = event.activityTaskStartedEventAttributes && scheduled.get(String(event.activityTaskStartedEventAttributes.scheduledEventId));
      if (started) waits[started.name] = millisOf(event.eventTime) - started.at;
    }
    assert.deepEqual(Object.keys(waits).sort(), ['renderScene', 'scoreImage'], 'the run rendered and scored once, as remote activities');
    for (const [name, waitMs] of Object.entries(waits)) {
      assert.ok(waitMs < SAME_REQUEST_MS, `${name} started ${waitMs.toFixed(1)} ms after it was scheduled: it waited for a poll (does every free activity slot sit in a poll?)`);
    }
  });
});
