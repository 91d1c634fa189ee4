import assert from 'node:assert/strict';
import { createReadyCharacter } from '../../test/support/characters';
import { call } from '../../test/support/http';
import type { TestStack } from '../../test/support/stack';
import { createTestUser } from '../../test/support/users';

/** Runs each workflow type once through the public API so its history can be recorded. */
export async function driveEveryWorkflow(stack: TestStack): Promise<void> {
  const user = await createTestUser(stack, { credits: 100 });
  const post = async (path: string, body: unknown) => {
    const res = await call(stack.baseUrl, 'POST', path, { key: user.key, body });
    assert.ok(res.status < 300, `${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const mia = await createReadyCharacter(stack, user.id, 'Mia', 'a girl with curly red hair in a yellow raincoat');
  const rusty = await createReadyCharacter(stack, user.id, 'Rusty', 'an orange fox with a blue scarf');

  const scene = await post('/api/generate', { character_id: mia.id, prompt: 'Mia waving in a park', max_retries: 2, min_score: 0.99 });
  await post('/api/generate-multi', { character_ids: [mia.id, rusty.id], prompt: 'Mia and Rusty in a forest', max_retries: 1 });
  await post(`/api/scenes/${scene.image_id}/vary`, { vary: 'expression', target: 'surprised', count: 2 });
}
